package memo

import "time"

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
