package sqldb_test

import (
	"slices"
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/storetest"
)

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
