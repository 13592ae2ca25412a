package cloudapi_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// Numbers the tests write from.
const (
	dana     = "972501234567" // allowed
	stranger = "12025550199"  // not allowed
	operator = "972509999999"
	secret   = "app-secret-for-tests"
	verify   = "verify-token-for-tests"
)

// start is the tests' pinned "now".
var start = time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)

// harness is the channel wired as memo serve wires it, on a real SQLite
// file, a real dispatcher and the fake Graph API: the webhook on an
// httptest server, Run in the background.
type harness struct {
	t      testing.TB
	api    *cloudapitest.Server
	db     *sqldb.DB
	state  memo.ConversationState
	clock  *storetest.Clock
	client *cloudapi.Client
	ch     *cloudapi.Channel
	d      *bot.Dispatcher
	hook   *httptest.Server
	run    *echo
	logs   *logBuffer
	stop   context.CancelFunc
	// within bounds how long settle waits for the queued turns; 0 is 5 s.
	within time.Duration
	done   chan struct{}
	closed bool
}

// opts changes the wiring.
type opts struct {
	handler bot.Handler // default an echo of the text
	real    bool        // a real runner (offline grammar) on the database
	// model, with real, gives the runner a photo reader asking this fake
	// model, and the channel reads photos.
	model       *openaitest.Server
	transcriber cloudapi.Transcriber
	templates   cloudapi.Templates
	maxBody     int64
	maxMedia    int64
	maxQueue    int
	noRun       bool // do not start Run
	recheck     time.Duration
	sendFailed  func(error)
	beforeRun   func(*cloudapitest.Server)
	onDuplicate func()
	db          *sqldb.DB
}

func newHarness(t testing.TB, o opts) *harness {
	t.Helper()
	h := &harness{t: t, api: cloudapitest.New(t), clock: storetest.NewClock(start), run: &echo{}, logs: &logBuffer{}, done: make(chan struct{})}
	h.db = o.db
	if h.db == nil {
		db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), h.clock)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		h.db = db
	}
	h.state = h.db.State(sqldb.StateOptions{})
	log := slog.New(slog.NewTextHandler(h.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	var ch *cloudapi.Channel
	client, err := cloudapi.NewClient(cloudapi.ClientConfig{
		BaseURL: h.api.BaseURL(), Token: cloudapitest.Token, PhoneID: cloudapitest.PhoneID, Clock: h.clock, Logger: log,
		SendFailed: o.sendFailed,
	})
	if err != nil {
		t.Fatal(err)
	}
	h.client = client
	gov := bot.NewGovernor(bot.GovernorConfig{PerChat: 1000, PerChatBurst: 10, Global: 1000, GlobalBurst: 10, RetryDelay: time.Millisecond, Transient: cloudapi.Transient})
	ch, err = cloudapi.New(cloudapi.Config{
		Client: client, AppSecret: secret, VerifyToken: verify, Store: h.db,
		Submit:       bot.SubmitFunc(func(ctx context.Context, in memo.Inbound) (bool, error) { return h.d.Submit(ctx, in) }),
		Requeue:      requeuer{h},
		Questions:    h.state,
		Sent:         h.db,
		Transcriber:  o.transcriber,
		Photos:       o.model != nil,
		Languages:    h.state,
		Once:         h.state,
		Allowed:      []string{dana, operator},
		Templates:    o.templates,
		Operator:     "+" + operator,
		Governor:     gov,
		MaxBody:      o.maxBody,
		MaxMedia:     o.maxMedia,
		RetryDelay:   time.Minute,
		SweepEvery:   time.Hour, // the tests sweep by hand
		RecheckEvery: o.recheck,
		OnDuplicate:  o.onDuplicate,
		Lang:         memo.English,
		Clock:        h.clock,
		Logger:       log,
	})
	if err != nil {
		t.Fatal(err)
	}
	h.ch = ch
	var handler bot.Handler = h.run
	if o.handler != nil {
		handler = o.handler
	}
	if o.real {
		handler = runner(t, h, o.model)
	}
	h.d = bot.NewDispatcher(bot.DispatcherConfig{Handler: ch.Handler(handler), Dedupe: h.state, Deliver: ch.Deliver, Lang: memo.English, MaxQueue: o.maxQueue, Logger: log})
	ch.Recover(t.Context())
	h.hook = httptest.NewServer(ch.Webhook())
	t.Cleanup(h.hook.Close)
	ctx, cancel := context.WithCancel(context.Background())
	h.stop = cancel
	if o.beforeRun != nil {
		o.beforeRun(h.api)
	}
	if o.noRun {
		close(h.done)
	} else {
		go func() {
			defer close(h.done)
			ch.Run(ctx)
		}()
	}
	t.Cleanup(h.close)
	return h
}

// requeuer lets the harness swap its dispatcher.
type requeuer struct{ h *harness }

func (r requeuer) Requeue(ctx context.Context, in memo.Inbound) error { return r.h.d.Requeue(ctx, in) }

// post delivers messages and statuses signed, and returns the status code.
func (h *harness) post(messages, statuses []string) int {
	h.t.Helper()
	return cloudapitest.Post(h.t, h.hook.URL+cloudapi.Path, secret, cloudapitest.Delivery(cloudapitest.PhoneID, messages, statuses))
}

// say posts one text from dana and waits for the n-th message sent.
func (h *harness) say(id, text string) cloudapitest.Sent {
	h.t.Helper()
	before := len(h.api.Sent())
	if code := h.post([]string{cloudapitest.TextMessage(dana, id, h.clock.Now(), text)}, nil); code != 200 {
		h.t.Fatalf("webhook answered %d", code)
	}
	return h.api.WaitSent(h.t, before+1, replyWait)[before]
}

// settle waits until every turn ran and was delivered and the notices
// queued so far went out, and returns the messages sent.
func (h *harness) settle() []cloudapitest.Sent {
	h.t.Helper()
	within := h.within
	if within == 0 {
		within = 5 * time.Second
	}
	deadline := time.Now().Add(within)
	for h.d.ActiveChats() > 0 {
		if time.Now().After(deadline) {
			h.t.Fatalf("turns still running after %s", within)
		}
		time.Sleep(2 * time.Millisecond)
	}
	// Notices are sent by Run: wait until nothing new went out for a
	// while.
	n, still := len(h.api.Sent()), 0
	for still < 5 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
		if m := len(h.api.Sent()); m != n {
			n, still = m, 0
		} else {
			still++
		}
	}
	return h.api.Sent()
}

// close stops the dispatcher and Run.
func (h *harness) close() {
	if h.closed {
		return
	}
	h.closed = true
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := h.d.Shutdown(ctx); err != nil {
		h.t.Errorf("shutdown: %v", err)
	}
	h.stop()
	<-h.done
}

// inboxState is the stored state of a message, "" when not stored.
func (h *harness) inboxState(id string) string {
	h.t.Helper()
	var s string
	err := h.db.SQL().QueryRow(`SELECT state FROM inbox WHERE message_id = ?`, id).Scan(&s)
	if err != nil && !strings.Contains(err.Error(), "no rows") {
		h.t.Fatal(err)
	}
	return s
}

// echo is a fake turn runner: it records each message and echoes it.
type echo struct {
	mu  sync.Mutex
	ins []memo.Inbound
	// Reply, when set, makes the reply.
	Reply func(in memo.Inbound) memo.Reply
}

func (e *echo) Handle(_ context.Context, in memo.Inbound) (memo.Reply, error) {
	e.mu.Lock()
	e.ins = append(e.ins, in)
	f := e.Reply
	e.mu.Unlock()
	if f != nil {
		return f(in), nil
	}
	return memo.Reply{ChatID: in.ChatID, Text: "echo: " + in.Text, Lang: memo.English, Success: true}, nil
}

func (e *echo) Inbounds() []memo.Inbound {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]memo.Inbound(nil), e.ins...)
}

// transcriber is a fake cloudapi.Transcriber.
type transcriber struct {
	Text string

	mu    sync.Mutex
	got   []byte
	names []string
}

func (t *transcriber) Transcribe(_ context.Context, audio io.Reader, filename string, _ memo.Language) (string, memo.Usage, error) {
	b, _ := io.ReadAll(audio)
	t.mu.Lock()
	t.got, t.names = b, append(t.names, filename)
	t.mu.Unlock()
	return t.Text, memo.Usage{Calls: 1}, nil
}

// logBuffer collects the log, safe for the channel's goroutines.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runner is a real turn runner on the harness's database: the offline
// grammar, the second brain and the local calendar, and with srv a photo
// reader asking that fake model.
func runner(t testing.TB, h *harness, srv *openaitest.Server) *graph.Runner {
	t.Helper()
	b, err := brain.New(brain.Config{Store: h.db})
	if err != nil {
		t.Fatal(err)
	}
	var photos graph.ContentReader
	if srv != nil {
		client, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
		if err != nil {
			t.Fatal(err)
		}
		if photos, err = model.NewContentReader(client); err != nil {
			t.Fatal(err)
		}
	}
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: h.db, Tasks: h.db, Lists: h.db, State: h.state, Clock: h.clock, Sent: h.db,
		Memory: b, Calendars: localCalendars{h.db}, Reader: photos})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// localCalendars gives every user the local calendar in db.
type localCalendars struct{ db *sqldb.DB }

func (c localCalendars) Calendar(_ context.Context, userID string) (memo.Calendar, error) {
	return c.db.Calendar(userID, time.UTC), nil
}

// replyWait is how long a test waits for a reply before it fails. A reply
// comes at once; the first turn of a test binary built with -race, on a
// loaded machine, may take seconds (the planner's patterns are compiled
// on first use), so the wait is long and only a missing reply spends it.
const replyWait = 30 * time.Second
