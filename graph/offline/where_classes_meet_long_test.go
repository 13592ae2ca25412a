package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCorrectionWordSlipped: a word of correcting typed with a slip ("sooorr",
// "srory", "actualy", "דוווקא", "דווקקא"), or a why before it typed with
// one ("החליופ לי"), is still a correction of the item in focus, never a
// new item named by the slip; a word one slip from another that is no
// correction ("ops", "whoop") is not read so.
func TestCorrectionWordSlipped(t *testing.T) {
	tomorrow14 := time.Date(2026, 1, 21, 14, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &tomorrow14}
	for _, c := range []struct {
		text      string
		hour, min int
	}{
		{"umm sooorr, at 6", 18, 0},
		{"sooorry, at 6", 18, 0},
		{"srory, at 6", 18, 0},
		{"5:15 actualy", 17, 15},
		{"נשמה דוווקא בשש תודה", 18, 0},
		{"בשש דווקקא", 18, 0},
		{"סליחהה, בשש", 18, 0},
	} {
		got := movedTo(focusStep(t, c.text, task))
		if got == nil || got.In(jerusalem).Hour() != c.hour || got.In(jerusalem).Minute() != c.min {
			t.Errorf("%q: moved to %v, want %02d:%02d", c.text, got, c.hour, c.min)
		}
	}
	for _, text := range []string{"ops at 6", "whoop at 6", "מתוקה, החליופ לי, בשש בעצם", "theyy swpaped me, 6 actually"} {
		p, err := planWith(t, text, task)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		if movedTo(p.Steps[0]) != nil && (text == "ops at 6" || text == "whoop at 6") {
			t.Errorf("%q: moved the focus, want it left", text)
		}
		if title := madeTitle(p); title != "" && text != "ops at 6" {
			t.Errorf("%q: made %q, want no new task", text, title)
		}
	}
}

// TestRemindWordBeforeForeignDay: the Scots "mind me"/"mindme" opens a
// request before a word of when of another tongue ("mañana", "kesho",
// "demain") or "tomorrow" as shortened ("tmoz") as it does before
// "tomorrow"; "never mind me …" and "mind me asking …" ask nothing.
func TestRemindWordBeforeForeignDay(t *testing.T) {
	checkTaskTitles(t, []struct{ text, title string }{
		{"mindme mañana at 9am tae call my sister", "call my sister"},
		{"hi honey, mindme mañana at 9am tae buy roses", "buy roses"},
		{"mindme kesho at 9am tae take out the trash", "take out the trash"},
		{"mindme demain soir at 8 tae email Avi about the contract", "email Avi about the contract"},
		{"hi, mindme tmoz at 8pm tae move the car", "move the car"},
		{"mind me mañana at 9am tae call my sister", "call my sister"},
		// Near misses: nothing asked, no task made.
		{"never mind me mañana", ""},
		{"mind me asking mañana", ""},
	})
}

// TestDontForgetAfterRequest: "don't forget", "אל תשכח" said last with no
// pause after a request to add or make a thing (a command, one said in
// the infinitive, or things said with the list they go to) urges it: the
// request is read without it, never kept as a note. After a fact it
// still asks to keep the fact.
func TestDontForgetAfterRequest(t *testing.T) {
	checkTaskTitles(t, []struct{ text, title string }{
		{"שלום בני להוסיף לרשימת המשימות לשלוח כרטיס תודה לסבתא אל תשכח", "לשלוח כרטיס תודה לסבתא"},
		{"שלום בני תוסיף משימה לשלוח כרטיס תודה לסבתא אל תשכח", "לשלוח כרטיס תודה לסבתא"},
		{"add to my tasks send a thank you card to grandma dont forget", "send a thank you card to grandma"},
		{"אהלן לשלם את חשבון החשמל אל תשכח", "לשלם את חשבון החשמל"},
		{"אהלן אחי משימה חדשה - לקנות מתנת תודה לגננת אל תשכח", "לקנות מתנת תודה לגננת"},
		{"pay the water bill dont forget", "pay the water bill"},
	})
	for _, c := range []struct{ text, list, item string }{
		{"add milk to the shopping list dont forget", "shopping", "milk"},
		{"תוסיף חלב לרשימת קניות אל תשכחי", "קניות", "חלב"},
	} {
		s := focusStep(t, c.text, nil)
		if s.Operation != memo.OpListAdd || s.Lists == nil || s.Lists.Name != c.list || len(s.Lists.Items) != 1 || s.Lists.Items[0] != c.item {
			t.Errorf("%q: %s %+v, want %q added to %q", c.text, s.Operation, s.Lists, c.item, c.list)
		}
	}
	// Things said with their list and no verb are no note (asked or declined).
	for _, text := range []string{"נשמה ורדים לרשימת ציוד לטיול אל תשכח", "roses to the camping list dont forget"} {
		if p, _ := planWith(t, text, nil); len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpMemoryStore {
			t.Errorf("%q: kept as a note", text)
		}
	}
	// Near misses: a fact closed by the plea is kept.
	for _, text := range []string{"the alarm code is 4471 dont forget", "הקוד של האזעקה 4471 אל תשכחי", "the shopping list is on the fridge dont forget",
		"hey bro the alarm code is 4471 dont forget", "אהלן הקוד של האזעקה 4471 אל תשכח"} {
		if s := focusStep(t, text, nil); s.Operation != memo.OpMemoryStore {
			t.Errorf("%q: %s, want the fact kept", text, s.Operation)
		}
	}
}

// TestWeightAfterMust: "זה חשוב", "it's important" said with no pause
// after a deed the user says they must do ("חייב לעשות כביסה", "gotta do
// laundry") is a remark, no word of the title; after a deed of checking
// or telling it is what is checked or told.
func TestWeightAfterMust(t *testing.T) {
	checkTaskTitles(t, []struct{ text, title string }{
		{"בוקר טוב בני חייב לעשות כביסה זה חשוב", "לעשות כביסה"},
		{"חייבת לעשות כביסה זה מאוד חשוב", "לעשות כביסה"},
		{"אני צריכה להתקשר לאמא זה דחוף", "להתקשר לאמא"},
		{"gotta do laundry its important", "do laundry"},
		{"i need to call mom its really important", "call mom"},
		// Near misses: what is checked or told.
		{"צריך לבדוק אם זה חשוב", "לבדוק אם זה חשוב"},
		{"חייב להגיד לדני זה דחוף", "להגיד לדני זה דחוף"},
		{"i have to tell dan its urgent", "tell dan its urgent"},
		{"i need to check if its important", "check if its important"},
	})
}

// TestParticleBeforeBlessingAside: a closing blessing with an aside after
// it ("…, god bless tbh", "…, שתהיה בריאה וואלה") is taken off whole, so
// the Tagalog particle before it ("na lang") is read as the last word.
func TestParticleBeforeBlessingAside(t *testing.T) {
	checkTaskTitles(t, []struct{ text, title string }{
		{"morning love, remind me to move the car on 15.3 at 10:00 na lang, god bless  tbh", "move the car"},
		{"remind me to call grandma tmrw at 5, god bless her lol", "call grandma"},
		{"remind me to call mom at 5 po, god bless ngl", "call mom"},
		{"תזכיר לי להתקשר לסבתא מחר בחמש, שתהיה בריאה וואלה", "להתקשר לסבתא"},
		// Near miss: a blessing that is the thing's own word.
		{"remind me to buy a god bless card tbh", "buy a god bless card"},
	})
}
