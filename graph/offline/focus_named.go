package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// A change, removal or completion bound to the item in focus by words of
// its own title ("תבטל פגישה עם מנחה", "move meeting with advisor to 3",
// "delete call mom", "התקשרתי לאמא") names it as well as any other item of
// that title: the step keeps the focus and carries the name said, and
// entity resolution asks which is meant when another item bears the
// focus's title (see graph/focus_named.go). Said with no name ("cancel
// it", "תבטל את זה") or by its kind alone ("cancel the meeting", "תמחק את
// הפגישה"), the focus decides as before.

// markFocusNamed sets FocusNamed on the one step of steps that acts on the
// focus by its id when text names the focus by words of its title.
func markFocusNamed(steps []memo.Step, f *memo.FocusItem, text string) {
	if f == nil || f.ID == "" || len(steps) != 1 {
		return
	}
	s := &steps[0]
	onFocus := func(ids []string) bool { return len(ids) == 1 && ids[0] == f.ID }
	switch {
	case s.Calendar != nil && (s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventUpdate) && onFocus(s.Calendar.EventIDs):
		s.Calendar.FocusNamed = focusNameSaid(text, f.Title)
	case s.Tasks != nil && (s.Operation == memo.OpTaskDelete || s.Operation == memo.OpTaskComplete || s.Operation == memo.OpTaskUpdate) &&
		onFocus(s.Tasks.IDs) && len(s.Tasks.Targets) == 0:
		s.Tasks.FocusNamed = focusNameSaid(text, f.Title)
	}
}

// focusNameSaid is the words of text that name the item titled title, bare
// of a Hebrew prefix letter or an English plural ("הפגישה", "advisor's"):
// none when text names it by a pronoun, by its kind ("the meeting",
// "הפגישה", "the reminder") or by function words ("with", "עם") only.
func focusNameSaid(text, title string) string {
	words := focusTitleWords(title)
	var said []string
	for _, w := range strings.Fields(lower(text)) {
		w = strings.Trim(w, ",.!?:;\"'()")
		b := bareWord(w)
		if !words[b] && !words[bareWord(b)] {
			continue
		}
		if resolution.StopWord(w) || resolution.StopWord(b) || len([]rune(b)) < 2 || resolution.KindOnly(b) != nil || resolution.KindOnly(w) != nil {
			continue
		}
		said = append(said, w)
	}
	return strings.Join(said, " ")
}
