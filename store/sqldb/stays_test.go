package sqldb_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// TestStayMovesTheUserAndBack: a stay in London moves the zone, the
// digest and the daily reminder set at home (8:00 stays 8:00 where the
// user is), keeps a one-time reminder's moment, and ends by itself at its
// end; undoing it puts everything back.
func TestStayMovesTheUserAndBack(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t) // Thursday 14 March 2030, 11:30 in Jerusalem
		london, _ := time.LoadLocation("Europe/London")
		daily := create(t, db, "u1", memo.TaskDraft{Text: "pills", Recurrence: &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}})
		once := create(t, db, "u1", memo.TaskDraft{Text: "call the bank", DueDate: at(24)})

		friday := time.Date(2030, 3, 15, 23, 59, 0, 0, london)
		before, after, err := db.SetZone(ctx, "u1", "Europe/London", &friday)
		must(t, err)
		if before.TimeZone != "Asia/Jerusalem" || after.TimeZone != "Europe/London" || after.HomeZone != "Asia/Jerusalem" ||
			after.StayUntil == nil || !after.StayUntil.Equal(friday) {
			t.Fatalf("before %+v, after %+v", before, after)
		}
		u, err := db.EnsureUser(ctx, "u1", "Asia/Jerusalem", memo.Hebrew)
		if err != nil || u.TimeZone != "Europe/London" || u.Home() != "Asia/Jerusalem" {
			t.Fatalf("read back %+v %v", u, err)
		}
		next := func(id string) time.Time {
			t.Helper()
			ts, err := db.FindTasks(ctx, "u1", memo.TaskFilter{IDs: []string{id}})
			if err != nil || len(ts) != 1 || ts[0].NextReminder == nil {
				t.Fatalf("FindTasks(%s): %v %v", id, ts, err)
			}
			return *ts[0].NextReminder
		}
		if got, want := next(daily.ID), time.Date(2030, 3, 15, 8, 0, 0, 0, london); !got.Equal(want) {
			t.Errorf("daily reminder during the stay: %v, want %v", got, want)
		}
		if got := next(once.ID); !got.Equal(*at(24)) {
			t.Errorf("one-time reminder moved to %v", got)
		}

		// Undo: as it was.
		must(t, db.RestoreZone(ctx, before))
		jlm, _ := time.LoadLocation("Asia/Jerusalem")
		if got, want := next(daily.ID), time.Date(2030, 3, 15, 8, 0, 0, 0, jlm); !got.Equal(want) {
			t.Errorf("daily reminder after the undo: %v, want %v", got, want)
		}

		// Again, and the stay ends by itself.
		if _, _, err := db.SetZone(ctx, "u1", "Europe/London", &friday); err != nil {
			t.Fatal(err)
		}
		if ended, err := db.EndStays(ctx, friday.Add(-time.Minute)); err != nil || len(ended) != 0 {
			t.Fatalf("EndStays before its end: %v %v", ended, err)
		}
		clock.Set(friday.Add(time.Minute))
		ended, err := db.EndStays(ctx, friday.Add(time.Minute))
		if err != nil || len(ended) != 1 || ended[0].TimeZone != "Asia/Jerusalem" || ended[0].HomeZone != "" || ended[0].StayUntil != nil {
			t.Fatalf("EndStays: %+v %v", ended, err)
		}
		if got, want := next(daily.ID), time.Date(2030, 3, 16, 8, 0, 0, 0, jlm); !got.Equal(want) {
			t.Errorf("daily reminder back home: %v, want %v", got, want)
		}

		// Home said as a place ends an open stay; bad zones and ends are refused.
		if _, _, err := db.SetZone(ctx, "u1", "America/New_York", nil); err != nil {
			t.Fatal(err)
		}
		if _, after, err := db.SetZone(ctx, "u1", "Asia/Jerusalem", nil); err != nil || after.HomeZone != "" || after.TimeZone != "Asia/Jerusalem" {
			t.Fatalf("home: %+v %v", after, err)
		}
		if _, _, err := db.SetZone(ctx, "u1", "Mars/Base", nil); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("unknown zone: %v", err)
		}
		past := clock.Now().Add(-time.Hour)
		if _, _, err := db.SetZone(ctx, "u1", "Europe/London", &past); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("a stay that ended: %v", err)
		}
	})
}
