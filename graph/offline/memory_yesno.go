package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Yes/no questions about something stored: "is mika allergic to
// anything?", "does dana like sushi", "do i have a spare key somewhere?",
// "is the wifi password saved?", "did i save the gate code", "יש לדנה
// אלרגיה?", "למיקה יש אלרגיה?", "שמרתי את הקוד של השער?". They search
// the memory for what they ask about. A question whose subject is no
// one's ("is it going to rain", "are we good"), that is about Memo ("are
// you a bot"), or that holds a word of time, the calendar, tasks or lists
// ("do i have meetings tomorrow", "is milk on my list", "is the dentist
// tomorrow?") is left to the other matchers or declined.

var (
	// reYesNoEN opens a yes/no question: the auxiliary, then the rest.
	reYesNoEN = re(`^(?:so\s+|and\s+|hey\s+|ok\s+|okay\s+|um+\s+|wait\s+)?(?:is|are|was|were|does|do|did|has|have|can|could|will|would)\s+(.+?)\??$`)
	// reSavedEN asks whether a thing was kept: "… saved?", "did i save
	// …", "do you have … saved".
	reSavedTailEN = re(`^(.+?)\s+(?:saved|stored|noted|written\s+down|in\s+there|somewhere|anywhere)(?:\s+(?:somewhere|anywhere))?$`)
	reDidSaveEN   = re(`^i\s+(?:save|saved|store|stored|note|noted|write\s+down|written\s+down|tell\s+you|told\s+you|give\s+you|gave\s+you|given\s+you)\s+(.+)$`)
	reHaveEN      = re(`^i\s+have\s+(?:a|an|any|the|my)\s+(.+)$`)
	// reYesNoHE: "(האם) יש לדנה אלרגיה", "(האם) לדנה יש אלרגיה".
	reYesNoHE = re(`^(?:ו|אז\s+|רגע\s+)?(?:האם\s+)?(?:יש\s+ל(\p{Hebrew}{2,})\s+(.+)|ל(\p{Hebrew}{2,})\s+יש\s+(.+))$`)
	// reSavedHE: "(האם) שמרתי את הקוד של השער", "הקוד של השער שמור?".
	reDidSaveHE   = re(`^(?:ו|אז\s+)?(?:האם\s+)?(?:שמרתי|רשמתי|כתבתי|אמרתי|שמרת|רשמת|כתבת)\s+(?:לך\s+|לי\s+)?(?:את\s+)?(.+)$`)
	reSavedTailHE = re(`^(?:האם\s+)?(.+?)\s+(?:שמור|שמורה|שמורים|שמורות|רשום|רשומה|רשומים)(?:\s+(?:אצלך|אצלך\s+איפשהו|איפשהו|אצלך\s+איפהשהו))?$`)
	// What a yes/no question's subject must not be: no one's.
	noSubjectEN = wordSet(`it this that there these those here you u ya we they he she everything anything something everyone
		anyone someone all any what who i me us`)
	// Recipients of "יש ל…" that are no one asked about: "יש לי", "יש לנו".
	noOwnerHE = wordSet(`י נו ך ו ה הם הן כם כן`)
	// asksFiller are the words of a yes/no question that look for nothing.
	asksFiller = wordSet(`anything something somewhere anywhere any at all else by chance maybe משהו למשהו כלשהו כלשהי איפשהו`)
)

// matchMemorySaved reads a question whether a thing was kept: "did i
// save the gate code", "is the wifi password saved?", "שמרתי את הקוד של
// השער?", "הסיסמה שמורה אצלך?". It runs before the readings of a thing
// done ("שמרתי את …" told is a task done; asked, it is not).
func matchMemorySaved(m *message) ([]memo.Step, bool, error) {
	if !m.matches(reYesNoEN) && !m.matches(reDidSaveHE) && !m.matches(reSavedTailHE) || questionExcludedYesNo(m) {
		return nil, false, nil // the cheap checks first
	}
	if g, ok := m.find(reYesNoEN); ok {
		rest := strings.TrimSpace(g[1])
		if s, ok := sub1(reDidSaveEN, rest); ok {
			return yesNo(m, s, true)
		}
		if s, ok := sub1(reSavedTailEN, rest); ok && !noSubjectEN[firstField(toLower(s))] && firstField(toLower(s)) != "i" {
			return yesNo(m, s, true)
		}
		return nil, false, nil
	}
	// Told, "שמרתי את …" may be a thing done; asked, or about a kind of
	// fact kept (a code, a number), it asks whether it is kept. (The
	// mark may be gone with a "תודה" after it.)
	asked := strings.Contains(m.req.Text, "?") || strings.HasPrefix(m.low, "האם")
	for _, rx := range []*pattern{reDidSaveHE, reSavedTailHE} {
		if g, ok := m.find(rx); ok && (asked || factNoun(g[1]) || strings.Contains(g[1], "הולדת")) {
			return yesNo(m, g[1], true)
		}
	}
	return nil, false, nil
}

// matchMemoryYesNo reads a yes/no question about something stored.
func matchMemoryYesNo(m *message) ([]memo.Step, bool, error) {
	if !m.matches(reYesNoEN) && !m.matches(reYesNoHE) || questionExcludedYesNo(m) {
		return nil, false, nil // the cheap checks first
	}
	if g, ok := m.find(reYesNoEN); ok {
		rest := strings.TrimSpace(g[1])
		low := toLower(rest)
		if s, ok := sub1(reHaveEN, rest); ok {
			if t, ok := sub1(reSavedTailEN, s); ok {
				s = t
			}
			return yesNo(m, s, true)
		}
		first := firstField(low)
		if first == "" || noSubjectEN[first] || (first[0] >= '0' && first[0] <= '9') || strings.HasPrefix(low, "the ") || strings.HasPrefix(low, "a ") {
			// "is the store open": what is asked about is no one's; a
			// stored fact about it ("the gate code") is a fact noun.
			if !strings.HasPrefix(low, "the ") || !factNoun(low) {
				return nil, false, nil
			}
		}
		if len(strings.Fields(low)) < 2 {
			return nil, false, nil // "is dana?"
		}
		return yesNo(m, rest, personal(m))
	}
	if g, ok := m.find(reYesNoHE); ok {
		owner, what := g[1], g[2]
		if owner == "" {
			owner, what = g[3], g[4]
		}
		if noOwnerHE[owner] {
			return nil, false, nil // "יש לי …", "יש לנו חלב?": the user's day or lists
		}
		return yesNo(m, owner+" "+what, true)
	}
	return nil, false, nil
}

// questionExcludedYesNo reports whether a message is not a yes/no
// question about something stored: it is about Memo, holds a time or a
// word of another capability, or is arithmetic.
func questionExcludedYesNo(m *message) bool {
	low := m.low
	for _, said := range []string{"told you", "tell you", "gave you", "give you", "given you"} {
		low = strings.Replace(low, said, "", 1) // "have i told you my shoe size"
	}
	// "את" inside a Hebrew question is the object's mark ("שמרתי את
	// הקוד"), not "you".
	return aboutMemo(strings.ReplaceAll(" "+low+" ", " את ", " ")) || hasEventNoun(low) || questionExcluded(strings.ReplaceAll(low, "do i have", "")) ||
		saysTime(m, m.raw)
}

// yesNo returns a search for what a yes/no question asks about, without
// the words that look for nothing ("anything", "somewhere").
func yesNo(m *message, query string, own bool) ([]memo.Step, bool, error) {
	var kept []string
	for _, w := range strings.Fields(query) {
		if !asksFiller[strings.Trim(toLower(w), "?!.,")] {
			kept = append(kept, w)
		}
	}
	steps, ok, err := recall(m, strings.Join(kept, " "), "", false)
	if ok {
		m.tentative = !own
	}
	return steps, ok, err
}

// sub1 matches rx against s and returns its first group, trimmed.
func sub1(rx *pattern, s string) (string, bool) {
	g := rx.FindStringSubmatch(s)
	if g == nil {
		return "", false
	}
	return strings.TrimSpace(firstGroup(g)), true
}

// firstField returns the first word of s, or "".
func firstField(s string) string {
	f, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return f
}
