package offline

import "strings"

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
