package sqldb_test

import (
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
		if _, err := theirs.CreateEvent(ctx, memo.EventDraft{ID: id, Summary: "theirs", Start: start}); err != nil {
			t.Fatalf("CreateEvent(other user): %v", err)
		}
		_, err = theirs.DeleteEvent(ctx, id)
		if err != nil {
			t.Fatalf("DeleteEvent(other user): %v", err)
		}
		got, err := mine.GetEvent(ctx, e.ID)
		if err != nil || got.Summary != "mine" {
			t.Fatalf("GetEvent after the other user's delete = %+v, %v", got, err)
		}
		_, err = db.Calendar("nobody", loc).CreateEvent(ctx, memo.EventDraft{Summary: "x", Start: start})
		wantCode(t, "create for an unknown user", err, memo.ENotFound)
	})
}
