package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
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
			// Redeliveries the inbox drops never reach the dispatcher's
			// claim: they are dedupe hits all the same.
			OnDuplicate: a.metrics.DedupeHit,
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
