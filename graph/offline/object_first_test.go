package offline_test

import (
	"encoding/json"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestObjectFirst: a thing named before the command said on it with a
// pronoun is planned as the command in its usual order; a pronoun with no
// command to Memo, or the user's own doing, is not.
func TestObjectFirst(t *testing.T) {
	for said, usual := range map[string]string{
		"את הפגישה עם עורך הדין, תזיז אותה בבקשה ליום שלישי":     "תזיז את הפגישה עם עורך הדין ליום שלישי",
		"the meeting with the lawyer, move it to tuesday please": "move the meeting with the lawyer to tuesday",
		"את התזכורת של הבנק תמחק אותה":                           "תמחק את התזכורת של הבנק",
		"the dentist reminder, delete it":                        "delete the dentist reminder",
		"את הפגישה עם דנה, תבטלי אותה":                           "תבטלי את הפגישה עם דנה",
	} {
		got, want := plan(t, said), plan(t, usual)
		g, _ := json.Marshal(got.Steps)
		w, _ := json.Marshal(want.Steps)
		if string(g) != string(w) || got.Steps[0].Operation == memo.OpUnknown {
			t.Errorf("%q:\n got %s\nwant %s", said, g, w)
		}
	}
	for _, text := range []string{
		"the meeting with dana, I moved it to tuesday",
		"את הפגישה עם דנה, אני אזיז אותה",
		"the meeting with dana, is it on tuesday?",
		"the meeting with Dan was called off, delete it",
		"the batteries arrived, remove them from the list",
	} {
		p, err := planWith(t, text, nil)
		if err == nil && len(p.Steps) > 0 && (p.Steps[0].Operation == memo.OpEventUpdate || p.Steps[0].Operation == memo.OpEventDelete) {
			t.Errorf("%q: %s; want no change", text, p.Steps[0].Operation)
		}
	}
}
