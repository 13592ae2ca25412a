package memo

import "time"

// Kinds of FocusItem.
const (
	FocusTask     = "task"
	FocusEvent    = "event"
	FocusList     = "list"
	FocusListItem = "list_item"
)

// FocusItem is the one thing a conversation is about at the moment, so a
// follow-up can name it as "it" ("make it 6", "cancel that", "תזיז אותו
// לחמש"): the item the last turn created, changed or showed alone, or the
// item of the message the user quoted.
type FocusItem struct {
	// Capability owns the item: CapTasks, CapCalendar or CapLists.
	Capability Capability `json:"capability"`
	// Kind is FocusTask, FocusEvent, FocusList or FocusListItem.
	Kind string `json:"kind"`
	// ID is the item's id in its service (for an occurrence of a repeating
	// event, the occurrence's id); for a list item, ParentID is its list.
	ID       string `json:"id"`
	ParentID string `json:"parentId,omitempty"`
	// Title is what the user calls it: the task's text, the event's
	// summary, the list's name or the item's text.
	Title string `json:"title"`
	// When is the task's due time or the event's start; nil when it has
	// none. End is the event's end.
	When *time.Time `json:"when,omitempty"`
	End  *time.Time `json:"end,omitempty"`
	// Lead is how long before When a task's reminder comes, for a
	// reminder counted from a deadline ("remind me 3 hours before"): a
	// new lead ("make it 2 hours before") is counted from the same When.
	Lead time.Duration `json:"lead,omitempty"`
	// Recurring is set for a repeating task or an event of a series.
	Recurring bool `json:"recurring,omitempty"`
	// AllDay is set for an event of the whole day: its When is the day's
	// midnight, no hour of it ("move it to the 16th" moves the day, and a
	// reminder days before it comes at the day's usual hour).
	AllDay bool `json:"allDay,omitempty"`
	// Repeat is how an event of a series repeats, when the item read is the
	// series itself: a reminder counted back from it repeats the same way.
	Repeat *EventRecurrence `json:"repeat,omitempty"`
}
