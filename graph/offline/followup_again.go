package offline

import (
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
)

// The reminder in focus said again at another time ("ובעוד שבוע גם",
// "וגם מחרתיים", "and in a week too", "same again next week") is one more
// reminder for the same thing at that time; a day said alone ("מחר",
// "tomorrow", "on friday") right after a reminder moves it to that day,
// keeping its hour.

var (
	// reAgainLead opens a time said once more: "and also", "same again",
	// "וגם", "שוב".
	reAgainLead = compile(`(?i)^(?:(?:and\s+)?also|(?:and\s+)?(?:the\s+)?same(?:\s+thing)?(?:\s+again)?|and\s+again|again|(?:ו)?גם|(?:ו)?(?:אותו\s+דבר|שוב|עוד\s+פעם))[\s,]+`)
	// reAgainTail closes it: "too", "as well", "again", "גם", "שוב".
	reAgainTail = compile(`(?i)[\s,]+(?:too|as\s+well|also|again|גם\s+כן|גם|שוב|עוד\s+פעם)$`)
	// reAndLead is a bare "and", "ו" before the time.
	reAndLead = compile(`(?i)^and\s+`)
)

// againAt reads text as the focus reminder once more at another time:
// one more reminder with its text at that time. A day said without an
// hour keeps the focus's hour.
func (m *message) againAt(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f.Kind != memo.FocusTask || f.When == nil || f.Title == "" {
		return nil, false, nil
	}
	rest, marked := strings.TrimSpace(text), false
	if loc := reAgainTail.FindStringIndex(rest); loc != nil {
		rest, marked = strings.TrimSpace(rest[:loc[0]]), true
	}
	if loc := reAgainLead.FindStringIndex(rest); loc != nil {
		rest, marked = strings.TrimSpace(rest[loc[1]:]), true
	}
	if !marked || rest == "" {
		return nil, false, nil
	}
	rest = strings.TrimSpace(reAndLead.ReplaceAllString(rest, ""))
	if reItemRef.MatchString(rest) || reBareNumber.MatchString(rest) {
		return nil, false, nil // "וגם 3": an item shown by its place, or an hour unsaid
	}
	when, hasDate, hasTime, ok, err := m.timeNear(rest, f.When)
	if !ok && err == nil {
		if bare, cut := strings.CutPrefix(rest, "ו"); cut {
			when, hasDate, hasTime, ok, err = m.timeNear(bare, f.When) // "ובעוד שבוע"
		}
	}
	if err != nil || !ok || !(hasDate || hasTime) {
		return nil, false, nil
	}
	if !when.After(m.now()) || when.Equal(*f.When) {
		return nil, false, nil
	}
	d := memo.TaskDraft{Text: f.Title, DueDate: &when}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true, nil
}

// dayAlone reads text that is nothing but a day ("מחר", "tomorrow",
// "ביום שישי", "on friday") as a move of the item in focus to that day,
// at its own hour.
func (m *message) dayAlone(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f.When == nil || (f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent) {
		return nil, false, nil
	}
	text = strings.TrimSpace(text)
	if len(strings.Fields(text)) > 3 && !reFollowingDay.MatchString(closedPlain(dropSame(text))) { // "the following day at the same hour"
		return nil, false, nil
	}
	_, hasDate, hasTime, ok, err := m.timeNear(text, f.When)
	if err != nil || !ok || !hasDate || hasTime {
		return nil, false, nil
	}
	return m.moveFocus(text, f, true)
}

// reFollowingDay is the day after the item's own, said of it: "the
// following day", "the next day", "the day after", "למחרת", "ביום
// שאחרי". Said alone (its hour kept by "same time", which dropSame takes
// off), it is no day counted from today.
var reFollowingDay = compile(`(?i)^(?:on\s+)?(?:the\s+)?(?:following|next)\s+day$|^(?:on\s+)?the\s+day\s+after$|` +
	`^(?:ב)?(?:יום\s+)?למחרת$|^(?:ב|ל)?יום\s+(?:ש)?(?:אחרי|לאחר)\s*(?:כן|מכן)?$`)

// followingDay is the day after old's, at old's hour, when text says it
// and nothing else.
func (m *message) followingDay(text string, old *time.Time) (time.Time, bool) {
	if old == nil || !reFollowingDay.MatchString(closedPlain(text)) {
		return time.Time{}, false
	}
	return old.In(m.loc()).AddDate(0, 0, 1), true
}

// closedPlain is text without the marks and the word of courtesy that may
// close it: "למחרת 🙏", "the next day please".
func closedPlain(text string) string {
	text = strings.TrimRightFunc(strings.TrimSpace(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, w := range []string{" please", " pls", " plz", " בבקשה"} {
		text = strings.TrimSuffix(text, w)
	}
	return strings.TrimSpace(text)
}
