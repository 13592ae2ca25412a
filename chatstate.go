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
// start: everything ConversationState's loaders return, at once.
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
	// Steps are step-log entries to keep, by key, as SaveStep would.
	Steps map[string]Result
	// Pending, when set, is stored as the chat's pending question as
	// SavePending would, replacing any other; SaveChat sets its Version to
	// the version it was given.
	Pending *Pending
	// Answered, when not zero, is the version of the pending question the
	// turn answered, and Dropped that of a question its message set aside
	// (a new request instead of an answer). Either is removed with the
	// rest of the write if the chat's question still has that version,
	// as TakePending or ClearPending would; a question of another version
	// stays, and a Pending in the same write replaces it anyway. Taking
	// the question with the write that logs the steps of its answer keeps
	// the two together: while the question is there, none of the steps of
	// its plan from the one that asked on has run to the log, so a turn
	// answering it need not read their entries.
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

// ChatBatcher is implemented by conversation states that read a chat's
// state in one round trip and write it in one more, so a turn costs the
// same few round trips whatever it touches. A state without it is read
// and written part by part.
type ChatBatcher interface {
	// LoadChat reads what r asks of chatID's state, as the separate
	// loaders would. EInvalid for an empty chat id.
	LoadChat(ctx context.Context, chatID string, r ChatRead) (ChatState, error)
	// SaveChat writes w as the separate savers would, all or nothing, and
	// sets w.Pending.Version when it stored a question.
	// EInvalid for an empty chat id or a language Memo does not speak.
	SaveChat(ctx context.Context, chatID string, w ChatWrite) error
}

// ChatLocker is implemented by batching states that several processes
// share (replicas behind one address): a turn takes its chat's lock with
// its first read (ChatRead.Lock) and releases it with its last write
// (ChatWrite.Unlock), so turns of one chat never overlap wherever they
// run, and the lock costs no round trip of its own. A lock lapses
// ChatLockTTL after it was taken or last renewed, so a process that died
// holding it holds its chat back no longer than that.
type ChatLocker interface {
	ChatBatcher
	// ChatLockTTL is how long a lock lives unrenewed.
	ChatLockTTL() time.Duration
	// RenewChatLock gives token's lock on chatID another ChatLockTTL; ok
	// is false when token no longer holds it.
	RenewChatLock(ctx context.Context, chatID, token string) (ok bool, err error)
	// UnlockChat releases token's lock on chatID if token still holds it:
	// for a turn that ends without its write.
	UnlockChat(ctx context.Context, chatID, token string) error
}
