package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A command said after what happened with no pause between them ("קנינו
// הכל תרוקני אותה", "bought everything empty it", "בוצע תסגור את המשימה")
// is read by some readers as part of the thing named: an item "הכל תרוקני
// אותה" checked off. When a text the plan would store or look up holds a
// command verb that the message said after other words and no pause, the
// message is read again with the pause put in, so it reads as "קנינו הכל,
// תרוקני אותה" does.

// unpausedCommand is text with a comma put before the first command verb
// that follows other words with no pause and that steps keep inside a
// text they store or look up; ok is false when there is none.
//
// It is asked of every plan, and a true answer plans the message again,
// so the cheap tests come first: the words of text are read for such a
// verb before the texts steps keep are gathered, which most messages,
// holding none, never need.
func unpausedCommand(text string, steps []memo.Step) (string, bool) {
	words := strings.Fields(text)
	var kept map[string]bool // the words steps keep, gathered at the first verb
	for i := 1; i < len(words); i++ {
		prev := words[i-1]
		if pausedAfter(prev, true) {
			continue
		}
		w := lower(strings.Trim(words[i], ",.!?"))
		if notOrdered[lower(prev)] || !commandOnIt(w, words[i+1:]) {
			continue
		}
		if kept == nil {
			kept = keptWords(steps)
		}
		if !kept[w] {
			continue
		}
		out := strings.Join(words[:i], " ") + ", " + strings.Join(words[i:], " ")
		return out, true
	}
	return text, false
}

// keptWords are the words of the texts steps keep (see keptTexts), in
// lower case and without the marks after them.
func keptWords(steps []memo.Step) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(lower(strings.Join(keptTexts(steps), " \x00 "))) {
		out[strings.Trim(w, ",.!?")] = true
	}
	return out
}

// pausedAfter reports whether word ends in a pause: a comma, a full stop
// or a semicolon, and with colon set a colon too. A command after such a
// word is set off from what came before it already. The readers of a why
// and a command (unpausedCuts) pass colon false: reasonCuts, which makes
// the cut at each of its pauses, makes none at a colon, so the cut after
// "…:" is theirs to make.
func pausedAfter(word string, colon bool) bool {
	if word == "" {
		return false
	}
	switch word[len(word)-1] {
	case ',', '.', ';':
		return true
	case ':':
		return colon
	}
	return false
}

// notOrdered are the words after which a verb is the thing to do, not an
// order to Memo: "remind me to cancel the gym", "I need to clear the
// gutters", "ש…".
var notOrdered = wordSet(`to and or i we you he she they will can should must gonna wanna need have ill well
	ש ו אני אתה את הוא היא אנחנו הם צריך צריכה צריכים`)

// commandOnIt reports whether verb, with the words after it, is a command
// on something said or in focus: a Hebrew command verb, or an English one
// on "it", "them", "all", "the …".
func commandOnIt(verb string, after []string) bool {
	if heCommandVerbs[verb] {
		return true
	}
	if !pausedVerbsEN[verb] || len(after) == 0 {
		return false
	}
	switch lower(strings.Trim(after[0], ",.!?")) {
	case "it", "them", "all", "the", "that", "this", "everything":
		return true
	}
	return false
}

// pausedVerbsEN are the English commands on a thing that a message may
// say after what happened with no pause.
var pausedVerbsEN = wordSet(`delete remove cancel scrap erase empty clear close mark`)

// keptTexts are the texts steps store or look up: titles made, list items
// and names, and the targets of changes.
func keptTexts(steps []memo.Step) []string {
	out := madeTitles(steps)
	for _, s := range steps {
		if s.Lists != nil {
			out = append(out, s.Lists.Items...)
		}
		if s.Tasks != nil {
			out = append(out, s.Tasks.Targets...)
		}
	}
	return out
}
