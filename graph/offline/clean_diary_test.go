package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDiaryAndAddTail: a diary, the British calendar, is where "put X in
// my diary" puts X; a closing "please add it", "תוסיף את זה", "תכניס את זה
// בבקשה" asks to keep what was told and is no word of its title. "write
// in my diary" is no event.
func TestDiaryAndAddTail(t *testing.T) {
	for text, want := range map[string]string{
		"Put the dentist in my diary for Friday at 10am please":                              "dentist",
		"add lunch with Sue to the diary on Friday at 1pm":                                   "lunch with Sue",
		"Choir concert on Sunday the 20th of December at 4pm at the cathedral please add it": "Choir concert at the cathedral",
		"book club on Thursday at 7pm, could you pop it in please":                           "book club",
		"רופא שיניים ביום שישי ב-10 תוסיף את זה":                                             "רופא שיניים",
		"חזרה של המקהלה ביום חמישי ב-7 בערב, תכניס את זה בבקשה":                              "חזרה של המקהלה",
		"רופא שיניים ביום שישי ב-10 תכניס ליומן":                                             "רופא שיניים",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != want {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
	for text, want := range map[string]string{"call Bob tomorrow at 5, add it": "call Bob", "להתקשר לבוב מחר ב-5, תוסיף את זה": "להתקשר לבוב"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s.%s %+v; want the task %q", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	// An event's day with no hour: the event, asked its hour, without the
	// request in its title; a deed's day with no hour is no event.
	for text, want := range map[string]string{"bio test fri add it": "bio test", "מבחן בהיסטוריה ביום שני, תוסיף את זה": "מבחן בהיסטוריה"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != want {
			t.Errorf("%q: %s.%s %+v; want the event %q asked its hour", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
	if s := plan(t, "call Bob friday, add it").Steps[0]; s.Operation == memo.OpEventCreate {
		t.Errorf("call Bob friday, add it: an event %+v; want none", s.Calendar)
	}
	if s := plan(t, "write in my diary tonight").Steps[0]; s.Operation == memo.OpEventCreate {
		t.Errorf("write in my diary tonight: an event %+v; want none", s.Calendar)
	}
}
