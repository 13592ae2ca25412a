package memo

import "time"

// InboxEntry is a message a channel stored before acknowledging it to its
// sender, so that a message the sender will not deliver again (an HTTP
// webhook answered 200) survives a restart until its turn has run.
type InboxEntry struct {
	// Channel is the channel that took the message ("cloud").
	Channel string
	// ChatID and MessageID name the message, as in Inbound.
	ChatID    string
	MessageID string
	// At is when the message was sent.
	At time.Time
	// Payload is what the channel needs to run the turn (the text, a media
	// id, a button's id), in the channel's own encoding.
	Payload []byte
	// State is where the message is.
	State InboxState
}

// InboxState is where a stored inbound message is.
type InboxState string

// Inbox states.
const (
	InboxQueued      InboxState = "queued"      // stored, its turn not begun
	InboxStarted     InboxState = "started"     // its turn began
	InboxDone        InboxState = "done"        // answered
	InboxRefused     InboxState = "refused"     // not queued (busy); the sender was told
	InboxInterrupted InboxState = "interrupted" // its turn was cut short by a restart
)

// MessageStatus is what became of a message the bot sent, as the channel
// reports it.
type MessageStatus string

// Message statuses, in the order they normally come; a status never moves
// back (a late "delivered" after "read" changes nothing).
const (
	StatusUnsent    MessageStatus = "unsent"    // sending failed; kept to be tried again
	StatusAccepted  MessageStatus = "accepted"  // the channel's API took it
	StatusSent      MessageStatus = "sent"      // on its way to the user's phone
	StatusDelivered MessageStatus = "delivered" // on the user's phone
	StatusRead      MessageStatus = "read"      // opened
	StatusFailed    MessageStatus = "failed"    // will not be delivered as sent
)

// Rank orders statuses from unsent to read; failed ranks with sent, so a
// failure reported after delivery does not undo it.
func (s MessageStatus) Rank() int {
	switch s {
	case StatusAccepted:
		return 1
	case StatusSent, StatusFailed:
		return 2
	case StatusDelivered:
		return 3
	case StatusRead:
		return 4
	}
	return 0
}

// Valid reports whether s is a known status.
func (s MessageStatus) Valid() bool {
	switch s {
	case StatusUnsent, StatusAccepted, StatusSent, StatusDelivered, StatusRead, StatusFailed:
		return true
	}
	return false
}

// FollowUp is what a channel still has to do about a message it sent.
type FollowUp string

// Follow-ups.
const (
	FollowNone     FollowUp = ""         // nothing
	FollowRetry    FollowUp = "retry"    // send it again
	FollowTemplate FollowUp = "template" // send it again as a template message
	FollowReport   FollowUp = "report"   // tell the operator it failed
)

// OutboundMessage is a message a channel sent (or failed to send), with
// what the channel reported of it since.
type OutboundMessage struct {
	// ID is the channel's id for the message; an unsent one has a local id.
	ID      string
	Channel string
	ChatID  string
	// Kind is "reply", "reminder", "digest", "notice" or "alert".
	Kind string
	// Payload is the request, in the channel's encoding, so the message can
	// be sent again.
	Payload []byte
	Status  MessageStatus
	// ErrorCode and ErrorTitle are the channel's reason for a failure.
	ErrorCode  int
	ErrorTitle string
	// Attempts counts the sends of this content, this one included.
	Attempts int
	// FollowUp is due at FollowUpAt.
	FollowUp   FollowUp
	FollowUpAt time.Time
	SentAt     time.Time
	StatusAt   time.Time
}

// StatusUpdate is a channel's report on a message it sent.
type StatusUpdate struct {
	MessageID  string
	Status     MessageStatus
	At         time.Time
	ErrorCode  int
	ErrorTitle string
}
