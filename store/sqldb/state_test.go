package sqldb_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// TestPendingSurvivesRestart answers a question after the database was
// closed and opened again, and checks the version counter kept growing.
func TestPendingSurvivesRestart(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		clock := storetest.NewClock(start())
		path := on.place(t)
		db := on.openAt(t, path, clock)
		p := memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmDelete, Lang: memo.Hebrew}
		v, err := db.State(sqldb.StateOptions{}).SavePending(ctx, "c1", p)
		if err != nil {
			t.Fatal(err)
		}
		db.Close()

		db = on.openAt(t, path, clock)
		st := db.State(sqldb.StateOptions{})
		got, ok, err := st.LoadPending(ctx, "c1")
		if err != nil || !ok || got.Version != v {
			t.Fatalf("LoadPending after reopen = v%d, %v, %v; want v%d", got.Version, ok, err, v)
		}
		// A zero CreatedAt and ExpiresAt were filled in from the clock.
		if !got.CreatedAt.Equal(start()) || !got.ExpiresAt.Equal(start().Add(memo.DefaultPendingTTL)) {
			t.Errorf("created %v, expires %v; want the clock and the default TTL after it", got.CreatedAt, got.ExpiresAt)
		}
		if _, err := st.TakePending(ctx, "c1", v); err != nil {
			t.Fatalf("TakePending after reopen: %v", err)
		}
		if v2, err := st.SavePending(ctx, "c1", p); err != nil || v2 <= v {
			t.Errorf("version after reopen and take = %d, %v; want > %d", v2, err, v)
		}
	})
}

// TestStateExpiresByClock moves the clock past each lifetime and checks the
// entry is gone, and that expired rows are purged by later writes.
func TestStateExpiresByClock(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		clock := storetest.NewClock(start())
		db := on.open(t, clock)
		st := db.State(sqldb.StateOptions{TurnTTL: time.Hour, NumberedTTL: 2 * time.Hour, LanguageTTL: 3 * time.Hour, StepTTL: 4 * time.Hour})
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(st.AppendTurns(ctx, "c1", memo.Turn{Role: "user", Text: "hi"}))
		must(st.SaveNumbered(ctx, "c1", memo.NumberedList{Kind: memo.NumberedTasks}))
		must(st.SaveLanguage(ctx, "c1", memo.Hebrew))
		must(st.SaveStep(ctx, "turn:s1", memo.NewResult(memo.CapTasks, memo.OpTaskGetAll, nil)))

		check := func(turns int, numbered bool, lang memo.Language, step bool) {
			t.Helper()
			gotTurns, err := st.RecentTurns(ctx, "c1", 10)
			must(err)
			_, gotNumbered, err := st.LoadNumbered(ctx, "c1")
			must(err)
			gotLang, err := st.LoadLanguage(ctx, "c1")
			must(err)
			_, gotStep, err := st.LoadStep(ctx, "turn:s1")
			must(err)
			if len(gotTurns) != turns || gotNumbered != numbered || gotLang != lang || gotStep != step {
				t.Errorf("at %v: turns %d numbered %v lang %q step %v; want %d %v %q %v",
					clock.Now().Sub(start()), len(gotTurns), gotNumbered, gotLang, gotStep, turns, numbered, lang, step)
			}
		}
		check(1, true, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, true, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, false, memo.Hebrew, true)
		clock.Advance(time.Hour)
		check(0, false, "", true)
		clock.Advance(time.Hour)
		check(0, false, "", false)

		// The next write to each table purges what expired.
		must(st.AppendTurns(ctx, "c2", memo.Turn{Role: "user", Text: "hi"}))
		must(st.SaveNumbered(ctx, "c2", memo.NumberedList{}))
		must(st.SaveLanguage(ctx, "c2", memo.English))
		must(st.SaveStep(ctx, "turn:s2", memo.NewResult(memo.CapTasks, memo.OpTaskGetAll, nil)))
		for _, table := range []string{"state_turns", "state_numbered", "state_languages", "state_steps"} {
			var n int
			must(raw(db).QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n))
			if n != 1 {
				t.Errorf("%s holds %d rows, want only the new one", table, n)
			}
		}
	})
}

func TestStateRejectsBadInput(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		st := on.open(t, nil).State(sqldb.StateOptions{})
		_, err := st.SavePending(ctx, "", memo.Pending{})
		wantCode(t, "SavePending with no chat", err, memo.EInvalid)
		wantCode(t, "unknown language", st.SaveLanguage(ctx, "c1", "fr"), memo.EInvalid)
		wantCode(t, "SaveStep with no key", st.SaveStep(ctx, "", memo.Result{}), memo.EInvalid)
		_, err = st.Claim(ctx, "m1", 0)
		wantCode(t, "Claim with no ttl", err, memo.EInvalid)
		_, err = st.Claim(ctx, "", time.Hour)
		wantCode(t, "Claim with no id", err, memo.EInvalid)
	})
}

// TestStatePurgesAtMostEveryMinute checks a write deletes expired rows no
// more often than once a minute, that reads ignore the rows it left, and
// that an expired claim not yet purged is taken anew.
func TestStatePurgesAtMostEveryMinute(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		clock := storetest.NewClock(start())
		db := on.open(t, clock)
		st := db.State(sqldb.StateOptions{TurnTTL: 30 * time.Second})
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		rows := func() int {
			t.Helper()
			var n int
			must(raw(db).QueryRowContext(ctx, "SELECT count(*) FROM state_turns").Scan(&n))
			return n
		}
		must(st.AppendTurns(ctx, "c1", memo.Turn{Role: "user", Text: "one"}))
		clock.Advance(40 * time.Second)
		must(st.AppendTurns(ctx, "c2", memo.Turn{Role: "user", Text: "two"}))
		if n := rows(); n != 2 {
			t.Errorf("40s after the last purge: %d turn rows, want 2 (the expired one kept)", n)
		}
		if got, err := st.RecentTurns(ctx, "c1", 10); err != nil || len(got) != 0 {
			t.Errorf("RecentTurns of the expired chat = %v, %v; want none", got, err)
		}
		clock.Advance(30 * time.Second)
		must(st.AppendTurns(ctx, "c3", memo.Turn{Role: "user", Text: "three"}))
		if n := rows(); n != 1 {
			t.Errorf("70s after the last purge: %d turn rows, want only the new one", n)
		}

		claim := func(want bool) {
			t.Helper()
			got, err := st.Claim(ctx, "m1", 10*time.Second)
			if err != nil || got != want {
				t.Errorf("Claim at %v = %v, %v; want %v", clock.Now().Sub(start()), got, err, want)
			}
		}
		claim(true)
		claim(false)
		clock.Advance(20 * time.Second) // expired, not purged yet
		claim(true)
		claim(false)
	})
}
