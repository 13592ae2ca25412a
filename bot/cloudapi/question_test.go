package cloudapi_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// tasks are dana's open tasks' texts.
func (h *harness) tasks() []string {
	h.t.Helper()
	ts, err := h.db.FindTasks(h.t.Context(), "+"+dana, memo.TaskFilter{})
	if err != nil {
		h.t.Fatal(err)
	}
	var out []string
	for _, t := range ts {
		out = append(out, t.Text)
	}
	slices.Sort(out)
	return out
}

// buttons are the reply buttons of an interactive message, as id →
// title.
func buttons(t testing.TB, s cloudapitest.Sent) [][2]string {
	t.Helper()
	it := s.Request.Interactive
	if s.Request.Type != "interactive" || it == nil || it.Type != "button" || it.Action == nil {
		t.Fatalf("sent %s %+v; want reply buttons", s.Request.Type, it)
	}
	var out [][2]string
	for _, b := range it.Action.Buttons {
		if b.Type != "reply" || utf8.RuneCountInString(b.Reply.Title) > 20 || b.Reply.ID == "" {
			t.Errorf("button %+v: want a reply with an id and a title of at most 20 characters", b)
		}
		out = append(out, [2]string{b.Reply.ID, b.Reply.Title})
	}
	return out
}

// TestButtonReplyResumesQuestion: "which one?" goes out as reply buttons
// with the question's text; tapping one resumes the question as "2"
// would, and typing "2" still works.
func TestButtonReplyResumesQuestion(t *testing.T) {
	h := newHarness(t, opts{real: true})
	h.say("wamid.A1", "add a task: call mom")
	h.say("wamid.A2", "add a task: call the bank")
	q := h.say("wamid.A3", "delete call")
	bs := buttons(t, q)
	// The question lets several be picked, so "All" is offered too.
	if len(bs) != 3 || !strings.HasPrefix(bs[0][1], "1. ") || !strings.HasPrefix(bs[1][1], "2. ") || bs[2][1] != "All" {
		t.Fatalf("buttons %v; want two numbered options and All", bs)
	}
	if !strings.Contains(q.Text(), "1.") || !strings.Contains(q.Text(), "2.") {
		t.Errorf("the question's body lost its numbered options: %q", q.Text())
	}
	// Tap option 2.
	second := bs[1]
	before := len(h.api.Sent())
	h.post([]string{cloudapitest.ButtonReply(dana, "wamid.A4", h.clock.Now(), second[0], second[1], q.ID)}, nil)
	reply := h.api.WaitSent(t, before+1, 5e9)[before]
	left := h.tasks()
	if len(left) != 1 {
		t.Fatalf("tasks left %q after tapping %q; want one", left, second[1])
	}
	if strings.Contains(second[1], left[0]) {
		t.Errorf("tapping %q deleted the other task; %q is left", second[1], left[0])
	}
	if reply.Request.Type != "text" || !strings.Contains(strings.ToLower(reply.Text()), "delet") {
		t.Errorf("reply to the tap: %s %q", reply.Request.Type, reply.Text())
	}

	// The same button again: that question is answered; nothing happens.
	before = len(h.api.Sent())
	h.post([]string{cloudapitest.ButtonReply(dana, "wamid.A5", h.clock.Now(), second[0], second[1], q.ID)}, nil)
	stale := h.api.WaitSent(t, before+1, 5e9)[before]
	if !strings.Contains(stale.Text(), "no longer open") || len(h.tasks()) != 1 {
		t.Errorf("a second tap: %q, tasks %q; want the question closed and the task kept", stale.Text(), h.tasks())
	}
}

// TestStaleButtonDoesNotAnswerNewQuestion: a button of an earlier
// question, tapped while another is open, is no answer to the new one
// ("2" there is another task).
func TestStaleButtonDoesNotAnswerNewQuestion(t *testing.T) {
	h := newHarness(t, opts{real: true})
	for i, task := range []string{"call mom", "call the bank", "pay rent", "pay gas"} {
		h.say("wamid.B"+string(rune('0'+i)), "add a task: "+task)
	}
	first := buttons(t, h.say("wamid.B5", "delete call"))
	h.say("wamid.B6", "delete pay") // a new question replaces the first
	before := len(h.api.Sent())
	h.post([]string{cloudapitest.ButtonReply(dana, "wamid.B7", h.clock.Now(), first[1][0], first[1][1], "wamid.FAKE0005")}, nil)
	got := h.api.WaitSent(t, before+1, 5e9)[before]
	if !strings.Contains(got.Text(), "no longer open") {
		t.Errorf("stale tap answered %q; want the question closed", got.Text())
	}
	if n := len(h.tasks()); n != 4 {
		t.Errorf("%d tasks left; want all 4", n)
	}
	// Typing the number answers the open question.
	h.say("wamid.B8", "1")
	if n := len(h.tasks()); n != 3 {
		t.Errorf("after typing 1: %d tasks; want 3", n)
	}
}

// TestListReplyForManyOptions: more than three options go as a list;
// picking a row resumes the question.
func TestListReplyForManyOptions(t *testing.T) {
	h := newHarness(t, opts{real: true})
	names := []string{"call mom", "call the bank", "call the plumber about the leaking kitchen sink", "call dad", "call Noa"}
	for i, n := range names {
		h.say("wamid.C"+string(rune('0'+i)), "add a task: "+n)
	}
	q := h.say("wamid.C9", "delete call")
	it := q.Request.Interactive
	if q.Request.Type != "interactive" || it == nil || it.Type != "list" || len(it.Action.Sections) != 1 {
		t.Fatalf("question sent as %s %+v; want a list", q.Request.Type, it)
	}
	rows := it.Action.Sections[0].Rows
	if len(rows) != len(names)+1 || rows[len(names)].Title != "All" || utf8.RuneCountInString(it.Action.Button) > 20 {
		t.Fatalf("rows %+v, button %q; want %d rows and All", rows, it.Action.Button, len(names))
	}
	var long int = -1
	for i, r := range rows {
		if utf8.RuneCountInString(r.Title) > 24 || utf8.RuneCountInString(r.Description) > 72 {
			t.Errorf("row %+v over Meta's limits", r)
		}
		if strings.Contains(r.Description, "plumber") {
			long = i
		}
	}
	if long < 0 {
		t.Fatalf("the long name is not in any row's description: %+v", rows)
	}
	r := rows[long]
	h.post([]string{cloudapitest.ListReply(dana, "wamid.C10", h.clock.Now(), r.ID, r.Title, r.Description, q.ID)}, nil)
	h.settle()
	for _, left := range h.tasks() {
		if strings.Contains(left, "plumber") {
			t.Errorf("picked the plumber's row; it is still there: %q", h.tasks())
		}
	}
	if n := len(h.tasks()); n != len(names)-1 {
		t.Errorf("%d tasks left; want %d", n, len(names)-1)
	}
}
