package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	goredis "github.com/redis/go-redis/v9"
	"golang.org/x/term"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/redis"
)

// serveConfig is what memo serve reads beyond Config.
type serveConfig struct {
	// HTTP is the address of /healthz, /readyz, /pair, /metrics and
	// /agent/chat (flag --http, env MEMO_HTTP; default 127.0.0.1:8080).
	HTTP string
	// Operator gets alerts about the WhatsApp link (env MEMO_OPERATOR, a
	// phone number; default none).
	Operator string
	// Allowed are the numbers that may use the bot (env
	// MEMO_ALLOWED_NUMBERS, comma-separated); AllowAll is "*", anyone.
	// Unset, only the operator may (no one without MEMO_OPERATOR), and
	// serve warns at start.
	Allowed  []string
	AllowAll bool
	// AllowedSet tells whether MEMO_ALLOWED_NUMBERS was given.
	AllowedSet bool
	// Groups: answer in groups when mentioned or replied to (env
	// MEMO_GROUPS, on or off; default off).
	Groups bool
	// PairToken is the operator's token for /pair, /metrics and the full
	// /healthz and /readyz (env MEMO_PAIR_TOKEN, at least 16 characters;
	// default a random one printed at start, allowed only with a loopback
	// MEMO_HTTP).
	PairToken string
	// PairTokenSet tells whether MEMO_PAIR_TOKEN was given.
	PairTokenSet bool
	// HTTPHosts are the host names besides IP addresses and localhost that
	// /pair answers to (env MEMO_HTTP_HOSTS, comma-separated).
	HTTPHosts []string
	// MaxQueue and MaxChats bound the dispatcher's queues (env
	// MEMO_MAX_QUEUE, MEMO_MAX_CHATS; defaults bot.DefaultMaxQueue,
	// bot.DefaultMaxChats).
	MaxQueue int
	MaxChats int
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
	// Channels are the channels to run (env MEMO_CHANNELS: whatsapp,
	// cloud, or both; default cloud when the Cloud API is configured, else
	// whatsapp); the first reaches chats that never wrote.
	Channels []string
	// Cloud is the WhatsApp Cloud API's configuration (MEMO_WA_CLOUD_*).
	Cloud cloudConfig
	// Ops are the operations settings (serve_ops.go).
	Ops opsServeConfig
}

// has reports whether channel is to run.
func (c serveConfig) has(channel string) bool { return slices.Contains(c.Channels, channel) }

// serveFlags registers serve's flags and returns a function that reads the
// rest of its configuration once they are parsed.
func serveFlags(fs *flag.FlagSet, getenv func(string) string) func() (serveConfig, error) {
	addr := fs.String("http", orDefault(getenv("MEMO_HTTP"), httpserver.DefaultAddr), "`address` of the HTTP server: /pair, /healthz, /readyz, /metrics, /agent/chat (env MEMO_HTTP)")
	return func() (serveConfig, error) {
		c := serveConfig{
			HTTP:            *addr,
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
		switch v := strings.TrimSpace(getenv("MEMO_ALLOWED_NUMBERS")); v {
		case "":
			if c.Operator != "" {
				c.Allowed = []string{strings.TrimPrefix(c.Operator, "+")}
			}
		case "*":
			c.AllowAll, c.AllowedSet = true, true
		default:
			allowed, err := whatsapp.ParseNumbers(v)
			if err != nil {
				return c, usageError{"MEMO_ALLOWED_NUMBERS: " + err.Error() + " (or * for anyone)"}
			}
			c.Allowed, c.AllowedSet = allowed, true
		}
		switch v := strings.ToLower(strings.TrimSpace(getenv("MEMO_GROUPS"))); v {
		case "", "off", "false", "no", "0":
		case "on", "true", "yes", "1":
			c.Groups = true
		default:
			return c, usageError{fmt.Sprintf("MEMO_GROUPS %q: want on or off", v)}
		}
		if v := strings.TrimSpace(getenv("MEMO_PAIR_TOKEN")); v != "" {
			if len(v) < 16 || strings.ContainsAny(v, " \t\r\n;,") {
				return c, usageError{"MEMO_PAIR_TOKEN: want at least 16 characters without spaces, e.g. from `openssl rand -hex 16`"}
			}
			c.PairToken, c.PairTokenSet = v, true
		} else if !httpserver.Loopback(c.HTTP) {
			return c, usageError{fmt.Sprintf("--http/MEMO_HTTP %s is not a loopback address: set MEMO_PAIR_TOKEN, the operator's token for /pair", c.HTTP)}
		} else {
			c.PairToken = rand.Text()
		}
		for _, h := range strings.Split(getenv("MEMO_HTTP_HOSTS"), ",") {
			if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
				c.HTTPHosts = append(c.HTTPHosts, h)
			}
		}
		var err error
		for name, dst := range map[string]*int{"MEMO_MAX_QUEUE": &c.MaxQueue, "MEMO_MAX_CHATS": &c.MaxChats} {
			if v := strings.TrimSpace(getenv(name)); v != "" {
				if *dst, err = strconv.Atoi(v); err != nil || *dst <= 0 {
					return c, usageError{fmt.Sprintf("%s %q: want a positive number", name, v)}
				}
			}
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
		if c.Channels, c.Cloud, err = readChannels(getenv); err != nil {
			return c, err
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
	if cfg.Google.on() && cfg.Google.PublicURL == "" {
		return usageError{"Google is configured but MEMO_PUBLIC_URL is not: set it to the address users reach memo serve at, like https://memo.example.com"}
	}
	warnAccess(stderr, sc)
	if sc.has(channelCloud) {
		warnCloud(stderr, sc.Cloud)
	}
	limit, err := memoryLimit(getenv)
	if err != nil {
		return err
	}
	limitMemory(ctx, limit)
	a, err := open(ctx, cfg, stderr, getenv)
	if err != nil {
		return err
	}
	defer a.close()
	if a.db.Dialect().Name() == "sqlite" {
		warnOpenDir(a.log, a.db.Path())
	}
	s, err := newServer(ctx, a, sc, stdout, getenv)
	if err != nil {
		return err
	}
	defer s.close()
	return s.run(ctx)
}

// warnAccess says loudly, at start, who may use the bot when that is not
// a list of numbers the operator chose.
func warnAccess(w io.Writer, sc serveConfig) {
	switch {
	case sc.AllowAll:
		fmt.Fprintln(w, "memo: WARNING: MEMO_ALLOWED_NUMBERS=*: anyone who writes to the bot's number can use it and store data in it.")
	case !sc.AllowedSet && sc.Operator != "":
		fmt.Fprintf(w, "memo: WARNING: MEMO_ALLOWED_NUMBERS is not set: only the operator (%s) may use the bot. Set it to the numbers allowed, or to * for anyone.\n", sc.Operator)
	case !sc.AllowedSet:
		fmt.Fprintln(w, "memo: WARNING: MEMO_ALLOWED_NUMBERS is not set (nor MEMO_OPERATOR): the bot answers no one. Set it to the numbers allowed, or to * for anyone.")
	}
	if sc.Groups {
		fmt.Fprintln(w, "memo: groups are on: allowed numbers may use the bot in groups, each with a conversation of their own.")
	}
}

// warnOpenDir warns when the database's directory lets others in: the
// files are 0600, but a directory others may write lets them replace one.
// A sticky directory (/tmp) only lets owners remove their own files.
func warnOpenDir(log *slog.Logger, db string) {
	dir := filepath.Dir(db)
	st, err := os.Stat(dir)
	if err != nil {
		return
	}
	if m := st.Mode(); m.Perm()&0o077 != 0 && m&os.ModeSticky == 0 {
		log.Warn("the data directory is open to other users; consider chmod 700", "dir", dir, "mode", m.Perm().String())
	}
}

// isTerminal reports whether w is a terminal someone watches (not a log
// file, a pipe or /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// server is memo serve wired together.
type server struct {
	a      *app
	sc     serveConfig
	log    *slog.Logger
	out    io.Writer
	rdb    goredis.UniversalClient // nil without Redis
	wa     *whatsapp.Client        // nil without the whatsmeow channel
	inbox  *whatsapp.Inbox
	cloud  *cloudapi.Channel // nil without the Cloud API
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
	tr, err := transcriber(getenv)
	if err != nil {
		return fail(err)
	}
	if tr != nil {
		tr = a.inst.transcriber(tr)
	}
	// The dispatcher is built once the channels are, before any message
	// can arrive: whatsmeow connects and the webhook is served only in run.
	var d *bot.Dispatcher
	submit := bot.SubmitFunc(func(ctx context.Context, in memo.Inbound) (bool, error) { return d.Submit(ctx, in) })
	channels := map[string]bot.Channel{}
	var router *bot.Router
	var handler bot.Handler = a.runner
	var wrap []func(bot.Handler) bot.Handler
	if sc.has(channelWhatsApp) {
		// The QR code goes to the terminal only when someone watches it
		// (not to a log), and pairing then starts at once; otherwise it
		// waits for the operator on /pair.
		watched := isTerminal(stdout)
		var qrOut io.Writer
		if watched {
			qrOut = stdout
		}
		session := whatsapp.Config{Path: a.db.Path()}
		if a.db.Shared() {
			// The session lives in the shared database: the replica that
			// takes the lease over connects as the same linked device.
			session = whatsapp.Config{DB: a.db.SQL(), Dialect: "postgres"}
		}
		wa, err := whatsapp.Open(ctx, whatsapp.Config{
			Path: session.Path, DB: session.DB, Dialect: session.Dialect, Clock: a.clock, Logger: a.log, Terminal: qrOut, PairAtStart: watched,
			Operator: sc.Operator, Proxy: sc.Proxy,
		})
		if err != nil {
			return fail(err)
		}
		s.wa = wa
		s.closer = append(s.closer, wa.Close)
		gov := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: a.inst.sender(wa), Logger: a.log})
		outbox := whatsapp.NewOutbox(whatsapp.OutboxConfig{Governor: gov, Sent: a.db, Clock: a.clock, Logger: a.log})
		inboxCfg := whatsapp.InboxConfig{
			Submit:    submit,
			Self:      wa.Link().Self,
			Groups:    sc.Groups,
			Governor:  gov,
			Download:  wa,
			Allowed:   sc.Allowed,
			AllowAll:  sc.AllowAll,
			Notices:   outbox,
			Journal:   a.db,
			Requeue:   requeueFunc(func(ctx context.Context, in memo.Inbound) error { return d.Requeue(ctx, in) }),
			Once:      a.state,
			Languages: a.state,
			Lang:      a.cfg.Lang,
			Clock:     a.clock,
			Logger:    a.log,
		}
		if tr != nil {
			inboxCfg.Transcriber = tr
		}
		s.inbox = whatsapp.NewInbox(inboxCfg)
		wa.AddEventHandler(s.inbox.HandleEvent)
		// Messages a restart left are queued before the connection brings
		// new ones, by the process holding the session.
		wa.OnSession(s.inbox.Recover)
		channels[channelWhatsApp] = outbox
		wrap = append(wrap, s.inbox.Handler)
	}
	if sc.has(channelCloud) {
		alerts := textSenderFunc(func(ctx context.Context, chat, text string) ([]string, error) {
			return router.SendText(ctx, chat, text)
		})
		ch, err := s.openCloud(sc.Cloud, submit, requeueFunc(func(ctx context.Context, in memo.Inbound) error { return d.Requeue(ctx, in) }), tr, alerts)
		if err != nil {
			return fail(err)
		}
		s.cloud = ch
		channels[channelCloud] = ch
		wrap = append(wrap, ch.Handler)
	}
	router, err = bot.NewRouter(bot.RouterConfig{Channels: channels, Default: sc.Channels[0], Routes: a.db, Logger: a.log})
	if err != nil {
		return fail(err)
	}
	handler = router.Handler(handler)
	for _, w := range wrap {
		handler = w(handler)
	}
	deliver := bot.DeliverFunc(router.Deliver)
	if s.inbox != nil {
		// A journaled WhatsApp message is marked done once its reply went.
		deliver = s.inbox.Deliver(deliver)
	}
	d = bot.NewDispatcher(bot.DispatcherConfig{
		Handler:  s.ops.handler(handler),
		Dedupe:   a.inst.deduper(a.state),
		Deliver:  s.ops.deliver(deliver),
		Logger:   a.log,
		Lang:     a.cfg.Lang,
		MaxQueue: sc.MaxQueue,
		MaxChats: sc.MaxChats,
		Slots:    a.slots,
	})
	s.d = d
	s.ops.bind(d, s.wa)

	// Reminders go out on each user's channel: the app's scheduler prints
	// to the terminal, so serve builds its own on the same database.
	s.sched, err = reminder.New(reminder.Config{
		Store: a.inst.reminders(a.db), Claimer: claimer(a.db), Events: a.db, Tasks: a.db, Users: a.db, Notifier: router, Clock: a.clock, Zone: a.cfg.Zone,
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
	hc := httpserver.Config{
		Addr: sc.HTTP, Checks: checks, Logger: a.log,
		Token: sc.PairToken, Hosts: sc.HTTPHosts,
		Agent: s.ops.agent(), Metrics: a.metrics.Handler(),
	}
	if s.wa != nil {
		hc.WhatsApp, hc.Pairer = s.wa, s.wa
	}
	if s.cloud != nil {
		hc.Cloud = s.cloud
		hc.Routes = append(hc.Routes, httpserver.Route{Pattern: cloudapi.Path, Handler: s.cloud.Webhook()})
	}
	if a.google != nil {
		a.google.setNotifier(router)
		h, err := a.google.handler()
		if err != nil {
			return fail(err)
		}
		hc.Routes = append(hc.Routes, httpserver.Route{Pattern: "GET /oauth/google/", Handler: h})
	}
	s.http = httpserver.New(hc)
	return s, nil
}

// requeueFunc adapts a function to a cloudapi.Requeuer.
type requeueFunc func(ctx context.Context, in memo.Inbound) error

// Requeue calls f.
func (f requeueFunc) Requeue(ctx context.Context, in memo.Inbound) error { return f(ctx, in) }

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
	fmt.Fprintf(s.out, "memo: serving on http://%s (health on /healthz and /readyz, API on /agent/chat, metrics on /metrics with the operator token)\n", ln.Addr())
	switch {
	case s.wa == nil:
	case s.sc.PairTokenSet:
		fmt.Fprintf(s.out, "memo: pair on http://%s/pair?token=<MEMO_PAIR_TOKEN>\n", ln.Addr())
	default:
		fmt.Fprintf(s.out, "memo: pair on http://%s/pair?token=%s (a new token each start; set MEMO_PAIR_TOKEN to keep one)\n", ln.Addr(), s.sc.PairToken)
	}
	if s.cloud != nil {
		fmt.Fprintf(s.out, "memo: WhatsApp Cloud API webhook on http://%s%s (give Meta its public https address and MEMO_WA_CLOUD_VERIFY_TOKEN)\n", ln.Addr(), cloudapi.Path)
		// Messages stored before a restart are queued before new ones come.
		s.cloud.Recover(ctx)
	}

	// Each part gets its own context, so shutdown can end them in order.
	httpCtx, stopHTTP := context.WithCancel(context.WithoutCancel(ctx))
	waCtx, stopWA := context.WithCancel(context.WithoutCancel(ctx))
	noticeCtx, stopNotices := context.WithCancel(context.WithoutCancel(ctx))
	schedCtx, stopSched := context.WithCancel(ctx)
	defer stopHTTP()
	defer stopWA()
	defer stopNotices()
	defer stopSched()

	var wg sync.WaitGroup
	httpErr := make(chan error, 1)
	wg.Go(func() { httpErr <- s.http.Serve(httpCtx, ln) })
	var lease *whatsapp.Lease
	if s.rdb != nil {
		lease = whatsapp.NewLease(s.rdb, s.sc.LeaseKey, s.sc.LeaseTTL, s.log)
	}
	if s.wa != nil {
		wg.Go(func() {
			if err := s.wa.Serve(waCtx, lease); err != nil {
				s.log.Error("whatsapp", "err", err)
			}
		})
	}
	wg.Go(func() { s.sched.Run(schedCtx, s.sc.TickEvery) })
	wg.Go(func() { s.ops.run(schedCtx) })
	var notices sync.WaitGroup
	if s.inbox != nil {
		notices.Go(func() { s.inbox.Run(noticeCtx) })
	}
	if s.cloud != nil {
		notices.Go(func() { s.cloud.Run(noticeCtx) })
	}

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
	if s.inbox != nil {
		// Messages replayed from the journal that still wait for the link
		// are left for the next start.
		s.inbox.Stopping()
	}
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.sc.ShutdownTimeout)
	if err := s.d.Shutdown(dctx); err != nil {
		s.log.Warn("turns in flight cut short", "err", err)
	}
	cancel()
	stopNotices() // sends what is queued while WhatsApp is still connected
	notices.Wait()
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
