package memo

import (
	"context"
	"time"
)

// NumberedList is the last numbered list a chat was shown, so "the 2nd" or
// "מחק את השני" can be resolved by position.
type NumberedList struct {
	// Capability and Kind tell what the entries are: tasks, lists, or the
	// items of the list ParentID.
	Capability Capability `json:"capability"`
	Kind       string     `json:"kind"`
	ParentID   string     `json:"parentId,omitempty"`
	IDs        []string   `json:"ids"`
	Titles     []string   `json:"titles"`
	ShownAt    time.Time  `json:"shownAt"`
	// More is the rest of a listing that did not fit one message: "more"
	// shows its next page. Nil when everything was shown.
	More *ListingMore `json:"more,omitempty"`
}

// ListingMore is what a paged listing has still to show.
type ListingMore struct {
	// Step is the listing step, run again for the next page.
	Step Step `json:"step"`
	// Shown is how many entries the pages so far showed.
	Shown int `json:"shown"`
}

// Listing pages: how many entries a page shows, and how many a listing
// numbers at most over all its pages (the numbered list kept in the
// conversation state holds them all, so "done 25" works on page two).
const (
	ListingPage = 20
	MaxNumbered = 200
	// MaxNumberedTitle bounds each title the numbered list keeps, in
	// characters, so the list stays far below the state's value cap.
	MaxNumberedTitle = 80
)

// Kinds of numbered lists.
const (
	NumberedTasks     = "tasks"
	NumberedLists     = "lists"
	NumberedListItems = "list_items"
	// NumberedEmails are mails, by Gmail id.
	NumberedEmails = "emails"
	// NumberedOptions are the options of a question that are no items
	// (the whole series or one occurrence); nothing resolves against them.
	NumberedOptions = "options"
)

// Turn is one message of the recent conversation window.
type Turn struct {
	At   time.Time `json:"at"`
	Role string    `json:"role"` // "user" or "assistant"
	Text string    `json:"text"`
	// Tool is what an assistant turn ran ("tasks.create").
	Tool string `json:"tool,omitempty"`
}

// MaxTurns bounds the recent-turns window kept per chat.
const MaxTurns = 20

// PendingStore keeps the one pending question of each chat.
type PendingStore interface {
	// SavePending stores p as the chat's pending question, replacing any
	// other, until p.ExpiresAt. It returns the version it assigned.
	SavePending(ctx context.Context, chatID string, p Pending) (int64, error)
	// LoadPending returns the chat's pending question; ok is false when there
	// is none or it expired.
	LoadPending(ctx context.Context, chatID string) (p Pending, ok bool, err error)
	// TakePending removes and returns the chat's pending question if its
	// version is still version; otherwise ErrStalePending and nothing changes.
	TakePending(ctx context.Context, chatID string, version int64) (Pending, error)
	// ClearPending drops the chat's pending question, if any.
	ClearPending(ctx context.Context, chatID string) error
}

// ListMemory keeps the last numbered list shown in each chat.
type ListMemory interface {
	// SaveNumbered stores the list; it replaces the previous one.
	SaveNumbered(ctx context.Context, chatID string, l NumberedList) error
	// LoadNumbered returns the last list; ok is false when there is none.
	LoadNumbered(ctx context.Context, chatID string) (l NumberedList, ok bool, err error)
}

// TurnLog keeps a bounded window (MaxTurns) of recent turns per chat.
type TurnLog interface {
	// AppendTurns adds turns, dropping the oldest past MaxTurns.
	AppendTurns(ctx context.Context, chatID string, turns ...Turn) error
	// RecentTurns returns up to n turns, oldest first.
	RecentTurns(ctx context.Context, chatID string, n int) ([]Turn, error)
}

// LanguageMemory keeps the language each chat last spoke.
type LanguageMemory interface {
	SaveLanguage(ctx context.Context, chatID string, lang Language) error
	// LoadLanguage returns "" when none is known.
	LoadLanguage(ctx context.Context, chatID string) (Language, error)
}

// StepLog remembers the outcome of executed steps by idempotency key, so a
// resumed or retried turn never runs a step twice.
type StepLog interface {
	// SaveStep records the result of the step with key.
	SaveStep(ctx context.Context, key string, r Result) error
	// LoadStep returns the recorded result; ok is false when the step never ran.
	LoadStep(ctx context.Context, key string) (r Result, ok bool, err error)
}

// Deduper claims message ids so a redelivered message is handled once.
type Deduper interface {
	// Claim returns true the first time id is claimed within ttl, false after.
	Claim(ctx context.Context, id string, ttl time.Duration) (bool, error)
}

// ConversationState is everything a chat remembers between turns. Keys are
// namespaced per chat and expire: the pending question at its ExpiresAt,
// the rest after a period of inactivity chosen by the implementation.
type ConversationState interface {
	PendingStore
	ListMemory
	TurnLog
	LanguageMemory
	StepLog
	Deduper
	RecallStore
}
