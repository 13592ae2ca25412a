package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// The parts of a form-like request (see structured.go), each read off the
// text by one function here.

// reField is a labelled field: its label after the start, a comma, a
// semicolon, an opening parenthesis or a sentence's end, then its colon.
var reField = compile(`(?i)(^|[,;(]|[.!]\s)\s*(location|venue|place|where|address|duration|length|מיקום|מקום|כתובת|משך|אורך)\s*:\s*`)

// durationLabels are the labels whose value is a length, said to the
// grammar as "for …" / "למשך …".
var durationLabels = wordSet(`duration length משך אורך`)

// takeFields takes the labelled fields out of s: a place is returned, a
// length is written as the grammar says it. Two places return s with no
// place, and the structured reading declines it. A field's value runs to its
// closing parenthesis when it opened one, else to the next field, a
// semicolon, or the end.
func takeFields(s string) (string, string) {
	place := ""
	for guard := 0; guard < 4; guard++ {
		loc := reField.FindStringSubmatchIndex(s)
		if loc == nil || insideQuote(s, loc[4]) {
			return s, place
		}
		if len(strings.Fields(s[:loc[0]])) < 3 {
			return s, place // "location: Cafe Nahat" alone: the place of the thing in focus
		}
		label := toLower(s[loc[4]:loc[5]])
		open := loc[3] > loc[2] && s[loc[2]:loc[3]] == "("
		from := loc[1]
		to := fieldEnd(s, from, open)
		value := strings.TrimSpace(strings.TrimRight(s[from:to], " .;,"))
		if value == "" {
			return s, place
		}
		end := to
		if open && end < len(s) && s[end] == ')' {
			end++
		}
		start := loc[0]
		if loc[3] > loc[2] && !open && s[loc[2]:loc[3]] != "" && s[loc[2]] != ',' && s[loc[2]] != ';' {
			start = loc[3] // a sentence's end before the label stays
		}
		repl := " "
		switch {
		case durationLabels[label] && hebrewText(label):
			repl = " למשך " + value + " "
		case durationLabels[label]:
			repl = " for " + value + " "
		case place != "":
			return s, "" // two places: which is meant is not guessed
		default:
			place = value
		}
		if start > 0 && (s[loc[2]:loc[3]] == "." || s[loc[2]:loc[3]] == "!") {
			repl = ". " + strings.TrimSpace(repl) + " "
		}
		s = s[:start] + repl + s[end:]
	}
	return s, place
}

// fieldEnd is where the field value starting at from ends (see takeFields).
func fieldEnd(s string, from int, open bool) int {
	if open {
		depth := 0
		for i := from; i < len(s); i++ {
			switch s[i] {
			case '(':
				depth++
			case ')':
				if depth == 0 {
					return i
				}
				depth--
			}
		}
		return len(s)
	}
	end := len(s)
	if next := reField.FindStringIndex(s[from:]); next != nil {
		end = from + next[0]
	}
	if i := strings.IndexByte(s[from:end], ';'); i >= 0 {
		end = from + i
	}
	return end
}

// insideQuote reports whether byte i of s is inside a quoted span.
func insideQuote(s string, i int) bool {
	for _, q := range quotedSpans(s) {
		if i > q.at && i < q.end {
			return true
		}
	}
	return false
}

// reParens is a remark in parentheses, with the space before it.
var reParens = compile(`\s*\(([^()]*)\)`)

// reNoDateNote is a remark that the thing has no date; reMessageNote one
// about how the message is written or meant, naming nothing of the
// thing.
var (
	reNoDateNote  = compile(`(?i)^(?:no (?:date|due date|deadline|time)|undated|without (?:a )?date|בלי תאריך|ללא תאריך|בלי מועד|ללא מועד)$`)
	reMessageNote = compile(`(?i)^(?:(?:in )?(?:my )?local time(?: zone)?|(?:exactly |word for word |just )?as (?:written|typed|listed)|exactly|verbatim|word for word|` +
		`please\s.+|it(?:'s| is)\s.+|this is\s.+|note:.+|fyi.+|` +
		`(?:לפי )?שעון (?:מקומי|ישראל)|(?:בדיוק )?כמו שכתוב|(?:בדיוק )?כמו שכתבתי|מילה במילה|בבקשה\s.+|זה\s.+|הערה:.+)$`)
)

// dropNotes takes out the remarks in parentheses that are about the
// message, not part of the thing; noDate is whether one said the thing
// has no date.
func dropNotes(s string) (out string, noDate bool) {
	out = reParens.ReplaceAllStringFunc(s, func(m string) string {
		inner := strings.TrimSpace(strings.Trim(strings.TrimSpace(m), "()"))
		inner = strings.TrimRight(inner, ".!")
		switch {
		case reNoDateNote.MatchString(inner):
			noDate = true
			return ""
		case reMessageNote.MatchString(inner):
			return ""
		}
		return m
	})
	if out != s && insideQuoteChanged(s) {
		return s, false
	}
	return out, noDate
}

// insideQuoteChanged reports whether a remark dropNotes would take out of
// s is inside a quoted span ('"Renew passport (no date)"' is the title as
// written).
func insideQuoteChanged(s string) bool {
	for _, loc := range reParens.FindAllStringSubmatchIndex(s, -1) {
		inner := strings.TrimRight(strings.TrimSpace(s[loc[2]:loc[3]]), ".!")
		if (reNoDateNote.MatchString(inner) || reMessageNote.MatchString(inner)) && insideQuote(s, loc[2]) {
			return true
		}
	}
	return false
}

// reDateWeekday is a date written with digits and a weekday in
// parentheses after it: "2026-12-07 (Monday)", "7.12.2026 (יום שני)".
var reDateWeekday = compile(`(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)\s*\(\s*(?:יום\s+)?([\p{L}]+)\.?\s*\)`)

// weekdayNoted writes a weekday in parentheses after a date as said
// before it ("Monday 2026-12-07"), so the date and the weekday are read
// together: the same day is that day, another is asked about.
func weekdayNoted(s string) string {
	return reDateWeekday.ReplaceAllStringFunc(s, func(m string) string {
		sub := reDateWeekday.FindStringSubmatch(m)
		w := toLower(sub[2])
		if _, ok := lexicon.Weekday(w); !ok {
			return m
		}
		if hebrewText(w) {
			return "ביום " + w + " " + sub[1]
		}
		return sub[2] + " " + sub[1]
	})
}

// reOnceNote is a closing sentence saying the thing happens once.
var reOnceNote = compile(`(?i)(?:^|[.!]\s*)((?:(?:only|just) (?:one|a single) (?:reminder|event|time|task)(?:,? (?:not|non)[- ]?repeating)?|(?:not|non)[- ]?repeating|(?:do not|don't) repeat(?: it)?|one[- ]time(?: only)?|` +
	`(?:רק )?פעם אחת(?: בלבד)?|(?:רק )?תזכורת אחת(?: בלבד)?(?:,? (?:לא|בלי) (?:חוזרת|לחזור|חזרה))?|(?:לא|בלי) (?:חוזר|חוזרת|לחזור|חזרה))\s*[.!]?\s*)$`)

// dropOnceNote takes out a closing "Only one reminder, not repeating.";
// once reports it was there.
func dropOnceNote(s string) (string, bool) {
	loc := reOnceNote.FindStringSubmatchIndex(s)
	if loc == nil || loc[2] == 0 {
		return s, false // the note alone is no request
	}
	return strings.TrimSpace(s[:loc[2]]), true
}

// reRepeatingWord is the word that says a reminder or event made repeats,
// before the noun: "a repeating reminder", "תזכורת חוזרת".
var reRepeatingWord = compile(`(?i)\b(?:a\s+)?(?:repeating|recurring)\s+(reminder|event|task)\b|(תזכורת|משימה|אירוע)\s+(?:חוזרת|חוזר|קבועה|קבוע)\b`)

// dropRepeatingWord takes out the word that says the thing repeats; the
// repetition itself must be said and read (see structured.hold).
func dropRepeatingWord(s string) (string, bool) {
	loc := reRepeatingWord.FindStringSubmatchIndex(s)
	if loc == nil {
		return s, false
	}
	noun := ""
	if loc[2] >= 0 {
		noun = "a " + s[loc[2]:loc[3]]
	} else {
		noun = s[loc[4]:loc[5]]
	}
	return s[:loc[0]] + noun + s[loc[1]:], true
}

// reFactHeading is "this fact:" or "the following information:" after
// the verb that keeps it: the fact follows the colon.
var reFactHeading = compile(`(?i)\b(remember|note|save|keep|store)\s+(?:this|the following)\s+(?:fact|information|info|detail|note)s?\s*:`)

// factHeading writes "remember this fact: …" as "remember: …".
func factHeading(s string) string { return reFactHeading.ReplaceAllString(s, "$1:") }

// reListJoin is the join after a new list's quoted name that hands it its
// items: '… "Books to read" and add: …', '… "קניות לגן" ותוסיפי: …',
// '"ספרים לקרוא" ותוסיף אליה: …', and in the formal infinitive
// 'אבקש ליצור רשימה בשם "מסמכים לביקורת" ולהוסיף אליה: …'.
var reListJoin = compile(`(?i)^((?:.*\s)?(?:list|רשימה|ליסט|רשימת)\s+(?:(?:new|חדשה|חדש)\s+)?(?:(?:named|called|בשם|שנקראת|שנקרא)\s+)?)` +
	`("[^"]+"|“[^”]+”|״[^״]+״)\s*,?\s*(?:(?:and\s+)?(?:add|put)(?:\s+(?:to\s+it|in\s+it|into\s+it))?|with(?:\s+the\s+items)?|` +
	`ו?(?:תוסיף|תוסיפי|תוסיפו|תכניס|תכניסי|תרשום|תרשמי|תכתוב|תכתבי|להוסיף|להכניס|לרשום|לכתוב)(?:\s+(?:אליה|לה|לתוכה|בה))?|עם)\s*:?\s+(.+)$`)

// listJoin writes a new list's quoted name and the join before its items
// as the grammar reads a new list with its items: 'new list "X": …',
// 'רשימה חדשה "X": …'.
func listJoin(s string) string {
	sub := reListJoin.FindStringSubmatch(s)
	if sub == nil || !createsList(sub[1]) {
		return s
	}
	if hebrewText(sub[2]) {
		return "רשימה חדשה " + sub[2] + ": " + sub[3]
	}
	return "new list " + sub[2] + ": " + sub[3]
}

// reNewList is a word that makes the list new: a verb of making or
// "new".
var reNewList = compile(`(?i)\b(?:create|make|start|open|set up|new)\b|(?:^|\s)(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|ליצור|לפתוח|להכין|חדשה|חדש)(?:\s|$)`)

// createsList reports whether head, the words before a list's quoted
// name, make a new list.
func createsList(head string) bool { return reNewList.MatchString(head) }
