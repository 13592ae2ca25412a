package graph

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// defaultListAhead is the window of a calendar read given none: today to
// 30 days ahead, as the predecessor did.
const defaultListAhead = 30

// gateCalendar asks before the calendar steps that remove or move more
// than the user named: a window wipe or move, and a whole series the user
// did not name as a series. A step already answered (Confirmed) or one the
// user made precise runs without a second question.
func (r *Runner) gateCalendar(ctx context.Context, sc scene, step memo.Step) (*memo.Pending, error) {
	a := step.Calendar
	switch step.Operation {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		if len(a.Drafts) == 0 {
			return nil, memo.Errorf(memo.EInvalid, "")
		}
		if d := a.Drafts[0]; len(a.Drafts) == 1 && d.Summary == "" && d.Start.IsZero() {
			// "new event" said alone: what it is and when are asked.
			return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingEvent}, nil
		}
		if a.NeedTime && len(a.Drafts) == 1 {
			// A day and no hour: what time is asked, the day kept.
			return &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTime, Subject: a.Drafts[0].Summary}, nil
		}
		return nil, nil
	case memo.OpEventDeleteByWindow, memo.OpEventUpdateByWindow:
		if step.Confirmed || len(a.EventIDs) == 0 {
			return nil, nil
		}
		cal, err := r.calendar(ctx, sc)
		if err != nil {
			return nil, err
		}
		events, err := cal.FindEvents(ctx, *a.From, *a.To)
		if err != nil {
			return nil, fmt.Errorf("find events: %w", err)
		}
		reason := memo.ReasonConfirmWindowDelete
		if step.Operation == memo.OpEventUpdateByWindow {
			reason = memo.ReasonConfirmWindowUpdate
		}
		q := &memo.Pending{Kind: memo.PendingConfirm, Reason: reason}
		for _, e := range events {
			for _, id := range a.EventIDs {
				if e.ID == id {
					start := e.Start
					q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
				}
			}
		}
		return q, nil
	case memo.OpEventDelete, memo.OpEventDeleteBySummary:
		if step.Confirmed || a.Scope == memo.ScopeSeries {
			return nil, nil
		}
		cal, err := r.calendar(ctx, sc)
		if err != nil {
			return nil, err
		}
		for _, id := range a.EventIDs {
			e, err := cal.GetEvent(ctx, id)
			if memo.ErrorCodeOf(err) == memo.ENotFound {
				continue
			} else if err != nil {
				return nil, fmt.Errorf("get event: %w", err)
			}
			if e.IsSeries() {
				return &memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmSeriesDelete, Subject: e.Summary,
					Options: []memo.Option{{Label: e.Summary, IDs: []string{e.ID}}}}, nil
			}
		}
	}
	return nil, nil
}

// executeCalendar runs one resolved, approved calendar step. Creates use
// event ids derived from the turn, the step and the draft's position, so
// a retried or resumed create finds its event instead of adding another.
func (r *Runner) executeCalendar(ctx context.Context, sc scene, key string, step memo.Step, ch *changeLog) (memo.Result, error) {
	a := step.Calendar
	cal, err := r.calendar(ctx, sc)
	if err != nil {
		return memo.Result{}, err
	}
	var items []memo.Item
	res := func() memo.Result {
		out := memo.NewResult(memo.CapCalendar, step.Operation, items)
		out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
		return out
	}
	switch step.Operation {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		var existing []string
		for i, d := range a.Drafts {
			d.ID = memo.EventIDFor(key + ":" + strconv.Itoa(i))
			if d.TimeZone == "" && d.Recurrence != nil {
				d.TimeZone = sc.loc.String()
			}
			if same, ok, err := sameEvent(ctx, cal, d); err != nil {
				return memo.Result{}, err
			} else if ok {
				// "dentist on the 3rd at 10:30" said again is one event:
				// the one there is answers for both, and nothing is made.
				items = append(items, same)
				existing = append(existing, same.ID)
				continue
			}
			e, err := cal.CreateEvent(ctx, d)
			if err != nil {
				return memo.Result{}, fmt.Errorf("create event: %w", err)
			}
			items = append(items, e)
			ch.event(nil, &e)
		}
		out := res()
		out.Meta.Created, out.Meta.Existing = len(items)-len(existing), existing
		return out, nil
	case memo.OpEventGetEvents, memo.OpEventCheckConflicts:
		from, to := listWindow(a, sc.now, sc.loc)
		events, err := cal.FindEvents(ctx, from, to)
		if err != nil {
			return memo.Result{}, fmt.Errorf("find events: %w", err)
		}
		for _, e := range r.exclude(events, a.ExcludeSummaries) {
			e.HTMLLink = ""
			items = append(items, e)
		}
		return res(), nil
	case memo.OpEventGet:
		for _, id := range a.EventIDs {
			e, err := cal.GetEvent(ctx, id)
			if err != nil {
				return memo.Result{}, fmt.Errorf("get event: %w", err)
			}
			e.HTMLLink = ""
			items = append(items, e)
		}
		return res(), nil
	case memo.OpEventGetRecurringInstances:
		from, to := listWindow(a, sc.now, sc.loc)
		for _, id := range a.EventIDs {
			es, err := cal.EventInstances(ctx, id, from, to)
			if err != nil {
				return memo.Result{}, fmt.Errorf("event instances: %w", err)
			}
			for _, e := range es {
				e.HTMLLink = ""
				items = append(items, e)
			}
		}
		return res(), nil
	case memo.OpEventUpdate, memo.OpEventUpdateByWindow:
		return r.updateEvents(ctx, sc, cal, step, res, ch)
	case memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpEventDeleteByWindow:
		out := res()
		for _, id := range a.EventIDs {
			e, err := cal.DeleteEvent(ctx, id)
			if memo.ErrorCodeOf(err) == memo.ENotFound {
				continue
			} else if err != nil {
				if len(out.Items) == 0 {
					return memo.Result{}, fmt.Errorf("delete event: %w", err)
				}
				out.Meta.Errors = append(out.Meta.Errors, memo.ItemError{ID: id, Error: memo.ErrorMessageOf(err)})
				continue
			}
			e.HTMLLink = ""
			out.Items = append(out.Items, e)
			ch.event(&e, nil)
			out.Meta.Summaries = append(out.Meta.Summaries, e.Summary)
			out.Meta.IsRecurringSeries = out.Meta.IsRecurringSeries || e.IsSeries()
		}
		out.Meta.Count = len(out.Items)
		out.Meta.Deleted = len(out.Items)
		return out, nil
	case memo.OpEventTruncateRecurring:
		if a.Until == nil {
			return memo.Result{}, memo.Errorf(memo.EInvalid, "")
		}
		for _, id := range a.EventIDs {
			before, err := cal.GetEvent(ctx, id)
			if err != nil {
				return memo.Result{}, fmt.Errorf("get event: %w", err)
			}
			e, err := cal.EndSeries(ctx, id, *a.Until)
			if err != nil {
				return memo.Result{}, fmt.Errorf("end series: %w", err)
			}
			items = append(items, e)
			ch.event(&before, &e)
		}
		out := res()
		out.Meta.Updated = len(items)
		out.Meta.IsRecurringSeries = true
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown calendar operation %q", step.Operation.Name())
}

// updateEvents applies the step's fields to each resolved event: a new time
// of day keeps each event's day, a new day keeps each event's time, and a
// new start without an end keeps the event's length.
func (r *Runner) updateEvents(ctx context.Context, sc scene, cal memo.Calendar, step memo.Step, res func() memo.Result, ch *changeLog) (memo.Result, error) {
	a := step.Calendar
	out := res()
	f := a.Fields
	if f == nil {
		return memo.Result{}, memo.Errorf(memo.EInvalid, "")
	}
	for _, id := range a.EventIDs {
		e, err := cal.GetEvent(ctx, id)
		if err != nil {
			return memo.Result{}, fmt.Errorf("get event: %w", err)
		}
		var p memo.EventPatch
		if f.Summary != "" {
			p.Summary = &f.Summary
		}
		if f.Location != "" {
			p.Location = &f.Location
		}
		if f.Note != "" {
			desc := withNote(e.Description, f.Note)
			p.Description = &desc
		}
		p.AllDay = f.AllDay
		if f.Recurrence != nil {
			if e.IsSeries() || e.SeriesID() != "" {
				return memo.Result{}, memo.Errorf(memo.EInvalid, "the event already repeats")
			}
			rec := *f.Recurrence
			p.Recurrence = &rec
		}
		if f.Start != nil {
			start := offline.Moved(e.Start, *f.Start, f.Move, sc.loc)
			p.Start = &start
			if e.AllDay && f.Move.Time() {
				timed := false
				p.AllDay = &timed
				end := start.Add(memo.DefaultEventDuration)
				p.End = &end
			}
		}
		if f.End != nil && f.EndOfDay {
			end := endOnDay(e.Start.In(sc.loc), f.End.In(sc.loc), f.EndEitherHalf)
			p.End = &end
		} else if f.End != nil {
			p.End = f.End
		}
		updated, err := cal.UpdateEvent(ctx, id, p)
		if err != nil {
			if len(out.Items) == 0 {
				return memo.Result{}, fmt.Errorf("update event: %w", err)
			}
			out.Meta.Errors = append(out.Meta.Errors, memo.ItemError{ID: id, Error: memo.ErrorMessageOf(err)})
			continue
		}
		out.Items = append(out.Items, updated)
		ch.event(&e, &updated)
		out.Meta.Summaries = append(out.Meta.Summaries, updated.Summary)
		out.Meta.IsRecurringSeries = out.Meta.IsRecurringSeries || updated.IsSeries()
	}
	out.Meta.Count = len(out.Items)
	out.Meta.Updated = len(out.Items)
	return out, nil
}

// listWindow is the window a read lists: its own, else today to 30 days
// ahead in the user's zone.
func listWindow(a *memo.CalendarArgs, now time.Time, loc *time.Location) (time.Time, time.Time) {
	y, m, d := now.In(loc).Date()
	from := time.Date(y, m, d, 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, defaultListAhead)
	if a.From != nil {
		from = *a.From
	}
	if a.To != nil {
		to = *a.To
	}
	return from, to
}

// sameEvent finds a one-time event that starts when d does (and ends when
// d does, when d says) under d's title, or a title all of whose words the
// other holds ("dentist" and "dentist appointment"): creating d would only
// make it twice.
// The event d's own id names (this step, run before) is not one: creating
// it again finds it and records the change.
func sameEvent(ctx context.Context, cal memo.Calendar, d memo.EventDraft) (memo.Event, bool, error) {
	if d.Recurrence != nil || d.Start.IsZero() {
		return memo.Event{}, false, nil
	}
	events, err := cal.FindEvents(ctx, d.Start, d.Start.Add(time.Minute))
	if err != nil {
		return memo.Event{}, false, fmt.Errorf("find events: %w", err)
	}
	want := strings.Fields(resolution.Normalize(d.Summary))
	for _, e := range events {
		if e.ID == d.ID || e.RecurringEventID != "" || e.AllDay != d.AllDay || !e.Start.Equal(d.Start) ||
			!d.End.IsZero() && !e.End.Equal(d.End) {
			continue
		}
		have := strings.Fields(resolution.Normalize(e.Summary))
		if len(want) > 0 && len(have) > 0 && (allIn(want, have) || allIn(have, want)) {
			return e, true, nil
		}
	}
	return memo.Event{}, false, nil
}

// allIn reports whether every word of a is in b.
func allIn(a, b []string) bool {
	for _, w := range a {
		if !slices.Contains(b, w) {
			return false
		}
	}
	return true
}

// endOnDay is the time of day of end on the day the event starts, the
// next day when that is not after the start (a night event ending at 1).
// An hour said without its half of the day (eitherHalf) takes the first
// of its two readings after the start ("ends at 5" for a 14:00 meeting is
// 17:00).
func endOnDay(start, end time.Time, eitherHalf bool) time.Time {
	h := end.Hour()
	if eitherHalf {
		h %= 12
	}
	t := time.Date(start.Year(), start.Month(), start.Day(), h, end.Minute(), 0, 0, start.Location())
	for i := 0; !t.After(start) && i < 3; i++ {
		if eitherHalf {
			t = t.Add(12 * time.Hour)
		} else {
			t = t.AddDate(0, 0, 1)
		}
	}
	return t
}

// withNote is an event's description with note added as its last line.
func withNote(desc, note string) string {
	if desc = strings.TrimRight(desc, " \n"); desc == "" {
		return note
	}
	return desc + "\n" + note
}
