package graph_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

var jerusalem = mustLoad("Asia/Jerusalem")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// newClock returns a test clock standing at s (RFC 3339), in Jerusalem.
func newClock(s string) *storetest.Clock {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return storetest.NewClock(t.In(jerusalem))
}

// countingTasks counts the deletes that reach the store.
type countingTasks struct {
	memo.TaskService
	deletes atomic.Int32
}

func (c *countingTasks) DeleteTasks(ctx context.Context, userID string, ids []string) ([]memo.Task, error) {
	c.deletes.Add(1)
	return c.TaskService.DeleteTasks(ctx, userID, ids)
}

// stateHook lets a test act between a turn's read of the chat's state
// and its write, and fail the write.
type stateHook struct {
	memo.ConversationState
	beforeSave func() error
}

func (s *stateHook) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	if s.beforeSave != nil {
		if err := s.beforeSave(); err != nil {
			return err
		}
	}
	return s.ConversationState.SaveChat(ctx, chatID, w)
}

type fixture struct {
	t      *testing.T
	clock  *storetest.Clock
	db     *sqldb.DB
	tasks  *countingTasks
	state  *stateHook
	runner *graph.Runner
	n      int
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	c := newClock("2026-01-20T09:00:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	f := &fixture{t: t, clock: c, db: db, tasks: &countingTasks{TaskService: db}, state: &stateHook{ConversationState: db.State(sqldb.StateOptions{})}}
	f.runner, err = graph.New(graph.Config{
		Planner: offline.New(), Users: db, Tasks: f.tasks, Lists: db, State: f.state, Clock: c, Zone: jerusalem,
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) say(text string) memo.Reply {
	f.t.Helper()
	f.n++
	r, err := f.runner.Handle(context.Background(), memo.Inbound{ChatID: "chat", Text: text, At: f.clock.Now()})
	if err != nil {
		f.t.Fatalf("%q: %v", text, err)
	}
	return r
}

func titles(r memo.Reply) []string {
	var out []string
	if r.Result != nil {
		for _, it := range r.Result.Items {
			out = append(out, it.Title())
		}
	}
	return out
}

// TestResumeAfterACrash answers a question in a turn that dies after its
// step ran and before its write: the question is still there, and
// answering it again deletes nothing the first answer did not.
func TestResumeAfterACrash(t *testing.T) {
	f := newFixture(t)
	f.say("add a task: send report to Yossi")
	f.say("add a task: send invoice to Yossi")
	f.say("add a task: pay the rent")
	q := f.say("delete send to Yossi")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("want a which-one question, got %+v", q)
	}
	f.state.beforeSave = func() error { return errors.New("the process died") }
	if _, err := f.runner.Handle(t.Context(), memo.Inbound{ChatID: "chat", Text: "2"}); err == nil {
		t.Fatal("the turn whose write failed reported no error")
	}
	f.state.beforeSave = nil
	if got := f.tasks.deletes.Load(); got != 1 {
		t.Fatalf("DeleteTasks ran %d times, want 1", got)
	}
	st, err := f.state.LoadChat(t.Context(), "chat", memo.ChatRead{})
	if err != nil || st.Pending == nil || st.Pending.Version != q.Pending.Version {
		t.Fatalf("after a turn that died the question is %+v (%v); want version %d still there", st.Pending, err, q.Pending.Version)
	}
	if again := f.say("2"); again.Success && again.Result != nil && again.Result.Meta.Deleted > 0 {
		t.Errorf("the second answer claims a second deletion: %+v", again.Result)
	}
	left, err := f.db.FindTasks(t.Context(), "chat", memo.TaskFilter{})
	if err != nil || len(left) != 2 {
		t.Fatalf("tasks left: %+v, %v; want two", left, err)
	}
}

// TestAnswerLeavesANewerQuestion has another process ask the chat a new
// question while a turn answers the one before: the answer's write takes
// the question it answered, not the newer one.
func TestAnswerLeavesANewerQuestion(t *testing.T) {
	f := newFixture(t)
	f.say("add a task: call Dana")
	f.say("add a task: call Dan")
	q := f.say("delete call")
	if q.Pending == nil {
		t.Fatal("no question")
	}
	newer := *q.Pending
	newer.Subject = "asked elsewhere"
	f.state.beforeSave = func() error {
		f.state.beforeSave = nil
		return f.state.ConversationState.SaveChat(t.Context(), "chat", memo.ChatWrite{Pending: &newer})
	}
	if r := f.say("1"); r.Result == nil || r.Result.Meta.Deleted != 1 {
		t.Fatalf("the answer did not delete the task it chose: %+v", r)
	}
	st, err := f.state.LoadChat(t.Context(), "chat", memo.ChatRead{})
	if err != nil || st.Pending == nil || st.Pending.Version != newer.Version || st.Pending.Subject != "asked elsewhere" {
		t.Errorf("after the answer the chat's question is %+v (%v); want the newer one, version %d", st.Pending, err, newer.Version)
	}
}

func TestMissingTimeAsked(t *testing.T) {
	f := newFixture(t)
	q := f.say("remind me tomorrow to call mom")
	if q.Pending == nil || q.Pending.Kind != memo.PendingMissing {
		t.Fatalf("want a missing-time question, got %+v", q)
	}
	r := f.say("at 5pm")
	tasks := r.Result.Tasks()
	if len(tasks) != 1 || tasks[0].DueDate == nil {
		t.Fatalf("no task created: %+v", r)
	}
	want := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	if !tasks[0].DueDate.Equal(want) || tasks[0].Text != "call mom" {
		t.Errorf("got %q at %v, want call mom at %v", tasks[0].Text, tasks[0].DueDate, want)
	}
}

// TestLeadBeforeAnUnknownTime: "remind me 15 minutes before the
// dentist" asks when the dentist is, and the answer is that time: the
// reminder comes 15 minutes before it.
func TestLeadBeforeAnUnknownTime(t *testing.T) {
	f := newFixture(t)
	q := f.say("remind me 15 minutes before the dentist")
	if q.Pending == nil || q.Pending.Kind != memo.PendingMissing || !strings.Contains(q.Text, "When is") {
		t.Fatalf("want the dentist's time asked, got %+v", q)
	}
	r := f.say("tomorrow at 3pm")
	tasks := r.Result.Tasks()
	if len(tasks) != 1 || tasks[0].DueDate == nil || tasks[0].NextReminder == nil {
		t.Fatalf("no reminder created: %+v", r)
	}
	at, fire := time.Date(2026, 1, 21, 15, 0, 0, 0, jerusalem), time.Date(2026, 1, 21, 14, 45, 0, 0, jerusalem)
	if !tasks[0].DueDate.Equal(at) || !tasks[0].NextReminder.Equal(fire) {
		t.Errorf("due %v, fires %v; want %v, %v", tasks[0].DueDate, tasks[0].NextReminder, at, fire)
	}
}

// TestLeadDayBeforeAnHourAlone: a day before a thing whose day is not
// known, answered with an hour alone, would be reminded in the past: the
// day is asked again, and the answer with its day is taken.
func TestLeadDayBeforeAnHourAlone(t *testing.T) {
	for _, c := range []struct{ ask, hour, day string }{
		{"תזכירי לי יום לפני החתונה של דנה לטעון את כל הסוללות", "בשעה 8 בערב", "ביום חמישי ב-8 בערב"},
		{"remind me a day before the wedding to charge the batteries", "at 8pm", "thursday at 8pm"},
	} {
		f := newFixture(t)
		if q := f.say(c.ask); q.Pending == nil || q.Pending.Kind != memo.PendingMissing {
			t.Fatalf("%q: want its time asked, got %+v", c.ask, q)
		}
		if r := f.say(c.hour); r.Pending == nil || r.Result != nil && len(r.Result.Tasks()) != 0 {
			t.Fatalf("%q: an hour alone was taken (%q), want the day asked", c.hour, r.Text)
		}
		r := f.say(c.day)
		if r.Result == nil {
			t.Fatalf("%q: no reminder created: %q", c.day, r.Text)
		}
		tasks := r.Result.Tasks()
		if len(tasks) != 1 || tasks[0].DueDate == nil {
			t.Fatalf("%q: no reminder created: %q", c.day, r.Text)
		}
		if at := time.Date(2026, 1, 22, 20, 0, 0, 0, jerusalem); !tasks[0].DueDate.Equal(at) {
			t.Errorf("%q: due %v, want %v", c.day, tasks[0].DueDate, at)
		}
	}
}

func TestDoneByPosition(t *testing.T) {
	f := newFixture(t)
	f.say("remind me at 10 to stretch")
	f.say("remind me at 11 to drink water")
	f.say("show my tasks")
	r := f.say("done with 2")
	if got := titles(r); len(got) != 1 || got[0] != "drink water" {
		t.Fatalf("done with 2 completed %v: %q", got, r.Text)
	}
	r = f.say("what are my tasks")
	if got := titles(r); len(got) != 1 || got[0] != "stretch" {
		t.Errorf("open tasks %v", got)
	}
}

func TestDeleteSeveralWithOneAmbiguous(t *testing.T) {
	f := newFixture(t)
	for _, s := range []string{"add a task: buy milk", "add a task: call Dana", "add a task: call Dan"} {
		f.say(s)
	}
	q := f.say("delete buy milk and call and dentist")
	if q.Pending == nil || len(q.Pending.Options) != 2 {
		t.Fatalf("want a question for 'call', got %+v (%q)", q.Pending, q.Text)
	}
	r := f.say("both")
	if r.Result == nil || r.Result.Meta.Deleted != 3 {
		t.Fatalf("deleted %+v, want 3", r.Result)
	}
	if nf := r.Result.Meta.NotFound; len(nf) != 1 || nf[0] != "dentist" {
		t.Errorf("notFound=%v want [dentist]", nf)
	}
	if !strings.Contains(strings.ToLower(r.Text), "dentist") {
		t.Errorf("reply does not mention what was not found: %q", r.Text)
	}
}

func TestMoveTask(t *testing.T) {
	f := newFixture(t)
	f.say("remind me tomorrow at 9 to call mom")
	r := f.say("move call mom to Thursday")
	tasks := r.Result.Tasks()
	if len(tasks) != 1 || tasks[0].DueDate == nil || !tasks[0].DueDate.Equal(time.Date(2026, 1, 22, 9, 0, 0, 0, jerusalem)) {
		t.Fatalf("moved to %+v, want Thursday 09:00 (%q)", tasks, r.Text)
	}
	r = f.say("תזיז את call mom למחר ב-18:30")
	tasks = r.Result.Tasks()
	if len(tasks) != 1 || !tasks[0].DueDate.Equal(time.Date(2026, 1, 21, 18, 30, 0, 0, jerusalem)) {
		t.Fatalf("moved to %+v, want tomorrow 18:30 (%q)", tasks, r.Text)
	}
	if tasks[0].NextReminder == nil || !tasks[0].NextReminder.Equal(*tasks[0].DueDate) {
		t.Errorf("the reminder did not move with the task: %v", tasks[0].NextReminder)
	}
}

// TestListNameAnswerWithItems: asked what to call a new list, a reply
// that holds items cut by commas is a new request, never the name; a
// plain reply names the list.
func TestListNameAnswerWithItems(t *testing.T) {
	f := newFixture(t)
	if q := f.say("רשימה: שמן מנוע, פילטר אוויר"); q.Pending == nil || q.Pending.Kind != memo.PendingMissing {
		t.Fatalf("want the list's name asked, got %+v", q)
	}
	r := f.say("רשימת רכב שמן מנוע, פילטר אוויר, מגבים")
	for _, title := range titles(r) {
		if strings.Contains(title, ",") {
			t.Errorf("list named %q: the items taken for its name", title)
		}
	}
	f = newFixture(t)
	f.say("רשימה: שמן מנוע, פילטר אוויר")
	if r := f.say("רכב"); len(titles(r)) != 1 || titles(r)[0] != "רכב" {
		t.Errorf("plain name: %q; want the list רכב", titles(r))
	}
}
