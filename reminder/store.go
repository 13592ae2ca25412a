package reminder

import (
	"context"
	"time"

	"github.com/memo-assistant/memo"
)

// Store is what the scheduler needs from storage. store/sqlite implements it.
type Store interface {
	// DueReminders returns up to limit open tasks whose next fire time is at
	// or before now, earliest first, reading only the next-fire index.
	DueReminders(ctx context.Context, now time.Time, limit int) ([]memo.DueReminder, error)
	// Delivered returns which of keys were already handled (any status).
	Delivered(ctx context.Context, keys []memo.DeliveryKey) (map[memo.DeliveryKey]bool, error)
	// RecordDeliveries stores the handling of firings; a key recorded before
	// is left as it is.
	RecordDeliveries(ctx context.Context, ds []memo.Delivery) error
	// AdvanceReminders moves each task's next fire time from its key's
	// FireAt to next (nil: the reminder is over) and counts one more firing.
	// A task whose next fire time is no longer FireAt (edited, completed or
	// deleted meanwhile) is left alone.
	AdvanceReminders(ctx context.Context, advances []Advance) error
	// SkippedReminders returns the user's reminders skipped while offline
	// that no digest has listed yet, oldest first.
	SkippedReminders(ctx context.Context, userID string) ([]memo.Delivery, error)
	// MarkDigested records that a digest listed these skipped reminders.
	MarkDigested(ctx context.Context, keys []memo.DeliveryKey, at time.Time) error
	// DueDigests returns up to limit users whose next digest time is at or
	// before now.
	DueDigests(ctx context.Context, now time.Time, limit int) ([]memo.DigestDue, error)
	// SetNextDigest moves the user's next digest time from was to next.
	SetNextDigest(ctx context.Context, userID string, was, next time.Time) error
	// EndStays sends home the users whose stay in another zone ended by
	// now, and returns them as they are after.
	EndStays(ctx context.Context, now time.Time) ([]memo.User, error)
	// SaveSentMessage remembers a message the bot sent, for quoted replies.
	SaveSentMessage(ctx context.Context, m memo.SentMessage) error
}

// Advance moves one task's reminder on after a firing.
type Advance struct {
	Key  memo.DeliveryKey
	Next *time.Time
}
