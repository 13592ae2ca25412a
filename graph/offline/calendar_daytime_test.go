package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEveningEventHeldByDay: an evening event (a party) held at a
// kindergarten, at a bare hour of the morning, is in the morning; at a
// school or a workplace so at 9 to 11, and still in the evening at 7 or 8.
// Said elsewhere, or with its half of the day, it keeps the evening.
func TestEveningEventHeldByDay(t *testing.T) {
	for _, row := range []struct {
		text string
		h    int
	}{
		{"מסיבת חנוכה בגן ביום חמישי בעשר", 10}, {"מסיבת חנוכה בגן ביום חמישי ב-10", 10}, {"מסיבת פורים בגן ביום חמישי בשמונה", 8},
		{"מסיבת חנוכה בבית הספר ביום חמישי בעשר", 10}, {"מסיבה בעבודה ביום חמישי ב-11", 11},
		{"kindergarten party on thursday at 10", 10}, {"daycare hanukkah party thursday at 9", 9}, {"office party thursday at 11", 11},
		// Near misses: the evening stays.
		{"מסיבה ביום חמישי בעשר", 22}, {"מסיבת סיום בבית הספר ביום חמישי בשמונה", 20}, {"office party thursday at 8", 20},
		{"מסיבת חנוכה בגן ביום חמישי בעשר בלילה", 22}, {"party thursday at 10", 22}, {"ארוחת ערב ביום חמישי בתשע", 21},
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

// TestEveningFollowsTheHead: the evening of a bare hour follows the
// event's head noun. A meeting, an appointment, a tasting or a fitting
// named first, with the wedding or the party only after it, is at the
// hour said; a meal or drinks after it, or an occasion that heads the
// title, keep the evening.
func TestEveningFollowsTheHead(t *testing.T) {
	for _, row := range []struct {
		text string
		h    int
	}{
		{"פגישה עם הצלם של חתונת לוי-כהן ביום חמישי ב11 באולם", 11}, {"טעימות לחתונה ביום חמישי ב-11", 11},
		{"מדידה לשמלה של החתונה ביום חמישי ב-10", 10}, {"תור לאיפור לחתונה ביום חמישי ב-9", 9},
		{"meeting with the wedding photographer thursday at 11", 11}, {"cake tasting for the party thursday at 10", 10},
		{"tasting for the wedding thursday at 10", 10}, {"interview with the concert organizer thursday at 9", 9},
		// Near misses: the evening stays.
		{"חתונה של דנה ביום חמישי ב-8", 20}, {"wedding thursday at 8", 20}, {"meeting for drinks thursday at 8", 20},
		{"פגישה על בירה ביום חמישי ב-9", 21}, {"ארוחת ערב עם הצלם ביום חמישי ב8", 20}, {"dinner meeting thursday at 8", 20}, {"wedding party thursday at 10", 22},
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
