package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// untilOf is the end and the first time of the series the first step of
// text's plan makes: a reminder's or an event's.
func untilOf(t *testing.T, text string) (until, start *time.Time) {
	t.Helper()
	s := plan(t, text).Steps[0]
	switch {
	case s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Recurrence != nil:
		return s.Tasks.Drafts[0].Recurrence.Until, s.Tasks.Drafts[0].DueDate
	case s.Calendar != nil && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Recurrence != nil:
		return s.Calendar.Drafts[0].Recurrence.Until, &s.Calendar.Drafts[0].Start
	}
	t.Fatalf("%q: %s.%s, no series", text, s.Capability, s.Operation)
	return nil, nil
}

// TestRepeatUntilIsItsEnd: "until/till/through/עד <day>" said of a
// repetition is the last day of the series, which starts at its next
// occurrence, never on that day; an "until" of an hour before it ("from
// 22:00 until 02:00") is a span's end and the day's "until" after it is
// still read. The test's now is Tuesday 20 January 2026, 09:00.
func TestRepeatUntilIsItsEnd(t *testing.T) {
	for text, day := range map[string]int{
		"remind me every day at 9 to call mom until friday":                        23,
		"remind me to call mom every day at 9 till jan 30":                         30,
		"I'm driving carpool mon wed fri at 7:45 for hockey practice until jan 28": 28,
		"yoga every monday at 7pm through january 27":                              27,
		"guard duty every night from 22:00 until 02:00 until sunday":               25,
		"תזכיר לי כל יום ב-9 לקחת ויטמין עד יום שישי":                              23,
		"יש לי שמירה כל לילה מ2200 עד 0200 עד יום ראשון":                           25,
		"יש לי שמירה כל לילה מ22:00 עד 02:00 עד ה-29 בינואר":                       29,
		"תזכיר לי כל יום ב-9 לקחת אנטיביוטיקה עד ה-25":                             25,
		"חוג כל יום שני ושלישי ב-17:00 עד סוף החודש":                               31,
	} {
		until, start := untilOf(t, text)
		if until == nil || until.Day() != day || until.Month() != time.January {
			t.Errorf("%q: until %v; want January %d", text, until, day)
		}
		if start != nil && start.Day() >= day {
			t.Errorf("%q: starts %v; want its next occurrence", text, start)
		}
	}
	// Near misses: an hour after "until" ends a span, not the series;
	// "until further notice" says no end and is no word of the title.
	for _, text := range []string{
		"guard duty every night from 22:00 until 02:00",
		"יש לי שמירה כל לילה מ2200 עד 0200",
		"remind me every day at 9 to call mom until further notice",
		"חוג כל יום שני ב-17:00 עד הודעה חדשה",
	} {
		if until, _ := untilOf(t, text); until != nil {
			t.Errorf("%q: until %v; want none", text, until)
		}
	}
}

// TestRepeatUntilVagueAsked: a repetition said to end at a period no
// calendar dates ("until christmas break", "עד החופש") is asked its date,
// never started on the holiday; a holiday's own day is its date.
func TestRepeatUntilVagueAsked(t *testing.T) {
	for _, text := range []string{
		"I'm driving carpool mon wed fri at 7:45 for hockey practice until christmas break, can you add that",
		"remind me every day at 9 to call mom until christmas break",
		"remind me to water the plants every day at 8 till the summer holidays",
		"תזכיר לי כל יום ב-9 לקחת ויטמין עד החופש",
		"חוג כל יום שני ב-17:00 עד סוף הסמסטר",
	} {
		_, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyUntilWhichDate {
			t.Errorf("%q: %v; want the end's date asked", text, err)
		}
	}
	if until, _ := untilOf(t, "carpool mon wed fri at 7:45 until christmas"); until == nil || until.Month() != time.December || until.Day() != 25 {
		t.Errorf("until christmas: %v; want December 25", until)
	}
}
