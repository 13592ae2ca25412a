package model_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestClarifyThenAnswer: arguments still invalid after the repair make the
// turn ask (pending "missing"); the answer is planned again together with
// the request, in one more call, and runs.
func TestClarifyThenAnswer(t *testing.T) {
	f := newFixture(t)
	bad := openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"renew the passport","due":"09:00","remind":true}]}`))
	f.srv.Push(bad, bad)
	q := f.send("I must not forget the passport thing")
	if q.Pending == nil || q.Pending.Kind != memo.PendingMissing || q.Pending.Reason != memo.ReasonClarify {
		t.Fatalf("want a clarifying question, got %+v: %q", q.Pending, q.Text)
	}
	if len(f.tasks()) != 0 {
		t.Fatalf("bad arguments ran")
	}
	f.srv.Push(openaitest.Tools(tasksCall(`{"operation":"create","tasks":[{"text":"renew the passport","due":"2026-01-20T09:00","remind":true}]}`)))
	r := f.send("tomorrow at nine, remind me to renew it")
	if got := f.srv.Calls(); got != 3 {
		t.Errorf("%d model calls, want 3 (two for the request, one for the answer)", got)
	}
	reqs := f.srv.Requests()
	last := string(reqs[len(reqs)-1].Body)
	if !strings.Contains(last, "passport thing") || !strings.Contains(last, "tomorrow at nine") {
		t.Errorf("the re-plan does not carry the request and the answer: %s", last)
	}
	if ts := f.tasks(); len(ts) != 1 || ts[0].Text != "renew the passport" {
		t.Fatalf("tasks %+v after the answer (%q)", ts, r.Text)
	}
}
