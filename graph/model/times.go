package model

import (
	"fmt"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Layouts the model may write a due time in: local wall-clock time with no
// zone. Seconds and a space for the "T" are accepted; a zone is not (the
// model must not do zone arithmetic, and a "Z" would mean UTC).
var (
	dateTimeLayouts = []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04", "2006-01-02 15:04:05"}
	dateLayout      = "2006-01-02"
)

// due is a parsed due field.
type due struct {
	at      time.Time // in the user's zone; 00:00 for a date alone
	hasTime bool
}

// parseDue reads s as a local date or date and time in loc. The problem
// it returns quotes s and says what is expected.
func parseDue(s string, loc *time.Location) (due, *problem) {
	s = strings.TrimSpace(s)
	if t, err := time.ParseInLocation(dateLayout, s, loc); err == nil {
		return due{at: t}, nil
	}
	for _, layout := range dateTimeLayouts {
		t, err := time.ParseInLocation(layout, s, loc)
		if err != nil {
			continue
		}
		// A wall-clock time skipped by a daylight-saving change does not
		// exist; Go would move it silently.
		if t.Format(layout) != s {
			return due{}, &problem{kind: badTime, msg: fmt.Sprintf("due %s does not exist in %s (a daylight-saving change)", quote(s), loc)}
		}
		return due{at: t, hasTime: true}, nil
	}
	if _, _, ok := hourMinute(s); ok {
		return due{}, &problem{kind: badInput, ask: askDay, msg: fmt.Sprintf("due %s has a time but no date: write YYYY-MM-DDTHH:MM", quote(s))}
	}
	if looksZoned(s) {
		return due{}, &problem{kind: badInput, ask: askWhen, msg: fmt.Sprintf("due %s has a time zone: write the local wall-clock time YYYY-MM-DDTHH:MM without a zone", quote(s))}
	}
	if looksLikeDate(s) {
		return due{}, &problem{kind: badTime, msg: fmt.Sprintf("due %s is not a real date or time", quote(s))}
	}
	return due{}, &problem{kind: badInput, ask: askWhen, msg: fmt.Sprintf("due %s is not YYYY-MM-DDTHH:MM or YYYY-MM-DD", quote(s))}
}

// hourMinute reads "HH:MM".
func hourMinute(s string) (h, m int, ok bool) {
	t, err := time.Parse("15:04", strings.TrimSpace(s))
	if err != nil {
		if t, err = time.Parse("15:04:05", strings.TrimSpace(s)); err != nil {
			return 0, 0, false
		}
	}
	return t.Hour(), t.Minute(), true
}

func looksZoned(s string) bool {
	if strings.HasSuffix(s, "Z") {
		return true
	}
	if i := strings.IndexByte(s, 'T'); i > 0 {
		tail := s[i:]
		return strings.ContainsAny(tail, "+") || strings.Count(tail, "-") > 0
	}
	return false
}

// looksLikeDate reports whether s has the shape of a date (and maybe a
// time) whose numbers are out of range, like "2026-02-30" or "…T25:00".
func looksLikeDate(s string) bool {
	if len(s) < len(dateLayout) {
		return false
	}
	for i, c := range s[:len(dateLayout)] {
		switch {
		case i == 4 || i == 7:
			if c != '-' {
				return false
			}
		case c < '0' || c > '9':
			return false
		}
	}
	return true
}

// draftDue applies the due rules to a draft being created, as the offline
// planner does: a reminder with a day but no hour keeps the day and asks
// for the hour; a task with a day but no hour is due at
// offline.DefaultTaskHour (or the next full hour, when that is past
// today); a time already past is refused.
func draftDue(d due, remind bool, now time.Time) (at *time.Time, needTime bool, p *problem) {
	loc := now.Location()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, loc)
	if !d.hasTime {
		if d.at.Before(today) {
			return nil, false, &problem{kind: pastTime, msg: fmt.Sprintf("the date %s is before today (%s)", d.at.Format(dateLayout), today.Format(dateLayout))}
		}
		if remind {
			day := d.at
			return &day, true, nil
		}
		t := time.Date(d.at.Year(), d.at.Month(), d.at.Day(), offline.DefaultTaskHour, 0, 0, 0, loc)
		if t.Before(now) {
			t = time.Date(now.Year(), now.Month(), now.Day(), now.Hour()+1, 0, 0, 0, loc)
			if !sameDay(t, d.at) {
				t = time.Date(d.at.Year(), d.at.Month(), d.at.Day(), 23, 59, 0, 0, loc)
			}
		}
		return &t, false, nil
	}
	if d.at.Before(now.Add(-time.Minute)) {
		return nil, false, &problem{kind: pastTime, msg: fmt.Sprintf("due %s is in the past (now is %s)", localDate(d.at), localDate(now))}
	}
	t := d.at
	return &t, false, nil
}

func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}

// tooFar is a problem when a step holds a time more than
// timeparse.MaxYears from now ("remind me in the year 3000"), as the
// grammar refuses it; nil otherwise.
func (c converter) tooFar(steps []memo.Step) *problem {
	limit := c.now.AddDate(timeparse.MaxYears, 0, 0)
	for _, s := range steps {
		for _, t := range stepTimes(s) {
			if t != nil && !t.IsZero() && t.After(limit) {
				return &problem{call: -1, kind: tooFar, msg: fmt.Sprintf("%s is more than %d years away", localDate(*t), timeparse.MaxYears)}
			}
		}
	}
	return nil
}

// stepTimes are the times a step would store.
func stepTimes(s memo.Step) []*time.Time {
	var out []*time.Time
	if a := s.Tasks; a != nil {
		out = append(out, a.NewDue)
		for i := range a.Drafts {
			d := &a.Drafts[i]
			out = append(out, d.DueDate)
			if d.Recurrence != nil {
				out = append(out, d.Recurrence.Until)
			}
		}
	}
	if a := s.Calendar; a != nil {
		for i := range a.Drafts {
			d := &a.Drafts[i]
			out = append(out, &d.Start, &d.End)
			if d.Recurrence != nil {
				out = append(out, d.Recurrence.Until)
			}
		}
		if f := a.Fields; f != nil {
			out = append(out, f.Start, f.End)
		}
	}
	return out
}
