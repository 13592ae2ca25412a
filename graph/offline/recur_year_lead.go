package offline

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A yearly thing told with a reminder a lead before it: "car insurance
// renews 14 jan every year, remind me a week before", "הביטוח מתחדש
// ב-14 בינואר כל שנה, תזכיר לי שבוע לפני". The yearly reminder is read
// as it would be without the lead, and its date is moved back by the
// lead: every year on 7 January. A lead that does not land on the same
// date every year (a week before 3 March falls on 24 or 25 February) or
// in hours (counted from the day's usual hour when none was said) is
// declined, as a repetition that cannot be kept, rather than stored on a
// wrong date or hour.

var (
	// reYearLeadCmd is the command to remind said last, before the lead.
	reYearLeadCmd = compile(`(?i)(?:\s*[,.;]\s*|\s+)(?:and\s+|so\s+|ו)?(?:please\s+)?(remind\s+me|(?:תזכיר|תזכירי)\s+לי)(?:\s+(?:also|גם))?\s+`)
	// reEveryYear says a thing comes every year.
	reEveryYear = compile(`(?i)(?:^|\s)(?:every\s+year|each\s+year|yearly|annually|once\s+a\s+year|(?:ב|ו)?כל\s+שנה|מדי\s+שנה|פעם\s+בשנה)(?:\s|$|[,.;!])`)
)

// yearLead reads a yearly thing with a reminder a lead before it: the
// message without the lead, the lead, and the hour said after it.
func yearLead(text string) (string, lead, *time.Time, bool) {
	low := toLower(text)
	if len(low) != len(text) || !containsAny(low, "year", "annual", "שנה", "שנתי", "שנתיים") {
		return "", lead{}, nil, false // a word of the year first: most messages have none
	}
	all := reYearLeadCmd.FindAllStringSubmatchIndex(low, -1)
	if len(all) == 0 {
		return "", lead{}, nil, false
	}
	g := all[len(all)-1]
	if g[0] == 0 || !reEveryYear.MatchString(low[:g[0]]) {
		return "", lead{}, nil, false
	}
	ask := strings.TrimRight(low[g[1]:], " .!")
	l, loc, ok := findLead(ask)
	if !ok || loc[0] != 0 {
		return "", lead{}, nil, false
	}
	var at *time.Time
	if rest := strings.TrimSpace(strings.TrimLeft(ask[loc[1]:], " ,")); rest != "" {
		r, found, err := timeparse.Parse(rest, leadEpoch, time.UTC)
		if err != nil || !found || !r.HasTime || r.HasDate || !onlyConnectives(r.Remainder(rest)) {
			return "", lead{}, nil, false
		}
		at = &r.Time
	}
	return strings.TrimSpace(text[:g[0]]) + ", " + text[g[2]:g[3]], l, at, true
}

// planYearLead plans a yearly thing with a reminder a lead before it; ok
// is false when req is none.
func (p *Planner) planYearLead(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	said, l, at, ok := yearLead(req.Text)
	if !ok {
		return memo.Plan{}, false, nil
	}
	unkept := memo.Plan{Steps: []memo.Step{general(memo.OpUnknown, memo.ReasonUnkeptRepeat)}}
	sub := req
	sub.Text = said
	plan, err := p.plan(ctx, sub)
	if err != nil || len(plan.Steps) != 1 || plan.Steps[0].Operation != memo.OpTaskCreate || len(plan.Steps[0].Tasks.Drafts) != 1 {
		return unkept, true, nil
	}
	d := plan.Steps[0].Tasks.Drafts[0]
	rec := d.Recurrence
	if rec == nil || rec.Type != memo.RecurYearly || rec.Month == 0 || rec.DayOfMonth == 0 || max(rec.Every, 1) != 1 {
		return unkept, true, nil
	}
	moved, ok := yearlyBefore(*rec, l, at, req.Now.In(req.Loc), req.Loc)
	if !ok {
		return unkept, true, nil
	}
	d.Recurrence = &moved
	plan.Steps[0].Tasks.Drafts[0] = d
	return plan, true, nil
}

// yearlyBefore is rec moved back by l, at the hour at when said: ok is
// false when the date it lands on is not the same every year, or the
// lead is in hours.
func yearlyBefore(rec memo.Recurrence, l lead, at *time.Time, now time.Time, loc *time.Location) (memo.Recurrence, bool) {
	hh, mm := 9, 0
	if t, err := time.Parse("15:04", rec.Time); err == nil {
		hh, mm = t.Hour(), t.Minute()
	}
	var dates [2]time.Time
	for i, y := range []int{2025, 2024} { // a common year and a leap year
		on := time.Date(y, time.Month(rec.Month), rec.DayOfMonth, hh, mm, 0, 0, time.UTC)
		if on.Day() != rec.DayOfMonth {
			return rec, false // 29 February
		}
		ev := memo.EventDraft{Start: on}
		due, ok := anchoredDue(ev, l, atUTC(at), time.UTC)
		if !ok || l.back > 0 {
			return rec, false
		}
		dates[i] = due
	}
	a, b := dates[0], dates[1]
	if a.Month() != b.Month() || a.Day() != b.Day() || a.Hour() != b.Hour() || a.Minute() != b.Minute() {
		return rec, false
	}
	rec.Month, rec.DayOfMonth, rec.Time = int(a.Month()), a.Day(), a.Format("15:04")
	if rec.Start != "" {
		y := now.Year()
		first := time.Date(y, a.Month(), a.Day(), a.Hour(), a.Minute(), 0, 0, loc)
		if !first.After(now) {
			first = time.Date(y+1, a.Month(), a.Day(), a.Hour(), a.Minute(), 0, 0, loc)
		}
		rec.Start = first.Format("2006-01-02")
	}
	return rec, true
}

// atUTC is the hour of at on a UTC clock, or nil.
func atUTC(at *time.Time) *time.Time {
	if at == nil {
		return nil
	}
	t := time.Date(2000, 1, 1, at.Hour(), at.Minute(), 0, 0, time.UTC)
	return &t
}
