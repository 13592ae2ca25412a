package api

import (
	"encoding/json"
	"time"

	"github.com/memo-assistant/memo"
)

// ChatRequest is the body of POST /agent/chat.
type ChatRequest struct {
	// Text is the message, as a user would write it. Required.
	Text string `json:"text"`
	// MessageID, when given, makes the request idempotent: a retry with
	// the same id gets the first answer and nothing runs twice.
	MessageID string `json:"message_id,omitempty"`
}

// ChatResponse is the answer of POST /agent/chat.
type ChatResponse struct {
	// Tool is what ran: for the calendar the contract's names (create,
	// read, search, update, delete, schedule), for other capabilities the
	// operation ("create", "getAll", "addItems", "help").
	Tool string `json:"tool"`
	// Summary is the reply a user would see.
	Summary string `json:"summary"`
	// Result is the structured result; null when a calendar read found
	// nothing.
	Result *ChatResult `json:"result"`
	// Success is false when the request failed or was refused.
	Success bool `json:"success"`
}

// ErrorResponse is the body of every HTTP error of the API.
type ErrorResponse struct {
	Detail string `json:"detail"`
}

// Result statuses.
const (
	StatusSuccess = "success"
	StatusError   = "error"
	// StatusPending: the turn stopped to ask; the next request of the same
	// user answers it.
	StatusPending = "pending"
)

// ChatResult is the result of a chat response. It always carries Status,
// Capability and Operation; the rest depends on the result's shape:
//
//   - one calendar event created, updated or deleted: event_id, summary,
//     start, end, link (when the calendar has one) and, for a delete,
//     message;
//   - several calendar events (a read, a search, a bulk change): count and
//     events;
//   - a failure: error;
//   - other capabilities: the envelope's items and meta;
//   - a question: pending.
type ChatResult struct {
	Status     string
	Capability memo.Capability
	Operation  string
	// Event is the one calendar event of a create, update or delete.
	Event *Event
	// Message says what a delete did.
	Message string
	// Events are the calendar events of a read, search or bulk change.
	Events []Event
	// Error says why the request failed.
	Error string
	// Envelope is the typed result of a capability other than calendar.
	Envelope *Envelope
	// Pending is the question asked.
	Pending *Pending
}

// Event is a calendar event in the contract's fields. Times are ISO 8601
// (RFC 3339) in the user's zone.
type Event struct {
	EventID     string `json:"event_id"`
	Summary     string `json:"summary"`
	Start       string `json:"start"`
	End         string `json:"end"`
	Description string `json:"description"`
	Link        string `json:"link,omitempty"`
}

// MarshalJSON writes the fields of r's shape, and only those.
func (r ChatResult) MarshalJSON() ([]byte, error) {
	type head struct {
		Status     string          `json:"status"`
		Capability memo.Capability `json:"capability"`
		Operation  string          `json:"operation"`
	}
	h := head{r.Status, r.Capability, r.Operation}
	switch {
	case r.Pending != nil && r.Envelope == nil:
		return json.Marshal(struct {
			head
			Pending *Pending `json:"pending"`
		}{h, r.Pending})
	case r.Error != "":
		return json.Marshal(struct {
			head
			Error string `json:"error"`
		}{h, r.Error})
	case r.Event != nil:
		return json.Marshal(struct {
			head
			EventID string `json:"event_id"`
			Summary string `json:"summary"`
			Start   string `json:"start"`
			End     string `json:"end"`
			Link    string `json:"link,omitempty"`
			Message string `json:"message,omitempty"`
		}{h, r.Event.EventID, r.Event.Summary, r.Event.Start, r.Event.End, r.Event.Link, r.Message})
	case r.Envelope != nil:
		e := *r.Envelope
		return json.Marshal(struct {
			head
			Items   []memo.Item `json:"items"`
			Meta    memo.Meta   `json:"meta"`
			Preview bool        `json:"preview,omitempty"`
			Pending *Pending    `json:"pending,omitempty"`
		}{h, e.Items, e.Meta, e.Preview, e.Pending})
	}
	events := r.Events
	if events == nil {
		events = []Event{}
	}
	return json.Marshal(struct {
		head
		Count   int     `json:"count"`
		Events  []Event `json:"events"`
		Message string  `json:"message,omitempty"`
	}{h, len(events), events, r.Message})
}

// Chat is the contract's answer to the turn that replied r.
func Chat(r memo.Reply) ChatResponse {
	c, op := SplitTool(r.Tool)
	out := ChatResponse{Tool: op.Name(), Summary: r.Text, Success: r.Success}
	if c == memo.CapCalendar {
		out.Tool = CalendarTool(op)
		out.Result = calendarResult(r, op)
		return out
	}
	if out.Tool == "" {
		out.Tool = "reply"
	}
	env := EnvelopeOf(r)
	if env == nil {
		if c == "" {
			c = memo.CapGeneral
		}
		env = &Envelope{Result: memo.NewResult(c, c.Op(out.Tool), nil)}
	}
	status := StatusSuccess
	switch {
	case env.Pending != nil:
		status = StatusPending
	case !r.Success:
		status = StatusError
	}
	out.Result = &ChatResult{Status: status, Capability: env.Capability, Operation: env.Operation.Name(), Envelope: env}
	return out
}

// CalendarTool is the contract's tool name for a calendar operation.
func CalendarTool(op memo.Op) string {
	switch op {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		return "create"
	case memo.OpEventGet:
		return "search"
	case memo.OpEventCheckConflicts:
		return "schedule"
	case memo.OpEventUpdate, memo.OpEventUpdateByWindow:
		return "update"
	case memo.OpEventDelete, memo.OpEventDeleteByWindow, memo.OpEventDeleteBySummary, memo.OpEventTruncateRecurring:
		return "delete"
	}
	return "read" // getEvents, getRecurringInstances
}

// calendarResult is the contract's result of a calendar reply.
func calendarResult(r memo.Reply, op memo.Op) *ChatResult {
	res := &ChatResult{Status: StatusSuccess, Capability: memo.CapCalendar, Operation: op.Name()}
	if r.Pending != nil {
		res.Status, res.Pending = StatusPending, PendingOf(*r.Pending)
		return res
	}
	if !r.Success {
		res.Status, res.Error = StatusError, r.Text
		return res
	}
	var events []Event
	if r.Result != nil {
		for _, it := range r.Result.Items {
			if e, ok := it.(memo.Event); ok {
				events = append(events, eventOf(e))
			}
		}
	}
	tool := CalendarTool(op)
	switch {
	case tool == "read" || tool == "search" || tool == "schedule":
		if len(events) == 0 {
			return nil // the contract's "no events found": result null
		}
		res.Events = events
	case len(events) == 1:
		res.Event = &events[0]
		if tool == "delete" {
			res.Message = "Deleted event: " + events[0].Summary
			if r.Result.Meta.IsRecurringSeries {
				res.Message = "Deleted recurring series: " + events[0].Summary
			}
		}
	default:
		res.Events = events
		if tool == "delete" {
			res.Message = "Deleted " + itoa(len(events)) + " events"
		}
	}
	return res
}

func eventOf(e memo.Event) Event {
	return Event{EventID: e.ID, Summary: e.Summary, Start: e.Start.Format(time.RFC3339), End: e.End.Format(time.RFC3339),
		Description: e.Description, Link: e.HTMLLink}
}
