package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// A call told come from the one a call task is about completes that task:
// "she called me", "she has called me already", "mom called", "he rang me
// back", the Pidgin "she don call me" (read as "she has called me", see
// pidgin), "היא התקשרה אליי", "אמא כבר התקשרה". The task in focus must be a
// call ("call mom", "להתקשר לאמא") that does not repeat, and the caller a
// pronoun or a word of the task's title. With anything more ("she called me
// at 5", "she called me names", "she called me?"), with someone the title
// does not name ("dana called me" of "call mom"), or with no such task in
// focus, the message is not read so.

var (
	// reCalledBackEN is the call told come, its caller in group 1.
	reCalledBackEN = compile(`(?i)^(?:(?:ok|okay|so|oh|well|fyi|update)[,:]?\s+)?(she|he|they|(?:my\s+|the\s+)?[a-z]+)` +
		`(?:\s+(?:has|'s|just|already|finally))*\s+(?:called|rang|phoned|rung)(?:\s+me)?(?:\s+back)?(?:\s+(?:already|just\s+now|now|earlier))?$`)
	// reCalledBackHE is the same in Hebrew, its caller (if said) in group 1.
	reCalledBackHE = compile(`^(?:(היא|הוא|הם|הן|\p{Hebrew}+(?:\s+שלי)?)\s+)?(?:כבר\s+)?(?:התקשרה|התקשר|התקשרו|צלצלה|צלצל|צלצלו|חזרה\s+אליי|חזר\s+אליי|חזרו\s+אליי)` +
		`(?:\s+(?:אליי|אלי|לי))?(?:\s+כבר)?$`)
	// reCallTitle is a task's title that asks for a call, its callee in
	// group 1: "call mom", "ring the bank back", "להתקשר לאמא".
	reCallTitle = compile(`(?i)^(?:call|ring|phone|call\s+back|ring\s+back)\s+(.+?)(?:\s+back)?$|^(?:להתקשר|לטלפן|לחזור)\s+(?:אל\s+)?(.+)$`)
	// calledBackPronouns are the callers any call task may have.
	calledBackPronouns = wordSet(`she he they היא הוא הם הן`)
	// calledBackNotCaller are words that open a report but name no caller.
	calledBackNotCaller = wordSet(`i you we it that this nobody someone אני אתה את אנחנו זה מישהו אף`)
)

// calledBack completes the call task in focus told done by the call
// coming (see above); ok is false when low is no such report of it.
func calledBack(low string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask || f.Recurring || strings.Contains(low, "?") {
		return nil, false
	}
	low = strings.TrimRight(strings.TrimSpace(low), "!. ")
	g := reCalledBackEN.FindStringSubmatch(low)
	if g == nil {
		g = reCalledBackHE.FindStringSubmatch(low)
	}
	t := reCallTitle.FindStringSubmatch(toLower(strings.TrimSpace(f.Title)))
	if g == nil || t == nil {
		return nil, false
	}
	caller := trimWords(g[1], "my", "the")
	caller = strings.TrimSuffix(caller, " שלי")
	switch {
	case caller == "" || calledBackPronouns[caller]:
	case calledBackNotCaller[caller]:
		return nil, false
	case !calleeNamed(firstOf(t[1:]), caller):
		return nil, false // "dana called me" of "call mom"
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{IDs: []string{f.ID}})}, true
}

// calleeNamed reports whether caller is a word of callee, the one a call
// is to ("mom" of "mom", "אמא" of "לאמא שלי").
func calleeNamed(callee, caller string) bool {
	for _, w := range strings.Fields(callee) {
		w = strings.Trim(w, ",.!?")
		if w == caller || lexicon.TrimArticle(strings.TrimPrefix(w, "ל")) == caller || strings.TrimSuffix(w, "'s") == caller {
			return true
		}
	}
	return false
}
