// Package httpserver is the operator's HTTP side of memo serve: /healthz
// says the process is alive, /readyz tells the truth about the WhatsApp
// link, Redis and SQLite, /pair shows the QR code to link the bot's
// number, /metrics serves Prometheus metrics, and POST /agent/chat is the
// API for programs.
//
// The QR code on /pair hands the bot's number to whoever scans it, so
// every /pair route needs the operator's token (Authorization: Bearer, or
// a link with ?token=, which a browser keeps as a cookie) and a Host that
// is an IP address, localhost or a name configured, against DNS
// rebinding; /metrics needs the same. /healthz and /readyz answer anyone,
// without the phone number, details or error texts unless the request
// carries the token. POST /agent/chat takes API tokens (memo token). The
// server listens on loopback by default and refuses any other address
// without a token.
package httpserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

// Defaults of Config.
const (
	DefaultAddr            = "127.0.0.1:8080"
	DefaultRefresh         = 5 * time.Second
	DefaultCheckTimeout    = 2 * time.Second
	DefaultShutdownTimeout = 10 * time.Second
)

// LinkStatus gives the WhatsApp link's status; *whatsapp.Client and
// *whatsapp.Link implement it. It must not block.
type LinkStatus interface {
	Status() whatsapp.Status
}

// Check is one dependency /healthz reports on.
type Check struct {
	// Name is its key in the JSON ("sqlite", "redis").
	Name string
	// Check returns nil when the dependency answers; it gets
	// CheckTimeout.
	Check func(ctx context.Context) error
}

// Config is what a Server needs.
type Config struct {
	// Addr is the listen address; default DefaultAddr.
	Addr string
	// WhatsApp is the link; nil reports state "off".
	WhatsApp LinkStatus
	// Checks are the dependencies, checked on every /readyz request.
	Checks []Check
	// Refresh is how often /pair reloads itself; default DefaultRefresh.
	// WhatsApp rotates QR codes every 20 seconds (the first after 60).
	Refresh time.Duration
	// CheckTimeout bounds each check; default DefaultCheckTimeout.
	CheckTimeout time.Duration
	// ShutdownTimeout bounds the wait for requests in flight at shutdown;
	// default DefaultShutdownTimeout.
	ShutdownTimeout time.Duration
	// Token is the operator's token; empty turns /pair and /metrics off
	// and keeps Listen to loopback.
	Token string
	// Hosts are host names (lower case, no port) besides IP addresses and
	// localhost that requests may name in Host.
	Hosts []string
	// TrustedProxies are the addresses of the reverse proxies in front of
	// the server (a TLS terminator): their X-Forwarded-Proto is believed
	// when deciding whether the operator's session cookie is Secure.
	TrustedProxies []netip.Prefix
	// Pairer starts pairing when the operator asks on /pair; nil hides the
	// button.
	Pairer Pairer
	// Cloud is the WhatsApp Cloud API channel, reported on /readyz; nil
	// leaves it out.
	Cloud CloudStatus
	// Routes are served beside the server's own (the Cloud API webhook).
	Routes []Route
	// Logger; nil discards.
	Logger *slog.Logger

	// Operations (ops.go): Agent serves POST /agent/chat (it checks its
	// own API tokens) and Metrics /metrics (behind the operator's token);
	// nil leaves each out.
	Agent   http.Handler
	Metrics http.Handler
}

// Server serves /healthz, /readyz, /pair and the operations routes.
type Server struct {
	cfg Config
	log *slog.Logger
	mux *http.ServeMux
	// sessions are the operator's browser sessions (see session.go).
	sessions sessions
}

// New returns a Server.
func New(cfg Config) *Server {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if cfg.Refresh <= 0 {
		cfg.Refresh = DefaultRefresh
	}
	if cfg.CheckTimeout <= 0 {
		cfg.CheckTimeout = DefaultCheckTimeout
	}
	if cfg.ShutdownTimeout <= 0 {
		cfg.ShutdownTimeout = DefaultShutdownTimeout
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Server{cfg: cfg, log: log, mux: http.NewServeMux()}
	for i, h := range cfg.Hosts {
		cfg.Hosts[i] = strings.ToLower(strings.TrimSpace(h))
	}
	s.mux.HandleFunc("GET /healthz", s.healthz)
	s.mux.HandleFunc("GET /pair", s.operatorOnly(s.pair))
	s.mux.HandleFunc("GET /pair/qr.png", s.operatorOnly(s.qrPNG))
	s.mux.HandleFunc("GET /pair/status", s.operatorOnly(s.pairStatus))
	s.mux.HandleFunc("POST /pair/start", s.operatorOnly(s.startPairing))
	for _, r := range cfg.Routes {
		s.mux.Handle(r.Pattern, r.Handler)
	}
	s.mountOps()
	s.mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/pair", http.StatusFound)
	})
	return s
}

// Handler returns the server's routes.
func (s *Server) Handler() http.Handler { return s.mux }

// Listen opens the listener on Addr. An address other than loopback is
// refused without an operator token.
func (s *Server) Listen() (net.Listener, error) {
	if s.cfg.Token == "" && !Loopback(s.cfg.Addr) {
		return nil, fmt.Errorf("http: %s is not a loopback address: the pairing page needs an operator token there", s.cfg.Addr)
	}
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("http: listen on %s: %w", s.cfg.Addr, err)
	}
	return ln, nil
}

// Serve serves on ln until ctx ends, then shuts down gracefully: it stops
// accepting, lets requests in flight finish within ShutdownTimeout, and
// returns nil. Other errors come from the listener.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s.mux,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("http: serve: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("http: shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("http: serve: %w", err)
	}
	return nil
}

// ListenAndServe is Listen then Serve.
func (s *Server) ListenAndServe(ctx context.Context) error {
	ln, err := s.Listen()
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}
