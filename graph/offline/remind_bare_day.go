package offline

import "strings"

// reRemindBareDayHE is a Hebrew weekday said alone, without "יום", right
// after the reminding verb and before the thing to do, as texted:
// "תזכיר שישי להשקות עציצים", "תזכירי לי שני לשלם חשבון". Group 1 is the
// verb with its "לי", group 2 the weekday, group 3 the next word.
var reRemindBareDayHE = compile(`^((?:ו?)(?:תזכיר|תזכירי)(?:\s+לי)?)\s+(ראשון|שני|שלישי|רביעי|חמישי|שישי)\s+(ל\S+)`)

// remindBareDay says the weekday of reRemindBareDayHE with its "ביום", as
// the time grammar reads it ("תזכיר ביום שישי להשקות עציצים"): alone,
// ראשון..שישי are also first..sixth, so only an infinitive after it makes
// it the day ("תזכיר לי שני דברים" keeps its two).
func remindBareDay(s string) string {
	if !strings.HasPrefix(s, "תזכיר") && !strings.HasPrefix(s, "ותזכיר") {
		return s // the cheap check
	}
	g := reRemindBareDayHE.FindStringSubmatchIndex(s)
	if g == nil || !heInfinitives[strings.TrimRight(s[g[6]:g[7]], ",.!?")] {
		return s
	}
	return s[:g[3]] + " ביום " + s[g[4]:]
}

// reBareDayHourHE is a Hebrew weekday said alone, without "יום" or its
// "ב", right before an hour with its "ב", as a diary is texted: "עבודת
// ריצוף ברמת גן שישי ב8", "חוג חמישי ב-17:00". Group 2 is the weekday.
// "שני" and "ראשון" are two and first as often, and are left as they are.
// An emoji or a mark between them is no word ("חמישי 😅 ב-9").
var reBareDayHourHE = compile(`(^|\s)(שלישי|רביעי|חמישי|שישי)\s+(?:[^\pL\pN\s]+\s+)?(?:ב-?\s?\d|בשעה\s+\d)`)

// bareDayHour says the weekday of reBareDayHourHE with its "ביום", as the
// time grammar reads it ("… ביום שישי ב8"). An ordinal with its article
// ("הילד החמישי ב8") is no day; a weekday after "יום" in any form ("כל
// יום חמישי ב-7", "ליום שישי ב-10", "ביוום חמישי", see yomSaid) already says it is one, and one that
// closes a run of days ("ראשון עד חמישי ב7:30") is read with the run.
func bareDayHour(s string) string {
	g := reBareDayHourHE.FindStringSubmatchIndex(s)
	if g == nil {
		if g = reBareDayClockHE.FindStringSubmatchIndex(s); g == nil {
			return s
		}
		if before := strings.Fields(s[:g[4]]); len(before) > 0 && ordinalNouns[strings.Trim(before[len(before)-1], "-,")] {
			return s // "מקום ראשון 14:00", "שיעור שני 10:00": the first place, the second lesson
		}
	}
	before := strings.Fields(s[:g[4]])
	for n := len(before); n > 0 && !hasLetter(before[n-1]); n-- {
		before = before[:n-1] // "ליום 👍 שישי ב-10": the emoji no word between them
	}
	if n := len(before); n > 0 {
		w := strings.Trim(before[n-1], "-,")
		if _, day := yomSaid(w); day || dayRunWords[w] {
			return s
		}
	}
	return s[:g[4]] + "ביום " + s[g[4]:]
}

// reBareDayClockHE is a Hebrew weekday said alone right before a clock
// time that closes the message, with or without its "ב" and an end
// ("פגישה עם היינן ראשון 14:00", "חזרה שני 18:30-20:00"): a clock with
// its colon at the end is the time of the thing, so the weekday before it
// is its day, "ראשון" and "שני" too. Group 2 is the weekday.
var reBareDayClockHE = compile(`(^|\s)(ראשון|שני|שלישי|רביעי|חמישי|שישי)\s+(?:[^\pL\pN\s]+\s+)?(?:ב-?\s?|בשעה\s+)?\d{1,2}:\d{2}(?:\s*(?:-|–|עד)\s*\d{1,2}(?::\d{2})?)?\s*[.!]?\s*$`)

// ordinalNouns are things counted by an ordinal after them ("מקום
// ראשון", "שלב שני", "פרק שלישי"): a weekday word after one is the
// ordinal, and the clock after it leaves it so.
var ordinalNouns = wordSet(`מקום במקום שלב בשלב חלק בחלק פרק בפרק סיבוב בסיבוב סבב בסבב שיעור בשיעור ניסיון בניסיון דור תואר ותואר מחזור במחזור חצי במחצית רבע ברבע משחק במשחק כיתה בכיתה תור בתור גל בגל שבוע בשבוע יום ביום חודש בחודש קומה בקומה`)

// dayRunWords join a weekday to the one before it ("עד", "או", "בין") or
// say its part ("ליל שישי", "מוצאי שבת").
var dayRunWords = wordSet(`עד ועד או בין לבין ובין מ ימי בימי ליל בליל וליל ערב בערב מוצאי במוצאי`)
