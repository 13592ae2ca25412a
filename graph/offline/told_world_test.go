package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldOfWorld: how the world runs, told with an hour and no command
// — a place opening or closing, a ride leaving — asks for nothing and
// keeps nothing. Near misses: a thing to do, an appointment, the user's
// own schedule or departure, an arrival, and the same fact asked to be
// reminded of.
func TestToldOfWorld(t *testing.T) {
	for _, text := range []string{
		"the store closes at 9", "the pharmacy opens at 8", "the bus leaves at 7", "the train departs at 6:40",
		"the shop shuts at 5", "store closes at 9", "pharmacy opens tomorrow at 8", "bank closes friday at 1",
		"the store closes tomorrow", "my gym closes at 10", "the gym closes at 10 tonight", "shop closed at 5",
		"הסופר נסגר ב9", "הבנק נפתח בשמונה", "האוטובוס יוצא ב7", "הרכבת יוצאת מחר ב6", "הבית מרקחת נסגר ב-9",
		"הקופה נפתחת מחר ב9", "סופר נסגר מחר ב9", "הדואר נסגר ב-6", "הסופר נסגר מחר", "הספרייה סגורה ביום שישי ב-2",
	} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %s; want nothing kept", text, p.Steps[0].Operation)
		}
	}
	for _, tt := range []struct {
		text string
		op   memo.Op
	}{
		{"dentist at 5", memo.OpEventCreate},
		{"call mom at 5", memo.OpTaskCreate},
		{"my meeting is at 3 tomorrow", memo.OpEventCreate},
		{"my meeting starts at 3 tomorrow", memo.OpEventCreate},
		{"my flight leaves at 7 tomorrow", memo.OpEventCreate},
		{"הטיסה שלי יוצאת מחר ב-6", memo.OpEventCreate},
		{"הטכנאי מגיע מחר ב-10", memo.OpEventCreate},
		{"יוצא הביתה ביום חמישי ב-12", memo.OpEventCreate},
		{"call the bank before it closes at 5", memo.OpTaskCreate},
		{"the store closes at 9, remind me at 8 to go", memo.OpTaskCreate},
		{"remind me the store closes at 9", memo.OpTaskCreate},
		{"תזכיר לי שהסופר נסגר ב-9", memo.OpTaskCreate},
	} {
		p, err := planErr(tt.text)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != tt.op {
			t.Errorf("%q: %v %+v; want %s", tt.text, err, p.Steps, tt.op)
		}
	}
}
