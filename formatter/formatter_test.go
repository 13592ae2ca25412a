package formatter_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func TestNumberedTaskListing(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		t.Run(string(lang), func(t *testing.T) {
			f := fixture(t, lang)
			tasks := listingTasks(f)
			// Hand them over shuffled: the order shown is the sections'.
			shuffled := []memo.Task{tasks[9], tasks[4], tasks[0], tasks[7], tasks[2], tasks[8], tasks[6], tasks[1], tasks[5], tasks[3]}
			out := formatter.Write(f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowAll}, shuffled, nil)))
			n := out.Numbered
			if n == nil {
				t.Fatal("listing returned no numbered list")
			}
			if n.Kind != memo.NumberedTasks || n.Capability != memo.CapTasks || !n.ShownAt.Equal(f.now) {
				t.Errorf("numbered = %+v", n)
			}
			// Undated tasks keep the order they came in.
			want := []string{"t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t10", "t9"}
			if !slices.Equal(n.IDs, want) {
				t.Errorf("ids %v, want %v", n.IDs, want)
			}
			// The number shown beside each title is its position in IDs.
			for i, id := range n.IDs {
				title := n.Titles[i]
				var line string
				for _, l := range strings.Split(out.Text, "\n") {
					if strings.Contains(l, title) {
						line = l
						break
					}
				}
				if !strings.Contains(line, fmt.Sprintf("%d. ", i+1)) {
					t.Errorf("%s (%q) is not shown as number %d: %q", id, title, i+1, line)
				}
			}
		})
	}
}

func TestNumberedListings(t *testing.T) {
	f := fixture(t, memo.English)
	shop := list("l0", "shopping", true, item("a", "milk", false), item("b", "bread", true))
	cases := []struct {
		name string
		in   formatter.Input
		want *memo.NumberedList
	}{
		{"lists", f.input(listOutcome(memo.OpListGetAll, memo.ListArgs{}, []memo.List{shop, packing(f)}, nil)),
			&memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedLists, IDs: []string{"l0", "l1"}, Titles: []string{"shopping", "packing"}}},
		{"list items", f.input(listOutcome(memo.OpListGet, memo.ListArgs{}, []memo.List{shop}, nil)),
			&memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: "l0", IDs: []string{"a", "b"}, Titles: []string{"milk", "bread"}}},
		{"created list", f.input(listOutcome(memo.OpListCreate, memo.ListArgs{}, []memo.List{shop}, nil)),
			&memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: "l0", IDs: []string{"a", "b"}, Titles: []string{"milk", "bread"}}},
		{"empty list in view", f.input(listOutcome(memo.OpListGet, memo.ListArgs{}, []memo.List{list("l2", "movies", true)}, nil)),
			&memo.NumberedList{Capability: memo.CapLists, Kind: memo.NumberedListItems, ParentID: "l2", IDs: []string{}, Titles: []string{}}},
		{"no lists", f.input(listOutcome(memo.OpListGetAll, memo.ListArgs{}, nil, nil)), nil},
		{"no tasks", f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{}, nil, nil)), nil},
		{"created tasks", f.input(taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, []memo.Task{task("t1", "a", nil), task("t2", "b", nil)}, nil)),
			&memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1", "t2"}, Titles: []string{"a", "b"}}},
		{"created task", f.input(taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, []memo.Task{task("t1", "a", nil)}, nil)), nil},
		{"item added", f.input(listOutcome(memo.OpListAdd, memo.ListArgs{}, []memo.List{shop}, summaries("eggs"))), nil},
		{"last listing wins", f.input(
			listOutcome(memo.OpListGetAll, memo.ListArgs{}, []memo.List{shop}, nil),
			taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{}, []memo.Task{task("t1", "a", nil)}, nil)),
			&memo.NumberedList{Capability: memo.CapTasks, Kind: memo.NumberedTasks, IDs: []string{"t1"}, Titles: []string{"a"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := formatter.Write(c.in).Numbered
			if c.want == nil {
				if got != nil {
					t.Errorf("numbered = %+v, want nil", got)
				}
				return
			}
			if got == nil {
				t.Fatal("numbered = nil")
			}
			if !got.ShownAt.Equal(f.now) {
				t.Errorf("shown at %v, want %v", got.ShownAt, f.now)
			}
			got.ShownAt = time.Time{}
			if fmt.Sprintf("%+v", *got) != fmt.Sprintf("%+v", *c.want) {
				t.Errorf("numbered = %+v, want %+v", *got, *c.want)
			}
		})
	}
}

// TestChooseQuestionIsTheNumberedList: the options of a "which one?" are
// the last numbered lines the user saw, so a later "2" means option 2.
func TestChooseQuestionIsTheNumberedList(t *testing.T) {
	f := fixture(t, memo.English)
	in := f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{}, []memo.Task{task("t1", "a", nil), task("t3", "c", nil)}, nil))
	in.Pending = pending(memo.PendingChoose, memo.ReasonWhichTask, "a", memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{}},
		opt("a", nil, "t1"), opt("ab", nil, "t2"))
	n := formatter.Write(in).Numbered
	if n == nil || n.Kind != memo.NumberedTasks || fmt.Sprint(n.IDs) != "[t1 t2]" || fmt.Sprint(n.Titles) != "[a ab]" {
		t.Errorf("numbered = %+v under a choose question; want its options", n)
	}
	scope := *in.Pending
	scope.Reason = memo.ReasonEventScope
	in.Pending = &scope
	if n := formatter.Write(in).Numbered; n == nil || n.Kind != memo.NumberedOptions {
		t.Errorf("numbered = %+v under a scope question; want options nothing resolves", n)
	}
	in.Pending.Kind, in.Pending.Reason = memo.PendingConfirm, memo.ReasonConfirmDelete
	if n := formatter.Write(in).Numbered; n == nil {
		t.Error("a confirm question dropped the listing's numbers")
	}
}

func TestBidiIsolation(t *testing.T) {
	const fsi, pdi = "\u2068", "\u2069"
	cases := []struct {
		name, title string
		lang        memo.Language
		want        string // the title as it must appear
	}{
		{"latin title in hebrew", "send report to Yossi", memo.Hebrew, fsi + "send report to Yossi" + pdi},
		{"email in hebrew", "לשלוח ל-dana@example.com", memo.Hebrew, fsi + "לשלוח ל-dana@example.com" + pdi},
		{"phone in hebrew", "להתקשר 050-1234567", memo.Hebrew, fsi + "להתקשר 050-1234567" + pdi},
		{"plain hebrew", "לקנות 2 חלב", memo.Hebrew, "*לקנות 2 חלב*"},
		{"user overrides stripped", "\u202eevil\u202c \u2067name\u2069\u200f", memo.Hebrew, fsi + "evil name" + pdi},
		{"no isolates in english", "send report to Yossi", memo.English, "*send report to Yossi*"},
		{"english strips user controls", "\u202eevil\u2069 name", memo.English, "*evil name*"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := fixture(t, c.lang)
			out := formatter.Write(f.input(taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, []memo.Task{task("t1", c.title, nil)}, nil)))
			if !strings.Contains(out.Text, c.want) {
				t.Errorf("reply %q does not hold %q", out.Text, c.want)
			}
			if strings.Count(out.Text, fsi) != strings.Count(out.Text, pdi) {
				t.Errorf("unbalanced isolates in %q", out.Text)
			}
			for _, r := range "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u200e" {
				if strings.ContainsRune(out.Text, r) {
					t.Errorf("reply keeps the user's %U: %q", r, out.Text)
				}
			}
		})
	}
}

func TestHebrewLinesStartRightToLeft(t *testing.T) {
	f := fixture(t, memo.Hebrew)
	out := formatter.Write(f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{}, []memo.Task{task("t1", "call mom", nil)}, nil)))
	for _, l := range strings.Split(out.Text, "\n") {
		if strings.HasPrefix(l, "1. ") {
			t.Errorf("a line with no Hebrew outside its isolate has no RLM: %q", l)
		}
	}
	if !strings.Contains(out.Text, "\u200f1. *\u2068call mom\u2069*") {
		t.Errorf("numbered line not anchored: %q", out.Text)
	}
}

func TestDates(t *testing.T) {
	loc := jerusalem(t)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc) // a Tuesday
	at := func(y int, m time.Month, d, h, min int) time.Time { return time.Date(y, m, d, h, min, 0, 0, loc) }
	cases := []struct {
		name   string
		now    time.Time
		due    time.Time
		en, he string
	}{
		{"today", now, at(2026, 1, 20, 18, 0), "today at 18:00", "היום ב-18:00"},
		{"tomorrow", now, at(2026, 1, 21, 9, 0), "tomorrow at 09:00", "מחר ב-09:00"},
		{"tomorrow just after midnight", now, at(2026, 1, 21, 0, 5), "tomorrow at 00:05", "מחר ב-00:05"},
		{"weekday", now, at(2026, 1, 25, 10, 15), "on Sunday at 10:15", "ביום ראשון ב-10:15"},
		{"saturday", now, at(2026, 1, 24, 21, 0), "on Saturday at 21:00", "בשבת ב-21:00"},
		{"six days", now, at(2026, 1, 26, 8, 0), "on Monday at 08:00", "ביום שני ב-08:00"},
		{"seven days", now, at(2026, 1, 27, 8, 0), "on Tue 27 Jan at 08:00", "ביום ג׳ 27.1 ב-08:00"},
		{"far saturday", now, at(2026, 1, 31, 20, 0), "on Sat 31 Jan at 20:00", "בשבת 31.1 ב-20:00"},
		{"far", now, at(2026, 2, 1, 10, 15), "on Sun 1 Feb at 10:15", "ביום א׳ 1.2 ב-10:15"},
		{"next year", now, at(2027, 1, 5, 9, 30), "on Tue 5 Jan 2027 at 09:30", "ביום ג׳ 5.1.2027 ב-09:30"},
		{"utc instant shown in zone", now, time.Date(2026, 1, 20, 16, 0, 0, 0, time.UTC), "today at 18:00", "היום ב-18:00"},
		{"summer time", now, time.Date(2026, 3, 29, 7, 0, 0, 0, time.UTC), "on Sun 29 Mar at 10:00", "ביום א׳ 29.3 ב-10:00"},
		// Israel moves to summer time on Friday 27 March 2026 at 02:00.
		{"across spring forward", at(2026, 3, 26, 23, 30), at(2026, 3, 27, 23, 30), "tomorrow at 23:30", "מחר ב-23:30"},
		{"spring forward night", at(2026, 3, 26, 23, 30), at(2026, 3, 27, 3, 30), "tomorrow at 03:30", "מחר ב-03:30"},
		// And back on Sunday 25 October 2026 at 02:00.
		{"across fall back", at(2026, 10, 24, 0, 30), at(2026, 10, 25, 23, 30), "tomorrow at 23:30", "מחר ב-23:30"},
		{"utc now, zone dates", time.Date(2026, 1, 20, 22, 30, 0, 0, time.UTC), at(2026, 1, 21, 9, 0), "today at 09:00", "היום ב-09:00"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for lang, want := range map[memo.Language]string{memo.English: c.en, memo.Hebrew: c.he} {
				due := c.due
				out := formatter.Write(formatter.Input{Lang: lang, Loc: loc, Now: c.now,
					Steps: []formatter.StepOutcome{taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, []memo.Task{task("t1", "x", &due)}, nil)}})
				if !strings.Contains(out.Text, want+":") {
					t.Errorf("%s: %q does not say %q", lang, out.Text, want)
				}
			}
		})
	}
}

func TestInternalErrorsStayInternal(t *testing.T) {
	errs := []error{
		errors.New("sql: database is locked"),
		fmt.Errorf("create task: %w", &memo.Error{Code: memo.EInternal, Message: "insert failed", Err: errors.New("disk I/O")}),
		&memo.Error{Code: memo.EUnlinked, Message: "token revoked by google"},
	}
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		for _, err := range errs {
			f := fixture(t, lang)
			out := formatter.Write(f.input(errOutcome(memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate}, err)))
			for _, leak := range []string{"database", "locked", "insert", "disk", "token", "google", "sql"} {
				if strings.Contains(strings.ToLower(out.Text), leak) {
					t.Errorf("%s: %q shows %q of %v", lang, out.Text, leak, err)
				}
			}
			if !strings.Contains(out.Text, f.s("Sorry", "סליחה")) {
				t.Errorf("%s: no apology: %q", lang, out.Text)
			}
		}
	}
}

func TestShownErrorMessages(t *testing.T) {
	f := fixture(t, memo.Hebrew)
	step := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate}
	out := formatter.Write(f.input(errOutcome(step, fmt.Errorf("plan: %w", memo.Errorf(memo.EInvalid, "that time has already passed")))))
	if !strings.Contains(out.Text, "\u2068that time has already passed\u2069") {
		t.Errorf("English message not isolated in a Hebrew reply: %q", out.Text)
	}
	f = fixture(t, memo.English)
	out = formatter.Write(f.input(errOutcome(step, memo.Errorf(memo.ENotFound, "dentist"))))
	if !strings.Contains(out.Text, "dentist") {
		t.Errorf("not-found reply does not name what was missing: %q", out.Text)
	}
}

func TestHelpIsShort(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		f := fixture(t, lang)
		out := formatter.Write(f.input(generalOutcome(memo.OpHelp, "")))
		if n := utf8.RuneCountInString(out.Text); n > 1200 {
			t.Errorf("%s help is %d characters", lang, n)
		}
		if n := strings.Count(out.Text, "\n• "); n < 6 || n > 10 {
			t.Errorf("%s help has %d examples", lang, n)
		}
	}
}

// TestAboutSaysBot: asked what it is, Memo says it is a bot, in the
// user's language.
func TestAboutSaysBot(t *testing.T) {
	for lang, want := range map[memo.Language]string{memo.English: "a bot", memo.Hebrew: "בוט"} {
		f := fixture(t, lang)
		if out := formatter.Write(f.input(generalOutcome(memo.OpAbout, ""))); !strings.Contains(out.Text, want) {
			t.Errorf("%s: %q does not say %q", lang, out.Text, want)
		}
	}
}

func TestLongBulkDeleteIsCapped(t *testing.T) {
	f := fixture(t, memo.English)
	var tasks []memo.Task
	for i := range 40 {
		tasks = append(tasks, task(fmt.Sprint(i), fmt.Sprintf("task %d", i), nil))
	}
	out := formatter.Write(f.input(taskOutcome(memo.OpTaskDeleteAll, memo.TaskArgs{Window: memo.WindowAll}, tasks, nil)))
	if !strings.HasPrefix(out.Text, "🗑️ Deleted 40 tasks:") || !strings.Contains(out.Text, "…and 25 more") {
		t.Errorf("reply = %q", out.Text)
	}
	if n := strings.Count(out.Text, "\n• "); n != 15 {
		t.Errorf("%d bullets, want 15", n)
	}
}

func TestResultOperationWins(t *testing.T) {
	// Resolution turns "add milk to groceries" with no such list into a
	// create; the result says what ran.
	f := fixture(t, memo.English)
	o := listOutcome(memo.OpListCreate, memo.ListArgs{Name: "groceries"}, []memo.List{list("l1", "groceries", true, item("a", "milk", false))}, nil)
	o.Step.Operation = memo.OpListAdd
	if out := formatter.Write(f.input(o)); !strings.HasPrefix(out.Text, "📝 Created the list *groceries*:") {
		t.Errorf("reply = %q", out.Text)
	}
}

// A day's task listing that found nothing says so when no calendar listing
// follows to say the day is empty.
func TestEmptyDayOfTasks(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		f := fixture(t, lang)
		from, to := f.at(1, 0, 0), f.at(2, 0, 0)
		tasks := taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowDays, From: from, To: to}, nil, nil)
		out := formatter.Write(f.input(tasks))
		if want := f.s("Nothing on your list for tomorrow.", "אין לך משימות למחר."); !strings.Contains(out.Text, want) {
			t.Errorf("%s: %q; want %q", lang, out.Text, want)
		}
		r := memo.NewResult(memo.CapCalendar, memo.OpEventGetEvents, nil)
		events := formatter.StepOutcome{Step: memo.Step{ID: "B", Capability: memo.CapCalendar, Operation: memo.OpEventGetEvents,
			Calendar: &memo.CalendarArgs{From: from, To: to}}, Result: &r}
		if out := formatter.Write(f.input(tasks, events)); strings.Contains(out.Text, f.s("Nothing on your list", "אין לך משימות")) {
			t.Errorf("%s: %q speaks of the tasks where the calendar says the day is empty", lang, out.Text)
		}
	}
}
