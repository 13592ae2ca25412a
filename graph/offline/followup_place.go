package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// The event in focus given a new place: "change the location to Aroma",
// "move it to the zoom room instead", "תשנה את המיקום לארומה". The words
// name where it is, not what it is called, so its title stays.

var (
	// rePlaceTo is a change said with a word of place: "change the location
	// to X", "the venue is X", "תשנה את המיקום ל-X", "המקום הוא X".
	rePlaceTo = compile(`(?i)^(?:(?:please|pls|ok|so|and)\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:change|update|set|switch|make|move)\s+(?:the\s+|its\s+)?(?:location|place|venue|address|spot)\s+(?:to|into|as)\s+(.+?)(?:\s+instead)?$|` +
		`^(?:the\s+)?(?:new\s+)?(?:location|place|venue|address)(?:\s+is\s+|\s+will\s+be\s+|\s*:\s*)(.+)$|` +
		`^ו?(?:תשנה|תשני|שנה|שני|לשנות|תעדכן|תעדכני|עדכן|לעדכן|תחליף|תחליפי|להחליף)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?(?:מיקום|מקום|כתובת)(?:\s+של\s+(?:זה|הפגישה|האירוע))?\s+ל-?\s*(.+?)(?:\s+במקום)?$|` +
		`^(?:ה)?(?:מיקום|מקום|כתובת)(?:\s+(?:החדש|החדשה))?(?:\s+(?:הוא|היא|זה)\s+|\s*:\s*)(.+)$`)
	// reMoveToRoom is "move it to the zoom room instead": a move to a place
	// said with a noun of one.
	reMoveToRoom = compile(`(?i)^(?:(?:can|could)\s+(?:you|u)\s+)?(?:move|switch|change|shift)\s+(?:it|that|this|the\s+\w+)\s+(?:to|into)\s+((?:the\s+)?.*\b(?:room|office|cafe|café|restaurant|hall|building|studio|lobby|conference\s+room|meeting\s+room|zoom|teams|google\s+meet|meet)\b.*?)(?:\s+instead)?$|` +
		`^ו?(?:תעביר|תעבירי|תזיז|תזיזי|להעביר)\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה|הפגישה|האירוע)\s+((?:ל|אל)(?:ה)?(?:חדר|משרד|קפה|מסעדה|אולם|בניין|סטודיו|לובי|זום|טימס)(?:\s.*?)?)(?:\s+במקום)?$`)
)

// placeFocus sets the place of the event in focus when text names a new
// one. A task has no place: that is declined rather than read as a title.
func (m *message) placeFocus(text string, f *memo.FocusItem) ([]memo.Step, bool) {
	place := ""
	if g := rePlaceTo.FindStringSubmatch(text); g != nil {
		place = firstOf(g[1:])
	} else if g := reMoveToRoom.FindStringSubmatch(text); g != nil {
		place = firstOf(g[1:])
		if hebrewText(place) {
			place = strings.TrimPrefix(strings.TrimPrefix(place, "אל "), "ל") // "לחדר הזום" → "חדר הזום"
		}
	} else {
		return nil, false
	}
	place = strings.TrimPrefix(strings.Trim(strings.TrimSpace(place), " ,.!?\"'“”"), "the ")
	if hebrewText(place) {
		place = strings.TrimPrefix(place, "-")
		if rest, ok := strings.CutPrefix(place, "ב"); ok && placeNounFirst(rest) {
			place = rest // "המיקום זה בקפה גרג": at the café
		}
	}
	if place == "" || len([]rune(place)) > 80 {
		return nil, false
	}
	if _, found, _ := timeparse.Parse(place, m.now(), m.loc()); found {
		return nil, false // "move it to the meeting room at 5": a time too, not read here
	}
	if f.Kind != memo.FocusEvent {
		return []memo.Step{general(memo.OpUnknown, "")}, true
	}
	return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
		Fields: &memo.EventFields{Location: place}})}, true
}
