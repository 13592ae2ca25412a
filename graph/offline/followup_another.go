package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// One more of the item in focus said with a time and nothing else ("and
// another one with her thursday 14:00", "one more friday same time",
// "ועוד אחד ליום רביעי הבא באותה שעה", "עוד פעם כזה מחר ב-9") is a copy
// of that item at the new time: an event stays an event of the same
// length, a reminder stays a reminder. An hour unsaid is the focus's.

var (
	// reCopyLeadEN opens one more of the same: "and another one", "one
	// more", "same again", with "with her" after it.
	reCopyLeadEN = compile(`(?i)^(?:and\s+)?(?:another(?:\s+one)?|one\s+more|same\s+again)(?:\s+with\s+(?:her|him|them))?[\s,]+`)
	// reCopyLeadHE is its Hebrew: "ועוד אחד", "עוד אחת", "עוד פעם כזה",
	// with "איתה" after it.
	reCopyLeadHE = compile(`^(?:ו)?(?:עוד\s+(?:אחד|אחת)|עוד\s+פעם\s+(?:כזה|כזאת|כזו))(?:\s+(?:איתה|איתו|איתם|איתן|עמה|עמו))?[\s,]+`)
)

// copyAt reads text as one more of the focus item at another time and
// plans its copy there. ok is false when text is no such request or the
// focus is no dated event or reminder.
func (m *message) copyAt(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if steps, ok, err := m.copyFor(text, f); ok || err != nil {
		return steps, ok, err // "and another one for Sarah at 11": for someone else
	}
	if f.When == nil || f.Title == "" || (f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent) {
		return nil, false, nil
	}
	text = strings.TrimSpace(text)
	if !strings.Contains(text, "עוד") && !strings.Contains(toLower(text), "another") &&
		!strings.Contains(toLower(text), "more") && !strings.Contains(toLower(text), "again") {
		return nil, false, nil // a cheap test before the patterns
	}
	loc := reCopyLeadEN.FindStringIndex(text)
	if loc == nil {
		loc = reCopyLeadHE.FindStringIndex(text)
	}
	if loc == nil {
		return nil, false, nil
	}
	rest := strings.TrimSpace(text[loc[1]:])
	if rest == "" || reItemRef.MatchString(rest) || reBareNumber.MatchString(rest) {
		return nil, false, nil // "another one 3": an item by its place, or an hour alone
	}
	when, hasDate, hasTime, ok, err := m.timeNear(rest, f.When)
	if err != nil || !ok || !(hasDate || hasTime) {
		return nil, false, nil
	}
	if !hasTime {
		o := f.When.In(m.loc()) // a day alone: the focus's hour
		y, mo, d := when.In(m.loc()).Date()
		when = time.Date(y, mo, d, o.Hour(), o.Minute(), 0, 0, m.loc())
	}
	if !when.After(m.now()) || when.Equal(*f.When) {
		return nil, false, nil
	}
	if f.Kind == memo.FocusEvent {
		length := memo.DefaultEventDuration
		if f.End != nil && f.End.After(*f.When) {
			length = f.End.Sub(*f.When)
		}
		d := memo.EventDraft{Summary: f.Title, Start: when, End: when.Add(length)}
		return []memo.Step{calStep(memo.OpEventCreate, memo.CalendarArgs{Drafts: []memo.EventDraft{d}})}, true, nil
	}
	d := memo.TaskDraft{Text: f.Title, DueDate: &when}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true, nil
}

// reClockOpening is an hour of the clock opening a title ("9 סטנדאפ",
// "10:30 client demo") and the word after it.
var reClockOpening = compile(`^(?:(?:[2-9]|1\d|2[0-3])|(?:[01]?\d|2[0-3])[:.][0-5]\d)\s+(\p{L}+)`)

// clockOpening reports whether a title opens with an hour of the clock
// left unread: a number before a word said in the singular is no count of
// things ("9 standup", but "2 tickets", "3 כרטיסים", "2 tray egg" are
// counts).
func clockOpening(s string) bool {
	g := reClockOpening.FindStringSubmatch(s)
	if g == nil {
		return false
	}
	w := g[1]
	return !strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ים") && !strings.HasSuffix(w, "ות") && !countedUnits[w]
}

// countedUnits are the units and containers a count is said with in the
// singular: "2 tray egg", "3 packet milo" in Singapore English, "2 קרטון
// חלב", "3 קילו עגבניות" in Hebrew. A number before one counts things;
// it is no hour. Words that are also verbs ("pack", "can") are left out:
// "2 pack lunches" may still be an hour and a deed.
var countedUnits = wordSet(`tray carton box bottle packet bag loaf tin jar dozen bunch punnet sachet tub kilo kg liter litre
	קרטון תבנית חבילה חבילת שקית בקבוק קופסה קופסת ליטר קילו גרם צרור מגש`)
