package api_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/api"
)

func TestChat(t *testing.T) {
	loc := time.FixedZone("IST", 2*3600)
	at := time.Date(2024, 1, 15, 14, 0, 0, 0, loc)
	ev := memo.Event{ID: "abc123xyz", Summary: "Team Meeting", Start: at, End: at.Add(time.Hour), Description: "", HTMLLink: "https://calendar.example/e", Attendees: []string{}}
	ev2 := memo.Event{ID: "e2", Summary: "Lunch", Start: at.Add(24 * time.Hour), End: at.Add(25 * time.Hour), Attendees: []string{}}
	result := func(c memo.Capability, op string, items ...memo.Item) *memo.Result {
		r := memo.NewResult(c, c.Op(op), items)
		return &r
	}
	series := result(memo.CapCalendar, "delete", ev)
	series.Meta.IsRecurringSeries = true
	task := memo.Task{ID: "t_1", Text: "call mom"}
	tests := []struct {
		name  string
		reply memo.Reply
		want  string
	}{
		{"create", memo.Reply{Tool: "calendar.create", Text: "Created", Success: true, Result: result(memo.CapCalendar, "create", ev)},
			`{"tool":"create","summary":"Created","result":{"status":"success","capability":"calendar","operation":"create","event_id":"abc123xyz","summary":"Team Meeting","start":"2024-01-15T14:00:00+02:00","end":"2024-01-15T15:00:00+02:00","link":"https://calendar.example/e"},"success":true}`},
		{"recurring create is create", memo.Reply{Tool: "calendar.createRecurring", Text: "ok", Success: true, Result: result(memo.CapCalendar, "createRecurring", ev2)},
			`{"tool":"create","summary":"ok","result":{"status":"success","capability":"calendar","operation":"createRecurring","event_id":"e2","summary":"Lunch","start":"2024-01-16T14:00:00+02:00","end":"2024-01-16T15:00:00+02:00"},"success":true}`},
		{"read", memo.Reply{Tool: "calendar.getEvents", Text: "2 events", Success: true, Result: result(memo.CapCalendar, "getEvents", ev, ev2)},
			`{"tool":"read","summary":"2 events","result":{"status":"success","capability":"calendar","operation":"getEvents","count":2,"events":[{"event_id":"abc123xyz","summary":"Team Meeting","start":"2024-01-15T14:00:00+02:00","end":"2024-01-15T15:00:00+02:00","description":"","link":"https://calendar.example/e"},{"event_id":"e2","summary":"Lunch","start":"2024-01-16T14:00:00+02:00","end":"2024-01-16T15:00:00+02:00","description":""}]},"success":true}`},
		{"read nothing", memo.Reply{Tool: "calendar.getEvents", Text: "No events found.", Success: true, Result: result(memo.CapCalendar, "getEvents")},
			`{"tool":"read","summary":"No events found.","result":null,"success":true}`},
		{"search", memo.Reply{Tool: "calendar.get", Text: "found", Success: true, Result: result(memo.CapCalendar, "get", ev)},
			`{"tool":"search","summary":"found","result":{"status":"success","capability":"calendar","operation":"get","count":1,"events":[{"event_id":"abc123xyz","summary":"Team Meeting","start":"2024-01-15T14:00:00+02:00","end":"2024-01-15T15:00:00+02:00","description":"","link":"https://calendar.example/e"}]},"success":true}`},
		{"delete series", memo.Reply{Tool: "calendar.delete", Text: "Deleted", Success: true, Result: series},
			`{"tool":"delete","summary":"Deleted","result":{"status":"success","capability":"calendar","operation":"delete","event_id":"abc123xyz","summary":"Team Meeting","start":"2024-01-15T14:00:00+02:00","end":"2024-01-15T15:00:00+02:00","link":"https://calendar.example/e","message":"Deleted recurring series: Team Meeting"},"success":true}`},
		{"bulk delete", memo.Reply{Tool: "calendar.deleteByWindow", Text: "Deleted 2", Success: true, Result: result(memo.CapCalendar, "deleteByWindow", ev, ev2)},
			`{"tool":"delete","summary":"Deleted 2","result":{"status":"success","capability":"calendar","operation":"deleteByWindow","count":2,"events":[{"event_id":"abc123xyz","summary":"Team Meeting","start":"2024-01-15T14:00:00+02:00","end":"2024-01-15T15:00:00+02:00","description":"","link":"https://calendar.example/e"},{"event_id":"e2","summary":"Lunch","start":"2024-01-16T14:00:00+02:00","end":"2024-01-16T15:00:00+02:00","description":""}],"message":"Deleted 2 events"},"success":true}`},
		{"update failed", memo.Reply{Tool: "calendar.update", Text: "I couldn't find gym.", Success: false},
			`{"tool":"update","summary":"I couldn't find gym.","result":{"status":"error","capability":"calendar","operation":"update","error":"I couldn't find gym."},"success":false}`},
		{"calendar question", memo.Reply{Tool: "calendar.delete", Text: "Which one?", Success: true, Pending: &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Options: []memo.Option{{Label: "a", IDs: []string{"1"}}}, ExpiresAt: at}},
			`{"tool":"delete","summary":"Which one?","result":{"status":"pending","capability":"calendar","operation":"delete","pending":{"kind":"choose","reason":"which_event","options":[{"label":"a","ids":["1"]}],"allowMultiple":false,"expiresAt":"2024-01-15T14:00:00+02:00"}},"success":true}`},
		{"tasks", memo.Reply{Tool: "tasks.create", Text: "Saved", Success: true, Result: result(memo.CapTasks, "create", task)},
			``},
		{"help", memo.Reply{Tool: "general.help", Text: "I can…", Success: true},
			`{"tool":"help","summary":"I can…","result":{"status":"success","capability":"general","operation":"help","items":[],"meta":{"count":0,"created":0,"updated":0,"deleted":0,"notFound":[],"errors":[],"summaries":[]}},"success":true}`},
		{"apology", memo.Reply{Text: "Sorry", Success: false},
			`{"tool":"reply","summary":"Sorry","result":{"status":"error","capability":"general","operation":"reply","items":[],"meta":{"count":0,"created":0,"updated":0,"deleted":0,"notFound":[],"errors":[],"summaries":[]}},"success":false}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(api.Chat(tc.reply))
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				// Other capabilities carry the envelope as --jsonl shows it.
				var got struct {
					Tool   string `json:"tool"`
					Result struct {
						Status, Capability, Operation string
						Items                         []map[string]any
					} `json:"result"`
				}
				if err := json.Unmarshal(b, &got); err != nil {
					t.Fatal(err)
				}
				env, _ := json.Marshal(api.EnvelopeOf(tc.reply))
				var want struct{ Items []map[string]any }
				_ = json.Unmarshal(env, &want)
				if got.Tool != "create" || got.Result.Status != "success" || got.Result.Capability != "tasks" || got.Result.Operation != "create" ||
					len(got.Result.Items) != 1 || got.Result.Items[0]["id"] != want.Items[0]["id"] {
					t.Fatalf("got %s", b)
				}
				return
			}
			if string(b) != tc.want {
				t.Errorf("got  %s\nwant %s", b, tc.want)
			}
		})
	}
}
