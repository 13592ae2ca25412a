package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSeveralDays: one event or reminder said with several days, each
// with its hour or with one hour for all, is one item per day with the
// same title. The test's now is Tuesday 20 January 2026, 09:00.
func TestSeveralDays(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		op          memo.Op
		at          []*time.Time
	}{
		{"piano lesson monday at 5 and wednesday at 5", "piano lesson", memo.OpEventCreate, []*time.Time{at(26, 17, 0), at(21, 17, 0)}},
		{"yoga monday and wednesday at 6pm", "yoga", memo.OpEventCreate, []*time.Time{at(26, 18, 0), at(21, 18, 0)}},
		{"gym mon and thu at 7am", "gym", memo.OpEventCreate, []*time.Time{at(26, 7, 0), at(22, 7, 0)}},
		{"dentist thursday 10 and friday 11", "dentist", memo.OpEventCreate, []*time.Time{at(22, 10, 0), at(23, 11, 0)}},
		{"remind me monday and wednesday at 5 to call mom", "call mom", memo.OpTaskCreate, []*time.Time{at(26, 17, 0), at(21, 17, 0)}},
		{"חוג ג'ודו ביום ראשון ב16:00 ובשלישי ב16:00", "חוג ג'ודו", memo.OpEventCreate, []*time.Time{at(25, 16, 0), at(27, 16, 0)}},
		{"ביום שני ורביעי ב-18:00 פילאטיס", "פילאטיס", memo.OpEventCreate, []*time.Time{at(26, 18, 0), at(21, 18, 0)}},
		{"תזכיר לי בשני ורביעי ב-9 לשלם חשבון", "לשלם חשבון", memo.OpTaskCreate, []*time.Time{at(26, 9, 0), at(21, 9, 0)}},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != len(tt.at) {
			t.Errorf("%q: %d steps %+v; want %d", tt.text, len(steps), steps, len(tt.at))
			continue
		}
		for i, s := range steps {
			if s.Operation != tt.op {
				t.Errorf("%q: step %d is %s; want %s", tt.text, i+1, s.Operation, tt.op)
				continue
			}
			title, when := "", time.Time{}
			if s.Calendar != nil {
				title, when = s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start
			} else if d := s.Tasks.Drafts[0]; d.DueDate != nil {
				title, when = d.Text, *d.DueDate
			}
			if title != tt.title || !when.Equal(*tt.at[i]) {
				t.Errorf("%q: step %d %q at %v; want %q at %v", tt.text, i+1, title, when, tt.title, *tt.at[i])
			}
		}
	}
	// A repetition is the recurrence reader's; a range of days or of
	// hours, two different things, a move: none is split by day.
	for _, tt := range []struct {
		text string
		n    int
		op   memo.Op
	}{
		{"every monday and wednesday at 5 piano", 1, memo.OpEventCreateRecurring},
		{"כל שני ורביעי ב-18:00 פילאטיס", 1, memo.OpEventCreateRecurring},
		{"meeting from 5 to 7 on monday", 1, memo.OpEventCreate},
		{"dinner at 8 and a movie at 10", 2, memo.OpEventCreate},
		{"lunch with dana monday at 1 and dinner with avi thursday at 8", 2, memo.OpEventCreate},
		{"move the dentist from tuesday to thursday", 1, memo.OpTaskUpdate},
		{"meeting monday at 5 and wednesday", 1, memo.OpUnknown},
		{"between monday and wednesday call the bank", 1, memo.OpUnknown},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != tt.n || steps[0].Operation != tt.op {
			t.Errorf("%q: %+v; want %d step(s) of %s", tt.text, steps, tt.n, tt.op)
		}
	}
	if s := plan(t, "meeting from 5 to 7 on monday").Steps[0]; !s.Calendar.Drafts[0].Start.Equal(*at(26, 17, 0)) || !s.Calendar.Drafts[0].End.Equal(*at(26, 19, 0)) {
		t.Errorf("meeting from 5 to 7 on monday: %+v; want 17:00–19:00", s.Calendar.Drafts[0])
	}
}

// TestDaySpan: an event said over a span of days with no command is one
// all-day event from its first day to its last; a span that ends before
// it starts or is too long is declined with why, and a thing to do over
// days is no event.
func TestDaySpan(t *testing.T) {
	day := func(mo time.Month, d int) time.Time { return time.Date(2026, mo, d, 0, 0, 0, 0, jerusalem) }
	for _, tt := range []struct {
		text, title string
		from, to    time.Time // to is the last day
	}{
		{"vacation feb 20-27", "vacation", day(2, 20), day(2, 27)},
		{"I'm on reserve duty from feb 6 to feb 20", "reserve duty", day(2, 6), day(2, 20)},
		{"reserve duty feb 6 to feb 20", "reserve duty", day(2, 6), day(2, 20)},
		{"conference Thu–Mon", "conference", day(1, 22), day(1, 26)},
		{"conference wednesday to friday", "conference", day(1, 21), day(1, 23)},
		{"add conference thu-mon to my calendar", "conference", day(1, 22), day(1, 26)},
		{"צו 8 ליום ראשון עד חמישי", "צו 8", day(1, 25), day(1, 29)},
		{"חופשה מה-20 עד ה-27 לפברואר", "חופשה", day(2, 20), day(2, 27)},
		{`בחו"ל מ-10 עד 14 בפברואר`, `בחו"ל`, day(2, 10), day(2, 14)},
		{"אני במילואים מ-6 עד 20 בפברואר", "מילואים", day(2, 6), day(2, 20)},
		{"כנס ראשון-שלישי", "כנס", day(1, 25), day(1, 27)},
		{"conference in Eilat from sunday to tuesday", "conference in Eilat", day(1, 25), day(1, 27)},
		{"כנס באילת מראשון עד שלישי", "כנס באילת", day(1, 25), day(1, 27)},
		{"חופשה מראשון עד חמישי", "חופשה", day(1, 25), day(1, 29)},
		{"I'm off work the 14th to the 18th", "off work", day(2, 14), day(2, 18)},
		{"חופשה מה-20 עד ה-24 לדצמבר", "חופשה", day(12, 20), day(12, 24)},
		{"טיול לצפון משייש עד שני", "טיול לצפון", day(1, 23), day(1, 26)},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != 1 || steps[0].Operation != memo.OpEventCreate {
			t.Errorf("%q: %+v; want one event", tt.text, steps)
			continue
		}
		d := steps[0].Calendar.Drafts[0]
		if d.Summary != tt.title || !d.AllDay || !d.Start.Equal(tt.from) || !d.End.Equal(tt.to.AddDate(0, 0, 1)) {
			t.Errorf("%q: %q %v–%v all day %v; want %q %v to %v", tt.text, d.Summary, d.Start, d.End, d.AllDay, tt.title, tt.from, tt.to)
		}
	}
	for _, tt := range []struct {
		text string
		why  memo.Why
	}{
		{"vacation feb 27 to feb 20", memo.WhyEndsBeforeStart},
		{"חופשה מ-27 עד 20 בפברואר", memo.WhyEndsBeforeStart},
		{"vacation from feb 1 to may 30", memo.WhySpanTooLong},
		{"חופשה מ-1 בפברואר עד 30 במאי", memo.WhySpanTooLong},
	} {
		_, err := planErr(tt.text)
		if why, _ := memo.WhyOf(err); why != tt.why {
			t.Errorf("%q: %v; want %s", tt.text, err, tt.why)
		}
	}
	for _, text := range []string{
		"pack for the trip from monday to wednesday",
		"I work from monday to friday",
		"dinner from monday to wednesday",
		"לארוז מיום ראשון עד שלישי",
		"לארוז מראשון עד שלישי",
		"I'm off to the store from 5 to 6",
		"I'm off tomorrow",
		"between thursday and friday I'll decide",
		"seminar froom sunday to wednesday",
		"seminar form the 6th to the 8th",
		"every monday to friday gym at 7",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].AllDay {
				t.Errorf("%q: %+v; want no event over the days", text, s.Calendar.Drafts[0])
			}
		}
	}
}
