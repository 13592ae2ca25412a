package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestWhatTimeAnswered: the answer to "what time?" is read with the
// politeness around it taken off ("Tomorrow at 10:30, if you please.",
// "מחר ב-10:30 אם אפשר 🙏"), may change the day asked about ("make it
// saturday morning at 8", "תשנה לשבת בבוקר בשמונה"), and may drop the
// reminder asked about ("forget it", "תמחק אותה"): then nothing is stored
// and the question is gone. An answer that holds more than a time and
// politeness does not set the reminder asked about.
func TestWhatTimeAnswered(t *testing.T) {
	const (
		enAsk = "remind me to collect my prescription"
		heAsk = "תזכיר לי לאסוף את המרשם"
		enFri = "remind me on friday to call the plumber"
		heFri = "תזכיר לי ביום שישי להתקשר לאינסטלטור"
	)
	for _, c := range []struct {
		ask, answer string
		title       string
		at          time.Time // zero: nothing stored and nothing asked
		near        bool      // the reminder asked about must not be set
		reply       string    // what the reply must hold, if anything
	}{
		{ask: enAsk, answer: "Tomorrow at 10:30, if you please.", title: "collect my prescription", at: dec(2, 10, 30)},
		{ask: enAsk, answer: "tomorrow 10:30 pls 🙏", title: "collect my prescription", at: dec(2, 10, 30)},
		{ask: enAsk, answer: "tomorrow at 10:30 thank you so much", title: "collect my prescription", at: dec(2, 10, 30)},
		{ask: enAsk, answer: "Tomorrow at 10:30 if you would", title: "collect my prescription", at: dec(2, 10, 30)},
		{ask: heAsk, answer: "מחר ב-10:30 אם אפשר 🙏", title: "לאסוף את המרשם", at: dec(2, 10, 30)},
		{ask: heAsk, answer: "מחר ב10:30, תודה!", title: "לאסוף את המרשם", at: dec(2, 10, 30)},
		{ask: heAsk, answer: "מחר בעשר וחצי בבקשה אם לא קשה לך", title: "לאסוף את המרשם", at: dec(2, 10, 30)},
		// The day changed with the hour.
		{ask: enFri, answer: "make it saturday morning at 8", title: "call the plumber", at: dec(5, 8, 0)},
		{ask: enFri, answer: "actually sunday, 9am", title: "call the plumber", at: dec(6, 9, 0)},
		{ask: heFri, answer: "תשנה לשבת בבוקר בשמונה", title: "להתקשר לאינסטלטור", at: dec(5, 8, 0)},
		{ask: heFri, answer: "תעביר את זה ליום ראשון ב9", title: "להתקשר לאינסטלטור", at: dec(6, 9, 0)},
		{ask: enFri, answer: "sorry signal went, that was 6pm", title: "call the plumber", at: dec(4, 18, 0)},
		// Dropped.
		{ask: enFri, answer: "forget it"},
		{ask: enFri, answer: "never mind"},
		{ask: enFri, answer: "delete it"},
		{ask: heFri, answer: "תמחק אותה"},
		{ask: heFri, answer: "עזוב"},
		{ask: heFri, answer: "לא צריך"},
		// Settled: done already, or needed no more.
		{ask: enFri, answer: "done that already, mark it off", reply: "Already done"},
		{ask: enFri, answer: "called him already, tick it off", reply: "Already done"},
		{ask: enFri, answer: "don't need it anymore"},
		{ask: heFri, answer: "סיימתי, התקשרתי אליו", reply: "כבר בוצע"},
		{ask: heFri, answer: "כבר התקשרתי, אפשר למחוק את זה"},
		{ask: heFri, answer: "כבר לא צריך, תודה"},
		{ask: heAsk, answer: "אספתי כבר 😊 אפשר לסמן שבוצע", reply: "כבר בוצע"},
		// Near misses: more than a time and politeness.
		{ask: enAsk, answer: "at 10:30 to call mom please", title: "collect my prescription", near: true},
		{ask: enAsk, answer: "tomorrow at 10:30 and remind me to call mom at 5", title: "collect my prescription", near: true},
		{ask: enAsk, answer: "done", title: "collect my prescription", near: true},
		{ask: enFri, answer: "called mom already, remind me to call dad at 5", title: "call the plumber", near: true},
	} {
		f := newSharedFixture(t, forwardNow)
		q := f.say(c.ask)
		if q.Pending == nil || q.Pending.Reason != memo.ReasonMissingTime {
			t.Errorf("%q: want what time asked, got %+v (%q)", c.ask, q.Pending, q.Text)
			continue
		}
		r := f.say(c.answer)
		ts := f.open()
		switch {
		case c.near:
			for _, tk := range ts {
				if tk.Text == c.title {
					t.Errorf("%q then %q: set %q at %v; want it not set", c.ask, c.answer, tk.Text, tk.DueDate)
				}
			}
		case c.at.IsZero():
			if len(ts) != 0 || r.Pending != nil || !strings.Contains(r.Text, c.reply) {
				t.Errorf("%q then %q: tasks %+v, pending %+v (%q); want nothing stored, no question, and %q said", c.ask, c.answer, ts, r.Pending, r.Text, c.reply)
			}
		case len(ts) != 1 || ts[0].Text != c.title || ts[0].DueDate == nil || !ts[0].DueDate.Equal(c.at):
			t.Errorf("%q then %q: tasks %+v (%q); want %q at %v", c.ask, c.answer, ts, r.Text, c.title, c.at)
		}
	}
}
