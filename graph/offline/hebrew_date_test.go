package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestHebrewCalendarDate: a day of a Hebrew month, or "ראש חודש" before
// one, is a date Memo cannot place: declined, asking for the civil date,
// never an item today with the date in its title. A month's name with no
// day before it ("אב הבית", "call Sivan at 5", "5 AV cables") keeps its
// old reading.
func TestHebrewCalendarDate(t *testing.T) {
	for _, text := range []string{
		`תזכיר לי בכ"ז כסלו להתקשר לאמא`,
		`תזכירי לי ב-ט"ו בשבט לשתול עץ`,
		`פגישה בראש חודש אדר ב-10`,
		`תזכיר לי ב-27 בכסלו לקנות סופגניות`,
		`יום הולדת לסבתא בט' באב`,
		`תזכיר לי טו בשבט לקנות פירות יבשים`,
		"remind me on 27 Kislev to call mom",
		"dinner on the 15th of Av at 8pm",
		"remind me Kislev 25 to light candles",
		"party on Rosh Chodesh Adar",
	} {
		lang, _ := memo.DetectLanguage(text)
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != memo.WhyHebrewDate {
			t.Errorf("%q: %v; want the Hebrew date declined", text, err)
		}
	}
	for _, text := range []string{
		"תזכיר לי מחר ב-5 אב הבית מגיע",
		"תזכיר לי ב-5 לסיון להתקשר",
		"remind me tomorrow at 5 to call Sivan",
		"buy 5 AV cables tomorrow",
		"תזכיר לי מחר ב-9 להתקשר לאבא",
		"meeting with Adar tomorrow at 5",
	} {
		lang, _ := memo.DetectLanguage(text)
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why == memo.WhyHebrewDate {
			t.Errorf("%q: read as a Hebrew date", text)
		}
	}
}
