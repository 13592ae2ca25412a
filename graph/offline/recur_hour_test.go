package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCompactHourAfterRepeat: a 24-hour time without its colon right
// after the days of a repetition is their hour ("every thu 1500 swim" was
// an event titled "1500 swim" at 10:00); four digits that count something
// after them stay a number.
func TestCompactHourAfterRepeat(t *testing.T) {
	for _, c := range []struct {
		text, at, title string
		days            []int
	}{
		{"כל יום ה' 1500 חוג", "15:00", "חוג", []int{4}},
		{"every thu 1500 swim", "15:00", "swim", []int{4}},
		{"כל שני 0800 פילאטיס", "08:00", "פילאטיס", []int{1}},
		{"כל יום א׳ 1730 חוג", "17:30", "חוג", []int{0}},
		{"swim every thu 1500", "15:00", "swim", []int{4}},
		{"פילאטיס כל שני 1800", "18:00", "פילאטיס", []int{1}},
		{"every mon and wed 1800 pilates", "18:00", "pilates", []int{1, 3}},
		{"כל יום שני ורביעי 1800 פילאטיס", "18:00", "פילאטיס", []int{1, 3}},
		// The day's letter without its geresh.
		{"כל יום ה 1500 חוג", "15:00", "חוג", []int{4}},
		{"כל יום ו 0900 חוג", "09:00", "חוג", []int{5}},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreateRecurring || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a repeating event", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if got := d.Start.In(jerusalem).Format("15:04"); got != c.at || d.Summary != c.title {
			t.Errorf("%q: %q at %s; want %q at %s", c.text, d.Summary, got, c.title, c.at)
		}
		if d.Recurrence == nil || !slices.Equal(d.Recurrence.Days, c.days) {
			t.Errorf("%q: %+v; want days %v", c.text, d.Recurrence, c.days)
		}
	}
	for _, c := range []struct{ text, at, title string }{
		{"remind me every thu 1500 to swim", "15:00", "swim"},
		{"תזכיר לי כל יום 0700 לקחת כדורים", "07:00", "לקחת כדורים"},
		{"remind me every day 0700 to take pills", "07:00", "take pills"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %s.%s; want a repeating reminder", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Recurrence.Time != c.at || d.Text != c.title {
			t.Errorf("%q: %q at %s; want %q at %s", c.text, d.Text, d.Recurrence.Time, c.title, c.at)
		}
	}
	// Near misses: a count after the days, digits that are no hour.
	for _, text := range []string{
		"every day 1000 steps",
		"כל יום 1000 צעדים",
		"every thu 2575 swim",
		"every day 150 pushups",
		"כל יום 2000 מילים",
	} {
		p := plan(t, text)
		for _, s := range p.Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
				if h := s.Calendar.Drafts[0].Start.In(jerusalem).Format("15:04"); h != "10:00" || !containsDigits(s.Calendar.Drafts[0].Summary) {
					t.Errorf("%q: an event at %s; the number is no hour", text, h)
				}
			}
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Recurrence != nil {
				if tm := s.Tasks.Drafts[0].Recurrence.Time; tm != "" && tm != "09:00" {
					t.Errorf("%q: a reminder at %s; the number is no hour", text, tm)
				}
			}
		}
	}
}

func containsDigits(s string) bool {
	for _, r := range s {
		if r >= '0' && r <= '9' {
			return true
		}
	}
	return false
}

// TestLetterDayNoGeresh: a weekday said by its letter without the geresh
// after "כל יום" is that weekday ("כל יום ו 1800" was every day at 09:00
// with "ו 1800" in the title); "ב" alone is also "at", and "כל יום ב 8" is
// not read as Mondays.
func TestLetterDayNoGeresh(t *testing.T) {
	for text, day := range map[string]int{
		"תזכיר לי לקנות חלב כל יום ו 1800":         5,
		"וואלה תזכור לי לקנות חלב כל יום ו 1800 🙏": 5,
		"תזכיר לי לקנות חלב כל יום ה בשש":          4,
	} {
		s := plan(t, text).Steps[0]
		if s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil || !slices.Equal(s.Tasks.Drafts[0].Recurrence.Days, []int{day}) ||
			s.Tasks.Drafts[0].Text != "לקנות חלב" {
			t.Errorf("%q: %s.%s %+v; want weekly on day %d", text, s.Capability, s.Operation, s.Tasks, day)
		}
	}
	s := plan(t, "תזכיר לי לקנות חלב כל יום ב 8").Steps[0]
	if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Recurrence != nil && slices.Equal(s.Tasks.Drafts[0].Recurrence.Days, []int{1}) {
		t.Errorf("\"כל יום ב 8\" read as Mondays: %+v", s.Tasks.Drafts[0].Recurrence)
	}
}
