package model_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
)

// TestReadPhoto: the model's answer becomes a checked finding in the
// user's zone, one call each; what is not a finding is refused.
func TestReadPhoto(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	now := time.Date(2026, 3, 10, 8, 30, 0, 0, loc)
	at := func(d, h, m int) time.Time { return time.Date(2026, 3, d, h, m, 0, 0, loc) }
	answer := func(kv ...string) map[string]any {
		f := map[string]any{"kind": "nothing", "title": "", "start": "", "end": "", "place": "", "text": "", "phones": []string{}, "emails": []string{}, "org": "", "seen": ""}
		for i := 0; i+1 < len(kv); i += 2 {
			f[kv[i]] = kv[i+1]
		}
		return f
	}
	cases := []struct {
		name   string
		answer openaitest.Response
		want   graph.PhotoFinding
		err    memo.ErrorCode
	}{
		{"event", openaitest.JSON(answer("kind", "event", "title", " Wedding\n of Dana ", "start", "2026-03-15T19:30", "end", "2026-03-15T23:00", "place", "Gan Oranim")),
			graph.PhotoFinding{Kind: graph.PhotoEvent, Event: memo.EventDraft{Summary: "Wedding of Dana", Start: at(15, 19, 30), End: at(15, 23, 0), Location: "Gan Oranim"}}, ""},
		{"event on a day", openaitest.JSON(answer("kind", "event", "title", "Fun day", "start", "2026-03-19")),
			graph.PhotoFinding{Kind: graph.PhotoEvent, Event: memo.EventDraft{Summary: "Fun day", Start: at(19, 0, 0), AllDay: true}}, ""},
		{"event with a zoned time", openaitest.JSON(answer("kind", "event", "title", "Flight", "start", "2026-03-19T10:00Z")),
			graph.PhotoFinding{Kind: graph.PhotoEvent, Event: memo.EventDraft{Summary: "Flight"}}, ""},
		{"event ending before it starts", openaitest.JSON(answer("kind", "event", "title", "Show", "start", "2026-03-19T20:00", "end", "2026-03-19T18:00")),
			graph.PhotoFinding{Kind: graph.PhotoEvent, Event: memo.EventDraft{Summary: "Show", Start: at(19, 20, 0)}}, ""},
		{"event with no title", openaitest.JSON(answer("kind", "event", "start", "2026-03-19T20:00", "seen", "a poster")),
			graph.PhotoFinding{Kind: graph.PhotoNothing, Seen: "a poster"}, ""},
		{"bill due on a day", openaitest.JSON(answer("kind", "task", "title", "Pay the water bill", "start", "2026-03-16")),
			graph.PhotoFinding{Kind: graph.PhotoTask, Task: memo.TaskDraft{Text: "Pay the water bill", DueDate: ptr(at(16, 9, 0))}}, ""},
		{"note", openaitest.JSON(answer("kind", "note", "text", "Locker 42, code 1984")),
			graph.PhotoFinding{Kind: graph.PhotoNote, Note: "Locker 42, code 1984"}, ""},
		{"not a finding", openaitest.Text("I think it is a cat"), graph.PhotoFinding{}, memo.EInvalid},
		{"unknown kind", openaitest.JSON(answer("kind", "delete_all")), graph.PhotoFinding{}, memo.EInvalid},
		{"cut", openaitest.Response{Text: `{"kind":"note","text":"abc`, FinishReason: "length"}, graph.PhotoFinding{}, memo.EInvalid},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(c.answer)
			client, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
			if err != nil {
				t.Fatal(err)
			}
			r, err := model.NewPhotoReader(client)
			if err != nil {
				t.Fatal(err)
			}
			got, usage, err := r.ReadPhoto(t.Context(), graph.PhotoRequest{File: memo.Attachment{Mime: "application/pdf", Name: "invite.pdf", Data: []byte("%PDF-1.4")},
				Caption: "add this", Lang: memo.English, Now: now, Loc: loc})
			if memo.ErrorCodeOf(err) != c.err || (c.err == "" && err != nil) {
				t.Fatalf("err %v; want code %q", err, c.err)
			}
			if usage.Calls != 1 || srv.Calls() != 1 {
				t.Errorf("usage %+v, %d calls; want one", usage, srv.Calls())
			}
			if c.err == "" && !sameFinding(got, c.want) {
				t.Errorf("finding %+v\nwant %+v", got, c.want)
			}
			body := string(srv.Requests()[0].Body)
			for _, w := range []string{`"type":"file"`, `"filename":"invite.pdf"`, "Tuesday 2026-03-10 08:30", "“add this”", "in English"} {
				if !strings.Contains(body, w) {
					t.Errorf("request lacks %q", w)
				}
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

func sameFinding(a, b graph.PhotoFinding) bool {
	if a.Kind != b.Kind || a.Note != b.Note || a.Seen != b.Seen || a.Task.Text != b.Task.Text {
		return false
	}
	if (a.Task.DueDate == nil) != (b.Task.DueDate == nil) || (a.Task.DueDate != nil && !a.Task.DueDate.Equal(*b.Task.DueDate)) {
		return false
	}
	e, f := a.Event, b.Event
	return e.Summary == f.Summary && e.Start.Equal(f.Start) && e.End.Equal(f.End) && e.AllDay == f.AllDay && e.Location == f.Location
}
