package gen

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// A precise writer adds a remark in parentheses about the message, not
// the thing: "… at 17:45 (local time).", "… (exactly as written).", a task
// with no date "(no date)", and closes a one-time reminder with "Only one
// reminder, not repeating." No word of the remark is a word of what is
// made (graph/offline/structured.go).

var (
	formTimedEN = []string{" (local time)", " (local time).", ". Only one reminder, not repeating.", " (exactly as written)"}
	formTimedHE = []string{" (לפי שעון מקומי)", " (שעון ישראל).", " (בדיוק כמו שכתוב)"}
	formBareEN  = []string{" (no date)", " (no date).", " (exactly as written)"}
	formBareHE  = []string{" (בלי תאריך)", " (ללא תאריך).", " (כמו שכתוב)"}
	formListEN  = []string{" (exactly as written)", " (as written)."}
	formListHE  = []string{" (בדיוק כמו שכתוב)", " (מילה במילה)"}
)

// formNote closes c's message with a remark about it, now and then (r
// decides, a stream of its own so the other cases keep their draws), and
// reports whether it did; the caller marks the case's noise.
func formNote(r *rand.Rand, c *Case) bool {
	if r.IntN(12) != 0 || c.Want.Op != "" || c.Want.Repeat != nil || dictated(c.Text) || strings.ContainsAny(c.Text, "()?") {
		return false
	}
	var notes []string
	switch {
	case c.Kind == ListAdd:
		notes = in(c.Lang, formListEN, formListHE)
	case (c.Kind == Reminder || c.Kind == Event) && len(c.Want.When.Times) > 0 && !c.Want.When.Ask:
		notes = in(c.Lang, formTimedEN, formTimedHE)
		if c.Kind == Event {
			notes = slices.DeleteFunc(slices.Clone(notes), func(n string) bool { return strings.Contains(n, "reminder") })
		}
	case c.Kind == Task && c.Want.When.Zero():
		notes = in(c.Lang, formBareEN, formBareHE)
	default:
		return false
	}
	note := pick(r, notes)
	had := words(c.Text)
	c.Text = strings.TrimRight(strings.TrimSpace(c.Text), ".") + note
	for _, w := range words(note) {
		if !slices.Contains(had, w) {
			c.Want.Lacks = append(c.Want.Lacks, w)
		}
	}
	return true
}
