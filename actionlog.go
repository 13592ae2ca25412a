package memo

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// ActionLog is a chat's last changes, oldest first, at most MaxActions.
// Read from a store (DecodeRecall) it keeps each change as it was encoded
// and decodes them only when asked for (List): every turn reads the chat's
// recall and most add a change to it, but few tell or undo the changes,
// and decoding and encoding ten changes with their items before and after
// had been a twentieth of a turn's CPU. A change added (Add) is encoded on
// its own and written after the others' bytes as they were read. The zero
// ActionLog is empty and ready to use.
type ActionLog struct {
	encoded []json.RawMessage // the changes as read, until decoded
	list    []Action          // the changes, once decoded (decoded is set)
	decoded bool
}

// NewActionLog returns a log of as, keeping the last MaxActions.
func NewActionLog(as ...Action) ActionLog {
	return ActionLog{list: lastActions(append([]Action(nil), as...)), decoded: true}
}

// List returns the changes, oldest first, decoding them on first use. The
// slice is the log's own: change it through MarkUndone.
func (l *ActionLog) List() ([]Action, error) {
	if l.decoded {
		return l.list, nil
	}
	list := make([]Action, len(l.encoded))
	for i, e := range l.encoded {
		if err := json.Unmarshal(e, &list[i]); err != nil {
			return nil, fmt.Errorf("actions: decode: %w", err)
		}
	}
	*l = ActionLog{list: list, decoded: true}
	return l.list, nil
}

// Len returns how many changes the log holds.
func (l *ActionLog) Len() int {
	if l.decoded {
		return len(l.list)
	}
	return len(l.encoded)
}

// IsZero reports whether the log holds no change (for omitzero).
func (l ActionLog) IsZero() bool { return l.Len() == 0 }

// Add appends as and keeps the last MaxActions. Changes read and not
// decoded stay as they were read.
func (l *ActionLog) Add(as ...Action) error {
	if len(as) == 0 {
		return nil
	}
	if l.decoded || len(l.encoded) == 0 {
		l.list = lastActions(append(append([]Action(nil), l.list...), as...))
		l.encoded, l.decoded = nil, true
		return nil
	}
	// A new array: a copy of the recall may share the old one.
	encoded := append(make([]json.RawMessage, 0, len(l.encoded)+len(as)), l.encoded...)
	for _, a := range as {
		b, err := json.Marshal(a)
		if err != nil {
			return fmt.Errorf("actions: encode: %w", err)
		}
		encoded = append(encoded, b)
	}
	if n := len(encoded); n > MaxActions {
		encoded = encoded[n-MaxActions:]
	}
	l.encoded = encoded
	return nil
}

// MarkUndone marks the change of step stepID of turn turnID undone and
// reports whether the log has it.
func (l *ActionLog) MarkUndone(turnID, stepID string) (bool, error) {
	list, err := l.List()
	if err != nil {
		return false, err
	}
	for i := range list {
		if list[i].TurnID == turnID && list[i].StepID == stepID && !list[i].Undone {
			// A new array: a copy of the recall may share the old one.
			list = append([]Action(nil), list...)
			list[i].Undone = true
			l.list = list
			return true, nil
		}
	}
	return false, nil
}

// MarshalJSON encodes the log as a JSON array of its changes.
func (l ActionLog) MarshalJSON() ([]byte, error) {
	if l.decoded {
		if l.list == nil {
			return []byte("[]"), nil
		}
		return json.Marshal(l.list)
	}
	return append(append([]byte{'['}, bytes.Join(rawBytes(l.encoded), []byte{','})...), ']'), nil
}

// UnmarshalJSON decodes a JSON array of changes.
func (l *ActionLog) UnmarshalJSON(data []byte) error {
	var list []Action
	if err := json.Unmarshal(data, &list); err != nil {
		return err
	}
	*l = NewActionLog(list...)
	return nil
}

// recallHead is what a stored recall holds besides its changes: the
// focus, the question, and the change of the last undo.
type recallHead struct {
	Focus *FocusItem `json:"focus,omitempty"`
	Asked *Pending   `json:"asked,omitempty"`
	Undid *Action    `json:"undid,omitempty"`
}

// EncodeRecall encodes r as stores keep it: a JSON line of its focus and
// question, then each change on a line of its own (JSON has no raw line
// break in a value), so that reading it back finds the changes by their
// line breaks and need not scan them (DecodeRecall).
func EncodeRecall(r Recall) ([]byte, error) {
	head, err := json.Marshal(recallHead{Focus: r.Focus, Asked: r.Asked, Undid: r.Undid})
	if err != nil {
		return nil, fmt.Errorf("recall: encode: %w", err)
	}
	lines := r.Actions.encoded
	if r.Actions.decoded {
		lines = make([]json.RawMessage, len(r.Actions.list))
		for i, a := range r.Actions.list {
			if lines[i], err = json.Marshal(a); err != nil {
				return nil, fmt.Errorf("recall: encode: %w", err)
			}
		}
	}
	n := len(head)
	for _, l := range lines {
		n += 1 + len(l)
	}
	out := make([]byte, 0, n)
	out = append(out, head...)
	for _, l := range lines {
		out = append(append(out, '\n'), l...)
	}
	return out, nil
}

// DecodeRecall decodes what EncodeRecall wrote, and a recall encoded
// whole as JSON (as stores kept it before). The changes are decoded when
// read (ActionLog.List); b is kept, and must not change after.
func DecodeRecall(b []byte) (Recall, error) {
	var r Recall
	head, rest, lines := bytes.Cut(b, []byte{'\n'})
	if !lines {
		if err := json.Unmarshal(b, &r); err != nil {
			return Recall{}, fmt.Errorf("recall: decode: %w", err)
		}
		return r, nil
	}
	var h recallHead
	if err := json.Unmarshal(head, &h); err != nil {
		return Recall{}, fmt.Errorf("recall: decode: %w", err)
	}
	r.Focus, r.Asked, r.Undid = h.Focus, h.Asked, h.Undid
	encoded := make([]json.RawMessage, 0, bytes.Count(rest, []byte{'\n'})+1)
	for len(rest) > 0 {
		var line []byte
		line, rest, _ = bytes.Cut(rest, []byte{'\n'})
		if len(line) > 0 {
			encoded = append(encoded, line)
		}
	}
	if n := len(encoded); n > MaxActions {
		encoded = encoded[n-MaxActions:]
	}
	r.Actions = ActionLog{encoded: encoded}
	return r, nil
}

func rawBytes(rs []json.RawMessage) [][]byte {
	out := make([][]byte, len(rs))
	for i, r := range rs {
		out[i] = r
	}
	return out
}

// lastActions keeps the last MaxActions of as.
func lastActions(as []Action) []Action {
	if n := len(as); n > MaxActions {
		return as[n-MaxActions:]
	}
	return as
}
