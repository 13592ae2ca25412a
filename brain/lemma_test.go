package brain_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo/brain"
)

// TestOtherFormFound: a word asked in another form than it was saved in —
// a Hebrew verb, adjective or noun in the masculine, feminine or plural,
// an English agent noun for its verb — still finds the memory, and only
// it: of two memories that differ by a name and a form, the one whose
// name is asked is the only answer; a question of another thing finds
// nothing.
func TestOtherFormFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("הנכד שלי תומי אוהב עוגיות אלפחורס"))
	mustStore(t, b, "u1", note("דנה אוהבת שוקולד"))
	mustStore(t, b, "u1", note("דני אוהב וניל"))
	mustStore(t, b, "u1", note("רונית גרה ברמת גן"))
	mustStore(t, b, "u1", note("הבנות של שירה אוהבות פיצה"))
	mustStore(t, b, "u1", note("יוסי חבר של אבא מהצבא"))
	mustStore(t, b, "u1", note("the shearing contractor's number is 0412 555 888"))
	mustStore(t, b, "u1", note("my running shoes are size 44"))
	mustStore(t, b, "u1", note("Dana loves chocolate"))
	mustStore(t, b, "u1", note("Danny loves vanilla"))
	mustStore(t, b, "u1", note("I parked on level 3"))
	wantOnly(t, b, map[string]string{
		"מה תומי אוהבת?": "אלפחורס", "מה תומי אוהבים": "אלפחורס", "מה תומי אוהב": "אלפחורס",
		"מה דנה אוהב?": "שוקולד", "מה דנה אוהבת": "שוקולד", "מה דני אוהבת?": "וניל", "מה דני אוהבים": "וניל",
		"איפה רונית גר?": "רמת גן", "איפה רונית גרים": "רמת גן",
		"מה הבנות של שירה אוהבים?": "פיצה",
		"מי החברה של אבא?":         "יוסי", "מי החברים של אבא מהצבא": "יוסי",
		"whats the shearers number": "0412", "the shearer's number?": "0412",
		"what size are my runners?": "44", "my runner size": "44",
		"what does Danny love?": "vanilla", "what does Dana love": "chocolate",
		// Near misses: another thing, another person.
		"מה תומי שונאת": "", "איפה רונית עובדת": "", "מי החברה של אמא": "", "מה יעל אוהבת": "",
		"whats the plumbers number": "", "what size are my slippers": "", "what does Dina love": "",
		"what's Parker's number?": "", "whats parkers number": "", "what's the number of my mother": "",
	})
}

// wantOnly is wantFound where every memory found holds the text wanted:
// no other memory is given back beside the right one.
func wantOnly(t *testing.T, b *brain.Brain, cases map[string]string) {
	t.Helper()
	for q, want := range cases {
		got, _, err := b.SearchMemories(t.Context(), "u1", q, 5)
		if err != nil {
			t.Errorf("%q: %v", q, err)
			continue
		}
		if want == "" && len(got) != 0 || want != "" && len(got) == 0 {
			t.Errorf("%q: found %v, want %q", q, texts(got), want)
			continue
		}
		for _, m := range got {
			if !strings.Contains(m.Text, want) {
				t.Errorf("%q: found %v, want only %q", q, texts(got), want)
				break
			}
		}
	}
}
