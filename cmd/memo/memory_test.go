package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

const march10 = "2026-03-10T08:30:00+02:00"

// capability checks the result's capability and that the reply and the
// items show every word.
func memoryShows(words ...string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || len(o.Result.Items) == 0 {
			t.Fatalf("no items")
		}
		if o.Tool[:len("memory.")] != "memory." {
			t.Errorf("tool %s, want memory.*", o.Tool)
		}
		has(words...)(t, o)
		for _, w := range words {
			if !strings.Contains(o.Summary, w) {
				t.Errorf("reply %q does not show %q", o.Summary, w)
			}
		}
	}
}

func notOK(t *testing.T, o out) {
	t.Helper()
	if o.Success {
		t.Errorf("success=true: %s", o.Summary)
	}
}

func TestMemoryConversationEnglish(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, march10, env)
		s.talk(
			turn{"remember that the wifi password at my parents' place is Sunflower77", all(ok, english, memoryShows("Sunflower77"))},
			turn{"what's the wifi password at my parents?", all(ok, english, memoryShows("Sunflower77"))},
			turn{"note to self: Gal's shoe size is 38", all(ok, memoryShows("38"))},
			turn{"what size shoes does Gal wear", all(ok, memoryShows("38"))},
			turn{"fyi i parked on level -2, spot B14", all(ok, memoryShows("B14"))},
			turn{"where did i park?", all(ok, memoryShows("B14"))},
			turn{"Avi's phone is 054-1234567", all(ok, memoryShows("054-1234567"))},
			turn{"call Avi", all(ok, func(t *testing.T, o out) {
				if !strings.Contains(o.Summary, "054-1234567") {
					t.Errorf("reply %q lacks the number", o.Summary)
				}
			})},
			turn{"what do you know about Avi?", all(ok, memoryShows("054-1234567"))},
			turn{"what's the capital of France?", all(notOK, english, func(t *testing.T, o out) { items(t, o, 0) })},
			turn{"show my memories", all(ok, func(t *testing.T, o out) { items(t, o, 4) })},
			turn{"forget the wifi password", all(ok, func(t *testing.T, o out) { deleted(t, o, 1) })},
			turn{"what's the wifi password at my parents?", notOK},
			// Time, tasks, lists and the calendar keep their questions.
			turn{"what do I have tomorrow", func(t *testing.T, o out) {
				if strings.HasPrefix(o.Tool, "memory.") {
					t.Errorf("a calendar question went to memory: %s", o.Tool)
				}
			}},
			turn{"remind me tomorrow at 9 to call mom", func(t *testing.T, o out) {
				if o.Tool != "tasks.create" {
					t.Errorf("a reminder went to %s", o.Tool)
				}
			}},
		)
	})
}

func TestMemoryConversationHebrew(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, march10, env)
		s.talk(
			turn{"תזכור שהקוד של השער אצל סבתא זה 4512", all(ok, hebrew, memoryShows("4512"))},
			turn{"מה הקוד של השער אצל סבתא?", all(ok, hebrew, memoryShows("4512"))},
			turn{"תרשום לך שמידת הנעליים של עידו היא 31", all(ok, memoryShows("31"))},
			turn{"חניתי בקומה מינוס 2 ליד עמוד C7", all(ok, memoryShows("C7"))},
			turn{"איפה חניתי?", all(ok, hebrew, memoryShows("C7"))},
			turn{"מה מידת הנעליים של עידו?", all(ok, memoryShows("31"))},
			turn{"המספר של אבי הוא 054-1234567", all(ok, memoryShows("054-1234567"))},
			turn{"מה המספר של אבי", all(ok, hebrew, memoryShows("054-1234567"))},
			turn{"תשכח את הקוד של השער", all(ok, hebrew, func(t *testing.T, o out) { deleted(t, o, 1) })},
			turn{"מה הקוד של השער אצל סבתא?", all(notOK, hebrew)},
			turn{"תזכיר לי מחר ב-9 להתקשר לאמא", func(t *testing.T, o out) {
				if o.Tool != "tasks.create" {
					t.Errorf("a reminder went to %s", o.Tool)
				}
			}},
			turn{"מה יש לי מחר?", func(t *testing.T, o out) {
				if strings.HasPrefix(o.Tool, "memory.") {
					t.Errorf("a calendar question went to memory: %s", o.Tool)
				}
			}},
		)
	})
}

// TestMemoryConflictConversation: a fact stored again with another value
// asks; "1" replaces, and the question survives a restart.
func TestMemoryConflictConversation(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, march10, env)
		s.talk(
			turn{"remember that Dana's birthday is on March 3", ok},
			turn{"remember that Dana's birthday is on March 5", func(t *testing.T, o out) { pending(t, o, "choose", 2); english(t, o) }},
		)
		s.talk(turn{"1", all(ok, noPending, memoryShows("March 5"))})
		s.talk(
			turn{"when is Dana's birthday?", all(ok, memoryShows("March 5"), func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "March 3") {
					t.Errorf("the replaced fact is still answered: %q", o.Summary)
				}
			})},
			turn{"תזכור שיום ההולדת של דנה הוא ב-7 במרץ", ok},
			turn{"תזכור שיום ההולדת של דנה הוא ב-9 במרץ", func(t *testing.T, o out) { pending(t, o, "choose", 2); hebrew(t, o) }},
			turn{"2", all(ok, noPending)},
			turn{"show my memories", func(t *testing.T, o out) { items(t, o, 3) }},
		)
	})
}

// TestMemoryIsolationConversation: one user's memories never reach
// another's answers.
func TestMemoryIsolationConversation(t *testing.T) {
	s := newSession(t, march10, nil)
	line := func(user, text string) string {
		b, _ := json.Marshal(map[string]string{"user": user, "text": text})
		return string(b)
	}
	outs := s.run(
		line("alice", "remember that the alarm code is 9911"),
		line("bob", "what's the alarm code?"),
		line("bob", "show my memories"),
		line("bob", "forget the alarm code"),
		line("alice", "what's the alarm code?"),
	)
	for _, o := range outs[1:4] {
		if strings.Contains(o.Summary, "9911") || (o.Result != nil && len(o.Result.Items) > 0) {
			t.Errorf("bob sees alice's memory: %q", o.Summary)
		}
	}
	if !strings.Contains(outs[4].Summary, "9911") {
		t.Errorf("alice lost her memory: %q", outs[4].Summary)
	}
}

func TestMemoryBadInputConversation(t *testing.T) {
	s := newSession(t, march10, nil)
	big, _ := json.Marshal(map[string]string{"text": "remember this", "quoted_text": strings.Repeat("a long forwarded note ", 5000)})
	lines := []string{
		`{"text": "remember"}`,
		`{"text": "remember that"}`,
		`{"text": "תזכור ש"}`,
		`{"text": "what is ?!?"}`,
		`{"text": "remember that \"NEAR\" * -x OR y is a strange line"}`,
		`{"text": "what is \"NEAR\" * -x OR?"}`,
		`{"text": "forget \" * -"}`,
		string(big),
		`{"text": "show my memories"}`,
	}
	outs := s.run(lines...)
	for i, o := range outs {
		low := strings.ToLower(o.Summary)
		if o.Summary == "" || strings.Contains(low, "fts") || strings.Contains(low, "sql") || strings.Contains(low, "went wrong") {
			t.Errorf("line %d (%s): %q", i, lines[i], o.Summary)
		}
	}
	for _, i := range []int{0, 1, 2, 7} {
		if outs[i].Success {
			t.Errorf("line %d stored something: %q", i, outs[i].Summary)
		}
	}
	if !outs[4].Success || !strings.Contains(outs[5].Summary, "NEAR") {
		t.Errorf("syntax characters: stored %v, answered %q", outs[4].Success, outs[5].Summary)
	}
	if !strings.Contains(outs[7].Summary, "too long") {
		t.Errorf("a 100 KB note: %q", outs[7].Summary)
	}
	items(t, outs[8], 1)
}

// TestMemoryWithEmbeddings runs the second brain with the fake model
// server's embeddings: a question that shares no word with the memory is
// answered by meaning, each memory is embedded once, and a note's answer
// is worded by the model.
func TestMemoryWithEmbeddings(t *testing.T) {
	srv := openaitest.New(t)
	srv.SetEmbedding(openaitest.WordVectors(256, map[string]string{"car": "vehicle", "automobile": "vehicle", "auto": "vehicle"}))
	s := newSession(t, march10, map[string]string{"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": srv.URL})
	srv.Push(openaitest.Text("The car keys are in the blue bowl by the door."))
	s.talk(
		turn{"remember I left the car keys in the blue bowl", all(ok, memoryShows("blue bowl"))},
		turn{"remember that the gate code is 4512", all(ok, memoryShows("4512"))},
		turn{"where did I put the automobile keys?", all(ok, memoryShows("blue bowl"), func(t *testing.T, o out) {
			if !strings.Contains(o.Summary, "by the door") {
				t.Errorf("the model's answer is not shown: %q", o.Summary)
			}
		})},
		turn{"what's the gate code?", all(ok, memoryShows("4512"))},
	)
	embeds, chats := 0, 0
	for _, r := range srv.Requests() {
		switch {
		case strings.HasSuffix(r.Path, "/embeddings"):
			embeds++
		case strings.HasSuffix(r.Path, "/chat/completions"):
			chats++
		}
	}
	// Two memories embedded once each, two questions embedded once each.
	if embeds != 4 || chats != 1 {
		t.Errorf("%d embedding and %d chat calls, want 4 and 1 (the keys note's phrasing)", embeds, chats)
	}
	if srv.Left() != 0 {
		t.Errorf("%d scripted answers unused", srv.Left())
	}
}
