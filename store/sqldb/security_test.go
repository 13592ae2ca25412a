package sqldb_test

import (
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

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
