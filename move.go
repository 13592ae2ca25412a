package memo

import "encoding/json"

// Move says which part of a new time a move of a task or an event takes
// (TaskArgs.Move, EventFields.Move). A user does not say whether the thing
// they move is a task or an event, so both read the same move.
type Move string

// Moves.
const (
	// MoveAll takes the new time as it is, its day and its time of day.
	MoveAll Move = ""
	// MoveDay takes only the new time's day: the item keeps its time of
	// day ("move the dentist to Thursday").
	MoveDay Move = "day"
	// MoveTime takes only the new time's time of day: the item keeps its
	// day ("make it 9:30").
	MoveTime Move = "time"
	// MoveNearHour is MoveTime with the hour said without its half of the
	// day ("move the gym to 9"): a task or an event takes the reading
	// nearer its own time (9:00 from 8:00, 21:00 from 20:00; 1 to 6 are the
	// afternoon unless the item is in the small hours).
	MoveNearHour Move = "nearHour"
)

// Time reports whether m takes only the time of day (MoveTime or
// MoveNearHour).
func (m Move) Time() bool { return m == MoveTime || m == MoveNearHour }

// A move is written as the flags plans were written with before it had a
// type of its own (keepTime, timeOnly and nearHour for a task; dateOnly,
// timeOnly and nearHour for an event), so a plan saved by either reads the
// same.

type plainTaskArgs TaskArgs

// taskArgsJSON is TaskArgs as written.
type taskArgsJSON struct {
	plainTaskArgs
	KeepTime bool `json:"keepTime,omitempty"`
	TimeOnly bool `json:"timeOnly,omitempty"`
	NearHour bool `json:"nearHour,omitempty"`
}

// MarshalJSON writes a's Move as its flags.
func (a TaskArgs) MarshalJSON() ([]byte, error) {
	return json.Marshal(taskArgsJSON{plainTaskArgs: plainTaskArgs(a),
		KeepTime: a.Move == MoveDay, TimeOnly: a.Move.Time(), NearHour: a.Move == MoveNearHour})
}

// UnmarshalJSON reads a's Move from its flags.
func (a *TaskArgs) UnmarshalJSON(b []byte) error {
	var j taskArgsJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*a = j.args()
	return nil
}

// args are the task arguments j was read as, their Move from its flags.
func (j taskArgsJSON) args() TaskArgs {
	a := TaskArgs(j.plainTaskArgs)
	switch {
	case j.KeepTime:
		a.Move = MoveDay
	case j.TimeOnly && j.NearHour:
		a.Move = MoveNearHour
	case j.TimeOnly:
		a.Move = MoveTime
	}
	return a
}

type plainEventFields EventFields

// eventFieldsJSON is EventFields as written.
type eventFieldsJSON struct {
	plainEventFields
	TimeOnly bool `json:"timeOnly,omitempty"`
	DateOnly bool `json:"dateOnly,omitempty"`
	NearHour bool `json:"nearHour,omitempty"`
}

// MarshalJSON writes f's Move as its flags.
func (f EventFields) MarshalJSON() ([]byte, error) {
	return json.Marshal(eventFieldsJSON{plainEventFields: plainEventFields(f), TimeOnly: f.Move.Time(), DateOnly: f.Move == MoveDay,
		NearHour: f.Move == MoveNearHour})
}

// UnmarshalJSON reads f's Move from its flags.
func (f *EventFields) UnmarshalJSON(b []byte) error {
	var j eventFieldsJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*f = EventFields(j.plainEventFields)
	switch {
	case j.TimeOnly && j.NearHour:
		f.Move = MoveNearHour
	case j.TimeOnly:
		f.Move = MoveTime
	case j.DateOnly:
		f.Move = MoveDay
	}
	return nil
}
