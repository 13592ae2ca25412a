package offline

import (
	"strconv"
	"strings"
)

// Hours of a range said as numbers ("from 4 to 10", "מ2 עד 6"), put in
// their halves of the day, and whether the range runs into the night
// after the day said; and the hour an evening event's bare hour is in.

// reNightWord says the hours are at night: "tonight", "at night", "night
// shift", "הלילה", "בלילה", "משמרת לילה".
var reNightWord = compile(`(?i)\btonight\b|\bnight\b|\bovernight\b|(?:^|\s)(?:ה|ב)?לילה(?:\s|$|[?!.,])`)

// reEveningWord says the hours are in the evening: "tonight", "this
// evening", "הערב", "בערב".
var reEveningWord = compile(`(?i)\btonight\b|\bthis\s+evening\b|\bin\s+the\s+evening\b|(?:^|\s)(?:ה|ב)ערב(?:\s|$|[?!.,])|(?:^|\s)הלילה(?:\s|$|[?!.,])`)

// hoursOfRange reads the hours of the range g matched in low (its groups:
// from hour, from minute, to hour, to minute, already read as fromH and
// toH; endMinutesBefore says the end's minutes are before the start's).
// overnight is true when the range is in the small hours after the
// night of the day said ("guard duty tonight from 2 to 6" is 02:00–06:00
// the next morning).
func hoursOfRange(low string, g []int, fromH, toH int, endMinutesBefore bool) (from, to int, overnight bool) {
	said, after := low[g[0]:g[1]], low[g[1]:]
	// "at night" right after the range is the half of both its ends, as
	// "in the morning" is: "from 2 to 6 at night" is 02:00–06:00 of the
	// day said, "from 11 to 1 at night" 23:00 to 01:00.
	nightAfter := reNightAfter.FindString(after)
	if nightAfter != "" && fromH >= 1 && fromH <= 11 && toH >= 1 && toH <= 12 {
		rest := low[:g[0]] + " " + after[len(nightAfter):]
		switch {
		case fromH <= 5 && toH > fromH && toH <= 8:
			return fromH, toH, reNightWord.MatchString(rest) // "tonight … from 2 to 6 at night": after midnight
		case fromH >= 7 && toH < fromH && toH <= 8:
			return fromH + 12, toH, false // "from 11 to 1 at night": 23:00 to 01:00
		case fromH >= 6 && toH > fromH:
			return fromH + 12, toH + 12, false // "from 8 to 11 at night": 20:00–23:00
		}
	}
	if night := reNightWord.MatchString(low); night && !reAMAfter.MatchString(after) && !rePMAfter.MatchString(after) {
		switch {
		case fromH <= 5 && toH > fromH && toH <= 8:
			return fromH, toH, true // "tonight from 2 to 6": after midnight
		case fromH >= 7 && fromH <= 11 && toH < fromH && toH <= 8:
			return fromH + 12, toH, false // "night shift from 10 to 6": 22:00 to 06:00
		}
	}
	if reEveningWord.MatchString(low) && !reAMAfter.MatchString(after) && fromH >= 6 && fromH <= 11 && toH > fromH && toH <= 12 {
		return fromH + 12, toH + 12, false // "tonight from 8 to 11": 20:00–23:00
	}
	from, to = rangeHalf(said, after, fromH, toH)
	if (to < from || to == from && endMinutesBefore) && to < 12 && to+12 > from && to+12 <= 24 {
		to += 12 // "from 11 to 1" is 11:00–13:00, "from 4 to 10" 16:00–22:00
	}
	return from, to, false
}

// reBareHours is a bare range of hours, "2-4", in an event's title.
var reBareHours = compile(`(?:^|\s)(\d{1,2})\s*[-–]\s*(\d{1,2})(?:\s|$)`)

// reCountAfter is a thing counted said right after a bare range ("4-6
// weeks", "2-3 אנשים"): the range counts it, and is no hours.
var reCountAfter = compile(`^\s*(?:weeks?|days?|months?|years?|times|people|kids|players|mins?|minutes?|hours?|hrs?|ימים|שבועות|חודשים|שנים|פעמים|אנשים|ילדים|דקות|שעות)(?:\s|$|[,.!?])`)

// reNightAfter is "at night" said right after a range of hours: "from 2
// to 6 at night", "מ2 עד 6 בלילה".
var reNightAfter = re(`^\s*(?:at\s+night|in\s+the\s+night|בלילה)\b`)

// rePMAfter and reAMAfter are a half of the day said right after a range
// of hours: "between 4 and 5 in the afternoon", "בין 4 ל-5 אחר הצהריים",
// "מ-8 עד 9 בבוקר". reLateAfter is the evening or the night among them,
// which a morning start never takes.
var (
	rePMAfter   = re(`^\s*(?:pm\b|p\.m\.?|in\s+the\s+(?:afternoon|evening)|at\s+night|tonight|אחרי?\s+הצהריים|אחה["״]צ|בערב|בצהריים|בלילה)`)
	reLateAfter = re(`^\s*(?:in\s+the\s+evening|at\s+night|tonight|בערב|בלילה)`)
	reAMAfter   = re(`^\s*(?:am\b|a\.m\.?|in\s+the\s+morning|בבוקר|לפנות\s+בוקר)`)
)

// rangeHalf puts a range of hours read as numbers (said is the range,
// after what follows it) in its half of the day: the half said after it,
// else, for hours said without a 24-hour reading, 1 to 6 in the afternoon,
// as an hour alone is.
func rangeHalf(said, after string, from, to int) (int, int) {
	switch {
	case rePMAfter.MatchString(after):
		// The half said at the end is the start's too, unless that puts
		// the start at or after the end while a morning start fits: "from
		// 8 to 2 in the afternoon", "מ8 עד 2 בצהריים" are 08:00–14:00, "מ10
		// עד 12 בצהריים" 10:00–12:00. "from 5 to 3 in the afternoon" fits
		// neither way and is refused, and neither does "from 9 to 1 tonight".
		morning := from >= 6 && from < 12 && (to < from || to == 12) && !reLateAfter.MatchString(after)
		if from < 12 && !morning {
			from += 12
		}
		if to < 12 {
			to += 12
		}
	case reAMAfter.MatchString(after):
	case strings.Contains(said, ":") && (from >= 13 || strings.Contains(said, "0"+strconv.Itoa(from)+":")):
		// "18:00-19:00", "06:00-07:00": the 24-hour clock, as written.
	default:
		if from >= 18 && to < 12 {
			return from, to // "מ22 עד 6": from the evening, as written, to the next morning
		}
		from, to = pmIfSmall(from), pmIfSmall(to)
		if to < from && to+12 > from && to+12 <= 24 {
			to += 12 // "from 5 to 7": 17:00–19:00, as its start is
		}
	}
	return from, to
}

// pmIfSmall reads hours 1–6 said bare as the afternoon.
func pmIfSmall(h int) int {
	if h >= 1 && h <= 6 {
		return h + 12
	}
	return h
}

// reEveningEvent is an event that happens in the evening: an hour said
// with it and without am/pm is in the evening ("dinner at 8"). Its Hebrew
// words said alone are eveningWordsHE, read as whole words.
var reEveningEvent = compile(`(?i)\b(?:dinner|supper|drinks?|beers?|cocktails|party|concert|show|movie|theater|theatre|gig|opera|date night|bbq|barbecue|weddings?|poker|karaoke|happy\s+hour)\b|\bdate\s+(?:with|w/?)\s|` + eveningPhrasesHE)

// eveningPhrasesHE are the Hebrew evening events of two words, behind
// their prefix letters: "ארוחת ערב", "על האש".
const eveningPhrasesHE = `(?:^|\s)[והבלמשכ]{0,3}(?:ארוחת\s+ערב|על\s+האש)(?:\s|$|[,.!?:;])`

// eveningWordsHE are the Hebrew evening events said in one word, and
// eveningDoingHE those of them that are a thing done. They are read as
// whole words behind their prefix letters (saysWord), as Hebrew has no
// \b: "בסרט" says "סרט", while "סרטון" and "סרטן" do not, nor does
// "פליידייט" say "דייט" or "עבירה" "בירה".
var (
	eveningWordsHE = wordSet(`מסיבה מסיבת מסיבות הופעה הופעת הופעות קונצרט קונצרטים סרט הצגה הצגות בירה בירות דרינק דרינקים מנגל חתונה חתונת דייט חינה`)
	eveningDoingHE = wordSet(`בירה בירות דרינק דרינקים מנגל דייט`)
)

// reCapitalCity is "עיר הבירה", the capital: no beer in it.
var reCapitalCity = compile(`(?:^|\s)[והבלמשכ]{0,2}עיר\s+הבירה(?:\s|$|[,.!?])`)

// reDaytimeHead is an event whose head noun is a thing of the working
// day, opening its title: a meeting, an appointment, a call, a tasting, a
// fitting, an interview ("פגישה עם הצלם של חתונת לוי-כהן", "meeting with
// the wedding photographer", "טעימות לחתונה"), in English also behind
// the one noun that names its kind ("cake tasting"). An evening occasion named
// after it is what it is about, not when it is held.
var reDaytimeHead = compile(`(?i)^(?:(?:a|an|the|my|our)\s+)?(?:[a-z]+\s+)?(?:meeting|appointment|appt|call|phone\s+call|tasting|fitting|interview|consultation)s?\b|` +
	`^ה?(?:פגישה|פגישת|פגישות|תור|שיחה|שיחת|טעימות|טעימה|מדידה|מדידות|ראיון|ייעוץ)(?:\s|$)`)

// reEveningDoing is an evening event that is a thing done, not an occasion
// named: a meal, drinks, a date. Said after a daytime head ("meeting for
// drinks", "פגישה על בירה") it is still how the time is spent. Its Hebrew
// words said alone are eveningDoingHE.
var reEveningDoing = compile(`(?i)\b(?:dinner|supper|drinks?|beers?|cocktails|date night|bbq|barbecue|poker|karaoke|happy\s+hour)\b|\bdate\s+(?:with|w/?)\s|` + eveningPhrasesHE)

// eveningEvent reports whether title names an evening event. The evening
// follows the event's head: a title that opens with a daytime noun and
// names an occasion only after it (a wedding, a party, a show) is not
// one; a meal or drinks after it still are.
func eveningEvent(title string) bool {
	low := reCapitalCity.ReplaceAllString(toLower(title), " ")
	if !reEveningEvent.MatchString(low) && !saysWord(low, eveningWordsHE) {
		return false
	}
	return !reDaytimeHead.MatchString(low) || reEveningDoing.MatchString(low) || saysWord(low, eveningDoingHE)
}

// saysWord reports whether low, a lower-cased text, holds a word of set:
// a Hebrew word also behind the prefix letters lexicon.PeelPrefix peels
// (clauseWords). Hebrew words are so read whole, where a pattern's \b
// sees none of their edges.
func saysWord(low string, set map[string]bool) bool {
	found := false
	clauseWords(low, func(w string) { found = found || set[w] })
	return found
}

// isBareDash reports whether a range match is only "9-18" with no clock
// colon and no "from": too close to a date to be read as hours.
func isBareDash(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && s[0] >= '0' && s[0] <= '9' && strings.ContainsAny(s, "-–—") && !strings.Contains(s, ":")
}

var (
	// reChildDaytime is a place whose events are held by day: a
	// kindergarten or a day-care ("מסיבת חנוכה בגן", "party at the
	// kindergarten"). An evening event there at an hour said bare is in
	// the morning.
	reChildDaytime = compile(`(?i)\b(?:kindergarten|kindergarden|preschool|pre-school|daycare|day\s+care|nursery|gan)\b|(?:^|\s)(?:ב|ל|מ|של\s+)?ה?(?:גן|גנון|מעון|פעוטון|צהרון)(?:\s|$|[,.])`)
	// reDaytimePlace is a school or a workplace: an evening event there is
	// in the morning at a bare 9, 10 or 11 ("מסיבת חנוכה בבית הספר
	// בעשר"), and still in the evening at 7 or 8, when such evenings are
	// held.
	// reBirthday is a birthday ("birthday party", "bday", "יום הולדת",
	// "יומולדת"): its party is held by day at a bare 10 or 11 ("the
	// birthday party for yael is saturday at 10"), and in the evening at
	// 7, 8 or 9.
	reBirthday     = compile(`(?i)\b(?:birthday|b-?day)\b|יום\s+ה?הולדת|יומולדת|יום\s+ההולדת`)
	reDaytimePlace = compile(`(?i)\b(?:school|class|classroom|office|at\s+work)\b|(?:^|\s)(?:ב|ל|מ)?(?:בית\s+ה?ספר|ביה"ס|ביה״ס|ה?כיתה|ה?עבודה|ה?משרד)(?:\s|$|[,.])`)
)

// daytimePlace reports whether an evening event in title is held by day
// at hour h (said bare, 0–11) for the place it names.
func daytimePlace(title string, h int) bool {
	if h < 7 || h > 11 {
		return false
	}
	return reChildDaytime.MatchString(title) || h >= 9 && reDaytimePlace.MatchString(title) || h >= 10 && reBirthday.MatchString(title)
}
