// Package httpserver is the operator's HTTP side of memo serve: /healthz
// tells the truth about the WhatsApp link, Redis and SQLite, and /pair
// shows the QR code to link the bot's number. It listens on loopback by
// default: the QR code on /pair hands the bot's number to whoever scans it.
package httpserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
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
	// Logger; nil discards.
	Logger *slog.Logger

	// Operations (ops.go): Agent serves POST /agent/chat and Metrics
	// /metrics; nil leaves each out.
	Agent   http.Handler
	Metrics http.Handler
}

// Server serves /healthz and /pair.
type Server struct {
	cfg Config
	log *slog.Logger
	mux *http.ServeMux
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
	s.mux.HandleFunc("GET /healthz", s.healthz)
	s.mux.HandleFunc("GET /pair", s.pair)
	s.mux.HandleFunc("GET /pair/qr.png", s.qrPNG)
	s.mux.HandleFunc("GET /pair/status", s.pairStatus)
	s.mountOps()
	s.mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/pair", http.StatusFound)
	})
	return s
}

// Handler returns the server's routes.
func (s *Server) Handler() http.Handler { return s.mux }

// Listen opens the listener on Addr.
func (s *Server) Listen() (net.Listener, error) {
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
