package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMealNamedByDay: a meal named by its day ("ארוחת שישי") is a name
// in an event's title, the guests told first ("הנכדים באים לארוחת שישי
// ביום שישי בשבע בערב") or not, when the event falls on that day; made on
// another day (no day said, on a Wednesday) it is declined, and a day one
// slip off is still no title's word.
func TestMealNamedByDay(t *testing.T) {
	wed := time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)
	plan := func(text string) memo.Plan { return planAt(t, text, wed) }
	for text, title := range map[string]string{
		"הנכדים באים לארוחת שישי ביום שישי בשבע בערב":          "הנכדים באים לארוחת שישי",
		"הנכדים מגיעים לארוחת שישי ביום שישי בשבע בערב":        "הנכדים מגיעים לארוחת שישי",
		"ארוחת שישי עם הנכדים ביום שישי ב-19:00":               "ארוחת שישי עם הנכדים",
		"the grandkids are coming for dinner on friday at 7pm": "grandkids coming for dinner",
	} {
		p := plan(text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpEventCreate || len(p.Steps[0].Calendar.Drafts) != 1 {
			t.Errorf("%q: %v; want one event", text, p.Steps)
			continue
		}
		d := p.Steps[0].Calendar.Drafts[0]
		if d.Summary != title || d.Start.In(jerusalem).Weekday() != time.Friday || d.Start.In(jerusalem).Hour() != 19 {
			t.Errorf("%q: %q at %s; want %q on Friday at 19:00", text, d.Summary, d.Start, title)
		}
	}
	for _, text := range []string{
		"הנכדים באים לארוחת שישי בשבע בערב", // on a Wednesday: today, not Friday
		"ארוחת שישי מחר בשבע בערב",
		"ארוחת שלשי ביום שישי בשבע בערב", // a day one slip off
	} {
		for _, s := range plan(text).Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %v; want declined", text, s)
			}
		}
	}
}
