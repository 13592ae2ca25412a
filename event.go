package memo

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"strings"
	"time"
)

// Limits on calendar requests, the same for every calendar.
const (
	// MaxEventWindow is the longest window a calendar lists at once (about
	// two years): wider asks are EInvalid rather than slow.
	MaxEventWindow = 2 * 366 * 24 * time.Hour
	// MaxEventSummary is the longest event title, in characters.
	MaxEventSummary = 1000
	// DefaultEventDuration is the length of an event given without an end.
	DefaultEventDuration = time.Hour
)

// Event is one calendar event: a single event, a recurring series (its
// master, with Recurrence set) or one occurrence of a series (with
// RecurringEventID set). The JSON names are the result contract's.
type Event struct {
	ID      string `json:"id"`
	Summary string `json:"summary"`
	// Start and End bound the event; End is exclusive. An all-day event
	// runs from midnight of its first day to midnight after its last, in
	// the calendar's zone.
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	Description string    `json:"description"`
	Location    string    `json:"location"`
	// Attendees are e-mail addresses; never nil.
	Attendees []string `json:"attendees"`
	// RecurringEventID is the series an occurrence belongs to; "" otherwise.
	RecurringEventID string `json:"recurringEventId"`
	// HTMLLink opens the event in Google Calendar; "" for the local calendar.
	HTMLLink string `json:"htmlLink,omitempty"`
	AllDay   bool   `json:"allDay"`
	// OriginalStart is, for an occurrence, the start the series gave it
	// (it differs from Start when that occurrence alone was moved).
	OriginalStart *time.Time `json:"originalStart,omitempty"`
	// Recurrence is set on a series master.
	Recurrence *EventRecurrence `json:"recurrence,omitempty"`
	// TimeZone is the IANA zone a series repeats in.
	TimeZone string `json:"timeZone,omitempty"`
	// ReminderMinutes is a popup this many minutes before the start; nil
	// means the calendar's default reminders.
	ReminderMinutes *int `json:"reminderMinutesBefore,omitempty"`
}

// ItemID implements Item.
func (e Event) ItemID() string { return e.ID }

// Title implements Item.
func (e Event) Title() string { return e.Summary }

// IsSeries reports whether e is the master of a recurring series.
func (e Event) IsSeries() bool { return e.Recurrence != nil }

// SeriesID returns the id of the series e belongs to or heads, or "" for a
// single event.
func (e Event) SeriesID() string {
	switch {
	case e.RecurringEventID != "":
		return e.RecurringEventID
	case e.Recurrence != nil:
		return e.ID
	}
	return ""
}

// InZone implements Item. An all-day event keeps its dates: its midnights
// are moved to loc's midnights of the same days.
func (e Event) InZone(loc *time.Location) Item {
	move := func(t time.Time) time.Time {
		if e.AllDay {
			y, m, d := t.Date()
			return time.Date(y, m, d, 0, 0, 0, 0, loc)
		}
		return t.In(loc)
	}
	e.Start, e.End = move(e.Start), move(e.End)
	if e.OriginalStart != nil {
		o := move(*e.OriginalStart)
		e.OriginalStart = &o
	}
	if e.Recurrence != nil && e.Recurrence.Until != nil {
		r := *e.Recurrence
		u := r.Until.In(loc)
		r.Until = &u
		e.Recurrence = &r
	}
	return e
}

// EventRecurrence is how a series repeats: the RRULE subset Memo writes
// (daily, weekly on some days, monthly on a day or on a weekday of the
// month, yearly on the start's date, every so many of them, until a time).
type EventRecurrence struct {
	// Type is RecurDaily, RecurWeekly, RecurMonthly or RecurYearly; "" for
	// a rule made elsewhere that Memo cannot describe (RRule still holds it).
	Type RecurrenceType `json:"type"`
	// Interval repeats every Interval days, weeks or months; 0 means 1.
	Interval int `json:"interval,omitempty"`
	// Days are weekdays, 0 = Sunday, for weekly; empty means the start's.
	Days []int `json:"days,omitempty"`
	// DayOfMonth is 1..31 for monthly; 0 means the start's. Months without
	// that day are skipped (RFC 5545), as Google Calendar does.
	DayOfMonth int `json:"dayOfMonth,omitempty"`
	// Week makes a monthly series fall on a weekday of the month: 1 to 4
	// the first to the fourth, -1 the last; Days holds the one weekday.
	Week int `json:"week,omitempty"`
	// Until ends the series: no occurrence starts after it. nil means
	// open-ended.
	Until *time.Time `json:"until,omitempty"`
	// RRule is the rule as the calendar stores it ("FREQ=WEEKLY;BYDAY=MO"),
	// filled on reads and ignored on writes.
	RRule string `json:"rrule,omitempty"`
}

// EventDraft is an event to create.
type EventDraft struct {
	// ID is the event id to create it under; "" lets the calendar choose.
	// A caller that may retry derives it with EventIDFor, so a retried
	// insert finds the event instead of adding a second one.
	ID          string    `json:"id,omitempty"`
	Summary     string    `json:"summary"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"` // zero: Start + DefaultEventDuration (one day when AllDay)
	Description string    `json:"description,omitempty"`
	Location    string    `json:"location,omitempty"`
	Attendees   []string  `json:"attendees,omitempty"`
	AllDay      bool      `json:"allDay,omitempty"`
	// TimeZone is the IANA zone a series repeats in; "" means the calendar's.
	TimeZone        string           `json:"timeZone,omitempty"`
	ReminderMinutes *int             `json:"reminderMinutesBefore,omitempty"`
	Recurrence      *EventRecurrence `json:"recurrence,omitempty"`
}

// EventPatch changes an event; nil fields stay as they are. Giving Start
// without End moves the event and keeps its duration.
type EventPatch struct {
	Summary         *string
	Description     *string
	Location        *string
	Start, End      *time.Time
	AllDay          *bool
	Attendees       *[]string
	ReminderMinutes *int
	// Recurrence replaces a series' rule (or makes a single event a
	// series); EInvalid on an occurrence.
	Recurrence *EventRecurrence
}

// EventReader reads one user's calendar. Times come back in the calendar's
// zone. Errors: EInvalid for a window that is empty or longer than
// MaxEventWindow; EUnlinked when the calendar's account is not linked or
// the grant was revoked; EUnavailable when it is down after retries.
type EventReader interface {
	// FindEvents returns the events overlapping [from, to), recurring series
	// expanded into their occurrences, by start.
	FindEvents(ctx context.Context, from, to time.Time) ([]Event, error)
	// GetEvent returns a single event, a series master or one occurrence
	// by id; ENotFound when there is none (or it was deleted).
	GetEvent(ctx context.Context, id string) (Event, error)
	// EventInstances returns the occurrences of a series overlapping
	// [from, to), by start. id may be the series or one of its
	// occurrences; ENotFound when it does not exist, EInvalid when it does
	// not repeat.
	EventInstances(ctx context.Context, id string, from, to time.Time) ([]Event, error)
}

// EventWriter changes one user's calendar. Errors as for EventReader, and
// EInvalid for a draft or patch that breaks the rules of EventDraft (an
// end before the start, an unknown zone, an empty title or one over
// MaxEventSummary characters, an id that is not base32hex).
type EventWriter interface {
	// CreateEvent adds an event. A draft whose ID is taken returns the
	// event stored under it, unchanged (EConflict when it was deleted
	// since), so a retried create never adds a second event.
	CreateEvent(ctx context.Context, d EventDraft) (Event, error)
	// UpdateEvent changes an event and returns it. On a series id it
	// changes the whole series; on an occurrence id only that occurrence.
	UpdateEvent(ctx context.Context, id string, p EventPatch) (Event, error)
	// DeleteEvent deletes an event and returns it as it was. On a series
	// id it deletes the whole series; on an occurrence id only that
	// occurrence. ENotFound when there is no such event.
	DeleteEvent(ctx context.Context, id string) (Event, error)
}

// SeriesEnder truncates recurring series.
type SeriesEnder interface {
	// EndSeries ends a series so that no occurrence starts after until,
	// dropping a count limit, and returns the series. id may be the series
	// or one of its occurrences. EInvalid when the event does not repeat or
	// until is before its first occurrence.
	EndSeries(ctx context.Context, id string, until time.Time) (Event, error)
}

// Calendar is one user's calendar: Google Calendar when the user linked
// it, the local calendar otherwise. Implementations are safe for
// concurrent use.
type Calendar interface {
	EventReader
	EventWriter
	SeriesEnder
}

// eventIDEncoding is base32hex in lower case ("0-9a-v"), the alphabet
// Google Calendar accepts for client-chosen ids.
var eventIDEncoding = base32.NewEncoding("0123456789abcdefghijklmnopqrstuv").WithPadding(base32.NoPadding)

// EventIDFor derives a valid event id from key (e.g. a turn id and a step
// id): the same key always gives the same id, different keys different
// ids (a SHA-256 digest, 52 characters).
func EventIDFor(key string) string {
	sum := sha256.Sum256([]byte(key))
	return eventIDEncoding.EncodeToString(sum[:])
}

// ValidEventID reports whether id may be used as a client-chosen event id:
// 5 to 1024 characters of lower-case base32hex (a-v, 0-9).
func ValidEventID(id string) bool {
	if len(id) < 5 || len(id) > 1024 {
		return false
	}
	return strings.Trim(id, "0123456789abcdefghijklmnopqrstuv") == ""
}

// Events returns the result's items that are events.
func (r Result) Events() []Event {
	var out []Event
	for _, it := range r.Items {
		if e, ok := it.(Event); ok {
			out = append(out, e)
		}
	}
	return out
}
