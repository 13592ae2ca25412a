package offline

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// Recurrence is read only when the user says every/כל (or daily/monthly):
// "Sunday at 8" is one-time, "every Sunday at 8" is weekly.
var (
	weekdayEN = `(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?`
	weekdayHE = `(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)`
	// dayHE is a weekday by name or by its letter ("א׳" is Sunday).
	dayHE = `(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]['׳]?)`
	// weekdaysEN is a weekday said in the plural, "on Tuesdays": weekly.
	// "on tues" and "on weds" are one day.
	weekdaysEN = `(?:sun|mon|tues|wednes|thurs|fri|satur)days`
	numberEN   = `(-?\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty[\s-]five|forty|half(?:\s+an)?)`

	reNudgeEN  = re(nagEN + `\b(?:every|each)\s+` + numberEN + `\s*(minutes?|mins?|m|hours?|hrs?|h)\b` + untilDoneEN)
	reNudge1EN = re(nagEN + `\b(?:every|each)\s+(minute|hour|half\s+(?:an\s+)?hour|quarter\s+(?:of\s+an\s+)?hour)\b` + untilDoneEN)
	// The count in words in either gender: "כל עשר דקות", "כל שלושה שעות".
	numberHE   = `(-?\d+|שתי|שלוש|שלושה|ארבע|ארבעה|חמש\s+עשרה|חמישה\s+עשר|חמש|חמישה|שש|שישה|שבע|שבעה|שמונה|תשע|תשעה|עשר|עשרה|עשרים|שלושים|ארבעים)`
	reNudgeHE  = re(nagHE + `(?:^|\s)(?:ו)?(?:ב)?כל\s+` + numberHE + `\s*(דקות|דק'|דקה|שעות|שעה)` + untilDoneHE)
	reNudge1HE = re(nagHE + `(?:^|\s)(?:ו)?(?:ב)?כל\s+(דקה|שעה|שעתיים|חצי\s+שעה|רבע\s+שעה)` + untilDoneHE)
	reWeeklyEN = re(`\b(?:every|each)\s+(?:week\s+on\s+)?(` + weekdayEN + `(?:\s*(?:,|and|&)?\s*` + weekdayEN + `)*)\b|\bon\s+(` + weekdaysEN + `(?:\s*(?:,|and|&)\s*` + weekdaysEN + `)*)\b`)
	// A list of days is joined by commas or "ו", or by spaces where its
	// last day is joined by "ו" ("כל יום ראשון שני ושלישי"); "כל יום ראשון
	// שני שיעורים" is Sunday's two lessons.
	reWeeklyHE = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+(?:שבוע\s+)?(?:ב)?(?:יום\s+)?(` + weekdayHE + `(?:(?:\s*,\s*|\s+)(?:יום\s+)?` + weekdayHE + `)*\s*,?\s*ו(?:יום\s+)?` + weekdayHE +
		`|` + weekdayHE + `(?:\s*(?:,\s*|ו)(?:יום\s+)?` + weekdayHE + `)*)|` +
		// A day by its letter after "יום": "כל יום ה' ב-15", "כל יום א׳ וג׳",
		// the geresh left out ("כל יום ה 1800") but for ב, which is "at"
		// as well ("כל יום ב 8").
		`(?:^|\s)(?:ו)?(?:ב)?כל\s+(?:שבוע\s+)?(?:ב)?יום\s+([אבגדהו]['׳](?:\s*(?:,\s*|ו)[אבגדהו]['׳])*|[אגדהו])(?:\s|$|[,.])`)
	// reWeeklyDaysHE is "בימים א׳ ג׳ ה׳", "בימי שני ורביעי": days named
	// in the plural, by name or by letter.
	reWeeklyDaysHE = re(`(?:^|\s)(?:ו)?(?:ב|כל\s+)?(?:ימי|ימים)\s+(` + dayHE + `(?:\s*(?:,\s*|ו-?|\s)\s*(?:יום\s+)?` + dayHE + `)*)(?:\s|$|[,.])`)
	// reDailyExceptEN and reDailyExceptHE are every day but the days
	// named: "every day except saturday", "כל יום חוץ משבת": weekly on the
	// rest.
	reDailyExceptEN = re(`\b(?:every\s*day|each\s+day|daily)\s+(?:except|but\s+not|other\s+than|apart\s+from|besides)\s+(?:on\s+)?(` + weekdayEN + `(?:\s*(?:,|and|or|&)\s*` + weekdayEN + `)*)\b`)
	reDailyExceptHE = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+יום\s+(?:חוץ\s+מ|פרט\s+ל|מלבד\s+|למעט\s+)(?:יום\s+)?(` + weekdayHE + `(?:\s*(?:,\s*|ו)(?:מ|ב)?(?:יום\s+)?` + weekdayHE + `)*)(?:\s|$|[,.])`)
	reDailyEN       = re(`\b(?:every\s*day|each\s+day|daily)\b`)
	// reDailyThing is "daily" said of a thing, not of when: "the daily
	// rewards", "my daily standup".
	reDailyThing = re(`\b(?:the|my|a|an|our|your|his|her|their)\s+daily\b`)
	reWorkdays   = re(`\b(?:every|each|on)\s+(?:week\s*day|work\s*day|working\s+day|business\s+day)s?\b|\bweekdays\b|(?:^|\s)(?:ב|ו)?(?:כל\s+)?(?:ימי|יום)\s+(?:חול|עבודה)(?:\s|$)|(?:^|\s)(?:ב)?ימות\s+השבוע(?:\s|$)|(?:^|\s)(?:ב)?א['׳]?\s*-\s*ה['׳]?(?:\s|$)`)
	reDailyPart  = re(`\b(?:every|each)\s+(morning|afternoon|evening|night|noon|midday)\b`)
	reDailyHE    = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+יום|(?:^|\s)יומי(?:ת)?(?:\s|$)`)
	reDailyPHE   = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+(בוקר|ערב|לילה|צהריים|צהרים|אחר\s+הצהריים|אחרי\s+הצהריים|אחה"צ)`)
	reMonthlyEN  = re(`\b(?:every|each)\s+month\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\b|\b(?:on\s+)?the\s+(\d{1,2}|` + monthDaysEN + `)(?:st|nd|rd|th)?\s+of\s+(?:every|each)\s+month\b|\bmonthly\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\b|\b(?:on\s+)?(?:every|each)\s+(?:the\s+)?(\d{1,2}|` + monthDaysEN + `)(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:the|a|every|each)\s+month\b|` +
		`\b(?:every|each)\s+month\s+(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?:\s+(?:date|day))?\b`)
	reMonthlyHE = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+חודש\s+ב-?\s*(\d{1,2})(?:\s+לחודש)?(?:$|\s|[,!?]|\.(?:$|\s))|(?:^|\s)ב-?\s*(\d{1,2})\s+(?:ל|ב)כל\s+חודש|(?:^|\s)(?:ו)?(?:ב)?כל\s+(\d{1,2})\s+(?:ב|ל)חודש|(?:^|\s)(?:ו)?(?:ב)?כל\s+(?:ה-?)?(?:(ראשון)\s+לחודש|(אחד)\s+(?:ב|ל)חודש)`)
	reUntil     = re(`\b(?:until|till|through)\s+|(?:^|\s)עד\s+(?:ה-?|ל-?)?`)
)

// The words around a nudge's interval that only say it is one: "and nag
// me every 10 minutes until I say done", "תציק לי כל רבע שעה עד שאגיד
// שסיימתי".
const (
	nagEN           = `(?:(?:\band\s+)?(?:keep\s+)?(?:nag(?:ging)?|bug(?:ging)?|pester(?:ing)?|ping(?:ing)?|nudg(?:e|ing)|remind(?:ing)?)\s+me\s+)?`
	untilDoneCoreEN = `(?:until|till|til|untill)\s+(?:i\s+(?:(?:say|tell\s+you)\s+(?:that\s+)?(?:i\s+did(?:\s+it)?|i'?ve\s+done\s+it|i'?m\s+done|it'?s\s+done)|say\s+(?:done|stop|so|ok)|tell\s+you(?:\s+to\s+stop)?|do\s+it|am\s+done|'m\s+done|finish|confirm|reply\s+done)|i'?m\s+done|it'?s\s+done|done)`
	untilDoneEN     = `(?:\s+` + untilDoneCoreEN + `)?`
	nagHE           = `(?:(?:^|\s)(?:ו)?(?:תציק|תציקי|תנדנד|תנדנדי|תחפור|תזכיר|תזכירי)\s+לי)?`
	untilDoneCoreHE = `עד\s+(?:ש(?:אגיד|אומר|אכתוב)\s+(?:לך\s+)?ש\p{Hebrew}+תי(?:\s+את\s+זה)?|שאגיד\s+(?:ש)?(?:סיימתי|די|מספיק|עשיתי|בוצע)|שאסיים|שאעשה\s+את\s+זה|שזה\s+יבוצע|שאענה|ש(?:אני\s+)?(?:עושה|מסיים|מסיימת|אעשה|אסיים)(?:\s+את\s+זה)?)`
	untilDoneHE     = `(?:\s+` + untilDoneCoreHE + `)?`
)

var numberWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty five": 45, "forty-five": 45,
	"שתי": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4, "ארבעה": 4, "חמש": 5, "חמישה": 5, "שש": 6, "שישה": 6, "שבע": 7, "שבעה": 7, "שמונה": 8,
	"תשע": 9, "תשעה": 9, "עשר": 10, "עשרה": 10, "חמש עשרה": 15, "חמישה עשר": 15, "עשרים": 20, "שלושים": 30, "ארבעים": 40}

// recurrence is what the recurrence and lead phrases of a message said.
type recurrence struct {
	rec  *memo.Recurrence
	lead time.Duration
	// partOfDay is "morning" etc. for "every morning", left for timeparse.
	partOfDay string
}

// monthDayWord are the days of a month said as ordinal words ("on the first
// of every month").
var monthDayWord = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "fifteenth": 15, "twentieth": 20, "ראשון": 1, "אחד": 1}

// monthDaysEN is monthDayWord's words as a regular expression's alternation.
const monthDaysEN = `first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth`

// reHeMonthDayWord is a day of the month said as a Hebrew ordinal or
// number word next to "every month": "בראשון לכל חודש", "כל חודש
// בעשירי". Alone, "בראשון" is as much Sunday as the 1st.
var reHeMonthDayWord = compile(`(^|\s)ב(ראשון|שני|שלישי|רביעי|חמישי|שישי|שביעי|שמיני|תשיעי|עשירי|אחד)(\s+(?:ל|ב)כל\s+חודש)|` +
	`((?:^|\s)(?:ו)?(?:ב)?כל\s+חודש\s+)ב(ראשון|שני|שלישי|רביעי|חמישי|שישי|שביעי|שמיני|תשיעי|עשירי|אחד)((?:\s+לחודש)?(?:\s|$|[,.]))`)

// heMonthDays are the days reHeMonthDayWord names.
var heMonthDays = map[string]string{"ראשון": "1", "אחד": "1", "שני": "2", "שלישי": "3", "רביעי": "4", "חמישי": "5",
	"שישי": "6", "שביעי": "7", "שמיני": "8", "תשיעי": "9", "עשירי": "10"}

// heMonthDayDigits writes a day of the month said in words next to
// "every month" in digits, as the monthly readers take it.
func heMonthDayDigits(text string) string {
	return reHeMonthDayWord.get().ReplaceAllStringFunc(text, func(m string) string {
		g := reHeMonthDayWord.get().FindStringSubmatch(m)
		if g[2] != "" {
			return g[1] + "ב-" + heMonthDays[g[2]] + g[3]
		}
		if len(weekdays(g[5])) > 0 && !strings.Contains(g[6], "לחודש") {
			return m // "כל חודש ברביעי": the 4th, or a Wednesday?
		}
		return g[4] + "ב-" + heMonthDays[g[5]] + g[6]
	})
}

// cut removes the byte range loc from s and returns the rest.
func cut(s string, loc []int) string { return strings.TrimSpace(s[:loc[0]] + " " + s[loc[1]:]) }

// cutBeforePart is cut, except that a bare part of the day right after
// the cut ("every sunday| morning at 9") is said in full ("in the
// morning"), so that without its day it still reads as a time, not as a
// word of the title ("game night"), and a 24-hour time without its colon
// right after the days ("every thu| 1500 swim") gets its colon.
func cutBeforePart(s string, loc []int) string {
	after := strings.TrimLeft(s[loc[1]:], " ")
	word, tail, _ := strings.Cut(after, " ")
	full := map[string]string{"morning": "in the morning", "afternoon": "in the afternoon", "evening": "in the evening",
		"night": "at night", "nite": "at night"}[toLower(strings.TrimRight(word, ",."))]
	if full == "" {
		if hm := compactHourAfterDays(word, tail); hm != "" {
			return strings.TrimSpace(s[:loc[0]] + " " + hm + strings.TrimPrefix(after, word))
		}
		if hm := hourAfterPart(s[loc[0]:loc[1]], word, tail); hm != "" {
			return strings.TrimSpace(s[:loc[0]] + " " + hm + strings.TrimPrefix(after, word))
		}
		return cut(s, loc)
	}
	return strings.TrimSpace(s[:loc[0]] + " " + full + " " + tail)
}

// readRecurrence finds recurrence, end-date and lead phrases in text and
// returns them with the text that is left.
func (m *message) readRecurrence(text string) (recurrence, string, error) {
	var r recurrence
	text = weekOnWeekOff(text)
	repeats := containsAny(toLower(text), repeatWords...)
	if repeats {
		text = expandDayRanges(text)
		text = heMonthDayDigits(text)
		text, _ = untilDeed(text) // "nag me every hour until i book the flights"
	}
	low := func() string { return toLower(text) }
	find := func(rx *pattern) []string {
		loc := rx.FindStringSubmatchIndex(low())
		if loc == nil || len(low()) != len(text) {
			return nil
		}
		g := make([]string, len(loc)/2)
		for i := range g {
			if loc[2*i] >= 0 {
				g[i] = strings.TrimSpace(low()[loc[2*i]:loc[2*i+1]])
			}
		}
		text = cutBeforePart(text, loc[:2])
		return g
	}
	zone := m.loc().String()
	var every, each, yearly *memo.Recurrence
	var everyLoc, eachLoc, yearLoc []int
	if repeats && len(low()) == len(text) {
		var err error
		if every, everyLoc, err = m.readEvery(low(), zone); err != nil {
			return r, text, err
		}
		each, eachLoc = readEach(low(), zone)
		yearly, yearLoc = readYear(low(), zone)
	}
	switch {
	case !repeats:
		// No word any repetition is said with: none of its readers can match.
	case reNudgeEN.MatchString(low()) || reNudgeHE.MatchString(low()):
		g := find(reNudgeEN)
		if g == nil {
			g = find(reNudgeHE)
		}
		n, err := count(g[1])
		if err != nil || n <= 0 {
			return r, text, memo.Refuse(memo.EInvalid, memo.WhyIntervalMinute, memo.Detail{})
		}
		unit := time.Minute
		if strings.HasPrefix(g[2], "h") || strings.HasPrefix(g[2], "ש") {
			unit = time.Hour
		}
		iv := time.Duration(n) * unit
		if strings.HasPrefix(g[1], "half") {
			iv = unit / 2 // "every half hour", "every half an hour"
		}
		r.rec = &memo.Recurrence{Type: memo.RecurNudge, Interval: iv}
	case reNudge1EN.MatchString(low()) || reNudge1HE.MatchString(low()):
		g := find(reNudge1EN)
		if g == nil {
			g = find(reNudge1HE)
		}
		iv := map[string]time.Duration{"minute": time.Minute, "hour": time.Hour, "דקה": time.Minute, "שעה": time.Hour, "שעתיים": 2 * time.Hour}[g[1]]
		switch {
		case strings.HasPrefix(g[1], "half") || strings.HasPrefix(g[1], "חצי"):
			iv = 30 * time.Minute
		case strings.HasPrefix(g[1], "quarter") || strings.HasPrefix(g[1], "רבע"):
			iv = 15 * time.Minute
		}
		r.rec = &memo.Recurrence{Type: memo.RecurNudge, Interval: iv}
	case holidayRepeatSaid(low()):
		// "every night of hanukkah": no series keeps a holiday's days.
		return r, text, memo.Refuse(memo.EInvalid, memo.WhyRepeatHoliday, memo.Detail{})
	case monthEdgeSaid(low()):
		g := find(reMonthEdgeEN)
		if g == nil {
			g = find(reMonthEdgeHE)
		}
		r.rec = &memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: monthEdgeDay(firstOf(g[1:])), TimeZone: zone}
	case yearly != nil:
		// "every year on march 14", "כל שנה ב-14 במרץ": the date is the
		// time reader's.
		text = cutBeforePart(text, yearLoc)
		r.rec = yearly
	case every != nil:
		// "every other monday", "כל שבועיים", "the last friday of every
		// month": before the readers of one week or one month, whose
		// words these hold.
		text = cutBeforePart(text, everyLoc)
		r.rec = every
	case reMonthlyEN.MatchString(low()) || reMonthlyHE.MatchString(low()):
		g := find(reMonthlyEN)
		if g == nil {
			g = find(reMonthlyHE)
			if hourOfMonthly(m.low, g) {
				// "כל חודש ב-10 בערב": the hour, and no day of the month said.
				return r, text, memo.Refuse(memo.EInvalid, memo.WhyMonthWhichDay, memo.Detail{})
			}
		}
		day := 0
		for _, s := range g[1:] {
			if s != "" {
				if day = monthDayWord[s]; day == 0 {
					day, _ = strconv.Atoi(s)
				}
			}
		}
		if day < 1 || day > 31 {
			return r, text, memo.Refuse(memo.EInvalid, memo.WhyNoSuchDay, memo.Detail{N: day})
		}
		r.rec = &memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: day, TimeZone: zone}
	case reWorkdays.MatchString(low()):
		g := find(reWorkdays)
		r.rec = &memo.Recurrence{Type: memo.RecurWeekly, Days: workdays(g[0], zone), TimeZone: zone}
	case reWeeklyEN.MatchString(low()) || reWeeklyHE.MatchString(low()) || reWeeklyDaysHE.MatchString(low()):
		g := find(reWeeklyEN)
		if g == nil {
			g = find(reWeeklyHE)
		}
		if g == nil {
			g = find(reWeeklyDaysHE)
		}
		days := weekdays(g[1] + " " + g[len(g)-1])
		if len(days) == 0 {
			// Weekly, its days not read: asked, never today's weekday.
			return r, text, memo.Refuse(memo.EInvalid, memo.WhyRepeatWhichDays, memo.Detail{})
		}
		r.rec = &memo.Recurrence{Type: memo.RecurWeekly, Days: days, TimeZone: zone}
	case reDailyExceptEN.MatchString(low()) || reDailyExceptHE.MatchString(low()):
		g := find(reDailyExceptEN)
		if g == nil {
			g = find(reDailyExceptHE)
		}
		skip := weekdays(g[1])
		var days []int
		for d := range 7 {
			if !containsInt(skip, d) {
				days = append(days, d)
			}
		}
		if len(skip) == 0 || len(days) == 0 {
			return r, text, memo.Refuse(memo.EInvalid, memo.WhySkipWhichDays, memo.Detail{})
		}
		r.rec = &memo.Recurrence{Type: memo.RecurWeekly, Days: days, TimeZone: zone}
	case reDailyPart.MatchString(low()) || reDailyPHE.MatchString(low()):
		g := find(reDailyPart)
		if g == nil {
			g = find(reDailyPHE)
		}
		r.partOfDay = g[1]
		r.rec = &memo.Recurrence{Type: memo.RecurDaily, TimeZone: zone}
	case reDailyEN.MatchString(reDailyThing.ReplaceAllString(low(), " ")) || reDailyHE.MatchString(low()):
		// "כל יום … daily sync": in Hebrew the Hebrew words repeat it, and
		// an English "daily" is of the thing's name.
		if !(hebrewText(text) && find(reDailyHE) != nil) && find(reDailyEN) == nil {
			find(reDailyHE)
		}
		r.rec = &memo.Recurrence{Type: memo.RecurDaily, TimeZone: zone}
	case each != nil:
		// "every week", "פעם בחודש": on the day it starts.
		text = cutBeforePart(text, eachLoc)
		r.rec = each
	}
	if r.rec != nil && r.rec.Type == memo.RecurNudge {
		if loc := reUntilDone.FindStringIndex(low()); loc != nil && len(low()) == len(text) {
			text = cut(text, loc)
		}
	}
	if r.rec != nil && len(low()) == len(text) {
		var err error
		if text, err = m.repeatUntil(text, r.rec); err != nil {
			return r, text, err
		}
	}
	if l, loc, ok := findLead(low()); ok && l.part == 0 && len(low()) == len(text) && !m.leadCountsADay(text, loc) {
		// "3 days before christmas", "יומיים לפני ה-15" count from a day,
		// which the time reader has; a lead to an evening ("the night
		// before") is read only about the thing in focus.
		r.lead = l.duration()
		text = cutBeforePart(text, loc[:])
	}
	return r, text, nil
}

// leadCountsADay reports whether the lead at loc in text ("2 days before …")
// counts from a day the time reader names, so that it is that day.
func (m *message) leadCountsADay(text string, loc [2]int) bool {
	res, found, _ := parseBesideOwnedDay(timeparse.Parse, text, m.now(), m.loc())
	if !found {
		return false
	}
	for _, sp := range res.Spans {
		if sp[0] <= loc[0] && sp[1] > loc[1] {
			return true
		}
	}
	return false
}

// reHeHourOfPart is a number a part of the day follows: its hour ("ב-10
// בערב"), not a day of the month.
var reHeHourOfPart = compile(`(?:^|\s)ב-?\s*(\d{1,2})\s+(?:בבוקר|בערב|בלילה|בצהריים|אחה"צ|אחהצ|אחר\s+הצהריים|לפנה"צ)(?:$|[\s,.!?])`)

// hourOfMonthly tells the number of "כל חודש ב-N", read as a day of the
// month, said in the message with a part of the day right after it.
func hourOfMonthly(low string, g []string) bool {
	if len(g) < 2 || g[1] == "" || !strings.Contains(low, "ב") {
		return false
	}
	for _, h := range reHeHourOfPart.get().FindAllStringSubmatch(low, -1) {
		if h[1] == g[1] {
			return true
		}
	}
	return false
}

// count reads "10", "a", "half an" (as 30 with minutes implied by the caller).
func count(s string) (int, error) {
	if n, ok := numberWords[oneSpace(s)]; ok {
		return n, nil
	}
	if strings.HasPrefix(s, "half") {
		return 30, nil
	}
	return strconv.Atoi(s)
}

// weekdays reads the weekday names in s, 0 = Sunday.
func weekdays(s string) []int {
	var out []int
	letters := map[string]int{"א": 0, "ב": 1, "ג": 2, "ד": 3, "ה": 4, "ו": 5}
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '&' || r == '-' })
	for _, w := range fields {
		// A day by its letter: "א׳", "וג׳", "ה"; a bare "ו" is "and", but
		// for the one day said ("כל יום ו 1800").
		l := strings.TrimRight(w, "'׳")
		if len([]rune(l)) == 2 && strings.HasPrefix(l, "ו") && l != w {
			l = strings.TrimPrefix(l, "ו")
		}
		if d, ok := letters[l]; ok && (l != "ו" || w != "ו" || len(fields) == 1) {
			if !containsInt(out, d) {
				out = append(out, d)
			}
			continue
		}
		w = strings.TrimPrefix(strings.TrimPrefix(w, "ו"), "ב")
		// An English day by its first three letters ("thurs", "mondays"),
		// a Hebrew one by its whole name.
		d, ok := lexicon.HeWeekday(w)
		if !ok && len(w) >= 3 {
			var form lexicon.WeekdayForm
			d, form = lexicon.EnWeekday(w[:3])
			ok = form != lexicon.WeekdayNone
		}
		if ok && !containsInt(out, d) {
			out = append(out, d)
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// say picks the wording of the request's language.
func (m *message) say(en, he string) string {
	if m.req.Lang == memo.Hebrew {
		return he
	}
	return en
}

// reUntilDone is the "until I say done" of a nudge said apart from its
// interval ("bug me every 15 min to drink water until i say done").
// A deed said in one verb ("until i call", "עד שאני מתקשר") is the
// thing's own: the nudge ends when it is done.
var reUntilDone = re(`(?:^|\s)(?:` + untilDoneCoreEN + `|` + untilDoneCoreHE + `|(?:until|till|til|untill)\s+i\s+[a-z]+|עד\s+ש(?:אני\s+)?\p{Hebrew}+)\s*$`)

// Weekday ranges in a repeating request: "every sunday to thursday",
// "each mon-fri", "כל יום ראשון עד חמישי", "כל יום מראשון עד חמישי",
// "בימים א׳-ה׳".
var (
	reDayRangeEN = re(`\b(every|each|on)\s+(` + weekdayEN + `)\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\btill\b|\buntil\b)\s*(` + weekdayEN + `)\b`)
	reDayRangeHE = re(`(^|\s)((?:ו)?(?:ב)?כל\s+(?:יום\s+)?|(?:ב)?ימים\s+|(?:ב)?ימי\s+)(?:מ(?:יום\s+)?)?(` + dayHE + `)\s*(?:-|–|—|עד)\s*(?:יום\s+)?(` + dayHE + `)(\s|$|[,.])`)
	dayNamesEN   = []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}
)

// expandDayRanges writes a range of weekdays after every/כל as the days
// it holds ("every sunday, monday, tuesday, wednesday, thursday"), for the
// weekly readers; a range that wraps ("friday to sunday") wraps.
func expandDayRanges(text string) string {
	low := toLower(text)
	if len(low) != len(text) {
		return text
	}
	span := func(a, b string, names []string) string {
		da, db := weekdays(a), weekdays(b)
		if len(da) != 1 || len(db) != 1 {
			return ""
		}
		var out []string
		for d := da[0]; ; d = (d + 1) % 7 {
			out = append(out, names[d])
			if d == db[0] {
				break
			}
		}
		return strings.Join(out, ", ")
	}
	if g := reDayRangeEN.FindStringSubmatchIndex(low); g != nil {
		if days := span(low[g[4]:g[5]], low[g[6]:g[7]], dayNamesEN); days != "" {
			return text[:g[0]] + low[g[2]:g[3]] + " " + days + text[g[1]:]
		}
	}
	if g := reDayRangeHE.FindStringSubmatchIndex(text); g != nil {
		if days := span(text[g[6]:g[7]], text[g[8]:g[9]], heWeekdays); days != "" {
			lead := text[g[4]:g[5]]
			if strings.Contains(lead, "ימ") {
				lead = "כל "
			}
			return text[:g[0]] + text[g[2]:g[3]] + lead + days + text[g[10]:g[11]] + text[g[1]:]
		}
	}
	return text
}

// repeatWords are the words every repetition reader needs one of (a
// superset: "days" is in "mondays", "-" in "א׳-ה׳"): the readers run only
// when the message holds one.
var repeatWords = []string{"every", "each", "daily", "monthly", "weekly", "days", "weekday", "workday", "business",
	"fortnight", "once", "twice", "times", "annually", "yearly", "כל", "מדי", "מידי", "יומי", "ימי", "ימים", "ימות", "חול", "עבודה", "פעם", "פעמ", "אחת", "-", "–", "—"}
