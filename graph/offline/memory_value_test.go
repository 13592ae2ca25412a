package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMemoryValue: a fact said as a phrase headed by a kind of fact and
// a code-like value, with no verb, is kept in both languages; a list
// item, an event, a command or a time with a number is not.
func TestMemoryValue(t *testing.T) {
	cases := []struct{ text, subject, value string }{
		{"מספר הפוליסה של ביטוח הרכב 778812", "מספר הפוליסה של ביטוח הרכב", "778812"},
		{"הקוד של השער 4590#", "הקוד של השער", "4590#"},
		{"קוד השער 4590", "קוד השער", "4590"},
		{"מספר הדרכון שלי 12345678", "מספר הדרכון שלי", "12345678"},
		{"מידת הנעליים של דנה 38", "מידת הנעליים של דנה", "38"},
		{"wifi password sunflower22", "wifi password", "sunflower22"},
		{"my passport number 12345678", "my passport number", "12345678"},
		{"hey, Dana's locker code 2211 thx", "Dana's locker code", "2211"},
		{"the wifi password is sunflower22", "the wifi password", "sunflower22"},
		{"בעצם הקוד של הכספת עכשיו 0707", "הקוד של הכספת", "0707"},
		{"the gate code now 1234", "the gate code", "1234"},
	}
	for _, c := range cases {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpMemoryStore || s[0].Memory.Draft == nil {
			t.Errorf("%q: planned %s.%s, want a fact kept", c.text, s[0].Capability, s[0].Operation)
			continue
		}
		if d := s[0].Memory.Draft; d.Kind != memo.MemoryFact || d.Subject != c.subject || d.Value != c.value {
			t.Errorf("%q: kept %+v, want %q = %q", c.text, d, c.subject, c.value)
		}
	}
	for _, text := range []string{"חלב 3", "meeting 1530", "פגישה עם דנה 1530", "call the bank account 12345", "size 38", "code 4590",
		"the gate code 4590?", "מה הקוד של השער 4590", "תוסיף לרשימת קניות חלב 3", "רופא שיניים מחר 1530", "קוד 4590 מחר בשמונה",
		"remind me the gate code 4590"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpMemoryStore && s[0].Memory.Draft != nil && s[0].Memory.Draft.Kind == memo.MemoryFact &&
			s[0].Memory.Draft.Text == text {
			t.Errorf("%q: kept as a fact %+v", text, s[0].Memory.Draft)
		}
	}
}
