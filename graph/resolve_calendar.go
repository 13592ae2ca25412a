package graph

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// CalendarSource gives each user's calendar: the local one in the
// database, or Google Calendar once the user linked it.
type CalendarSource interface {
	// Calendar returns the calendar of the user; EUnlinked when a linked
	// account's grant was revoked.
	Calendar(ctx context.Context, userID string) (memo.Calendar, error)
}

// The search window of a named event: a day back (an event that just
// ended) to 90 days ahead.
const (
	searchBack  = 24 * time.Hour
	searchAhead = 90 * 24 * time.Hour
)

// calendar returns the turn user's calendar.
func (r *Runner) calendar(ctx context.Context, sc scene) (memo.Calendar, error) {
	if r.cfg.Calendars == nil {
		return nil, memo.Errorf(memo.EUnlinked, "no calendar is configured")
	}
	c, err := r.cfg.Calendars.Calendar(ctx, sc.user.ID)
	if err != nil {
		return nil, fmt.Errorf("open calendar: %w", err)
	}
	return c, nil
}

// searchWindow is the window a step reads: its own, or the default
// search window around now.
func searchWindow(a *memo.CalendarArgs, now time.Time) (time.Time, time.Time) {
	from, to := now.Add(-searchBack), now.Add(searchAhead)
	if a.From != nil {
		from = *a.From
	}
	if a.To != nil {
		to = *a.To
	}
	return from, to
}

// resolveCalendar turns the event a calendar step names into ids. It
// follows the predecessor's rules: fuzzy matching over a window a day back
// to 90 days ahead; for deleteBySummary one series or identical titles take
// every match without a question; otherwise the gap rule, then a question.
// An occurrence of a series named without a scope asks which is meant.
func (r *Runner) resolveCalendar(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, error) {
	a := step.Calendar
	switch step.Operation {
	case memo.OpEventGet, memo.OpEventUpdate, memo.OpEventDelete, memo.OpEventDeleteBySummary,
		memo.OpEventGetRecurringInstances, memo.OpEventTruncateRecurring:
	case memo.OpEventDeleteByWindow, memo.OpEventUpdateByWindow:
		return nil, r.resolveWindow(ctx, sc, a)
	default:
		return nil, nil
	}
	cal, err := r.calendar(ctx, sc)
	if err != nil {
		return nil, err
	}
	if q, err := r.focusNamedEvent(ctx, sc, cal, step.Operation, a); q != nil || err != nil {
		return q, err // "תבטל פגישה עם מנחה" of one of two of that name: which?
	}
	if len(a.EventIDs) > 0 {
		// Chosen from a question: one occurrence of a series still needs
		// its scope.
		if len(a.EventIDs) > 1 || a.Scope != memo.ScopeUnknown || step.Operation == memo.OpEventGet {
			return nil, nil
		}
		e, err := cal.GetEvent(ctx, a.EventIDs[0])
		if err != nil || e.RecurringEventID == "" {
			return nil, nil // a vanished event is the executor's not-found
		}
		return scopeQuestion(e), nil
	}
	from, to := searchWindow(a, sc.now)
	events, err := cal.FindEvents(ctx, from, to)
	if err != nil {
		return nil, fmt.Errorf("find events: %w", err)
	}
	events = filterAtTime(events, a.AtTime, sc.loc)
	if kind := resolution.KindOnly(a.Summary); kind != nil && (a.From != nil || a.AtTime != "") {
		return r.pickOfKind(step, events, kind) // "cancel the meeting tomorrow"
	}
	if a.Summary == "" && (a.From != nil || a.AtTime != "") {
		// "move tomorrow's meeting to 11": the window alone names it, or
		// the user picks among the window's events.
		switch {
		case len(events) == 0:
			return nil, memo.Errorf(memo.ENotFound, "")
		case len(events) == 1:
			if a.From == nil && step.Operation != memo.OpEventGet && !sameDay(events[0].Start, sc.now, sc.loc) {
				// "cancel my 3pm" with no 3pm today: the next one is
				// likely meant, but not surely; it is shown and asked.
				step.Verify = true
			}
			return r.pickEvents(step, events[:1])
		}
		q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent,
			AllowMultiple: step.Operation == memo.OpEventDeleteBySummary}
		for _, e := range events[:min(len(events), max(r.matcher.MaxOptions, 1))] {
			start := e.Start
			q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
		}
		return q, nil
	}
	cands := make([]resolution.Candidate, 0, len(events))
	for _, e := range seriesOnce(events, sc.now) {
		cands = append(cands, resolution.Candidate{ID: e.ID, Title: e.Summary})
	}
	out, err := r.matcher.Resolve(ctx, a.Summary, cands)
	if err != nil {
		return nil, err
	}
	if who := resolution.KindWith(a.Summary); out.Kind == resolution.NotFound && who != "" {
		// "התור של משה", "Dana's appointment": no title says the kind,
		// the one that names whom it is with is meant ("מטופל משה").
		if out, err = r.matcher.Resolve(ctx, who, cands); err != nil {
			return nil, err
		}
	}
	switch out.Kind {
	case resolution.NotFound:
		a.NotFound = append(a.NotFound, a.Summary)
		return nil, memo.Errorf(memo.ENotFound, "%s", a.Summary)
	case resolution.Ambiguous:
		q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Subject: a.Summary,
			AllowMultiple: step.Operation == memo.OpEventDeleteBySummary}
		for _, m := range out.Matches {
			e := eventByID(events, m.ID)
			start := e.Start
			q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
		}
		return q, nil
	}
	var picked []memo.Event
	for _, m := range out.Matches {
		picked = append(picked, eventByID(events, m.ID))
	}
	if a.Scope == memo.ScopeInstance && a.From != nil && step.Operation == memo.OpEventDelete {
		picked = occurrencesIn(events, picked) // "skip yoga next week": each of its days that week
	}
	return r.pickEvents(step, picked)
}

// pickEvents records the events resolution settled on and asks about the
// series scope when one occurrence of a series was named without one.
func (r *Runner) pickEvents(step *memo.Step, picked []memo.Event) (*memo.Pending, error) {
	a := step.Calendar
	switch step.Operation {
	case memo.OpEventUpdate, memo.OpEventGet:
		// Several events of one title: the nearest one is meant.
		picked = picked[:1]
	case memo.OpEventGetRecurringInstances, memo.OpEventTruncateRecurring:
		e := picked[0]
		if e.SeriesID() == "" {
			return nil, memo.Refuse(memo.EInvalid, memo.WhyNotRecurring, memo.Detail{Name: e.Summary})
		}
		a.EventIDs = []string{e.SeriesID()}
		return nil, nil
	}
	sameSeries := picked[0].SeriesID() != ""
	for _, e := range picked {
		sameSeries = sameSeries && e.SeriesID() == picked[0].SeriesID()
	}
	if sameSeries && step.Operation != memo.OpEventGet {
		e := picked[0]
		switch a.Scope {
		case memo.ScopeSeries:
			a.EventIDs = []string{e.SeriesID()}
			return nil, nil
		case memo.ScopeInstance:
			// The occurrences named, each of them: one for an update, those
			// of the window said for a removal.
			a.EventIDs = nil
			for _, o := range picked {
				a.EventIDs = appendNew(a.EventIDs, o.ID)
			}
			return nil, nil
		}
		if step.Operation == memo.OpEventDeleteBySummary && a.From == nil {
			// "delete gym": every match is the one series, so the series is
			// meant; the gate confirms it, since the user did not say so.
			a.EventIDs = []string{e.SeriesID()}
			return nil, nil
		}
		return scopeQuestion(e), nil
	}
	if len(picked) > 1 && !a.All && step.Operation != memo.OpEventGet {
		// Several events of one name ("meeting with Dana" tomorrow and on
		// Monday) are different events: the user picks, "all" takes all.
		q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Subject: a.Summary,
			AllowMultiple: step.Operation == memo.OpEventDeleteBySummary || step.Operation == memo.OpEventDelete}
		for _, e := range picked[:min(len(picked), max(r.matcher.MaxOptions, 1))] {
			start := e.Start
			q.Options = append(q.Options, memo.Option{Label: e.Summary, IDs: []string{e.ID}, When: &start})
		}
		return q, nil
	}
	for _, e := range picked {
		a.EventIDs = appendNew(a.EventIDs, e.ID)
	}
	return nil, nil
}

// resolveWindow lists the events of a window operation, less the ones the
// user excepted. Occurrences of a series stay occurrences: clearing a day
// clears that day, not the series.
func (r *Runner) resolveWindow(ctx context.Context, sc scene, a *memo.CalendarArgs) error {
	if a.From == nil || a.To == nil {
		return memo.Errorf(memo.EInvalid, "no time window")
	}
	cal, err := r.calendar(ctx, sc)
	if err != nil {
		return err
	}
	events, err := cal.FindEvents(ctx, *a.From, *a.To)
	if err != nil {
		return fmt.Errorf("find events: %w", err)
	}
	events = r.exclude(filterAtTime(events, a.AtTime, sc.loc), a.ExcludeSummaries)
	a.EventIDs = a.EventIDs[:0]
	for _, e := range events {
		a.EventIDs = append(a.EventIDs, e.ID)
	}
	return nil
}

// exclude drops the events any of names matches.
func (r *Runner) exclude(events []memo.Event, names []string) []memo.Event {
	if len(names) == 0 {
		return events
	}
	return slices.DeleteFunc(events, func(e memo.Event) bool {
		for _, n := range names {
			if resolution.Score(n, e.Summary) >= r.matcher.MinScore {
				return true
			}
		}
		return false
	})
}

// filterAtTime keeps the events starting at hhmm in loc ("" keeps all).
func filterAtTime(events []memo.Event, hhmm string, loc *time.Location) []memo.Event {
	if hhmm == "" {
		return events
	}
	var out []memo.Event
	for _, e := range events {
		if !e.AllDay && e.Start.In(loc).Format("15:04") == hhmm {
			out = append(out, e)
		}
	}
	return out
}

// seriesOnce keeps one occurrence per series, the first not yet over at
// now (or the last one), so a weekly event is one candidate, not twelve.
func seriesOnce(events []memo.Event, now time.Time) []memo.Event {
	var out []memo.Event
	at := map[string]int{}
	for _, e := range events {
		sid := e.SeriesID()
		if sid == "" {
			out = append(out, e)
			continue
		}
		i, seen := at[sid]
		switch {
		case !seen:
			at[sid] = len(out)
			out = append(out, e)
		case out[i].End.Before(now):
			out[i] = e
		}
	}
	return out
}

// occurrencesIn is picked with every other occurrence in events of a
// series picked holds, in events' order: a removal of a series' days in a
// window ("skip yoga next week", "אין חוג השבוע") takes each of them, not
// the first alone.
func occurrencesIn(events, picked []memo.Event) []memo.Event {
	series := map[string]bool{}
	for _, e := range picked {
		if sid := e.SeriesID(); sid != "" {
			series[sid] = true
		}
	}
	var out []memo.Event
	for _, e := range events {
		if series[e.SeriesID()] && e.SeriesID() != "" || slices.ContainsFunc(picked, func(p memo.Event) bool { return p.ID == e.ID }) {
			out = append(out, e)
		}
	}
	return out
}

// scopeQuestion asks whether the occurrence e stands for its whole series
// (option 1) or only itself (option 2).
func scopeQuestion(e memo.Event) *memo.Pending {
	start := e.Start
	// AllowMultiple lets "all"/"כולם" (or "1 2") answer it: the series.
	return &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonEventScope, Subject: e.Summary, AllowMultiple: true,
		Options: []memo.Option{
			{Label: e.Summary, IDs: []string{e.SeriesID()}},
			{Label: e.Summary, IDs: []string{e.ID}, When: &start},
		}}
}

func eventByID(events []memo.Event, id string) memo.Event {
	for _, e := range events {
		if e.ID == id {
			return e
		}
	}
	return memo.Event{ID: id}
}

// sameDay reports whether a and b fall on the same day in loc.
func sameDay(a, b time.Time, loc *time.Location) bool {
	ay, am, ad := a.In(loc).Date()
	by, bm, bd := b.In(loc).Date()
	return ay == by && am == bm && ad == bd
}
