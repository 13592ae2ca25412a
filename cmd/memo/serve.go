package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/redis"
)

// serveConfig is what memo serve reads beyond Config.
type serveConfig struct {
	// HTTP is the /healthz and /pair address (flag --http, env MEMO_HTTP;
	// default 127.0.0.1:8080).
	HTTP string
	// Operator gets alerts about the WhatsApp link (env MEMO_OPERATOR, a
	// phone number; default none).
	Operator string
	// Allowed are the numbers that may use the bot (env
	// MEMO_ALLOWED_NUMBERS, comma-separated; default everyone).
	Allowed []string
	// Groups: answer in groups when mentioned or replied to (env
	// MEMO_GROUPS, on or off; default on).
	Groups bool
	// Proxy for WhatsApp traffic (env MEMO_WHATSAPP_PROXY; default none).
	Proxy string
	// LeaseKey is the Redis key of the session lease (env
	// MEMO_WHATSAPP_LEASE_KEY; default memo:whatsapp:session).
	LeaseKey string
	// LeaseTTL is how long the lease outlives a crashed holder; a standby
	// checks every third of it (env MEMO_WHATSAPP_LEASE_TTL; default 30s,
	// at least 3s).
	LeaseTTL time.Duration
	// ShutdownTimeout bounds finishing the turns in flight on SIGTERM (env
	// MEMO_SHUTDOWN_TIMEOUT; default 30s).
	ShutdownTimeout time.Duration
	// TickEvery is how often due reminders are looked for (15s).
	TickEvery time.Duration
	// Ops are the operations settings (serve_ops.go).
	Ops opsServeConfig
}

// serveFlags registers serve's flags and returns a function that reads the
// rest of its configuration once they are parsed.
func serveFlags(fs *flag.FlagSet, getenv func(string) string) func() (serveConfig, error) {
	addr := fs.String("http", orDefault(getenv("MEMO_HTTP"), httpserver.DefaultAddr), "`address` of the HTTP server: /pair, /healthz, /readyz, /metrics, /agent/chat (env MEMO_HTTP)")
	return func() (serveConfig, error) {
		c := serveConfig{
			HTTP:            *addr,
			Groups:          true,
			Proxy:           strings.TrimSpace(getenv("MEMO_WHATSAPP_PROXY")),
			LeaseKey:        orDefault(getenv("MEMO_WHATSAPP_LEASE_KEY"), "memo:whatsapp:session"),
			LeaseTTL:        whatsapp.DefaultLeaseTTL,
			ShutdownTimeout: 30 * time.Second,
			TickEvery:       15 * time.Second,
		}
		if v := strings.TrimSpace(getenv("MEMO_OPERATOR")); v != "" {
			n, ok := whatsapp.Number(v)
			if !ok {
				return c, usageError{fmt.Sprintf("MEMO_OPERATOR %q: want a phone number like +972501234567", v)}
			}
			c.Operator = "+" + n
		}
		allowed, err := whatsapp.ParseNumbers(getenv("MEMO_ALLOWED_NUMBERS"))
		if err != nil {
			return c, usageError{"MEMO_ALLOWED_NUMBERS: " + err.Error()}
		}
		c.Allowed = allowed
		switch v := strings.ToLower(strings.TrimSpace(getenv("MEMO_GROUPS"))); v {
		case "", "on", "true", "yes", "1":
		case "off", "false", "no", "0":
			c.Groups = false
		default:
			return c, usageError{fmt.Sprintf("MEMO_GROUPS %q: want on or off", v)}
		}
		if v := getenv("MEMO_WHATSAPP_LEASE_TTL"); v != "" {
			if c.LeaseTTL, err = time.ParseDuration(v); err != nil || c.LeaseTTL < 3*time.Second {
				return c, usageError{fmt.Sprintf("MEMO_WHATSAPP_LEASE_TTL %q: want a duration of 3s or more, like 30s", v)}
			}
		}
		if c.Ops, err = opsServeFlags(getenv); err != nil {
			return c, err
		}
		if v := getenv("MEMO_SHUTDOWN_TIMEOUT"); v != "" {
			if c.ShutdownTimeout, err = time.ParseDuration(v); err != nil || c.ShutdownTimeout <= 0 {
				return c, usageError{fmt.Sprintf("MEMO_SHUTDOWN_TIMEOUT %q: want a positive duration like 30s", v)}
			}
		}
		return c, nil
	}
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return def
}

// runServe is memo serve: WhatsApp, the dispatcher, the reminder
// scheduler and the HTTP server, until ctx ends (SIGTERM). Then it stops
// taking messages (those arriving are left unacknowledged, for WhatsApp to
// deliver again), finishes the turns in flight within the shutdown
// timeout, stops the scheduler, disconnects and releases the session.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "serve")
	buildServe := serveFlags(fs, getenv)
	build := configFlags(fs, getenv)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("serve takes no arguments, got %q", fs.Args())}
	}
	cfg, err := build()
	if err != nil {
		return err
	}
	sc, err := buildServe()
	if err != nil {
		return err
	}
	if strings.TrimSpace(getenv("MEMO_WHATSAPP_LEASE_KEY")) == "" {
		sc.LeaseKey = cfg.RedisPrefix + "whatsapp:session"
	}
	if getenv("MEMO_LOG_LEVEL") == "" {
		cfg.LogLevel = slog.LevelInfo // a server's log is read later, not watched
	}
	a, err := open(ctx, cfg, stderr, getenv)
	if err != nil {
		return err
	}
	defer a.close()
	s, err := newServer(ctx, a, sc, stdout, getenv)
	if err != nil {
		return err
	}
	defer s.close()
	return s.run(ctx)
}

// server is memo serve wired together.
type server struct {
	a      *app
	sc     serveConfig
	log    *slog.Logger
	out    io.Writer
	rdb    goredis.UniversalClient // nil without Redis
	wa     *whatsapp.Client
	d      *bot.Dispatcher
	sched  *reminder.Scheduler
	http   *httpserver.Server
	ops    *serveOps
	closer []func() error
}

func newServer(ctx context.Context, a *app, sc serveConfig, stdout io.Writer, getenv func(string) string) (*server, error) {
	s := &server{a: a, sc: sc, log: a.log, out: stdout, ops: newServeOps(a, sc.Ops)}
	fail := func(err error) (*server, error) {
		s.close()
		return nil, err
	}
	if a.cfg.RedisURL != "" {
		rdb, err := redis.Dial(ctx, a.cfg.RedisURL)
		if err != nil {
			return fail(err)
		}
		s.rdb = rdb
		s.closer = append(s.closer, rdb.Close)
	}
	wa, err := whatsapp.Open(ctx, whatsapp.Config{
		Path: a.db.Path(), Clock: a.clock, Logger: a.log, Terminal: stdout,
		Operator: sc.Operator, Proxy: sc.Proxy,
	})
	if err != nil {
		return fail(err)
	}
	s.wa = wa
	s.closer = append(s.closer, wa.Close)

	tr, err := transcriber(getenv)
	if err != nil {
		return fail(err)
	}
	gov := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: a.inst.sender(wa), Logger: a.log})
	outbox := whatsapp.NewOutbox(whatsapp.OutboxConfig{Governor: gov, Sent: a.db, Clock: a.clock, Logger: a.log})
	var d *bot.Dispatcher
	inboxCfg := whatsapp.InboxConfig{
		// The dispatcher is built next, before any event can arrive: the
		// client connects only in run.
		Submit:    whatsapp.SubmitFunc(func(ctx context.Context, in memo.Inbound) (bool, error) { return d.Submit(ctx, in) }),
		Self:      wa.Link().Self,
		Groups:    sc.Groups,
		Governor:  gov,
		Download:  wa,
		Allowed:   sc.Allowed,
		Once:      a.state,
		Languages: a.state,
		Lang:      a.cfg.Lang,
		Clock:     a.clock,
		Logger:    a.log,
	}
	if tr != nil {
		inboxCfg.Transcriber = a.inst.transcriber(tr)
	}
	inbox := whatsapp.NewInbox(inboxCfg)
	d = bot.NewDispatcher(bot.DispatcherConfig{
		Handler: s.ops.handler(inbox.Handler(a.runner)),
		Dedupe:  a.inst.deduper(a.state),
		Deliver: s.ops.deliver(outbox.Deliver),
		Logger:  a.log,
		Lang:    a.cfg.Lang,
	})
	s.d = d
	s.ops.bind(d, wa)
	wa.AddEventHandler(inbox.HandleEvent)

	// Reminders go out over WhatsApp: the app's scheduler prints to the
	// terminal, so serve builds its own on the same database.
	s.sched, err = reminder.New(reminder.Config{
		Store: a.inst.reminders(a.db), Tasks: a.db, Users: a.db, Notifier: outbox, Clock: a.clock, Zone: a.cfg.Zone,
		MissedWindow: a.cfg.MissedWindow, MaxNudges: a.cfg.MaxNudges, Logger: a.log,
	})
	if err != nil {
		return fail(err)
	}

	checks := []httpserver.Check{s.ops.sqliteCheck()}
	if s.rdb != nil {
		checks = append(checks, httpserver.Check{Name: "redis", Check: func(ctx context.Context) error {
			return s.rdb.Ping(ctx).Err()
		}})
	}
	s.http = httpserver.New(httpserver.Config{Addr: sc.HTTP, WhatsApp: wa, Checks: checks, Logger: a.log,
		Agent: s.ops.agent(), Metrics: a.metrics.Handler()})
	return s, nil
}

// transcriber is the OpenAI adapter for voice notes when OPENAI_API_KEY
// is set, else nil (voice notes get a polite "not supported").
func transcriber(getenv func(string) string) (whatsapp.Transcriber, error) {
	key := strings.TrimSpace(getenv("OPENAI_API_KEY"))
	if key == "" {
		return nil, nil
	}
	cfg := openai.Config{
		APIKey:             key,
		BaseURL:            strings.TrimSpace(getenv("OPENAI_BASE_URL")),
		TranscriptionModel: strings.TrimSpace(getenv("MEMO_OPENAI_TRANSCRIBE_MODEL")),
	}
	if v := strings.TrimSpace(getenv("MEMO_OPENAI_TIMEOUT")); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return nil, usageError{fmt.Sprintf("MEMO_OPENAI_TIMEOUT %q: want a positive duration like 30s", v)}
		}
		cfg.Timeout = d
	}
	c, err := openai.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("voice transcription: %w", err)
	}
	return c, nil
}

func (s *server) close() {
	for i := len(s.closer) - 1; i >= 0; i-- {
		if err := s.closer[i](); err != nil {
			s.log.Warn("close", "err", err)
		}
	}
	s.closer = nil
}

// run serves until ctx ends, then shuts down in order.
func (s *server) run(ctx context.Context) error {
	ln, err := s.http.Listen()
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "memo: serving on http://%s (pair on /pair, health on /healthz and /readyz, metrics on /metrics, API on /agent/chat)\n", ln.Addr())

	// Each part gets its own context, so shutdown can end them in order.
	httpCtx, stopHTTP := context.WithCancel(context.WithoutCancel(ctx))
	waCtx, stopWA := context.WithCancel(context.WithoutCancel(ctx))
	schedCtx, stopSched := context.WithCancel(ctx)
	defer stopHTTP()
	defer stopWA()
	defer stopSched()

	var wg sync.WaitGroup
	httpErr := make(chan error, 1)
	wg.Go(func() { httpErr <- s.http.Serve(httpCtx, ln) })
	var lease *whatsapp.Lease
	if s.rdb != nil {
		lease = whatsapp.NewLease(s.rdb, s.sc.LeaseKey, s.sc.LeaseTTL, s.log)
	}
	wg.Go(func() {
		if err := s.wa.Serve(waCtx, lease); err != nil {
			s.log.Error("whatsapp", "err", err)
		}
	})
	wg.Go(func() { s.sched.Run(schedCtx, s.sc.TickEvery) })
	wg.Go(func() { s.ops.run(schedCtx) })

	var runErr error
	select {
	case <-ctx.Done():
		s.log.Info("shutting down")
	case err := <-httpErr:
		runErr = err
		s.log.Error("http server stopped", "err", err)
	}

	// 1. No new reminders; 2. no new messages, and the turns in flight
	// finish and are answered while WhatsApp is still connected;
	// 3. disconnect and release the session; 4. stop the HTTP server,
	// which reports the state until the end.
	stopSched()
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.sc.ShutdownTimeout)
	if err := s.d.Shutdown(dctx); err != nil {
		s.log.Warn("turns in flight cut short", "err", err)
	}
	cancel()
	stopWA()
	stopHTTP()
	wg.Wait()
	if runErr == nil {
		select {
		case err := <-httpErr:
			runErr = err
		default:
		}
	}
	return runErr
}
