package sqldb_test

import (
	"database/sql"
	"fmt"
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

func TestEnsureUser(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t) // u1: Asia/Jerusalem, Hebrew
		got, err := db.EnsureUser(ctx, "u1", "Europe/London", memo.English)
		must(t, err)
		want := memo.User{ID: "u1", TimeZone: "Asia/Jerusalem", Language: memo.Hebrew}
		if got.ID != want.ID || got.TimeZone != want.TimeZone || got.Language != want.Language {
			t.Errorf("EnsureUser of an existing user = %+v, want its stored settings %+v", got, want)
		}
		if wantAt := start().Truncate(1e9); !got.CreatedAt.Equal(wantAt) || got.CreatedAt.Location() != wantAt.Location() {
			t.Errorf("CreatedAt = %v, want %v in UTC", got.CreatedAt, wantAt)
		}

		fresh, err := db.EnsureUser(ctx, "u2", "", "")
		if err != nil || fresh.ID != "u2" || fresh.TimeZone != "" || fresh.Language != "" {
			t.Errorf("EnsureUser(u2) = %+v, %v; want an empty new user", fresh, err)
		}
	})
}

func TestUpdateUser(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		must(t, db.UpdateUser(ctx, memo.User{ID: "u1", TimeZone: "America/New_York", Language: memo.English}))
		got, err := db.EnsureUser(ctx, "u1", "", "")
		if err != nil || got.TimeZone != "America/New_York" || got.Language != memo.English {
			t.Errorf("after UpdateUser: %+v, %v", got, err)
		}

		tests := []struct {
			name string
			u    memo.User
			code memo.ErrorCode
		}{
			{"unknown user", memo.User{ID: "nobody", Language: memo.English}, memo.ENotFound},
			{"empty id", memo.User{Language: memo.English}, memo.EInvalid},
			{"unknown language", memo.User{ID: "u1", Language: "fr"}, memo.EInvalid},
		}
		for _, tt := range tests {
			wantCode(t, tt.name, db.UpdateUser(ctx, tt.u), tt.code)
		}
		_, err = db.EnsureUser(ctx, "", "", memo.English)
		wantCode(t, "EnsureUser with empty id", err, memo.EInvalid)
	})
}

// nextDigest returns the user's stored next digest time, nil for none.
func nextDigest(t *testing.T, db *sqldb.DB, id string) *time.Time {
	t.Helper()
	var at sql.NullInt64
	must(t, raw(db).QueryRowContext(t.Context(), `SELECT next_digest_at FROM users WHERE id = ?`, id).Scan(&at))
	if !at.Valid {
		return nil
	}
	return ptr(time.Unix(at.Int64, 0))
}

func TestEnsureUserSchedulesDigest(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t) // now is 2030-03-14 09:30:15 UTC
		tests := []struct {
			zone string
			want *time.Time
		}{
			{"Asia/Jerusalem", zoned(t, "Asia/Jerusalem", 2030, time.March, 15, 8, 0)},     // 11:30 there: tomorrow
			{"America/New_York", zoned(t, "America/New_York", 2030, time.March, 14, 8, 0)}, // 05:30 there: today
			{"", zoned(t, "UTC", 2030, time.March, 15, 8, 0)},
			{"Mars/Olympus", zoned(t, "UTC", 2030, time.March, 15, 8, 0)},
		}
		for i, tt := range tests {
			id := fmt.Sprintf("user%d", i)
			ensureUser(t, db, id, tt.zone, "")
			if got := nextDigest(t, db, id); got == nil || !got.Equal(*tt.want) {
				t.Errorf("zone %q: next digest %v, want %v", tt.zone, got, tt.want.UTC())
			}
		}
		// An existing user keeps its schedule.
		was := nextDigest(t, db, "u1")
		must(t, db.SetNextDigest(ctx, "u1", *was, was.Add(time.Hour)))
		ensureUser(t, db, "u1", "America/New_York", "")
		if got := nextDigest(t, db, "u1"); !got.Equal(was.Add(time.Hour)) {
			t.Errorf("EnsureUser of an existing user moved its digest to %v", got)
		}
	})
}

func TestSetDigestTime(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t) // u1 in Asia/Jerusalem, where it is 11:30
		tests := []struct {
			hhmm, stored string
			want         *time.Time
		}{
			{"07:15", "07:15", zoned(t, "Asia/Jerusalem", 2030, time.March, 15, 7, 15)},
			{" 21:00", "21:00", zoned(t, "Asia/Jerusalem", 2030, time.March, 14, 21, 0)},
			{"7:05", "07:05", zoned(t, "Asia/Jerusalem", 2030, time.March, 15, 7, 5)},
		}
		for _, tt := range tests {
			next, err := db.SetDigestTime(ctx, "u1", tt.hhmm)
			must(t, err)
			if !next.Equal(*tt.want) || next.Location() != time.UTC {
				t.Errorf("SetDigestTime(%q) = %v, want %v in UTC", tt.hhmm, next, tt.want.UTC())
			}
			due, err := db.DueDigests(ctx, next, 10)
			if err != nil || len(due) != 1 || due[0].Time != tt.stored || !due[0].At.Equal(next) {
				t.Errorf("after SetDigestTime(%q): DueDigests = %+v, %v; want u1 at %v with time %s", tt.hhmm, due, err, next, tt.stored)
			}
		}
		for _, bad := range []string{"25:00", "08:60", "8", "", "08:00:00", "noon", "-1:00"} {
			_, err := db.SetDigestTime(ctx, "u1", bad)
			wantCode(t, fmt.Sprintf("SetDigestTime(%q)", bad), err, memo.EInvalid)
		}
		if got := nextDigest(t, db, "u1"); !got.Equal(*tests[len(tests)-1].want) {
			t.Errorf("invalid times moved the digest to %v", got)
		}
		_, err := db.SetDigestTime(ctx, "nobody", "08:00")
		wantCode(t, "unknown user", err, memo.ENotFound)

		// A user without a zone has the time read in UTC.
		ensureUser(t, db, "u2", "", "")
		clock.Advance(time.Hour) // 10:30 UTC
		if next, err := db.SetDigestTime(ctx, "u2", "10:45"); err != nil || !next.Equal(*zoned(t, "UTC", 2030, time.March, 14, 10, 45)) {
			t.Errorf("SetDigestTime(u2) = %v, %v; want 10:45 UTC today", next, err)
		}
	})
}

func TestUpdateUserMovesDigest(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		must(t, db.UpdateUser(ctx, memo.User{ID: "u2", TimeZone: "Asia/Jerusalem", Language: memo.English}))
		want := zoned(t, "Asia/Jerusalem", 2030, time.March, 15, 8, 0)
		if got := nextDigest(t, db, "u2"); !got.Equal(*want) {
			t.Errorf("after a new zone the digest is at %v, want %v", got, want.UTC())
		}
		// Changing only the language keeps the schedule.
		moved := want.Add(3 * time.Hour)
		must(t, db.SetNextDigest(ctx, "u2", *want, moved))
		must(t, db.UpdateUser(ctx, memo.User{ID: "u2", TimeZone: "Asia/Jerusalem", Language: memo.Hebrew}))
		if got := nextDigest(t, db, "u2"); !got.Equal(moved) {
			t.Errorf("a language change moved the digest to %v, want %v", got, moved)
		}
	})
}

func TestDueDigests(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		// Next digests: u1 (Asia/Jerusalem) 2030-03-15 06:00 UTC, ny 2030-03-14
		// 12:00 UTC, utc 2030-03-15 08:00 UTC.
		db, _ := on.newUser(t)
		ensureUser(t, db, "ny", "America/New_York", memo.English)
		ensureUser(t, db, "utc", "", "")
		ids := func(ds []memo.DigestDue) []string {
			return pluck(ds, func(d memo.DigestDue) string { return d.User.ID })
		}
		now := *zoned(t, "UTC", 2030, time.March, 15, 7, 0)
		due, err := db.DueDigests(ctx, now, 10)
		must(t, err)
		if !slices.Equal(ids(due), []string{"ny", "u1"}) {
			t.Fatalf("DueDigests = %v, want [ny u1]", ids(due))
		}
		ny := due[0]
		wantAt := zoned(t, "America/New_York", 2030, time.March, 14, 8, 0)
		if ny.User.TimeZone != "America/New_York" || ny.User.Language != memo.English || ny.Time != "08:00" ||
			!ny.At.Equal(*wantAt) || ny.At.Location() != time.UTC || !ny.User.CreatedAt.Equal(start().Truncate(time.Second)) {
			t.Errorf("due digest = %+v", ny)
		}
		if due, _ := db.DueDigests(ctx, now, 1); !slices.Equal(ids(due), []string{"ny"}) {
			t.Errorf("DueDigests with limit 1 = %v", ids(due))
		}

		// SetNextDigest is a compare-and-set on the old time.
		must(t, db.SetNextDigest(ctx, "ny", ny.At, ny.At.Add(24*time.Hour)))
		if err := db.SetNextDigest(ctx, "u1", ny.At, now.Add(time.Hour)); err != nil { // u1's time is not ny.At
			t.Fatal(err)
		}
		if err := db.SetNextDigest(ctx, "nobody", ny.At, now); err != nil {
			t.Errorf("SetNextDigest(nobody) = %v", err)
		}
		if due, _ := db.DueDigests(ctx, now, 10); !slices.Equal(ids(due), []string{"u1"}) {
			t.Errorf("after moving ny: %v, want [u1]", ids(due))
		}
		if got := nextDigest(t, db, "ny"); !got.Equal(ny.At.Add(24 * time.Hour)) {
			t.Errorf("ny's next digest %v", got)
		}
		// A zero next leaves no digest scheduled.
		must(t, db.SetNextDigest(ctx, "u1", due[1].At, time.Time{}))
		if got := nextDigest(t, db, "u1"); got != nil {
			t.Errorf("after a zero next: %v, want none", got)
		}
		if due, _ := db.DueDigests(ctx, now.AddDate(1, 0, 0), 10); !slices.Equal(ids(due), []string{"utc", "ny"}) {
			t.Errorf("a year later: %v, want [utc ny]", ids(due))
		}
	})
}

// A user once read is not read again from a database one process owns: a
// change made behind the store's back is not seen, while UpdateUser's own
// change is, at once, and the cache keeps a bounded number of users. A
// database several processes share keeps no users: the change made
// elsewhere is seen on the next turn.
func TestEnsureUserKeepsUsersRead(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t) // u1: Asia/Jerusalem, Hebrew
		_, err := db.SQL().ExecContext(ctx, `UPDATE users SET language = 'en' WHERE id = 'u1'`)
		must(t, err)
		want := memo.Hebrew // as read, not read again
		if db.Shared() {
			want = memo.English
		}
		if got, err := db.EnsureUser(ctx, "u1", "", ""); err != nil || got.Language != want {
			t.Errorf("EnsureUser of a user read = %+v, %v; want %s", got, err, want)
		}
		must(t, db.UpdateUser(ctx, memo.User{ID: "u1", TimeZone: "Europe/London", Language: memo.English}))
		if got, err := db.EnsureUser(ctx, "u1", "", ""); err != nil || got.Language != memo.English || got.TimeZone != "Europe/London" {
			t.Errorf("EnsureUser after UpdateUser = %+v, %v; want en, Europe/London", got, err)
		}
		if db.Shared() {
			if n := db.UsersKept(); n != 0 {
				t.Errorf("%d users kept; want none when shared", n)
			}
			return
		}
		for i := range sqldb.UserCacheSize + 10 {
			ensureUser(t, db, fmt.Sprintf("many-%d", i), "UTC", memo.English)
		}
		if n := db.UsersKept(); n > sqldb.UserCacheSize {
			t.Errorf("%d users kept; want at most %d", n, sqldb.UserCacheSize)
		}
	})
}

// TestStopDigest: a stopped digest stays stopped until a time is set
// again.
func TestStopDigest(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		far := time.Date(2031, time.January, 1, 0, 0, 0, 0, time.UTC)
		must(t, db.StopDigest(ctx, "u1"))
		if due, err := db.DueDigests(ctx, far, 10); err != nil || len(due) != 0 {
			t.Errorf("after StopDigest: DueDigests = %+v, %v; want none", due, err)
		}
		ensureUser(t, db, "u1", "Asia/Jerusalem", memo.Hebrew)
		if due, _ := db.DueDigests(ctx, far, 10); len(due) != 0 {
			t.Errorf("EnsureUser started a stopped digest again: %+v", due)
		}
		next, err := db.SetDigestTime(ctx, "u1", "07:15")
		must(t, err)
		if due, err := db.DueDigests(ctx, next, 10); err != nil || len(due) != 1 {
			t.Errorf("after SetDigestTime: DueDigests = %+v, %v; want u1", due, err)
		}
		wantCode(t, "unknown user", db.StopDigest(ctx, "nobody"), memo.ENotFound)
	})
}

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

// TestClaimDueDigests: two claims at one moment take disjoint users; a
// claimed digest is skipped until SetNextDigest ends the claim or it
// lapses.
func TestClaimDueDigests(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		for i := range 5 {
			ensureUser(t, db, fmt.Sprintf("d%d", i), "UTC", memo.English)
		}
		clock.Advance(48 * time.Hour) // every digest is due
		now := clock.Now()
		first, err := db.ClaimDueDigests(ctx, now, 3, now.Add(time.Minute))
		if err != nil || len(first) != 3 {
			t.Fatalf("first claim: %d, %v; want 3", len(first), err)
		}
		for i := 1; i < len(first); i++ {
			if first[i].At.Before(first[i-1].At) {
				t.Errorf("claimed digests not earliest first: %v after %v", first[i].At, first[i-1].At)
			}
		}
		second, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute))
		if err != nil || len(second) != 3 { // 6 users in all
			t.Fatalf("second claim: %d, %v; want the other 3", len(second), err)
		}
		seen := map[string]bool{}
		for _, d := range append(first, second...) {
			if seen[d.User.ID] {
				t.Errorf("user %s claimed twice", d.User.ID)
			}
			seen[d.User.ID] = true
		}
		if again, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute)); err != nil || len(again) != 0 {
			t.Fatalf("claim while all are held: %d, %v; want none", len(again), err)
		}
		// SetNextDigest to a later time ends the claim; the user is not due.
		d := first[0]
		must(t, db.SetNextDigest(ctx, d.User.ID, d.At, now.Add(time.Hour)))
		// Back at the same moment, a digest moved back to due is claimable at once.
		must(t, db.SetNextDigest(ctx, d.User.ID, now.Add(time.Hour), d.At))
		if got, err := db.ClaimDueDigests(ctx, now, 10, now.Add(time.Minute)); err != nil || len(got) != 1 || got[0].User.ID != d.User.ID {
			t.Fatalf("after SetNextDigest: %+v, %v; want %s alone", got, err, d.User.ID)
		}
		// Every claim lapses with its time.
		later := now.Add(time.Minute)
		if got, err := db.ClaimDueDigests(ctx, later, 10, later.Add(time.Minute)); err != nil || len(got) != 6 {
			t.Fatalf("after the claims lapsed: %d, %v; want all 6", len(got), err)
		}
	})
}
