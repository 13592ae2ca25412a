package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEveningWordWhole: a Hebrew word of the evening puts a bare hour in
// the evening only said as a word, behind its prefix letters or none; the
// same letters inside a longer word ("פליידייט", "סרטון", "סרטן",
// "עבירה", "עיר הבירה") leave the hour as said. English reads its words
// whole already ("playdate", "showroom").
func TestEveningWordWhole(t *testing.T) {
	for _, row := range []struct {
		text string
		h    int
	}{
		{"דייט עם רוני ביום חמישי ב-8", 20}, {"סרט עם נועה ביום חמישי ב-9", 21}, {"לבירה עם דני ביום חמישי ב-9", 21},
		{"ההופעה של עומר אדם ביום חמישי ב-9", 21}, {"מסיבת הפתעה לדנה ביום חמישי ב-9", 21}, {"ארוחת ערב עם הצלם ביום חמישי ב8", 20},
		{"פגישה על בירה ביום חמישי ב-9", 21}, {"movie with dana thursday at 9", 21}, {"date with roni thursday at 8", 20},
		// Near misses: the evening word is inside another word.
		{"פליידייט עם הבת של מיכל ביום חמישי ב-10", 10}, {"צילומי סרטון לבר מצווה ביום חמישי ב-9", 9},
		{"בדיקת סרטן השד ביום חמישי ב-8", 8}, {"הרצאה על עבירות מס ביום חמישי ב-10", 10}, {"סיור בעיר הבירה ביום חמישי ב-8", 8},
		{"אפדייט לצוות ביום חמישי ב-9", 9}, {"playdate with mia thursday at 10", 10}, {"showroom visit thursday at 10", 10},
	} {
		lang, _ := memo.DetectLanguage(row.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: row.text, Lang: lang, Now: now, Loc: jerusalem})
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpEventCreate {
			t.Errorf("%q: %v %+v; want an event", row.text, err, p.Steps)
			continue
		}
		if got := p.Steps[0].Calendar.Drafts[0].Start; !got.Equal(*at(22, row.h, 0)) {
			t.Errorf("%q: %v; want Thursday at %d:00", row.text, got, row.h)
		}
	}
}
