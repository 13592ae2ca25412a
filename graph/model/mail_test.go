package model_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestMailCalls: each mail operation becomes its step; a send or reply is
// only ever its preview (the draft the user must confirm).
func TestMailCalls(t *testing.T) {
	for _, tt := range []struct{ name, args, want string }{
		{"list unread from", `{"operation":"list","from":"Dana","unread":true}`,
			`{"capability":"gmail","operation":"listEmails","email":{"filter":{"from":"Dana","unreadOnly":true}}}`},
		{"latest", `{"operation":"latest"}`, `{"capability":"gmail","operation":"getLatestEmail","email":{"filter":{}}}`},
		{"read by position", `{"operation":"read","position":2}`,
			`{"capability":"gmail","operation":"getEmailById","email":{"filter":{},"index":2}}`},
		{"reply", `{"operation":"reply","from":"דנה","body":"אני אאחר"}`,
			`{"capability":"gmail","operation":"replyPreview","email":{"filter":{"from":"דנה"},"body":"אני אאחר"}}`},
		{"send", `{"operation":"send","to":["Avi"],"subject":"Summary","body":"see you at 5"}`,
			`{"capability":"gmail","operation":"sendPreview","email":{"filter":{},"to":["Avi"],"subject":"Summary","body":"see you at 5"}}`},
		{"mark read", `{"operation":"markRead","position":1}`,
			`{"capability":"gmail","operation":"markAsRead","verify":true,"email":{"filter":{},"index":1}}`},
		{"connect", `{"operation":"connectGoogle"}`, `{"capability":"settings","operation":"connectGoogle","settings":{}}`},
		{"disconnect", `{"operation":"disconnectGoogle"}`, `{"capability":"settings","operation":"disconnectGoogle","verify":true,"settings":{}}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := openaitest.New(t)
			srv.Push(openaitest.Tools(openaitest.ToolCall("mail", tt.args)))
			plan, err := newPlanner(t, srv).Plan(t.Context(), request("x", memo.English))
			if err != nil {
				t.Fatalf("Plan: %v", err)
			}
			want := `[{"id":"A",` + strings.TrimPrefix(tt.want, "{") + `]`
			if got := stepsJSON(plan.Steps); got != want {
				t.Errorf("steps\n got %s\nwant %s", got, want)
			}
			if s := plan.Steps[0]; s.Confirmed {
				t.Error("a model's step came confirmed")
			}
		})
	}
}

// TestMailSendNeedsRecipient: a send with no one to send to is repaired
// once, then refused; nothing is drafted to a guess.
func TestMailSendNeedsRecipient(t *testing.T) {
	srv := openaitest.New(t)
	bad := openaitest.Tools(openaitest.ToolCall("mail", `{"operation":"send","body":"hi"}`))
	srv.Push(bad, bad)
	plan, _ := newPlanner(t, srv).Plan(t.Context(), request("send it", memo.English))
	for _, s := range plan.Steps {
		if s.Capability == memo.CapGmail {
			t.Errorf("planned %+v", s)
		}
	}
	if srv.Calls() != 2 || !strings.Contains(string(srv.Requests()[1].Body), "to needs the names") {
		t.Errorf("%d calls; want a repair naming the problem", srv.Calls())
	}
}
