package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// What someone eats, likes or cannot have, told of them by name or by who
// they are to the user: "Dana doesn't eat gluten", "my wife is allergic to
// peanuts", "Noam loves chocolate", "דנה לא אוכלת גלוטן", "אמא אלרגית
// לאגוזים", "הבן שלי צמחוני". The user's own ("I love pizza", "אני לא
// אוכלת") is chatter here, and so is a pronoun ("she loves it", "דנה אוהבת
// אותי"); a number of a thing of the user's ("my parking spot is 41",
// "החניה שלי 41") is kept as well.

var (
	// subjectEN is who the fact is about: a name, "my wife", "Dana's son".
	subjectEN = `((?:my|our)\s+[\p{L}]+|[\p{L}]+(?:'s|’s)\s+[\p{L}]+|[\p{L}][\p{L}\-]*)`
	// "Dana doesn't eat gluten", "my son can't have dairy", "Noam loves
	// sushi", "Dana is allergic to nuts", "my wife is vegan".
	reTastesEN = re(`^` + subjectEN + `\s+(?:(?:doesn'?t|does\s+not|can'?t|cannot|won'?t|never)\s+(?:eat|eats|drink|drinks|have|like|do)|` +
		`(?:only\s+)?(?:eats|drinks|likes|loves|hates|prefers|adores|dislikes)(?:\s+only)?|` +
		`(?:is|'s)\s+(?:(?:severely|very|mildly|a\s+bit)\s+)?(?:allergic\s+to|intolerant\s+to|sensitive\s+to))\s+([\p{L}][\p{L}\s\-'’&]{1,40})$`)
	reDietEN = re(`^` + subjectEN + `\s+(?:is|'s)\s+(?:(?:a|strictly|strict)\s+)?(?:vegan|vegetarian|pescatarian|gluten[\s-]free|lactose[\s-]intolerant|celiac|coeliac|diabetic|kosher|dairy[\s-]free)$`)
	// subjectHE: "דנה", "אמא", "הבן שלי", "אשתי", "אמא של רוני".
	subjectHE = `(\p{Hebrew}+(?:\s+(?:שלי|שלנו))?|\p{Hebrew}+\s+של\s+\p{Hebrew}+)`
	// "דנה לא אוכלת גלוטן", "נועם אוהב שוקולד", "אמא אלרגית לאגוזים".
	reTastesHE = re(`^` + subjectHE + `\s+(?:(?:לא|רק)\s+)?(?:אוכל|אוכלת|שותה|אוהב|אוהבת|שונא|שונאת|מעדיף|מעדיפה|סובל|סובלת)\s+(?:רק\s+)?(\p{Hebrew}[\p{Hebrew}\s\-"׳']{1,40})$|` +
		`^` + subjectHE + `\s+(?:אלרגי|אלרגית|רגיש|רגישה)\s+ל-?(\p{Hebrew}[\p{Hebrew}\s\-"׳']{1,40})$`)
	reDietHE = re(`^` + subjectHE + `\s+(?:צמחוני|צמחונית|טבעוני|טבעונית|צליאק|צליאקית|סכרתי|סכרתית|אלרגי\s+לגלוטן|אלרגית\s+לגלוטן)$`)

	// "my parking spot is 41", "our apartment is 12b", "my seat is 14C".
	reMineEN = re(`^(?:my|our)\s+((?:[\p{L}]+\s+){0,2}(?:locker|room|seat|spot|parking|unit|apartment|apt|flat|floor|desk|office|shelf|mailbox|` +
		`badge|employee\s+number|member\s+number|membership|extension|ext|shoe\s+size|ring\s+size|bike\s+lock|plate|storage|cabin|bed|platoon|unit\s+number))` +
		`(?:\s+number|\s+no\.?|\s+#)?\s+(?:is|=|:)\s+(#?[\p{L}]?\d[\p{L}\d\-/]*)$`)
	// "הלוקר שלי 318", "החניה שלנו היא 41", "החדר שלי זה 305".
	reMineHE = re(`^(?:ה)?(?:לוקר|ארונית|חניה|חנייה|חדר|דירה|קומה|מחסן|תא|שולחן|כיסא|מושב|מיטה|שלוחה|לוחית|מחלקה|פלוגה|יחידה)` +
		`(?:\s+של\s+(?:ה)?\p{Hebrew}+)?\s+(?:שלי|שלנו)\s*(?:\s(?:זה|זו|הוא|היא)\s|\s*[:\-–]\s*|\s)\s*(#?\p{Hebrew}?-?\d[\p{Hebrew}\d\-/]*)$`)
)

// tasteNot are words after a verb of taste that make it chatter or half a
// fact: "loves you", "hates it", "אוהבת אותי", "לא אוכלת כלום".
var tasteNot = wordSet(`me you it him her them us this that everything nothing anything when if how what to being the
	אותי אותך אותו אותה אותנו אותם אותן כלום שום זה זאת הכל כל מה כש ש לי לך לו לה`)

// subjectNot are words that open a taste told that make it no one's in
// particular or the user's own: "I love …", "everyone hates …".
var subjectNot = wordSet(`i i'm im you he she it we they everyone everybody nobody someone people who what this that my our
	אני אתה את הוא היא הם הן אנחנו כולם מישהו אף זה מי מה כל תמיד`)

// tastesTold reports whether the message tells what someone eats, likes
// or cannot have.
func tastesTold(raw, low string) bool {
	for _, rx := range []*pattern{reTastesEN, reDietEN} {
		if g := rx.FindStringSubmatch(low); g != nil {
			first := toLower(strings.Fields(g[1])[0])
			if subjectNot[first] && first != "my" && first != "our" || subjectNot[toLower(g[1])] {
				return false
			}
			if strings.HasPrefix(g[1], "my ") || strings.HasPrefix(g[1], "our ") || strings.Contains(g[1], "'s ") || strings.Contains(g[1], "’s ") {
				return tasteObject(g)
			}
			// A bare name: capitalised as written ("Dana", not "dana"
			// nor "Everything").
			r := []rune(raw)
			return len(r) > 0 && unicode.IsUpper(r[0]) && tasteObject(g)
		}
	}
	for _, rx := range []*pattern{reTastesHE, reDietHE} {
		if g := rx.FindStringSubmatch(raw); g != nil {
			subj := g[1] + nth(g, 3)
			if subjectNot[strings.Fields(subj)[0]] {
				return false
			}
			return tasteObject(g)
		}
	}
	return false
}

// nth returns g[i], or "" when g is shorter.
func nth(g []string, i int) string {
	if i < len(g) {
		return g[i]
	}
	return ""
}

// tasteObject reports whether the thing eaten or liked, the last group
// matched, is a thing: no pronoun, no clause.
func tasteObject(g []string) bool {
	obj := ""
	for _, s := range g[2:] {
		if s != "" {
			obj = s
		}
	}
	if obj == "" {
		return true // a diet: "Dana is vegan"
	}
	ws := strings.Fields(toLower(obj))
	if len(ws) == 0 || len(ws) > 5 || tasteNot[ws[0]] {
		return false
	}
	for _, w := range ws {
		if _, day := lexicon.Weekday(strings.TrimSuffix(w, "s")); tasteNot[w] || day {
			return false // "Dana hates Mondays": chatter, not a taste
		}
	}
	return true
}

// numberOfMine reports whether the message tells a number of a thing of
// the user's.
func numberOfMine(low string) bool {
	return reMineEN.MatchString(low) || reMineHE.MatchString(low)
}
