package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListJoinFormal: a new list's quoted name and its items joined in
// the formal infinitive ('אבקש ליצור רשימה בשם "מסמכים לביקורת" ולהוסיף
// אליה: …') make the list with its items, as the imperative does; a list
// that is not made new there is not.
func TestListJoinFormal(t *testing.T) {
	for text, want := range map[string][]string{
		`אבקש ליצור רשימה בשם "מסמכים לביקורת" ולהוסיף אליה: מאזן בוחן, דפי בנק, חשבוניות ספקים.`:     {"מאזן בוחן", "דפי בנק", "חשבוניות ספקים"},
		`אני רוצה לפתוח רשימה בשם "ציוד לטיול" ולהכניס אליה: שק שינה, פנס`:                            {"שק שינה", "פנס"},
		`please create a list called "audit documents" and add to it: trial balance, bank statements`: {"trial balance", "bank statements"},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListCreate || s.Lists == nil || !slices.Equal(s.Lists.Items, want) {
			t.Errorf("%q: %s %+v; want a new list with %q", text, s.Operation, s.Lists, want)
		}
	}
	for _, text := range []string{
		`לבדוק את הרשימה בשם "מסמכים" ולהוסיף אליה: דפי בנק`,
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpListCreate {
			t.Errorf("%q: a list made; want none", text)
		}
	}
}
