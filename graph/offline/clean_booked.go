package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// A booking told in the past tense of a client booked for a service, as a
// hairdresser, a beautician or a trainer tells their own calendar: "קבעתי
// לגלית גוונים ביום שלישי ב-10", "I booked Sarah for highlights on
// Tuesday at 10". The event is named by the client and the service ("גלית
// גוונים", "Sarah highlights"); the verb and "for" are no words of it.
// A pronoun for the client ("קבעתי לו תספורת") leaves the service alone;
// a time ("קבעתי למחר") or a service that is no service ("קבעתי לגלית
// להתקשר") is not read so.

// bookedVerbsHE are the Hebrew past forms that tell of something booked
// ("I set", "we closed", "I coordinated", "I ordered"), read by
// reArrangedHE; wasSetFormsHE are their passive.
var bookedVerbsHE = []string{"קבעתי", "קבענו", "סגרתי", "סגרנו", "תיאמתי", "תיאמנו", "הזמנתי", "הזמנו"}

// orderedHE are the booking verbs that also order goods ("הזמנתי פיצה"):
// they tell of an event only when an event's noun follows them.
var orderedHE = wordSet(`הזמנתי הזמנו`)

// serviceNounsHE and serviceNounsEN are the services a client is booked
// for, beside the event nouns (a haircut, a treatment, a lesson).
var (
	serviceNounsHE = wordSet(`גוונים גוון צבע פן החלקה החלקת תסרוקת לק ג'ל גבות שעווה הסרת ריסים איפור קרטין פסים
		בלונד פנים הדבקת בניית מילוי תיקון`)
	serviceNounsEN = wordSet(`highlights highlight color colour cut trim blowout blow-dry blowdry balayage perm nails gel lashes
		brows wax waxing facial makeup lesson session training fitting`)
)

// notClientHE are the words after "קבעתי ל…" that name no client: the
// pronouns.
var notClientHE = wordSet(`לו לה להם להן לך לכם לכן לנו לי לעצמי לעצמנו לעצמה לעצמו`)

// bookedClientHE reads what follows a Hebrew booking verb as a client and
// a service ("לגלית גוונים ביום שלישי ב-10" → "גלית גוונים ביום שלישי
// ב-10"); ok is false when it is not one.
func bookedClientHE(rest string) (string, bool) {
	words := strings.Fields(rest)
	if len(words) < 2 || heInfinitives[words[0]] || namesTime(words[0]) || namesTime(words[0]+" "+words[1]) {
		return "", false
	}
	if notClientHE[words[0]] {
		if serviceNounsHE[words[1]] || eventSetHE[words[1]] {
			return strings.Join(words[1:], " "), true // "קבעתי לו תספורת": the service, for whom it is not said
		}
		return "", false
	}
	_, name, ok := lexicon.PeelPrefix(words[0], "ל")
	if !ok || !hebrewText(name) || utf8.RuneCountInString(name) < 2 || heEvent(name) {
		return "", false
	}
	if svc := words[1]; !serviceNounsHE[svc] && !eventSetHE[svc] {
		return "", false
	}
	return name + " " + strings.Join(words[1:], " "), true
}

// toCalendar asks for an event told with no event's noun ("גלית גוונים
// …") to be put in the calendar, as "… put it in my calendar" does.
func toCalendar(s string) string {
	if leadsWithEvent(s) {
		return s
	}
	if hebrewText(s) {
		return "תכניס ליומן: " + s
	}
	return "add to my calendar: " + s
}

// notClientEN are the capitalised words that name no client.
var notClientEN = wordSet(`I Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun
	Today Tomorrow Tonight Next This The A An My Our`)

// bookedClientEN reads what follows an English booking verb as a client
// and a service ("Sarah for highlights on Tuesday at 10" → "Sarah
// highlights on Tuesday at 10"); ok is false when it is not one.
func bookedClientEN(rest string) (string, bool) {
	words := strings.Fields(rest)
	if len(words) < 3 || notClientEN[words[0]] || !strings.EqualFold(words[1], "for") {
		return "", false
	}
	if r, _ := utf8.DecodeRuneInString(words[0]); !unicode.IsUpper(r) || !isLatinWord(words[0]) {
		return "", false // a name is written with its capital
	}
	svc := 2
	switch toLower(words[svc]) {
	case "a", "an", "her", "his", "their":
		svc++
	}
	if svc >= len(words) {
		return "", false
	}
	if w := toLower(strings.Trim(words[svc], ",.")); !serviceNounsEN[w] && !eventSetEN[w] {
		return "", false
	}
	return words[0] + " " + strings.Join(words[svc:], " "), true
}

// isLatinWord reports whether w is letters of the Latin script (and an
// apostrophe or a hyphen inside).
func isLatinWord(w string) bool {
	for _, r := range w {
		if !unicode.In(r, unicode.Latin) && r != '\'' && r != '-' {
			return false
		}
	}
	return w != ""
}

// writeToldEvent reads "write it down" after an event the user tells of
// ("קבעתי תור … תרשום לי", "i booked … note it down") as "put it in my
// calendar": what was set up is an event, not a note. Other text that
// ends so is left to be a note.
func writeToldEvent(s string) string {
	low := lower(s)
	if len(low) != len(s) || !(reArrangedHE.MatchString(s) || reArrangedEN.MatchString(low)) {
		return s
	}
	loc := reWriteItAtEnd.FindStringIndex(low)
	if loc == nil || loc[0] == 0 {
		return s
	}
	if hebrewText(s[:loc[0]]) {
		return s[:loc[0]] + " תכניס ליומן"
	}
	return s[:loc[0]] + ", put it in my calendar"
}

// reWithSomeone is a thing set up with someone: "demo with the client",
// "דמו עם הלקוח".
var reWithSomeone = compile(`(?i)^\S+(?:\s+\S+)?\s+(?:with|w/|עם)\s+\S`)

// reSetUpEN is a told booking whose verb sets a thing up with someone
// ("I set up", "we arranged", "I've scheduled"), not one that made or got
// a thing ("I made a cake with the kids").
var reSetUpEN = compile(`(?i)^(?:i|w)['’ev]{0,5}\s*(?:have\s+)?(?:just\s+)?(?:set\s*up|arranged|scheduled|planned|booked)\s|^(?:just\s*)?booked\s`)

// toldThing reads a booking told in the past tense whose thing is named
// by no event noun ("קבעתי דמו עם הלקוח מחר ב10 תכניס ליומן", "I set up
// a demo with the client tomorrow at 10"): the telling is no word of the
// title. s is the message, rest what follows its verb. Asked into the
// calendar, the thing is the event; set up with someone by a verb that
// sets things up (setUp), it is one too. ok is false otherwise:
// "קבעתי להתקשר" tells of no thing, "הזמנתי פיצה" of goods.
func toldThing(s, rest string, setUp bool) (string, bool) {
	low := lower(s)
	if reCalendarAtEnd.MatchString(low) || reWriteItAtEnd.MatchString(low) {
		return rest, true
	}
	words := strings.Fields(rest)
	if !setUp || len(words) == 0 || heInfinitives[words[0]] || namesTime(words[0]) || !reWithSomeone.MatchString(rest) {
		return "", false
	}
	return toCalendar(rest), true
}
