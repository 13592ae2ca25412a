# Build a static binary, then copy it into a distroless image: no shell, no
# package manager, a non-root user (uid 65532), and the CA certificates and
# zoneinfo the program needs (Google APIs over TLS, Asia/Jerusalem).
FROM golang:1.26 AS build
WORKDIR /src
# Modules first, so editing the code does not download them again.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# modernc.org/sqlite is pure Go, so the binary needs no cgo and no libc.
RUN CGO_ENABLED=0 go build -tags grpcnotrace -trimpath -ldflags="-s -w" -o /out/memo ./cmd/memo \
    && mkdir -p -m 0700 /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/memo /memo
# /data must belong to the nonroot user, mode 0700: a new named volume takes
# the owner and mode of the directory it is mounted over, and the database
# there holds every user's data and the WhatsApp session keys.
COPY --from=build --chown=65532:65532 /out/data /data
# The default place of the SQLite file (/data/memo.db), not a choice of
# it: MEMO_DB or --db name a file, MEMO_DATABASE_URL picks PostgreSQL
# instead, and either wins over this default without a conflict.
ENV MEMO_DATA_DIR=/data
# In a container serve listens on every interface (publishing the port
# decides who reaches it), so it needs MEMO_PAIR_TOKEN to start.
ENV MEMO_HTTP=0.0.0.0:8080
EXPOSE 8080
VOLUME /data
# No shell or curl here: memo asks its own /healthz.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 CMD ["/memo", "healthcheck"]
ENTRYPOINT ["/memo"]
CMD ["serve"]
