package offline

import (
	"strings"
)

// An event told with words around it that are no words of its title:
//
//   - a repetition's adjective said last, after the repetition is named:
//     "כל יום חמישי 2000 שיחת פלוגה בזום, קבוע", "every monday at 6 chess
//     club, recurring": the words of the repetition say it, the adjective is
//     taken off (said with no repetition, "…, קבוע" is left to the readers,
//     which decline it);
//   - the night after the Sabbath as a repetition: "כל מוצאי שבת", "כל
//     מוצ"ש" is every Saturday in the evening ("כל שבת בערב"; with an hour
//     that says its own part of the day, "כל שבת");
//   - the learner's "אני יש (לי)" for "יש לי" ("אני יש לי חתונה …", "כל יום
//     ראשון בשעה שתיים אני יש שיעור …");
//   - the word "event" in either script or "אירוע" before "של" and a noun of
//     something that happens ("יש לי event של השקה של המותג …", "אירוע של
//     מסיבה"): the thing is the event. "אירוע של החברה" names whose, and
//     stays;
//   - "there's" told after the time, in English: "every saturday at 9pm
//     there's a Torah class at the shul", "tomorrow at 9 there's a staff
//     meeting" are the class and the meeting at that time, as "there's a
//     staff meeting tomorrow at 9" is. Only where all before it is the
//     time and its repetition ("my sister said at 9 there's …" is not).

var (
	// reRepeatLastHE and reRepeatLastEN are the adjective said last.
	reRepeatLastHE = compile(`(?:\s*[,\-–—]\s*|\s+)(?:זה\s+)?(?:קבוע|קבועה|באופן\s+קבוע|דרך\s+קבע|כל\s+שבוע\s+קבוע)\s*[.!]*$`)
	reRepeatLastEN = compile(`(?i)\s*[,\-–—]\s*(?:it'?s\s+)?(?:recurring|standing|a\s+standing\s+thing|a\s+recurring\s+thing|on\s+repeat)\s*[.!]*$`)
	// reRepeatNamedHE and reRepeatNamedEN name a repetition.
	reRepeatNamedHE = compile(`(?:^|\s)ו?ב?כל\s+(?:יום|ימי|שבוע|חודש|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|בוקר|ערב)`)
	reRepeatNamedEN = compile(`(?i)\b(?:every|each)\s+\w+|\b(?:daily|weekly|monthly)\b`)
	// reEveryMotzash is "כל מוצאי שבת", "בכל מוצ"ש".
	reEveryMotzash = compile(`(^|\s)(ו?ב?כל)\s+(?:מוצאי\s+שבת|מוצ["״]ש|מוצש)(\s|$|[,.])`)
	// rePartSaid is an hour that says its part of the day.
	rePartSaid = compile(`(?:^|\s)(?:ב?ערב|ב?לילה|בצהריים|אחה["״]צ|אחרי\s+הצהריים|בבוקר|\d{1,2}:\d{2})(?:\s|$|[,.])`)
	// reLearnerHave is "אני יש (לי)".
	reLearnerHave = compile(`(^|\s)(ו?)אני\s+יש(?:\s+לי)?(\s)`)
	// reThereAfterTime is "there's (a|an)" after what may be a time.
	reThereAfterTime = compile(`(?i)^(\S.*?)\s+(?:there'?s|there\s+is|there\s+will\s+be)\s+(?:a\s+|an\s+)?(\S.*)$`)
	// reRepeatWordsEN are the words of a repetition the time parser leaves.
	reRepeatWordsEN = compile(`(?i)\b(?:every|each|other|week|on)\b`)
	// reNotHappening opens what is no event: "no class", "a lot of traffic".
	reNotHappening = compile(`(?i)^(?:no|nothing|not|lot|lots|traffic)\b`)
	// reEventOf is "event של", "איבנט של", "אירוע של" and the word after.
	reEventOf = compile(`(?i)(^|\s)(?:ה-?)?(?:event|איבנט|איוונט|אירוע)\s+של\s+(\S+)`)
)

// toldEvent reads the words around an event told (see above).
func toldEvent(s string) string {
	if strings.Contains(s, "קבוע") || strings.Contains(s, "דרך קבע") {
		if loc := reRepeatLastHE.FindStringIndex(s); loc != nil && loc[0] > 0 && reRepeatNamedHE.MatchString(s[:loc[0]]) {
			s = s[:loc[0]]
		}
	}
	if low := lower(s); strings.Contains(low, "recurring") || strings.Contains(low, "standing") || strings.Contains(low, "repeat") {
		if loc := reRepeatLastEN.FindStringIndex(s); loc != nil && loc[0] > 0 && reRepeatNamedEN.MatchString(s[:loc[0]]) {
			s = s[:loc[0]]
		}
	}
	if g := reEveryMotzash.FindStringSubmatchIndex(s); g != nil {
		day := " שבת בערב"
		if rePartSaid.MatchString(s[g[1]:]) {
			day = " שבת"
		}
		s = s[:g[5]] + day + s[g[6]:]
	}
	if strings.Contains(s, "אני יש") {
		s = reLearnerHave.ReplaceAllString(s, "${1}${2}יש לי$3")
	}
	if strings.Contains(lower(s), "there") {
		s = thereAfterTime(s)
	}
	if g := reEventOf.FindStringSubmatchIndex(s); g != nil {
		word := strings.Trim(s[g[4]:g[5]], ",.!?")
		if heEvent(word) || heEvent(strings.TrimPrefix(word, "ה")) {
			s = s[:g[3]] + s[g[4]:]
		}
	}
	return s
}

// thereAfterTime takes off "there's" told after the time (see above).
func thereAfterTime(s string) string {
	g := reThereAfterTime.FindStringSubmatch(s)
	if g == nil {
		return s
	}
	r, found, err := parseAnyDay(g[1])
	if err != nil || !found || !r.HasTime {
		return s
	}
	if hasLetter(reRepeatWordsEN.ReplaceAllString(r.Remainder(g[1]), "")) {
		return s // "my sister said at 9 there's …"
	}
	if reNotHappening.MatchString(g[2]) {
		return s // "at 9 there's no class", "… there's a lot of traffic": no event
	}
	return g[1] + " " + g[2]
}
