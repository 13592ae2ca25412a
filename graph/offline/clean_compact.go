package offline

import "strings"

// compactTimes writes the colon into the 24-hour times of s written
// without one ("0700" → "07:00"), where they are times: after "at",
// before "hrs", or with a zero in front beside a day or the word
// "reminder" ("set reminder 0700 tomorrow"), without one right after the
// ask for a reminder and before the thing to do or a day ("remind me 1730
// take meds", "תזכיר לי 1730 לקחת כדורים"; see commandClock), or right after the days of a
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
		if !marked && reCompactCommand.MatchString(lower(s[:g[2]])) {
			marked = commandClock(part(3)+part(4), s[g[1]-len(part(6)):])
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
	// reCompactCommand is the ask for a reminder right before the four
	// digits: "remind me 1730 …", "תזכיר לי 1730 …".
	reCompactCommand = compile(`(?:^|\s)(?:remind\s+me(?:\s+(?:please|pls|plz))?|reminder|תזכיר\S*(?:\s+בבקשה)?\s+לי(?:\s+בבקשה)?|תזכורת)[\s,:]*$`)
	reCompactAfter   = compile(`^[\s,:]*(?:today|tomorrow|tmrw|tonight|on\s+\w+day|\w+day|מחר|היום|ב?יום\s)`)
)

// compactDayHE is a weekday by its name or by its letter with a geresh.
var compactDayHE = `(?:` + weekdayHE + `|[אבגדהו]['׳])`

// commandClock reports whether four digits said right after the ask for
// a reminder, with no zero in front, are its hour: they are no year
// (1900–2099: "remind me 2027 taxes" is asked), and what follows opens the
// thing to do or names a day ("1730 take meds", "1730 לקחת כדורים", "1730
// tomorrow"), not a thing counted ("remind me 1500 steps").
func commandClock(digits, after string) bool {
	if digits >= "1900" && digits <= "2099" {
		return false
	}
	rest := strings.TrimLeft(after, " ,:")
	return reCompactAfter.MatchString(lower(after)) || strings.HasPrefix(lower(rest), "to ") || opensWithDoing(rest)
}
