package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryYesNo: a yes/no question about something kept searches the
// memory for what it asks about, in both languages; one about the day,
// a list, the weather or Memo itself does not.
func TestMemoryYesNo(t *testing.T) {
	cases := []struct {
		text string
		has  []string // words the query holds
	}{
		{"is mika allergic to anything", []string{"mika", "allergic"}},
		{"Is Mika allergic?", []string{"Mika", "allergic"}},
		{"does dana like sushi?", []string{"dana", "sushi"}},
		{"do i have a spare key somewhere?", []string{"spare key"}},
		{"is the wifi password saved?", []string{"wifi password"}},
		{"did i save the gate code", []string{"gate code"}},
		{"have i told you my shoe size", []string{"shoe size"}},
		{"is the gate code 4590?", []string{"gate code"}},
		{"האם מיקה אלרגית למשהו?", []string{"מיקה", "אלרגית"}},
		{"מיקה אלרגית למשהו?", []string{"מיקה", "אלרגית"}},
		{"יש לדנה אלרגיה?", []string{"דנה", "אלרגיה"}},
		{"למיקה יש אלרגיה למשהו?", []string{"מיקה", "אלרגיה"}},
		{"דנה אוהבת סושי?", []string{"דנה", "סושי"}},
		{"האם שמרתי את הסיסמה של הוויפי?", []string{"הסיסמה של הוויפי"}},
		{"שמרתי לך את הקוד של השער? תודה", []string{"הקוד של השער"}},
		{"הסיסמה של הוויפי שמורה אצלך?", []string{"הסיסמה של הוויפי"}},
	}
	for _, c := range cases {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpMemorySearch {
			t.Errorf("%q: planned %s.%s, want a memory search", c.text, s[0].Capability, s[0].Operation)
			continue
		}
		for _, w := range c.has {
			if !strings.Contains(s[0].Memory.Query, w) {
				t.Errorf("%q: query %q lacks %q", c.text, s[0].Memory.Query, w)
			}
		}
		// (What the brain drops as it searches, "למשהו", may stay.)
		for _, w := range []string{"anything", "somewhere", "saved", "שמורה"} {
			if strings.Contains(s[0].Memory.Query, w) {
				t.Errorf("%q: query %q keeps %q", c.text, s[0].Memory.Query, w)
			}
		}
	}
	for _, text := range []string{"is it going to rain", "are you a bot", "do i have meetings tomorrow", "do i have anything on my list",
		"is the dentist tomorrow?", "is the store open", "is milk on my list", "do i have milk", "is that ok", "are we good",
		"is dana coming at 5", "יש לי פגישה מחר?", "יש לנו חלב?", "יש לי משהו ברשימה?", "האם יש לי תור לרופא מחר?", "is it saved?"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpMemorySearch {
			t.Errorf("%q: planned a memory search for %q", text, s[0].Memory.Query)
		}
	}
}

// TestAskedWhetherDoneWithThanks: "did I …?" with thanks or an emoji
// after the mark asks; it marks nothing done.
func TestAskedWhetherDoneWithThanks(t *testing.T) {
	for _, text := range []string{"התקשרתי לבנק? תודה", "שרמתי את הקוד של השער? תודה", "did i call the bank? thanks 🙏", "called the bank? 😊"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpTaskComplete {
			t.Errorf("%q: planned a task done", text)
		}
	}
	if s := plan(t, "התקשרתי לבנק, תודה").Steps; s[0].Operation != memo.OpTaskComplete {
		t.Errorf("told, not asked: planned %s", s[0].Operation)
	}
}
