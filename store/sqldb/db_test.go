package sqldb_test

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// schemaVersion reads the version the database holds.
func schemaVersion(t *testing.T, db *sqldb.DB) int {
	t.Helper()
	var v int
	inTx(t, db, func(ctx context.Context, tx *sql.Tx) (err error) {
		v, err = db.Dialect().SchemaVersion(ctx, tx)
		return err
	})
	return v
}

// inTx runs fn in a transaction of db and commits it.
func inTx(t *testing.T, db *sqldb.DB, fn func(ctx context.Context, tx *sql.Tx) error) {
	t.Helper()
	tx, err := db.SQL().BeginTx(t.Context(), nil)
	must(t, err)
	if err := fn(t.Context(), tx); err != nil {
		tx.Rollback()
		t.Fatal(err)
	}
	must(t, tx.Commit())
}

func TestOpenReopenKeepsDataAndSchema(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		place := on.place(t)
		db := on.openAt(t, place, nil)
		ensureUser(t, db, "u1", "UTC", memo.English)
		task := create(t, db, "u1", memo.TaskDraft{Text: "water plants"})
		db.Close()

		// Opening again applies nothing and finds everything.
		for range 2 {
			db := on.openAt(t, place, nil)
			if v, want := schemaVersion(t, db), sqldb.SchemaVersion(db.Dialect()); v != want || v < 2 {
				t.Fatalf("schema version = %d, want %d (>= 2)", v, want)
			}
			got, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
			if err != nil || len(got) != 1 || got[0].ID != task.ID {
				t.Fatalf("FindTasks after reopen = %+v, %v; want the one task", got, err)
			}
			db.Close()
		}
	})
}

func TestOpenNewerSchemaIsRefused(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		place := on.place(t)
		db := on.openAt(t, place, nil)
		inTx(t, db, func(ctx context.Context, tx *sql.Tx) error {
			if _, err := db.Dialect().SchemaVersion(ctx, tx); err != nil {
				return err
			}
			return db.Dialect().SetSchemaVersion(ctx, tx, 999)
		})
		db.Close()
		_, err := on.try(t.Context(), place, nil)
		if err == nil || !strings.Contains(err.Error(), "newer") || !strings.Contains(err.Error(), "999") {
			t.Fatalf("Open of a newer schema: err = %v; want one saying version 999 is newer", err)
		}
	})
}

// beforeTaskKeys take each dialect's schema back to the version before
// its task_keys migration (and those after it), the tasks kept: SQLite's
// 011 to 014 (013's tables made again with a seq column may stay), and
// PostgreSQL's 003 to 005.
var beforeTaskKeys = map[string][]string{
	"sqlite": {
		`DROP INDEX users_stay_until`, `ALTER TABLE users DROP COLUMN home_zone`, `ALTER TABLE users DROP COLUMN stay_until`,
		`DROP TABLE event_reminder_claims`, `ALTER TABLE tasks DROP COLUMN claimed_until`,
		`ALTER TABLE users DROP COLUMN digest_claimed_until`,
		`DROP INDEX events_remind_at`, `DROP INDEX events_remind_series`,
		`DROP TRIGGER tasks_count_insert`, `DROP TRIGGER tasks_count_delete`, `DROP TRIGGER tasks_count_update`,
		`DROP TABLE task_counts`, `DROP TABLE task_words`, `DROP TABLE word_keys`, `DROP INDEX tasks_open_due`, `DROP INDEX tasks_open_repeating`,
		`PRAGMA user_version = 10`,
	},
	"postgres": {
		`ALTER TABLE users DROP COLUMN home_zone`, `ALTER TABLE users DROP COLUMN stay_until`,
		`DROP TABLE event_reminder_claims`, `DROP INDEX events_remind_at`, `DROP INDEX events_remind_series`,
		`DROP TRIGGER tasks_counts ON tasks`, `DROP FUNCTION task_counts_apply`,
		`DROP TABLE task_counts`, `DROP TABLE task_words`, `DROP TABLE word_keys`, `DROP INDEX tasks_open_due`, `DROP INDEX tasks_open_repeating`,
		`UPDATE memo_schema SET version = 2`,
	},
}

// TestTaskKeysMigration checks that the tasks stored before the task_keys
// migration are found by name and counted once it ran.
func TestTaskKeysMigration(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		path := on.place(t)
		clock := storetest.NewClock(start())
		db := on.openAt(t, path, clock)
		ensureUser(t, db, "u1", "Asia/Jerusalem", memo.Hebrew)
		for _, text := range []string{"call mom", "להתקשר לבנק", "buy milk"} {
			create(t, db, "u1", memo.TaskDraft{Text: text})
		}
		// Back to the schema before the migration, the tasks kept.
		for _, q := range beforeTaskKeys[on.name] {
			if _, err := db.SQL().ExecContext(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		db.Close()

		db = on.openAt(t, path, clock)
		ts, err := db.FindTasksNamed(ctx, "u1", []string{"בנק", "mom"})
		must(t, err)
		var got []string
		for _, task := range ts {
			got = append(got, task.Text)
		}
		if want := []string{"call mom", "להתקשר לבנק"}; !slices.Equal(got, want) {
			t.Errorf("after the migration the names find %q, want %q", got, want)
		}
		page, err := db.FindTaskPage(ctx, "u1", memo.TaskFilter{}, memo.TaskPageQuery{Limit: 5, Now: clock.Now()})
		must(t, err)
		if page.Sections != (memo.TaskSections{Undated: 3}) || len(page.Tasks) != 3 {
			t.Errorf("after the migration the listing counts %+v and reads %d", page.Sections, len(page.Tasks))
		}
	})
}

// TestStoreLimits: the store refuses texts and lists past memo's limits
// with ETooLong, counting characters, not bytes, and writes nothing.
func TestStoreLimits(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		long := strings.Repeat("x", memo.MaxTextRunes+1)
		hebrew := strings.Repeat("ש", memo.MaxTextRunes) // 600 bytes, 300 characters

		_, err := db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: long})
		wantCode(t, "CreateTask long", err, memo.ETooLong)
		_, err = db.CreateTask(ctx, "u1", "", memo.TaskDraft{Text: "ok", Category: long})
		wantCode(t, "CreateTask long category", err, memo.ETooLong)
		task := create(t, db, "u1", memo.TaskDraft{Text: hebrew})
		_, err = db.UpdateTask(ctx, "u1", task.ID, memo.TaskUpdate{Text: &long})
		wantCode(t, "UpdateTask long", err, memo.ETooLong)
		if ts, _ := db.FindTasks(ctx, "u1", memo.TaskFilter{}); len(ts) != 1 || ts[0].Text != hebrew {
			t.Errorf("tasks stored: %+v, want only the one within the limit", ts)
		}

		_, err = db.CreateList(ctx, "u1", "", long, nil, true)
		wantCode(t, "CreateList long name", err, memo.ETooLong)
		_, err = db.CreateList(ctx, "u1", "", "trip", []string{"socks", long}, true)
		wantCode(t, "CreateList long item", err, memo.ETooLong)
		l, err := db.CreateList(ctx, "u1", "", "trip", []string{"socks"}, true)
		must(t, err)
		_, err = db.AddListItems(ctx, "u1", l.ID, []string{long})
		wantCode(t, "AddListItems long", err, memo.ETooLong)
		many := make([]string, memo.MaxListItems)
		for i := range many {
			many[i] = "item " + strings.Repeat("i", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26))
		}
		_, err = db.AddListItems(ctx, "u1", l.ID, many) // socks + 500 > 500
		wantCode(t, "AddListItems past MaxListItems", err, memo.ETooLong)
		if ls, _ := db.FindLists(ctx, "u1"); len(ls) != 1 || len(ls[0].Items) != 1 {
			t.Errorf("lists stored: %+v, want trip with socks only", ls)
		}

		cal := db.Calendar("u1", time.UTC)
		start := time.Date(2030, 3, 20, 10, 0, 0, 0, time.UTC)
		note := strings.Repeat("n", memo.MaxNoteRunes+1)
		_, err = cal.CreateEvent(ctx, memo.EventDraft{Summary: "dentist", Description: note, Start: start})
		wantCode(t, "CreateEvent long description", err, memo.ETooLong)
		ev, err := cal.CreateEvent(ctx, memo.EventDraft{Summary: "dentist", Start: start})
		must(t, err)
		_, err = cal.UpdateEvent(ctx, ev.ID, memo.EventPatch{Location: &note})
		wantCode(t, "UpdateEvent long location", err, memo.ETooLong)
	})
}

// refuse makes the database fail every op (INSERT, UPDATE or DELETE) of
// a row of table, as a full disk or a server gone would.
func refuse(t *testing.T, db *sqldb.DB, op, table string) {
	t.Helper()
	q := `CREATE TRIGGER refuse BEFORE ` + op + ` ON ` + table + ` BEGIN SELECT RAISE(ABORT, 'refused'); END`
	if db.Dialect().Name() == "postgres" {
		q = `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
			CREATE TRIGGER refuse BEFORE ` + op + ` ON ` + table + ` FOR EACH ROW EXECUTE FUNCTION refuse()`
	}
	_, err := db.SQL().ExecContext(t.Context(), q)
	must(t, err)
}

// TestFailedWritesLeaveNothing: when the database refuses a statement of
// a method's transaction, the method returns the error, and what it wrote
// before in the transaction is not kept.
func TestFailedWritesLeaveNothing(t *testing.T) {
	// A series from the 2nd at 09:00, one occurrence moved alone.
	series := func(t *testing.T, cal *sqldb.Calendar) memo.Event {
		start := time.Date(2030, time.April, 2, 9, 0, 0, 0, time.UTC)
		ev, err := cal.CreateEvent(t.Context(), memo.EventDraft{Summary: "standup", Start: start, Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
		must(t, err)
		occ, err := cal.EventInstances(t.Context(), ev.ID, start, start.AddDate(0, 0, 1))
		must(t, err)
		moved := start.Add(time.Hour)
		_, err = cal.UpdateEvent(t.Context(), occ[0].ID, memo.EventPatch{Start: &moved})
		must(t, err)
		return ev
	}
	tests := []struct {
		name, op, table string
		write           func(t *testing.T, db *sqldb.DB, refuse func()) error
		kept            string // a count the failed write leaves at 0
	}{
		{"CreateList", "INSERT", "lists", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.CreateList(t.Context(), "u1", "", "trip", nil, true)
			return err
		}, `SELECT count(*) FROM lists`},
		{"CreateList's items", "INSERT", "list_items", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.CreateList(t.Context(), "u1", "", "trip", []string{"socks"}, true)
			return err
		}, `SELECT count(*) FROM lists`},
		{"CreateTask's words", "INSERT", "task_words", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.CreateTask(t.Context(), "u1", "", memo.TaskDraft{Text: "call mom"})
			return err
		}, `SELECT count(*) FROM tasks`},
		{"UpdateTask", "UPDATE", "tasks", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			task := create(t, db, "u1", memo.TaskDraft{Text: "call"})
			refuse()
			_, err := db.UpdateTask(t.Context(), "u1", task.ID, memo.TaskUpdate{Text: ptr("call mom")})
			return err
		}, `SELECT count(*) FROM tasks WHERE text <> 'call'`},
		{"InsertMemory", "INSERT", "memories", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.InsertMemory(t.Context(), "u1", "", memo.MemoryDraft{Kind: memo.MemoryNote, Text: "x"}, memo.MemoryIndex{Terms: "x"}, nil)
			return err
		}, `SELECT count(*) FROM memory_versions`},
		{"CreateEvent", "INSERT", "events", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.Calendar("u1", nil).CreateEvent(t.Context(), memo.EventDraft{Summary: "dentist", Start: time.Now()})
			return err
		}, `SELECT count(*) FROM events`},
		{"UpdateEvent", "UPDATE", "events", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			ev := series(t, db.Calendar("u1", nil))
			refuse()
			_, err := db.Calendar("u1", nil).UpdateEvent(t.Context(), ev.ID, memo.EventPatch{Summary: ptr("retro")})
			return err
		}, `SELECT count(*) FROM events WHERE summary = 'retro'`},
		{"UpdateEvent's moved occurrences", "DELETE", "events", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			ev := series(t, db.Calendar("u1", nil))
			refuse()
			at := ev.Start.Add(30 * time.Minute)
			_, err := db.Calendar("u1", nil).UpdateEvent(t.Context(), ev.ID, memo.EventPatch{Start: &at})
			return err
		}, `SELECT count(*) FROM events WHERE start_at % 3600 <> 0`},
		{"DeleteEvent's moved occurrences", "DELETE", "events", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			ev := series(t, db.Calendar("u1", nil))
			refuse()
			_, err := db.Calendar("u1", nil).DeleteEvent(t.Context(), ev.ID)
			return err
		}, `SELECT count(*) FROM events WHERE cancelled`},
		{"EndSeries", "UPDATE", "events", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			ev := series(t, db.Calendar("u1", nil))
			refuse()
			_, err := db.Calendar("u1", nil).EndSeries(t.Context(), ev.ID, ev.Start.AddDate(0, 0, 3))
			return err
		}, `SELECT count(*) FROM events WHERE until_at IS NOT NULL`},
		{"RevokeAPIToken", "UPDATE", "api_tokens", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			_, tok, err := db.CreateAPIToken(t.Context(), "u1", "")
			must(t, err)
			refuse()
			_, err = db.RevokeAPIToken(t.Context(), tok.ID)
			return err
		}, `SELECT count(*) FROM api_tokens WHERE revoked_at IS NOT NULL`},
		{"TokenUser's use", "UPDATE", "api_tokens", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			tok, _, err := db.CreateAPIToken(t.Context(), "u1", "")
			must(t, err)
			refuse()
			_, _, _, err = db.TokenUser(t.Context(), tok)
			return err
		}, `SELECT count(*) FROM api_tokens WHERE last_used_at IS NOT NULL`},
		{"SaveOutbound", "INSERT", "outbound_messages", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			_, err := db.SaveOutbound(t.Context(), memo.OutboundMessage{ID: "m", Channel: "cloud", ChatID: "+1", Status: memo.StatusSent})
			return err
		}, `SELECT count(*) FROM outbound_messages`},
		{"SaveChat's turns", "INSERT", "state_turns", func(t *testing.T, db *sqldb.DB, refuse func()) error {
			refuse()
			return db.State(sqldb.StateOptions{}).SaveChat(t.Context(), "c", memo.ChatWrite{Language: memo.English, Turns: []memo.Turn{{Role: "user"}}})
		}, `SELECT count(*) FROM state_languages`},
	}
	each(t, func(t *testing.T, on backend) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				db, _ := on.newUser(t)
				if err := tt.write(t, db, func() { refuse(t, db, tt.op, tt.table) }); err == nil || !strings.Contains(err.Error(), "refused") {
					t.Errorf("%s with its %s on %s refused: %v; want the refusal", tt.name, tt.op, tt.table, err)
				}
				if n := count(t, db, tt.kept); n != 0 {
					t.Errorf("%s kept %d of what its failed transaction wrote (%s)", tt.name, n, tt.kept)
				}
			})
		}
	})
}
