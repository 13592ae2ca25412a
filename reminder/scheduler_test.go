package reminder_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

var jerusalem, _ = time.LoadLocation("Asia/Jerusalem")

func at(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, jerusalem)
	if err != nil {
		panic(err)
	}
	return t
}

// outbox is a Notifier that records what it sent; fail makes it refuse.
type outbox struct {
	mu   sync.Mutex
	sent []reminder.Notification
	fail bool
}

func (o *outbox) Notify(_ context.Context, n reminder.Notification) (string, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.fail {
		return "", errors.New("channel down")
	}
	o.sent = append(o.sent, n)
	return "msg-" + time.Now().Format("150405.000000000"), nil
}

func (o *outbox) count() int { o.mu.Lock(); defer o.mu.Unlock(); return len(o.sent) }

// crashingStore fails the advance, as a process that dies between sending
// and moving the reminder on.
type crashingStore struct{ reminder.Store }

func (crashingStore) AdvanceReminders(context.Context, []reminder.Advance) error {
	return errors.New("process died")
}

type fixture struct {
	t     *testing.T
	clock *storetest.Clock
	db    *sqldb.DB
	out   *outbox
	path  string
}

func newFixture(t *testing.T, now string) *fixture {
	t.Helper()
	f := &fixture{t: t, clock: storetest.NewClock(at(now)), out: &outbox{}, path: filepath.Join(t.TempDir(), "memo.db")}
	f.reopen()
	if _, err := f.db.EnsureUser(t.Context(), "u1", "Asia/Jerusalem", memo.English); err != nil {
		t.Fatal(err)
	}
	return f
}

// reopen opens the database again, as a restarted process does.
func (f *fixture) reopen() {
	f.t.Helper()
	if f.db != nil {
		f.db.Close()
	}
	db, err := sqlite.Open(context.Background(), f.path, f.clock)
	if err != nil {
		f.t.Fatal(err)
	}
	f.db = db
	f.t.Cleanup(func() { db.Close() })
}

func (f *fixture) scheduler(store reminder.Store) *reminder.Scheduler {
	f.t.Helper()
	if store == nil {
		store = f.db
	}
	s, err := reminder.New(reminder.Config{Store: store, Tasks: f.db, Users: f.db, Notifier: f.out, Clock: f.clock, Zone: jerusalem})
	if err != nil {
		f.t.Fatal(err)
	}
	return s
}

func (f *fixture) task(d memo.TaskDraft) memo.Task {
	f.t.Helper()
	task, err := f.db.CreateTask(f.t.Context(), "u1", "", d)
	if err != nil {
		f.t.Fatal(err)
	}
	return task
}

func (f *fixture) tick(s *reminder.Scheduler, now string) reminder.TickResult {
	f.t.Helper()
	f.clock.Set(at(now))
	res, err := s.Tick(f.t.Context())
	if err != nil {
		f.t.Fatalf("tick at %s: %v", now, err)
	}
	return res
}

func ptr(t time.Time) *time.Time { return &t }

func TestFiresOnceOnTime(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "stretch", DueDate: ptr(at("2026-01-20 10:00"))})
	s := f.scheduler(nil)
	if r := f.tick(s, "2026-01-20 09:59"); len(r.Fired) != 0 {
		t.Fatalf("fired early: %+v", r.Fired)
	}
	r := f.tick(s, "2026-01-20 10:00")
	if len(r.Fired) != 1 || r.Fired[0].Text != "stretch" || !strings.Contains(r.Sent[0].Text, "stretch") {
		t.Fatalf("want stretch fired, got %+v", r)
	}
	if strings.Contains(r.Sent[0].Text, "late") {
		t.Errorf("an on-time reminder is marked late: %q", r.Sent[0].Text)
	}
	if r := f.tick(s, "2026-01-20 10:05"); len(r.Fired) != 0 {
		t.Fatalf("fired twice: %+v", r.Fired)
	}
}

func TestSameMinuteIsOneMessage(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "stretch", DueDate: ptr(at("2026-01-20 10:00"))})
	f.task(memo.TaskDraft{Text: "drink water", DueDate: ptr(at("2026-01-20 10:00"))})
	r := f.tick(f.scheduler(nil), "2026-01-20 10:00")
	if len(r.Fired) != 2 || f.out.count() != 1 {
		t.Fatalf("fired %d in %d messages, want 2 in 1", len(r.Fired), f.out.count())
	}
}

// TestCrashBetweenSendAndUpdate: the send succeeds, the process dies before
// the reminder is moved on; after a restart it is not sent again.
func TestCrashBetweenSendAndUpdate(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "stretch", DueDate: ptr(at("2026-01-20 10:00"))})
	f.clock.Set(at("2026-01-20 10:00"))
	if _, err := f.scheduler(crashingStore{f.db}).Tick(t.Context()); err == nil {
		t.Fatal("the crashing advance was not reported")
	}
	if f.out.count() != 1 {
		t.Fatalf("sent %d before the crash, want 1", f.out.count())
	}
	f.reopen()
	s := f.scheduler(nil)
	f.tick(s, "2026-01-20 10:01")
	f.tick(s, "2026-01-20 10:02")
	if f.out.count() != 1 {
		t.Fatalf("sent %d times after the restart, want 1 in all", f.out.count())
	}
	due, err := f.db.DueReminders(t.Context(), at("2026-01-21 00:00"), 10)
	if err != nil || len(due) != 0 {
		t.Fatalf("the reminder is still due after the restart: %v %v", due, err)
	}
}

func TestFailedSendIsRetried(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "stretch", DueDate: ptr(at("2026-01-20 10:00"))})
	s := f.scheduler(nil)
	f.out.fail = true
	if r := f.tick(s, "2026-01-20 10:00"); r.Failed != 1 || len(r.Fired) != 0 {
		t.Fatalf("failed send: %+v", r)
	}
	f.out.fail = false
	if r := f.tick(s, "2026-01-20 10:01"); len(r.Fired) != 1 {
		t.Fatalf("not retried: %+v", r)
	}
}

func TestMissedWhileOffline(t *testing.T) {
	f := newFixture(t, "2026-01-20 06:00")
	f.task(memo.TaskDraft{Text: "recent", DueDate: ptr(at("2026-01-20 09:00"))})
	f.task(memo.TaskDraft{Text: "stale", DueDate: ptr(at("2026-01-20 07:00"))})
	// The process was down from 06:00 until 14:00.
	r := f.tick(f.scheduler(nil), "2026-01-20 14:00")
	if len(r.Fired) != 1 || r.Fired[0].Text != "recent" || r.Skipped != 1 {
		t.Fatalf("want 'recent' sent late and 'stale' skipped, got %+v", r)
	}
	if !strings.Contains(r.Sent[0].Text, "late") {
		t.Errorf("a late reminder is not marked late: %q", r.Sent[0].Text)
	}
	// The skipped one is listed in the next morning's digest.
	r = f.tick(f.scheduler(nil), "2026-01-21 08:00")
	if len(r.Sent) != 1 || r.Sent[0].Kind != "digest" || !strings.Contains(r.Sent[0].Text, "stale") {
		t.Fatalf("digest does not list the skipped reminder: %+v", r.Sent)
	}
	if !strings.Contains(r.Sent[0].Text, "offline") {
		t.Errorf("digest has no section for skipped reminders: %q", r.Sent[0].Text)
	}
	// Only once (the task itself stays listed as overdue until done).
	r = f.tick(f.scheduler(nil), "2026-01-22 08:00")
	for _, n := range r.Sent {
		if strings.Contains(n.Text, "offline") {
			t.Errorf("the skipped reminder is listed again: %q", n.Text)
		}
	}
}

func TestRecurringAcrossDST(t *testing.T) {
	f := newFixture(t, "2026-03-25 12:00")
	f.task(memo.TaskDraft{Text: "vitamin", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00", TimeZone: "Asia/Jerusalem"}})
	s := f.scheduler(nil)
	for _, day := range []string{"2026-03-26", "2026-03-27", "2026-03-28"} {
		if r := f.tick(s, day+" 07:59"); len(r.Fired) != 0 {
			t.Fatalf("%s: fired early", day)
		}
		if r := f.tick(s, day+" 08:00"); len(r.Fired) != 1 {
			t.Fatalf("%s 08:00: fired %d, want 1", day, len(r.Fired))
		}
	}
}

func TestNudgeStopsWhenDone(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	task := f.task(memo.TaskDraft{Text: "drink water", Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}})
	s := f.scheduler(nil)
	if r := f.tick(s, "2026-01-20 09:10"); len(r.Fired) != 1 {
		t.Fatalf("first nudge: %+v", r)
	}
	if r := f.tick(s, "2026-01-20 09:20"); len(r.Fired) != 1 {
		t.Fatalf("second nudge: %+v", r)
	}
	done := true
	if _, err := f.db.UpdateTask(t.Context(), "u1", task.ID, memo.TaskUpdate{Completed: &done}); err != nil {
		t.Fatal(err)
	}
	if r := f.tick(s, "2026-01-20 09:30"); len(r.Fired) != 0 {
		t.Fatalf("nudged after done: %+v", r)
	}
}

func TestNudgeStopsAtMaximum(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "drink water", Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Minute}})
	s := f.scheduler(nil)
	fired := 0
	for m := 1; m <= 30; m++ {
		r := f.tick(s, at("2026-01-20 09:00").Add(time.Duration(m)*time.Minute).Format("2006-01-02 15:04"))
		fired += len(r.Fired)
	}
	if fired != memo.DefaultMaxNudges {
		t.Fatalf("nudged %d times, want %d", fired, memo.DefaultMaxNudges)
	}
}

func TestNudgeMaximumIsConfigurable(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	f.task(memo.TaskDraft{Text: "drink water", Recurrence: &memo.Recurrence{Type: memo.RecurNudge, Interval: time.Minute}})
	s, err := reminder.New(reminder.Config{Store: f.db, Tasks: f.db, Users: f.db, Notifier: f.out, Clock: f.clock, Zone: jerusalem, MaxNudges: 3})
	if err != nil {
		t.Fatal(err)
	}
	fired := 0
	for m := 1; m <= 10; m++ {
		fired += len(f.tick(s, at("2026-01-20 09:00").Add(time.Duration(m)*time.Minute).Format("2006-01-02 15:04")).Fired)
	}
	if fired != 3 {
		t.Fatalf("nudged %d times, want 3", fired)
	}
}

func TestDigestAtChosenTime(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	if _, err := f.db.SetDigestTime(t.Context(), "u1", "07:30"); err != nil {
		t.Fatal(err)
	}
	f.task(memo.TaskDraft{Text: "dentist", DueDate: ptr(at("2026-01-21 15:00"))})
	f.task(memo.TaskDraft{Text: "read a book"})
	s := f.scheduler(nil)
	if r := f.tick(s, "2026-01-21 07:29"); len(r.Sent) != 0 {
		t.Fatalf("digest early: %+v", r.Sent)
	}
	r := f.tick(s, "2026-01-21 07:30")
	if len(r.Sent) != 1 || !strings.Contains(r.Sent[0].Text, "dentist") || !strings.Contains(r.Sent[0].Text, "read a book") {
		t.Fatalf("digest: %+v", r.Sent)
	}
	if r := f.tick(s, "2026-01-21 07:45"); len(r.Sent) != 0 {
		t.Fatalf("second digest the same day: %+v", r.Sent)
	}
}

// TestStayEndsAndRemindersComeHome: during a stay in London the daily
// reminder fires at 8:00 London time; when the stay ends the user is told,
// and the next one fires at 8:00 at home.
func TestStayEndsAndRemindersComeHome(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00")
	london, _ := time.LoadLocation("Europe/London")
	f.task(memo.TaskDraft{Text: "pills", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}})
	until := time.Date(2026, 1, 21, 20, 0, 0, 0, london)
	if _, _, err := f.db.SetZone(t.Context(), "u1", "Europe/London", &until); err != nil {
		t.Fatal(err)
	}
	s := f.scheduler(nil)
	// 08:00 in London is 10:00 in Jerusalem.
	if res := f.tick(s, "2026-01-21 09:59"); len(res.Fired) != 0 {
		t.Fatalf("fired before 8:00 London time: %v", res.Fired)
	}
	if res := f.tick(s, "2026-01-21 10:00"); len(res.Fired) != 1 {
		t.Fatalf("not fired at 8:00 London time: %+v", res)
	}
	res := f.tick(s, "2026-01-21 22:01") // 20:01 in London: the stay is over
	if len(res.Sent) != 1 || res.Sent[0].Kind != "stay" || !strings.Contains(res.Sent[0].Text, "Jerusalem time") {
		t.Fatalf("stay over: %+v", res.Sent)
	}
	if res := f.tick(s, "2026-01-22 07:59"); len(res.Fired) != 0 || len(res.Sent) != 0 {
		t.Fatalf("before 8:00 at home: %+v", res)
	}
	if res := f.tick(s, "2026-01-22 08:00"); len(res.Fired) != 1 {
		t.Fatalf("not fired at 8:00 at home: %+v", res)
	}
}

// TestDigestListsTheDaysOccurrences: the morning digest lists the day's
// occurrences of the repeating reminders among its one-time ones, by
// time and marked as repeating, one that came before the digest too; a
// series on another day, one that skips the day, and one that ended are
// not listed.
func TestDigestListsTheDaysOccurrences(t *testing.T) {
	f := newFixture(t, "2026-01-20 09:00") // a Tuesday
	if _, err := f.db.SetDigestTime(t.Context(), "u1", "08:30"); err != nil {
		t.Fatal(err)
	}
	ended := at("2026-01-20 23:00")
	f.task(memo.TaskDraft{Text: "dentist", DueDate: ptr(at("2026-01-21 15:00"))})
	f.task(memo.TaskDraft{Text: "pills", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}})
	f.task(memo.TaskDraft{Text: "bins", Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "19:00", Days: []int{3}}})
	f.task(memo.TaskDraft{Text: "gym", Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "18:00", Days: []int{1}}})
	f.task(memo.TaskDraft{Text: "plants", Recurrence: &memo.Recurrence{Type: memo.RecurWeekly, Time: "17:00", Days: []int{3}, Skip: []string{"2026-01-21"}}})
	f.task(memo.TaskDraft{Text: "stretch", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "07:00", Until: &ended}})
	s := f.scheduler(nil)
	r := f.tick(s, "2026-01-21 08:30")
	var text string
	for _, n := range r.Sent {
		if n.Kind == "digest" {
			text = n.Text
		}
	}
	pills, dentist, bins := strings.Index(text, "pills"), strings.Index(text, "dentist"), strings.Index(text, "bins")
	if pills < 0 || dentist < pills || bins < dentist {
		t.Fatalf("digest: %q; want pills, dentist, bins in time order", text)
	}
	for _, want := range []string{"pills* — 08:00 🔁 every day", "bins* — 19:00 🔁 every Wednesday"} {
		if !strings.Contains(text, want) {
			t.Errorf("digest: %q; want %q", text, want)
		}
	}
	for _, not := range []string{"gym", "plants", "stretch"} {
		if strings.Contains(text, not) {
			t.Errorf("digest: %q; %q does not come today", text, not)
		}
	}
}
