package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestGreeting: a greeting or a how-are-you, in either language, alone,
// with emoji, marks, filler or Memo's name, is greeted back: never read
// as a question about the calendar and never answered as thanks.
func TestGreeting(t *testing.T) {
	for _, text := range []string{
		"hi", "hey memo", "hello there!", "hi! how are you today?", "how are you?", "how r u", "what's up?", "sup",
		"good morning ☀️", "good evening", "hiii!! how r u??", "heyyy memo 👋", "memo, hi!",
		"hey, what's up", "how's it going?", "ok so hi", "goodmorning", "r u there?", "yo what'sup?", "whatsup",
		"היי", "הי", "שלום", "היי מה קורה?", "בוקר טוב ☀️", "ערב טוב", "מה נשמע?", "מה שלומך?",
		"מה המצב?", "היי ממו", "מה שלומך היום", "אהלן, מה העניינים", "יאללה בוקר טוב", "ערבטוב", "שלום לך 😊",
		"how are you feeling today?", "בוקר טוב, איך אתה מרגיש היום?", "איך את מרגישה", "איך עובר עלייך היום",
		// The part of the day typed with a slip: a greeting, not thanks.
		"בווקר טוב", "תכלס בווקר טוב ☀️", "בוקרר טוב",
	} {
		s := plan(t, text).Steps
		if len(s) != 1 || s[0].Capability != memo.CapGeneral || s[0].Operation != memo.OpGreet {
			t.Errorf("%q: planned %s.%s, want a greeting", text, s[0].Capability, s[0].Operation)
		}
		if !offline.SmallTalk(text) {
			t.Errorf("%q: not small talk", text)
		}
	}
	// Names alone are no greeting, and a day after "what's up" asks
	// about that day.
	for _, text := range []string{"there", "buddy", "what's up tomorrow", "what's up today", "מה קורה מחר?", "מה קורה היום",
		"מה קורה ביום שישי", "how's my day", "hi memo thanks", "איך אתה מרגיש לגבי מחר", "how are you feeling about friday"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpGreet {
			t.Errorf("%q: planned a greeting", text)
		}
	}
	for _, text := range []string{"what's up tomorrow", "מה קורה מחר?", "מה קורה היום", "hi, what'sup tmrw please"} {
		asks := false
		for _, s := range plan(t, text).Steps {
			asks = asks || s.Operation == memo.OpEventGetEvents
		}
		if !asks {
			t.Errorf("%q: planned %+v, want the day's events", text, plan(t, text).Steps)
		}
	}
}

// TestThankU: "thank u" thanks, as "thank you" does.
func TestThankU(t *testing.T) {
	for _, text := range []string{"thank u", "thanku memo"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpThanks {
			t.Errorf("%q: planned %s.%s, want thanks", text, s[0].Capability, s[0].Operation)
		}
	}
}

// TestGreetingTalk: a bare hello is the grammar's to answer; a
// how-are-you is answered with a greeting too, but tentatively, so a
// model planner, when there is one, may answer it in kind.
func TestGreetingTalk(t *testing.T) {
	for text, tentative := range map[string]bool{
		"hi": false, "good morning ☀️": false, "hey memo": false, "בוקר טוב": false, "שלום ממו": false,
		"hi! how are you today?": true, "what's up": true, "היי מה קורה?": true, "מה שלומך היום?": true,
	} {
		p := plan(t, text)
		if p.Steps[0].Operation != memo.OpGreet || p.Tentative != tentative {
			t.Errorf("%q: planned %s tentative=%v, want a greeting tentative=%v", text, p.Steps[0].Operation, p.Tentative, tentative)
		}
	}
}

// TestHelpAfterAGreeting: asking for help, after a greeting or not, is
// help, never a thank-you.
func TestHelpAfterAGreeting(t *testing.T) {
	for _, text := range []string{"hi, can you help me?", "hey memo what can you do", "help me", "who are you",
		"היי, תעזור לי", "שלום, מה אתה יודע לעשות?", "אני צריכה עזרה"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpHelp {
			t.Errorf("%q: planned %s.%s, want help", text, s[0].Capability, s[0].Operation)
		}
	}
}

// TestGreetingBeforeARequest: a greeting closed by a mark before a
// request is taken off, and the request is planned.
func TestGreetingBeforeARequest(t *testing.T) {
	for text, title := range map[string]string{
		"hey how are you? remind me tomorrow at 9 to call mom": "call mom",
		"hi, what's up! remind me at 5 to buy milk":            "buy milk",
		"היי מה נשמע, תזכיר לי מחר ב-9 להתקשר לאמא":            "להתקשר לאמא",
		"בוקר טוב, מה שלומך? תזכירי לי בעוד שעה לצאת":          "לצאת",
	} {
		s := plan(t, text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Text != title {
			t.Errorf("%q: planned %+v, want a reminder %q", text, s[0], title)
		}
	}
}

// TestGreetingAskedAfter: asked whether Memo is there or well, as texted
// ("lol u good?", "you still there?", "how are you keeping today?", "מה
// נשמע איתך", "את עדיין פה?"), is a how-are-you; the same words before
// more of a request are no greeting, and the greeting before a request
// leaves the request.
func TestGreetingAskedAfter(t *testing.T) {
	for _, text := range []string{"lol u good?", "Good morning. How are you keeping today?", "hows ur day going", "you still there?",
		"are you still there?", "you ok?", "haha you alright?",
		"שלום חביבי מה נשמע איתך", "מה העניינים אחי", "את עדיין פה?", "אתה בסדר?", "מה המצב איתך"} {
		s := plan(t, text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpGreet {
			t.Errorf("%q: planned %s.%s, want a greeting", text, s[0].Capability, s[0].Operation)
		}
	}
	for _, text := range []string{"how are you keeping the list?", "you still there tomorrow at 9?", "you good to remind me at 9 to call mom?", "את הספר"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpGreet {
			t.Errorf("%q: planned a greeting", text)
		}
	}
	for _, text := range []string{"good morning, remind me at 9 to call mom", "u ok? remind me at 9 to call mom", "lol remind me at 9 to call mom"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Text != "call mom" {
			t.Errorf("%q: planned %s.%s, want the reminder to call mom", text, s[0].Capability, s[0].Operation)
		}
	}
}
