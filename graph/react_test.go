package graph_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// firedReminder sets a reminder for 10:00, lets it fire and logs the
// message Memo sent for it under id.
func (f *sharedFixture) firedReminder(text, id string) memo.Task {
	f.t.Helper()
	ask := "remind me at 10 to " + text
	if lang, _ := memo.DetectLanguage(text); lang == memo.Hebrew {
		ask = "תזכיר לי ב-10 " + text
	}
	tasks := f.say(ask).Result.Tasks()
	if len(tasks) != 1 {
		f.t.Fatalf("no reminder created for %q", text)
	}
	f.clock.Advance(90 * time.Minute)
	if err := f.db.SaveSentMessage(f.t.Context(), memo.SentMessage{ChatID: "chat", MessageID: id, Kind: "reminder",
		TaskIDs: []string{tasks[0].ID}, SentAt: f.clock.Now()}); err != nil {
		f.t.Fatal(err)
	}
	return tasks[0]
}

// TestReactionCompletesReminder: 👍 to a fired reminder completes its
// task as "done" quoting it does, with no planner call; "undo" brings it
// back.
func TestReactionCompletesReminder(t *testing.T) {
	for _, c := range []struct{ lang, emoji, done, undo string }{
		{"en", "👍", "call the bank", "undo"},
		{"he", "👍", "להתקשר לבנק", "בטל"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			f := newSharedFixture(t, "2026-01-20T09:00:00+02:00")
			f.firedReminder(c.done, "wamid.reminder")
			before := *f.planned
			out := f.react(c.emoji, "wamid.reminder")
			f.noModel(before)
			if !out.Success || out.Text == "" || out.Result == nil || out.Result.Meta.Updated != 1 {
				t.Fatalf("reaction: %+v", out)
			}
			if open := f.open(); len(open) != 0 {
				t.Fatalf("open after 👍: %+v", open)
			}
			t.Logf("%s", out.Text)
			if u := f.say(c.undo); !u.Success {
				t.Fatalf("undo: %+v", u)
			}
			if open := f.open(); len(open) != 1 {
				t.Fatalf("open after undo: %+v; want the reminder back", open)
			}
		})
	}
}

// TestReactionSkinToneAndCheck: ✅, 👍🏽 and ✔️ (with its presentation
// selector) are "done" too.
func TestReactionSkinToneAndCheck(t *testing.T) {
	for _, emoji := range []string{"✅", "👍🏽", "✔️", "👌🏿"} {
		f := newSharedFixture(t, "2026-01-20T09:00:00+02:00")
		f.firedReminder("water the plants", "wamid.r")
		if out := f.react(emoji, "wamid.r"); out.Result == nil || out.Result.Meta.Updated != 1 {
			t.Errorf("%q: %+v", emoji, out)
		}
		if open := f.open(); len(open) != 0 {
			t.Errorf("%q: open %+v", emoji, open)
		}
	}
}

// TestReactionIgnored: another emoji, a removed reaction, a reaction to a
// message that is no reminder (or unknown) change nothing and send
// nothing.
func TestReactionIgnored(t *testing.T) {
	f := newSharedFixture(t, "2026-01-20T09:00:00+02:00")
	f.firedReminder("call the bank", "wamid.reminder")
	if err := f.db.SaveSentMessage(t.Context(), memo.SentMessage{ChatID: "chat", MessageID: "wamid.digest", Kind: "digest",
		TaskIDs: []string{f.open()[0].ID}, SentAt: f.clock.Now()}); err != nil {
		t.Fatal(err)
	}
	before := *f.planned
	for _, c := range []struct{ emoji, id string }{
		{"❤️", "wamid.reminder"}, {"😂", "wamid.reminder"}, {"", "wamid.reminder"},
		{"👍", "wamid.digest"}, {"👍", "wamid.unknown"}, {"👍", ""},
	} {
		out := f.react(c.emoji, c.id)
		if out.Text != "" || out.Pending != nil || out.Result != nil {
			t.Errorf("%q on %q: %+v; want an empty reply", c.emoji, c.id, out)
		}
	}
	if *f.planned != before {
		t.Errorf("a reaction reached the planner")
	}
	if open := f.open(); len(open) != 1 {
		t.Errorf("open %+v; want the reminder still open", open)
	}
	// Nothing was logged either: "undo" has nothing of the reactions' to undo.
	if out := f.say("what did you do?"); out.Text == "" {
		t.Errorf("recent: %+v", out)
	}
}

// TestReactionNeverAnswersQuestion: 👍 while Memo asks to confirm a bulk
// delete is no "yes": nothing is deleted, nothing is sent, and the
// question still waits; even a reminder's 👍 waits until it is answered.
func TestReactionNeverAnswersQuestion(t *testing.T) {
	f := newSharedFixture(t, "2026-01-20T09:00:00+02:00")
	f.firedReminder("call the bank", "wamid.reminder")
	f.say("remind me tomorrow at 9 to pay the rent")
	q := f.say("delete all my tasks")
	if q.Pending == nil || q.Pending.Kind != memo.PendingConfirm {
		t.Fatalf("want a confirmation, got %+v (%q)", q.Pending, q.Text)
	}
	for _, emoji := range []string{"👍", "✅", "❤️"} {
		if out := f.react(emoji, "wamid.reminder"); out.Text != "" || out.Result != nil {
			t.Errorf("%q while confirming: %+v", emoji, out)
		}
		if out := f.react(emoji, "wamid.question"); out.Text != "" || out.Result != nil {
			t.Errorf("%q to the question: %+v", emoji, out)
		}
	}
	if open := f.open(); len(open) != 2 {
		t.Fatalf("open %+v; want both tasks kept", open)
	}
	if out := f.say("yes"); out.Result == nil || out.Result.Meta.Deleted != 2 {
		t.Errorf("the question did not wait for its answer: %+v (%q)", out, out.Text)
	}
}
