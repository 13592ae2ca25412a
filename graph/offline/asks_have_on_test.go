package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestHaveOnAsked: the day's listing asked in the Englishes and the spoken
// Hebrew that have no "do I have" — Irish "what have I on today at all",
// "have I anything on tomorrow", Scots "whit have ah got on the morra",
// "whit dae ah hae the morn", Pidgin "wetin I get tomorrow", "anything on
// for me today?", "מה הולך מחר", "יש לי משהו היום?" — shows that day. A
// message that names no day, or asks of something else, is not read so.
func TestHaveOnAsked(t *testing.T) {
	today, tomorrow := time.Date(2026, 1, 20, 0, 0, 0, 0, jerusalem), time.Date(2026, 1, 21, 0, 0, 0, 0, jerusalem)
	friday := time.Date(2026, 1, 23, 0, 0, 0, 0, jerusalem)
	for text, day := range map[string]time.Time{
		"whit have ah got on the morra":    tomorrow,
		"whit dae ah hae the morn":         tomorrow,
		"what have ah on the morra":        tomorrow,
		"what have I on today at all":      today,
		"what have i on tomorrow":          tomorrow,
		"have I anything on tomorrow":      tomorrow,
		"have I anything on friday at all": friday,
		"what have I got on today at all":  today,
		"wetin I get tomorrow":             tomorrow,
		"anything on for me today?":        today,
		"מה הולך מחר":                      tomorrow,
		"מה קורה מחר":                      tomorrow,
		"יש לי משהו היום?":                 today,
		"מה יש לי מחר בכלל":                tomorrow,
	} {
		var got *time.Time
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents && s.Calendar != nil {
				got = s.Calendar.From
			}
		}
		if got == nil || !got.Equal(day) {
			t.Errorf("%q: events from %v; want %s", text, got, day.Format("Mon 2 Jan"))
		}
	}
	for _, text := range []string{"have i anything on at all", "what have I on my list", "have I anything to do",
		"ah have a dentist appointment", "what have i on with dana"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents && s.Calendar != nil && s.Calendar.From != nil &&
				s.Calendar.To != nil && s.Calendar.To.Sub(*s.Calendar.From) == 24*time.Hour {
				t.Errorf("%q: a day's events; want no day read", text)
			}
		}
	}
}
