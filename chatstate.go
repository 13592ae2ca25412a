package memo

import "context"

// ChatRead says what a turn reads of its chat's state at its start.
type ChatRead struct {
	// Recent is how many of the latest turns to read.
	Recent int
	// Steps are step-log keys to read with the rest (the steps of the
	// turn, when its id is known before it is planned).
	Steps []string
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
}

// Empty reports whether w writes nothing.
func (w ChatWrite) Empty() bool {
	return w.Language == "" && w.Numbered == nil && w.Recall == nil && len(w.Turns) == 0 &&
		len(w.Steps) == 0 && w.Pending == nil
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

// StepTaker is implemented by conversation states that take a pending
// question and read step-log entries in one round trip: what the turn
// answering a question reads before it runs the plan on.
type StepTaker interface {
	// TakePendingSteps does what TakePending does and also returns the
	// results logged under keys (a key that is absent was never logged).
	// The entries are read whether or not the question could be taken.
	TakePendingSteps(ctx context.Context, chatID string, version int64, keys []string) (Pending, map[string]Result, error)
}
