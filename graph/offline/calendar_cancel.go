package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// Cancellations said the way people say them: "skip piano this wednesday",
// a reason first and the command after it ("no spanish on september 1st,
// cancel just that one", "השבוע אין פסנתר, תבטל רק את הרביעי הזה", "i quit
// zumba, delete all of them", "הפסקתי זומבה, תמחק את כל הסדרה"). The
// reason names the event; the command names how much of it goes.

var (
	// reSkip is "skip X": one occurrence, never the series.
	reSkip = compile(`(?i)^(?:please\s+)?(?:skip|miss)\s+(.+)$|^(?:תדלג|דלג|תדלגי|דלגי)\s+(?:על\s+)?(.+)$`)
	// reCancelRef is the command part: a cancel whose object points back
	// at the reason ("that one", "all of them", "רק את זה", "כל הסדרה").
	reCancelRef = compile(`(?i)^(?:so\s+|and\s+|then\s+)?(?:please\s+|pls\s+|just\s+)?(?:cancel|delete|remove|drop|skip|take\s+off|clear)\s+` +
		`(?:(just|only)\s+)?(?:(that|this|it|that\s+one|this\s+one|the\s+one(?:\s+then)?|that\s+day|this\s+time|that\s+session|that\s+class|that\s+lesson)|` +
		`(them|all\s+of\s+them|them\s+all|all|the\s+whole\s+(?:series|thing)|the\s+series|every\s+one|all\s+(?:the\s+)?(?:sessions|classes|lessons|occurrences|events|meetings)))` +
		`(?:\s+(only|then|too|please|pls))?$|` +
		`^(?:אז\s+)?(?:תבטל|בטל|תבטלי|בטלי|תמחק|מחק|תמחקי|מחקי|תוריד|תורידי|תסיר|תסירי)\s+(?:לי\s+)?(?:(רק)\s+)?(?:את\s+)?` +
		`(?:(זה|אותו|אותה|הזה|הזאת|ה\S+\s+(?:הזה|הזאת|הזו|הקרוב|הקרובה))|(אותם|אותן|כולם|את\s+כולם|כל\s+הסדרה|הסדרה|את\s+כל\s+הסדרה|הכל|כל\s+המופעים))(?:\s+(בלבד|בבקשה))?$|` +
		// The command said bare after what tells the thing is off ("… תבטל",
		// "… cancel"): its object is the thing told.
		`^(?:אז\s+|so\s+|then\s+)?(?:please\s+|pls\s+)?(תבטל|בטל|תבטלי|בטלי|תמחק|מחק|תמחקי|מחקי|cancel|delete|remove)(?:\s+(?:לי|בבקשה|please|pls))?$`)
	// reNoEvent is the reason: a statement that the event will not happen
	// ("no X", "X is off") or that the user stopped going ("i quit X").
	reNoEvent = compile(`(?i)^(?:(.*?)\s+)??(?:there'?s\s+no|there\s+is\s+no|there\s+won'?t\s+be(?:\s+any)?|no)\s+(.+)$|` +
		`^(.+?)\s+(?:is|are|'s)\s+(?:off|cancelled|canceled|not\s+happening)(?:\s+(.+))?$|` +
		`^i(?:'ve|\s+have)?\s+(?:quit|stopped|dropped|gave\s+up(?:\s+on)?|am\s+done\s+with|'m\s+done\s+with|no\s+longer\s+(?:do|go\s+to|have))\s+(.+)$|` +
		`^(?:(.*?)\s+)??(?:אין|לא\s+יהיה|לא\s+תהיה|אין\s+לי)\s+(.+)$|` +
		`^(?:הפסקתי|עזבתי|סיימתי\s+עם|אני\s+כבר\s+לא\s+(?:הולך|הולכת)\s+ל-?|אני\s+מפסיק|אני\s+מפסיקה)\s*(.+)$`)
)

// cancelSaid reads a cancellation said with "skip" or with its reason. It
// returns what is cancelled (the event and its day, as after "cancel") and
// the part of a series meant; ok is false when the message is neither.
func (m *message) cancelSaid() (rest string, scope memo.SeriesScope, ok bool) {
	if g := reSkip.FindStringSubmatch(m.raw); g != nil {
		return firstOf(g[1:]), memo.ScopeInstance, true
	}
	head, tail, cut := strings.Cut(m.raw, ",")
	if !cut {
		head, tail, cut = cancelLast(m.raw) // "no gym tomorrow cancel it"
	}
	if !cut {
		return "", "", false
	}
	head, tail = strings.TrimSpace(head), strings.Trim(strings.TrimSpace(tail), ".!?")
	c := reCancelRef.FindStringSubmatch(tail)
	if c == nil {
		return "", "", false
	}
	only := c[1] != "" || c[5] != "" || c[4] == "only" || c[8] == "בלבד"
	switch {
	case c[3] != "" || c[7] != "":
		scope = memo.ScopeSeries
	case only || c[2] != "" && c[2] != "it" || c[6] != "" && c[6] != "אותו" && c[6] != "אותה":
		scope = memo.ScopeInstance
	}
	n := reNoEvent.FindStringSubmatch(head)
	if n == nil {
		return "", "", false
	}
	// The event and the day the reason names ("השבוע" before "אין"), and a
	// day the command names ("רק את הרביעי הזה") if any.
	what := strings.TrimSpace(firstOf([]string{n[2], n[3], n[5], n[7], n[8]}) + " " + firstOf([]string{n[1], n[4], n[6]}))
	if strings.HasPrefix(c[6], "ה") && strings.Contains(c[6], " ") {
		what = strings.TrimSpace(what + " " + heThisDay(c[6]))
	}
	if what == "" || scope == "" && c[2] == "" && c[6] == "" && c[9] == "" {
		return "", "", false
	}
	return what, scope, true
}

// heThisDay reads "הרביעי הזה" / "השני הקרוב" (this Wednesday, the coming
// Monday) as the weekday it names; other words are left as they are.
func heThisDay(s string) string {
	day, _, _ := strings.Cut(s, " ")
	switch strings.TrimPrefix(day, "ה") {
	case "ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי":
		return "ביום " + strings.TrimPrefix(day, "ה")
	}
	return ""
}

// cancelVerbs are the words a cancellation said last opens with.
var cancelVerbs = lexicon.WordSet(`cancel delete remove drop skip clear תבטל בטל תבטלי בטלי תמחק מחק תמחקי מחקי תוריד תורידי תסיר תסירי`)

// cancelLast cuts text said with no pause before its last word of
// cancelling ("no gym tomorrow cancel it", "אין חוג השבוע תבטל"): what
// tells the thing is off, and the command; ok is false with no such word
// after the first two.
func cancelLast(text string) (head, tail string, ok bool) {
	words := strings.Fields(text)
	for i := len(words) - 1; i > 1; i-- {
		if !cancelVerbs[lower(words[i])] {
			continue
		}
		if lead := lower(words[i-1]); lead == "so" || lead == "then" || lead == "please" || lead == "אז" {
			i-- // "… so cancel it": the command with its opening
		}
		return strings.Join(words[:i], " "), strings.Join(words[i:], " "), true
	}
	return "", "", false
}
