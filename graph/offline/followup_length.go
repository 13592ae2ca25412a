package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// The length of the event in focus, changed in a follow-up, moves its end
// and keeps its start: "make it 2 hours", "it lasts 90 minutes", "תאריך
// את זה לשעתיים", "נא לעדכן את משך השיחה לשעה שלמה". A new start said
// alone ("actually it starts at 13:30", "בעצם זה מתחיל ב17:30") keeps the
// end the user did not speak of, unless the start falls at or past it:
// then the whole event moves.

var (
	// reNewLengthEN is a new length for the item: "make it 2 hours (long)",
	// "it lasts an hour", "change the duration to 90 minutes", "extend it
	// to 3 hours".
	reNewLengthEN = compile(`(?i)^(?:(?:make|set|have)\s+(?:it|that|this)\s+(?:last\s+|run\s+|take\s+)?(?:for\s+)?|` +
		`(?:it|that|this)\s+(?:lasts|will\s+last|runs|will\s+run|takes|will\s+take|is)\s+(?:for\s+)?|` +
		`(?:extend|shorten|cut)\s+(?:it|that|this)\s+(?:to|down\s+to)\s+|` +
		`(?:change|set|update|make)\s+(?:the\s+)?(?:length|duration)(?:\s+of\s+(?:it|that|this|the\s+(\S+)))?\s+(?:to|for)\s+)` +
		`(.+?)(?:\s+long)?$`)
	// reNewLengthHE is the Hebrew one: "תאריך את זה לשעתיים", "תקצרי אותה
	// לחצי שעה", "תעדכן את משך השיחה לשעה", "זה נמשך שעתיים".
	reNewLengthHE = compile(`^(?:(?:תאריך|תאריכי|תקצר|תקצרי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה)\s+|` +
		`(?:תעדכן|תעדכני|תשנה|תשני|תקבע|תקבעי)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:משך|אורך)(?:\s+(?:ה(\p{Hebrew}+)|של\s+זה|שלו|שלה))?\s+|` +
		`(?:זה|הוא|היא)\s+(?:נמשך|נמשכת|יימשך|תימשך|ימשך|לוקח|לוקחת|ייקח|תיקח)\s+|` +
		// "תעשה את זה חצי שעה", "שיהיה שעתיים", "שזה יהיה רק שעה".
		`(?:תעשה|תעשי|תעשו)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה)\s+(?:רק\s+)?|(?:ש|ו)?(?:זה\s+)?(?:יהיה|תהיה|יהיו)\s+(?:רק\s+)?)` +
		`(.+)$`)
	// reWholeWord is "whole", "full" said of a length: "לשעה שלמה".
	reWholeWord = compile(`(?i)\s+(?:שלמה|שלם|מלאה|מלא|בדיוק)$|^(?:a\s+)?(?:whole|full)\s+`)
	// reLengthUnit is a unit of a length of time: "2 hours", "שעתיים".
	reLengthUnit = compile(`(?i)(?:^|[\s\d])(?:hours?|hrs?|minutes?|mins?)(?:$|\s)|(?:^|\s|ל)(?:שעה|שעתיים|שעות|דקות|דקה|רבע\s+שעה|חצי\s+שעה)(?:$|\s)`)
	// reStartSaid is a verb that names the start alone: "it starts at",
	// "מתחיל ב".
	reStartSaid = compile(`(?i)(?:^|\s)(?:starts?|starting|begins?|beginning|kicks?\s+off|מתחיל|מתחילה|מתחילים|מתחילות|יתחיל|תתחיל|יתחילו|ההתחלה|תחילת)(?:\s|$)`)
)

// followUp plans a message that acts on the focus or the quoted
// reminder; ok is false when it is none of these.
func followUp(req memo.PlanRequest, c Cleaned) ([]memo.Step, bool, error) {
	m := newMessage(req)
	if steps, ok := m.meantItem(c); ok {
		return steps, true, nil // "oops I meant milk", "התכוונתי חלב לא ביצים"
	}
	if steps, ok := m.lengthFocus(strings.TrimRight(c.Text, "?!. "), req.Focus); ok {
		return steps, true, nil
	}
	if steps, ok, err := m.endFocusSaid(c.Text, req.Focus); ok || err != nil {
		return steps, ok, err // "change it to end at 11:30", "תשנה שזה נגמר בחצות"
	}
	steps, ok, err := followUpSaid(req, c)
	if ok && err == nil {
		keepEndOfStart(c.Text, req.Focus, steps, m.loc())
	}
	return steps, ok, err
}

// lengthFocus reads a new length of the event in focus.
func (m *message) lengthFocus(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusEvent || f.When == nil {
		return nil, false
	}
	g := reNewLengthEN.FindStringSubmatch(text)
	if g == nil {
		g = reNewLengthHE.FindStringSubmatch(text)
	}
	if g == nil {
		return nil, false
	}
	if noun := g[1]; noun != "" && !lengthOfFocus(noun, f) {
		return nil, false // "the length of the dentist": another item
	}
	amount := strings.TrimSpace(reWholeWord.ReplaceAllString(strings.TrimSpace(g[2]), ""))
	if hebrewText(amount) {
		amount = strings.TrimPrefix(strings.TrimPrefix(amount, "ל"), "-")
	}
	if !reLengthUnit.MatchString(amount) {
		return nil, false
	}
	d, ok := durationOf(amount, m.now(), m.loc())
	if !ok || d > 24*time.Hour {
		return nil, false
	}
	end := f.When.Add(d)
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
		Fields: &memo.EventFields{End: &end}})}, true
}

// lengthOfFocus reports whether noun, said as whose length changes, is
// the event in focus: a word of its kind or of its title.
func lengthOfFocus(noun string, f *memo.FocusItem) bool {
	switch toLower(noun) {
	case "event", "meeting", "appointment", "call", "אירוע", "פגישה", "שיחה", "תור":
		return true
	}
	return topicOfFocus(noun, f)
}

// keepEndOfStart sets the end of the event in focus as it was when a step
// moves only its start within its day and the message speaks of the start
// alone ("it starts at 13:30"): the end was not said to move. A start at
// or past the end moves the whole event, and so does an hour said without
// its half of the day, which is settled against the event's own.
func keepEndOfStart(text string, f *memo.FocusItem, steps []memo.Step, loc *time.Location) {
	if f == nil || f.Kind != memo.FocusEvent || f.When == nil || f.End == nil || !reStartSaid.MatchString(toLower(text)) {
		return
	}
	for _, s := range steps {
		if s.Operation != memo.OpEventUpdate || s.Calendar == nil || s.Calendar.Fields == nil {
			continue
		}
		fl := s.Calendar.Fields
		if fl.Start == nil || fl.End != nil || fl.Move == memo.MoveNearHour || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != f.ID {
			continue
		}
		if civilDay(*fl.Start, loc) != civilDay(*f.When, loc) || !fl.Start.Before(*f.End) {
			continue
		}
		end := *f.End
		fl.End = &end
	}
}
