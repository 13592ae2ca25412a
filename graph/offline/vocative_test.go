package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRememberAfterVocative: "remember that" in any of its forms, after a
// vocative or a slang opener ("כפרה", "יא גבר", "נשמה", "mate"), is the
// memory command: the fact kept is only what follows it. A fact told with
// a word of remembering left in it is never kept as said.
func TestRememberAfterVocative(t *testing.T) {
	for text, want := range map[string]string{
		"כפרה תזכרי שהקוד של הדלת של סבתא זה 4582":    "הקוד של הדלת של סבתא זה 4582",
		"יא גבר תזכור שהקוד של הדלת זה 4582":          "הקוד של הדלת זה 4582",
		"נשמה זכור שהקוד של הדלת זה 4582":             "הקוד של הדלת זה 4582",
		"מאמי תזכרו ש הקוד של הדלת זה 4582":           "הקוד של הדלת זה 4582",
		"כפרה עלייך תיזכרי שהקוד של הדלת זה 4582":     "הקוד של הדלת זה 4582",
		"אחי זכרי שהקוד של הדלת זה 4582":              "הקוד של הדלת זה 4582",
		"mate remember that the door code is 4582":    "the door code is 4582",
		"sweetie remember that the door code is 4582": "the door code is 4582",
		// Words of address that are names or things too ("בובה", "חיים
		// שלי"), before a command (see friendNouns).
		"חיים שלי תזכרי שהקוד של הדלת זה 4582": "הקוד של הדלת זה 4582",
		"בובה תזכור שהקוד של הדלת זה 4582":     "הקוד של הדלת זה 4582",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil || s.Memory.Draft.Text != want {
			t.Errorf("%q: %s.%s %+v; want %q kept", text, s.Capability, s.Operation, s.Memory, want)
		}
	}
	// Near misses: an opener not known leaves the command unread, and
	// then nothing is kept with the command in it; a fact told with no
	// command is kept whole.
	for _, text := range []string{"צנונית שלי תזכרי שהקוד של הדלת זה 4582", "פלפלון תזכור שהקוד של הדלת זה 4582"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: kept %+v; want it declined", text, s.Memory.Draft)
		}
	}
	if s := plan(t, "הקוד של הדלת של סבתא זה 4582").Steps[0]; s.Operation != memo.OpMemoryStore || s.Memory.Draft.Text != "הקוד של הדלת של סבתא זה 4582" {
		t.Errorf("a fact told alone: %s.%s", s.Capability, s.Operation)
	}
}

// TestVocativeBeforeCommand: someone called dear, or an endearment, before
// the command ("נכדה יקרה", "מותק", "חמודה", "dear", "sweetie") is no
// word of the request.
func TestVocativeBeforeCommand(t *testing.T) {
	for text, want := range map[string]string{
		"נכדה יקרה תזכירי לי בבקשה ביום שישי בעשר בבוקר שהנכדים באים לארוחת צהריים": "הנכדים באים לארוחת צהריים",
		"מותק תזכירי לי ביום שישי בעשר לקנות חלב":                                   "לקנות חלב",
		"חמודה תזכירי לי ביום שישי בעשר לקנות חלב":                                  "לקנות חלב",
		"כפרה, תזכירי לי ביום שישי בעשר לקנות חלב":                                  "לקנות חלב",
		"יא גבר תזכיר לי ביום שישי בעשר לקנות חלב":                                  "לקנות חלב",
		"חבר יקר, תזכיר לי ביום שישי בעשר לקנות חלב":                                "לקנות חלב",
		"dear remind me on friday at 10 to buy milk":                                "buy milk",
		"sweetie remind me on friday at 10 to buy milk":                             "buy milk",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s.%s %+v; want a reminder %q", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	// The words are the thing's when they are its object.
	if s := plan(t, "תזכירי לי ביום שישי בעשר להתקשר לנכדה היקרה").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "להתקשר לנכדה היקרה" {
		t.Errorf("the granddaughter called: %s.%s %+v", s.Capability, s.Operation, s.Tasks)
	}
}

// TestThanksWithEndearment: thanks said with an endearment and a heart is
// thanks.
func TestThanksWithEndearment(t *testing.T) {
	for _, text := range []string{"תודה רבה כפרה עלייך ❤️", "תודה נשמה", "תודה אחי יא מלך", "thanks love ❤️", "תודה כפרה",
		"thank you sweetie 🙏", "תודה מותק שלי"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s.%s; want thanks", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"thanks love, remind me at 5 to call mom", "תודה נשמה, תזכירי לי ב5 להתקשר לאמא"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskCreate {
			t.Errorf("%q: %s.%s; want the request", text, s.Capability, s.Operation)
		}
	}
}

// TestFarewell: a goodbye, in either language, with a name, thanks or a
// hello around it, is answered with a goodbye, never the greeting's
// introduction; a goodbye before a request, or a time after it, is no
// goodbye alone.
func TestFarewell(t *testing.T) {
	for _, text := range []string{"לילה טוב יקירתי", "לילה טוב", "ביי", "נתראה", "להתראות", "יאללה ביי", "ביי ביי ממו", "תודה, לילה טוב",
		"נדבר מחר", "good night", "good night memo", "bye!", "see ya", "see ya mnday", "see you tomorrow", "ttyl", "gn", "thanks, bye!", "yalla bye",
		"hey, good night", "night night 🌙", "ok so goood night memo", "byeee", "לילהטוב"} {
		if s := plan(t, text).Steps[0]; s.Capability != memo.CapGeneral || s.Operation != memo.OpFarewell {
			t.Errorf("%q: %s.%s; want a farewell", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"good morning", "בוקר טוב", "hi", "good night, remind me tomorrow at 9 to call mom",
		"לילה טוב תזכירי לי מחר ב9 להתקשר לאמא", "see the doctor tomorrow at 9", "נדבר עם דני מחר ב9"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpFarewell {
			t.Errorf("%q: planned a farewell", text)
		}
	}
}
