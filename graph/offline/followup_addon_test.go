package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestOneMoreReminderWithItsDeed: right after a reminder, one more said
// with its deed and no time ("and one for checking the water troughs",
// "another one to feed the dogs", "ועוד אחת לבדוק את המים") is a new
// reminder at the same time; one more said with a time and a deed, typed
// fast ("an also remind mi 5:30 to feed the dogs"), is one at that time.
// Talk opened by "one more" and one more of nothing named are not read so.
func TestOneMoreReminderWithItsDeed(t *testing.T) {
	due := time.Date(2026, 1, 21, 7, 0, 0, 0, jerusalem) // tomorrow 07:00
	en := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "check the water pump", When: &due}
	he := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לבדוק את המשאבה", When: &due}
	at1730 := time.Date(2026, 1, 21, 17, 30, 0, 0, jerusalem)
	at17 := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		want  time.Time
	}{
		{"and one for checking the water troughs", en, "check the water troughs", due},
		{"and one more for checking the water troughs", en, "check the water troughs", due},
		{"one more for feeding the dogs", en, "feed the dogs", due},
		{"another one to check the water troughs", en, "check the water troughs", due},
		{"and another one for taking out the bins", en, "take out the bins", due},
		{"an also remind mi 5:30 to feed the dogs", en, "feed the dogs", at1730},
		{"an also remind me at 5:30 to feed the dogs", en, "feed the dogs", at1730},
		{"ועוד אחת לבדוק את המים", he, "לבדוק את המים", due},
		{"ועוד אחד להאכיל את הכלבים", he, "להאכיל את הכלבים", due},
		{"וגם תזכירי לי ב5 להאכיל את הכלבים", he, "להאכיל את הכלבים", at17},
	} {
		s := focusStep(t, c.text, c.focus)
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one more reminder", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != c.title || d.DueDate == nil || !d.DueDate.Equal(c.want) {
			t.Errorf("%q: %q at %v; want %q at %v", c.text, d.Text, d.DueDate, c.title, c.want)
		}
	}
	// Near misses: talk opened by "one more", one for someone or
	// something that is no deed, and no reminder before.
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"and one more question", en},
		{"and one more thing", en},
		{"one more thing: is it raining", en},
		{"and one for the dogs", en},
		{"ועוד שאלה", he},
		{"and one for checking the water troughs", nil},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		if s := p.Steps[0]; s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %s.%s %+v; want no reminder made", c.text, s.Capability, s.Operation, s.Tasks)
		}
	}
}

// TestDayAfterTheFocus: "the following day", "the next day", "למחרת",
// with the same hour said or not, is the day after the item's own: the
// item moves there, or, said as one more ("and another one same time the
// next day", "ועוד אחת למחרת באותה שעה"), a copy is made there. Said with
// a time of its own, or with nothing in focus, it is not read so.
func TestDayAfterTheFocus(t *testing.T) {
	due := time.Date(2026, 1, 21, 7, 0, 0, 0, jerusalem)    // a reminder tomorrow 07:00
	start := time.Date(2026, 1, 22, 17, 0, 0, 0, jerusalem) // a showing Thursday 17:00
	end := start.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the vet", When: &due}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "showing", When: &start, End: &end}
	taskNext, eventNext := due.AddDate(0, 0, 1), start.AddDate(0, 0, 1)
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		copy  bool
	}{
		{"the following day at the same hour", task, false},
		{"same time the next day", task, false},
		{"the next day", task, false},
		{"למחרת באותה שעה", task, false},
		{"ביום שאחרי באותה שעה", task, false},
		{"the following day at the same hour", event, false},
		{"and another one the following day at the same hour", event, true},
		{"and another one same time the next day", event, true},
		{"ועוד אחת למחרת באותה שעה", event, true},
		{"one more the day after, same time", task, true},
	} {
		s := focusStep(t, c.text, c.focus)
		var got *time.Time
		switch {
		case c.copy && s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			got = &s.Calendar.Drafts[0].Start
		case c.copy && s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			got = s.Tasks.Drafts[0].DueDate
		case !c.copy && s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil:
			got = s.Calendar.Fields.Start
		case !c.copy && s.Operation == memo.OpTaskUpdate && s.Tasks != nil:
			got = s.Tasks.NewDue
		}
		want := taskNext
		if c.focus == event {
			want = eventNext
		}
		if got == nil || !got.Equal(want) {
			t.Errorf("%q: %s.%s at %v; want %v (copy %v)", c.text, s.Capability, s.Operation, got, want, c.copy)
		}
	}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"the following day at the same hour", nil},
		{"למחרת באותה שעה", nil},
		{"the next day at 9 to call the bank", task},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		s := p.Steps[0]
		if s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpEventUpdate ||
			s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.Equal(taskNext) {
			t.Errorf("%q: %s.%s; want it not read as the day after the focus", c.text, s.Capability, s.Operation)
		}
	}
}

// TestNextDayIsNoThing: one more said with the day after and a closing
// word ("one more the next day please") is never a thing named "next
// day" like the reminder before it.
func TestNextDayIsNoThing(t *testing.T) {
	due := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: &due}
	for _, text := range []string{"one more the next day please", "and the next day too", "ועוד אחת למחרת בבקשה"} {
		p, err := planWith(t, text, task)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		if s := p.Steps[0]; s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text != "call mom" {
			t.Errorf("%q: made %q; want no thing named by the day", text, s.Tasks.Drafts[0].Text)
		}
	}
}

// TestWeekdaysCorrectedOnARepeat: a weekly reminder corrected by its
// days ("I meant Saturdays, not Sundays", "not sundays, saturdays",
// "התכוונתי לשבת לא לראשון") moves to the next day named; a day after
// "not" that is not the reminder's own, a reminder that does not repeat,
// and "I meant it" are not read so.
func TestWeekdaysCorrectedOnARepeat(t *testing.T) {
	sun := time.Date(2026, 1, 25, 7, 0, 0, 0, jerusalem) // a Sunday; now is Tuesday the 20th
	sat := time.Date(2026, 1, 24, 7, 0, 0, 0, jerusalem)
	weekly := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take out the bins", When: &sun, Recurring: true}
	once := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "take out the bins", When: &sun}
	for _, text := range []string{"I meant Saturdays, not Sundays", "not sundays, saturdays", "saturdays not sundays", "I meant Saturday, not Sunday",
		"התכוונתי לשבת לא לראשון", "התכוונתי לשבתות ולא לראשון", "לא בימי ראשון, בשבת", "בשבת לא בראשון"} {
		s := focusStep(t, text, weekly)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(sat) {
			t.Errorf("%q: %s.%s %+v; want the weekly reminder on Saturdays from %v", text, s.Capability, s.Operation, s.Tasks, sat)
		}
	}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"I meant Saturdays, not Mondays", weekly},
		{"התכוונתי לשבת לא לשני", weekly},
		{"I meant Saturdays, not Sundays", once},
		{"I meant it", weekly},
		{"I meant it", once},
	} {
		p, err := planWith(t, c.text, c.focus)
		if err != nil || len(p.Steps) == 0 {
			continue
		}
		if s := p.Steps[0]; s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved %+v; want it left", c.text, s.Tasks)
		}
	}
}
