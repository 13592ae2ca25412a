package offline

import "strings"

// compactTimes writes the colon into the 24-hour times of s written
// without one ("0700" → "07:00"), where they are times: after "at",
// before "hrs", or with a zero in front beside a day or the word
// "reminder" ("set reminder 0700 tomorrow"), or right after the days of a
// repetition ("every thu 1500 swim", "כל שני 0800 פילאטיס") unless they
// count something ("every day 1000 steps"). Four digits alone may be a
// code or a year ("the safe code is 0707") and stay.
func compactTimes(s string) string {
	locs := reCompactTime.FindAllStringSubmatchIndex(s, -1)
	if locs == nil {
		return s
	}
	var b strings.Builder
	prev := 0
	for _, g := range locs {
		part := func(k int) string {
			if g[2*k] < 0 {
				return ""
			}
			return s[g[2*k]:g[2*k+1]]
		}
		marked := part(2) != "" || part(5) != ""
		if !marked && part(3)[0] == '0' {
			marked = reCompactBefore.MatchString(lower(s[:g[2]])) || reCompactAfter.MatchString(lower(s[g[1]-len(part(6)):]))
		}
		if !marked && reCompactAfterRepeat.MatchString(lower(s[:g[2]])) {
			next, _, _ := strings.Cut(strings.TrimSpace(s[g[1]:]), " ")
			marked = compactHourAfterDays(part(3)+part(4), next) != ""
		}
		if !marked {
			continue
		}
		b.WriteString(s[prev:g[0]])
		b.WriteString(part(1) + part(2) + part(3) + ":" + part(4) + part(6))
		prev = g[1]
	}
	b.WriteString(s[prev:])
	return b.String()
}

var (
	// reCompactTime is a 24-hour time written without its colon: "0700",
	// "at 1430", "1800 hrs". A bare four digits with no zero in front and
	// no "at" or "hrs" beside them may be a year or a number, and stay.
	reCompactTime = compile(`(?i)(^|[\s,(])((?:at|@)\s*)?([01]\d|2[0-3])([0-5]\d)(\s*(?:hrs|hours|h)\b)?([\s,.:;)!?]|$)`)
	// reCompactBefore and reCompactAfter are the words beside "0700"
	// that make it a time: a day, or the ask for a reminder.
	reCompactBefore = compile(`(?:^|\s)(?:reminder|remind\s+me|wake\s+me(?:\s+up)?|alarm|today|tomorrow|tmrw|tonight|on\s+\w+day|\w+day|מחר|היום|תזכורת|תזכיר\s+לי|ב?יום\s+\S+)[\s,:]*$`)
	// reCompactAfterRepeat is a repetition of days right before "1500":
	// "every thu", "each mon and wed", "every day", "כל שני", "כל יום ה'",
	// "כל יום שני ורביעי".
	reCompactAfterRepeat = compile(`(?:^|\s)(?:(?:every|each)\s+(?:other\s+)?(?:day|` + weekdayEN + `(?:\s*(?:,|and|&)\s*` + weekdayEN + `)*)|` +
		`ו?כל\s+(?:יום\s+)?(?:` + compactDayHE + `(?:\s*(?:,\s*|ו)(?:יום\s+)?` + compactDayHE + `)*)|ו?כל\s+יום)[\s,:]*$`)
	reCompactAfter = compile(`^[\s,:]*(?:today|tomorrow|tmrw|tonight|on\s+\w+day|\w+day|מחר|היום|ב?יום\s)`)
)

// compactDayHE is a weekday by its name or by its letter with a geresh.
var compactDayHE = `(?:` + weekdayHE + `|[אבגדהו]['׳])`
