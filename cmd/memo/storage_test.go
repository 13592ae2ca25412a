package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/store/sqlite"
)

// TestReadinessWritesOnATimer: /readyz's database check reads the last
// probe while it is fresh: a hundred anonymous requests cost one write,
// not a hundred. A probe that failed is reported as such until the next.
func TestReadinessWritesOnATimer(t *testing.T) {
	var probes atomic.Int32
	var fail atomic.Bool
	w := newStorageWatch(storageWatchConfig{
		Probe: func(context.Context) error {
			probes.Add(1)
			if fail.Load() {
				return errors.New("disk full")
			}
			return nil
		},
		Check: func(context.Context) error { return nil }, Damage: func() error { return nil },
		Alert: func(context.Context, string) {}, Every: time.Hour,
	})
	for range 100 {
		if err := w.ready(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	if n := probes.Load(); n != 1 {
		t.Errorf("100 readiness requests wrote %d probes; want 1", n)
	}
	fail.Store(true)
	w.probe(t.Context()) // the timer's next probe
	if err := w.ready(t.Context()); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("after a failed probe: %v; want its error", err)
	}
}

// TestDamageRefusesTurnsAndAlertsOnce: once the store is damaged, turns
// are answered that storage is damaged (in the message's language) and
// not run, and the operator is told once.
func TestDamageRefusesTurnsAndAlertsOnce(t *testing.T) {
	var damage atomic.Pointer[memo.Error]
	var alerts []string
	var mu sync.Mutex
	w := newStorageWatch(storageWatchConfig{
		Probe: func(context.Context) error { return nil }, Check: func(context.Context) error { return nil },
		Damage: func() error {
			if e := damage.Load(); e != nil {
				return e
			}
			return nil
		},
		Alert: func(_ context.Context, text string) { mu.Lock(); alerts = append(alerts, text); mu.Unlock() },
		Where: "sqlite /data/memo.db", Lang: memo.Hebrew, Every: time.Hour,
	})
	var ran atomic.Int32
	h := w.guard(bot.HandlerFunc(func(context.Context, memo.Inbound) (memo.Reply, error) {
		// The turn meets the damage: the store keeps it, the turn fails.
		ran.Add(1)
		damage.Store(&memo.Error{Code: memo.EDamaged, Message: "the sqlite database is damaged", Err: errors.New("database disk image is malformed")})
		return memo.Reply{}, errors.New("load user: database disk image is malformed")
	}))
	r, err := h.Handle(t.Context(), memo.Inbound{ChatID: "c", Text: "show my tasks"})
	if err != nil || r.Success || !strings.Contains(r.Text, "storage is damaged") || !strings.Contains(r.Text, "operator has been told") {
		t.Fatalf("reply %+v, %v; want the damaged reply", r, err)
	}
	r, _ = h.Handle(t.Context(), memo.Inbound{ChatID: "c", Text: "מה המשימות שלי"})
	if !strings.Contains(r.Text, "האחסון שלי פגום") || ran.Load() != 1 {
		t.Errorf("second turn: %q, ran %d turns; want the Hebrew reply and no turn run", r.Text, ran.Load())
	}
	w.tell(t.Context())
	w.tell(t.Context())
	mu.Lock()
	defer mu.Unlock()
	if len(alerts) != 1 || !strings.Contains(alerts[0], "sqlite /data/memo.db") || !strings.Contains(alerts[0], "damaged") {
		t.Errorf("alerts %q; want one naming the database", alerts)
	}
	if err := w.ready(t.Context()); memo.ErrorCodeOf(err) != memo.EDamaged {
		t.Errorf("ready = %v; want the damage", err)
	}
}

// TestServeDamagedDatabase: the database file is damaged while memo
// serve runs. The user is told their storage is damaged and the operator
// has been told (not "something went wrong"), the alert goes to the
// webhook, /readyz reports the database, and the next turns are refused
// the same way without touching it.
func TestServeDamagedDatabase(t *testing.T) {
	var mu sync.Mutex
	var alerts []string
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct{ Text string }
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &body)
		mu.Lock()
		alerts = append(alerts, body.Text)
		mu.Unlock()
	}))
	defer hook.Close()

	path := filepath.Join(t.TempDir(), "memo.db")
	env := serveEnv(t, map[string]string{"MEMO_DB": path, "MEMO_ALERT_WEBHOOK": hook.URL + "/hooks/secret", "MEMO_RATE_TOKEN": "1000/1m"})
	a := &apiServer{env: env, user: "+972501234567"}
	a.token = a.newToken(t, a.user) // the token and the user: the file's first pages
	start := fileSize(t, path)
	db, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 400 {
		if _, err := db.CreateTask(t.Context(), a.user, "", memo.TaskDraft{Text: strings.Repeat("buy milk ", 30) + string(rune('a'+i%26))}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.SQL().ExecContext(t.Context(), `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	end := fileSize(t, path)

	a.served = startServe(t, env)
	if r := a.chat(t, "hello"); !r.Success {
		t.Fatalf("before the damage: %+v", r)
	}
	// Junk over the later half of the tasks' pages, under the running
	// server, whose connections have not read them.
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	from := start + (end-start)/2
	junk := make([]byte, end-from)
	for i := range junk {
		junk[i] = byte(i*7 + 3)
	}
	if _, err := f.WriteAt(junk, from); err != nil {
		t.Fatal(err)
	}
	f.Close()

	r := a.chat(t, "show my tasks")
	if r.Success || !strings.Contains(r.Summary, "storage is damaged") || strings.Contains(r.Summary, "went wrong") {
		t.Fatalf("reply %q; want the damaged-storage reply", r.Summary)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		n := len(alerts)
		mu.Unlock()
		if n > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	if len(alerts) != 1 || !strings.Contains(alerts[0], "damaged") {
		t.Errorf("webhook alerts %q; want one about the damage", alerts)
	}
	mu.Unlock()
	h, code := a.health()
	if c := h.Checks["sqlite"]; code != http.StatusServiceUnavailable || c.OK {
		t.Errorf("/readyz %d %+v; want the sqlite check failing", code, h.Checks)
	}
	if r := a.chat(t, "add milk to shopping"); r.Success || !strings.Contains(r.Summary, "storage is damaged") {
		t.Errorf("next turn %q; want it refused the same way", r.Summary)
	}
	if strings.Contains(a.stderr.String(), "/hooks/secret") {
		t.Error("the webhook's URL is in the log")
	}
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Size()
}
