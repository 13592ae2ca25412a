package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo/resolution"
)

// TestKindOnly: an event named by its generic noun alone, in either
// language; a name with more words, or no kind, is not.
func TestKindOnly(t *testing.T) {
	for name, want := range map[string]bool{
		"the meeting": true, "meeting": true, "my appointment": true, "the appt": true, "הפגישה": true, "את התור": true,
		"תור": true, "the call": true, "השיעור": true,
		// Near misses.
		"the meeting with dana": false, "dentist": false, "team meeting": false, "פגישה עם רון": false, "התור של משה": false,
		"the the": false, "": false, "meeting room": false,
	} {
		if got := resolution.KindOnly(name) != nil; got != want {
			t.Errorf("KindOnly(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestTitleOfKind: a title says the kind by the noun or a word of its
// group, with the Hebrew article or not; a title that merely holds the
// letters does not.
func TestTitleOfKind(t *testing.T) {
	meeting, appt := resolution.KindOnly("meeting"), resolution.KindOnly("תור")
	for _, tt := range []struct {
		title string
		kind  []string
		want  bool
	}{
		{"team meeting", meeting, true}, {"ישיבת צוות", meeting, true}, {"פגישה עם רון", meeting, true},
		{"מיטינג עם דנה", meeting, true}, {"Dentist appt", appt, true}, {"תור לרופא", appt, true}, {"התור של משה", appt, true},
		// Near misses.
		{"dentist", meeting, false}, {"meetings planner", appt, false}, {"תורה", appt, false}, {"מטופל משה", appt, false},
	} {
		if got := resolution.TitleOfKind(tt.title, tt.kind); got != tt.want {
			t.Errorf("TitleOfKind(%q, %v) = %v, want %v", tt.title, tt.kind[0], got, tt.want)
		}
	}
}

// TestKindWith: a kind and whom it is with, said either way in either
// language, gives the person; a kind with no person, a person with no
// kind, or a kind with another kind gives "".
func TestKindWith(t *testing.T) {
	for name, want := range map[string]string{
		"the appointment with Dana": "dana", "Dana's appointment": "dana", "ron's meeting": "ron", "meeting w/ ron": "ron",
		"התור של משה": "משה", "הפגישה עם רון": "רון", "את התור של משה כהן": "משה כהן", "my call with the bank": "the bank",
		// Near misses.
		"the meeting": "", "lunch with Dana": "", "Dana's birthday": "", "the meeting of the meeting": "",
		"החוג של נועה": "", "התור": "", "my appointment": "",
	} {
		if got := resolution.KindWith(name); got != want {
			t.Errorf("KindWith(%q) = %q, want %q", name, got, want)
		}
	}
}
