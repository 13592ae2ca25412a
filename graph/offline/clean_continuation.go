package offline

import (
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// The openers that only say a message goes on from the one before —
// "ועוד מטופלת מיכל ביום ראשון בתשע", "בנוסף, פגישה עם דנה מחר ב5",
// "additionally, add eggs" — are lead fillers (continuationOpeners) that mark the
// message a continuation (isContinuation). "ועוד" is one only before the
// thing itself: before a count, a time or a word that says one more of
// something without naming it ("ועוד אחד לשרה", "ועוד 10 דקות", "ועוד
// תזכורת ב-9", "ועוד שאלה") it is the message's own word, read by the
// readers of one more (another.go, followup_another*.go).

// continuationOpeners say the message goes on from the one before:
// lead fillers that mark it a continuation.
var continuationOpeners = []string{"ועוד", "בנוסף", "ובנוסף", "כמו כן", "וכמו כן", "additionally", "in addition"}

// moreOfOpeners are the openers that say "one more" as well as "and also".
var moreOfOpeners = wordSet(`ועוד`)

// moreOfWords are words after "ועוד" that keep it the message's own: one
// more of something said without naming it, one more of the focus's kind,
// talk to Memo ("ועוד שאלה"), or "not yet".
var moreOfWords = wordSet(`תזכורת תזכורות משימה משימות שאלה בקשה רגע פגישה אירוע תור לא יותר פחות
	מעט הרבה כמו שלוש ארבע חמש שש שבע שמונה תשע עשר שתיים שניים שתי שני`)

// moreOfKept reports whether the lead filler s[:end] is an opener of one
// more ("ועוד") that what follows it keeps: a count, a time said from now,
// or a word of moreOfWords.
func moreOfKept(s string, end int) bool {
	lead := strings.Trim(toLower(s[:end]), " ,.!?:;…-–—")
	if !moreOfOpeners[lead] {
		return false
	}
	rest := strings.TrimSpace(s[end:])
	first, _, _ := strings.Cut(rest, " ")
	first = strings.Trim(first, ",.!?:;")
	if first == "" || notMoreItem[first] || moreOfWords[first] || isNumber(strings.TrimRight(first, "%")) || first[0] >= '0' && first[0] <= '9' {
		return true
	}
	// "ועוד שעה", "ועוד רבע שעה": a time from now.
	r, found, _ := parseAnyDay("עוד " + rest)
	return found && len(r.Spans) > 0 && r.Spans[0][0] == 0
}

// andThe drops the "and" (ו) that opens a message glued to a word with its
// article ("והטרקטור למוסך מחר 13:00", "והרופא ביום שני ב-9"): the message
// goes on from the one before, and "the tractor" is the thing told, so the
// ו is no letter of its title. The lexicon decides by words: a word that
// of the list with its ו keeps it, and only ו before ה is taken, since "ועוד", "ואז", "וגם" open readings of
// their own. Only a message with a time is read so: "והמלפפונים והפיתות"
// after an add are items of the list, read by the list's follow-ups.
func andThe(s string) string {
	first, _, _ := strings.Cut(s, " ")
	if !strings.HasPrefix(first, "וה") || !strings.ContainsAny(s, "0123456789") {
		return s // "והמלפפונים והפיתות" after an add: items of the list, read there
	}
	if _, rest, ok := lexicon.PeelPrefix(first, "ו"); !ok || utf8.RuneCountInString(rest) < 4 {
		return s
	}
	return s[len("ו"):]
}
