package graph_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventHourAsked: an event told with its day and no hour asks what
// time; the hour answered lands on that day ("7" for a dinner is 19:00),
// "all day" makes it a whole-day event, and a request instead of an
// answer sets the question aside without creating anything.
func TestEventHourAsked(t *testing.T) {
	for _, c := range []struct {
		ask, answer string
		want        func(memo.Event) bool
	}{
		{"add dinner at mom's on Friday to my calendar", "7pm", func(e memo.Event) bool { return e.Start.Equal(dec(4, 19, 0)) && !e.AllDay }},
		{"add dinner at mom's on Friday to my calendar", "7", func(e memo.Event) bool { return e.Start.Equal(dec(4, 19, 0)) }},
		{"תכניס ליומן ארוחה אצל אמא ביום שישי", "ב-7 בערב", func(e memo.Event) bool { return e.Start.Equal(dec(4, 19, 0)) }},
		{"תקבע פגישה עם דן ביום חמישי", "15:30", func(e memo.Event) bool { return e.Start.Equal(dec(3, 15, 30)) }},
		{"schedule a meeting with Dan on Thursday", "all day", func(e memo.Event) bool { return e.AllDay && e.Start.Equal(dec(3, 0, 0)) }},
		{"תקבע פגישה עם דן ביום חמישי", "כל היום", func(e memo.Event) bool { return e.AllDay && e.Start.Equal(dec(3, 0, 0)) }},
	} {
		f := newSharedFixture(t, forwardNow)
		q := f.say(c.ask)
		if q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTime || len(f.events()) != 0 {
			t.Errorf("%q: want what time asked and nothing made, got %+v (%q)", c.ask, q.Pending, q.Text)
			continue
		}
		if !strings.Contains(q.Text, "What time") && !strings.Contains(q.Text, "באיזו שעה") {
			t.Errorf("%q: question %q", c.ask, q.Text)
		}
		f.say(c.answer)
		if es := f.events(); len(es) != 1 || !c.want(es[0]) {
			t.Errorf("%q then %q: events %+v", c.ask, c.answer, es)
		}
	}
	f := newSharedFixture(t, forwardNow)
	f.say("schedule a meeting with Dan on Thursday")
	f.say("show my tasks")
	if es := f.events(); len(es) != 0 {
		t.Errorf("a request for an answer made events %+v", es)
	}
}
