package memo

import "time"

// MaxActions bounds the changes a chat remembers for "undo" and "what did
// you do?".
const MaxActions = 10

// MaxActionItems bounds the items one remembered change keeps.
const MaxActionItems = 20

// Action is one change a step made, with the items as they were before
// and after it, so that it can be told ("what did you do?") and undone.
type Action struct {
	TurnID     string     `json:"turnId"`
	StepID     string     `json:"stepId"`
	At         time.Time  `json:"at"`
	Capability Capability `json:"capability"`
	Operation  Op         `json:"operation"`
	// Tasks, Events and Lists are the changed items of the capability.
	Tasks  []TaskChange  `json:"tasks,omitempty"`
	Events []EventChange `json:"events,omitempty"`
	Lists  []ListChange  `json:"lists,omitempty"`
	// User is the user as they were before a change of their settings
	// (a move to another zone), for undo.
	User *User `json:"user,omitempty"`
	// Undone is set once the change was undone.
	Undone bool `json:"undone,omitempty"`
}

// Empty reports whether the action changed nothing that undo or "what
// did you do?" could tell.
func (a Action) Empty() bool {
	return len(a.Tasks)+len(a.Events)+len(a.Lists) == 0 && a.User == nil
}

// TaskChange is one task before and after a change: Before is nil for a
// task created, After nil for one deleted.
type TaskChange struct {
	Before *Task `json:"before,omitempty"`
	After  *Task `json:"after,omitempty"`
	// Lead is Before's lead time, which Task does not carry in JSON.
	Lead time.Duration `json:"lead,omitempty"`
}

// EventChange is one event before and after a change.
type EventChange struct {
	Before *Event `json:"before,omitempty"`
	After  *Event `json:"after,omitempty"`
}

// ListChange is one list before and after a change.
type ListChange struct {
	Before *List `json:"before,omitempty"`
	After  *List `json:"after,omitempty"`
}

// Recall is what a chat keeps of its last turns beyond their words.
type Recall struct {
	// Actions are the last changes, oldest first, at most MaxActions.
	Actions ActionLog `json:"actions,omitzero"`
	// Focus is the item the conversation is about, if any.
	Focus *FocusItem `json:"focus,omitempty"`
	// Asked is the last question the chat was asked, kept after it
	// expires so that a late answer is told so and the question asked
	// again.
	Asked *Pending `json:"asked,omitempty"`
	// Undid is the change the chat's last undo made (the items as it
	// left them), kept until another change is made: "bring it back"
	// reverses it, and with no undo just before there is nothing to bring
	// back.
	Undid *Action `json:"undid,omitempty"`
}
