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

	goredis "github.com/redis/go-redis/v9"
	"golang.org/x/term"

	"github.com/memo-assistant/memo/alert"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/reminder"
)

// runServe is memo serve: WhatsApp, the dispatcher, the reminder
// scheduler and the HTTP server, until ctx ends (SIGTERM). Then it stops
// taking messages (those arriving are left unacknowledged, for WhatsApp to
// deliver again), finishes the turns in flight within the shutdown
// timeout, stops the scheduler, disconnects and releases the session.
// The whole configuration is read and checked before anything starts.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "serve")
	flags := serveFlags(fs)
	if err := parseNoArgs(fs, "serve", args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	cfg, err := readConfig("serve", flags, getenv)
	if err != nil {
		return err
	}
	warnAccess(stderr, cfg.Serve)
	if cfg.Serve.has(channelCloud) {
		warnCloud(stderr, cfg.Serve.Cloud)
	}
	limitMemory(ctx, cfg.MemoryLimit)
	a, err := open(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer a.close()
	if a.db.Dialect().Name() == "sqlite" {
		warnOpenDir(a.log, a.db.Path())
	}
	s, err := newServer(ctx, a, stdout)
	if err != nil {
		return err
	}
	defer s.close()
	return s.run(ctx)
}

// serveFlags registers serve's flags, which check takes too: the shared
// ones and --http.
func serveFlags(fs *flag.FlagSet) *flagValues {
	f := configFlags(fs)
	f.http = fs.String("http", "", "`address` of the HTTP server: /pair, /healthz, /readyz, /metrics, /agent/chat (env MEMO_HTTP; default "+httpserver.DefaultAddr+")")
	return f
}

// parseNoArgs parses args with fs, refusing arguments that are not
// flags. flag.ErrHelp comes back as it is.
func parseNoArgs(fs *flag.FlagSet, command string, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("%s takes no arguments, got %q", command, fs.Args())}
	}
	return nil
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
	a       *app
	sc      serveConfig
	log     *slog.Logger
	out     io.Writer
	rdb     goredis.UniversalClient // the app's; nil without Redis
	wa      *whatsapp.Client        // nil without the whatsmeow channel
	inbox   *whatsapp.Inbox
	cloud   *cloudapi.Channel // nil without the Cloud API
	router  *bot.Router
	d       *bot.Dispatcher
	sched   *reminder.Scheduler
	http    *httpserver.Server
	ops     *serveOps
	storage *storageWatch
	closer  []func() error
}

// newServer wires memo serve, in the order things depend on each other:
// the channels, the router over them, the dispatcher whose handler wraps
// the channels' and the router's, then the scheduler and the HTTP server.
// The channels hand messages to an inlet the dispatcher is joined to
// once it exists; nothing is started here (whatsmeow connects and the
// webhook is served in run), so no message arrives before.
func newServer(ctx context.Context, a *app, stdout io.Writer) (*server, error) {
	sc := a.cfg.Serve
	s := &server{a: a, sc: sc, log: a.log, out: stdout, rdb: a.rdb, ops: newServeOps(a, sc.Ops)}
	fail := func(err error) (*server, error) {
		s.close()
		return nil, err
	}
	var tr whatsapp.Transcriber
	if a.openai != nil {
		tr = a.inst.transcriber(a.openai)
	}
	inlet := &bot.Inlet{}
	channels := map[string]bot.Channel{}
	var wrap []func(bot.Handler) bot.Handler
	var outbox *whatsapp.Outbox
	if sc.has(channelWhatsApp) {
		var err error
		if outbox, err = s.openWhatsApp(ctx, inlet, tr); err != nil {
			return fail(err)
		}
		channels[channelWhatsApp] = outbox
		wrap = append(wrap, s.inbox.Handler)
	}
	if sc.has(channelCloud) {
		// The operator hears of the Cloud API's failures on the linked
		// device when it runs too (the Cloud API may be what fails), else
		// on the Cloud API itself.
		var alerts bot.TextSender
		if outbox != nil {
			alerts = outbox
		}
		ch, err := s.openCloud(sc.Cloud, inlet, tr, alerts)
		if err != nil {
			return fail(err)
		}
		s.cloud = ch
		channels[channelCloud] = ch
		wrap = append(wrap, ch.Handler)
	}
	router, err := bot.NewRouter(bot.RouterConfig{Channels: channels, Default: sc.Channels[0], Routes: a.db, Logger: a.log})
	if err != nil {
		return fail(err)
	}
	s.router = router
	s.storage = newStorageWatch(storageWatchConfig{
		Probe: a.db.Prober(0).Probe, Check: a.db.Prober(0).Check, Damage: a.db.Damage,
		Alert: s.alertOperator, Where: a.db.Dialect().Name() + " " + a.db.Path(), Lang: a.cfg.Lang, Logger: a.log,
	})
	handler := router.Handler(s.storage.guard(a.runner))
	for _, w := range wrap {
		handler = w(handler)
	}
	deliver := bot.DeliverFunc(router.Deliver)
	if s.inbox != nil {
		// A journaled WhatsApp message is marked done once its reply went.
		deliver = s.inbox.Deliver(deliver)
	}
	s.d = bot.NewDispatcher(bot.DispatcherConfig{
		Handler:  s.ops.handler(handler),
		Dedupe:   a.inst.deduper(a.state),
		Deliver:  s.ops.deliver(deliver),
		Logger:   a.log,
		Lang:     a.cfg.Lang,
		MaxQueue: sc.MaxQueue,
		MaxChats: sc.MaxChats,
		Slots:    a.slots,
	})
	inlet.Open(s.d)
	s.ops.bind(s.d, s.wa)

	// Reminders go out on each user's channel: the app's scheduler prints
	// to the terminal, so serve builds its own on the same database.
	s.sched, err = reminder.New(reminder.Config{
		Store: a.inst.reminders(a.db), Claimer: claimer(a.db), Events: a.db, Tasks: a.db, Users: a.db, Notifier: router, Clock: a.clock, Zone: a.cfg.Zone,
		MissedWindow: a.cfg.MissedWindow, MaxNudges: a.cfg.MaxNudges, Logger: a.log,
	})
	if err != nil {
		return fail(err)
	}

	checks := []httpserver.Check{{Name: a.db.Dialect().Name(), Check: s.storage.ready}}
	if s.rdb != nil {
		checks = append(checks, httpserver.Check{Name: "redis", Check: func(ctx context.Context) error {
			return s.rdb.Ping(ctx).Err()
		}})
	}
	hc := httpserver.Config{
		Addr: sc.HTTP, Checks: checks, Logger: a.log,
		Token: sc.PairToken, Hosts: sc.HTTPHosts, TrustedProxies: sc.TrustedProxies,
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

// openWhatsApp opens the whatsmeow channel: the linked device, its
// governor and outbox, and the inbox that hands messages to inlet.
func (s *server) openWhatsApp(ctx context.Context, inlet *bot.Inlet, tr whatsapp.Transcriber) (*whatsapp.Outbox, error) {
	a, sc := s.a, s.sc
	// The QR code goes to the terminal only when someone watches it (not
	// to a log), and pairing then starts at once; otherwise it waits for
	// the operator on /pair.
	watched := isTerminal(s.out)
	var qrOut io.Writer
	if watched {
		qrOut = s.out
	}
	cfg := whatsapp.Config{
		Path: a.db.Path(), Clock: a.clock, Logger: a.log, Terminal: qrOut, PairAtStart: watched,
		Operator: sc.Operator, Proxy: a.cfg.WhatsApp.Proxy,
	}
	if a.db.Shared() {
		// The session lives in the shared database: the replica that
		// takes the lease over connects as the same linked device.
		cfg.Path, cfg.DB, cfg.Dialect = "", a.db.SQL(), "postgres"
	}
	wa, err := whatsapp.Open(ctx, cfg)
	if err != nil {
		return nil, err
	}
	s.wa = wa
	s.closer = append(s.closer, wa.Close)
	gov := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: a.inst.sender(wa), Logger: a.log})
	outbox := whatsapp.NewOutbox(whatsapp.OutboxConfig{Governor: gov, Sent: a.db, Clock: a.clock, Logger: a.log})
	inboxCfg := whatsapp.InboxConfig{
		Submit:    inlet,
		Self:      wa.Link().Self,
		Groups:    sc.Groups,
		Governor:  gov,
		Download:  wa,
		Allowed:   sc.Allowed,
		AllowAll:  sc.AllowAll,
		Notices:   outbox,
		Journal:   a.db,
		Requeue:   inlet,
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
	// Photos and documents are read by the model, when there is one.
	inboxCfg.Photos = a.openai != nil
	s.inbox = whatsapp.NewInbox(inboxCfg)
	wa.AddEventHandler(s.inbox.HandleEvent)
	// Messages a restart left are queued before the connection brings
	// new ones, by the process holding the session.
	wa.OnSession(s.inbox.Recover)
	return outbox, nil
}

// alertOperator tells the operator text on WhatsApp (MEMO_OPERATOR, on
// their channel) and on the alert webhook (MEMO_ALERT_WEBHOOK), each
// when configured; the log has it either way.
func (s *server) alertOperator(ctx context.Context, text string) {
	if s.sc.Operator != "" && s.router != nil {
		_, err := s.router.SendText(ctx, s.sc.Operator, text)
		s.a.metrics.Alert(err == nil)
		if err != nil {
			s.log.Error("operator alert not sent on WhatsApp", "err", err)
		}
	}
	if s.sc.Ops.AlertWebhook != "" {
		err := (&alert.Webhook{URL: s.sc.Ops.AlertWebhook}).Send(ctx, text)
		s.a.metrics.Alert(err == nil)
		if err != nil {
			s.log.Error("operator alert not delivered", "err", err)
		}
	}
}

func (s *server) close() {
	for i := len(s.closer) - 1; i >= 0; i-- {
		if err := s.closer[i](); err != nil {
			s.log.Warn("close", "err", err)
		}
	}
	s.closer = nil
}
