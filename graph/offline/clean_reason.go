package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A change or a removal is often said with its reason: "please delete it,
// it's been cancelled", "cancel my choir rehearsal on Thursday, it's been
// called off", "rename it to Bob so I remember who it is", "תבטל את החוג
// ביום חמישי, המורה חולה", "תמחקי את זה כי היא מביאה אוכל". The reason asks
// nothing and is no part of the command.

var (
	// reWhyHead is a command a reason may follow.
	reWhyHead = compile(`^(?:delete|remove|erase|cancel|scrap|bin|rename|move|change|push|shift|reschedule|postpone|put\s+off|mark|tick|` +
		`take|clear|empty|wipe|cross|check|uncheck|(?:make|call|bring)\s+(?:it|that|this)|` +
		`ת(?:מחק|מחקי|סיר|סירי|בטל|בטלי|זיז|זיזי|שנה|שני|עביר|עבירי|דחה|דחי|קדים|קדימי|סמן|סמני|עשה|עשי|וריד|ורידי|נקה|נקי|רוקן|רוקני)|מחק|בטל)(?:\s|$)`)
	// reWhyCut is where a reason starts: a word that gives one
	// ("because", "כי"), or a pause before a clause with its own subject.
	reWhyCut = compile(`(?:,\s*|\s+)(?:because|cause|'cause|cos|cuz|so\s+that|כי|מפני\s+ש|בגלל\s+ש|מכיוון\s+ש|כדי\s+ש)\s|` +
		`,\s*(?:since|so)\s|` +
		`\s(?:so)\s+(?:i|we|she|he|they|you)\s|` +
		`,\s*(?:it|it's|its|it\s+is|it\s+has|it\s+was|that's|that\s+is|she|she's|he|he's|they|they're|they've|i|i'm|i've|i'd|we|we're|we've|` +
		`there's|there\s+is|there\s+are|זה|הוא|היא|הם|הן|אני|אנחנו|כבר|יש\s+לנו|יש\s+לי|אין\s+לנו|אין\s+לי)(?:\s|$)`)
	// reWhyNoun is a pause before a clause whose subject is a noun
	// ("my daughter is bringing …", "המורה חולה"): a reason only with a
	// verb of its own after it (see reWhyVerb), since a list of things
	// may follow a pause too.
	reWhyNoun = compile(`,\s*(?:my|our|the|his|her|their)\s|,\s*ה\p{Hebrew}+\s`)
	// reWhyVerb is a verb a reason with a noun subject holds.
	reWhyVerb = compile(`(?:^|\s)(?:is|was|are|were|has|have|had|will|won't|can't|cannot|isn't|wasn't|doesn't|don't|didn't|\S+'ll|\S+'s\s+(?:\S+ing|been|got|gone|not|off|ill|sick|cancelled|canceled)|` +
		`חולה|חולים|חולות|בוטל|בוטלה|בוטלו|נדחה|נדחתה|נדחו|השתנה|השתנתה|נסגר|נסגרה|סגור|סגורה|מביא|מביאה|מביאים|` +
		`מגיע|מגיעה|מגיעים|יכול|יכולה|יכולים|נוסע|נוסעת|נוסעים|בחופש|לא)(?:\s|$)`)
	// reWhyOfIt is a command about the item in focus ("rename it to …").
	reWhyOfIt = compile(`^\S+\s+(?:it|that|this|that\s+one|this\s+one)(?:\s|$)|^ת\p{Hebrew}+\s+(?:את\s+)?(?:זה|אותו|אותה)(?:\s|$)`)
	// reWhyAfterIt is a command on "it" followed, with no pause, by a
	// clause with a subject of its own: "delete it it's been cancelled",
	// "delete that one my sister is doing it", "תמחק את זה זה בוטל".
	reWhyAfterIt = compile(`^(\S+\s+(?:it|that|this|that\s+one|this\s+one))\s+(?:it's|it\s+has|it\s+was|that's|she|she's|he|he's|they|they're|i|i'm|i've|we|we're|my\s+\S+\s+(?:is|was|has|will|can't)|our\s+\S+\s+(?:is|was|has|will|can't))\s|` +
		`^(ת\p{Hebrew}+\s+(?:את\s+)?(?:זה|אותו|אותה))\s+(?:זה|הוא|היא|הם|הן|אני|אנחנו)\s`)
	// reWhyAsks is what a reason may not hold: a request of its own.
	reWhyAsks = compile(`(?:^|\s)(?:and|then|also|please|pls|remind|reminder|forget|add|put|delete|remove|cancel|move|make|set|create|show|tell|` +
		`need|needs|want|wants|should|must|gonna|going\s+to|` +
		`ו|ואז|וגם|בבקשה|צריך|צריכה|צריכים|רוצה|רוצים|חייב|חייבת|תזכיר|תזכירי|תוסיף|תוסיפי|תמחק|תמחקי|תבטל|תבטלי|תזיז|תזיזי|תקבע|תקבעי|תשים|תשימי|תראה|תראי|תכניס|תכניסי)(?:\s|$)|\?`)
)

// dropWhy takes a reason that closes a command off s: the part after
// the first pause or "because" that holds no time and asks nothing. s is
// kept whole when it is no command, or when what follows may be a second
// request or a time ("delete it, and remind me at 5 …").
func dropWhy(s string) string {
	low := lower(s)
	if !reWhyHead.MatchString(low) {
		return s
	}
	loc := reWhyCut.FindStringIndex(low)
	if g := reWhyAfterIt.FindStringSubmatchIndex(low); g != nil {
		end := max(g[3], g[5]) // the group that matched
		if loc == nil || end < loc[0] {
			loc = []int{end, end} // "delete it it's been cancelled": no pause, but "it" closes the command
		}
	}
	if loc == nil {
		// "תורידי את התה, מצאתי קופסה במזווה": a first-person past
		// verb after the pause tells what was done, why.
		if i := strings.LastIndex(low, ","); i > 0 {
			if w := strings.Fields(low[i+1:]); len(w) > 1 && hePastFirst(w[0]) {
				loc = []int{i, i + 1}
			}
		}
	}
	if n := reWhyNoun.FindStringIndex(low); n != nil && (loc == nil || n[0] < loc[0]) &&
		reWhyVerb.MatchString(low[n[1]:]) && !strings.Contains(low[n[1]:], ",") {
		loc = n
	}
	if loc == nil || loc[0] == 0 {
		return s
	}
	tail := strings.TrimSpace(s[loc[0]:])
	if strings.Contains(lower(tail), "remember") && !reWhyOfIt.MatchString(low) {
		return s // "move the car so I remember": maybe a reminder asked for
	}
	if reWhyAsks.MatchString(lower(strings.TrimLeft(tail, ", "))) && !whyOnlyAnd(tail) {
		return s
	}
	if _, found, _ := timeparse.Parse(tail, time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), nil); found {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	if g := reCancelIt.FindStringSubmatchIndex(lower(head)); g != nil {
		// "cancel it, they rescheduled": with a reason, the thing is off,
		// not the last change undone.
		if hebrewText(head) {
			return "תמחק" + head[g[3]:]
		}
		return "delete" + head[g[3]:]
	}
	return head
}

// reCancelIt is "cancel it", "תבטל את זה": alone, an undo of the last
// change; said with a reason, the item's removal.
var reCancelIt = compile(`^(cancel|תבטל|תבטלי|בטל|בטלי)\s+(?:it|that|this|that\s+one|this\s+one|את\s+זה|אותו|אותה)$`)

// whyOnlyAnd reports whether the only request-like words in a reason
// are an "and" that joins its own nouns ("fish and chips") or a Hebrew
// "ו" glued to a noun, not a command after it.
func whyOnlyAnd(tail string) bool {
	low := lower(tail)
	for _, m := range reWhyAsks.FindAllString(strings.TrimLeft(low, ", "), -1) {
		switch strings.TrimSpace(m) {
		case "and", "ו":
			continue
		}
		return false
	}
	// "and" followed by a command is a second request.
	return !reConjoined.MatchString(low)
}
