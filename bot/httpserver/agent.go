package httpserver

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"mime"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/api"
)

// Defaults of AgentConfig.
const (
	DefaultMaxBody      = 64 << 10
	DefaultMaxText      = 4000
	DefaultMaxMessageID = 128
	// maxReplayWait bounds the wait for the answer of a request with the
	// same message id still running elsewhere; then the retry gets 409.
	maxReplayWait = 30 * time.Second
	// DefaultAgentTimeout bounds one request: a turn's own budget and its
	// delivery, with a little to spare.
	DefaultAgentTimeout = 2*bot.DefaultTurnTimeout + 10*time.Second
)

// ChannelName is the channel of the messages /agent/chat asks about, in
// memo.Inbound.Channel: their replies go back to the request that waits,
// never out on WhatsApp.
const ChannelName = "http"

// The contract's error details.
const (
	detailInvalidToken = "Invalid or expired token"
	detailNoGoogle     = "User has no Google Calendar access token. Please link your Google account first."
)

// Asker runs a message as a turn and waits for the answer; *bot.Exchange
// implements it. Errors: bot.ErrClosed while shutting down, ctx's error.
type Asker interface {
	Ask(ctx context.Context, in memo.Inbound) (bot.Answer, error)
}

// TokenChecker tells whose a bearer token is; *sqldb.DB implements it.
// ok is false for a token that is malformed, unknown or revoked.
type TokenChecker interface {
	TokenUser(ctx context.Context, token string) (tokenID, userID string, ok bool, err error)
}

// UserFinder finds a user; *sqldb.DB implements it.
type UserFinder interface {
	FindUser(ctx context.Context, id string) (memo.User, bool, error)
}

// ReplyStore keeps the answers to requests that carried a message_id, so a
// retry gets the same answer; *sqldb.DB implements it.
type ReplyStore interface {
	FindAPIReply(ctx context.Context, userID, messageID string) (status int, body []byte, ok bool, err error)
	SaveAPIReply(ctx context.Context, userID, messageID string, status int, body []byte) error
}

// AgentConfig is what an Agent needs.
type AgentConfig struct {
	// Asker runs turns; required.
	Asker Asker
	// Tokens checks bearer tokens; required.
	Tokens TokenChecker
	// Users, when set, refuses tokens of users that do not exist (400, as
	// the contract says).
	Users UserFinder
	// Replies, when set, answers a retried message_id with the first
	// answer, even after a restart; without it a retry answered in the
	// meantime gets 409.
	Replies ReplyStore
	// Limits, when set, hold one bucket per token; a token over its limit
	// gets 429 with Retry-After.
	Limits *bot.Limiters
	// Failures, when set, hold one bucket per client address that each
	// request with a missing or wrong token takes from; an address whose
	// bucket is empty gets 429 with Retry-After before its token is even
	// looked at, so guessing costs the guesser time and the server no
	// lookups.
	Failures *bot.Limiters
	// Clock stamps messages and drives the limits; default the system clock.
	Clock memo.Clock
	// MaxBody is the largest request body in bytes; default DefaultMaxBody.
	MaxBody int64
	// MaxText is the longest text in characters; default DefaultMaxText.
	MaxText int
	// Timeout bounds a request; default DefaultAgentTimeout.
	Timeout time.Duration
	// Observe, when set, is told the status code of every request, and
	// Limited every request refused by the rate limit.
	Observe func(code int)
	Limited func()
	// Logger; nil discards.
	Logger *slog.Logger
}

// Agent serves POST /agent/chat: a bearer token names the user; the body's
// text runs as a turn of that user's chat, the same chat (and pending
// question) as on WhatsApp; the answer is api.ChatResponse, errors
// api.ErrorResponse.
type Agent struct {
	cfg AgentConfig
	log *slog.Logger
}

// NewAgent returns an Agent. It panics without an Asker or Tokens, a
// wiring mistake.
func NewAgent(cfg AgentConfig) *Agent {
	if cfg.Asker == nil || cfg.Tokens == nil {
		panic("httpserver: NewAgent without an Asker or Tokens")
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxText <= 0 {
		cfg.MaxText = DefaultMaxText
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultAgentTimeout
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Agent{cfg: cfg, log: log}
}

// ServeHTTP implements http.Handler.
func (a *Agent) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	code := a.serve(w, r)
	if a.cfg.Observe != nil {
		a.cfg.Observe(code)
	}
}

// answer is a status code and the JSON body sent with it.
type answer struct {
	code int
	body []byte
	// retry, when positive, is sent as Retry-After (seconds).
	retry int
}

// busyRetry is the Retry-After of a request refused because the
// dispatcher's queues are full: a turn or two.
const busyRetry = 5

func (a *Agent) serve(w http.ResponseWriter, r *http.Request) int {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		return write(w, fail(http.StatusMethodNotAllowed, "Method not allowed: use POST"))
	}
	client := "auth:" + clientAddr(r)
	if a.cfg.Failures != nil {
		if empty, wait := a.cfg.Failures.Empty(client, a.cfg.Clock.Now()); empty {
			if a.cfg.Limited != nil {
				a.cfg.Limited()
			}
			secs := max(1, int(math.Ceil(wait.Seconds())))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			return write(w, fail(http.StatusTooManyRequests, fmt.Sprintf("Too many requests with a wrong token; please wait %d s and try again.", secs)))
		}
	}
	tokenID, user, ans, ok := a.authenticate(r)
	if !ok {
		if ans.code == http.StatusUnauthorized {
			w.Header().Set("WWW-Authenticate", `Bearer realm="memo"`)
			if a.cfg.Failures != nil {
				a.cfg.Failures.Allow(client, a.cfg.Clock.Now())
			}
		}
		return write(w, ans)
	}
	if a.cfg.Limits != nil {
		if allowed, wait := a.cfg.Limits.Allow("token:"+tokenID, a.cfg.Clock.Now()); !allowed {
			if a.cfg.Limited != nil {
				a.cfg.Limited()
			}
			secs := max(1, int(math.Ceil(wait.Seconds())))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			return write(w, fail(http.StatusTooManyRequests, fmt.Sprintf("Too many requests for this token; please wait %d s and try again.", secs)))
		}
	}
	req, ans, ok := a.decode(w, r)
	if !ok {
		return write(w, ans)
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), a.cfg.Timeout)
	defer cancel()
	if a.cfg.Users != nil {
		_, found, err := a.cfg.Users.FindUser(ctx, user)
		if err != nil {
			a.log.Error("agent: load user", "user", user, "err", err)
			return write(w, fail(http.StatusInternalServerError, "Failed to load user context: internal error"))
		}
		if !found {
			return write(w, fail(http.StatusBadRequest, fmt.Sprintf("Failed to load user context: User %s not found", user)))
		}
	}
	if req.MessageID != "" && a.cfg.Replies != nil {
		if ans, ok := a.replay(ctx, user, req.MessageID); ok {
			w.Header().Set("Idempotent-Replayed", "true")
			return write(w, ans)
		}
	}
	// A turn may take longer than the server's write timeout.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(a.cfg.Timeout + 5*time.Second))
	ans, replayed := a.run(ctx, user, req)
	if replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	} else if req.MessageID != "" && a.cfg.Replies != nil && ans.code != http.StatusServiceUnavailable && ans.code != http.StatusConflict {
		if err := a.cfg.Replies.SaveAPIReply(ctx, user, req.MessageID, ans.code, ans.body); err != nil {
			a.log.Error("agent: save reply for retries", "user", user, "err", err)
		}
	}
	return write(w, ans)
}

// authenticate reads the bearer token. On failure it returns the answer
// to send.
func (a *Agent) authenticate(r *http.Request) (tokenID, user string, ans answer, ok bool) {
	h := r.Header.Get("Authorization")
	scheme, token, found := strings.Cut(strings.TrimSpace(h), " ")
	token = strings.TrimSpace(token)
	if !found || !strings.EqualFold(scheme, "Bearer") || token == "" || len(token) > 256 {
		return "", "", fail(http.StatusUnauthorized, detailInvalidToken), false
	}
	tokenID, user, ok, err := a.cfg.Tokens.TokenUser(r.Context(), token)
	if err != nil {
		a.log.Error("agent: check token", "err", err)
		return "", "", fail(http.StatusInternalServerError, "Could not check the token; please try again shortly"), false
	}
	if !ok {
		return "", "", fail(http.StatusUnauthorized, detailInvalidToken), false
	}
	return tokenID, user, answer{}, true
}

// clientAddr is the address a request came from, without its port.
func clientAddr(r *http.Request) string {
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}

// decode reads and checks the body.
func (a *Agent) decode(w http.ResponseWriter, r *http.Request) (api.ChatRequest, answer, bool) {
	var req api.ChatRequest
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return req, fail(http.StatusBadRequest, "Content-Type must be application/json"), false
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, a.cfg.MaxBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return req, fail(http.StatusBadRequest, fmt.Sprintf("Request body is larger than %d KB", a.cfg.MaxBody>>10)), false
	case err != nil:
		return req, fail(http.StatusBadRequest, "Could not read the request body"), false
	case len(bytes.TrimSpace(body)) == 0:
		return req, fail(http.StatusBadRequest, `Request body is empty: send {"text": "..."}`), false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, fail(http.StatusBadRequest, jsonProblem(err)), false
	}
	if dec.More() {
		return req, fail(http.StatusBadRequest, "Invalid JSON: the body holds more than one value"), false
	}
	switch {
	case !utf8.ValidString(req.Text):
		return req, fail(http.StatusBadRequest, `Field "text" is not valid UTF-8`), false
	case strings.TrimSpace(req.Text) == "":
		return req, fail(http.StatusBadRequest, `Field "text" is required and must not be empty`), false
	case utf8.RuneCountInString(req.Text) > a.cfg.MaxText:
		return req, fail(http.StatusBadRequest, fmt.Sprintf(`Field "text" is longer than %d characters`, a.cfg.MaxText)), false
	case len(req.MessageID) > DefaultMaxMessageID:
		return req, fail(http.StatusBadRequest, fmt.Sprintf(`Field "message_id" is longer than %d characters`, DefaultMaxMessageID)), false
	}
	return req, answer{}, true
}

// jsonProblem words a decoding error for the client, without Go's type
// names.
func jsonProblem(err error) string {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("Invalid JSON at byte %d", syntax.Offset)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return `Invalid body: send a JSON object like {"text": "..."}`
		}
		return fmt.Sprintf("Field %q must be a %s", typ.Field, "string")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "Invalid JSON: the body ends too early"
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return fmt.Sprintf(`Unknown field %s: send {"text": "...", "message_id": "..."}`, strings.TrimPrefix(err.Error(), "json: unknown field "))
	}
	return "Invalid JSON body"
}

// run asks for the turn and words its answer. replayed is set when the
// answer is a stored one of an earlier request with the same message id.
func (a *Agent) run(ctx context.Context, user string, req api.ChatRequest) (ans answer, replayed bool) {
	id := req.MessageID
	if id == "" {
		id = strings.ToLower(rand.Text())
	}
	in := memo.Inbound{ChatID: user, UserID: user, MessageID: "api:" + id, Text: req.Text, At: a.cfg.Clock.Now(), Channel: ChannelName}
	got, err := a.cfg.Asker.Ask(ctx, in)
	switch {
	case errors.Is(err, bot.ErrClosed):
		return fail(http.StatusServiceUnavailable, "Memo is shutting down; please try again shortly"), false
	case errors.Is(err, bot.ErrQueueFull), errors.Is(err, bot.ErrBusy):
		// Refused before the message id was claimed: a retry runs.
		ans := fail(http.StatusServiceUnavailable, "Memo is busy with earlier messages; please try again shortly")
		ans.retry = busyRetry
		return ans, false
	case err != nil:
		a.log.Error("agent: turn", "user", user, "err", err)
		return fail(http.StatusInternalServerError, "Agent invocation failed: "+reason(err)), false
	case got.Duplicate:
		if a.cfg.Replies != nil {
			if ans, ok := a.awaitReplay(ctx, user, req.MessageID); ok {
				return ans, true
			}
		}
		return fail(http.StatusConflict, "A request with this message_id was already received and its answer is not available yet; try again later"), false
	case got.Err != nil:
		a.log.Error("agent: turn failed", "user", user, "err", got.Err)
		return fail(http.StatusInternalServerError, "Agent invocation failed: "+reason(got.Err)), false
	case got.Unlinked:
		return fail(http.StatusBadRequest, detailNoGoogle), false
	}
	return success(api.Chat(got.Reply)), false
}

// reason is a turn's failure in words a client may see: no vendor
// message, no internals.
func reason(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "the request took too long"
	case errors.Is(err, context.Canceled):
		return "the request was cancelled"
	}
	switch memo.ErrorCodeOf(err) {
	case memo.EUnavailable:
		return "a service Memo depends on is unavailable"
	}
	return "internal error (details are in the server log)"
}

// replay returns the stored answer to user's messageID, if any.
func (a *Agent) replay(ctx context.Context, user, messageID string) (answer, bool) {
	code, body, found, err := a.cfg.Replies.FindAPIReply(ctx, user, messageID)
	if err != nil {
		a.log.Error("agent: find stored reply", "user", user, "err", err)
		return answer{}, false
	}
	if !found {
		return answer{}, false
	}
	return answer{code: code, body: body}, true
}

// awaitReplay waits a while for the answer to a message id claimed by a
// request still running (in another process, or one being retried).
func (a *Agent) awaitReplay(ctx context.Context, user, messageID string) (answer, bool) {
	ctx, cancel := context.WithTimeout(ctx, maxReplayWait)
	defer cancel()
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	for {
		if ans, ok := a.replay(ctx, user, messageID); ok {
			return ans, true
		}
		select {
		case <-ctx.Done():
			return answer{}, false
		case <-t.C:
		}
	}
}

// success is a 200 with v.
func success(v api.ChatResponse) answer { return answer{code: http.StatusOK, body: encode(v)} }

// fail is an error answer in the contract's shape.
func fail(code int, detail string) answer {
	return answer{code: code, body: encode(api.ErrorResponse{Detail: detail})}
}

func encode(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Only the typed documents of package api are encoded here.
		panic(fmt.Sprintf("httpserver: encode answer: %v", err))
	}
	return b.Bytes()
}

func write(w http.ResponseWriter, a answer) int {
	if a.retry > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(a.retry))
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(a.code)
	_, _ = w.Write(a.body)
	return a.code
}
