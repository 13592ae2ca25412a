package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDayWithoutHourAsks: an event told with its day and no hour is asked
// what time (never given 10:00), unless the thing lasts the day or "all
// day" was said; a series without a time keeps its old reading, and a
// plan that counts from the unknown hour is declined.
func TestDayWithoutHourAsks(t *testing.T) {
	for _, text := range []string{
		"add dinner at mom's on Friday to my calendar",
		"schedule a meeting with Dan on Thursday",
		"schedule a conference call on Thursday", // a call, not a conference
		"put lunch with Noa on the 14th in my calendar",
		"תכניס ליומן ארוחה אצל אמא ביום שישי",
		"תקבע פגישה עם דן ביום חמישי",
		"תקבעי שיחה עם רואה החשבון ב-14 לחודש",
		"תקבע שיחת כנס ביום חמישי",           // a call, not a conference
		"תכניס ליומן סיור בכנסת ביום חמישי",  // the Knesset, no conference
		"תכניס ליומן טיול עם הכלב ביום שישי", // a walk, not a trip
	} {
		p := planAbout(t, text, nil)
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Operation != memo.OpEventCreate || s.Calendar == nil || !s.Calendar.NeedTime || s.Calendar.Drafts[0].AllDay {
			t.Errorf("%q: %s.%s %+v; want the hour asked", text, s.Capability, s.Operation, s.Calendar)
			continue
		}
		if st := s.Calendar.Drafts[0].Start.In(jerusalem); st.Hour() != 0 || st.Minute() != 0 {
			t.Errorf("%q: start %v; want the day's midnight", text, st)
		}
	}
	for _, text := range []string{
		"put the conference on the 14th in my calendar",
		"schedule a trip to Eilat on Sunday",
		"add the company retreat on Thursday to my calendar",
		"schedule a meeting with Dan on Thursday all day",
		"add mom's birthday on Friday to my calendar",
		"תכניס ליומן כנס ב-14 לחודש",
		"תכניס ליומן טיול לאילת ביום ראשון",
		"תקבע פגישה עם דן ביום חמישי כל היום",
		"תכניס ליומן יום גיבוש ביום חמישי",
	} {
		s := planAbout(t, text, nil).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || s.Calendar.NeedTime || !s.Calendar.Drafts[0].AllDay {
			t.Errorf("%q: %s.%s %+v; want an event of the whole day", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	// An hour said is kept; a series without one keeps 10:00; a reminder
	// counted from the unknown hour is declined.
	for text, hour := range map[string]int{
		"add dinner at mom's on Friday at 7pm to my calendar": 19,
		"תכניס ליומן ארוחה אצל אמא ביום שישי ב-19:00":         19,
		"schedule yoga every monday":                          offline.DefaultEventHour,
	} {
		s := planAbout(t, text, nil).Steps[0]
		if s.Calendar == nil || s.Calendar.NeedTime || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Start.In(jerusalem).Hour() != hour {
			t.Errorf("%q: %s.%s %+v; want %d:00", text, s.Capability, s.Operation, s.Calendar, hour)
		}
	}
	for _, text := range []string{
		"schedule dinner with Dan on Friday, remind me an hour before",
	} {
		for _, s := range planAbout(t, text, nil).Steps {
			if s.Calendar != nil && (s.Calendar.NeedTime || len(s.Calendar.Drafts) > 0) {
				t.Errorf("%q: %s.%s %+v; want declined", text, s.Capability, s.Operation, s.Calendar)
			}
		}
	}
}

// TestAllDayAnswer: "all day" said alone answers "what time?"; a request
// that holds it does not.
func TestAllDayAnswer(t *testing.T) {
	for text, want := range map[string]bool{
		"all day": true, "it's all day": true, "All day.": true, "כל היום": true, "יום שלם": true, "זה כל היום": true,
		"7pm": false, "all": false, "show me all day tomorrow": false, "תראה לי את כל היום מחר": false,
	} {
		if got := offline.AllDayAnswer(text); got != want {
			t.Errorf("AllDayAnswer(%q) = %v, want %v", text, got, want)
		}
	}
	for _, c := range []struct {
		title, said string
		h           int
		want        bool
	}{
		{"dinner at mom's", "7", 7, true}, {"ארוחת ערב אצל אמא", "ב-7", 7, true},
		{"dinner at mom's", "7am", 7, false}, {"meeting with Dan", "7", 7, false}, {"dinner", "19:00", 19, false},
	} {
		if got := offline.EveningHour(c.title, c.said, c.h); got != c.want {
			t.Errorf("EveningHour(%q, %q, %d) = %v, want %v", c.title, c.said, c.h, got, c.want)
		}
	}
}

// TestWhereOfFocus: where the event in focus is, asked alone, shows it
// (Where set); told after the question, or as "זה ב…", "it's at …",
// "המיקום: …", sets its place. A reminder has no place, a question of
// somewhere else is not about it, and nothing is ever created.
func TestWhereOfFocus(t *testing.T) {
	start := time.Date(2026, 12, 7, 14, 0, 0, 0, jerusalem)
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dan", When: &start}
	for _, text := range []string{"where is it?", "where's it", "Where is that again?", "where is the meeting?", "where's that again?", "איפה זה?", "ואיפה זה יהיה?", "איפה הפגישה"} {
		s := planAbout(t, text, ev).Steps[0]
		if s.Operation != memo.OpEventGet || s.Calendar == nil || !s.Calendar.Where || len(s.Calendar.EventIDs) != 1 {
			t.Errorf("%q: %s.%s %+v; want the event shown with its place", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	for text, place := range map[string]string{
		"where is it? at the community center": "community center",
		"where is it? Dan's place":             "Dan's place",
		"where's it? it's at the Hilton lobby": "Hilton lobby",
		"איפה זה? בספרייה העירונית":            "ספרייה העירונית",
		"זה במתנס":                             "מתנס",
		"it's at Dan's place":                  "Dan's place",
		"location: Cafe Nahat":                 "Cafe Nahat",
		`זה במתנ"ס`:                            `מתנ"ס`,
		"זה אצל דן":                            "אצל דן",
		"המיקום: קפה נחת":                      "קפה נחת",
		`איפה זה? במתנ"ס`:                      `מתנ"ס`,
	} {
		s := planAbout(t, text, ev).Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Location != place || s.Calendar.Fields.Summary != "" {
			t.Errorf("%q: %s.%s %+v; want the place %q", text, s.Capability, s.Operation, s.Calendar, place)
		}
	}
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &start}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"where is it?", task}, {"איפה זה?", task}, {"זה בסדר", ev}, {"where is the nearest pharmacy?", ev}, {"where is it?", nil}, {"where is it at the community center", task},
	} {
		for _, s := range planAbout(t, c.text, c.focus).Steps {
			if s.Operation == memo.OpEventUpdate || s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate || s.Calendar != nil && s.Calendar.Where {
				t.Errorf("%q: %s.%s; want no change and no read of the focus's place", c.text, s.Capability, s.Operation)
			}
		}
	}
}

// TestWhenNamedEvent: when a named event is, asked with "whens" too, is a
// read of that event (or a search the runner crosses to the calendar),
// never a create.
func TestWhenNamedEvent(t *testing.T) {
	for text, name := range map[string]string{
		"whens my dentist":              "dentist",
		"when's the meeting with Dan?":  "meeting with Dan",
		"when is the meeting with Dan?": "meeting with Dan",
		"מתי רופא השיניים?":             "רופא השיניים",
		"מתי הפגישה עם דן":              "פגישה עם דן",
	} {
		// Without a word of an event the question may be read as one of
		// what was remembered: the runner then reads the calendar for it.
		s := planAbout(t, text, nil).Steps[0]
		if s.Operation == memo.OpMemorySearch {
			continue
		}
		if s.Operation != memo.OpEventGet || s.Calendar == nil || s.Calendar.Summary == "" {
			t.Errorf("%q: %s.%s %+v; want a read of %q", text, s.Capability, s.Operation, s.Calendar, name)
		}
	}
	for _, text := range []string{"whens good for you", "when is it"} {
		for _, s := range planAbout(t, text, nil).Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s.%s; want nothing created", text, s.Capability, s.Operation)
			}
		}
	}
}
