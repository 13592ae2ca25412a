package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// One occurrence left out of a repeating reminder or event, the rest kept:
// "skip this friday", "cancel only today", "not this week", "skip it on
// the 23rd", "תדלגי על שישי הזה", "רק היום לא", "בלי השבוע", "תבטל אותה רק
// מחר". Said of the item in focus, or of a reminder by name ("skip the gym
// reminder this friday", "תבטלי את התזכורת של החוג רק ביום חמישי הזה").
// A day must be said: "cancel it" deletes the whole item as before, and
// "skip breakfast reminder" without a day is not read here.

var (
	// reSkipOnceEN is the command and what it is said of, before the day.
	reSkipOnceEN = compile(`^(?:please\s+|pls\s+)?(?:just\s+)?(?:(?:skip|cancel|drop|pause|miss|hold\s+off)\s+(?:(?:it|that|this|that\s+one|this\s+one|the\s+reminder|this\s+reminder|that\s+reminder)\s+)?|` +
		`(?:no\s+reminder|don'?t\s+remind\s+me|not)\s+)(?:(?:just|only)\s+)?(?:for\s+|on\s+)?(.+?)(?:\s+(?:only|just|then|please|pls))?$`)
	// reSkipOnceHE is the same in Hebrew: imperative, future and
	// infinitive, masculine and feminine, with and without לי.
	reSkipOnceHE = compile(`^(?:(?:תדלג|תדלגי|דלג|דלגי|לדלג)\s+(?:לי\s+)?(?:על\s+)?(?:(?:זה|התזכורת(?:\s+הזאת|\s+הזו)?)\s+)?|` +
		`(?:תבטל|תבטלי|בטל|בטלי|לבטל|תוריד|תורידי|תעצור|תעצרי)\s+(?:לי\s+)?(?:(?:אותה|אותו|את\s+זה|את\s+התזכורת(?:\s+הזאת|\s+הזו)?)\s+)?|` +
		`(?:בלי|ללא|לא)\s+(?:תזכורת\s+)?)(?:רק\s+)?(.+?)(?:\s+(?:בלבד|בבקשה))?$`)
	// reSkipDayFirst is the day said first: "רק היום לא", "today no",
	// "מחר בלי".
	reSkipDayFirst = compile(`^(?:רק\s+|just\s+|only\s+)?(.+?)\s+(?:לא|בלי|no|not)$`)
	// reSkipNamedEN names the reminder: "skip the gym reminder this friday".
	reSkipNamedEN = compile(`^(?:please\s+|pls\s+)?(?:just\s+)?(?:skip|cancel|drop|pause)\s+(?:the\s+|my\s+)?(.+?)\s+reminder\s+(?:(?:just|only)\s+)?(?:for\s+|on\s+)?(.+?)(?:\s+(?:only|just))?$`)
	// reSkipNamedHE: "תבטלי את התזכורת של החוג רק ביום חמישי הזה": the name,
	// then the day.
	reSkipNamedHE = compile(`^(?:תדלג|תדלגי|דלג|דלגי|לדלג|תבטל|תבטלי|בטל|בטלי|לבטל)\s+(?:לי\s+)?(?:על\s+|את\s+)?התזכורת\s+(?:של|על)\s+(.+)$`)
	// reSkipWeek is a week said alone: its one occurrence is meant.
	reSkipWeek = compile(`^(?:for\s+|on\s+)?(?:(this)\s+week|(next)\s+week|(?:ה)?(שבוע)(?:\s+הזה)?|(?:ב)?שבוע\s+(הבא))$`)
	// reSkipVerb opens with "skip" itself: said of a reminder that does not
	// repeat, it is still a skip, refused with why. "not tomorrow" and
	// "cancel it tomorrow" of such a reminder are left to what they meant
	// before.
	reSkipVerb = compile(`^(?:please\s+|pls\s+)?(?:just\s+)?(?:skip|miss)\s|^(?:תדלג|תדלגי|דלג|דלגי|לדלג)\s`)
	// reSkipRestrict are words that only restrict to the day.
	reSkipRestrict = compile(`^(?:רק|בלבד|only|just)$`)
)

// skipOnce reads one day left out of the focus, a repeating reminder or an
// event of a series. A task in focus that does not repeat is left for the
// executor to refuse when the message says "skip": the stored reminder
// says whether it repeats.
func (m *message) skipOnce(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask && !(f.Kind == memo.FocusEvent && f.Recurring) {
		return nil, false
	}
	low := toLower(strings.Trim(text, " ?!.,"))
	day := skipDay(low)
	if day == "" || !f.Recurring && !reSkipVerb.MatchString(low) {
		return nil, false
	}
	from, days, ok := m.skipDays(day)
	if !ok {
		return nil, false
	}
	if f.Kind == memo.FocusEvent {
		// A week's days are each of the series' occurrences in it: entity
		// resolution takes them all ("not this week" of a class twice a week).
		to := from.AddDate(0, 0, days)
		return []memo.Step{calStep(memo.OpEventDelete, memo.CalendarArgs{Summary: f.Title, From: &from, To: &to, Scope: memo.ScopeInstance})}, true
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, SkipDay: &from, SkipDays: days})}, true
}

// skipDay returns what low says is left out, before it is read as a day:
// "this friday" of "skip this friday", "מחר" of "רק מחר לא"; "" when low
// asks no such thing.
func skipDay(low string) string {
	for _, re := range []*pattern{reSkipOnceEN, reSkipOnceHE, reSkipDayFirst} {
		if g := re.FindStringSubmatch(low); g != nil {
			return g[1]
		}
	}
	return ""
}

// asksSkipDay reports whether s asks for one day of a series left out
// and says nothing else: "no reminder tomorrow", "skip this friday",
// "בלי תזכורת מחר", "רק היום לא". "not bad", "בלי חלב" say no day.
func asksSkipDay(s string) bool {
	day := skipDay(toLower(strings.Trim(s, " ?!.,")))
	if day == "" {
		return false
	}
	_, _, ok := skipDaysAt(day, whenAnchor, time.UTC)
	return ok
}

// skipNamed reads one day left out of a reminder said by its name.
func (m *message) skipNamed(text string) ([]memo.Step, bool) {
	low := toLower(strings.Trim(text, " ?!.,"))
	var name, day string
	if g := reSkipNamedEN.FindStringSubmatch(low); g != nil {
		name, day = g[1], g[2]
	} else if g := reSkipNamedHE.FindStringSubmatch(low); g != nil {
		// The day closes the message: what comes before it is the name.
		r, found, err := timeparse.Parse(g[1], m.now(), m.loc())
		if err != nil || !found || len(r.Spans) == 0 {
			return nil, false
		}
		at := r.Spans[0][0]
		name, day = strings.TrimSpace(g[1][:at]), g[1][at:]
		name = strings.TrimSpace(strings.TrimSuffix(name, " רק"))
	}
	name = strings.TrimSpace(dropSymbols(name)) // "cancel ⏰ my reminder …": a symbol names nothing
	if name == "" || day == "" || strings.Contains(name, " reminder") || lookupLeading[name] || name == "my" || name == "the" {
		// "cancel my reminder for tomorrow": no name, the one due that day
		return nil, false
	}
	from, days, ok := m.skipDays(day)
	if !ok || !itemText(name) {
		return nil, false
	}
	return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{Targets: []string{name}, SkipDay: &from, SkipDays: days})}, true
}

// skipDays reads the day said to be skipped: its start in the user's
// zone, and how many days it spans (a week from today to Saturday, or
// next week). ok is false when it is not a day and nothing else, or holds
// a time of day.
func (m *message) skipDays(s string) (from time.Time, days int, ok bool) {
	return skipDaysAt(s, m.now(), m.loc())
}

// skipDaysAt is skipDays said at now in loc.
func skipDaysAt(s string, now time.Time, loc *time.Location) (from time.Time, days int, ok bool) {
	y, mo, d := now.In(loc).Date()
	today := time.Date(y, mo, d, 0, 0, 0, 0, loc)
	if g := reSkipWeek.FindStringSubmatch(strings.TrimSpace(s)); g != nil {
		left := 7 - int(today.Weekday()) // to Saturday, today included
		if g[2] != "" || g[4] != "" {
			return today.AddDate(0, 0, left), 7, true
		}
		return today, left, true
	}
	if _, bare := bareWeekday(s); bare && !strings.HasPrefix(s, "ב") && !strings.Contains(s, "יום") && isHebrewWord(strings.Fields(s)[0]) {
		s = "יום " + s // "חמישי" alone is a number too
	}
	r, found, err := timeparse.Parse(s, now, loc)
	if err != nil || !found || !r.HasDate || r.HasTime || r.HourMeant || r.Past {
		return time.Time{}, 0, false
	}
	for _, w := range strings.Fields(r.Remainder(s)) {
		if !reSkipRestrict.MatchString(w) {
			return time.Time{}, 0, false
		}
	}
	y, mo, d = r.Time.In(loc).Date()
	return time.Date(y, mo, d, 0, 0, 0, 0, loc), 1, true
}
