package offline

import "strings"

// Thanks that names a thing to do is a word of the thing, not thanks said
// to Memo: "write a letter of thanks to the committee", "send a thank-you
// card to grandma", "buy a thank you gift for the teacher", "לכתוב מכתב
// תודה לוועד", "לשלוח כרטיס תודה לסבתא". Only beside a noun of such a
// thing (a letter, a card, a note, a gift …) is it kept; a closing
// "thanks" ("add a task: buy milk thanks", "… לוועד תודה") is still said
// to Memo and dropped, and a "thanks" anywhere else in a title is still
// refused.

// thanksNounsEN and thanksNounsHE are the things thanks may name; in
// Hebrew only a noun that names such a thing, mostly in its construct
// form ("מתנת תודה"): after "מתנה" or "ארוחת ערב" a "תודה" is said to Memo.
const (
	thanksNounsEN = `letter|note|card|message|msg|email|e-mail|text|speech|gift|present|basket|toast|token|words?|call|dinner|party|video|post`
	thanksNounsHE = `מכתב|מכתבי|כרטיס|כרטיסי|פתק|פתקי|הודעת|ברכת|מילות|מילת|נאום|מתנת|ארוחת|שיחת`
)

// reThanksItem is thanks naming a thing, the thanks in its group 1, 2 or
// 3: "letter of thanks", "thank-you card", "thanks card", "מכתב תודה".
var reThanksItem = compile(`(?i)\b(?:` + thanksNounsEN + `)s?\s+of\s+(thanks|thank[\s-]?you|gratitude)\b|` +
	`\b(thanks|thank[\s-]?you)\s+(?:` + thanksNounsEN + `)s?\b|` +
	`(?:^|\s)(?:` + thanksNounsHE + `)\s+(?:של\s+)?(תודה)(?:$|[\s,.!?])`)

// maskThanksItems writes "#" for the thanks of each thing it names in s
// (see reThanksItem), so the precision check reads no thanks said to
// Memo in it.
func maskThanksItems(s string) string {
	if !strings.Contains(s, "thank") && !strings.Contains(s, "תודה") {
		return s
	}
	g := reThanksItem.FindAllStringSubmatchIndex(s, -1)
	if g == nil {
		return s
	}
	var b strings.Builder
	at := 0
	for _, m := range g {
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] >= 0 {
				b.WriteString(s[at:m[k]])
				b.WriteString("#")
				at = m[k+1]
			}
		}
	}
	b.WriteString(s[at:])
	return b.String()
}

// thanksOfItem reports whether tail, thanks closing a message after head,
// is the thanks of a thing head names ("… write a letter of" + "thanks",
// "… לכתוב מכתב" + "תודה"): it is kept.
func thanksOfItem(head, tail string) bool {
	tail = strings.Trim(tail, " ,.!?")
	if !strings.Contains(toLower(tail), "thank") && tail != "תודה" {
		return false
	}
	whole := strings.TrimSpace(head) + " " + tail
	for _, m := range reThanksItem.FindAllStringSubmatchIndex(whole, -1) {
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] >= 0 && m[k+1] == len(whole) {
				return true
			}
		}
	}
	return false
}
