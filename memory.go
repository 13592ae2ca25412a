package memo

import (
	"strings"
	"time"
)

// MemoryKind is what a memory of the second brain holds.
type MemoryKind string

// Memory kinds.
const (
	// MemoryNote is free text ("I parked on level -2, spot B14").
	MemoryNote MemoryKind = "note"
	// MemoryContact is a person: a name with a phone, an email and notes.
	MemoryContact MemoryKind = "contact"
	// MemoryFact is a subject and its value ("the wifi password" →
	// "Sunflower77").
	MemoryFact MemoryKind = "fact"
)

// Valid reports whether k is a kind of memory.
func (k MemoryKind) Valid() bool {
	return k == MemoryNote || k == MemoryContact || k == MemoryFact
}

// MaxMemoryRunes bounds the text of one memory. A longer one is refused
// with ETooLong rather than cut, so nothing is silently lost.
const MaxMemoryRunes = 10000

// MemoryDraft is the content of a memory: what storeMemory stores and what
// updateMemory sets. The JSON names are the result contract's.
type MemoryDraft struct {
	Kind MemoryKind `json:"kind"`
	// Text is the memory as the user said it: a note, the statement of a
	// fact, or what was said about a contact.
	Text string `json:"text"`
	// Subject and Value are a fact's.
	Subject string `json:"subject,omitempty"`
	Value   string `json:"value,omitempty"`
	// Name, Phone, Email and Notes are a contact's.
	Name  string `json:"name,omitempty"`
	Phone string `json:"phone,omitempty"`
	Email string `json:"email,omitempty"`
	Notes string `json:"notes,omitempty"`
}

// Label is what a user calls the memory: a contact's name, a fact's
// subject, or the note itself.
func (d MemoryDraft) Label() string {
	switch {
	case d.Kind == MemoryContact && d.Name != "":
		return d.Name
	case d.Kind == MemoryFact && d.Subject != "":
		return d.Subject
	}
	return d.Text
}

// Place returns the address and the map link of a fact that keeps a
// place (a shared location pin): such a fact holds its link in Notes,
// which a typed fact never sets. ok is false for any other memory.
func (d MemoryDraft) Place() (address, link string, ok bool) {
	if d.Kind != MemoryFact || !strings.HasPrefix(d.Notes, "https://") {
		return "", "", false
	}
	return strings.TrimSpace(strings.TrimSuffix(d.Value, d.Notes)), d.Notes, true
}

// PlaceDraft is the fact that keeps a place: subject is what the place is
// ("where I parked", "grandma's house"), its value the address (when
// given) and the map link, which Notes holds too (see Place).
func PlaceDraft(subject, address, link string) MemoryDraft {
	value := strings.TrimSpace(address + " " + link)
	return MemoryDraft{Kind: MemoryFact, Subject: subject, Value: value, Notes: link, Text: subject + ": " + value}
}

// Empty reports whether the draft holds nothing to remember.
func (d MemoryDraft) Empty() bool {
	return strings.TrimSpace(d.Text+d.Subject+d.Value+d.Name+d.Phone+d.Email+d.Notes) == ""
}

// Memory is one thing the user asked Memo to remember.
type Memory struct {
	ID string `json:"id"`
	MemoryDraft
	// Score is how well the memory answers the search that found it, from
	// 0 to 1 (the larger of its full-text coverage of the query and its
	// embedding similarity); 0 outside a search.
	Score     float64   `json:"score,omitempty"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// ItemID implements Item.
func (m Memory) ItemID() string { return m.ID }

// Title implements Item.
func (m Memory) Title() string { return m.Label() }

// InZone implements Item.
func (m Memory) InZone(loc *time.Location) Item {
	m.CreatedAt = m.CreatedAt.In(loc)
	m.UpdatedAt = m.UpdatedAt.In(loc)
	return m
}

// Memory operations.
const (
	OpMemoryStore  Op = "memory.storeMemory"
	OpMemorySearch Op = "memory.searchMemory"
	OpMemoryUpdate Op = "memory.updateMemory"
	OpMemoryDelete Op = "memory.deleteMemory"
	OpMemoryGetAll Op = "memory.getAllMemory"
	OpMemoryGet    Op = "memory.getMemoryById"
)

// Contact details a question may ask for (MemoryArgs.Field).
const (
	FieldPhone = "phone"
	FieldEmail = "email"
)

// DefaultMemoryPage is how many memories getAllMemory shows at once.
const DefaultMemoryPage = 10

// NumberedMemories is the NumberedList kind of a listing of memories.
const NumberedMemories = "memories"

// Reasons a memory step stops to ask.
const (
	// ReasonWhichMemory: choose which of the memories in Options is meant
	// (AllowMultiple for a delete).
	ReasonWhichMemory PendingReason = "which_memory"
	// ReasonMemoryConflict: a contact or fact with the same subject exists;
	// option 1 replaces it (its ids), option 2 keeps both.
	ReasonMemoryConflict PendingReason = "memory_conflict"
	// ReasonNamePlace: a place was saved from a pin with no name; the next
	// message may say what it is ("that's where I parked"). The step is a
	// storeMemory whose Supersedes is the place saved.
	ReasonNamePlace PendingReason = "name_place"
)

// MemoryArgs are the arguments of a memory operation.
type MemoryArgs struct {
	// Draft is what storeMemory stores and what updateMemory sets.
	Draft *MemoryDraft `json:"draft,omitempty"`
	// FromContext makes storeMemory remember the message the user quoted,
	// or else the one they sent just before ("remember this"); resolution
	// fills Draft from it.
	FromContext bool `json:"fromContext,omitempty"`
	// Query is what searchMemory looks for, and names the memories
	// deleteMemory, updateMemory and getMemoryById act on.
	Query string `json:"query,omitempty"`
	// Field is the contact detail a question asks for (FieldPhone,
	// FieldEmail); empty for the whole answer.
	Field string `json:"field,omitempty"`
	// All answers a search with every memory that matches ("what do you
	// know about Avi?") rather than the best one.
	All bool `json:"all,omitempty"`
	// Indexes refer to the last numbered list of memories, 1-based.
	Indexes []int `json:"indexes,omitempty"`
	// Offset and Limit page getAllMemory (Limit 0 means DefaultMemoryPage).
	Offset int `json:"offset,omitempty"`
	Limit  int `json:"limit,omitempty"`
	// Latest makes getAllMemory answer what was saved last ("what did I
	// just save?"): the newest memory, and a reminder or an event made
	// after it, if any, as the result's further items.
	Latest bool `json:"latest,omitempty"`
	// Fallback runs instead of a search that finds nothing: "when is the
	// dentist?" is a calendar question when no memory answers it.
	Fallback *Step `json:"fallback,omitempty"`
	// Decided is set once the user answered the conflict question;
	// Replace are the memories the new one replaces (none: keep both).
	Decided bool     `json:"decided,omitempty"`
	Replace []string `json:"replace,omitempty"`
	// Supersedes are memories storeMemory replaces whatever the answer to
	// a conflict: the place a pin saved, once the user named it.
	Supersedes []string `json:"supersedes,omitempty"`
	// Shared marks a store of what a message shared (a contact card, a
	// location pin): it makes no model call (no embedding).
	Shared bool `json:"shared,omitempty"`
	// IDs are the memories the operation acts on, best first, and Scores
	// their search scores; set by entity resolution only.
	IDs    []string  `json:"ids,omitempty"`
	Scores []float64 `json:"scores,omitempty"`
	// NotFound are queries and positions that matched nothing.
	NotFound []string `json:"notFound,omitempty"`
	// DayAsked marks a search that found nothing though its question names
	// a day ("what have I got on the morra"): it may be the schedule's
	// question, so the answer asks which was meant rather than say nothing
	// is saved. Set by entity resolution only.
	DayAsked bool `json:"dayAsked,omitempty"`
}

// MemoryFilter selects memories to find. Zero fields select everything.
type MemoryFilter struct {
	// IDs selects these memories (in this order when set).
	IDs []string
	// Kind selects one kind.
	Kind MemoryKind
	// Key selects contacts and facts whose normalised subject is Key.
	Key string
	// Offset skips, and Limit bounds (0: no bound), the memories found,
	// newest first.
	Offset, Limit int
}

// MemoryIndex is what a memory is found by: its search terms and, when an
// embedding model is configured, its vector. The second brain computes it
// and a store keeps it beside the memory.
type MemoryIndex struct {
	// Terms are the memory's normalised search terms, space separated.
	Terms string
	// Key is the normalised subject of a fact or name of a contact, which
	// a new one of the same subject conflicts with; "" for a note.
	Key string
	// Vector is the memory's embedding, of unit length; nil when there is
	// none (no model configured, or the model was unreachable).
	Vector []float32
	// Model names the embedding model of Vector.
	Model string
}

// MemoryMatch is a full-text candidate: a memory and its stored terms.
type MemoryMatch struct {
	Memory Memory
	Terms  string
}

// MemoryVectors are the embeddings of one user's memories for one model,
// as of Version: row i of Data (Dims floats) is memory IDs[i].
type MemoryVectors struct {
	Version int64
	IDs     []string
	Dims    int
	Data    []float32
}

// Memories returns the result's items that are memories.
func (r Result) Memories() []Memory {
	var out []Memory
	for _, it := range r.Items {
		if m, ok := it.(Memory); ok {
			out = append(out, m)
		}
	}
	return out
}
