package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestThenAtHourTakesTheDay: a second thing said after a word of sequence
// with only its hour is on the day of the thing before it ("ביום ראשון ב-9
// טכנאי ואחר כך ב15 ליאת" was not read at all).
func TestThenAtHourTakesTheDay(t *testing.T) {
	sunday := now.AddDate(0, 0, (7-int(now.Weekday()))%7)
	if sunday.Day() == now.Day() {
		sunday = sunday.AddDate(0, 0, 7)
	}
	for _, c := range []struct {
		text  string
		day   time.Time
		hours []string
	}{
		{"ביום ראשון ב-9 טכנאי ואחר כך ב15 ליאת", sunday, []string{"09:00", "15:00"}},
		{"ביום ראשון ב-9 טכנאי ואחכ ב-4 ליאת", sunday, []string{"09:00", "16:00"}},
		{"on sunday at 9 technician and then at 3 liat", sunday, []string{"09:00", "15:00"}},
		{"sunday at 9 the plumber, then at 3 call liat", sunday, []string{"09:00", "15:00"}},
		{"tomorrow meeting with Dana at 10 and then at 4 dentist", now.AddDate(0, 0, 1), []string{"10:00", "16:00"}},
		{"מחר פגישה עם דנה ב10 ואחכ ב4 רופא שיניים", now.AddDate(0, 0, 1), []string{"10:00", "16:00"}},
	} {
		p := plan(t, c.text)
		var got []time.Time
		for _, s := range p.Steps {
			switch {
			case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
				got = append(got, s.Calendar.Drafts[0].Start)
			case s.Tasks != nil && !s.Tasks.NeedTime:
				for _, d := range s.Tasks.Drafts {
					if d.DueDate != nil {
						got = append(got, *d.DueDate)
					}
				}
			}
		}
		if len(got) != len(c.hours) {
			t.Errorf("%q: %d items timed (%d steps); want %d", c.text, len(got), len(p.Steps), len(c.hours))
			continue
		}
		for i, g := range got {
			g = g.In(jerusalem)
			if g.Format("15:04") != c.hours[i] || g.Day() != c.day.In(jerusalem).Day() {
				t.Errorf("%q: item %d at %v; want %s on the %d", c.text, i, g, c.hours[i], c.day.In(jerusalem).Day())
			}
		}
	}
	// Near misses: no word of sequence, or nothing after the second hour.
	for _, text := range []string{
		"ביום ראשון ב-9 טכנאי ואחר כך ב15",
		"on sunday at 9 technician and then at 3",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; len(p.Steps) > 1 || s.Tasks != nil && len(s.Tasks.Drafts) > 1 {
			t.Errorf("%q: %d steps; the second hour has no thing of its own", text, len(p.Steps))
		}
	}
}

// TestEndOfDayIsTheEvening: "by eod", "עד סוף היום" is a reminder or a due
// time at the evening's hour while it is ahead, and asks for an hour once
// it has passed.
func TestEndOfDayIsTheEvening(t *testing.T) {
	for _, c := range []struct{ text, title string }{
		{"remind me to send the report by eod", "send the report"},
		{"remind me eod to send the report", "send the report"},
		{"remind me by end of day to send the report", "send the report"},
		{"send the report by EOD", "send the report"},
		{"תזכיר לי עד סוף היום לשלוח את הדוח", "לשלוח את הדוח"},
		{"תזכירי לי לשלוח את הדוח עד סוף היום", "לשלוח את הדוח"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.NeedTime || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s.%s; want a reminder due at the end of the day", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		due := d.DueDate.In(jerusalem)
		if due.Format("15:04") != "18:00" || due.Day() != now.In(jerusalem).Day() || d.Text != c.title {
			t.Errorf("%q: %q at %v; want %q today at 18:00", c.text, d.Text, due, c.title)
		}
	}
	late := time.Date(now.Year(), now.Month(), now.Day(), 20, 30, 0, 0, jerusalem)
	for _, text := range []string{"remind me to send the report by eod", "תזכיר לי עד סוף היום לשלוח את הדוח"} {
		p := planAt(t, text, late)
		s := p.Steps[0]
		if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && !s.Tasks.NeedTime && s.Tasks.Drafts[0].DueDate != nil {
			t.Errorf("%q at 20:30: due %v; the day's end has passed, so ask", text, s.Tasks.Drafts[0].DueDate)
		}
	}
}

// TestMinutesToOrRange: an event said "at 10 to 1" or "10 to 1" may be at
// 12:50 or from 10 to 1; Memo asks. With "from", "between", a dash or
// "עד" it is a range, an end smaller than the start in the afternoon.
func TestMinutesToOrRange(t *testing.T) {
	for _, text := range []string{
		"meeting tomorrow at 10 to 1",
		"meeting tomorrow 10 to 1",
		"lunch with dana tomorrow at 5 to 2",
		"פגישה מחר ב-10 ל-1",
	} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); err != nil && why != memo.WhyMinutesOrRange {
			t.Errorf("%q: %v; want the question of minutes or a range", text, err)
		}
		for _, s := range p.Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
				t.Errorf("%q: an event at %v; the hours may be minutes to an hour", text, s.Calendar.Drafts[0].Start.In(jerusalem))
			}
		}
	}
	for _, text := range []string{
		"meeting tomorrow from 10 to 1",
		"meeting tomorrow 10-1",
		"meeting tomorrow between 10 and 1",
		"פגישה מחר מ10 עד 1",
		"פגישה מחר 10-1",
		"פגישה מחר בין 10 ל-1",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if got := d.Start.In(jerusalem).Format("15:04") + "–" + d.End.In(jerusalem).Format("15:04"); got != "10:00–13:00" {
			t.Errorf("%q: %s; want 10:00–13:00", text, got)
		}
	}
	// A reminder has no range: "at 10 to 1" is 12:50.
	p := plan(t, "remind me to call mom tomorrow at 10 to 1")
	if s := p.Steps[0]; s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil ||
		s.Tasks.Drafts[0].DueDate.In(jerusalem).Format("15:04") != "12:50" {
		t.Errorf("remind me … at 10 to 1: %+v; want 12:50", s.Tasks)
	}
}

// planAt plans text as said at when.
func planAt(t *testing.T, text string, when time.Time) memo.Plan {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: when, Loc: jerusalem})
	if err != nil || len(p.Steps) == 0 {
		t.Fatalf("%q: %v, %d steps", text, err, len(p.Steps))
	}
	return p
}
