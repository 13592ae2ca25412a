package memo

import (
	"encoding/json"
	"fmt"
	"time"
)

// Capability names a family of operations (tasks, lists, calendar...).
type Capability string

// Capabilities.
const (
	CapTasks    Capability = "tasks"
	CapLists    Capability = "lists"
	CapGeneral  Capability = "general"
	CapCalendar Capability = "calendar"
	CapGmail    Capability = "gmail"
	CapMemory   Capability = "memory"
	// CapSettings changes the user's own settings (the digest time).
	CapSettings Capability = "settings"
)

// Item is one thing a result is about: a Task, a List, an Event...
type Item interface {
	// ItemID is the item's id.
	ItemID() string
	// Title is what a user calls it: a task's text, a list's name.
	Title() string
	// InZone returns a copy with every time in loc.
	InZone(loc *time.Location) Item
}

// Result is the one envelope every capability operation returns.
type Result struct {
	Capability Capability `json:"capability"`
	Operation  Op         `json:"operation"`
	Items      []Item     `json:"items"`
	Meta       Meta       `json:"meta"`
	// Preview is true when nothing was done yet (an email shown before sending).
	Preview bool `json:"preview,omitempty"`
}

// Meta carries the counts and per-item outcomes of an operation.
type Meta struct {
	Count             int         `json:"count"`
	Created           int         `json:"created"`
	Updated           int         `json:"updated"`
	Deleted           int         `json:"deleted"`
	NotFound          []string    `json:"notFound"`
	Errors            []ItemError `json:"errors"`
	Summaries         []string    `json:"summaries"`
	IsRecurringSeries bool        `json:"isRecurringSeries,omitempty"`
	// Total is how many there are in all when Items is one page of them
	// (a listing of memories); 0 otherwise.
	Total int `json:"total,omitempty"`
	// Sections counts a task listing by section when Items is its first
	// page; nil when Items is the whole listing.
	Sections *TaskSections `json:"sections,omitempty"`
	// SentPrivately is set when what the step made (a Google connect link)
	// went to the member's private chat rather than to the group asked in.
	SentPrivately bool `json:"sentPrivately,omitempty"`
	// Existing are the ids of the items a create found already stored (the
	// same title at the same start, as when a message is sent twice) and
	// did not make again; they are in Items, and Created does not count
	// them.
	Existing []string `json:"existing,omitempty"`
}

// IsExisting reports whether the item of id was already stored before the
// create that returned it (see Meta.Existing).
func (m Meta) IsExisting(id string) bool {
	for _, x := range m.Existing {
		if x == id {
			return true
		}
	}
	return false
}

// ItemError is the failure of one item of a bulk operation.
type ItemError struct {
	ID    string `json:"id"`
	Error string `json:"error"`
}

// NewResult returns a Result whose Count is len(items) and whose slices are
// empty rather than nil, so the JSON shape never varies.
func NewResult(c Capability, op Op, items []Item) Result {
	if items == nil {
		items = []Item{}
	}
	return Result{
		Capability: c,
		Operation:  op,
		Items:      items,
		Meta:       Meta{Count: len(items), NotFound: []string{}, Errors: []ItemError{}, Summaries: []string{}},
	}
}

// InZone returns a copy of r with every item's times in loc.
func (r Result) InZone(loc *time.Location) Result {
	items := make([]Item, len(r.Items))
	for i, it := range r.Items {
		items[i] = it.InZone(loc)
	}
	r.Items = items
	return r
}

// Tasks returns the result's items that are tasks.
func (r Result) Tasks() []Task {
	var out []Task
	for _, it := range r.Items {
		if t, ok := it.(Task); ok {
			out = append(out, t)
		}
	}
	return out
}

// Lists returns the result's items that are lists.
func (r Result) Lists() []List {
	var out []List
	for _, it := range r.Items {
		if l, ok := it.(List); ok {
			out = append(out, l)
		}
	}
	return out
}

// UnmarshalJSON decodes a Result, choosing the item type by capability.
func (r *Result) UnmarshalJSON(b []byte) error {
	var raw struct {
		Capability Capability        `json:"capability"`
		Operation  string            `json:"operation"`
		Items      []json.RawMessage `json:"items"`
		Meta       Meta              `json:"meta"`
		Preview    bool              `json:"preview"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	r.Capability, r.Operation, r.Meta, r.Preview = raw.Capability, raw.Capability.Op(raw.Operation), raw.Meta, raw.Preview
	r.Items = make([]Item, 0, len(raw.Items))
	for _, m := range raw.Items {
		var it Item
		switch raw.Capability {
		case CapTasks:
			var t Task
			if err := json.Unmarshal(m, &t); err != nil {
				return err
			}
			it = t
		case CapLists:
			var l List
			if err := json.Unmarshal(m, &l); err != nil {
				return err
			}
			it = l
		case CapCalendar:
			var e Event
			if err := json.Unmarshal(m, &e); err != nil {
				return err
			}
			it = e
		case CapGmail:
			var e Email
			if err := json.Unmarshal(m, &e); err != nil {
				return err
			}
			it = e
		case CapMemory:
			var mem Memory
			if err := json.Unmarshal(m, &mem); err != nil {
				return err
			}
			it = mem
		default:
			return fmt.Errorf("decode result: no item type for capability %q", raw.Capability)
		}
		r.Items = append(r.Items, it)
	}
	return nil
}
