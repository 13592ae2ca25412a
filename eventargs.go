package memo

import "time"

// Calendar operations: reads first, then writes.
const (
	OpEventGet                     Op = "calendar.get"
	OpEventGetEvents               Op = "calendar.getEvents"
	OpEventCheckConflicts          Op = "calendar.checkConflicts"
	OpEventGetRecurringInstances   Op = "calendar.getRecurringInstances"
	OpEventCreate                  Op = "calendar.create"
	OpEventCreateMultiple          Op = "calendar.createMultiple"
	OpEventCreateRecurring         Op = "calendar.createRecurring"
	OpEventCreateMultipleRecurring Op = "calendar.createMultipleRecurring"
	OpEventUpdate                  Op = "calendar.update"
	OpEventUpdateByWindow          Op = "calendar.updateByWindow"
	OpEventDelete                  Op = "calendar.delete"
	OpEventDeleteByWindow          Op = "calendar.deleteByWindow"
	OpEventDeleteBySummary         Op = "calendar.deleteBySummary"
	OpEventTruncateRecurring       Op = "calendar.truncateRecurring"
)

// SeriesScope says which part of a recurring series an operation on one of
// its occurrences means.
type SeriesScope string

// Series scopes.
const (
	// ScopeUnknown: the user did not say; entity resolution asks.
	ScopeUnknown SeriesScope = ""
	// ScopeSeries: the whole series ("the recurring gym", "every gym").
	ScopeSeries SeriesScope = "series"
	// ScopeInstance: only the occurrence named.
	ScopeInstance SeriesScope = "instance"
)

// CalendarArgs are the arguments of a calendar operation.
type CalendarArgs struct {
	// Drafts are the events to create (a draft with Recurrence makes a
	// series). Their IDs are set at execution from the turn and step.
	Drafts []EventDraft `json:"drafts,omitempty"`
	// From and To bound a read or a window operation; a search for a named
	// event uses them too when set, else the default search window.
	From *time.Time `json:"from,omitempty"`
	To   *time.Time `json:"to,omitempty"`
	// Summary names the event an operation targets (searchCriteria.summary).
	Summary string `json:"summary,omitempty"`
	// AtTime narrows a search to events starting at this local time, "HH:MM".
	AtTime string `json:"atTime,omitempty"`
	// ExcludeSummaries are kept out of a window operation ("except the
	// ultrasound").
	ExcludeSummaries []string `json:"excludeSummaries,omitempty"`
	// Fields are what an update changes (updateFields).
	Fields *EventFields `json:"fields,omitempty"`
	// Scope is the part of a series the user named; ScopeUnknown asks.
	Scope SeriesScope `json:"scope,omitempty"`
	// All is set when the user's words said all/every/כל of what the
	// name matches; otherwise several matching events are asked about.
	All bool `json:"all,omitempty"`
	// Until ends a series (truncateRecurring).
	Until *time.Time `json:"until,omitempty"`
	// EventIDs are the events the operation acts on, set by entity
	// resolution only (or by the answer to its question).
	EventIDs []string `json:"eventIds,omitempty"`
	// NotFound are names that matched no event, set by entity resolution.
	NotFound []string `json:"notFound,omitempty"`
	// FocusNamed is the name the user's words gave the event in focus that
	// EventIDs holds ("cancel meeting with advisor" right after making
	// it): entity resolution asks which is meant when another event bears
	// that event's title, since the name fits it as well as the focus.
	FocusNamed string `json:"focusNamed,omitempty"`
	// NeedTime says the one draft to create was given its day but no hour
	// (its Start is that day's midnight): the gate asks what time, and the
	// answer completes it.
	NeedTime bool `json:"needTime,omitempty"`
	// Where says a read asked where the event is ("where is it?"): the
	// answer says so when it has no place.
	Where bool `json:"where,omitempty"`
}

// EventFields are what an update sets; empty fields stay as they are.
type EventFields struct {
	Summary string `json:"summary,omitempty"`
	// Start is the new start; Move says which part of it counts: its
	// time of day (the event keeps its day), its day (the event keeps its
	// time), or all of it. The duration is kept unless End is set.
	Start *time.Time `json:"start,omitempty"`
	End   *time.Time `json:"end,omitempty"`
	Move  Move       `json:"-"`
	// EndOfDay says End is a time of day on the event's own day (the next
	// day when that would not be after its start): "the meeting ends at
	// 15:30", said before the event is found.
	EndOfDay bool `json:"endOfDay,omitempty"`
	// EndEitherHalf says End's hour was said without its half of the day
	// ("ends at 5"): the first of it or twelve hours on that is after the
	// start.
	EndEitherHalf bool   `json:"endEitherHalf,omitempty"`
	Location      string `json:"location,omitempty"`
	AllDay        *bool  `json:"allDay,omitempty"`
	// Recurrence makes a single event a series ("make it every week"),
	// starting at its start.
	Recurrence *EventRecurrence `json:"recurrence,omitempty"`
	// Note is a line added to the event's description ("add a note: bring
	// ID"); what the description held stays above it.
	Note string `json:"note,omitempty"`
}
