package main

import "encoding/json"

// The corpus's expectations, and the output lines of `memo chat --jsonl`
// they are held to.

// natStrs is a string or a list of strings, remembering whether it was given.
type natStrs struct {
	set bool
	v   []string
}

func (s *natStrs) UnmarshalJSON(b []byte) error {
	s.set = true
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		s.v = []string{one}
		return nil
	}
	return json.Unmarshal(b, &s.v)
}

// natSpec is what one single item must satisfy ("match").
type natSpec struct {
	Has          []string       `json:"has,omitempty"`
	Lacks        []string       `json:"lacks,omitempty"`
	DueDate      *string        `json:"due_date,omitempty"`
	Start        *string        `json:"start,omitempty"`
	End          *string        `json:"end,omitempty"`
	DueBetween   []string       `json:"due_between,omitempty"`
	StartBetween []string       `json:"start_between,omitempty"`
	Completed    *bool          `json:"completed,omitempty"`
	Recur        map[string]any `json:"recur,omitempty"`
	Checked      []string       `json:"checked,omitempty"`
}

// natExpect is a turn's expectation; absent keys check nothing.
type natExpect struct {
	Success      *bool           `json:"success"`
	Pending      json.RawMessage `json:"pending"`
	Options      *int            `json:"options"`
	Capability   natStrs         `json:"capability"`
	Operation    natStrs         `json:"operation"`
	Count        *int            `json:"count"`
	Created      *int            `json:"created"`
	Updated      *int            `json:"updated"`
	Deleted      *int            `json:"deleted"`
	Has          []string        `json:"has,omitempty"`
	Lacks        []string        `json:"lacks,omitempty"`
	Shows        []string        `json:"shows"`
	Hides        []string        `json:"hides"`
	DueDate      *string         `json:"due_date,omitempty"`
	Start        *string         `json:"start,omitempty"`
	End          *string         `json:"end,omitempty"`
	DueBetween   []string        `json:"due_between,omitempty"`
	StartBetween []string        `json:"start_between,omitempty"`
	Recur        map[string]any  `json:"recur,omitempty"`
	Completed    *bool           `json:"completed,omitempty"`
	Match        []natSpec       `json:"match"`
	Nested       *int            `json:"nested"`
	Lang         json.RawMessage `json:"lang"`
	IsOption     *int            `json:"is_option"`
	SummaryHas   []string        `json:"summary_has"`
	SummaryLacks []string        `json:"summary_lacks"`
	AnyOf        []natExpect     `json:"any_of"`
}

// natReply is one output line of `memo chat --jsonl`.
type natReply struct {
	Tool       string     `json:"tool"`
	Summary    string     `json:"summary"`
	Success    *bool      `json:"success"`
	MessageIDs []string   `json:"message_ids"`
	Result     *natResult `json:"result"`
}

// natResult is the reply's envelope; items stay generic, since the checks
// read tasks, events, lists and notes alike.
type natResult struct {
	Capability string           `json:"capability"`
	Operation  string           `json:"operation"`
	Items      []map[string]any `json:"items"`
	Meta       struct {
		Created *int `json:"created"`
		Updated *int `json:"updated"`
		Deleted *int `json:"deleted"`
	} `json:"meta"`
	Pending *natPending `json:"pending"`
}

// natPending is the question a turn stopped on.
type natPending struct {
	Kind    string `json:"kind"`
	Reason  string `json:"reason"`
	Options []struct {
		Label any `json:"label"`
	} `json:"options"`
}

func (r *natReply) items() []map[string]any {
	if r.Result == nil {
		return nil
	}
	return r.Result.Items
}

func (r *natReply) pending() *natPending {
	if r.Result == nil {
		return nil
	}
	return r.Result.Pending
}
