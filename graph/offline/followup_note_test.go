package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNoteOfFocus: a note or a place told about the event in focus is
// added to it — a line of its description ("add note bring the snake",
// "תוסיף הערה: להביא תעודת זהות") or its place ("it's at room 3", "תוסיף
// שזה בחדר ישיבות 3") — never a new item. A reminder has neither: it is
// declined. A time said the same way stays a move, and what names no
// place ("it's in progress", "זה בסדר") is no place.
func TestNoteOfFocus(t *testing.T) {
	for _, tc := range []struct{ text, note, place string }{
		{"add note bring the snake", "bring the snake", ""},
		{"add a note: bring ID", "bring ID", ""},
		{"add a note that we need the projector", "we need the projector", ""},
		{"can you add a note to it - parking is on level 2", "parking is on level 2", ""},
		{"תוסיף הערה: להביא תעודת זהות", "להביא תעודת זהות", ""},
		{"תוסיפי הערה להביא את הנחש", "להביא את הנחש", ""},
		{"תרשמי לזה הערה - לבוא עם מחשב", "לבוא עם מחשב", ""},
		{"it's at room 3", "", "room 3"},
		{"it's at the Hilton", "", "Hilton"},
		{"oh it's in meeting room B", "", "meeting room B"},
		{"add location: room 3", "", "room 3"},
		{"תוסיף שזה בחדר ישיבות 3", "", "חדר ישיבות 3"},
		{"זה בחדר 3", "", "חדר 3"},
		{"תוסיף מיקום קפה גרג", "", "קפה גרג"},
		{"תרשמי שצריך להביא תעודת זהות תודה רבה", "צריך להביא תעודת זהות", ""},
		{"תרשמי שצריך להביא תעודת זהות 😊", "צריך להביא תעודת זהות", ""},
		{"המיקום זה בקפה גרג", "", "קפה גרג"},
	} {
		s := withFocus(tc.text, focusEvent())
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Fields == nil || len(s.Calendar.EventIDs) != 1 ||
			s.Calendar.Fields.Note != tc.note || s.Calendar.Fields.Location != tc.place || s.Calendar.Fields.Summary != "" || s.Calendar.Fields.Start != nil {
			t.Errorf("%q: %s.%s %+v; want note %q, place %q", tc.text, s.Capability, s.Operation, s.Calendar, tc.note, tc.place)
		}
		if s := withFocus(tc.text, focusReminder()); s.Operation != memo.OpUnknown {
			t.Errorf("%q about a reminder: %s.%s; want it declined", tc.text, s.Capability, s.Operation)
		}
		if s := withFocus(tc.text, nil); s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventUpdate {
			t.Errorf("%q with nothing in focus: %s.%s; want no item made", tc.text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"it's at 5", "זה ב-5"} {
		s := withFocus(text, focusEvent())
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields.Start == nil || s.Calendar.Fields.Location != "" {
			t.Errorf("%q: %s.%s %+v; want a move", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{"it's in progress", "זה בסדר", "add a note to the shopping list"} {
		if s := withFocus(text, focusEvent()); s.Operation == memo.OpEventUpdate {
			t.Errorf("%q: %+v; want the event left as it is", text, s.Calendar.Fields)
		}
	}
}
