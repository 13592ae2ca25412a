package sqldb_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// TestTaskNamesAndPages runs the tests of FindTasksNamed, FindTaskPage and
// FindTasks' limit, each on a fresh database holding user u1.
func TestTaskNamesAndPages(t *testing.T) {
	tests := map[string]func(t *testing.T, db *sqldb.DB, clock *storetest.Clock){
		"NamedFindsWhatTheNameCanMatch": testNamedMatches,
		"NamedFollowsChanges":           testNamedChanges,
		"NamedIsBounded":                testNamedBounded,
		"PageReadsTheFirstRows":         testPage,
		"PageCountsFollowChanges":       testPageCounts,
		"FindLimit":                     testFindLimit,
	}
	each(t, func(t *testing.T, on backend) {
		for name, run := range tests {
			t.Run(name, func(t *testing.T) {
				db, clock := on.newUser(t)
				run(t, db, clock)
			})
		}
	})
}

// named returns the texts FindTasksNamed finds for names, failing the test
// on error.
func named(t *testing.T, db *sqldb.DB, names ...string) []string {
	t.Helper()
	ts, err := db.FindTasksNamed(t.Context(), "u1", names)
	must(t, err)
	return texts(ts)
}

func testNamedMatches(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	due := clock.Now().Add(48 * time.Hour)
	for _, text := range []string{"buy milk", "call the bank", "call mom", "להתקשר לְאִמָּא", "לקנות חלב", "the"} {
		create(t, db, "u1", memo.TaskDraft{Text: text})
	}
	create(t, db, "u1", memo.TaskDraft{Text: "call dad", DueDate: &due}) // dated: first in FindTasks' order
	for _, c := range []struct {
		names []string
		want  []string
	}{
		{[]string{"call"}, []string{"call dad", "call the bank", "call mom"}},
		{[]string{"clal mom"}, []string{"call dad", "call the bank", "call mom"}}, // a typo
		{[]string{"mlik"}, []string{"buy milk"}},                                  // letters transposed
		{[]string{"אמא"}, []string{"להתקשר לְאִמָּא"}},                            // prefix and niqqud
		{[]string{"החלב"}, []string{"לקנות חלב"}},
		{[]string{"the"}, []string{"call the bank", "the"}}, // only function words: those
		{[]string{"dentist"}, []string{}},
		{[]string{"mom", "milk"}, []string{"buy milk", "call mom"}},
		{nil, []string{}},
	} {
		if got := named(t, db, c.names...); !slices.Equal(got, c.want) {
			t.Errorf("FindTasksNamed(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}

func testNamedChanges(t *testing.T, db *sqldb.DB, _ *storetest.Clock) {
	ctx := t.Context()
	mom := create(t, db, "u1", memo.TaskDraft{Text: "call mom"})
	bank := create(t, db, "u1", memo.TaskDraft{Text: "call the bank"})
	milk := create(t, db, "u1", memo.TaskDraft{Text: "buy milk"})
	text := "pay the dentist"
	mustUpdate(t, db, bank.ID, memo.TaskUpdate{Text: &text})
	done := true
	mustUpdate(t, db, mom.ID, memo.TaskUpdate{Completed: &done})
	if got := named(t, db, "call"); len(got) != 0 {
		t.Errorf("after renaming one and completing the other, \"call\" finds %q", got)
	}
	if got := named(t, db, "dentist"); !slices.Equal(got, []string{"pay the dentist"}) {
		t.Errorf("\"dentist\" finds %q, want the renamed task", got)
	}
	undone := false
	mustUpdate(t, db, mom.ID, memo.TaskUpdate{Completed: &undone})
	if got := named(t, db, "mom"); !slices.Equal(got, []string{"call mom"}) {
		t.Errorf("a reopened task: \"mom\" finds %q", got)
	}
	_, err := db.DeleteTasks(ctx, "u1", []string{milk.ID})
	must(t, err)
	if got := named(t, db, "milk"); len(got) != 0 {
		t.Errorf("a deleted task is still found: %q", got)
	}
	ensureUser(t, db, "u2", "Asia/Jerusalem", memo.Hebrew)
	if ts, err := db.FindTasksNamed(ctx, "u2", []string{"mom"}); err != nil || len(ts) != 0 {
		t.Errorf("another user finds %v, %v", ts, err)
	}
}

func testNamedBounded(t *testing.T, db *sqldb.DB, _ *storetest.Clock) {
	n := memo.MaxNameCandidates + 20
	for i := range n {
		create(t, db, "u1", memo.TaskDraft{Text: fmt.Sprintf("pick up parcel %d", i)})
	}
	create(t, db, "u1", memo.TaskDraft{Text: "pick up the parcel from the post office"})
	got := named(t, db, "parcel post office")
	if len(got) != memo.MaxNameCandidates {
		t.Fatalf("found %d, want %d", len(got), memo.MaxNameCandidates)
	}
	if !slices.Contains(got, "pick up the parcel from the post office") {
		t.Errorf("the task sharing the most keys is not among those found")
	}
}

func testPage(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	ctx := t.Context()
	now := clock.Now()
	loc := time.FixedZone("IST", 2*60*60)
	y, m, d := now.In(loc).Date()
	tomorrow := time.Date(y, m, d+1, 0, 0, 0, 0, loc)
	at := func(dt time.Duration) *time.Time { v := now.Add(dt); return &v }
	daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
	// Created out of order: the page is in listing order.
	create(t, db, "u1", memo.TaskDraft{Text: "undated 1"})
	create(t, db, "u1", memo.TaskDraft{Text: "later", DueDate: at(72 * time.Hour)})
	create(t, db, "u1", memo.TaskDraft{Text: "repeating", Recurrence: daily})
	create(t, db, "u1", memo.TaskDraft{Text: "tomorrow", DueDate: &tomorrow})
	create(t, db, "u1", memo.TaskDraft{Text: "today", DueDate: at(time.Hour)})
	create(t, db, "u1", memo.TaskDraft{Text: "undated 2"})
	create(t, db, "u1", memo.TaskDraft{Text: "overdue", DueDate: at(-time.Hour)})
	done := create(t, db, "u1", memo.TaskDraft{Text: "done", DueDate: at(2 * time.Hour)})
	yes := true
	mustUpdate(t, db, done.ID, memo.TaskUpdate{Completed: &yes})
	q := memo.TaskPageQuery{Now: now, Tomorrow: tomorrow, DayAfter: tomorrow.AddDate(0, 0, 1)}
	want := memo.TaskSections{Overdue: 1, Today: 1, Upcoming: 2, Later: 1, Repeating: 1, Undated: 2}
	order := []string{"overdue", "today", "tomorrow", "later", "repeating", "undated 1", "undated 2"}
	for _, limit := range []int{0, 1, 3, 5, 7, 20} {
		q.Limit = limit
		page, err := db.FindTaskPage(ctx, "u1", memo.TaskFilter{}, q)
		must(t, err)
		if page.Sections != want {
			t.Errorf("limit %d: sections %+v, want %+v", limit, page.Sections, want)
		}
		if got := texts(page.Tasks); !slices.Equal(got, order[:min(limit, len(order))]) {
			t.Errorf("limit %d: page %q, want %q", limit, got, order[:min(limit, len(order))])
		}
	}
	q.Limit = 20
	page, err := db.FindTaskPage(ctx, "u1", memo.TaskFilter{Undated: true}, q)
	must(t, err)
	if got := texts(page.Tasks); !slices.Equal(got, []string{"repeating", "undated 1", "undated 2"}) ||
		page.Sections != (memo.TaskSections{Repeating: 1, Undated: 2}) {
		t.Errorf("undated: %q %+v", got, page.Sections)
	}
	page, err = db.FindTaskPage(ctx, "u1", memo.TaskFilter{DueFrom: &tomorrow}, q)
	must(t, err)
	if got := texts(page.Tasks); !slices.Equal(got, []string{"tomorrow", "later"}) ||
		page.Sections != (memo.TaskSections{Upcoming: 2, Later: 1}) {
		t.Errorf("from tomorrow: %q %+v", got, page.Sections)
	}
}

func testFindLimit(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	ctx := t.Context()
	now := clock.Now()
	for i := range 6 {
		due := now.Add(time.Duration(6-i) * time.Hour)
		create(t, db, "u1", memo.TaskDraft{Text: fmt.Sprintf("undated %d", i)})
		if i%2 == 0 {
			create(t, db, "u1", memo.TaskDraft{Text: fmt.Sprintf("due %d", i), DueDate: &due})
		}
	}
	all, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
	must(t, err)
	for _, n := range []int{1, 3, 4, 9, 20} {
		got, err := db.FindTasks(ctx, "u1", memo.TaskFilter{Limit: n})
		must(t, err)
		if want := texts(all[:min(n, len(all))]); !slices.Equal(texts(got), want) {
			t.Errorf("limit %d: %q, want %q", n, texts(got), want)
		}
	}
}

func testPageCounts(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	ctx := t.Context()
	now := clock.Now()
	q := memo.TaskPageQuery{Limit: 1, Now: now, Tomorrow: now.Add(24 * time.Hour), DayAfter: now.Add(48 * time.Hour)}
	sections := func(what string, want memo.TaskSections) {
		t.Helper()
		page, err := db.FindTaskPage(ctx, "u1", memo.TaskFilter{}, q)
		if err != nil {
			t.Fatalf("%s: FindTaskPage: %v", what, err)
		}
		if page.Sections != want {
			t.Errorf("%s: sections %+v, want %+v", what, page.Sections, want)
		}
	}
	sections("no tasks", memo.TaskSections{})
	daily := &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
	a := create(t, db, "u1", memo.TaskDraft{Text: "a"})
	b := create(t, db, "u1", memo.TaskDraft{Text: "b", Recurrence: daily})
	c := create(t, db, "u1", memo.TaskDraft{Text: "c"})
	sections("created", memo.TaskSections{Repeating: 1, Undated: 2})
	yes, no := true, false
	mustUpdate(t, db, a.ID, memo.TaskUpdate{Completed: &yes})
	sections("one completed", memo.TaskSections{Repeating: 1, Undated: 1})
	mustUpdate(t, db, a.ID, memo.TaskUpdate{Completed: &no})
	sections("reopened", memo.TaskSections{Repeating: 1, Undated: 2})
	due := now.Add(30 * time.Hour)
	dueP := &due
	mustUpdate(t, db, c.ID, memo.TaskUpdate{DueDate: &dueP})
	sections("given a date", memo.TaskSections{Repeating: 1, Undated: 1, Upcoming: 1})
	var none *memo.Recurrence
	mustUpdate(t, db, b.ID, memo.TaskUpdate{Recurrence: &none})
	sections("no longer repeating", memo.TaskSections{Undated: 2, Upcoming: 1})
	_, err := db.DeleteTasks(ctx, "u1", []string{a.ID, c.ID})
	must(t, err)
	sections("deleted", memo.TaskSections{Undated: 1})
	page, err := db.FindTaskPage(ctx, "u1", memo.TaskFilter{Category: "none"}, q)
	if err != nil || page.Sections != (memo.TaskSections{}) || len(page.Tasks) != 0 {
		t.Errorf("by category: %+v, %v", page, err)
	}
}
