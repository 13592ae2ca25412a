package graph_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// seriesChat is a chat with the offline planner on a fresh store of the
// kind open makes, at clock c; its send may quote a message.
type seriesChat struct {
	t  *testing.T
	r  *graph.Runner
	db *sqldb.DB
	c  *storetest.Clock
	n  int
}

func newSeriesChat(t *testing.T, open func(*testing.T, memo.Clock) (*sqldb.DB, error), at string) *seriesChat {
	t.Helper()
	c := newClock(at)
	db, err := open(t, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Calendars: calendars{db}, Sent: db})
	if err != nil {
		t.Fatal(err)
	}
	return &seriesChat{t: t, r: r, db: db, c: c}
}

func (s *seriesChat) send(text, quoted string) memo.Reply {
	s.t.Helper()
	s.n++
	out, err := s.r.Handle(s.t.Context(), memo.Inbound{ChatID: "chat", MessageID: "m" + strconv.Itoa(s.n), Text: text, QuotedMessageID: quoted, At: s.c.Now()})
	if err != nil {
		s.t.Fatalf("%q: %v", text, err)
	}
	return out
}

func (s *seriesChat) say(text string) memo.Reply { s.t.Helper(); return s.send(text, "") }

// task returns the one task named text, done or not.
func (s *seriesChat) task(text string) memo.Task {
	s.t.Helper()
	ts, err := s.db.FindTasks(s.t.Context(), "chat", memo.TaskFilter{IncludeCompleted: true})
	if err != nil {
		s.t.Fatal(err)
	}
	for _, x := range ts {
		if x.Text == text {
			return x
		}
	}
	s.t.Fatalf("no task %q in %+v", text, ts)
	return memo.Task{}
}

// next is when task text comes next, "02 15:04", or "done" / "none".
func (s *seriesChat) next(text string) string {
	s.t.Helper()
	x := s.task(text)
	switch {
	case x.Completed:
		return "done"
	case x.NextReminder == nil:
		return "none"
	}
	return x.NextReminder.In(jerusalem).Format("02 15:04")
}

// TestDoneOfSeriesIsThisTime: a done of a repeating reminder, however it
// is named (its row in a listing, the reminder just set, its name,
// "סיימתי", a reply to the reminder that came, "mark all done"), is this
// time's done: today's occurrence still to come is left out (undo brings
// it back), one that came is acknowledged with the schedule kept, and the
// reply says so with the next one. Wed 2 Dec 2026, 10:00. On SQLite and
// on PostgreSQL alike.
func TestDoneOfSeriesIsThisTime(t *testing.T) {
	for _, st := range dayStores {
		t.Run(st.name, func(t *testing.T) {
			tests := []struct {
				name    string
				setup   []string // said at Tue 1 Dec 08:00
				turns   []string // said at Wed 2 Dec 10:00; the last is the done
				title   string
				reply   []string // the done's reply holds these
				next    string   // the series' next after it
				skipped bool     // today's occurrence left out
			}{
				{"row of the listing, today's came", []string{"remind me every day at 9 to take my pill"}, []string{"show my reminders", "done 1"},
					"take my pill", []string{"Done for today", "take my pill", "next: tomorrow at 09:00"}, "03 09:00", false},
				{"set today, done", nil, []string{"remind me every day at 9 to take my pill", "done"},
					"take my pill", []string{"Done for today", "next: tomorrow at 09:00"}, "03 09:00", false},
				{"today's still to come", nil, []string{"remind me every day at 21 to take my pill", "done"},
					"take my pill", []string{"Done for today", "next: tomorrow at 21:00"}, "03 21:00", true},
				{"by its name", nil, []string{"remind me every day at 21 to take my pill", "mark the pill reminder done"},
					"take my pill", []string{"Done for today", "next: tomorrow at 21:00"}, "03 21:00", true},
				{"took it", nil, []string{"remind me every day at 21 to take my pill", "took it"},
					"take my pill", []string{"Done for today"}, "03 21:00", true},
				{"hebrew", nil, []string{"תזכיר לי כל יום ב-21 לקחת כדור", "סיימתי"},
					"לקחת כדור", []string{"בוצע להיום", "לקחת כדור", "הבאה: מחר ב-21:00"}, "03 21:00", true},
				{"hebrew listing", []string{"תזכיר לי כל יום ב-9 לקחת כדור"}, []string{"מה התזכורות שלי", "בוצע 1"},
					"לקחת כדור", []string{"בוצע להיום", "הבאה: מחר ב-09:00"}, "03 09:00", false},
				{"none today, the last that came", []string{"remind me every tuesday at 9 to water the plants"}, []string{"show my reminders", "done 1"},
					"water the plants", []string{"Done", "water the plants", "yesterday", "next: "}, "08 09:00", false},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					s := newSeriesChat(t, st.open, "2026-12-01T08:00:00+02:00")
					for _, m := range tt.setup {
						s.say(m)
					}
					s.c.Set(time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem))
					var out memo.Reply
					for _, m := range tt.turns {
						out = s.say(m)
					}
					for _, w := range tt.reply {
						if !strings.Contains(out.Text, w) {
							t.Errorf("%q: %q; want %q in it", tt.turns[len(tt.turns)-1], out.Text, w)
						}
					}
					if got := s.next(tt.title); got != tt.next {
						t.Errorf("after done: next %s; want the series on, next %s", got, tt.next)
					}
					if got := s.task(tt.title).Recurrence.Skips(time.Date(2026, 12, 2, 12, 0, 0, 0, jerusalem)); got != tt.skipped {
						t.Errorf("after done: today skipped %v; want %v", got, tt.skipped)
					}
					before := s.task(tt.title).Recurrence.Skip
					s.say("undo")
					if got := s.task(tt.title); got.Completed || len(got.Recurrence.Skip) != 0 && !tt.skipped {
						t.Errorf("after undo: %+v (before %v); want the series as it was", got, before)
					} else if tt.skipped && len(got.Recurrence.Skip) != 0 {
						t.Errorf("after undo: skips %v; want today back", got.Recurrence.Skip)
					}
				})
			}
		})
	}
}

// TestDoneOfSeriesRepliedToReminder: "done" or 👍-like replies quoting
// the reminder that just came acknowledge that time; "mark all done"
// after a listing, confirmed, completes the one-time reminder and keeps
// the series.
func TestDoneOfSeriesRepliedToReminder(t *testing.T) {
	s := newSeriesChat(t, dayStores[0].open, "2026-12-01T08:00:00+02:00")
	s.say("remind me every day at 9 to take my pill")
	s.c.Set(time.Date(2026, 12, 2, 9, 0, 30, 0, jerusalem))
	pill := s.task("take my pill")
	if err := s.db.SaveSentMessage(s.t.Context(), memo.SentMessage{ChatID: "chat", MessageID: "wamid.pill", Kind: "reminder",
		TaskIDs: []string{pill.ID}, SentAt: s.c.Now()}); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"done", "עשיתי", "בוצע"} {
		out := s.send(m, "wamid.pill")
		if !strings.Contains(out.Text, "Done for today") && !strings.Contains(out.Text, "בוצע להיום") {
			t.Errorf("%q quoting the reminder: %q; want today's done", m, out.Text)
		}
		if got := s.task("take my pill"); got.Completed || len(got.Recurrence.Skip) != 0 {
			t.Errorf("%q quoting the reminder: %+v; want the series as it is", m, got)
		}
	}

	s.say("remind me at 15 to call mom")
	s.say("show my reminders")
	out := s.say("mark all done")
	if out.Pending != nil {
		out = s.say("yes")
	}
	if got := s.next("call mom"); got != "done" {
		t.Errorf("mark all done: %q; call mom %s, want done", out.Text, got)
	}
	if got := s.next("take my pill"); got != "03 09:00" {
		t.Errorf("mark all done: %q; the pill %s, want the series on, next 03 09:00", out.Text, got)
	}
}

// TestDoneEndsOnlyWhatItShould: the near misses. A nudge's done ends it
// (it repeats until done); a one-time reminder's done completes it;
// "stop reminding me about …" and "תפסיק להזכיר לי …" end the series, and
// "delete 1" on a series' row of a day's view still asks the series or
// that day.
func TestDoneEndsOnlyWhatItShould(t *testing.T) {
	for _, st := range dayStores {
		t.Run(st.name, func(t *testing.T) {
			tests := []struct {
				turns []string
				title string
				want  string
			}{
				{[]string{"remind me to drink water every hour until done", "done"}, "drink water", "done"},
				{[]string{"remind me at 18 to call mom", "done"}, "call mom", "done"},
				{[]string{"remind me every day at 21 to take my pill", "stop reminding me about the pill"}, "take my pill", "done"},
				{[]string{"תזכיר לי כל יום ב-21 לקחת כדור", "תפסיק להזכיר לי לקחת כדור"}, "לקחת כדור", "done"},
			}
			for _, tt := range tests {
				s := newSeriesChat(t, st.open, "2026-12-02T10:00:00+02:00")
				var out memo.Reply
				for _, m := range tt.turns {
					out = s.say(m)
				}
				if got := s.next(tt.title); got != tt.want {
					t.Errorf("%v: %q; %s, want %s", tt.turns, out.Text, got, tt.want)
				}
			}
			s := newSeriesChat(t, st.open, "2026-12-02T10:00:00+02:00")
			s.say("remind me every day at 21 to take my pill")
			s.say("what do I have today")
			if out := s.say("delete 1"); out.Pending == nil || !strings.Contains(out.Text, "repeating reminder") {
				t.Errorf("delete 1: %q; want the series-or-this-day question", out.Text)
			}
		})
	}
}
