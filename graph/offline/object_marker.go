package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A reminder of a thing is said with the object's marker before it:
// "תזכיר לי את התרופות בערב" reminds of התרופות. The marker is no word of
// the thing, and a title never opens with a bare "את"; it is read off
// once every reader is done, so a reader that takes the marker to join
// the thing to a deed said before ("…, וגם את אמא ב-11") still sees it.

// mendObjectMarker takes a bare "את" off the opening of each new task's
// title in steps: "את התרופות" is "התרופות". A title of the marker and a
// pronoun ("את זה") is left to the readers of pronouns.
func mendObjectMarker(steps []memo.Step) {
	for _, s := range steps {
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil {
			continue
		}
		for i, d := range s.Tasks.Drafts {
			rest, ok := strings.CutPrefix(d.Text, "את ")
			if !ok || len(strings.Fields(rest)) == 0 || markedPronoun[strings.Fields(rest)[0]] {
				continue
			}
			s.Tasks.Drafts[i].Text = strings.TrimSpace(rest)
		}
	}
}

// markedPronoun are the words after "את" that point at a thing said
// before, not name one.
var markedPronoun = wordSet(`זה זאת זו הזה הזאת עצמי עצמך עצמו עצמה`)
