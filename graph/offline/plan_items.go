package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// createsItem reports whether steps make a task or an event.
func createsItem(steps []memo.Step) bool {
	for _, s := range steps {
		switch {
		case s.Tasks != nil && s.Operation == memo.OpTaskCreate:
			return true
		case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
			return true // every create of events, one or a series
		}
	}
	return false
}

// repeatsItem reports whether steps make a repeating task or event.
func repeatsItem(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
	}
	return false
}

// slippedVerbs are verbs of making an item long enough that one slip of
// the keys in them makes no other word a title opens with.
var slippedVerbs = []string{"schedule", "remind", "arrange", "reserve", "תקבע", "תקבעי", "תכניס", "תכניסי", "תוסיף", "תוסיפי",
	"תרשום", "תרשמי", "תזכיר", "תזכירי", "תשריין", "תזמן"}

// reportedVerbs tell of an item made already ("just booked a …").
var reportedVerbs = wordSet(`booked scheduled arranged made set planned`)

// slippedCommandTitle reports whether a task or an event steps make is
// titled by a verb of making it mistyped ("תבקע בדיקת דם", "reimnd
// call the bank"): the command was not read, and the title holds it.
func slippedCommandTitle(steps []memo.Step) bool {
	var titles []string
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				titles = append(titles, d.Text)
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				titles = append(titles, d.Summary)
			}
		}
	}
	for _, t := range titles {
		first, rest, _ := strings.Cut(toLower(strings.TrimSpace(t)), " ")
		if second, _, _ := strings.Cut(rest, " "); reportedVerbs[second] && first != "just" && slipOf(first, "just") {
			return true // "jsut booked a flu shot …": the report was not read
		}
		for _, v := range slippedVerbs {
			if first != v && slipOf(first, v) {
				return true
			}
		}
	}
	return false
}
