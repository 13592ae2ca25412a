package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldBeforeRequest: a sentence telling where the user came from or
// what they did, said before a request with the "i" left out ("just got
// home from a 12."), is context, as "i got home …" is: no task is
// completed or looked for, and the request is read alone. Said alone, a
// coming home completes nothing.
func TestToldBeforeRequest(t *testing.T) {
	for _, row := range []struct{ text, title string }{
		{"just got home from a 12. remind me to wake up at 4:30pm", "wake up"},
		{"got back from work. remind me to call mom at 5", "call mom"},
		{"finished my shift remind me to call mom at 5", "call mom"},
		{"just landed, remind me to call mom at 5", "call mom"},
		{"הגעתי הביתה. תזכיר לי להתקשר לאמא ב5", "להתקשר לאמא"},
		{"חזרתי מהעבודה, תזכירי לי להתקשר לאמא ב5", "להתקשר לאמא"},
	} {
		p := planOf(t, row.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks.Drafts[0].Text != row.title {
			t.Errorf("%q: want one reminder %q, got %s", row.text, row.title, stepsOf(p.Steps))
		}
	}
	// Near misses: a coming home said alone completes nothing; a thing
	// got or bought is still a task done.
	for _, text := range []string{"just got home from a 12.", "got back from work", "הגעתי הביתה", "חזרתי מהעבודה"} {
		if p := planOf(t, text); p.Steps[0].Operation == memo.OpTaskComplete {
			t.Errorf("%q: completed %v", text, p.Steps[0].Tasks.Targets)
		}
	}
	for _, text := range []string{"got the milk", "bought the milk", "returned the library books", "קניתי חלב"} {
		if p := planOf(t, text); p.Steps[0].Operation != memo.OpTaskComplete {
			t.Errorf("%q: want a task done, got %s", text, stepsOf(p.Steps))
		}
	}
}

// TestForgetAlsoJoined: "… and don't let me forget to Y" after a
// reminder is its second deed, at its time; a "when i wake" that says
// the first deed again is its time, no word of the title. The words
// asking not to forget never stay in a title.
func TestForgetAlsoJoined(t *testing.T) {
	for _, row := range []struct{ text, title string }{
		{"remind me to wake up at 4:30pm and dont let me forget to defrost chicken when i wake", "wake up and defrost chicken"},
		{"just got home from a 12. remind me to wake up at 4:30pm and dont let me forget to defrost chicken when i wake", "wake up and defrost chicken"},
		{"remind me to leave at 5 and make sure i don't forget to take the keys", "leave and take the keys"},
		{"remind me at 5 to call mom and don't forget to buy flowers", "call mom and buy flowers"},
		{"תזכיר לי לקום ב4 וחצי ואל תתן לי לשכוח להפשיר עוף כשאקום", "לקום ולהפשיר עוף"},
		{"תזכירי לי להתעורר ב4 ואל תשכחי להפשיר עוף כשאתעורר", "להתעורר ולהפשיר עוף"},
	} {
		p := planOf(t, row.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks.Drafts[0].Text != row.title {
			t.Errorf("%q: want one reminder %q, got %s", row.text, row.title, stepsOf(p.Steps))
		}
	}
	// Near misses: a second thing not read is declined, never kept with
	// the words; a condition that is not the first deed stays its own.
	for _, text := range []string{
		"remind me to call mom at 5 and dont let me forget the chicken",
		"תזכיר לי להתקשר לאמא ב5 ואל תתן לי לשכוח את העוף",
	} {
		for _, title := range titlesOf(planOf(t, text)) {
			t.Errorf("%q: kept %q", text, title)
		}
	}
	p := planOf(t, "remind me to leave at 5 and dont let me forget to take the keys when i go")
	if got := titlesOf(p); len(got) != 1 || got[0] != "leave and take the keys when i go" {
		t.Errorf("a condition of its own: got %v", got)
	}
}

// titlesOf are the titles of the tasks p creates.
func titlesOf(p memo.Plan) []string {
	var out []string
	for _, s := range p.Steps {
		if s.Operation == memo.OpTaskCreate && s.Tasks != nil {
			for _, d := range s.Tasks.Drafts {
				out = append(out, d.Text)
			}
		}
	}
	return out
}
