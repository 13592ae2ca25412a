package memo

import (
	"context"
	"time"
)

// ChatRead says what a turn reads of its chat's state at its start.
type ChatRead struct {
	// Recent is how many of the latest turns to read.
	Recent int
	// Steps are step-log keys to read with the rest (the steps of the
	// turn, when its id is known before it is planned).
	Steps []string
	// Lock, when set, is the token under which the read first takes the
	// chat's turn lock (ChatLocker); while another token holds it the read
	// returns ErrChatBusy and nothing else.
	Lock string
}

// ChatState is a chat's conversation state as a turn reads it at its
// start, at once.
type ChatState struct {
	// Pending is the unexpired pending question; nil when none.
	Pending *Pending
	// Language is the chat's language; "" when none is known.
	Language Language
	// Numbered is the last numbered list; nil when none.
	Numbered *NumberedList
	// Recall is the chat's recall; the zero Recall when none.
	Recall Recall
	// Recent are up to ChatRead.Recent turns, oldest first.
	Recent []Turn
	// Steps holds the results logged under the keys ChatRead.Steps named;
	// a key that is absent was never logged.
	Steps map[string]Result
}

// ChatWrite is what a turn writes of its chat's state at its end. Zero
// fields are left as they are.
type ChatWrite struct {
	// Language, when set, replaces the chat's language.
	Language Language
	// Numbered, when set, replaces the last numbered list.
	Numbered *NumberedList
	// Recall, when set, replaces the chat's recall.
	Recall *Recall
	// Turns are appended to the recent-turns window (bounded by MaxTurns).
	Turns []Turn
	// Steps are step-log entries to keep, by key (a step's idempotency
	// key), replacing any entry of the same key.
	Steps map[string]Result
	// Pending, when set, is stored as the chat's pending question,
	// replacing any other, until its ExpiresAt (a zero ExpiresAt is
	// DefaultPendingTTL from now, a zero CreatedAt now). It is given the
	// chat's next version, above that of every earlier question that
	// could still be answered (taken, dropped or expired ones included),
	// and SaveChat sets its Version to it.
	Pending *Pending
	// Answered, when not zero, is the version of the pending question the
	// turn answered, and Dropped that of a question its message set aside
	// (a new request instead of an answer). Either is removed with the
	// rest of the write if the chat's question still has that version; a
	// question of another version stays, and a Pending in the same write
	// replaces it anyway. Taking the question with the write that logs the
	// steps of its answer keeps the two together: while the question is
	// there, none of the steps of its plan from the one that asked on has
	// run to the log, so a turn answering it need not read their entries.
	Answered, Dropped int64
	// Unlock, when set, is the token whose turn lock on the chat the
	// write releases, after the rest (ChatLocker).
	Unlock string
}

// Empty reports whether w writes nothing.
func (w ChatWrite) Empty() bool {
	return w.Language == "" && w.Numbered == nil && w.Recall == nil && len(w.Turns) == 0 &&
		len(w.Steps) == 0 && w.Pending == nil && w.Answered == 0 && w.Dropped == 0 && w.Unlock == ""
}

// Taken is the version of the pending question w removes (answered or
// dropped); 0 when none.
func (w ChatWrite) Taken() int64 {
	if w.Answered != 0 {
		return w.Answered
	}
	return w.Dropped
}

// ConversationState is everything a chat remembers between turns: its
// pending question, language, last numbered list, recall and recent
// turns, and the step log, read at a turn's start and written at its end
// as one unit of work; and the claims that keep a redelivered message
// from running twice. What a chat keeps expires: the pending question at
// its ExpiresAt, the rest after a period of inactivity chosen by the
// implementation. Chats are apart: nothing written for one is read for
// another.
type ConversationState interface {
	// LoadChat reads what r asks of chatID's state, at once. Expired
	// parts read as absent. EInvalid for an empty chat id; ErrChatBusy
	// when r.Lock is set and another token holds the chat's lock
	// (ChatLocker).
	LoadChat(ctx context.Context, chatID string, r ChatRead) (ChatState, error)
	// SaveChat writes w, all or nothing, and sets w.Pending.Version when
	// it stored a question. EInvalid for an empty chat id or step key, or
	// a language Memo does not speak.
	SaveChat(ctx context.Context, chatID string, w ChatWrite) error
	Deduper
}

// Deduper claims message ids so a redelivered message is handled once.
type Deduper interface {
	// Claim returns true the first time id is claimed within ttl, false
	// while that claim lasts. EInvalid for an empty id or a ttl that is
	// not positive.
	Claim(ctx context.Context, id string, ttl time.Duration) (bool, error)
}

// ChatLocker is implemented by conversation states that several
// processes share (replicas behind one address): a turn takes its chat's
// lock with its first read (ChatRead.Lock) and releases it with its last
// write (ChatWrite.Unlock), so turns of one chat never overlap wherever
// they run, and the lock costs no round trip of its own. A lock lapses
// ChatLockTTL after it was taken or last renewed, so a process that died
// holding it holds its chat back no longer than that.
type ChatLocker interface {
	ConversationState
	// ChatLockTTL is how long a lock lives unrenewed.
	ChatLockTTL() time.Duration
	// RenewChatLock gives token's lock on chatID another ChatLockTTL; ok
	// is false when token no longer holds it.
	RenewChatLock(ctx context.Context, chatID, token string) (ok bool, err error)
	// UnlockChat releases token's lock on chatID if token still holds it:
	// for a turn that ends without its write.
	UnlockChat(ctx context.Context, chatID, token string) error
}
