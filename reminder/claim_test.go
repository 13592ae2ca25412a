package reminder_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// counter is a Notifier shared by several schedulers: it counts how often
// each task was in a message sent, and which scheduler sent it.
type counter struct {
	mu     sync.Mutex
	fired  map[string]int
	by     map[string]int
	failAs string // this scheduler's sends fail
	meet   *overlap
}

// overlap makes two schedulers' sends overlap: each one's first send
// waits, five seconds at most, until the other has begun one too, so the
// test sees both share the work however the goroutines are scheduled (a
// busy machine can otherwise let one scheduler take every batch first).
type overlap struct {
	once  map[string]*sync.Once
	began map[string]chan struct{}
}

func newOverlap(names ...string) *overlap {
	o := &overlap{once: map[string]*sync.Once{}, began: map[string]chan struct{}{}}
	for _, n := range names {
		o.once[n], o.began[n] = new(sync.Once), make(chan struct{})
	}
	return o
}

// meet is called by scheduler name as it begins a send.
func (o *overlap) meet(name string) {
	if o == nil {
		return
	}
	o.once[name].Do(func() {
		close(o.began[name])
		for other, ch := range o.began {
			if other == name {
				continue
			}
			select {
			case <-ch:
			case <-time.After(5 * time.Second):
			}
		}
	})
}

type notifierOf struct {
	c    *counter
	name string
}

func (n notifierOf) Notify(_ context.Context, note reminder.Notification) (string, error) {
	if n.c.failAs == "" {
		n.c.meet.meet(n.name)
	}
	n.c.mu.Lock()
	defer n.c.mu.Unlock()
	if n.c.failAs == n.name {
		return "", errors.New("the channel is down")
	}
	for _, t := range note.Tasks {
		n.c.fired[t.ID]++
		n.c.by[n.name]++
	}
	time.Sleep(200 * time.Microsecond) // a send takes a while: the schedulers overlap
	return "", nil
}

// sharedStore opens a PostgreSQL store with users × perUser reminders all
// due at now.
func sharedStore(t *testing.T, clock memo.Clock, users, perUser int) (*sqldb.DB, []string) {
	t.Helper()
	ctx := t.Context()
	db, err := postgres.Open(ctx, pgtest.URL(t), clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	now := clock.Now()
	var ids []string
	for u := range users {
		user := fmt.Sprintf("u%03d", u)
		if _, err := db.EnsureUser(ctx, user, "Asia/Jerusalem", memo.English); err != nil {
			t.Fatal(err)
		}
		for i := range perUser {
			due := now.Add(time.Duration(u*perUser+i) * time.Second)
			task, err := db.CreateTask(ctx, user, "", memo.TaskDraft{Text: fmt.Sprintf("task %d of %s", i, user), DueDate: &due})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, task.ID)
		}
	}
	return db, ids
}

func newShared(t *testing.T, db *sqldb.DB, clock memo.Clock, n reminder.Notifier, batch int) *reminder.Scheduler {
	t.Helper()
	s, err := reminder.New(reminder.Config{Store: db, Claimer: db, Tasks: db, Users: db, Notifier: n, Clock: clock,
		Zone: jerusalem, Batch: batch})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTwoSchedulersSendEachReminderOnce: two schedulers on one PostgreSQL
// database tick together over 1,000 due reminders; each is sent exactly
// once, and both did part of the work.
func TestTwoSchedulersSendEachReminderOnce(t *testing.T) {
	start := time.Date(2030, 3, 14, 9, 0, 0, 0, time.UTC)
	clock := storetest.NewClock(start)
	db, ids := sharedStore(t, clock, 100, 10)
	clock.Advance(time.Hour) // every reminder is due, none stale

	c := &counter{fired: map[string]int{}, by: map[string]int{}, meet: newOverlap("a", "b")}
	var wg sync.WaitGroup
	begin := make(chan struct{})
	errs := make(chan error, 2)
	for _, name := range []string{"a", "b"} {
		s := newShared(t, db, clock, notifierOf{c, name}, 40)
		wg.Go(func() {
			<-begin
			for {
				res, err := s.Tick(t.Context())
				if err != nil {
					errs <- fmt.Errorf("scheduler %s: %w", name, err)
					return
				}
				if len(res.Fired) == 0 {
					return // nothing left that another has not claimed
				}
			}
		})
	}
	close(begin)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for _, id := range ids {
		if n := c.fired[id]; n != 1 {
			t.Errorf("task %s sent %d times, want once", id, n)
		}
	}
	if len(c.fired) != len(ids) {
		t.Errorf("%d tasks sent, want %d", len(c.fired), len(ids))
	}
	if c.by["a"] == 0 || c.by["b"] == 0 {
		t.Errorf("sent by a: %d, by b: %d; want both to share the work", c.by["a"], c.by["b"])
	}
	// Every firing is recorded once, and no reminder is left due.
	keys := make([]memo.DeliveryKey, 0, len(ids))
	due, err := db.DueReminders(t.Context(), clock.Now(), 10000)
	if err != nil || len(due) != 0 {
		t.Fatalf("still due after both ran: %d, %v", len(due), err)
	}
	tasks, err := db.FindTasks(t.Context(), "u000", memo.TaskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, task := range tasks {
		if task.FireCount != 1 {
			t.Errorf("task %s fire count %d, want 1", task.ID, task.FireCount)
		}
		keys = append(keys, memo.DeliveryKey{TaskID: task.ID, FireAt: *task.DueDate})
	}
	if done, err := db.Delivered(t.Context(), keys); err != nil || len(done) != len(keys) {
		t.Errorf("deliveries recorded for u000: %d of %d (%v)", len(done), len(keys), err)
	}
}

// TestClaimOutlivesAFailedScheduler: a scheduler whose sends fail (or that
// was killed mid-tick) holds its claims until they end; until then the
// other sends nothing twice, and after, it sends what the first did not.
func TestClaimOutlivesAFailedScheduler(t *testing.T) {
	start := time.Date(2030, 3, 14, 9, 0, 0, 0, time.UTC)
	clock := storetest.NewClock(start)
	db, ids := sharedStore(t, clock, 3, 2)
	clock.Advance(time.Minute)

	c := &counter{fired: map[string]int{}, by: map[string]int{}, failAs: "a"}
	a := newShared(t, db, clock, notifierOf{c, "a"}, 100)
	b := newShared(t, db, clock, notifierOf{c, "b"}, 100)
	if res, err := a.Tick(t.Context()); err != nil || res.Failed != 3 {
		t.Fatalf("a's tick: %+v, %v; want 3 failed sends", res, err)
	}
	if res, err := b.Tick(t.Context()); err != nil || len(res.Fired) != 0 {
		t.Fatalf("b's tick while a's claims hold: fired %d, %v; want none", len(res.Fired), err)
	}
	clock.Advance(reminder.DefaultClaimHold)
	res, err := b.Tick(t.Context())
	if err != nil || len(res.Fired) != len(ids) {
		t.Fatalf("b's tick after the claims ended: fired %d, %v; want %d", len(res.Fired), err, len(ids))
	}
	for _, id := range ids {
		if c.fired[id] != 1 {
			t.Errorf("task %s sent %d times, want once", id, c.fired[id])
		}
	}
}

// eventText counts, in the texts sent, how often each of names appears.
type eventText struct {
	mu    sync.Mutex
	texts map[string][]string // by scheduler
	meet  *overlap
}

type eventNotifier struct {
	e    *eventText
	name string
}

func (n eventNotifier) Notify(_ context.Context, note reminder.Notification) (string, error) {
	n.e.meet.meet(n.name)
	n.e.mu.Lock()
	defer n.e.mu.Unlock()
	n.e.texts[n.name] = append(n.e.texts[n.name], note.Text)
	time.Sleep(200 * time.Microsecond) // a send takes a while: the schedulers overlap
	return "", nil
}

// TestTwoSchedulersSendEachEventReminderOnce: two schedulers on one
// PostgreSQL database tick together over 200 event reminders of the local
// calendar falling due; each is sent exactly once, and both did part of
// the work.
func TestTwoSchedulersSendEachEventReminderOnce(t *testing.T) {
	ctx := t.Context()
	start := time.Date(2030, 3, 14, 9, 0, 0, 0, time.UTC)
	clock := storetest.NewClock(start)
	db, err := postgres.Open(ctx, pgtest.URL(t), clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	// The k-th event starts an hour and k minutes after now, with a
	// reminder an hour and 2k minutes before: it fell due k minutes ago,
	// within the window of missed reminders, and the event is still ahead.
	var names []string
	for u := range 50 {
		user := fmt.Sprintf("u%03d", u)
		if _, err := db.EnsureUser(ctx, user, "Asia/Jerusalem", memo.English); err != nil {
			t.Fatal(err)
		}
		for i := range 4 {
			name := fmt.Sprintf("event %d of %s", i, user)
			k := u*4 + i
			at, before := start.Add(time.Hour+time.Duration(k)*time.Minute), 60+2*k
			if _, err := db.Calendar(user, time.UTC).CreateEvent(ctx, memo.EventDraft{Summary: name, Start: at, End: at.Add(time.Hour), ReminderMinutes: &before}); err != nil {
				t.Fatal(err)
			}
			names = append(names, name)
		}
	}

	e := &eventText{texts: map[string][]string{}, meet: newOverlap("a", "b")}
	var wg sync.WaitGroup
	begin := make(chan struct{})
	errs := make(chan error, 2)
	for _, name := range []string{"a", "b"} {
		s, err := reminder.New(reminder.Config{Store: db, Claimer: db, Events: db, Tasks: db, Users: db,
			Notifier: eventNotifier{e, name}, Clock: clock, Zone: jerusalem, Batch: 20})
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			<-begin
			for range 30 { // enough ticks to go through every batch
				if _, err := s.Tick(ctx); err != nil {
					errs <- fmt.Errorf("scheduler %s: %w", name, err)
					return
				}
			}
		})
	}
	close(begin)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	all := strings.Join(append(e.texts["a"], e.texts["b"]...), "\n")
	for _, name := range names {
		if n := strings.Count(all, name); n != 1 {
			t.Errorf("%q sent %d times, want once", name, n)
		}
	}
	if len(e.texts["a"]) == 0 || len(e.texts["b"]) == 0 {
		t.Errorf("messages sent by a: %d, by b: %d; want both to share the work", len(e.texts["a"]), len(e.texts["b"]))
	}
}
