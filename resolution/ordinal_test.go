package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

func TestParseOrdinalRef(t *testing.T) {
	const last = -1 // want.index for "the last"
	tests := []struct {
		text  string
		index int // 0 = no reference
	}{
		// Ordinals.
		{"delete the 2nd one", 2},
		{"the second one", 2},
		{"the 2nd", 2},
		{"second", 2},
		{"3rd", 3},
		{"mark the third as done", 3},
		{"done with the first", 1},
		{"delete the last one", last},
		{"the last", last},
		{"remove the second task from the list", 2},
		{"delete the first of them", 1},
		{"מחק את השני", 2},
		{"השני", 2},
		{"השלישית", 3},
		{"סיימתי את השלישית", 3},
		{"תמחק את המשימה השנייה", 2},
		{"האחרון", last},
		{"מחק את האחרונה בבקשה", last},
		// Numbers after an introducer.
		{"#2", 2},
		{"delete #4", 4},
		{"number 3", 3},
		{"number two", 2},
		{"delete task 2", 2},
		{"מספר 2", 2},
		{"מחק משימה 3", 3},
		{"אפשרות 4", 4},
		// Bare numbers after a command verb, or alone.
		{"done with 2", 2},
		{"delete 2", 2},
		{"remove 5 please", 5},
		{"mark 2 as done", 2},
		{"סיימתי את 3", 3},
		{"מחק את ה-2", 2},
		{"תמחק 4", 4},
		{"2", 2},
		{"2 please", 2},
		// Not references.
		{"buy 2 milks", 0},
		{"remind me at 5 to call", 0},
		{"remind me in 2 days", 0},
		{"delete 2 tasks", 0},
		{"remove 2 eggs from the list", 0},
		{"the first week of May", 0},
		{"the last time I called", 0},
		{"the 2nd of May", 0},
		{"first remind me to call mom", 0},
		{"remind me first thing tomorrow", 0},
		{"call the second guy", 0},
		{"delete the 1st and 3rd", 0},
		{"delete 1 and 3", 0},
		{"1,3", 0},
		{"1-3", 0},
		{"#2 and #3", 0},
		{"ביום השני", 0},
		{"בשבוע האחרון", 0},
		{"תזיז את שני הפריטים", 0},
		{"שני בשמונה תזכיר לי", 0},
		{"add phone number 0541234567", 0},
		{"delete 150", 0},
		{"0", 0},
		{"", 0},
		{"show my lists", 0},
	}
	for _, tt := range tests {
		idx, isLast, ok := resolution.ParseOrdinalRef(tt.text)
		switch {
		case tt.index == 0 && ok:
			t.Errorf("ParseOrdinalRef(%q) = %d, %v, true; want no reference", tt.text, idx, isLast)
		case tt.index == last && (!ok || !isLast || idx != 0):
			t.Errorf("ParseOrdinalRef(%q) = %d, %v, %v; want last", tt.text, idx, isLast, ok)
		case tt.index > 0 && (!ok || isLast || idx != tt.index):
			t.Errorf("ParseOrdinalRef(%q) = %d, %v, %v; want %d", tt.text, idx, isLast, ok, tt.index)
		}
	}
}
