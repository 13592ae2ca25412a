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
