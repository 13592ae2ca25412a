package formatter_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// goldenCase is one rendering, run in English and in Hebrew.
type goldenCase struct {
	name  string
	build func(f fx) formatter.Input
	// userHebrew marks cases whose English reply shows Hebrew user content.
	userHebrew bool
}

func jerusalem(t testing.TB) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func fixture(t testing.TB, lang memo.Language) fx {
	loc := jerusalem(t)
	return fx{lang: lang, loc: loc, now: time.Date(2026, 1, 20, 9, 0, 0, 0, loc)}
}

func TestGolden(t *testing.T) {
	var cases []goldenCase
	cases = append(cases, taskCases()...)
	cases = append(cases, listCases()...)
	cases = append(cases, generalCases()...)
	cases = append(cases, errorCases()...)
	cases = append(cases, questionCases()...)
	cases = append(cases, forwardCases()...)
	cases = append(cases, photoCases()...)
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Fatalf("duplicate case %q", c.name)
		}
		seen[c.name] = true
		for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
			t.Run(c.name+"."+string(lang), func(t *testing.T) {
				out := formatter.Write(c.build(fixture(t, lang)))
				checkText(t, lang, out.Text, c.userHebrew)
				golden(t, filepath.Join("testdata", c.name+"."+string(lang)+".golden"), out.Text)
			})
		}
	}
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got+"\n" != string(want) {
		t.Errorf("%s differs:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// checkText asserts what must hold of every reply: English has no bidi
// marks and no Hebrew of ours; Hebrew keeps every Latin letter inside an
// isolate and its isolates balanced.
func checkText(t *testing.T, lang memo.Language, text string, userHebrew bool) {
	t.Helper()
	if strings.TrimSpace(text) == "" {
		t.Fatal("empty reply")
	}
	if lang == memo.English {
		if strings.ContainsAny(text, "\u2068\u2069\u200f\u200e\u202a\u202b\u202c\u202d\u202e\u2066\u2067") {
			t.Errorf("English reply holds bidi controls: %q", text)
		}
		if !userHebrew && strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Hebrew, r) }) >= 0 {
			t.Errorf("English reply holds Hebrew: %q", text)
		}
		return
	}
	depth := 0
	for i, r := range text {
		switch {
		case r == '\u2068':
			depth++
		case r == '\u2069':
			depth--
			if depth < 0 {
				t.Fatalf("unmatched PDI at %d: %q", i, text)
			}
		case r == '\u202e' || r == '\u202d' || r == '\u2066' || r == '\u2067' || r == '\u200e':
			t.Errorf("Hebrew reply holds a stray bidi control %U: %q", r, text)
		case unicode.In(r, unicode.Latin) && depth == 0:
			t.Errorf("Latin letter %q outside an isolate at %d: %q", r, i, text)
		}
	}
	if depth != 0 {
		t.Errorf("unbalanced isolates: %q", text)
	}
}

// errorCases cover every error code.
func errorCases() []goldenCase {
	delStep := memo.Step{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"dentist"}}}
	listStep := memo.Step{ID: "A", Capability: memo.CapLists, Operation: memo.OpListGet, Lists: &memo.ListArgs{Name: "groceries"}}
	createList := memo.Step{ID: "A", Capability: memo.CapLists, Operation: memo.OpListCreate, Lists: &memo.ListArgs{Name: "shopping"}}
	return []goldenCase{
		{name: "err_notfound_task", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, memo.Errorf(memo.ENotFound, "dentist")))
		}},
		{name: "err_notfound_no_tasks", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, memo.Errorf(memo.ENotFound, "")))
		}},
		{name: "err_notfound_list", build: func(f fx) formatter.Input {
			return f.input(errOutcome(listStep, fmt.Errorf("resolve: %w", memo.Errorf(memo.ENotFound, "groceries"))))
		}},
		{name: "err_notfound_ref", build: func(f fx) formatter.Input {
			return f.input(errOutcome(listStep, memo.Errorf(memo.ENotFound, "#4")))
		}},
		{name: "err_invalid", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, memo.Errorf(memo.EInvalid, "that time has already passed")))
		}},
		{name: "err_invalid_hebrew_message", userHebrew: true, build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, memo.Errorf(memo.EInvalid, "הזמן הזה כבר עבר")))
		}},
		{name: "err_conflict_list", build: func(f fx) formatter.Input {
			return f.input(errOutcome(createList, memo.Errorf(memo.EConflict, "list shopping exists")))
		}},
		{name: "err_internal", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, fmt.Errorf("delete tasks: %w", errors.New("database is locked"))))
		}},
		{name: "err_unavailable", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, &memo.Error{Code: memo.EUnavailable, Message: "calendar API 503"}))
		}},
		{name: "err_too_long", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, memo.Errorf(memo.ETooLong, "message of 9000 bytes")))
		}},
		{name: "err_damaged", build: func(f fx) formatter.Input {
			return f.input(errOutcome(delStep, &memo.Error{Code: memo.EDamaged, Message: "the database is damaged", Err: errors.New("database disk image is malformed")}))
		}},
	}
}

// generalCases cover help, greetings, thanks and every "unknown" reason.
func generalCases() []goldenCase {
	return []goldenCase{
		{name: "help", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpHelp, "")) }},
		{name: "greet", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpGreet, "")) }},
		{name: "thanks", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpThanks, "")) }},
		{name: "farewell", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpFarewell, "")) }},
		{name: "recent", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpRecent, "")) }},
		{name: "recent_actions", build: func(f fx) formatter.Input {
			task := memo.Task{ID: "t1", Text: f.s("call Shimrit back", "להתקשר לשימרית"), DueDate: f.at(3, 10, 0)}
			moved := task
			moved.DueDate = f.at(4, 10, 0)
			list := memo.List{ID: "l1", Name: f.s("errands", "סידורים"), Items: []memo.ListItem{{ID: "i1", Text: f.s("kitchen roll", "נייר מגבת")}}}
			o := generalOutcome(memo.OpRecent, "")
			o.Actions = []memo.Action{
				{Capability: memo.CapLists, Operation: memo.OpListCreate, Lists: []memo.ListChange{{After: &list}}},
				{Capability: memo.CapTasks, Operation: memo.OpTaskUpdate, Tasks: []memo.TaskChange{{Before: &task, After: &moved}}},
				{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: []memo.TaskChange{{After: &task}}, Undone: true},
			}
			return f.input(o)
		}},
		{name: "undo_create", build: func(f fx) formatter.Input {
			task := memo.Task{ID: "t1", Text: f.s("move the car", "להזיז את האוטו"), DueDate: f.at(0, 18, 0)}
			r := memo.NewResult(memo.CapTasks, memo.OpTaskDelete, []memo.Item{task})
			r.Meta.Deleted = 1
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{}},
				Result: &r, Undo: true})
		}},
		{name: "unknown", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, "")) }},
		{name: "unknown_empty", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonEmpty)) }},
		{name: "unknown_no_text", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonNoText)) }},
		{name: "unknown_too_long", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonTooLong)) }},
		{name: "unknown_outside", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonOutside)) }},
		{name: "unknown_no_trigger", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonNoTrigger)) }},
		{name: "unknown_feeling_low", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonFeelingLow)) }},
		{name: "unknown_feeling_good", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonFeelingGood)) }},
		{name: "unknown_frustrated", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonFrustrated)) }},
		{name: "unknown_reaction", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpUnknown, memo.ReasonReaction)) }},
		{name: "greet_asked_how", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpGreet, memo.ReasonAskedHow)) }},
		{name: "clock", build: func(f fx) formatter.Input { return f.input(generalOutcome(memo.OpClock, "")) }},
		{name: "nothing", build: func(f fx) formatter.Input { return f.input() }},
	}
}
