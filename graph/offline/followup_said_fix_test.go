package offline_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestLengthSaidPlainly: a length said with "make it", "naw make it" or
// "שיהיה" changes the end of the event in focus and keeps its start; an
// hour, a day or a repetition said the same way is no length.
func TestLengthSaidPlainly(t *testing.T) {
	start, end := *at(22, 15, 0), *at(22, 16, 0)
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Dan", When: &start, End: &end}
	for text, want := range map[string]*time.Time{
		"naw make it half an hour": at(22, 15, 30),
		"nah make it 90 minutes":   at(22, 16, 30),
		"make it 90 minutes":       at(22, 16, 30),
		"תעשה את זה חצי שעה":       at(22, 15, 30),
		"תעשי את זה שעתיים":        at(22, 17, 0),
		"שיהיה שעתיים":             at(22, 17, 0),
		"שזה יהיה רק שעה וחצי":     at(22, 16, 30),
	} {
		s := withFocus(text, event)
		f := s.Calendar
		if s.Operation != memo.OpEventUpdate || f == nil || f.Fields == nil || f.Fields.Start != nil || f.Fields.End == nil || !f.Fields.End.Equal(*want) {
			t.Errorf("%q: %s %+v; want the end at %v and the start kept", text, s.Operation, f, want)
		}
	}
	for _, text := range []string{"שיהיה ב-6", "שיהיה בשעה 6", "תעשה את זה לשעה 6", "תעשה את זה שעה 6", "שיהיה כל יום", "שיהיה מחר", "תעשה את זה שעה אחר כך", "naw make it 6"} {
		s := withFocus(text, event)
		if s.Calendar != nil && s.Calendar.Fields != nil && s.Calendar.Fields.End != nil && s.Calendar.Fields.Start == nil {
			t.Errorf("%q: the end alone moved; want no length read", text)
		}
	}
}

// TestApologyThenTime: an apology, its letters held or not, before a
// time moves the reminder in focus; it never makes a task of the apology.
func TestApologyThenTime(t *testing.T) {
	due := *at(22, 17, 0)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &due}
	for _, text := range []string{
		"ok so sorrry my bad, at 6 please", "sorry my mistake, 6pm", "sooorry, at 6", "ooops my bad, 6pm",
		"סליחה טעות שלי, ב-6", "סליחההה, ב-6",
		// a lead with two letters swapped, or after a why told first
		"ok so srory my mistake, 6pm pls", "wiat, 6pm", "they switched it on me, sorrry, 6pm",
		"סלחיה, ב-6", "יאללה החליפו לי, סליחההה, ב-6",
	} {
		s := withFocus(text, task)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewDue == nil || s.Tasks.NewDue.In(jerusalem).Hour() != 18 {
			t.Errorf("%q: %s %+v; want the reminder moved to 18:00", text, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"sory", "sorrry my bad", "srory"} {
		if s := withFocus(text, task); s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no task made of an apology", text, s.Tasks)
		}
	}
}

// TestCancelledThenRemove: a cancellation told with its day and hour, and a
// command to take it off the calendar, deletes that event; without the
// command, or with a doer, it is not read this way.
func TestCancelledThenRemove(t *testing.T) {
	for _, text := range []string{
		"lecture on Monday at 2 cancelled, take it out of the calendar",
		"lecture on Monday cancelled, remove it from my calendar",
		"the dentist got cancelled, remove it",
		"ההרצאה ביום שני ב-2 בוטלה, תמחק אותה מהיומן",
		"ההרצאה בוטלה, תמחק אותה מהיומן",
		"ההרצאה בוטלה, תוריד אותה מהיומן",
	} {
		p := plan(t, text)
		op := p.Steps[0].Operation
		if op != memo.OpEventDelete && op != memo.OpEventDeleteBySummary {
			t.Errorf("%q: %s; want the event deleted", text, op)
		}
	}
	for _, text := range []string{"lecture on Monday at 2 cancelled", "i cancelled, take it out of the calendar", "the dentist cancelled, delete it"} {
		if p := plan(t, text); p.Steps[0].Operation == memo.OpEventCreate || p.Steps[0].Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s; want nothing made", text, p.Steps[0].Operation)
		}
	}
}

// TestVagueThenCorrected: a span of days said and corrected to a time in
// the same message, with no pause before the correction, is a reminder at
// the time corrected to, its title without the span or the correction.
func TestVagueThenCorrected(t *testing.T) {
	for text, title := range map[string]string{
		"מממ תרשום לי תזכורת במהלך השבוע הבא לקנות מלפפון רגע בעצם מחר ב-18:00":                   "לקנות מלפפון",
		"remind me sometime next week to buy cucumbers wait actually tomorrow at 6pm":             "buy cucumbers",
		"remind me sometime next week to buy cucumbers, wait actually tomorrow at 6pm":            "buy cucumbers",
		"תזכיר לי בשבוע הבא לקנות מלפפון, רגע בעצם מחר ב-18:00":                                   "לקנות מלפפון",
		"remind me around 8 tomorrow evening to buy cucumbers no 🙏 wait actually tomorrow at 6pm": "buy cucumbers",
		"תזכיר לי מחר בשמונה בערב לקנות מלפפון לא 🙏 רגע בעצם מחר ב-18:00":                         "לקנות מלפפון",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.NeedTime {
			t.Errorf("%q: %s %+v; want one reminder", text, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != title || d.DueDate == nil || d.DueDate.In(jerusalem).Hour() != 18 || d.DueDate.Sub(now) > 48*time.Hour {
			t.Errorf("%q: %q at %v; want %q tomorrow at 18:00", text, d.Text, d.DueDate, title)
		}
	}
	for _, text := range []string{
		"remind me sometime next week to buy cucumbers wait actually whenever",
		"תזכיר לי בשבוע הבא לקנות מלפפון רגע בעצם משהו אחר",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 && (strings.Contains(s.Tasks.Drafts[0].Text, "actually") || strings.Contains(s.Tasks.Drafts[0].Text, "בעצם")) {
			t.Errorf("%q: %+v; want the correction not kept in a title", text, s.Tasks)
		}
	}
}
