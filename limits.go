package memo

import (
	"fmt"
	"unicode/utf8"
)

// Limits on what one message may store or look for. Both planners' steps
// are held to them before anything is resolved or written, and the stores
// refuse more, so the work one message causes and the storage one sender
// fills do not grow with what the sender typed. The model planner asks the
// model for no more than this either.
const (
	// MaxTextRunes is the longest text stored as a name: a task, a
	// category, a list's name or item, an event's summary. It is also the
	// longest name looked up among a user's tasks, lists and events.
	MaxTextRunes = 300
	// MaxNoteRunes is the longest event description or location.
	MaxNoteRunes = 2000
	// MaxItemsPerStep is the most list items one message adds, removes or
	// names, and the most names one message looks up.
	MaxItemsPerStep = 30
	// MaxDraftsPerStep is the most tasks or events one message creates.
	MaxDraftsPerStep = 10
	// MaxListItems is the most items a list holds.
	MaxListItems = 500
	// MaxAttendees is the most attendees an event has.
	MaxAttendees = 50
)

// CheckText returns an ETooLong error naming what when s is longer than
// max runes, else nil.
func CheckText(what, s string, max int) error {
	if n := utf8.RuneCountInString(s); n > max {
		return Errorf(ETooLong, "%s is %d characters; at most %d", what, n, max)
	}
	return nil
}

// CheckCount returns an ETooLong error naming what when n is more than
// max, else nil.
func CheckCount(what string, n, max int) error {
	if n > max {
		return &Error{Code: ETooLong, Message: fmt.Sprintf("%d %s; at most %d", n, what, max)}
	}
	return nil
}
