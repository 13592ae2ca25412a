package offline

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/adrg/strutil/metrics"

	"github.com/memo-assistant/memo"
)

// The precision rule: the grammar claims a message only when its parse
// accounts for every word. What a step would store or look up (a task's
// text, an event's title, a list's name and items, the name of a target)
// must be item text only: no word that asks for something ("remind",
// "can you", "תזכיר"), no second command joined on ("… and add hummus"),
// no time word the time grammar did not read ("wed", "before", "בערך"),
// and not a bare pronoun ("it", "זה"), which only a follow-up can read.

// reTimeWord is a word that speaks of time. Left in an item's text it
// means the time grammar did not read the whole time expression.
var reTimeWord = compile(`(?:^|[^\p{L}\p{N}])(?:` +
	`today|tomorrow|tmrw|tmr|tmw|tomorow|tommorow|tommorrow|tonight|tonite|yesterday|` +
	`mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mon|tues?|wed|weds|thu|thur|thurs|fri|` +
	`wensday|wendsday|thrusday|thursay|tuseday|teusday|saterday|sunday|` +
	`january|february|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|` +
	`noon|midnight|mrng|am|pm|a\.m|p\.m|o'?clock|` +
	// A part of the day said as a when ("in the morning", "friday
	// night"), or alone; after a thing's name it is part of that name
	// ("game night", "the morning paper").
	// A word that tells how early or late, left before the rest of the
	// text ("early to call mom" of "early tomorrow morning").
	`^(?:early|late|earlier|later)\s+(?:to|on|in|at)|` +
	`(?:in\s+the|at|this|tomorrow|tmrw|today|every|each|early|late|mid|by|on|until|till|before|after|` + weekdayEN + `)[\s,-]+(?:morning|afternoon|evening|night)|` +
	`[,;]\s*(?:morning|afternoon|evening|night)(?:[^\p{L}]|$)|` +
	`^(?:morning|afternoon|evening|night)$|` +
	`same\s+time|באות(?:ה|ו)\s+(?:ה)?(?:שעה|זמן|יום|ערב|בוקר|לילה)|that\s+(?:day|morning|afternoon|evening|night)$|next\s+week|this\s+week|next\s+month|weekend|starting\s+(?:on|from|next|this|tomorrow|today)|החל\s+מ|` +
	`ו?(?:היום|מחר|מחרתיים|הערב|הלילה|הבוקר)|ו?בבוקר|ו?בערב|ו?בלילה|ו?בצהריים|ו?בצהרים|אחה"צ|אחה״צ|לפנות\s+בוקר|אחרי?\s+הצהריי?ם|לפנות\s+ערב|` +
	`ביום|בשבוע|בשבת|שבוע\s+הבא|בחודש|לחודש|בשעה|לשעה|בערך|בסביבות|` +
	`(?:ו)?(?:ב|מ)(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|ליום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|(?:ו)?(?:ב|ל|ה)?(?:רבעי|חמשי|שלשי|ראשן|שיששי)|` +
	`(?:עד|לפני|אחרי|מאז)\s+(?:יום\s+)?(?:ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|` +
	`ראשון\s+הבא|שני\s+הבא|שלישי\s+הבא|רביעי\s+הבא|חמישי\s+הבא|שישי\s+הבא|` +
	// Two bare weekdays joined ("חמישי ושישי"): a list of days the
	// reader of several days did not read; one alone may be "second".
	`(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת),?\s+ו(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|` +
	// "מה-24" is "from the 24th": the start of a span of days not read.
	`מה-\d{1,2}|` +
	// Repetition the recurrence grammar did not read ("every other
	// monday", "twice a week", "כל שבועיים"): never a one-time item.
	`every\s+(?:other|second|third|\d+|couple|few|day|days|week|weeks|month|months|year|years|morning|evening|night|weekday|weekend)|` +
	`each\s+(?:day|week|month|year|morning|evening)|(?:twice|once|three\s+times|\d+\s+times)\s+(?:a|per|every)|fortnightly|bi-?weekly|annually|yearly|except|` +
	`כל\s+(?:שבועיים|יומיים|חודשיים|שנה|שנתיים|שבוע|חודש|יום|בוקר|ערב|\d+)|פעם\s+ב|פעמיים\s+ב|אחת\s+ל(?:שבוע|שבועיים|חודש|יום)` +
	// A time word with "'s" names a thing ("next week's schedule"), not a when.
	`)(?:[^\p{L}\p{N}'’]|$)|` +
	// "לשבת" is "to sit" to the time grammar, but before another
	// infinitive ("לשבת להשקות עציצים") it was "for Saturday".
	`^לשבת\s+ל\p{Hebrew}|\d{1,2}:\d{2}|\b\d{1,2}\s*(?:am|pm)\b|(?:^|\s)(?:ב|ל)-?\d{1,2}(?::\d{2})?(?:\s|$)|` +
	`\b\d{1,2}(?:st|nd|rd|th)\b|\bon\s+the\s+\d{1,2}(?:[\s,.;!?]|$)|\b(?:at|by|around|before|after|until|till)\s+\d{1,2}(?:[.:]\d{2})?\b|` +
	// Words a cut time expression leaves behind: "of march", a weekday
	// abbreviation opening the text, "ועשרים" of "שעה ועשרים", "שאחרי הבא".
	`(?:^|\s)(?:of|in|on)\s+(?:march|may)\b|\b(?:march|may)\s+\d|\d\s+(?:of\s+)?(?:march|may)\b|^(?:sat|sun|mon|thu|fri)\s|` +
	`^(?:the\s+)?day\s+(?:after|before)(?:\s|$)|\b0\d[0-5]\d\b|\b\d{4}\s*(?:hrs|hours|h)\b|` +
	`(?:^|\s)ו(?:עשרים|עשר|חמישה|חמש|רבע|חצי|שלושים|ארבעים)(?:\s|$)|(?:^|\s)ש?אחרי\s+הבא|^(?:עשרה|עשר)\s|` +
	// Holidays and seasons the time grammar does not date.
	// A holiday said as a when ("on christmas", "בפסח"), not as a for
	// ("the costume for purim", "לפורים").
	`(?:^|\b(?:on|at|until|till|before|after|by|over|during)\s+)(?:` + holidaysEN + `)\b|` +
	`(?:^|\s)(?:ב|וב|עד|לפני|אחרי)\s*-?(?:` + holidaysHE + `|ערב\s+חג|החג)(?:\s|$)|^(?:סילבסטר|ערב\s+חג)(?:\s|$)`)

// holidaysEN and holidaysHE name the holidays the time grammar does not
// date, as a regular expression's alternation.
const (
	holidaysEN = `christmas|xmas|new\s+year'?s(?:\s+eve)?|thanksgiving|easter|halloween|hanukk?ah|chanukk?ah|passover|purim|rosh\s+hashana|yom\s+kippur|sukkot|shavuot`
	holidaysHE = `סילבסטר|ראש\s+השנה|פסח|חנוכה|פורים|סוכות|יום\s+כיפור|שבועות`
)

// lastOfMonth is the end of every month, which a monthly reminder on a
// day of the month does not keep: "the end of every month", "כל יום
// אחרון בחודש", "היום האחרון של כל חודש", "בסוף כל חודש" ("בסוף החודש"
// is one day, and no repetition).
const lastOfMonth = `(?:the\s+)?end\s+of\s+(?:every|each)\s+month|כל\s+יום\s+אחרון\s+(?:ב|של\s+)ה?חודש|` +
	`(?:ו?ב)?ה?יום\s+ה?אחרון\s+(?:ב|של\s+)כל\s+חודש|(?:ו?ב)?סוף\s+כל\s+חודש`

// reLastOfMonth is lastOfMonth alone, for a repetition read some other way.
var reLastOfMonth = compile(`(?:^|[^\p{L}\p{N}])(?:` + lastOfMonth + `)(?:[^\p{L}\p{N}]|$)`)

// reUnkeptRepeat is a repetition a one-time item, or a series read some
// other way, does not keep:
// every N days or weeks, every other week, a few times a week, yearly,
// the last working day of every month.
var reUnkeptRepeat = compile(`(?:^|[^\p{L}\p{N}])(?:every\s+(?:other|second|third|\d+|couple\s+of|few)\s+(?:days?|weeks?|months?|years?|` + weekdayEN + `)|` +
	`(?:every|each)\s+(?:first|1st|third|3rd|fourth|4th|last)\s+` + weekdayEN + `|` +
	`(?:first|1st|second|2nd|third|3rd|fourth|4th|last)\s+` + weekdayEN + `\s+(?:of|in)\s+(?:every|each)\s+month|` +
	`(?:the\s+)?last\s+day\s+of\s+(?:every|each)\s+month|(?:every|each)\s+(?:first|1st|last)\s+(?:working|business|work|week)\s*days?|` +
	`(?:first|1st|last)\s+(?:working|business|work|week)\s*days?\s+of\s+(?:every|each)\s+month|(?:every|each)\s+month\s+on\s+the\s+last\s+day|` + lastOfMonth + `|` +
	`(?:הראשון|השני|השלישי|הרביעי|האחרון)\s+(?:ב?כל\s+חודש|של\s+כל\s+חודש)|` +
	`every\s+(?:year|fortnight)|each\s+year|(?:twice|(?:three|four|\d+)\s+times)\s+(?:a|per|every)|fortnightly|bi-?weekly|annually|yearly|` +
	`כל\s+(?:שבועיים|יומיים|חודשיים|שנה|שנתיים|\d+\s+(?:ימים|שבועות|חודשים))|כל\s+שבוע\s+שני|כל\s+כמה\s+(?:ימים|שבועות|חודשים)|every\s+(?:several)\s+(?:days|weeks|months)|פעמיים\s+ב(?:שבוע|חודש)|(?:שלוש|ארבע)\s+פעמים\s+ב(?:שבוע|חודש)|אחת\s+ל(?:שבועיים|יומיים)|` +
	`פעם\s+ב-?(?:שבועיים|יומיים|חודשיים|שנה|שנתיים|\d+\s+(?:ימים|שבועות|חודשים))|once\s+(?:every|in)\s+(?:\d+|two|three|few|couple\s+of)\s+(?:days|weeks|months)|once\s+a\s+year)(?:[^\p{L}\p{N}]|$)`)

// UnkeptRepeat reports whether text asks for a repetition Memo cannot
// keep ("every other monday", "כל שבועיים"): a plan that repeats it some
// other way would be wrong.
func UnkeptRepeat(text string) bool { return reUnkeptRepeat.MatchString(toLower(text)) }

// reJunkTitle is a text that is no task: an adverb alone ("again",
// "later") or a generic verb on a pronoun ("do it", "תעשה את זה"), which
// only a follow-up can read.
var reJunkTitle = compile(`^(?:again|later|now|soon|too|also|as\s+well|then|nvm|never\s*mind|שוב|אחר\s+כך|אח"כ|עכשיו|גם|אז|עזוב|עזבי)$|` +
	// A verb of how long something goes, its subject and end read off:
	// "goes" of "goes till 4".
	`^(?:goes|runs|ends|finishes|lasts|starts|begins|goes\s+on|runs\s+on|נגמר|נגמרת|מתחיל|מתחילה|מסתיים|מסתיימת)$|` +
	// A change announced, alone ("changeof plan" of "changeof plan, at 6").
	`^(?:change\s*of\s*plans?|plans?\s+changed|update|שינוי(?:\s+תוכניות|\s+בתוכניות)?|עדכון)$|` +
	// A placeholder names nothing: "תקבע לי משהו מחר", "remind me about something".
	`^(?:something|anything|stuff|smth|sth|a\s+thing|some\s+thing|משהו|דבר|דברים|כלום|איזה\s+דבר|משהו\s+כזה)$|` +
	// Words pointing back at an item name none: "another one with her",
	// "one more", "ועוד אחד".
	`^(?:and\s+)?(?:another(?:\s+one)?|one\s+more(?:\s+one)?|same\s+again)(?:\s+with\s+(?:her|him|them|me|us))?$|` +
	`^(?:ו)?(?:עוד\s+(?:אחד|אחת|פעם(?:\s+(?:כזה|כזאת|כזו))?))(?:\s+(?:איתה|איתו|איתם|איתן|איתי|איתנו))?$|` +
	// The same for someone else, its time read off: "same for Tom", "one
	// for Liam too", "אותו דבר לדני" (see copyFor).
	// Its words run together or a letter held ("samefor Tom", "samme
	// thing for Liam", "ועודאחד לשרה") are the same.
	`^(?:and\s*)?(?:the\s+)?(?:sam+e\s*(?:thing)?(?:\s+again)?|another(?:\s*one)?|one(?:\s+more)?)\s*(?:for|with)\s+\S+(?:\s+\S+){0,2}?(?:\s+(?:too|as\s+well|also|(?:on\s+)?(?:the\s+)?same\s+day|that\s+day))?$|` +
	`^(?:ו)?(?:גם\s*)?(?:עו+ד\s*(?:אחד|אחת)|אותו\s*(?:ה)?דבר)\s*(?:ל|עם\s|בשביל\s)\S+(?:\s+\S+)?(?:\s+גם)?$|` +
	`^(?:do|make|move|put|push|change|set|shift|bring|switch|turn|תעשה|תעשי|תזיז|תזיזי|תשים|תשימי|תשנה|תשני|תקבע|תקבעי|תדחה|תדחי|תעביר|תעבירי)\s+` +
	`(?:it|that|this|them|את\s+זה|אותו|אותה|אותם|אותן)(?:\s|$)|` +
	`^\S+\s+(?:it|that|this|them|him|her|את\s+זה|אותו|אותה|אותם|אותן|לו|לה|להם)$|` +
	// The same with the space before "את" dropped: "שינואת זה".
	`^\S{2,}את\s+(?:זה|זאת)$|` +
	// A change announced by a noun after a word not read ("blorf, update:
	// we're leaving"): the change of the item in focus, no new thing.
	`(?:^|[,.;!]\s*)(?:update|change\s+of\s+plans?|עדכון|שינוי)\s*:\s*(?:we|we'?re|i|i'?m|it|it'?s|they|they'?re|he|she|אנחנו|יוצאים|זה)(?:\s|$)|` +
	// What the item should have been, its time read off: "…, it should be".
	`(?:^|\s)(?:it|that|this|זה|הוא|היא)\s*(?:'s\s+|\s+is\s+)?(?:should|ought\s+to|needs\s+to|has\s+to|must|supposed\s+to|meant\s+to|צריך|צריכה|אמור|אמורה)\s+(?:be|להיות)$`)

// rePersonDeed is a deed done to a person named by a pronoun ("feed
// her", "call him", "להאכיל אותה"): the user knows who, as with "tell her
// …", so it is a task, not a pronoun only a follow-up can read ("do it",
// "move that").
var rePersonDeed = compile(`^(?:call|ring|phone|feed|text|visit|thank|pay|wake|bathe|dress|hug|congratulate|email|burp|nurse|change|walk|meet)\s+(?:him|her|them)$|` +
	`^(?:להאכיל|לבקר|להעיר|לרחוץ|להלביש|להניק|לקחת|לאסוף|לחבק|לברך|להחליף)\s+(?:אותו|אותה|אותם|אותן)$|^(?:לשלם|להתקשר|לכתוב|לסמס)\s+(?:לו|לה|להם)$`)

// reDangling is a connective left at an end of a text by a cut
// expression: "call mom at", "before", "about the trip of" (a date the
// text spoke of was taken for the reminder's), "לדבר עם", "meet with".
// No title ends with one.
var reDangling = compile(`(?:^|\s)(?:at|on|by|before|after|until|till|around|about|like|from|between|to|in|for|and|or|of|the|as|regarding|with|since|because|ב|ל|עד|לפני|אחרי|בין|מ|ו|או|בערך|בסביבות|של|לגבי|עם|ש|כי|שיהיה|שתהיה|שיהיו)$|^(?:and|or|at|on|ו|או)\s`)

// rePhrasalEnd is a verb whose particle ends the text ("check if the
// deposit came in", "hand it in", "log in", "drop off"): no time word cut
// short; nor is "till" after a determiner, the cash drawer ("count the
// till", "empty my till").
var rePhrasalEnd = compile(`(?:^|\s)(?:came|come|comes|coming|check|checked|log|logged|sign|signed|plug|plugged|hand|handed|turn|turned|drop|dropped|move|moved|fill|filled|send|sent|kick|kicked|clock|clocked|tune|tuned|weigh|weighed|hang|hold)\s+(?:it\s+|them\s+)?(?:in|on)$|` +
	`(?:^|\s)(?:the|a|my|our|your|his|her|their|shop's|cash)\s+till$`)

// accounted reports whether steps account for the message: every text
// they would store or look up is item text only (see above).
func accounted(steps []memo.Step) bool {
	for _, s := range steps {
		if !stepAccounted(s) {
			return false
		}
	}
	return true
}

func stepAccounted(s memo.Step) bool {
	switch {
	case s.Tasks != nil:
		a := s.Tasks
		for _, d := range a.Drafts {
			if d.Text != "" && !itemText(d.Text) {
				return false
			}
		}
		for _, n := range a.Targets {
			if !itemText(n) || namesAList(n) || reToldNot.MatchString(toLower(n)) || reOffAList.MatchString(toLower(n)) || rePronounMoved.MatchString(toLower(n)) || reCommandOnPronoun.MatchString(toLower(n)) ||
				reToldBySelf.MatchString(toLower(n)) {
				return false
			}
		}
		if a.NewText != "" && !itemText(a.NewText) {
			return false
		}
	case s.Lists != nil:
		a := s.Lists
		if a.Name != "" && (!nameText(a.Name) || fieldNames[toLower(strings.TrimSpace(a.Name))]) {
			return false
		}
		for _, it := range a.Items {
			if !nameText(it) {
				return false
			}
		}
	case s.Calendar != nil:
		a := s.Calendar
		for _, d := range a.Drafts {
			if !itemText(d.Summary) {
				return false
			}
		}
		if a.Summary != "" && (!itemText(a.Summary) || reCommandOnPronoun.MatchString(toLower(a.Summary)) || reToldNot.MatchString(toLower(a.Summary))) {
			return false // "delete it it's been cancelled" is no event's name
		}
	}
	return true
}

// reToldNot is a negated verb inside a name looked up ("hecan't come" of
// "hecan't come, it got cancelled, take it out of the calendar"): a
// sentence told, run together, is no event's name.
var reToldNot = compile(`\p{L}(?:can|won|didn|doesn|isn|wasn|couldn)(?:'|’)?t(?:\s|$)`)

// reCommandOnPronoun is a command said on an item pointed at, inside a
// name looked up ("me, now move it to 6" of "theyswapped me, now move it
// to 6"): the name is a follow-up misread, not an item's.
var reCommandOnPronoun = compile(`(?:^|[\s,])(?:move|push|change|make|cancel|delete|remove|set|put|shift|switch|תזיז|תזיזי|תעביר|תעבירי|תמחק|תמחקי|תבטל|תבטלי|תשנה|תשני)\s+(?:it|that|this|them|את\s+זה|אותו|אותה)(?:\s|$)|` +
	// "סיימתי עם זה", "done with it": what was done is pointed at, not named.
	`(?:^|\s)(?:סיימתי|סיימנו|גמרתי|עשיתי|finished|done|did)\s+(?:עם\s+|with\s+)?(?:זה|את\s+זה|it|that|this)(?:\s|$)`)

// reRequestOpen is a request's opening the parse left in a title: a
// Hebrew verb said to Memo with "לי" ("תדחוף לי קפה עם דנה", "תסדר לי
// …"), or "let's" ("בוא נסגור קפה עם דנה", "let's do lunch"). What it
// asks for is not the thing's name.
var reRequestOpen = compile(`^(?:(?:אל\s+)?ת\p{Hebrew}{2,}\s+(?:לי+|לנו)(?:\s|$)|בוא(?:י|ו)?\s+נ\p{Hebrew}+|let'?s\s)`)

// reHeAskedMid is a Hebrew verb said to Memo with "לי" after "ו" inside a
// title ("תספורת מחר ותזזכיר לי …"): a request joined on, slipped or not,
// is no part of the thing's name.
var reHeAskedMid = compile(`\sו\p{Hebrew}{4,}\s+לי(?:\s|$)`)

// reHeCommand is a Hebrew command verb said to Memo ("תקבע", "תוסיף",
// "תכניס") anywhere in a text: what it asks for is not the item's name.
var reHeCommand = compile(`(?:^|[^\p{L}\p{N}])ו?(?:` + alternation(mapKeys(heCommandVerbs)) + `)(?:[^\p{L}\p{N}]|$)`)

// mapKeys are the keys of m.
func mapKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// itemText reports whether s is the text of an item and nothing else.
func itemText(s string) bool {
	s = toLower(strings.TrimSpace(s))
	if s == "" || !hasLetter(s) {
		return false
	}
	s = deedDayTitle(s)
	if loc := reForADay.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = reForADay.ReplaceAllString(s, " ")
	}
	s = maskThanksItems(maskPlaceDays(maskOrdinalNouns(maskMonthNouns(s))))
	switch {
	case rePronounOnly.MatchString(s),
		reJunkTitle.MatchString(s) && !rePersonDeed.MatchString(s),
		copySlipTitle(s),
		clockOpening(s),
		reRequestWord.MatchString(s),
		reRequestOpen.MatchString(s),
		reHeCommand.MatchString(s),
		reHeAskedMid.MatchString(s),
		reConjoined.MatchString(s),
		reTimeWord.MatchString(s),
		reDangling.MatchString(s) && !rePhrasalEnd.MatchString(s),
		reSelfCorrection.MatchString(s),
		reCorrectionFirst.MatchString(s),
		reCorrectionBare.MatchString(s),
		reUnkeptRepeat.MatchString(s),
		reUntilClause.MatchString(s),
		fuzzyTimeWord(s),
		slipAfterDeadline(s),
		reAskedWithin.MatchString(s),
		opensWithReport(s),
		tellsSelfMood(s),
		saysReminder(s),
		saysCutShort(s),
		secondRequest(s),
		onlyWhen(s):
		return false
	}
	return true
}

// saysReminder reports whether a word of s is "reminder" or "תזכורת"
// slipped by one key ("remidner", "תזככורת"): the request, misspelt, is no
// word of an item (the words themselves are request words).
func saysReminder(s string) bool {
	if !strings.Contains(s, "rem") && !strings.Contains(s, "תז") && !strings.Contains(s, "תכ") {
		return false
	}
	for _, w := range strings.Fields(s) {
		if reminderWord(strings.Trim(w, ":,-–—.!?")) != "" {
			return true
		}
	}
	return false
}

// reAskedWithin is a question asked inside the text, words on both sides
// ("i don't have one? ok add a call"): a remark and a request run
// together, no one thing's name.
var reAskedWithin = compile(`\p{L}\s*\?+\s+\p{L}`)

// reSelfCorrection is a correction said within the text, after a pause
// ("call mom, actually make it 10", "לקנות חלב, בעצם לחם"): what it
// corrects cannot be told from the text alone, so the text is no item's.
// lastCorrection finds the same leads after the same marks, where a
// message is cut at its correction (see there for how the two differ).
var reSelfCorrection = compile(`[` + strings.ReplaceAll(correctionPauses, "-", `\-`) + `]\s*(?:` + alternation(correctionLead) + `)(?:` + sep + `|$)`)

// reCorrectionFirst is a correction that opens the text, where cutting a
// time out of "at 10am, sorry 11, to call the doctor" left it: the same,
// but for the leads that also open ordinary tasks ("wait for the
// plumber", "make that cake", "תיקון הברז").
var reCorrectionFirst = compile(`^(?:` + alternation(without(correctionLead, "wait", "hold on", "hang on", "make that", "correction", "meant", "תיקון", "רגע")) + `)` + sep + `\S`)

// reCorrectionBare is a correction said within the text without a pause
// before it ("call dad no wait 9"), in the words that open nothing else.
//
// The corrections said with no pause at all ("… next week wait actually
// tomorrow at 6pm", "… רגע בעצם מחר") are no item's words either.
var reCorrectionBare = compile(`(?:^|\s)(?:` + alternation(append(slices.Clone(correctionBare), without(correctionRunOn, runOnMake...)...)) + `)(?:` + sep + `|$)`)

// correctionBare are the correction leads no item's text holds.
var correctionBare = []string{
	"no wait", "wait no", "oh wait", "no no", "scratch that", "oops", "whoops", "actually no", "no sorry", "sorry i meant",
	"no i meant", "no i mean", "nope i meant", "wait i meant", "oh i meant", "i meant to say",
	"לא רגע", "רגע לא", "לא לא", "אופס", "אופסי", "טעיתי", "לא התכוונתי", "סליחה התכוונתי",
}

// nameText is itemText for list names and list items, which may hold a
// day or a time ("monday shopping", "tickets for 8pm") but no request.
func nameText(s string) bool {
	s = toLower(strings.TrimSpace(s))
	if s == "" || !hasLetter(s) && !hasDigit(s) {
		return false
	}
	return !rePronounOnly.MatchString(s) && !reRequestWord.MatchString(s) && !reConjoined.MatchString(s) && !reListCommand.MatchString(s)
}

// reOffAList is a list said by a pronoun at an end of a task's name
// ("toothpaste from it", "החלב ממנה", "ממנה את החלב"): an item of a list,
// which is no task.
var reOffAList = compile(`\s(?:from|off|off\s+of)\s+(?:it|that\s+list|this\s+list|the\s+list)$|\s(?:ממנה|מהרשימה)$|^(?:ממנה|מהרשימה)\s`)

// reListCommand is a list command at the start of a text, which is no
// item's name ("add oat milk onto …").
var reListCommand = compile(`^(?:add|put|remove|delete|take|check|tick|cross|תוסיף|תוסיפי|תמחק|תמחקי|תוריד|תורידי|תסמן|תסמני|תכניס|תכניסי|תשים|תשימי)\s`)

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func hasDigit(s string) bool {
	for _, r := range s {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// timeNames are the names a misspelt time word is measured against: a
// word one edit from a short one or two from a long one ("wedd",
// "thrusday", "tomorow", "חמשי") is taken for it.
// Names shorter than six letters are left out: too many ordinary words
// and names are one edit from them ("Jane"/"june", "junk").
var timeNames = []string{
	"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "tomorrow", "tonight",
	"january", "february", "august", "september", "october", "november", "december",
}

// realTimeWord are words a few edits from a time name that are words of
// their own ("night" is not a misspelt "tonight"); reTimeWord judges them.
var realTimeWord = map[string]bool{"night": true, "nights": true, "knight": true}

// possessiveDay are the day words with the "'s" of a thing's name said
// without its apostrophe ("prep tomorrows lunch"): no day word has a
// plural, so the "s" can only be that.
var possessiveDay = map[string]bool{"tomorrows": true, "todays": true, "tonights": true, "yesterdays": true, "tmrws": true}

// reForADay is a day a thing is for, in a title whose own time was said
// apart ("tonight at 9 to prep lunch for tomorrow", "every thursday to
// shop for saturday", "לראות את הסרט של
// הערב", "הערב להכין את האוכל של מחר"): the day belongs to the thing's
// name.
var reForADay = compile(`(?:^|\s)(?:(?:for|of)\s+(?:tomorrow|today|tonight|sunday|monday|tuesday|wednesday|thursday|friday|saturday|shabbat|shabbos|shabat)|ל(?:מחר|מחרתיים))$|(?:^|\s)של\s+(?:מחר|היום|מחרתיים|הערב|הבוקר|הלילה)(?:\s|$)|` +
	// An occasion said with its part of the day (see reOccasion): "book a
	// babysitter for friday night", "להזמין בייביסיטר לשישי בערב".
	`(?:^|\s)(?:for\s+(?:(?:this|next)\s+)?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow)\s+(?:night|evening|morning|afternoon|lunch|dinner|brunch)|` +
	`ל(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|מחר)\s+(?:בערב|בבוקר|בצהריים|בצהרים|בלילה|אחה"צ|אחה״צ|אחרי\s+הצהריים))$`)

// weekdayStems are the weekday abbreviations a misspelling may start with
// ("wedd", "thurs").
var weekdayStems = []string{"wed", "thu", "tue"}

// fuzzyTimeWord reports whether some word of s is a misspelt name of a day
// or a month, which the time grammar did not read.
func fuzzyTimeWord(s string) bool {
	var lev *metrics.Levenshtein
	for _, w := range strings.Fields(toLower(s)) {
		w = strings.Trim(w, ",.!?:;\"'()")
		if strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || possessiveDay[w] {
			continue // "tomorrow's agenda", "tomorrows lunch" name a thing
		}
		n := utf8.RuneCountInString(w)
		if n < 4 || realTimeWord[w] {
			continue
		}
		for _, stem := range weekdayStems {
			if strings.HasPrefix(w, stem) && n <= len(stem)+2 {
				return true
			}
		}
		for _, name := range timeNames {
			limit := 1
			if len(name) >= 7 { // the names are ASCII: bytes are letters
				limit = 2
			}
			if diff := n - len(name); diff > limit || -diff > limit {
				continue // words whose lengths differ by more are more edits apart
			}
			if bagDistance(w, name) > limit {
				continue // as are words that differ by more letters
			}
			if lev == nil {
				lev = metrics.NewLevenshtein()
			}
			if d := lev.Distance(w, name); d > 0 && d <= limit {
				return true
			}
		}
	}
	return false
}

// slipAfterDeadline reports whether a word of s after "עד" or "לפני" is a
// weekday misspelt by one slip ("עד שייש"): a time the grammar did not
// read. Not mended, as the slips are words too ("עד שישה" is "up to six").
func slipAfterDeadline(s string) bool {
	fields := strings.Fields(s)
	for i := 1; i < len(fields); i++ {
		switch strings.TrimPrefix(fields[i-1], "ו") {
		case "עד", "לפני":
		default:
			continue
		}
		w := strings.Trim(fields[i], ",.!?:;")
		if utf8.RuneCountInString(w) < 3 || slices.Contains(heWeekdays, w) || prefixedWeekday(w) {
			continue // a day spelt right ("שישי" is one slip from "שלישי")
		}
		for _, d := range heWeekdays {
			if w != d && slipOf(w, d) {
				return true
			}
		}
	}
	return false
}

// bagDistance is the larger of the numbers of letters of w that name
// lacks and of name that w lacks, counted with repeats: no spelling of
// name takes fewer edits from w (each edit changes each count by one at
// most). name is ASCII.
func bagDistance(w, name string) int {
	var count [utf8.RuneSelf]int
	for i := 0; i < len(name); i++ {
		count[name[i]]++
	}
	extra := 0 // letters of w that name lacks
	for _, r := range w {
		if r < utf8.RuneSelf && count[r] > 0 {
			count[r]--
			continue
		}
		extra++
	}
	missing := 0 // letters of name that w lacks
	for _, c := range count {
		missing += c
	}
	return max(extra, missing)
}

// fieldNames are the fields of an item said before a colon ("ותוסיף
// מיקום: אולמי הכרם", "address: 5 Herzl St"): what follows is the field's
// value for the item in talk, never a list of that name.
var fieldNames = wordSet(`מיקום מקום כתובת location address place venue where איפה`)

// reToldBySelf is what the user tells of themselves having done, which no
// task is named by ("i picked them up already", "אני כבר אספתי"): a target
// read so is a report, not a name to look up.
var reToldBySelf = compile(`^(?:i|we)\s+(?:already\s+|just\s+|finally\s+)?(?:\p{L}+ed|did|got|made|went|took|bought|paid|sent|brought|gave|found|put)(?:\s|$)|` +
	`^(?:אני|אנחנו)\s+(?:כבר\s+|סוף\s+סוף\s+)?\p{Hebrew}+(?:תי|נו)(?:\s|$)`)
