package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestEveningEventOnADate: an evening event (a wedding, a dinner, a party)
// told on a date whose day is 13 to 31 keeps its bare hour in the evening:
// the day of "17.12" or "dec 17" is no 24-hour clock. Near misses: a
// morning meal, an event of no half of the day, and an hour said on the
// 24-hour clock keep what was said.
func TestEveningEventOnADate(t *testing.T) {
	for _, row := range []struct {
		text string
		h    int
	}{
		{"החתונה של דני היא ב-17.2 בשמונה", 20}, {"חתונה של דני ב-17/2 ב-8", 20}, {"ארוחת ערב עם ההורים ב-17 בפברואר בשמונה", 20},
		{"מסיבה ב-23.2 בתשע", 21},
		{"dan's wedding is on feb 17 at 8", 20}, {"dinner on 17th of february at 8", 20}, {"party on 23.2 at 9", 21},
		// Near misses.
		{"ארוחת בוקר ב-17.2 בשמונה", 8}, {"breakfast on feb 17 at 8", 8}, {"meeting on 17.2 at 8", 8},
		{"dinner on feb 17 at 8am", 8}, {"חתונה ב-17.2 בשמונה בבוקר", 8},
	} {
		lang, _ := memo.DetectLanguage(row.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: row.text, Lang: lang, Now: now, Loc: jerusalem})
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpEventCreate {
			t.Errorf("%q: %v %+v; want an event", row.text, err, p.Steps)
			continue
		}
		if got := p.Steps[0].Calendar.Drafts[0].Start.In(jerusalem); got.Hour() != row.h || got.Month() != time.February {
			t.Errorf("%q: %v; want February at %d:00", row.text, got, row.h)
		}
	}
}
