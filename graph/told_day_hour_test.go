package graph_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldDayHourAsked: an event of one's own told with its day and no
// hour ("I have a dentist appointment on friday", "יש לי מבחן ביום שני")
// asks what time, as "I've got a job interview tomorrow" does, and the
// hour answered makes the event on that day.
func TestToldDayHourAsked(t *testing.T) {
	for _, c := range []struct {
		told, answer string
		title        string
		at           [3]int
	}{
		{told: "I have a dentist appointment on friday", answer: "at 3pm", title: "dentist appointment", at: [3]int{4, 15, 0}},
		{told: "i have a bio test on friday", answer: "9", title: "bio test", at: [3]int{4, 9, 0}},
		{told: "i've got a job interview tomorrow", answer: "at 3pm", title: "job interview", at: [3]int{2, 15, 0}},
		{told: "יש לי מבחן ביום שני", answer: "ב-9", title: "מבחן", at: [3]int{7, 9, 0}},
		{told: "מחר יש לי מבחן", answer: "בתשע", title: "מבחן", at: [3]int{2, 9, 0}},
		{told: "יש לי תור לרופא שיניים ביום שישי", answer: "16:30", title: "תור לרופא שיניים", at: [3]int{4, 16, 30}},
	} {
		f := newSharedFixture(t, forwardNow)
		q := f.say(c.told)
		if q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTime || len(f.events()) != 0 {
			t.Errorf("%q: want what time asked and nothing made, got %+v (%q)", c.told, q.Pending, q.Text)
			continue
		}
		f.say(c.answer)
		es := f.events()
		if len(es) != 1 || es[0].Summary != c.title || !es[0].Start.Equal(dec(c.at[0], c.at[1], c.at[2])) {
			t.Errorf("%q then %q: events %+v; want %q at %v", c.told, c.answer, es, c.title, dec(c.at[0], c.at[1], c.at[2]))
		}
	}
}
