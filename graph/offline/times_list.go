package offline

import (
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// One reminder said with several hours: "remind me every day at 8 and at
// 20 to take my pills", "תזכיר לי ב-9 וב-17 לשתות מים", "twice a day at 8
// and 8pm". Each hour is a reminder of its own, with the same text and
// the same repetition; a count that says how many ("twice a day",
// "שלוש פעמים ביום") must match the hours said, and becomes "every day".

// partEN and partHE are the part of the day said after an hour of such a
// list, which keeps it: "at 8 in the morning and 8 in the evening", "ב-8
// בבוקר וב-8 בערב".
const (
	partEN = `(?:\s+(?:in\s+the\s+(?:morning|evening|afternoon)|at\s+night|at\s+noon))?`
	partHE = `(?:\s+(?:בבוקר|בערב|בלילה|בצהריים|בצהרים|אחה"צ|אחר\s+הצהריים))?`
)

var (
	// reHoursEN is a list of two or more clock times after "at": "at 8
	// and at 20", "at 9, 1 and 5pm".
	reHoursEN = compile(`(?i)(?:^|\s)(?:at|(me))\s+(\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?` + partEN + `)((?:(?:\s*,\s*|\s+)(?:at\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?)*)\s*,?\s+(?:and|&)\s+(?:at\s+)?(\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?` + partEN + `)(\s|$|[,.!?:;])`)
	// reRemindAnywhere is a word of being reminded anywhere in a message:
	// only there, or where the thing is daily (dailySaid), is a list of
	// hours read as a reminder at each.
	reRemindAnywhere = compile(`remind|rmnd|reminder|remember|forget|nudge|ping\s+me|תזכ|להזכיר|לזכור|תשכח|תציק|תנדנד`)
	// reHoursHE is one in Hebrew: "ב-8 וב-20", "ב8, ב13 ו-20", "בשעה 8
	// בבוקר ו 8 בערב".
	reHoursHE = compile(`(?:^|\s)(?:ב-?|בשעה\s+|בשעות\s+)(\d{1,2}(?::\d{2})?` + partHE + `)((?:(?:\s*,\s*|\s+)(?:ב-?)?\d{1,2}(?::\d{2})?)*)\s+ו(?:ב-?|בשעה\s+|-|\s+)?(\d{1,2}(?::\d{2})?` + partHE + `)(\s|$|[,.!?:;])`)
	// reListedHour is one hour of the middle of such a list.
	reListedHour = compile(`\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?`)
	// reTimesADay is a count of times a day: "twice a day", "3 times a
	// day", "פעמיים ביום", "שלוש פעמים ביום".
	reTimesADay = compile(`(?i)(?:^|\s)(?:(once|twice|two\s+times|three\s+times|\d\s*(?:times|x))\s+(?:a|per|each)\s+day|(פעם\s+אחת|פעמיים|שלוש\s+פעמים|ארבע\s+פעמים|\d\s+פעמים)\s+(?:ביום|ליום|כל\s+יום))(?:\s|$|[,.!?:;])`)
	// reHoursNotTimes follows a list of numbers that are no hours: days
	// of the month written "8th", minutes. ("ב-8 ו-20 לחודש" are two days:
	// each copy keeps "לחודש".)
	reHoursNotTimes = compile(`(?i)^\s*(?:th\b|st\b|nd\b|rd\b|min|minutes|mins|דקות|דק)`)
)

// splitHours returns text once per hour of a list of hours in a reminder
// request, each copy with one of them; ok is false when text holds no
// such list or is no reminder, and texts nil with ok when the list and
// its count disagree.
func splitHours(text string) (texts []string, ok bool) {
	if low := toLower(text); len(low) != len(text) || !(reRemindAnywhere.MatchString(low) || dailySaid(low)) {
		return nil, false
	}
	if pair := splitRepeatPair(text); pair != nil {
		return pair, true
	}
	pat, at, every := reHoursEN, "at ", " every day "
	if !reHoursEN.MatchString(text) {
		pat, at, every = reHoursHE, "ב-", " כל יום "
	}
	count := 0
	if c := reTimesADay.FindStringSubmatchIndex(text); c != nil {
		// "twice a day at 8 and 20": said as every day, and the count
		// must be the hours said.
		word := c[2:4]
		if word[0] < 0 {
			word = c[4:6]
		}
		count = timesCount(text[word[0]:word[1]])
		text = text[:c[0]] + every + text[c[1]:]
	}
	m := pat.FindStringSubmatchIndex(text)
	start := 0
	if m != nil && pat == reHoursEN {
		// "remind me 9, 13 and 21": the hours right after "me".
		if m[2] >= 0 {
			start = m[3]
		}
		m = append(m[:2], m[4:]...)
	}
	if m == nil || reHoursNotTimes.MatchString(text[m[8]:]) || precededByRange(text[:m[0]]) {
		return nil, false
	}
	if pat == reHoursHE && strings.HasSuffix(text[m[5]:m[6]], "ו ") && !strings.Contains(text[m[6]:m[7]], " ") {
		return nil, false // "ו 8" apart is an hour only with its part of the day: "בשעה 8 ו 9 ילדים" counts children
	}
	if countsAfter(text[m[5]:m[6]], text[m[6]:m[7]], text[m[8]:]) {
		return nil, false // "ב-8 ו-9 ילדים יגיעו", "at 8 and 3 boxes arrive": a count, no second hour
	}
	hours := []string{text[m[2]:m[3]]}
	hours = append(hours, reListedHour.FindAllString(text[m[4]:m[5]], -1)...)
	hours = append(hours, text[m[6]:m[7]])
	if count != 0 && count != len(hours) {
		return nil, true // "twice a day at 8, 12 and 20": which is meant is not guessed
	}
	head, tail := text[:max(m[0], start)], text[m[8]:]
	morning := " am"
	if pat == reHoursHE {
		morning = " בבוקר"
	}
	clock24 := saysClock24(hours)
	for _, h := range hours {
		h = strings.TrimSpace(h)
		if clock24 && bareMorningHour(h) {
			h += morning // "at 8 and 20": 8 is the morning's, as 20 is said on a 24-hour clock
		}
		texts = append(texts, oneSpace(head+" "+at+h+" "+tail))
	}
	return texts, true
}

// countsAfter reports whether the last number of a list of hours, joined
// to the one before it by joint ("and ", "ו-"), counts the noun right
// after it in tail: "at 8 and 9 kids are coming", "ב-8 ו-9 ילדים יגיעו".
// Joined with its own "at" or "ב" ("and at 9", "וב-9"), or said with
// its minutes or half of the day, it is an hour whatever follows.
func countsAfter(joint, last, tail string) bool {
	j := toLower(joint)
	if strings.Contains(j, "at") || strings.Contains(j, "ב") || strings.Trim(strings.TrimSpace(last), "0123456789") != "" {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimSpace(tail), " ")
	next = strings.Trim(next, ",.!?:;")
	return next != "" && (countedNoun(next) || countedPlural(next) || timeparse.QuantityWord(next))
}

// countAfterJoint is s without the "and" that joined its count to the
// hour before it: "and 9 kids are coming" of "remind me at 8 and 9 kids
// are coming" is "9 kids are coming" (see countsAfter). Anything else is
// s as it is.
func countAfterJoint(s string) string {
	ws := strings.Fields(s)
	if len(ws) < 3 || (toLower(ws[0]) != "and" && ws[0] != "&") || len(ws[1]) > 2 || strings.Trim(ws[1], "0123456789") != "" {
		return s
	}
	if next := strings.Trim(ws[2], ",.!?:;"); !countedNoun(next) && !countedPlural(next) && !timeparse.QuantityWord(next) {
		return s
	}
	return strings.Join(ws[1:], " ")
}

// countedPlural reports whether w, after a number of one or two digits,
// is an English plural it counts ("kids", "boxes", "people"): a plural of
// time ("mornings", "mondays", "hours") says when, and counts nothing.
// Four digits before a plural are read by countedNoun alone: "1800
// pilates" is an hour.
func countedPlural(w string) bool {
	lw := toLower(w)
	if countedIrregular[lw] {
		return true
	}
	return !hebrewText(lw) && pluralLike(lw) && !timePlurals[lw] && len(weekdays(strings.TrimSuffix(lw, "s"))) == 0
}

// countedIrregular are English plurals counted that do not end in "s".
var countedIrregular = wordSet(`people children men women folks`)

// timePlurals are English plurals of time: after a number they say when
// or how long.
var timePlurals = wordSet(`mornings evenings nights afternoons weekdays weekends days weeks months years hours hrs mins minutes
	seconds secs times`)

// dailySaid reports whether low says a thing done every day ("every day
// at 8am and 8pm take my meds", "כל יום ב-8 וב-20 כדור", "twice a day"):
// its hours are each a reminder, as one hour of it is, with no word of
// reminding said.
func dailySaid(low string) bool {
	return reTimesADay.MatchString(low) || reDailyHE.MatchString(low) ||
		reDailyEN.MatchString(reDailyThing.ReplaceAllString(low, " "))
}

// saysClock24 reports whether a list of hours holds one said on a 24-hour
// clock ("20", "13:30"): the list is told on that clock.
func saysClock24(hours []string) bool {
	for _, h := range hours {
		n, err := strconv.Atoi(strings.SplitN(strings.SplitN(strings.TrimSpace(h), ":", 2)[0], ".", 2)[0])
		if err == nil && n >= 13 && n <= 23 {
			return true
		}
	}
	return false
}

// bareMorningHour reports whether h is an hour from 1 to 11 said with no
// part of the day ("8", "9:30"), which a 24-hour clock puts in the morning.
func bareMorningHour(h string) bool {
	n, err := strconv.Atoi(strings.SplitN(strings.SplitN(h, ":", 2)[0], ".", 2)[0])
	return err == nil && n >= 1 && n <= 11 && reListedHour.FindString(h) == h && !strings.ContainsAny(toLower(h), "apm")
}

// precededByRange reports whether a list of numbers follows "between" or
// "from": a range, not several hours.
func precededByRange(head string) bool {
	f := strings.Fields(toLower(head))
	return len(f) > 0 && (f[len(f)-1] == "between" || f[len(f)-1] == "from" || f[len(f)-1] == "בין")
}

// timesCount is the number a count of times says ("twice": 2).
func timesCount(word string) int {
	w := strings.Fields(toLower(word))
	switch {
	case len(w) == 0:
		return 0
	case w[0] == "once" || w[0] == "פעם":
		return 1
	case w[0] == "twice" || w[0] == "two" || w[0] == "פעמיים":
		return 2
	case w[0] == "three" || w[0] == "שלוש":
		return 3
	case w[0] == "ארבע":
		return 4
	}
	n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSuffix(w[0], "x"), "times"))
	return n
}

// planHours plans a reminder said with several hours as one reminder per
// hour. When one of them makes no reminder of its own with its time, the
// message is declined: read as one, its hours would be two times.
func planHours(req memo.PlanRequest, text string) ([]memo.Step, bool, error) {
	texts, ok := splitHours(text)
	if !ok {
		return nil, false, nil
	}
	var out []memo.Step
	if texts == nil {
		return []memo.Step{general(memo.OpUnknown, memo.ReasonUnkeptRepeat)}, true, nil
	}
	for _, t := range texts {
		steps, _, err := planClauses(req, splitClauses(t, req.Now, req.Loc))
		if err != nil || len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil ||
			len(steps[0].Tasks.Drafts) != 1 || steps[0].Tasks.NeedTime {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil
		}
		out = append(out, steps[0])
	}
	return out, true, nil
}
