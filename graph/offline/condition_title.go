package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A reminder asked for on a condition of one's own deed: "remind me in an
// hour if I haven't called the bank", "תזכיר לי בעוד שעה אם לא התקשרתי
// לבנק". A reminder cannot test whether it was done, so it is set for the
// deed, told with the condition: "call the bank (if you haven't yet)",
// "להתקשר לבנק (אם עוד לא)". The deed is said back only where its verb is
// known: a past form whose verb is one of the verbs of things to do, or a
// verb said as it is ("if I forgot to call the bank", "אם לא הספקתי
// להתקשר"). A condition with no deed read from it ("if I haven't", "אם לא
// סיפרתי") is no title, and the request is declined. A deed said before
// its condition ("check the oven unless Dan did it") keeps its title.

var (
	// reOwnNotDoneEN is a condition on one's own deed not done, opening a
	// title: the verb (group 1) and what follows it (group 2).
	reOwnNotDoneEN = compile(`(?i)^(?:only\s+)?(?:(?:if|in\s+case|incase)\s+(?:i|we)\s+(?:still\s+)?` +
		`(?:haven'?t|havent|have\s+not|didn'?t|didnt|did\s+not|hadn'?t|have\s+yet\s+to|forgot\s+to|forget\s+to|have\s+forgotten\s+to)|` +
		`unless\s+(?:i|we)(?:'ve|\s+have|\s+already|\s+already\s+have|\s+have\s+already|'ve\s+already)?)` +
		`(?:\s+(?:yet|already|managed\s+to|got\s+around\s+to))?(?:\s+([\p{L}'-]+)(.*))?$`)
	// reOwnNotDoneHE is one in Hebrew: "אם לא התקשרתי לבנק", "אם עוד לא
	// שילמתי", "אם שכחתי להתקשר", "אלא אם כבר התקשרתי", "במקרה שלא …".
	reOwnNotDoneHE = compile(`^(?:רק\s+)?(?:אם|במקרה\s+ש|במידה\s+ו|אלא\s+אם(?:\s+כן)?)\s*(?:אני\s+|אנחנו\s+)?` +
		`(?:(?:עדיין|עוד|כבר)\s+)?(?:לא\s+|שכחתי\s+|שכחנו\s+)?(?:(?:עדיין|עוד|כבר)\s+)?(?:הספקתי\s+|יצא\s+לי\s+)?` +
		`(?:(\p{Hebrew}+)(.*))?$`)
)

// enParticiples are past forms of the verbs of things to do that are no
// verb and "ed" ("sent", "paid"), with the verb they are of.
var enParticiples = map[string]string{
	"taken": "take", "took": "take", "gone": "go", "went": "go", "left": "leave", "bought": "buy", "sent": "send",
	"paid": "pay", "got": "get", "gotten": "get", "made": "make", "written": "write", "wrote": "write",
	"given": "give", "gave": "give", "brought": "bring", "driven": "drive", "drove": "drive", "eaten": "eat",
	"ate": "eat", "done": "do", "did": "do", "found": "find", "fed": "feed", "put": "put", "told": "tell",
	"sold": "sell", "read": "read", "rung": "ring", "rang": "ring", "hung": "hang", "spoken": "speak", "spoke": "speak",
}

// enBaseVerb is the verb of w, a past form or the verb itself, when it is
// one of the verbs of things to do; "" when it is not known.
func enBaseVerb(w string) string {
	w = toLower(w)
	if v := enParticiples[w]; v != "" {
		return v
	}
	if taskVerbEN[w] {
		return w
	}
	if stem, ok := strings.CutSuffix(w, "ed"); ok {
		cands := []string{stem, stem + "e"}
		if strings.HasSuffix(stem, "i") {
			cands = append(cands, strings.TrimSuffix(stem, "i")+"y")
		}
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			cands = append(cands, stem[:n-1])
		}
		for _, c := range cands {
			if taskVerbEN[c] {
				return c
			}
		}
	}
	return ""
}

// heInfinitiveOf is the infinitive of w, a Hebrew verb in the past, first
// person ("התקשרתי", "שילמתי", "קניתי"), or an infinitive said as it is;
// "" unless exactly one of the known infinitives has its root letters.
func heInfinitiveOf(w string) string {
	if heInfinitives[w] {
		return w
	}
	stem, ok := strings.CutSuffix(w, "תי")
	if !ok {
		stem, ok = strings.CutSuffix(w, "נו") // "אם לא שילמנו"
	}
	if !ok || len([]rune(stem)) < 2 || notDoneVerbs[w] {
		return ""
	}
	root := string(consonants(stem))
	found := ""
	for inf := range heInfinitives {
		c := string(consonants(strings.TrimPrefix(inf, "ל")))
		if c == root || strings.HasSuffix(inf, "ות") && c == root+"ת" {
			if found != "" && found != inf {
				return "" // two verbs of the same letters: not guessed
			}
			found = inf
		}
	}
	return found
}

// conditionDeed reads a title that opens with a condition on one's own
// deed. cond says whether it does; deed is the title to set ("" when the
// deed cannot be read, and the request is declined).
func conditionDeed(title string) (deed string, cond bool) {
	t := strings.TrimSpace(title)
	if g := reOwnNotDoneEN.FindStringSubmatch(t); g != nil {
		if g[1] == "" {
			return "", true
		}
		verb := enBaseVerb(g[1])
		obj := strings.TrimSpace(g[2])
		if verb == "" || obj == "" {
			return "", true // "if I haven't called": called whom?
		}
		return verb + " " + obj + " (if you haven't yet)", true
	}
	if !hebrewText(t) {
		return "", false
	}
	if g := reOwnNotDoneHE.FindStringSubmatch(t); g != nil && negatedHE(t) {
		if g[1] == "" {
			return "", true
		}
		inf := heInfinitiveOf(g[1])
		obj := strings.TrimSpace(g[2])
		if inf == "" || obj == "" {
			return "", true
		}
		return inf + " " + obj + " (אם עוד לא)", true
	}
	return "", false
}

// negatedHE reports whether t, a Hebrew condition, is on a deed not done:
// "אם לא …", "אם שכחתי …", "אלא אם כבר …".
func negatedHE(t string) bool {
	ws := strings.Fields(t)
	if len(ws) > 0 && ws[0] == "אלא" {
		return true
	}
	for _, w := range ws[:min(len(ws), 5)] {
		if w == "לא" || w == "שלא" || w == "ולא" || strings.HasSuffix(w, "לא") && len([]rune(w)) <= 3 || w == "שכחתי" || w == "שכחנו" {
			return true
		}
	}
	return false
}

// conditionTitles sets each reminder the steps would create whose title
// opens with a condition on one's own deed to the deed (see
// conditionDeed); ok is false when one of them says no deed.
func conditionTitles(steps []memo.Step) bool {
	for i := range steps {
		s := &steps[i]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil {
			continue
		}
		for j := range s.Tasks.Drafts {
			d := &s.Tasks.Drafts[j]
			deed, cond := conditionDeed(d.Text)
			if !cond {
				continue
			}
			if deed == "" {
				return false
			}
			d.Text = deed
		}
	}
	return true
}
