package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/metrics"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/redis"
	"github.com/memo-assistant/memo/store/sqldb"
	goredis "github.com/redis/go-redis/v9"
)

// app is Memo wired together: the database, the conversation state, the
// turn runner and the dispatcher in front of it.
type app struct {
	cfg    Config
	clock  *pinnedClock
	log    *slog.Logger
	db     *sqldb.DB
	state  memo.ConversationState
	runner *graph.Runner
	// sched fires reminders and digests through notify.
	sched  *reminder.Scheduler
	notify *terminalNotifier
	closer []func() error
	// metrics and inst watch turns at their edges (observe.go); memo
	// serve publishes the metrics on /metrics.
	metrics *metrics.Metrics
	inst    *instruments
	// rdb is the Redis client conversation state lives in; nil without
	// Redis. memo loadtest counts its round trips.
	rdb goredis.UniversalClient
	// google links Google accounts; nil when Google is not configured.
	google *googleAccounts
	// openai is the model client (planner, second brain, voice notes);
	// nil without OPENAI_API_KEY.
	openai *openai.Client
	// slots bound the turns running at once, across the app's dispatchers.
	slots *bot.Slots
}

// open wires Memo from cfg, which readConfig read and checked. The
// caller closes it.
func open(ctx context.Context, cfg Config, stderr io.Writer) (*app, error) {
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))
	clock := cfg.clock()
	db, err := openStore(ctx, cfg.Store, clock)
	if err != nil {
		return nil, err
	}
	a := &app{cfg: cfg, clock: clock, log: log, db: db, metrics: metrics.New(), slots: bot.NewSlots(0)}
	a.closer = append(a.closer, db.Close)
	traces := newTraceBatcher(db, log, traceFlushEvery)
	a.closer = append(a.closer, traces.Close)
	a.inst = newInstruments(a.metrics, traces, clock, log)
	a.inst.noText = !cfg.TraceText
	if cfg.Redis.URL != "" {
		client, err := dialRedis(ctx, cfg.Redis.URL, log)
		if err != nil {
			a.close()
			return nil, err
		}
		a.closer = append(a.closer, client.Close)
		a.rdb = client
		a.state = redis.New(client, redis.Options{Clock: clock, Prefix: cfg.Redis.Prefix})
	} else {
		a.state = db.State(sqldb.StateOptions{})
	}
	a.state = a.inst.state(a.state)
	client, err := openaiClient(cfg.Model)
	if err != nil {
		a.close()
		return nil, err
	}
	a.openai = client
	grammar := offline.New()
	planner, err := modelPlanner(client, cfg.Model, grammar, log, a.inst.chatter)
	if err != nil {
		a.close()
		return nil, err
	}
	mem, err := secondBrain(db, client, log, a.inst.chatter)
	if err != nil {
		a.close()
		return nil, err
	}
	photos, err := contentReader(client, a.inst.chatter)
	if err != nil {
		a.close()
		return nil, err
	}
	var cals graph.CalendarSource = &localCalendars{db: db, zone: cfg.Zone}
	var google graph.GoogleAccounts
	var mail graph.MailSource
	if cfg.Google.on() {
		a.google = &googleAccounts{cfg: cfg.Google, db: db, clock: clock, log: log, loopback: cfg.googleLoopback}
		a.closer = append(a.closer, a.google.close)
		uc := &userCalendars{local: cals.(*localCalendars), google: a.google}
		a.google.cals, a.google.state, a.google.ttl = uc, a.state, cfg.PendingTTL
		if a.google.ttl <= 0 {
			a.google.ttl = memo.DefaultPendingTTL
		}
		cals, google, mail = uc, a.google, a.google
	}
	a.runner, err = graph.New(graph.Config{
		Planner:    planner,
		Grammar:    grammar,
		Users:      db,
		Tasks:      db,
		Lists:      db,
		State:      a.state,
		Clock:      clock,
		Zone:       cfg.Zone,
		Lang:       cfg.Lang,
		PendingTTL: cfg.PendingTTL,
		Calendars:  a.inst.calendars(cals),
		Google:     google,
		Mail:       mail,
		Settings:   db,
		Sent:       db,
		Memory:     mem,
		Reader:     photos,
		Traces:     a.inst.traceStore(),
		Logger:     log,
	})
	if err != nil {
		a.close()
		return nil, err
	}
	a.notify = &terminalNotifier{}
	if a.google != nil {
		a.google.setNotifier(a.notify)
	}
	a.sched, err = reminder.New(reminder.Config{
		Store: a.inst.reminders(db), Claimer: claimer(db), Events: db, Tasks: db, Users: db, Notifier: a.notify, Clock: clock, Zone: cfg.Zone,
		MissedWindow: cfg.MissedWindow, MaxNudges: cfg.MaxNudges, Logger: log,
	})
	if err != nil {
		a.close()
		return nil, err
	}
	return a, nil
}

// secondBrain returns the second brain on db: full text alone, or with
// the client's embeddings and a model to word answers from notes when
// OPENAI_API_KEY is set. wrap, when set, wraps the model client the
// answers are worded with (to watch its calls).
func secondBrain(db brain.Store, client *openai.Client, log *slog.Logger, wrap func(model.Chatter) model.Chatter) (*brain.Brain, error) {
	cfg := brain.Config{Store: db, Logger: log}
	if client != nil {
		var chat model.Chatter = client
		if wrap != nil {
			chat = wrap(client)
		}
		phraser, err := model.NewPhraser(chat)
		if err != nil {
			return nil, err
		}
		cfg.Embedder, cfg.Model, cfg.Phraser = client, client.EmbeddingModel(), phraser
	}
	b, err := brain.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("second brain: %w", err)
	}
	return b, nil
}

// localCalendars gives every user the local calendar in the database, in
// the user's own zone. Google Calendar takes over once linking exists.
type localCalendars struct {
	db   *sqldb.DB
	zone *time.Location
}

// Calendar implements graph.CalendarSource.
func (l *localCalendars) Calendar(ctx context.Context, userID string) (memo.Calendar, error) {
	u, err := l.db.EnsureUser(ctx, userID, l.zone.String(), "")
	if err != nil {
		return nil, fmt.Errorf("load user: %w", err)
	}
	return l.db.Calendar(userID, u.Location(l.zone)), nil
}

func (a *app) close() error {
	var errs []error
	for i := len(a.closer) - 1; i >= 0; i-- {
		errs = append(errs, a.closer[i]())
	}
	return errors.Join(errs...)
}

// conversation sends messages one at a time through a dispatcher and
// waits for each reply, as the terminal does. Going through the dispatcher
// keeps the terminal on the same path as every other channel: message-id
// dedupe, the per-chat queue and panic recovery.
type conversation struct {
	d       *bot.Dispatcher
	replies chan memo.Reply
}

func (a *app) conversation() *conversation {
	c := &conversation{replies: make(chan memo.Reply, 1)}
	c.d = bot.NewDispatcher(bot.DispatcherConfig{
		Handler: a.inst.handler(a.runner, "terminal"),
		Dedupe:  a.inst.deduper(a.state),
		Slots:   a.slots,
		Logger:  a.log,
		Lang:    a.cfg.Lang,
		Deliver: func(_ context.Context, _ memo.Inbound, r memo.Reply) { c.replies <- r },
	})
	return c
}

// send submits in and waits for its reply. A message id seen before gives a
// reply with Duplicate set, and nothing runs.
func (c *conversation) send(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
	accepted, err := c.d.Submit(ctx, in)
	if err != nil {
		return memo.Reply{}, fmt.Errorf("submit message: %w", err)
	}
	if !accepted {
		return memo.Reply{ChatID: in.ChatID, Duplicate: true, Success: true, Tool: "duplicate"}, nil
	}
	select {
	case r := <-c.replies:
		return r, nil
	case <-ctx.Done():
		return memo.Reply{}, ctx.Err()
	}
}

// close waits for the turn in flight, if any; when ctx has ended (Ctrl-C)
// it cancels it instead, so quitting is immediate.
func (c *conversation) close(ctx context.Context) error {
	wait := 10 * time.Second
	if ctx.Err() != nil {
		wait = 0
	}
	sctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	return c.d.Shutdown(sctx)
}
