package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMemoryKeptAsSaid: a request to keep a fact said after it ("please
// remember", "don't forget it", "שלא תשכח") is no part of the fact, and a
// code or password keeps the "!" it ends with; a sentence does not.
func TestMemoryKeptAsSaid(t *testing.T) {
	for text, note := range map[string]string{
		"my granddaughter Shira's birthday is on january 14, please remember": "my granddaughter Shira's birthday is on january 14",
		"Dana's anniversary is may 3 please remember":                         "Dana's anniversary is may 3",
		"the gate code is 4512, don't forget it":                              "the gate code is 4512",
		"our anniversary is june 2. don't forget it":                          "our anniversary is june 2",
		"the spare key is under the blue pot, keep that in mind":              "the spare key is under the blue pot",
		"יום ההולדת של שירה ב-14 בינואר, שלא תשכח":                            "יום ההולדת של שירה ב-14 בינואר",
		"הקוד של השער הוא 4512, אל תשכחי את זה":                               "הקוד של השער הוא 4512",
		"remember that the gate code is 4512, don't forget":                   "the gate code is 4512",
		"remember the wifi password at the library is Owl2026!":               "the wifi password at the library is Owl2026!",
		"the wifi password is Owl2026! please remember":                       "the wifi password is Owl2026!",
		"הסיסמה של הראוטר היא Gg#2024!":                                       "הסיסמה של הראוטר היא Gg#2024!",
		"תזכור שהסיסמה למחשב היא Dana2020!, שלא תשכח":                         "הסיסמה למחשב היא Dana2020!",
		"wifi password Owl2026!":                                              "wifi password Owl2026!",
		"remember the wifi password is Owl2026! thanks":                       "the wifi password is Owl2026!",
		"תזכור שהסיסמה של הראוטר זה Kfir2020! תודה":                           "הסיסמה של הראוטר זה Kfir2020!",
		"תזכור שהסיסמה של הראוטר זה Kfir2020!, תודה רבה!":                     "הסיסמה של הראוטר זה Kfir2020!",
		"remember the alarm code is Ab12 thanks!":                             "the alarm code is Ab12",
		"remember that we met in Paris!":                                      "we met in Paris",
		"remember my locker code is 2211!":                                    "my locker code is 2211",
		"the alarm code is Ab12 !":                                            "the alarm code is Ab12",
	} {
		p := plan(t, text)
		step, ok := memoryStep(t, p)
		if !ok || step.Operation != memo.OpMemoryStore || step.Memory.Draft == nil {
			t.Errorf("%q: planned %s.%s, want a store", text, p.Steps[0].Capability, p.Steps[0].Operation)
			continue
		}
		if got := step.Memory.Draft.Text; got != note {
			t.Errorf("%q: stored %q, want %q", text, got, note)
		}
	}
	// "Don't forget" after a thing to do is a reminder's, not a fact.
	for _, text := range []string{"call mom at 5, don't forget", "אני צריך להתקשר לאמא מחר, שלא תשכח", "what did I ask you to remember"} {
		if s, ok := memoryStep(t, plan(t, text)); ok && s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: stored %+v", text, s.Memory.Draft)
		}
	}
	for text, title := range map[string]string{"call mom at 5, don't forget": "call mom", "להתקשר לאמא מחר ב-5, אל תשכחי": "להתקשר לאמא"} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s; want a reminder to %q", text, s.Capability, s.Operation, title)
		}
	}
}

// TestMemoryListAsked: asking what was kept, in any words, lists every
// memory; a question about one thing searches for it.
func TestMemoryListAsked(t *testing.T) {
	for text, op := range map[string]memo.Op{
		"מה אמרתי לך לזכור?":                       memo.OpMemoryGetAll,
		"מה ביקשתי ממך לשמור":                      memo.OpMemoryGetAll,
		"מה ביקשתי שתזכרי?":                        memo.OpMemoryGetAll,
		"מה אתה זוכר עליי":                         memo.OpMemoryGetAll,
		"מה שמרת לי":                               memo.OpMemoryGetAll,
		"מה יש לך שמור עליי?":                      memo.OpMemoryGetAll,
		"what did I ask you to remember":           memo.OpMemoryGetAll,
		"what do you remember":                     memo.OpMemoryGetAll,
		"what have you saved for me?":              memo.OpMemoryGetAll,
		"what did I want you to keep":              memo.OpMemoryGetAll,
		"what did I tell you about the gate code?": memo.OpMemorySearch,
		"מה אמרתי לך על הקוד של השער?":             memo.OpMemorySearch,
	} {
		s, ok := memoryStep(t, plan(t, text))
		if !ok || s.Operation != op {
			t.Errorf("%q: %+v; want %s", text, s, op)
		}
	}
}

// TestWhenIsThatReminder: right after a reminder was set, asking when it
// is, in any words, answers with that reminder; without one in focus the
// question is not read so.
func TestWhenIsThatReminder(t *testing.T) {
	when := now.Add(50 * time.Hour)
	f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t5", Title: "renew my driving license", When: &when}
	for _, text := range []string{
		"when is that reminder?", "when's that again", "what time did I set it for?", "when is the reminder again",
		"מתי זה?", "מתי התזכורת הזאת?", "לאיזו שעה קבעתי את זה?", "למתי שמתי אותו?",
	} {
		p, err := planWith(t, text, f)
		if err != nil {
			t.Fatal(err)
		}
		s := p.Steps[0]
		if s.Operation != memo.OpTaskGetAll || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t5" {
			t.Errorf("%q: %s.%s %+v; want the reminder in focus", text, s.Capability, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"when is the meeting with Dana?", "when is my reminder for the dentist"} {
		p, _ := planWith(t, text, f)
		if s := p.Steps[0]; s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == "t5" {
			t.Errorf("%q: read as the reminder in focus", text)
		}
	}
}
