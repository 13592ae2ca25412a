package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// The reminder or event in focus made to repeat: "make it every week",
// "every tuesday actually", "תוסיפי את זה כל שבוע", "שיהיה כל יום". The
// words around the repetition only point at the item; the repetition must
// be all that is said, and it keeps the item's hour and starts on its
// day. An item that repeats already, a nag, a time said with it, or an
// event whose own day the repetition skips, is not guessed. "Only" some
// days ("רק בימים א-ה", "only on weekdays") narrows a daily series in
// focus to them.

var (
	// reRepeatFocusEN and reRepeatFocusHE point a repetition at the item
	// in focus; their group is the repetition.
	reRepeatFocusEN = compile(`(?i)^(?:(?:ok|okay|oh|and|also|actually|wait|so|sorry)\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?` +
		`(?:make\s+(?:it|that|this|them)\s+(?:repeat\s+|recur\s+)?|(?:have|set)\s+(?:it|that|this)\s+(?:to\s+)?(?:repeat|recur)\s+|` +
		`(?:it\s+should\s+|let\s+it\s+)?(?:repeat|recur)\s+(?:it\s+|that\s+)?|(?:do|add|set)\s+(?:it|that|this)\s+(?:for\s+)?|(?:it'?s|it\s+is)\s+|` +
		`(?:change|switch|move|update|set)\s+(?:it|that|this|the\s+reminder)\s+(?:to|into)\s+(?:repeat\s+)?)?` +
		`(.+?)(?:\s+(?:actually|instead|too|please|pls|from\s+now\s+on))?$`)
	reRepeatFocusHE = compile(`^ו?(?:בעצם\s+)?(?:(?:תשנה|תשני|תעביר|תעבירי|תזיז|תזיזי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|התזכורת)\s+ל-?|(?:תוסיף|תוסיפי|תעשה|תעשי|תגדיר|תגדירי|תקבע|תקבעי|תשים|תשימי|תהפוך|תהפכי|תרשום|תרשמי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|אותם)\s+(?:שיהיה\s+|שיחזור\s+|שתחזור\s+)?|` +
		`(?:ש)?(?:זה\s+)?(?:יהיה|תהיה|יחזור|תחזור)\s+(?:על\s+עצמו\s+|על\s+עצמה\s+)?|(?:ש)?(?:זה\s+)?(?:יהיה|תהיה)\s+)?` +
		`(.+?)(?:\s+(?:בעצם|במקום|מעכשיו|מהיום|בבקשה))?$`)
)

// reInPlace says a repetition replaces the one the item has: "instead",
// "במקום", or a verb of change said of the item ("change it to every
// thursday", "תעביר את זה לכל יום חמישי"). "add it every thursday",
// "תוסיף את זה כל יום חמישי" and a repetition said alone add to it or
// not, and are not read as a change.
var reInPlace = compile(`(?:^|\s)(?:instead|rather|from\s+now\s+on|במקום|מעכשיו|מהיום|מעתה)(?:\s|$)|` +
	`^(?:(?:ok|okay|actually|so|sorry|בעצם)\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?` +
	`(?:change|switch|move|update|set)\s+(?:it|that|this|the\s+reminder)\s+(?:to|into)\s|` +
	`^(?:תשנה|תשני|תעביר|תעבירי|תזיז|תזיזי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|התזכורת)\s`)

// reMadeOnDays is "make it" said of the item with days of the week named
// ("make it every thursday", "שיהיה כל יום חמישי", "תעשי את זה כל יום
// חמישי"): a change of the days a weekly reminder comes on. "make it
// every week" or "every weekday" of one that repeats is not guessed (more
// often, or only some days of it?), nor of a daily one (see saidDaily).
var reMadeOnDays = compile(`^(?:(?:ok|okay|actually|so|sorry|בעצם)\s+)?(?:please\s+)?(?:make\s+(?:it|that|this)\s|` +
	`(?:תעשה|תעשי)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|התזכורת)\s|(?:ש(?:זה\s+)?|זה\s+)?(?:יהיה|תהיה)\s)` +
	`.*(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:^|\s)(?:יום|ימי|בימי)\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי))`)

// reOnlyDays is "only" said of a repetition's days: "רק בימים א-ה",
// "only on weekdays", "weekdays only", "בימי חול בלבד".
var reOnlyDays = compile(`(?i)^(?:רק|only|just)\s+(.+)$|^(.+?)\s+(?:only|בלבד)$`)

// onlyDays returns a repetition without the "only" said of it, and
// whether it was said.
func onlyDays(s string) (string, bool) {
	if g := reOnlyDays.FindStringSubmatch(s); g != nil {
		return firstOf(g[1:]), true
	}
	return s, false
}

// saidDaily reports whether the user's last words that told a repetition
// told a daily one ("תזכיר לי כל יום ב-8 …"): the series in focus that
// "only on weekdays" narrows.
func (m *message) saidDaily() bool {
	for i := len(m.req.Recent) - 1; i >= 0; i-- {
		t := m.req.Recent[i]
		if t.Role != "user" || !containsAny(toLower(t.Text), repeatWords...) {
			continue
		}
		r, _, err := m.readRecurrence(t.Text)
		return err == nil && r.rec != nil && r.rec.Type == memo.RecurDaily && r.rec.Every <= 1
	}
	return false
}

// repeatFocus reads a repetition said of the item in focus. ok is false
// when text is no repetition alone.
func (m *message) repeatFocus(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent {
		return nil, false, nil
	}
	low := strings.TrimRight(toLower(text), "?!. ")
	g := reRepeatFocusEN.FindStringSubmatch(low)
	if hebrewText(low) {
		g = reRepeatFocusHE.FindStringSubmatch(low)
	}
	if g == nil || !containsAny(g[1], repeatWords...) {
		return nil, false, nil
	}
	said, only := onlyDays(g[1])
	r, rest, err := m.readRecurrence(said)
	if err != nil || r.rec == nil {
		return nil, false, nil
	}
	if strings.Trim(rest, " ,.!?") != "" {
		// "every tuesday at 5", "כל יום שלישי ב5": an hour said with the
		// repetition alone is not guessed, and is no new reminder of
		// nothing.
		if !m.clockOnly(rest) {
			return nil, false, nil
		}
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	rec := *r.rec
	if only && !(f.Recurring && rec.Type == memo.RecurWeekly && len(rec.Days) > 0 && rec.Every <= 1 && m.saidDaily()) {
		// "only on weekdays" narrows a daily series; of anything else it
		// is not guessed.
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	// A task that repeats already takes the new repetition in place of
	// its own when the words say so ("make it every thursday instead",
	// "תעשי את זה כל יום חמישי במקום"); without them ("make it every
	// week") or said "too", it is not guessed.
	// So do the days of a weekly one said again as a correction ("actually
	// every thursday", "לא סליחה כל יום רביעי"): the days it was just given
	// were wrong.
	onDays := rec.Type == memo.RecurWeekly && len(rec.Days) > 0 && rec.Every <= 1
	inPlace := reInPlace.MatchString(low) || reMadeOnDays.MatchString(low) && rec.Type == memo.RecurWeekly && !m.saidDaily() ||
		onDays && m.clean().Correction && m.clean().Text == strings.TrimSpace(text) && !m.saidDaily()
	replace := f.Recurring && !only && f.Kind == memo.FocusTask && inPlace && !reToo.MatchString(low) && !strings.Contains(low, "גם ")
	if rec.Type == memo.RecurNudge || r.lead != 0 || r.partOfDay != "" || f.Recurring && !only && !replace || f.When == nil || !f.When.After(m.now()) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	when := f.When.In(m.loc())
	if !onItsDay(&rec, when) {
		if f.Kind == memo.FocusEvent {
			// "every tuesday" for a Wednesday event: its own day is no
			// day of the series.
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil
		}
		rec.Start = ""
	}
	if f.Kind == memo.FocusEvent {
		er := &memo.EventRecurrence{Type: rec.Type, Days: rec.Days, DayOfMonth: rec.DayOfMonth, Week: rec.Week, Interval: rec.Every, Until: rec.Until}
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{Recurrence: er}})}, true, nil
	}
	rec.Time, rec.TimeZone = when.Format("15:04"), m.loc().String()
	if err := rec.Validate(); err != nil {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewRecurrence: &rec, ReplaceRecurrence: replace})}, true, nil
}

// onItsDay fills what rec leaves to the item's day (the weekday of a
// weekly one, the day of a monthly or yearly one), sets its first day to
// the item's, and reports whether the item's day is one of rec's.
func onItsDay(rec *memo.Recurrence, when time.Time) bool {
	rec.Start = when.Format(time.DateOnly)
	switch rec.Type {
	case memo.RecurWeekly:
		if len(rec.Days) == 0 {
			rec.Days = []int{int(when.Weekday())}
		}
		return containsInt(rec.Days, int(when.Weekday()))
	case memo.RecurMonthly:
		if rec.Week != 0 {
			return false
		}
		if rec.DayOfMonth == 0 {
			rec.DayOfMonth = when.Day()
		}
		return rec.DayOfMonth == when.Day()
	case memo.RecurYearly:
		if rec.Month == 0 {
			rec.Month, rec.DayOfMonth = int(when.Month()), when.Day()
		}
		return rec.Month == int(when.Month()) && rec.DayOfMonth == when.Day()
	}
	return true
}

// clockOnly reports whether s is an hour of the day and nothing else
// ("at 5", "ב5", "17:00", "at 8 in the morning").
func (m *message) clockOnly(s string) bool {
	p, ok, err := timeparse.Parse(s, m.now(), m.loc())
	return err == nil && ok && p.HasTime && !p.HasDate && onlyConnectives(p.Remainder(s))
}
