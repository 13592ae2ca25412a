package memo

import "time"

// DueReminder is a task whose reminder is due: the scheduler's unit of work.
type DueReminder struct {
	UserID string
	// User is the task's owner (zone and language), when the store joins it.
	User User
	Task Task
	// FireAt is the fire time that is due (the task's next_fire_at).
	FireAt time.Time
}

// Key is the dedupe key of this firing: the task and its fire time.
func (d DueReminder) Key() DeliveryKey { return DeliveryKey{TaskID: d.Task.ID, FireAt: d.FireAt} }

// DeliveryKey names one firing of one task's reminder.
type DeliveryKey struct {
	TaskID string
	FireAt time.Time
}

// DeliveryStatus is what became of a firing.
type DeliveryStatus string

// Delivery statuses.
const (
	DeliverySent    DeliveryStatus = "sent"    // sent on time
	DeliveryLate    DeliveryStatus = "late"    // sent late, after downtime, and marked so
	DeliverySkipped DeliveryStatus = "skipped" // too stale to send; listed in the next digest
)

// Delivery records the handling of one firing.
type Delivery struct {
	DeliveryKey
	UserID    string
	Text      string // the task's text, for the digest
	Status    DeliveryStatus
	MessageID string // the id of the message that carried it, if sent
}

// SentMessage is a message the bot sent that a user may quote later.
type SentMessage struct {
	ChatID    string
	MessageID string
	Kind      string // "reminder", "digest", ...
	TaskIDs   []string
	SentAt    time.Time
}

// DigestDue is a user whose morning digest is due.
type DigestDue struct {
	User User
	// At is when the digest was due (the user's next_digest_at).
	At time.Time
	// Time is the user's digest time, "HH:MM" local.
	Time string
}

// DueEventReminder is the reminder of one occurrence of a local calendar
// event ("remind me an hour before"): due FireAt, ReminderMinutes before
// the event starts.
type DueEventReminder struct {
	UserID string
	Event  Event
	FireAt time.Time
}

// Key is the dedupe key of this firing: the occurrence, marked as an
// event's so it never meets a task id, and its fire time.
func (d DueEventReminder) Key() DeliveryKey {
	return DeliveryKey{TaskID: "event:" + d.Event.ID, FireAt: d.FireAt}
}
