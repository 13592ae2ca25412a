package graph

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// fillEventTime reads the answer to "what time is <event> on <day>?": an
// hour lands on the day already given ("7pm", "ב-7 בערב"; "7" for a dinner
// is 19:00), and "all day" / "כל היום" makes it an event of the whole day.
// Anything else is no answer, and the message is a new request.
func fillEventTime(sc scene, step *memo.Step, text string) (bool, error) {
	a := step.Calendar
	if len(a.Drafts) != 1 {
		return false, nil
	}
	d := &a.Drafts[0]
	s := d.Start.In(sc.loc)
	day := time.Date(s.Year(), s.Month(), s.Day(), 0, 0, 0, 0, sc.loc)
	if offline.AllDayAnswer(text) {
		d.AllDay, d.Start, d.End = true, day, day.AddDate(0, 0, 1)
		a.NeedTime = false
		return true, nil
	}
	said := text
	if at, ok := bareHourAnswer(text); ok {
		text = at
	}
	res, found, err := timeparse.ParseOn(text, day, sc.now, sc.loc)
	if err != nil || !found || !res.HasTime || !onlyATime(res.Remainder(text), d.Summary) {
		return false, nil
	}
	start := res.Time.In(sc.loc)
	start = time.Date(day.Year(), day.Month(), day.Day(), start.Hour(), start.Minute(), 0, 0, sc.loc)
	if offline.EveningHour(d.Summary, said, start.Hour()) {
		start = start.Add(12 * time.Hour)
	}
	length := d.End.Sub(d.Start)
	if length <= 0 {
		length = memo.DefaultEventDuration
	}
	if res.HasEnd {
		length = res.End.Sub(res.Time) // "7 to 9"
	}
	if length <= 0 {
		return true, memo.Refuse(memo.EInvalid, memo.WhyEndsBeforeStart, memo.Detail{})
	}
	if start.Before(sc.now.Add(-timeSlack)) {
		return true, memo.Refuse(memo.EInvalid, memo.WhyPastTime, memo.Detail{})
	}
	d.Start, d.End, d.AllDay = start, start.Add(length), false
	a.NeedTime = false
	return true, nil
}
