package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// What happened is not always set off from the command by a pause: "she
// cancelled so cancel it", "it got pushed move it to 6", "היא ביטלה
// תמחקי", "הלקוח ביטל אז תמחק". The command then starts at "so" ("אז")
// or at its own verb; the why before it is held to what focusReason
// allows, as after a pause. A command said as its verb alone ("תמחק",
// "delete") after such a why acts on the focus the why speaks of.

// reasonThen are the words that open a command after what happened.
var reasonThen = map[string]bool{"so": true, "then": true, "אז": true, "ולכן": true, "לכן": true}

// reasonCommandVerbs are English verbs that open a change of the focus.
var reasonCommandVerbs = map[string]bool{
	"delete": true, "remove": true, "cancel": true, "scrap": true, "erase": true, "move": true, "push": true,
	"postpone": true, "reschedule": true, "shift": true, "bump": true, "mark": true, "change": true, "make": true,
	"empty": true, "clear": true, "close": true,
}

// unpausedCuts are the cuts of text, why first, at each "so" or command
// verb that no pause comes before.
func unpausedCuts(text string) []reasonCut {
	words := strings.Fields(text)
	var cuts []reasonCut
	for i := 1; i < len(words); i++ {
		w := lower(strings.Trim(words[i], ",.!"))
		prev := words[i-1]
		if pausedAfter(prev, false) {
			continue // the pause's own cut
		}
		why := strings.Join(words[:i], " ")
		switch {
		case reasonThen[w] && i+1 < len(words):
			cuts = append(cuts, reasonCut{why: why, command: strings.Join(words[i+1:], " ")})
		case reasonCommandVerbs[w] || heCommandVerbs[w]:
			cuts = append(cuts, reasonCut{why: why, command: strings.Join(words[i:], " ")})
		}
	}
	return cuts
}

// bareCommandOnIt is a command said as its verb alone ("delete",
// "תמחקי") with the focus as its object; any other command is as said.
func bareCommandOnIt(command string) string {
	c := strings.Trim(command, " .!,")
	if strings.ContainsAny(c, " \t") {
		return command
	}
	w := lower(c)
	switch {
	case heCommandVerbs[w]:
		return c + " את זה"
	case reasonCommandVerbs[w]:
		return c + " it"
	}
	return command
}

// reCommandOnNamed is a command with its object named and nothing after
// it: "תמחק את ההצגה", "delete the meeting".
var reCommandOnNamed = compile(`(?i)^(\S+)\s+(?:לי\s+)?(?:את\s+|the\s+|that\s+|this\s+|my\s+)(\S+(?:\s+\S+)?)[.!]*$`)

// namedFocusOnIt says a command that names the focus by words of its
// title ("הלקוחות ביטלו תמחק את ההצגה" of "הצגה ברוטשילד 30") on "it",
// as the why before it speaks of the focus; any other command is as said.
func namedFocusOnIt(command string, f *memo.FocusItem) string {
	g := reCommandOnNamed.FindStringSubmatch(strings.TrimSpace(command))
	if g == nil {
		return command
	}
	verb := lower(g[1])
	if !reasonCommandVerbs[verb] && !heCommandVerbs[verb] {
		return command
	}
	title := focusTitleWords(f.Title)
	for _, w := range strings.Fields(lower(g[2])) {
		if !title[bareWord(w)] && !title[bareWord(bareWord(w))] { // "ההצגה" of "הצגה": its article and the word's own ה
			return command
		}
	}
	if hebrewText(g[1]) {
		return g[1] + " את זה"
	}
	return g[1] + " it"
}
