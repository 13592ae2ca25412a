package main

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/metrics"
)

// instruments watch turns at their edges, without the turn pipeline
// knowing: a wrapper around the handler the dispatcher calls (outcome,
// latency, the enriched trace), and decorators of what the runner calls
// (the conversation state for pending questions and steps, the trace
// store, the calendars for account links and adapter errors, the model
// client). They record into m, which may be nil.
type instruments struct {
	m       *metrics.Metrics
	traces  memo.TraceStore // where traces go; nil keeps none
	clock   memo.Clock
	log     *slog.Logger
	pending *pendingTracker
	// noText keeps message text out of traces (MEMO_TRACE_TEXT=off).
	noText bool
}

func newInstruments(m *metrics.Metrics, traces memo.TraceStore, clock memo.Clock, log *slog.Logger) *instruments {
	return &instruments{m: m, traces: traces, clock: clock, log: log, pending: newPendingTracker()}
}

// Outcome of a turn from its reply.
func outcomeOf(r memo.Reply, err error) string {
	switch {
	case err != nil:
		return metrics.OutcomeError
	case r.Tool == bot.ToolLimited:
		return metrics.OutcomeLimited
	case r.Pending != nil:
		return metrics.OutcomeAsked
	case !r.Success:
		return metrics.OutcomeFailed
	}
	return metrics.OutcomeOK
}

// handler wraps the dispatcher's handler: it gives each turn Notes (with
// the channel a wrapper outside set, else the one the message names, else
// channel), times it, and when it is over saves the runner's trace with
// what only the edge knows (channel, outcome, steps, text) and records
// the turn's metrics. A turn that failed before the runner traced it is
// traced here, as an error.
func (i *instruments) handler(next bot.Handler, channel string) bot.Handler {
	return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (r memo.Reply, err error) {
		ctx, notes := bot.EnsureNotes(ctx)
		if in.Channel != "" {
			notes.SetChannel(in.Channel)
		}
		notes.SetChannel(channel)
		notes.HoldTrace()
		start := time.Now()
		defer func() {
			if p := recover(); p != nil {
				i.done(in, notes, memo.Reply{}, errors.New("panic"), time.Since(start))
				panic(p) // the dispatcher recovers and apologises
			}
			i.done(in, notes, r, err, time.Since(start))
		}()
		return next.Handle(ctx, in)
	})
}

// done records a finished turn.
func (i *instruments) done(in memo.Inbound, notes *bot.Notes, r memo.Reply, err error, took time.Duration) {
	outcome := outcomeOf(r, err)
	tr, traced := notes.Trace()
	if traced || outcome == metrics.OutcomeError {
		if !traced {
			tr = memo.TurnTrace{ChatID: in.ChatID, At: i.clock.Now(), Source: "none", Tool: "error"}
		}
		tr.Channel, tr.Outcome = notes.Channel(), outcome
		if len(tr.Steps) == 0 {
			// The runner names the steps it ran, reads included; a turn
			// it did not trace has what the step log saw.
			tr.Steps = notes.Steps()
		}
		if !i.noText {
			tr.Text = in.Text
		}
		if tr.Duration == 0 {
			tr.Duration = took
		}
		if i.traces != nil {
			// The turn's own context may be spent (a timeout).
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := i.traces.SaveTrace(ctx, tr); err != nil {
				i.log.Error("save turn trace", "chat", in.ChatID, "err", err)
			}
			if slices.Contains(tr.Steps, string(memo.OpMemoryDelete)) && outcome == metrics.OutcomeOK {
				i.forgetText(ctx, in)
			}
			cancel()
		}
	}
	source := tr.Source
	if !traced {
		source = "none"
	}
	i.m.Turn(notes.Channel(), source, outcome, took)
	i.m.Model("plan", tr.Usage)
}

// forgetText empties the message text of the chat's traces (and the
// user's own chat's, for a member of a group): the user asked Memo to
// forget something, and what they wrote before is in those texts.
func (i *instruments) forgetText(ctx context.Context, in memo.Inbound) {
	f, ok := i.traces.(memo.TraceTextForgetter)
	if !ok {
		return
	}
	for _, chat := range slices.Compact([]string{in.ChatID, in.User()}) {
		if _, err := f.ForgetTraceText(ctx, chat); err != nil {
			i.log.Error("forget trace text", "chat", chat, "err", err)
		}
	}
}

// traceStore is the trace store the runner gets: it hands the trace to
// the turn's Notes when the handler wrapper saves it, else saves it.
func (i *instruments) traceStore() memo.TraceStore {
	return traceStoreFunc(func(ctx context.Context, t memo.TurnTrace) error {
		if bot.NotesFrom(ctx).KeepTrace(t) {
			return nil
		}
		if i.traces == nil {
			return nil
		}
		return i.traces.SaveTrace(ctx, t)
	})
}

type traceStoreFunc func(ctx context.Context, t memo.TurnTrace) error

func (f traceStoreFunc) SaveTrace(ctx context.Context, t memo.TurnTrace) error { return f(ctx, t) }

var _ memo.TraceStore = traceStoreFunc(nil)

// deduper counts the message ids the dispatcher drops as repeats.
func (i *instruments) deduper(d memo.Deduper) memo.Deduper {
	return dedupeFunc(func(ctx context.Context, id string, ttl time.Duration) (bool, error) {
		first, err := d.Claim(ctx, id, ttl)
		if err == nil && !first {
			i.m.DedupeHit()
		}
		return first, err
	})
}

type dedupeFunc func(ctx context.Context, id string, ttl time.Duration) (bool, error)

func (f dedupeFunc) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	return f(ctx, id, ttl)
}

// adapterError records err from adapter when it is the outside system's
// failure (down, unlinked, timed out, internal), not the user's request
// (not found, invalid, conflict), and notes a missing account link.
func (i *instruments) adapterError(ctx context.Context, adapter string, err error) {
	if err == nil {
		return
	}
	switch memo.ErrorCodeOf(err) {
	case memo.ENotFound, memo.EInvalid, memo.EConflict, memo.ETooLong:
		return
	case memo.EUnlinked:
		bot.NotesFrom(ctx).MarkUnlinked()
	}
	i.m.AdapterError(adapter, err)
}

// calendars watches the calendars the runner opens.
func (i *instruments) calendars(src graph.CalendarSource) graph.CalendarSource {
	return &observedCalendars{next: src, i: i}
}

type observedCalendars struct {
	next graph.CalendarSource
	i    *instruments
}

// Calendar implements graph.CalendarSource.
func (o *observedCalendars) Calendar(ctx context.Context, userID string) (memo.Calendar, error) {
	c, err := o.next.Calendar(ctx, userID)
	if err != nil {
		o.i.adapterError(ctx, "calendar", err)
		return nil, err
	}
	return &observedCalendar{c: c, i: o.i}, nil
}

// observedCalendar is one user's calendar, watched.
type observedCalendar struct {
	c memo.Calendar
	i *instruments
}

var _ memo.Calendar = (*observedCalendar)(nil)

func (o *observedCalendar) FindEvents(ctx context.Context, from, to time.Time) ([]memo.Event, error) {
	evs, err := o.c.FindEvents(ctx, from, to)
	o.i.adapterError(ctx, "calendar", err)
	return evs, err
}

func (o *observedCalendar) GetEvent(ctx context.Context, id string) (memo.Event, error) {
	e, err := o.c.GetEvent(ctx, id)
	o.i.adapterError(ctx, "calendar", err)
	return e, err
}

func (o *observedCalendar) EventInstances(ctx context.Context, id string, from, to time.Time) ([]memo.Event, error) {
	evs, err := o.c.EventInstances(ctx, id, from, to)
	o.i.adapterError(ctx, "calendar", err)
	return evs, err
}

func (o *observedCalendar) CreateEvent(ctx context.Context, d memo.EventDraft) (memo.Event, error) {
	e, err := o.c.CreateEvent(ctx, d)
	o.i.adapterError(ctx, "calendar", err)
	return e, err
}

func (o *observedCalendar) UpdateEvent(ctx context.Context, id string, p memo.EventPatch) (memo.Event, error) {
	e, err := o.c.UpdateEvent(ctx, id, p)
	o.i.adapterError(ctx, "calendar", err)
	return e, err
}

func (o *observedCalendar) DeleteEvent(ctx context.Context, id string) (memo.Event, error) {
	e, err := o.c.DeleteEvent(ctx, id)
	o.i.adapterError(ctx, "calendar", err)
	return e, err
}

func (o *observedCalendar) EndSeries(ctx context.Context, id string, until time.Time) (memo.Event, error) {
	e, err := o.c.EndSeries(ctx, id, until)
	o.i.adapterError(ctx, "calendar", err)
	return e, err
}
