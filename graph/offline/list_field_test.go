package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFieldIsNoList: a field of an item said before a colon ("ותוסיף
// מיקום: אולמי הכרם", "location: community center") is no list to make or
// add to; a list of places is.
func TestFieldIsNoList(t *testing.T) {
	for _, text := range []string{"ותוסיף מיקום: אולמי הכרם, נס ציונה", "location: community center", "address: 5 Herzl St, Tel Aviv"} {
		for _, s := range plan(t, text).Steps {
			if s.Lists != nil {
				t.Errorf("%q planned a list step %+v", text, s)
			}
		}
	}
	if s := plan(t, "new list places: rome, paris").Steps; len(s) != 1 || s[0].Operation != memo.OpListCreate {
		t.Errorf("a list of places: %+v", s)
	}
}
