package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSeriesEnd: an end given to the repeating reminder in focus ("only
// until the 25th", "stop it after friday", "עד סוף החודש") is its last
// day, its rule kept; an end with no date is asked, and an hour, a count,
// "further notice", or a reminder that does not repeat is no such end.
func TestSeriesEnd(t *testing.T) {
	at8 := *at(21, 8, 0)
	series := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take vitamins", When: &at8, Recurring: true}
	day := func(d int) time.Time { return time.Date(2026, 1, d, 0, 0, 0, 0, jerusalem) }
	for _, c := range []struct {
		text string
		want time.Time
	}{
		{"only until the 25th", day(25)},
		{"just till friday", day(23)},
		{"until friday", day(23)},
		{"until the end of the month", day(31)},
		{"make it only until the 25th", day(25)},
		{"stop it after friday", day(23)},
		{"end it after the 25th", day(25)},
		{"רק עד ה-25", day(25)},
		{"עד סוף החודש", day(31)},
		{"עד יום שישי", day(23)},
		{"שיהיה רק עד ה-25", day(25)},
		{"תעצור את זה אחרי יום שישי", day(23)},
		{"תפסיקי אותה אחרי ה-25", day(25)},
	} {
		s := withFocus(c.text, series)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewUntil == nil || !s.Tasks.NewUntil.Equal(c.want) ||
			!slices.Equal(s.Tasks.IDs, []string{"t1"}) || s.Tasks.NewRecurrence != nil || s.Tasks.NewDue != nil {
			t.Errorf("%q: %s %+v; want the series to end on %v", c.text, s.Operation, s.Tasks, c.want)
		}
	}
	// An end with no date: which date is asked, nothing is changed.
	for _, text := range []string{"stop it after the exam", "until the exam", "עד המבחן", "תעצור את זה אחרי המבחן"} {
		if _, err := planWith(t, text, series); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%q: %v; want which date asked", text, err)
		}
	}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call mom", When: &at8}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "standup", When: &at8, Recurring: true}
	for text, f := range map[string]*memo.FocusItem{
		"until 5pm": series, "only until 5": series, "stop it after 3 times": series, "until further notice": series,
		"עד חמש בערב": series, "only until the 25th": once, "stop it after friday": once, "עד סוף החודש": once,
		"until friday": event, "עד יום שישי": event, "till the 25th at 5": series,
	} {
		if s := withFocus(text, f); s.Tasks != nil && s.Tasks.NewUntil != nil {
			t.Errorf("%q: %+v; want no end set", text, s.Tasks)
		}
	}
}

// TestSeriesDays: weekdays said as more of the repeating reminder in
// focus ("actually also wednesday", "גם בחמישי") are added to its days;
// said "only" ("only wednesday", "רק ברביעי") they replace them. Of a
// reminder that does not repeat, "also wednesday" is one more reminder,
// never a repetition; a time or a thing said as more is no day added.
func TestSeriesDays(t *testing.T) {
	at8 := *at(26, 8, 0) // a Monday
	series := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take out the trash", When: &at8, Recurring: true}
	for _, c := range []struct {
		text string
		days []int
		only bool
	}{
		{"actually also wednesday", []int{3}, false},
		{"also wednesday", []int{3}, false},
		{"and thursdays too", []int{4}, false},
		{"wednesday too", []int{3}, false},
		{"add fridays", []int{5}, false},
		{"also wed and fri", []int{3, 5}, false},
		{"only wednesday", []int{3}, true},
		{"just wednesdays", []int{3}, true},
		{"בעצם גם רביעי", []int{3}, false},
		{"גם בחמישי", []int{4}, false},
		{"וגם ביום שישי", []int{5}, false},
		{"גם בימי חמישי", []int{4}, false},
		{"תוסיף גם את יום שישי", []int{5}, false},
		{"רק ברביעי", []int{3}, true},
	} {
		s := withFocus(c.text, series)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || !slices.Equal(s.Tasks.AddDays, c.days) || s.Tasks.OnlyDays != c.only ||
			s.Tasks.NewDue != nil || s.Tasks.NewRecurrence != nil {
			t.Errorf("%q: %s %+v; want days %v (only %v)", c.text, s.Operation, s.Tasks, c.days, c.only)
		}
	}
	for _, text := range []string{"wednesday", "also tomorrow", "also wednesday at 9", "and the recycling too", "גם מחר", "גם שני ילדים", "also 2", "only 2"} {
		if s := withFocus(text, series); s.Tasks != nil && len(s.Tasks.AddDays) > 0 {
			t.Errorf("%q: %+v; want no day added", text, s.Tasks)
		}
	}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "call mom", When: &at8}
	for _, text := range []string{"also wednesday", "גם ברביעי", "only wednesday"} {
		s := withFocus(text, once)
		if s.Tasks != nil && (len(s.Tasks.AddDays) > 0 || s.Tasks.NewRecurrence != nil || len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Recurrence != nil) {
			t.Errorf("%q of a one-time reminder: %+v; want it not made to repeat", text, s.Tasks)
		}
	}
}
