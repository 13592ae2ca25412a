package memo

import "time"

// Kinds of FocusItem.
const (
	FocusTask     = "task"
	FocusEvent    = "event"
	FocusList     = "list"
	FocusListItem = "list_item"
)

// FocusItem is the item a conversation is about: what the last turn
// created, changed or showed alone, or the item of a quoted message. "make
// it 8", "move it to 5", "remind me about it on Saturday" act on it.
type FocusItem struct {
	// Capability is the capability the item belongs to.
	Capability Capability `json:"capability"`
	// Kind is FocusTask, FocusEvent, FocusList or FocusListItem.
	Kind string `json:"kind"`
	// ID is the item's id; for a list item, ParentID is its list.
	ID       string `json:"id"`
	ParentID string `json:"parentId,omitempty"`
	// Title is the item's text, summary or name.
	Title string `json:"title"`
	// When is the task's due time or the event's start; nil when none.
	When *time.Time `json:"when,omitempty"`
	// End is the event's end; nil for others.
	End *time.Time `json:"end,omitempty"`
	// Recurring is set for a repeating task or an event of a series.
	Recurring bool `json:"recurring,omitempty"`
}
