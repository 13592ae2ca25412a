package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRememberByConsonants: "remember" written by its consonants alone
// ("rmbr", "rmmbr") saves what follows as "remember" does; a Hebrew
// past verb one letter from a head word ("מה רשמת לי עכשיו") is that
// verb, asking what was saved last. Words with vowels, or consonants of
// no head verb, are not mended.
func TestRememberByConsonants(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"rmbr Shira is lactose intolerant", "Shira is lactose intolerant"},
		{"rmbr that my locker code is 4411", "my locker code is 4411"},
		{"rmmbr that the gate code is 1234", "the gate code is 1234"},
		{"remembr that the gate code is 1234", "the gate code is 1234"},
	} {
		s := planAbout(t, tc.text, nil).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil || s.Memory.Draft.Text != tc.want {
			t.Errorf("%q: %s.%s %+v; want %q remembered", tc.text, s.Capability, s.Operation, s.Memory, tc.want)
		}
	}
	for _, text := range []string{"מה רשמת לי עכשיו?", "מה רשמת לי הרגע", "מה שמרת לי עכשיו", "what did you just save for me"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryGetAll || s.Memory == nil || !s.Memory.Latest {
			t.Errorf("%q: %s.%s %+v; want the last thing saved", text, s.Capability, s.Operation, s.Memory)
		}
	}
	for _, text := range []string{"mrbr that the code is 1234", "brrr its cold", "rmbrx that the code is 1234"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpMemoryStore || s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s.%s; want it not saved", text, s.Capability, s.Operation)
		}
	}
}

// TestDayWordMisspelt: "ביום" mistyped before a weekday (a swap, a
// letter doubled, a vowel letter written in) is "ביום": the day is read
// and the typo kept in no title. "היום" before a weekday is a word of
// its own.
func TestDayWordMisspelt(t *testing.T) {
	for _, text := range []string{
		"תזכיר לי ביםו שלישי לקנות חלב", "תזכירי לי ביוום שלישי לקנות חלב", "תזכיר לי בויום שלישי לקנות חלב",
		"תזכור לי ביםו רביעי ב5 להתקשר לאמא", "פגישה ביוום חמישי ב3", "פגישה בויום ראשון ב10",
	} {
		for _, s := range plan(t, text).Steps {
			title := ""
			switch {
			case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
				title = s.Tasks.Drafts[0].Text
			case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
				title = s.Calendar.Drafts[0].Summary
			case s.Operation == memo.OpUnknown:
				continue // declined: no typo kept
			default:
				t.Errorf("%q: %s.%s; want a reminder or an event", text, s.Capability, s.Operation)
				continue
			}
			if strings.ContainsAny(title, "0123456789") || strings.Contains(title, "ום") || strings.Contains(title, "שלישי") || strings.Contains(title, "רביעי") || strings.Contains(title, "חמישי") || strings.Contains(title, "ראשון") {
				t.Errorf("%q: title %q keeps the day", text, title)
			}
		}
	}
	s := plan(t, "היום שלישי, תזכיר לי לקנות חלב ב5").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "לקנות חלב" || s.Tasks.Drafts[0].DueDate.Day() != now.Day() {
		t.Errorf("היום שלישי: %s.%s %+v; want today's reminder", s.Capability, s.Operation, s.Tasks)
	}
}

// TestGluedSlippedRemember: "remember" misspelt or by its consonants, run
// into "that", is read as said.
func TestGluedSlippedRemember(t *testing.T) {
	for text, want := range map[string]string{
		"hi, rmbrthat the wifi password is sunflower22":  "memory.storeMemory|the wifi password is sunflower22",
		"umm remeberthat my passport number is 12345678": "memory.storeMemory|my passport number is 12345678",
	} {
		if got := made(t, text); got != want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
}

// TestRemindCutShort: "תזכ לי", the command cut short as texted, is
// "תזכיר לי"; a word that only begins so is not.
func TestRemindCutShort(t *testing.T) {
	for text, want := range map[string]string{
		"תזכ לי מחרר להביא את המחברת של היסטוריה": "tasks.create|להביא את המחברת של היסטוריה",
		"תזכ לי ב9 בערב להגיש את העבודה":          "tasks.create|להגיש את העבודה",
	} {
		if got := made(t, text); got != want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
	if got := made(t, "שתזכה לי בכל מה שתעשה"); strings.HasPrefix(got, "tasks.create") {
		t.Errorf("a blessing made %q", got)
	}
}

// TestToldMadeMisspelt: "נקבע לי" ("I've been given", of an appointment)
// with two letters swapped ("נבקע לי תור …") is the same appointment told,
// the slip in no title.
func TestToldMadeMisspelt(t *testing.T) {
	for _, text := range []string{"נבקע לי תור לרופא שיניים ב-15/3 ב-10 בבוקר", "נקבע לי תור לרופא שיניים ב-15/3 ב-10 בבוקר"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != "תור לרופא שיניים" {
			t.Errorf("%q: %s.%s %+v; want the appointment made", text, s.Capability, s.Operation, s.Calendar)
		}
	}
}
