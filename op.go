package memo

import (
	"encoding/json"
	"strings"
)

// Op is one operation of one capability, named "capability.name"
// ("tasks.create"). Each capability has operations of its own
// (OpTaskCreate, OpListCreate, OpEventCreate), so the create of a task is
// never taken for the create of a list. Plans, results and the HTTP API
// write an operation by its Name beside its capability, as they always
// have.
type Op string

// Capability is the capability o belongs to.
func (o Op) Capability() Capability {
	c, _, _ := strings.Cut(string(o), ".")
	return Capability(c)
}

// Name is o's name within its capability: "create".
func (o Op) Name() string {
	if _, name, ok := strings.Cut(string(o), "."); ok {
		return name
	}
	return string(o)
}

// MarshalText writes o's Name: whatever holds an operation holds its
// capability beside it, and reads it back with Capability.Op.
func (o Op) MarshalText() ([]byte, error) { return []byte(o.Name()), nil }

// Op returns c's operation named name ("create" → tasks.create); a name
// that already names its capability is taken as it is, and "" is none.
func (c Capability) Op(name string) Op {
	if name == "" || strings.Contains(name, ".") {
		return Op(name)
	}
	return Op(string(c) + "." + name)
}

// UnmarshalJSON decodes a step, reading its operation as one of its
// capability's. Its task arguments are read here too, in the same pass
// (taskArgsJSON shadows the field), rather than by TaskArgs.UnmarshalJSON
// in a pass of their own: a question's plan is read on every answer.
func (s *Step) UnmarshalJSON(b []byte) error {
	type plain Step
	j := struct {
		*plain
		Tasks *taskArgsJSON `json:"tasks,omitempty"`
	}{plain: (*plain)(s)}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	s.Tasks = nil
	if j.Tasks != nil {
		a := j.Tasks.args()
		s.Tasks = &a
	}
	s.Operation = s.Capability.Op(string(s.Operation))
	return nil
}

// UnmarshalJSON decodes a change, reading its operation as one of its
// capability's.
func (a *Action) UnmarshalJSON(b []byte) error {
	type plain Action
	if err := json.Unmarshal(b, (*plain)(a)); err != nil {
		return err
	}
	a.Operation = a.Capability.Op(string(a.Operation))
	return nil
}
