package sqldb_test

import (
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar/calendartest"
)

func TestCalendarContract(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		calendartest.TestCalendar(t, func(t *testing.T, loc *time.Location) memo.Calendar {
			db, _ := on.newUser(t)
			return db.Calendar("u1", loc)
		})
	})
}

func TestCalendarUsersAreSeparate(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		ensureUser(t, db, "u2", "Asia/Jerusalem", memo.English)
		loc, _ := time.LoadLocation("Asia/Jerusalem")
		mine, theirs := db.Calendar("u1", loc), db.Calendar("u2", loc)
		start := time.Date(2026, time.March, 2, 9, 0, 0, 0, loc)
		id := memo.EventIDFor("turn-1:s1")
		e, err := mine.CreateEvent(ctx, memo.EventDraft{ID: id, Summary: "mine", Start: start})
		must(t, err)
		// The same derived id in another user's calendar is another event.
		_, err = theirs.CreateEvent(ctx, memo.EventDraft{ID: id, Summary: "theirs", Start: start})
		must(t, err)
		_, err = theirs.DeleteEvent(ctx, id)
		must(t, err)
		got, err := mine.GetEvent(ctx, e.ID)
		if err != nil || got.Summary != "mine" {
			t.Fatalf("GetEvent after the other user's delete = %+v, %v", got, err)
		}
		_, err = db.Calendar("nobody", loc).CreateEvent(ctx, memo.EventDraft{Summary: "x", Start: start})
		wantCode(t, "create for an unknown user", err, memo.ENotFound)
	})
}

// TestDueEventReminders: the reminders falling due in a window are the
// single events' and the series' occurrences' (one moved alone at its new
// time, one deleted alone not at all), never an event without a reminder,
// a deleted one, or one of a user who linked Google.
func TestDueEventReminders(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		loc, _ := time.LoadLocation("Asia/Jerusalem")
		cal := db.Calendar("u1", loc)
		at := func(d, h, m int) time.Time { return time.Date(2026, time.March, d, h, m, 0, 0, loc) }
		mins := func(n int) *int { return &n }
		mustCreate := func(d memo.EventDraft) memo.Event {
			t.Helper()
			e, err := cal.CreateEvent(ctx, d)
			must(t, err)
			return e
		}
		mustCreate(memo.EventDraft{Summary: "dentist", Start: at(2, 10, 0), ReminderMinutes: mins(60)})
		mustCreate(memo.EventDraft{Summary: "no reminder", Start: at(2, 9, 30)})
		gone := mustCreate(memo.EventDraft{Summary: "cancelled", Start: at(2, 9, 45), ReminderMinutes: mins(30)})
		_, err := cal.DeleteEvent(ctx, gone.ID)
		must(t, err)
		// A daily standup at 09:00, reminded 15 minutes before, from the 2nd.
		standup := mustCreate(memo.EventDraft{Summary: "standup", Start: at(2, 9, 0), ReminderMinutes: mins(15),
			Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
		occ, err := cal.EventInstances(ctx, standup.ID, at(3, 0, 0), at(5, 0, 0))
		if err != nil || len(occ) != 2 {
			t.Fatalf("instances: %v, %v", occ, err)
		}
		moved := at(3, 11, 0)
		_, err = cal.UpdateEvent(ctx, occ[0].ID, memo.EventPatch{Start: &moved})
		must(t, err)
		_, err = cal.DeleteEvent(ctx, occ[1].ID)
		must(t, err)
		// Another user, linked to Google: their local events are not reminded.
		ensureUser(t, db, "u2", "Asia/Jerusalem", memo.English)
		_, err = raw(db).ExecContext(ctx, `INSERT INTO google_links (user_id, chat_id, sealed, linked_at, updated_at) VALUES ('u2', 'u2', ?, 0, 0)`, []byte{0})
		must(t, err)
		_, err = db.Calendar("u2", loc).CreateEvent(ctx, memo.EventDraft{Summary: "theirs", Start: at(2, 10, 0), ReminderMinutes: mins(60)})
		must(t, err)

		due := func(from, to time.Time) []string {
			t.Helper()
			ds, err := db.DueEventReminders(ctx, from, to, 100)
			must(t, err)
			var out []string
			for _, d := range ds {
				out = append(out, d.UserID+" "+d.Event.Summary+" "+d.FireAt.In(loc).Format("02 15:04"))
			}
			return out
		}
		if got, want := due(at(2, 0, 0), at(2, 12, 0)), []string{"u1 standup 02 08:45", "u1 dentist 02 09:00"}; !slices.Equal(got, want) {
			t.Errorf("the 2nd: %q; want %q", got, want)
		}
		// Half-open: a reminder due at the window's start was the last one's.
		if got := due(at(2, 9, 0), at(2, 12, 0)); len(got) != 0 {
			t.Errorf("after 09:00 on the 2nd: %q; want none", got)
		}
		if got, want := due(at(3, 0, 0), at(5, 0, 0)), []string{"u1 standup 03 10:45"}; !slices.Equal(got, want) {
			t.Errorf("the 3rd and 4th: %q; want the moved occurrence only", got)
		}
		if got, want := due(at(5, 0, 0), at(6, 0, 0)), []string{"u1 standup 05 08:45"}; !slices.Equal(got, want) {
			t.Errorf("the 5th: %q; want %q", got, want)
		}
	})
}
