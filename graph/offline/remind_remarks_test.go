package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRemindRemarks: a reason or remark said after the deed with no clean
// comma is no word of the reminder's title; words that are the deed's
// own stay.
func TestRemindRemarks(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"remind me every day at 2pm to drink water bc i literally forget on nights", "drink water"},
		{"abeg remind me tomorrow 9am to push the hotfix to prod, dem go vex if I forget", "push the hotfix to prod"},
		{"yo remind me to book a table at nando's fri 5pm dem go vex if i forget", "book a table at nando's"},
		{"remind me at 5 to call grandma she'll be upset if i don't", "call grandma"},
		{"sweetie, remind me an hour water the plants or I'll be in trouble  ngl i'm so cooked", "water the plants"},
		{"dear remind me at 5pm to call the bank, dem go vex if I forget  im literally out of time", "call the bank"},
		{"remind me tomorrow at 9 to drink water cuz i always forget", "drink water"},
		{"remind me tomorrow at 9 to drink water since I keep forgetting", "drink water"},
		{"remind me tomorrow at 9 to send the report or I'll be in trouble", "send the report"},
		{"remind me tomorrow at 9 to send the report otherwise the boss will kill me", "send the report"},
		{"remind me to water the plants at 6 so i don't forget", "water the plants"},
		{"remind me to call mom at 5 she's not feeling well", "call mom"},
		{"תזכיר לי מחר ב9 להתקשר לאמא שלי היא לא מרגישה טוב", "להתקשר לאמא שלי"},
		{"תזכיר לי מחר ב9 לבקר את סבא הוא בבית חולים", "לבקר את סבא"},
		{"אה כן תזכיר לי גם בעשר בלילה להתקשר לאמא שלי היא לא מרגישה טוב", "להתקשר לאמא שלי"},
		{"תזכיר לי מחר ב9 לשתות מים כי אני תמיד שוכח", "לשתות מים"},
		{"תזכיר לי מחר ב9 לשלוח את הדוח אחרת אני בבעיה", "לשלוח את הדוח"},
		{"תזכיר לי כל יום ב2 לשתות מים שלא אשכח", "לשתות מים"},
		// near misses: the words are the deed's own
		{"remind me to call mom because of the will", "call mom because of the will"},
		{"remind me to ask why she left", "ask why she left"},
		{"remind me tomorrow at 5 to ask dan what happens if i forget", "ask dan what happens if i forget"},
		{"תזכיר לי לשאול את אמא מחר ב5 למה היא עצובה", "לשאול את אמא למה היא עצובה"},
		{"remind me tomorrow at 5 to tell dad he is sick", "tell dad he is sick"},
		{"remind me at 5 to ask mom if she'll be mad if i forget", "ask mom if she'll be mad if i forget"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) == 0 || s.Tasks.Drafts[0].Text != c.want {
			t.Errorf("%q: %s %+v; want a reminder %q", c.text, s.Operation.Name(), s.Tasks, c.want)
		}
	}
}

// TestThingBeforeRemind: the thing told in a clause before "remind me"
// is what is reminded of, its slip ("shame I forgot … again") taken off;
// "remind me" never makes an event alone.
func TestThingBeforeRemind(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"shame I forgot the soccer practice again, remind me every tuesday at 3:30pm", "the soccer practice"},
		{"shameI forgot the parent teacher meeting again, remind me mon 6am", "the parent teacher meeting"},
		{"damni missed the parent teacher meeting again, remind me sat at 4pm", "the parent teacher meeting"},
		{"damn i missed the dentist again, remind me next monday at 9", "the dentist"},
		{"shame i forgot the parent teacher meeting again remind me sat at 4pm", "the parent teacher meeting"},
		{"ok so daamn i missed the parent teacher meeting again, remind me sat at 4pm please", "the parent teacher meeting"},
		{"שכחתי שוב את החוג של הילד, תזכיר לי כל שלישי ב4", "החוג של הילד"},
		{"omg I need to call the bursar's office tomorrow morning about financial aid, remind me at 9:15 pls", "call the bursar's office about financial aid"},
		{"אני צריך להתקשר לבנק מחר, תזכירי לי ב9", "להתקשר לבנק"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) == 0 || s.Tasks.Drafts[0].Text != c.want {
			t.Errorf("%q: %s %+v; want a reminder %q", c.text, s.Operation.Name(), s.Tasks, c.want)
		}
	}
	// near misses: no thing to tell apart from the slip — declined, never
	// an event; an event with a reminder before it stays one.
	for _, text := range []string{
		"shame I forgot that the essay is due, remind me every tuesday at 3:30pm",
		"I forgot to call mom, remind me at 5",
		"mom said i forgot the keys, remind me at 5",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Capability == memo.CapCalendar {
				t.Errorf("%q: %s; \"remind me\" makes no event alone", text, s.Operation.Name())
			}
		}
	}
	if s := plan(t, "dentist tomorrow at 5, remind me an hour before").Steps[0]; s.Capability != memo.CapCalendar {
		t.Errorf("dentist with a reminder before it: %s; want the event", s.Operation.Name())
	}
}
