package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// One occurrence of a repeating event named with a word that restricts a
// removal to it: "cancel only this monday's session", "cancel just the one
// on monday", "תבטל רק את הסשן של שני הקרוב", "תמחק רק את זה", "cancel
// this one only". The word is no part of the event's name: it says the
// occurrence the day names is meant, and the series stays. Without a day
// or an event in focus the word restricts nothing that can be told, and
// the message is declined ("cancel only yoga").

var (
	// reOnlyLead is the restricting word said before what is removed.
	reOnlyLead = compile(`(?i)^(?:only|just)\s+|^רק\s+(?:את\s+)?`)
	// reOnlyTail is the restricting word said after it.
	reOnlyTail = compile(`(?i)\s+(?:only|just|בלבד)$`)
	// reOnlyRemoveEN is a removal said with a restricting word: "cancel
	// only …", "only cancel …", "cancel … only".
	reOnlyRemoveEN = compile(`(?i)^(?:please\s+|pls\s+)?(?:(?:only|just)\s+)?(?:cancel|delete|remove|drop|skip|take\s+off|call\s+off)\s+(.+)$`)
	// reOnlyRemoveHE is the Hebrew one: "תבטל רק את …", "תמחקי רק את זה".
	reOnlyRemoveHE = compile(`^(?:תבטל|תבטלי|בטל|בטלי|לבטל|תמחק|תמחקי|מחק|מחקי|תוריד|תורידי|תסיר|תסירי)\s+(?:לי\s+)?(.+)$`)
	// reOnlyPointer is the occurrence in focus said by a pointer: "this
	// one", "that one", "it", "זה", "אותו", "את זה".
	reOnlyPointer = compile(`(?i)^(?:(?:this|that|the)\s+one|this|that|it|this\s+time|(?:את\s+)?(?:זה|הזה|הזאת|הזו|אותו|אותה))$`)
)

// onlyOne cuts the restricting word off what a removal names: "only this
// monday's session" is "this monday's session", and only is true.
func onlyOne(rest string) (string, bool) {
	cut := reOnlyLead.ReplaceAllString(rest, "")
	cut = reOnlyTail.ReplaceAllString(cut, "")
	cut = strings.TrimSpace(cut)
	return cut, cut != strings.TrimSpace(rest) && cut != ""
}

// onlyFocus reads the removal of one occurrence of the repeating event in
// focus said with a restricting word: "cancel only this one" is the
// occurrence the focus begins, "cancel just the one on monday" the series' that
// day. Whatever the words besides the day must be a pointer, a kind or a
// word of the event's title ("רק את הסשן של שני" of "סשן יוגה").
func (m *message) onlyFocus(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusEvent || !f.Recurring {
		return nil, false
	}
	low := toLower(strings.Trim(text, " ?!.,"))
	g := reOnlyRemoveEN.FindStringSubmatch(low)
	if g == nil {
		g = reOnlyRemoveHE.FindStringSubmatch(low)
	}
	if g == nil {
		return nil, false
	}
	said, only := onlyOne(g[1])
	if !only && !strings.HasPrefix(low, "only ") {
		return nil, false
	}
	if reOnlyPointer.MatchString(said) {
		// The occurrence the focus begins: looked up by its day, since the
		// focus may be the series itself, right after it was made.
		if f.When == nil {
			return nil, false
		}
		if from, to := dayWindow(*f.When, m.loc()); to.After(m.now()) {
			return []memo.Step{calStep(memo.OpEventDelete, memo.CalendarArgs{Summary: f.Title, From: &from, To: &to, Scope: memo.ScopeInstance})}, true
		}
		return nil, false
	}
	said = dayOwnerOff(said) // "הסשן של שני הקרוב": the one on Monday
	from, to, spans, ok, err := m.readWindow(said)
	if err != nil || !ok || len(spans) == 0 || to.Sub(from) > 7*24*time.Hour {
		return nil, false
	}
	if !namesFocusOnly(cutSpans(said, spans), f) {
		return nil, false // "cancel only the dentist on monday": another event
	}
	return []memo.Step{calStep(memo.OpEventDelete, memo.CalendarArgs{Summary: f.Title, From: &from, To: &to, Scope: memo.ScopeInstance})}, true
}

// namesFocusOnly reports whether the words left of a removal once its
// day is cut name the event in focus and nothing else: pointers,
// articles, a kind of event, words of its title.
func namesFocusOnly(left string, f *memo.FocusItem) bool {
	for _, w := range strings.Fields(left) {
		w = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(w, " ,.!?"), "'s"), "’s")
		switch {
		case w == "", nameFiller[w], genericThing[w], resolution.KindOnly(w) != nil, topicOfFocus(w, f),
			strings.HasPrefix(w, "ה") && topicOfFocus(strings.TrimPrefix(w, "ה"), f): // "המועדון" of "מועדון הקריאה"
		case w == "on" || w == "ב" || w == "one" || w == "הזה" || w == "הקרוב" || w == "הבא":
		default:
			return false
		}
	}
	return true
}

var (
	// reNoneOfEN tells the repeating event in focus will not be held on a
	// day: "no yoga next week", "there's no class on monday".
	reNoneOfEN = compile(`(?i)^(?:there'?s\s+no|there\s+is\s+no|there\s+won'?t\s+be(?:\s+any)?|no)\s+(.+)$`)
	// reNoneOfHE is the Hebrew one, the day first or last: "אין חוג
	// השבוע", "השבוע אין חוג", "ביום שני לא יהיה שיעור".
	reNoneOfHE = compile(`^(?:(.+?)\s+)?(?:אין|אין\s+לנו|אין\s+לי|לא\s+יהיה|לא\s+תהיה|לא\s+יהיו)\s+(.+)$`)
)

// noneFocus reads a day of the repeating event in focus told off with no
// command: "אין חוג השבוע", "no yoga next week". The words besides the day
// must name the event ("no milk tomorrow" names something else), and a
// day must be said.
func (m *message) noneFocus(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusEvent || !f.Recurring {
		return nil, false
	}
	low := toLower(strings.Trim(text, " ?!.,"))
	said := ""
	if g := reNoneOfEN.FindStringSubmatch(low); g != nil {
		said = g[1]
	} else if g := reNoneOfHE.FindStringSubmatch(low); g != nil {
		said = strings.TrimSpace(g[2] + " " + g[1])
	}
	if said == "" {
		return nil, false
	}
	from, to, spans, ok, err := m.readWindow(said)
	if err != nil || !ok || len(spans) == 0 || to.Sub(from) > 7*24*time.Hour {
		return nil, false
	}
	name := cutSpans(said, spans)
	if eventName(name) == "" || !namesFocusOnly(name, f) {
		return nil, false
	}
	return []memo.Step{calStep(memo.OpEventDelete, memo.CalendarArgs{Summary: f.Title, From: &from, To: &to, Scope: memo.ScopeInstance})}, true
}
