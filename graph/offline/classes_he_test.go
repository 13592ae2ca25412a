package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// wantTask plans text and checks it is one task or reminder titled title.
func wantTask(t *testing.T, text, title string) {
	t.Helper()
	p := plan(t, text)
	for _, s := range p.Steps {
		if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text == title {
			return
		}
	}
	t.Errorf("%q: %+v; want one task %q", text, p.Steps, title)
}

// TestReminderClauseThat: after "remind me", a ש that opens a clause
// ("that the technician is coming") is no part of the title; a word that
// begins with ש and is a word keeps it. English "that" was already cut.
func TestReminderClauseThat(t *testing.T) {
	for text, title := range map[string]string{
		"תזכיר לי מחר בבוקר שהטכנאי של הוט מגיע":             "הטכנאי של הוט מגיע",
		"תזכירי לי מחר ב-9 שהחשבון של החשמל הגיע":            "החשבון של החשמל הגיע",
		"תזכיר לי מחר ב-9 שהוא צריך לבוא":                    "הוא צריך לבוא",
		"תזכיר לי מחר ב-9 שזה יום הולדת של דנה":              "זה יום הולדת של דנה",
		"תזכיר לי מחר ב-9 שיש לי פגישה עם דני":               "פגישה עם דני",
		"תזכיר לי מחר ב-9 שיעור פסנתר":                       "שיעור פסנתר",
		"תזכיר לי מחר ב-9 שולחן לסלון":                       "שולחן לסלון",
		"תזכיר לי מחר ב-9 שמן לאוטו":                         "שמן לאוטו",
		"תזכיר לי מחר ב-9 שעון לתיקון":                       "שעון לתיקון",
		"תזכיר לי מחר ב-9 שטיח לניקוי":                       "שטיח לניקוי",
		"תזכיר לי מחר ב-9 שהות בבית מלון":                    "שהות בבית מלון",
		"remind me tomorrow at 9 that the plumber is coming": "the plumber is coming",
	} {
		wantTask(t, text, title)
	}
}

// TestJoinedInfinitivesAreTasks: infinitives joined by ו, each with its
// own object, are a task each when adding tasks; verbs that share one
// object and a reminder (one at a time) stay one. English "and" between
// two things to do, each with a verb and a thing of its own, parts them
// too (see TestSeveralTasks).
func TestJoinedInfinitivesAreTasks(t *testing.T) {
	for text, want := range map[string][]string{
		"תוסיף למשימות לתקן את הברז במטבח ולהחליף נורה בסלון": {"לתקן את הברז במטבח", "להחליף נורה בסלון"},
		"תוסיפי משימה להתקשר לבנק ולבטל את הכרטיס":            {"להתקשר לבנק", "לבטל את הכרטיס"},
		"תוסיף למשימות לקנות ולהרכיב את הארון":                {"לקנות ולהרכיב את הארון"},
		"תוסיף משימה לנקות את הבית ולסדר":                     {"לנקות את הבית ולסדר"},
		"תוסיף משימה לקנות חלב ולחם":                          {"לקנות חלב ולחם"},
		"תזכיר לי מחר ב-9 לתקן את הברז ולהחליף נורה":          {"לתקן את הברז ולהחליף נורה"},
		"add to my tasks: fix the tap and change the bulb":    {"fix the tap", "change the bulb"},
		"add to my tasks: fix the tap, change the bulb":       {"fix the tap", "change the bulb"},
	} {
		s := plan(t, text).Steps[0]
		var got []string
		if s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				got = append(got, d.Text)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: %s.%s %q; want tasks %q", text, s.Capability, s.Operation, got, want)
		}
	}
}

// TestMisspeltDayAfterUntil: a day misspelt after "until" leaves the
// when unknown, even when another day was said before it; a day spelt
// right is read.
func TestMisspeltDayAfterUntil(t *testing.T) {
	for _, text := range []string{"תזכיר לי להכין את האוכל של מחר עד שייש", "תזכיר לי לקנות חלב עד שייש"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %+v; want no reminder", text, s.Tasks)
			}
		}
	}
	wantTask(t, "אל תיתן לי לשכוח להכין את האוכל של מחר עד שישי", "להכין את האוכל של מחר")
	wantTask(t, "remind me to prep tomorrows lunch by friday", "prep tomorrows lunch")
}
