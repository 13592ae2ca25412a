package main

import (
	"encoding/json"
	"testing"
)

const tuesday9 = "2026-01-20T09:00:00+02:00"

func TestConversationEnglish(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"remind me at 6pm to pick up the kids", all(ok, english, has("kids"), due("2026-01-20T18:00:00+02:00"))},
			turn{"add a task to call the bank", all(ok, has("bank"))},
			turn{"add a task: send report to Yossi", ok},
			turn{"add a task: send invoice to Yossi", ok},
			turn{"show my tasks", all(ok, func(t *testing.T, o out) { items(t, o, 4) })},
			turn{"delete send to Yossi", func(t *testing.T, o out) { pending(t, o, "choose", 2); english(t, o) }},
			turn{"2", all(ok, noPending, func(t *testing.T, o out) { deleted(t, o, 1) }, has("invoice"))},
			turn{"what are my tasks", func(t *testing.T, o out) { items(t, o, 3) }},
		)
	})
}

func TestConversationHebrew(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"תזכיר לי היום ב-17:00 לאסוף את הילדים", all(ok, hebrew, has("ילדים"), due("2026-01-20T17:00:00+02:00"))},
			turn{"תוסיף משימה לקנות מתנה לאמא", ok},
			turn{"תוסיף משימה לקנות מתנה לאבא", ok},
			turn{"מה המשימות שלי?", all(ok, hebrew, func(t *testing.T, o out) { items(t, o, 3) })},
			turn{"תמחק לקנות מתנה", func(t *testing.T, o out) { pending(t, o, "choose", 2); hebrew(t, o) }},
			turn{"כולם", all(ok, hebrew, func(t *testing.T, o out) { deleted(t, o, 2) })},
			turn{"מה המשימות שלי?", func(t *testing.T, o out) { items(t, o, 1) }},
		)
	})
}

func TestConversationCancel(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"add a task: call Dana", ok},
			turn{"add a task: call Dan", ok},
			turn{"delete call", func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
			turn{"cancel", all(ok, noPending, english)},
			turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 2) }},
			turn{"תמחק את call", func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
			turn{"ביטול", all(hebrew, noPending)},
			turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 2) }},
		)
	})
}

// TestConversationRestart asks "which one?", ends the process, and answers
// in a new one: the question and its plan survive in the state store.
func TestConversationRestart(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"add a task: send report to Yossi", ok},
			turn{"add a task: send invoice to Yossi", ok},
			turn{"delete send to Yossi", func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
		)
		s.talk(turn{"the first one", all(ok, func(t *testing.T, o out) { deleted(t, o, 1) }, has("report"))})
		s.talk(turn{"show my tasks", all(func(t *testing.T, o out) { items(t, o, 1) }, has("invoice"))})
	})
}

// TestConversationExpiry: an answer after the question expired changes
// nothing; it is told so and the question is asked again, and the answer
// to that one acts.
func TestConversationExpiry(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"add a task: send report to Yossi", ok},
			turn{"add a task: send invoice to Yossi", ok},
			turn{"delete send to Yossi", func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
		)
		s.now = "2026-01-20T09:06:00+02:00"
		s.talk(turn{"2", all(says("expired"), func(t *testing.T, o out) {
			pending(t, o, "choose", 2)
			if o.Success {
				t.Errorf("an expired answer succeeded: %s", o.Summary)
			}
		})})
		s.talk(turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 2) }})
		s.talk(turn{"delete send to Yossi", func(t *testing.T, o out) { pending(t, o, "choose", 2) }})
		s.now = "2026-01-20T09:13:00+02:00"
		s.talk(turn{"2", func(t *testing.T, o out) { pending(t, o, "choose", 2) }})
		s.talk(turn{"2", all(ok, noPending, func(t *testing.T, o out) { deleted(t, o, 1) }, has("invoice"))})
		// Much later, "2" is no answer to anything any more.
		s.now = "2026-01-22T09:13:00+02:00"
		s.talk(turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 1) }})
	})
}

func TestConfirmDeleteOverdue(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-01-19T08:00:00+02:00", env)
		s.talk(
			turn{"remind me today at 10 to water the plants", ok},
			turn{"remind me today at 11 to pay the bill", ok},
			turn{"remind me tomorrow at 18:00 to call mom", ok},
		)
		s.now = tuesday9
		s.talk(
			turn{"delete all overdue tasks", func(t *testing.T, o out) { pending(t, o, "confirm", 2) }},
			turn{"no", all(noPending, english)},
			turn{"show overdue tasks", func(t *testing.T, o out) { items(t, o, 2) }},
			turn{"תמחק את כל המשימות שבאיחור", func(t *testing.T, o out) { pending(t, o, "confirm", 2); hebrew(t, o) }},
			turn{"כן", all(ok, func(t *testing.T, o out) { deleted(t, o, 2) })},
			turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 1) }},
		)
	})
}

func TestLists(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		nested := func(n int) func(t *testing.T, o out) {
			return func(t *testing.T, o out) {
				t.Helper()
				items(t, o, 1)
				if t.Failed() {
					return
				}
				if got := len(o.Result.Items[0]["items"].([]any)); got != n {
					t.Errorf("list has %d items, want %d", got, n)
				}
			}
		}
		s.talk(
			turn{"new list packing: passport, charger, socks", all(ok, nested(3))},
			turn{"add sunscreen to packing", all(ok, nested(4))},
			turn{"show packing list", nested(4)},
			turn{"check charger on packing", ok},
			turn{"remove socks from the packing list", all(ok, nested(3))},
			turn{"רשימת קניות: חלב, לחם וביצים", all(ok, hebrew, nested(3))},
			turn{"תוסיף גבינה לרשימת הקניות", all(ok, hebrew, nested(4))},
			turn{"show my lists", func(t *testing.T, o out) { items(t, o, 2) }},
			turn{"delete the packing list", all(ok, func(t *testing.T, o out) { deleted(t, o, 1) })},
			turn{"הרשימות שלי", func(t *testing.T, o out) { items(t, o, 1) }},
		)
	})
}

func TestDuplicateMessageID(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		line := func(text, id string) string {
			b, _ := json.Marshal(map[string]string{"text": text, "message_id": id})
			return string(b)
		}
		outs := s.run(line("add a task: buy milk", "m1"), line("add a task: buy milk", "m1"), line("show my tasks", "m2"))
		if outs[0].Dup || !outs[1].Dup {
			t.Errorf("duplicate flags: %v %v", outs[0].Dup, outs[1].Dup)
		}
		items(t, outs[2], 1)
		// A restart keeps the claim.
		if o := s.run(line("add a task: buy milk", "m1")); !o[0].Dup {
			t.Errorf("a redelivery after a restart was not caught")
		}
	})
}

func TestBadInput(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	long := make([]byte, 10*1024)
	for i := range long {
		long[i] = 'a'
	}
	lines := []string{
		`{"text": ""}`,
		`{"text": "   "}`,
		`{"text": "🙂🙂"}`,
		`{"text": "\u200f\u202e"}`,
		`{"text": "add a task: buy\u0000 milk"}`,
		`not json`,
		`{"user": "x"}`,
		`{"text": "` + string(long) + `"}`,
	}
	outs := s.run(lines...)
	for i, o := range outs {
		if o.Summary == "" {
			t.Errorf("line %d: empty summary", i)
		}
	}
	if outs[5].Success || outs[6].Success {
		t.Errorf("invalid lines reported success")
	}
	if !outs[4].Success || outs[4].Result == nil || len(outs[4].Result.Items) != 1 || outs[4].Result.Items[0]["text"] != "buy milk" {
		t.Errorf("NUL in text: %+v", outs[4])
	}
}

func TestUnwritableDB(t *testing.T) {
	var stdout, stderr bytesBuffer
	dir := t.TempDir()
	path := dir + "/missing/dir/memo.db"
	err := run(t.Context(), []string{"chat", "--jsonl", "--db", path}, emptyReader{}, &stdout, &stderr, func(string) string { return "" })
	if err == nil {
		t.Fatal("no error for an unwritable --db")
	}
	if !containsStr(err.Error(), path) {
		t.Errorf("error %q does not name %s", err, path)
	}
}
