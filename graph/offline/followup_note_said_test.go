package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNoteSaid: a detail added to the event in focus by where it goes
// ("put in the notes bring ID", "תרשמי בהערות …") or told as a fact to
// add ("add that it's in the living room", "תרשמי שצריך להביא תעודת
// זהות") is its note or its place; a fact of another kind, a list's item
// or a reminder's detail is not.
func TestNoteSaid(t *testing.T) {
	meeting := event("meeting with Dana", at(21, 17, 0), at(21, 18, 0))
	meetingHE := event("פגישה עם דנה", at(21, 17, 0), at(21, 18, 0))
	for _, tc := range []struct {
		text        string
		focus       *memo.FocusItem
		note, place string
	}{
		{text: "add that it's in the living room", focus: meeting, place: "living room"},
		{text: "add that it is at the kitchen", focus: meeting, place: "kitchen"},
		{text: "put in the notes bring ID", focus: meeting, note: "bring ID"},
		{text: "add to the notes: bring ID", focus: meeting, note: "bring ID"},
		{text: "write in the description parking at the back", focus: meeting, note: "parking at the back"},
		{text: "add that we need to bring ID", focus: meeting, note: "we need to bring ID"},
		{text: "note that I need to bring a pen", focus: meeting, note: "I need to bring a pen"},
		{text: "תוסיף שזה בסלון", focus: meetingHE, place: "סלון"},
		{text: "תרשמי שזה במטבח", focus: meetingHE, place: "מטבח"},
		{text: "תרשמי שצריך להביא תעודת זהות", focus: meetingHE, note: "צריך להביא תעודת זהות"},
		{text: "תרשמי שצריך 🙏 להביא תעודת זהות", focus: meetingHE, note: "צריך להביא תעודת זהות"},
		{text: "תוסיף להערות: להביא תעודת זהות", focus: meetingHE, note: "להביא תעודת זהות"},
		{text: "תרשמי בהערות להביא תעודת זהות", focus: meetingHE, note: "להביא תעודת זהות"},
		{text: "תוסיף שחייבים להגיע מוקדם", focus: meetingHE, note: "חייבים להגיע מוקדם"},
	} {
		s := withFocus(tc.text, tc.focus)
		if !onFocus(s, tc.focus, memo.OpEventUpdate) || s.Calendar.Fields == nil {
			t.Errorf("%q: %s %+v; want the event's note or place", tc.text, s.Operation, s.Calendar)
			continue
		}
		if f := s.Calendar.Fields; f.Note != tc.note || f.Location != tc.place || f.Start != nil {
			t.Errorf("%q: note %q place %q; want %q %q", tc.text, f.Note, f.Location, tc.note, tc.place)
		}
	}
	// Near misses: no fact of the event, a list's item, a thing to
	// remember, a reminder (which keeps no note).
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"add that to my shopping list", meeting},
		{"add that", meeting},
		{"note that the code is 1234", meeting},
		{"תרשמי שהקוד לשער הוא 1234", meetingHE},
		{"תוסיף שזה בסדר", meetingHE},
		{"תוסיף שצריך לקנות חלב לרשימת קניות", meetingHE},
		{"add that we need to bring ID", task("call the client", at(21, 17, 0))},
		{"תרשמי שצריך להביא תעודת זהות", task("להתקשר ללקוח", at(21, 17, 0))},
	} {
		s := withFocus(tc.text, tc.focus)
		if s.Operation == memo.OpEventUpdate || s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %s %+v %+v; want no note on the focus", tc.text, s.Operation, s.Calendar, s.Tasks)
		}
	}
}
