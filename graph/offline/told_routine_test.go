package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldOfRoutine: the user's own day told with an hour and no
// request — the user arriving, starting, finishing or waking, a routine
// of the day starting or ending — makes no reminder and no event, and
// changes none. Near misses: a thing the user has, an appointment's
// start, an arrival of someone else, the user's departure, an event of
// one's own told with its verb, and the same statement before a request.
func TestToldOfRoutine(t *testing.T) {
	for _, text := range []string{
		"I get to the office at 9", "I start work at 8", "school ends at 3", "my shift starts at 7",
		"I usually get to the office at 9", "we finish at 6", "I wake up at 6", "I get home at 6", "work starts at 9",
		"school lets out at 3", "the kids' school ends at 2", "my shift ends at 3 tomorrow", "I start my new job tomorrow at 9",
		"אני מגיע למשרד ב9", "בית הספר נגמר ב3", "המשמרת שלי מתחילה ב7", "אני קמה ב6", "הגן נגמר ב4",
		"אני מסיימת לעבוד ב5", "הלימודים מתחילים מחר ב8", "אנחנו מתחילים ב-9",
	} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %s; want nothing kept", text, p.Steps[0].Operation)
		}
	}
	for _, tt := range []struct {
		text string
		op   memo.Op
	}{
		{"I have a meeting with Dan at 9", memo.OpEventCreate},
		{"dentist at 5", memo.OpEventCreate},
		{"the technician arrives tomorrow at 10", memo.OpEventCreate},
		{"הטכנאי מגיע מחר ב-10", memo.OpEventCreate},
		{"my flight leaves at 7 tomorrow", memo.OpEventCreate},
		{"my meeting starts at 3 tomorrow", memo.OpEventCreate},
		{"ביום שישי בעשר אני לוקחת את הילדים לספריה", memo.OpEventCreate},
		{"the meeting ends at 15:30", memo.OpEventUpdate},
		{"I get to the office at 9, remind me at 8:30 to leave", memo.OpTaskCreate},
		{"my shift ends at 3 tomorrow, remind me at 2 to pack", memo.OpTaskCreate},
		{"remind me that school ends at 3", memo.OpTaskCreate},
	} {
		p, err := planErr(tt.text)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != tt.op {
			t.Errorf("%q: %v %+v; want %s", tt.text, err, p.Steps, tt.op)
		}
	}
}
