package offline

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A cancel or a "done" of the item in focus said with why after it, or
// with a word of filler: "תבטלי אותה, נדחתה", "תבטל את זה עזוב", "nah
// delete that my teacher extended it", "done, I picked them up already", and
// "done" said twice ("done with that, tick it off"). The why is no name to look up: the
// command acts on the item in focus. A why that names a time, another
// item, a scope or a request of its own is not taken as one.

var (
	// reFillerLead opens a message with a word that only carries tone:
	// "nah", "ok", "טוב".
	reFillerLead = compile(`(?i)^(?:(?:nah|nope|no|ok|okay|yeah|yep|so|actually|ugh|hmm|לא|טוב|אוקיי|אוקי|אז|יאללה|בעצם|אוף)[,.!\s]+)+`)
	// reCancelFocus is a cancel or a deletion of the item in focus said
	// alone: "cancel it", "delete that", "תבטלי", "תבטל את זה".
	reCancelFocus = compile(`(?i)^(?:please\s+|just\s+|pls\s+)?(?:cancel|delete|remove|scrap|drop)(?:\s+(?:it|that|this|that\s+one|this\s+one))?$|` +
		`^(?:תבטל|תבטלי|בטל|בטלי|תמחק|תמחקי|מחק|מחקי|תוריד|תורידי)(?:\s+(?:לי\s+)?(?:את\s+זה|אותו|אותה|אותם))?$`)
	// reDoneFocus is the item in focus said done: "done", "בוצע", "done
	// with it".
	reDoneFocus = compile(`(?i)^(?:all\s+)?(?:done|finished|did\s+it|done\s+with\s+it|it'?s\s+done)$|^(?:בוצע|עשיתי|סיימתי|גמרתי|עשיתי\s+את\s+זה|סיימתי\s+עם\s+זה)$`)
	// reReasonOpen is a first word that a reason may not open with: what
	// joins another request, names a scope or another item ("and", "only",
	// "the other", "את הפגישה").
	reReasonOpen = compile(`(?i)^(?:and|but|or|also|too|only|just|all|every|each|both|the|this|that|next|from|for|on|at|in|to|instead|then|plus|please|ו\p{Hebrew}*|רק|כל|גם|את|של|מ|ל|ב|אבל|או|במקום|ואז|ה\p{Hebrew}+)$`)
	// reReasonOther is a word that makes what follows a command more of
	// the request, not why: "delete that one too", "גם את השני".
	reReasonOther = compile(`(?i)(?:^|\s)(?:one|ones|too|also|as\s+well|both|all|every|each|other|another|series|instead|גם|כולם|הכל|שניהם|השני|השנייה|השאר|במקום)(?:\s|$)`)
	// rePersonalHE are the pronouns a Hebrew reason may open with, which
	// look like a word with "the".
	rePersonalHE = compile(`^(?:הוא|היא|הם|הן|הילד|הילדה|הגננת|המורה)$`)
)

// reasonSaid reads a cancel or a "done" of the focus with why said
// beside it.
func (m *message) reasonSaid(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	low := strings.TrimSpace(reFillerLead.ReplaceAllString(toLower(text), ""))
	if low == "" || strings.ContainsAny(low, "?0123456789") {
		return nil, false
	}
	for _, p := range doneThenReport(strings.Fields(low)) {
		if reDoneWithIt.MatchString(p[1]) || m.reportLike(p[1]) && reportOnFocus(p[1], f) {
			if steps, ok := doneWithFocus("done with it", f); ok {
				return steps, true // "done I just called him": as "done, I just called him"
			}
		}
	}
	for _, p := range splitReason(low) {
		if done := strings.Trim(p[0], " ,.!"); reDoneWithIt.MatchString(done) && reDoneWithIt.MatchString(strings.Trim(p[1], " ,.!")) {
			if steps, ok := doneWithFocus(done, f); ok {
				return steps, true // "done with that, tick it off": said twice
			}
		}
		if !m.reasonLike(p[1]) {
			continue
		}
		cmd := strings.Trim(p[0], " ,.!")
		if reCancelFocus.MatchString(cmd) && f.Kind != memo.FocusList && kindFits(cmd, f) {
			if steps := deleteFocus(f); steps != nil {
				return steps, true
			}
		}
		if reDoneFocus.MatchString(cmd) {
			if steps, ok := doneWithFocus("done with it", f); ok {
				return steps, true
			}
		}
	}
	return nil, false
}

// splitReason gives the ways low may be a command and then a reason: the
// two sides of its first pause, and a command on a pronoun with words
// after it ("delete that my teacher extended it"). A why said first is
// read elsewhere, with the focus it must name.
func splitReason(low string) [][2]string {
	var out [][2]string
	if i := strings.IndexAny(low, ",.;–—"); i > 0 {
		out = append(out, [2]string{low[:i], low[i+1:]})
	}
	w := strings.Fields(low)
	for i := 1; i < len(w) && i <= 4; i++ {
		switch strings.TrimRight(w[i], ",") {
		case "it", "that", "this", "זה", "אותו", "אותה", "אותם":
			out = append(out, [2]string{strings.Join(w[:i+1], " "), strings.Join(w[i+1:], " ")})
		}
	}
	if len(w) > 1 && (strings.HasPrefix(w[0], "תבטל") || strings.HasPrefix(w[0], "בטל")) && slices.ContainsFunc(w[1:], toldOrBinned) {
		// "תבטלי נדחתה", "בטלו לפח": with no pause, only words that tell
		// what befell it, or send it to the bin, are a why; "תבטל פגישה
		// עם מנחה" names what to cancel.
		out = append(out, [2]string{w[0], strings.Join(w[1:], " ")})
	}
	if len(w) > 2 && reasonCommandVerbs[w[0]] && whyPronouns[w[1]] && slices.ContainsFunc(w[2:], toldOrBinned) {
		// "cancel they swapped me": the why opens with who did it.
		out = append(out, [2]string{w[0], strings.Join(w[1:], " ")})
	}
	return out
}

// heVerbFirst reports whether w opens with a Hebrew verb of what befell
// the user, whose ה is the verb's own and no article: "החליפו אותי",
// "הזיזו לי".
func heVerbFirst(w []string) bool {
	return hebrewText(w[0]) && strings.HasPrefix(w[0], "ה") && reasonVerb(w[0])
}

// whyPronouns are the subjects a why said after an English cancel with
// no pause opens with: "cancel it they swapped me" has its pause in
// "it"; "cancel they swapped me" none.
var whyPronouns = map[string]bool{"they": true, "she": true, "he": true, "we": true, "i": true, "i'm": true, "im": true}

// toldOrBinned reports whether w tells what befell the item (reasonVerb)
// or sends it to the bin ("לפח", "לזבל").
func toldOrBinned(w string) bool { return reasonVerb(w) || w == "לפח" || w == "לזבל" }

// reasonLike reports whether s may be why a command is said: a few words
// with no time, no request and no other item named.
func (m *message) reasonLike(s string) bool {
	s = strings.Trim(s, " ,.!-–—")
	w := strings.Fields(s)
	if len(w) == 0 || len(w) > 10 || opensCommand(s) || reReasonOpen.MatchString(w[0]) && !rePersonalHE.MatchString(w[0]) && !thingDid(w) && !heVerbFirst(w) {
		return false
	}
	if reReasonOther.MatchString(s) {
		return false
	}
	if _, found, err := timeparse.Parse(s, m.now(), m.loc()); found || err != nil {
		return false
	}
	return true
}

// thingDid reports whether w opens with a thing and what befell it: "the
// closing got pushed", "my flight was cancelled", "הסגירה נדחתה". A thing
// named and no verb after it ("the dentist one") may be another item.
func thingDid(w []string) bool {
	if hebrewText(w[0]) {
		return whoDid(w, 0)
	}
	return len(w) > 2 && (w[0] == "the" || w[0] == "my" || w[0] == "our") && whoDid(w, 1)
}

// hasFocusItem reports whether f is a reminder or an event that a
// pointer ("it", "אותה") can name; a list is left out, since "cancel it"
// there is not the whole list.
func hasFocusItem(f *memo.FocusItem) bool {
	return f != nil && f.ID != "" && f.Kind != memo.FocusList
}
