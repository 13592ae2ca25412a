package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// The end of the item in focus told with a verb of ending: "change it to
// end at 11:30", "make it finish at 3 instead", "no, finish at 13
// please", "extend it to 1pm", "till 12", "תשנה שזה נגמר בחצות",
// "שיסתיים ב-13", "עד 12".

var (
	// reEndOpen is what may open the end said: a "no", a sorry, a please,
	// or a change of what it is ("תשנה ש…", "תעדכן ש…").
	reEndOpen = compile(`(?i)^(?:(?:no|nope|nah|actually|sorry|oh|ok|okay|and|but|so|please|pls|plz|` +
		`can\s+you|could\s+you|would\s+you|לא|סליחה|טעיתי|רגע|אה|אופס|ובעצם|בעצם|ו?אגב|אוקיי?|בבקשה)[,\s]+)+|` +
		`^(?:תשנה|תשני|שנה|תעדכן|תעדכני|עדכן|תרשום|תרשמי|תכתוב|תכתבי)\s+(?:לי\s+)?(ש)`)
	// reEndClose is what may close it: "instead", "please", "במקום".
	reEndClose = compile(`(?i)(?:[,\s]+(?:please|pls|plz|instead|thanks|thank\s+you|thx|במקום|בבקשה|תודה))+$`)
	// reEndVerbEN is the end said with an English verb of ending, the
	// subject "it" or left unsaid: "change it to end at 11:30", "make it
	// finish at 3", "finish at 13", "extend it to 1pm", "till 12".
	reEndVerbEN = compile(`(?i)^(?:(?:change|make|set|have|let|get)\s+(?:it|that|this)\s+(?:to\s+)?)?(?:end|finish|be\s+over|wrap\s+up)\s+(?:at|by|until|till|til|tae|thru|to)\s+(.+)$|` +
		`^(?:it|that|this)?\s*(?:ends|finishes|'ll\s+end|will\s+end|’ll\s+end)\s+(?:at|by|until|till|til)\s+(.+)$|` +
		`^extend\s+(?:it|that|this)\s+(?:to|until|till|til)\s+(.+)$|` +
		`^(?:until|till|til|tae)\s+(.+)$`)
	// reEndVerbHE is the Hebrew one: "שזה נגמר בחצות", "שיסתיים ב-13",
	// "שהיא תיגמר ב-12", "עד 12".
	reEndVerbHE = compile(`^(?:ש)?(?:(?:זה|הוא|היא|האירוע|הפגישה)\s+)?(?:נגמר|נגמרת|ייגמר|יגמר|תיגמר|תגמר|מסתיים|מסתיימת|יסתיים|תסתיים)\s+(.+)$|` +
		`^(?:שי|שת)(?:סתיים|יגמר|גמר)\s+(.+)$|^עד\s+(.+)$`)
	// reEndSaidWord is a word that says an end in the message, so that
	// no rename takes it: "תשנה שזה נגמר בחצות" is no new title.
	reEndSaidWord = compile(`(?i)(?:^|\s|ש)(?:נגמר|נגמרת|ייגמר|יגמר|תיגמר|תגמר|מסתיים|מסתיימת|יסתיים|תסתיים)(?:\s|$)|\b(?:end|ends|finish|finishes)\s+(?:at|by)\b`)
	// reEndAtHE is the time after a Hebrew verb of ending: "בחצות",
	// "ב-13", "עד 12", "בשעה שתיים".
	reEndAtHE = compile(`^(?:ב|עד\s|בשעה\s|\d)`)
	// reEndLength is a length, not an end: "extend it to 2 hours".
	reEndLength = compile(`(?i)\d\s*(?:hours?|hrs?|minutes?|mins?)\b|\b(?:an?\s+hour|half\s+an\s+hour)\b|(?:^|\s|ל)(?:שעתיים|שעות|דקות|חצי\s+שעה|רבע\s+שעה)(?:\s|$)`)
)

// endFocusSaid reads text as a new end for the event in focus; ok is
// false when it is none. Said of a reminder or with nothing in focus,
// an end said with its verb is asked about, never a new title or a new
// reminder named "finish".
func (m *message) endFocusSaid(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	low := toLower(strings.TrimRight(strings.TrimSpace(text), "?!. "))
	if !containsAny(low, "end", "finish", "till", "until", "til", "tae", "extend", "over", "wrap", "נגמר", "גמר", "סתיים", "עד") {
		return nil, false, nil
	}
	low = strings.TrimSpace(reEndClose.ReplaceAllString(reEndOpen.ReplaceAllString(low, "$1"), ""))
	verb := true
	g := reEndVerbEN.FindStringSubmatch(low)
	if g == nil {
		g = reEndVerbHE.FindStringSubmatch(low)
	}
	if g == nil {
		return nil, false, nil
	}
	said := strings.TrimSpace(firstOf(g[1:]))
	if bare := strings.HasPrefix(low, "עד ") || strings.HasPrefix(low, "till ") || strings.HasPrefix(low, "until ") ||
		strings.HasPrefix(low, "til ") || strings.HasPrefix(low, "tae ") || strings.HasPrefix(low, "extend "); bare {
		verb = false // "עד 12", "till 12": of an event only
	}
	if said == "" || reEndLength.MatchString(said) || hebrewText(said) && !reEndAtHE.MatchString(said) {
		// "נגמר לי החלב": something run out, no end of the event.
		return nil, false, nil
	}
	if f == nil || f.ID == "" || f.Kind != memo.FocusEvent || f.When == nil {
		if verb && (f == nil || f.Kind != memo.FocusList) {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "ends at 5" of what?
		}
		return nil, false, nil
	}
	when, hasDate, hasTime, ok, err := m.timeNear(said, f.When)
	if err != nil || !ok || !hasTime {
		if verb {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "שזה נגמר מאוחר": when?
		}
		return nil, false, nil
	}
	if !hasDate && !ambiguousHour(said, when.Hour()) && endsBeforeStart(when, *f.When, m) && !afterMidnight(said, when) {
		// "ends at 8am" of an event at 10: no roll to the next morning
		// unless midnight or the small hours are said.
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	return m.endFocus(said, f)
}

// endsBeforeStart reports whether the time of day of end falls at or
// before start's on start's day.
func endsBeforeStart(end, start time.Time, m *message) bool {
	s := start.In(m.loc())
	e := end.In(m.loc())
	return e.Hour()*60+e.Minute() <= s.Hour()*60+s.Minute()
}

// reSmallHours says an end after midnight: "midnight", "חצות", "2am",
// "בלילה", "לפנות בוקר".
var reSmallHours = compile(`(?i)midnight|חצות|בלילה|לפנות\s+בוקר|\d\s?(?:am|a\.m)\b|\b0\d:\d\d\b|\b00\b`)

// afterMidnight reports whether said names a time after midnight: one of
// its words, or an hour before six.
func afterMidnight(said string, when time.Time) bool {
	return reSmallHours.MatchString(said) && when.Hour() < 6 || when.Hour() == 0
}
