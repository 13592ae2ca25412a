package memo

import (
	"strings"
	"time"
)

// Inbound is one message from a user, as every channel (WhatsApp, HTTP,
// terminal) hands it to the dispatcher.
type Inbound struct {
	// ChatID names the conversation; state and queues are keyed by it.
	ChatID string
	// UserID is the sender (a phone number on WhatsApp). Empty means ChatID.
	UserID string
	// MessageID is the channel's id for the message, used to drop redeliveries.
	// Empty means the channel has no ids and nothing is deduplicated.
	MessageID string
	// Text is the message text (or a transcript of a voice note).
	Text string
	// QuotedMessageID is the id of the message this one replies to, if any.
	QuotedMessageID string
	// QuotedText is the text of the quoted message, when the channel
	// carries it ("remember this" replying to a message saves it).
	QuotedText string
	// At is when the message was sent.
	At time.Time
	// SentAt is the time the channel itself stamped on the message
	// (WhatsApp's and the Cloud API's timestamps); zero when the channel
	// has none. A message sent before a question was asked is no answer to
	// it: a delivery replayed days later cannot say "yes" to what is open
	// now.
	SentAt time.Time
	// Channel names the channel the message came on ("whatsapp", "cloud");
	// its reply goes back on it. Empty means the channel the chat was last
	// seen on, or the only one.
	Channel string
	// Payload is the channel's own record of the message (JSON): what its
	// turn needs beyond Text, such as a voice note's media or a tapped
	// button. The dispatcher carries it to the channel's handler and the
	// inbox stores it, so a message replayed after a restart runs as the
	// first would have; only the channel that wrote it reads it. Empty for
	// channels with nothing more to say.
	Payload []byte
	// Shared is what the message carries besides its words (contact
	// cards, a location, a reaction, the forwarded mark); zero for a
	// plain message. A channel that stores Payload keeps Shared in it.
	Shared Shared
	// Attachment is the photo or document the message carries for the
	// model to read, fetched by the channel just before the turn; nil for
	// any other message. It is never stored (Payload names the media, not
	// its bytes).
	Attachment *Attachment
}

// User returns the id of the sender, falling back to the chat id.
func (in Inbound) User() string {
	if in.UserID != "" {
		return in.UserID
	}
	return in.ChatID
}

// Reply is what a turn answers: the text the user sees and the typed result
// behind it.
type Reply struct {
	// ChatID is the conversation the reply goes to.
	ChatID string
	// Text is the rendered message, in the user's language, with WhatsApp markup.
	Text string
	// Lang is the language Text is written in.
	Lang Language
	// Tool names what ran, "capability.operation" (e.g. "tasks.create"),
	// or "pending" when the turn stopped to ask.
	Tool string
	// Success is false when the request failed or was refused.
	Success bool
	// Result is the envelope of the step the reply is about; nil when no
	// capability ran (help, chit-chat, an error before execution).
	Result *Result
	// Pending is the question the turn stopped on, if it stopped.
	Pending *Pending
	// Duplicate is true when the message id was seen before and nothing ran.
	Duplicate bool
}

// PrivateChat is the chat in which only the person of chatID reads what
// is sent: chatID itself for a one-to-one chat, the member's own chat for
// a member's conversation in a group ("<group>/<member>"), and false for
// a group as a whole (whom it would reach cannot be said). Bearer links
// (a Google connect link) go only there.
func PrivateChat(chatID string) (string, bool) {
	if _, member, ok := strings.Cut(chatID, "/"); ok {
		return member, member != ""
	}
	if strings.HasSuffix(chatID, "@g.us") {
		return "", false
	}
	return chatID, chatID != ""
}
