package sqldb

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar"
)

// Calendar is one user's local calendar, kept in the database: the
// calendar of a user who has not linked Google Calendar. It follows
// Google Calendar's model and rules (see memo.Calendar): series are
// stored as RRULEs and expanded with rrule-go in the series' zone, an
// occurrence changed or deleted alone gets its own row, and occurrence
// ids are Google's (series id, "_", original start).
type Calendar struct {
	db     *DB
	userID string
	loc    *time.Location
}

var _ memo.Calendar = (*Calendar)(nil)

// Calendar returns the local calendar of the user, whose dates are read
// and shown in loc (the user's zone; nil means UTC). Writes return
// ENotFound when the user does not exist.
func (db *DB) Calendar(userID string, loc *time.Location) *Calendar {
	if loc == nil {
		loc = time.UTC
	}
	return &Calendar{db: db, userID: userID, loc: loc}
}

// FindEvents implements memo.EventReader.
func (c *Calendar) FindEvents(ctx context.Context, from, to time.Time) ([]memo.Event, error) {
	if err := calendar.CheckWindow(from, to); err != nil {
		return nil, err
	}
	return c.present(view(ctx, c.db, "find events", func(tx *txn) (out []memo.Event, err error) {
		masters, err := c.findRows(ctx, tx, `NOT cancelled AND rrule IS NOT NULL AND start_at < ?
			AND (until_at IS NULL OR until_at + (end_at - start_at) > ?)`, to.Unix(), from.Unix())
		if err != nil {
			return nil, err
		}
		for _, m := range masters {
			es, err := c.instances(ctx, tx, m, from, to)
			if err != nil {
				return nil, err
			}
			out = append(out, es...)
		}
		singles, err := c.findRows(ctx, tx, `NOT cancelled AND rrule IS NULL AND series_id IS NULL
			AND start_at < ? AND end_at > ?`, to.Unix(), from.Unix())
		for _, r := range singles {
			out = append(out, r.ev)
		}
		return out, err
	}))
}

// GetEvent implements memo.EventReader.
func (c *Calendar) GetEvent(ctx context.Context, id string) (memo.Event, error) {
	return c.shown(view(ctx, c.db, "get event", func(tx *txn) (memo.Event, error) {
		t, err := c.resolve(ctx, tx, id)
		return t.ev, err
	}))
}

// EventInstances implements memo.EventReader.
func (c *Calendar) EventInstances(ctx context.Context, id string, from, to time.Time) ([]memo.Event, error) {
	if err := calendar.CheckWindow(from, to); err != nil {
		return nil, err
	}
	return c.present(view(ctx, c.db, "event instances", func(tx *txn) ([]memo.Event, error) {
		m, err := c.series(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		return c.instances(ctx, tx, m, from, to)
	}))
}

// CreateEvent implements memo.EventWriter. ETooLong when the description,
// location or attendees are over memo's limits.
func (c *Calendar) CreateEvent(ctx context.Context, d memo.EventDraft) (memo.Event, error) {
	if err := checkEventText(d.Description, d.Location, d.Attendees); err != nil {
		return memo.Event{}, err
	}
	d, err := calendar.Prepare(d, c.loc)
	if err != nil {
		return memo.Event{}, err
	}
	return c.shown(update(ctx, c.db, "create event", func(tx *txn) (memo.Event, error) {
		if d.ID != "" {
			r, ok, err := c.findRow(ctx, tx, d.ID)
			if err != nil || ok && !r.cancelled { // an error, or the event made before
				return r.ev, err
			}
			if ok {
				return memo.Event{}, memo.Errorf(memo.EConflict, "the event was created and deleted already")
			}
		} else {
			d.ID = newEventID()
		}
		if err := requireUser(ctx, tx, c.userID); err != nil {
			return memo.Event{}, err
		}
		zone, err := calendar.Zone(d.TimeZone, c.loc)
		if err != nil {
			return memo.Event{}, err
		}
		r := row{ev: memo.Event{
			ID: d.ID, Summary: d.Summary, Start: d.Start, End: d.End, Description: d.Description,
			Location: d.Location, Attendees: d.Attendees, AllDay: d.AllDay, TimeZone: d.TimeZone,
			ReminderMinutes: d.ReminderMinutes,
		}}
		if d.Recurrence != nil {
			r.rule = calendar.FormatRRule(*d.Recurrence, d.AllDay, zone)
		}
		if err := c.writeRow(ctx, tx, r, false); err != nil {
			return memo.Event{}, err
		}
		r, _, err = c.findRow(ctx, tx, d.ID)
		return r.ev, err
	}))
}

// UpdateEvent implements memo.EventWriter. Changing a series' times or
// rule drops the changes and deletions made to its occurrences alone, as
// their original starts no longer match. ETooLong when the description,
// location or attendees are over memo's limits.
func (c *Calendar) UpdateEvent(ctx context.Context, id string, p memo.EventPatch) (memo.Event, error) {
	if err := checkEventPatch(p); err != nil {
		return memo.Event{}, err
	}
	return c.shown(update(ctx, c.db, "update event", func(tx *txn) (memo.Event, error) {
		t, err := c.resolve(ctx, tx, id)
		if err != nil {
			return memo.Event{}, err
		}
		next, err := calendar.ApplyPatch(t.ev, p, c.loc)
		if err != nil {
			return memo.Event{}, err
		}
		r := row{ev: next, rule: t.rule, seriesID: t.ev.RecurringEventID, originalStart: t.ev.OriginalStart}
		zone, err := calendar.Zone(next.TimeZone, c.loc)
		if err != nil {
			return memo.Event{}, err
		}
		switch {
		case next.Recurrence != nil && p.Recurrence != nil:
			r.rule = calendar.FormatRRule(*next.Recurrence, next.AllDay, zone)
		case r.rule != "" && p.AllDay != nil && next.Recurrence.Until != nil:
			// UNTIL must match the kind of the start: a date for all-day.
			r.rule = calendar.WithUntil(r.rule, *next.Recurrence.Until, next.AllDay, zone)
		}
		timing := p.Start != nil || p.End != nil || p.AllDay != nil || p.Recurrence != nil
		if t.master && timing {
			if err := c.dropExceptions(ctx, tx, id, nil); err != nil {
				return memo.Event{}, err
			}
		}
		if err := c.writeRow(ctx, tx, r, t.stored); err != nil {
			return memo.Event{}, err
		}
		t, err = c.resolve(ctx, tx, id)
		return t.ev, err
	}))
}

// DeleteEvent implements memo.EventWriter.
func (c *Calendar) DeleteEvent(ctx context.Context, id string) (memo.Event, error) {
	return c.shown(update(ctx, c.db, "delete event", func(tx *txn) (memo.Event, error) {
		t, err := c.resolve(ctx, tx, id)
		if err != nil {
			return memo.Event{}, err
		}
		if t.master {
			if err := c.dropExceptions(ctx, tx, id, nil); err != nil {
				return memo.Event{}, err
			}
		}
		r := row{ev: t.ev, rule: t.rule, seriesID: t.ev.RecurringEventID, originalStart: t.ev.OriginalStart, cancelled: true}
		return t.ev, c.writeRow(ctx, tx, r, t.stored)
	}))
}

// EndSeries implements memo.SeriesEnder. Occurrences after until that
// were changed alone are dropped too.
func (c *Calendar) EndSeries(ctx context.Context, id string, until time.Time) (memo.Event, error) {
	return c.shown(update(ctx, c.db, "end series", func(tx *txn) (memo.Event, error) {
		m, err := c.series(ctx, tx, id)
		if err != nil {
			return memo.Event{}, err
		}
		if until.Before(m.ev.Start) {
			return memo.Event{}, memo.Errorf(memo.EInvalid, "the series starts after that date")
		}
		zone, err := calendar.Zone(m.ev.TimeZone, c.loc)
		if err != nil {
			return memo.Event{}, err
		}
		m.rule = calendar.WithUntil(m.rule, until, m.ev.AllDay, zone)
		if err := c.writeRow(ctx, tx, m, true); err != nil {
			return memo.Event{}, err
		}
		if err := c.dropExceptions(ctx, tx, m.ev.ID, &until); err != nil {
			return memo.Event{}, err
		}
		m, _, err = c.findRow(ctx, tx, m.ev.ID)
		return m.ev, err
	}))
}

// target is an event an id names, as it is now.
type target struct {
	ev memo.Event
	// rule is the stored RRULE of a series master.
	rule string
	// master is true for a series master.
	master bool
	// stored is false for an occurrence that has no row of its own yet.
	stored bool
}

// resolve finds what id names: a single event, a series master, or an
// occurrence (with or without a row of its own). ENotFound for an id
// that names nothing, or something deleted.
func (c *Calendar) resolve(ctx context.Context, tx *txn, id string) (target, error) {
	notFound := memo.Errorf(memo.ENotFound, "event not found")
	r, ok, err := c.findRow(ctx, tx, id)
	if err != nil {
		return target{}, err
	}
	if ok {
		if r.cancelled {
			return target{}, notFound
		}
		if r.seriesID != "" { // an occurrence changed alone: its series must still make it
			m, err := c.series(ctx, tx, r.seriesID)
			if err != nil {
				return target{}, notFound
			}
			if ok, err := calendar.Generates(m.ev, *r.originalStart); err != nil || !ok {
				return target{}, notFound
			}
		}
		return target{ev: r.ev, rule: r.rule, master: r.rule != "", stored: true}, nil
	}
	seriesID, orig, _, ok := calendar.ParseInstanceID(id, c.loc)
	if !ok {
		return target{}, notFound
	}
	m, found, err := c.findRow(ctx, tx, seriesID)
	if err != nil {
		return target{}, err
	}
	if !found || m.cancelled || m.rule == "" {
		return target{}, notFound
	}
	if m.ev.AllDay { // a date-only suffix names the day in the series' zone
		zone, _ := calendar.Zone(m.ev.TimeZone, c.loc)
		orig = time.Date(orig.Year(), orig.Month(), orig.Day(), 0, 0, 0, 0, zone)
	}
	o, ok, err := calendar.OccurrenceAt(m.ev, orig)
	if err != nil {
		return target{}, err
	}
	if !ok || o.ID != id {
		return target{}, notFound
	}
	return target{ev: o}, nil
}

// series returns the live master of the series id names (id may be the
// series or one of its occurrences). ENotFound when there is none,
// EInvalid when the event does not repeat.
func (c *Calendar) series(ctx context.Context, tx *txn, id string) (row, error) {
	t, err := c.resolve(ctx, tx, id)
	if err != nil {
		return row{}, err
	}
	sid := t.ev.SeriesID()
	if sid == "" {
		return row{}, memo.Errorf(memo.EInvalid, "the event does not repeat")
	}
	m, ok, err := c.findRow(ctx, tx, sid)
	if err != nil {
		return row{}, err
	}
	if !ok || m.cancelled || m.rule == "" {
		return row{}, memo.Errorf(memo.ENotFound, "event not found")
	}
	return m, nil
}

// instances expands the series m over [from, to): its occurrences minus
// those changed or deleted alone, plus the changed ones now in the window.
func (c *Calendar) instances(ctx context.Context, tx *txn, m row, from, to time.Time) ([]memo.Event, error) {
	generated, err := calendar.Expand(m.ev, from, to)
	if err != nil {
		return nil, err
	}
	own, err := c.findRows(ctx, tx, `series_id = ?`, m.ev.ID)
	if err != nil {
		return nil, err
	}
	changed := make(map[int64]bool, len(own))
	var out []memo.Event
	for _, r := range own {
		changed[r.originalStart.Unix()] = true
		if r.cancelled || !r.ev.Start.Before(to) || !r.ev.End.After(from) {
			continue
		}
		if ok, err := calendar.Generates(m.ev, *r.originalStart); err != nil || !ok {
			continue
		}
		out = append(out, r.ev)
	}
	for _, o := range generated {
		if !changed[o.Start.Unix()] {
			out = append(out, o)
		}
	}
	return out, nil
}

// dropExceptions deletes the rows of a series' occurrences changed or
// deleted alone: all of them, or those starting after *after.
func (c *Calendar) dropExceptions(ctx context.Context, tx *txn, seriesID string, after *time.Time) error {
	q, args := `DELETE FROM events WHERE user_id = ? AND series_id = ?`, []any{c.userID, seriesID}
	if after != nil {
		q, args = q+` AND original_start > ?`, append(args, after.Unix())
	}
	_, err := tx.ExecContext(ctx, q, args...)
	return wrap("drop changed occurrences", err)
}

// present sorts events and shows them in the calendar's zone, or returns
// err.
func (c *Calendar) present(es []memo.Event, err error) ([]memo.Event, error) {
	if err != nil {
		return nil, err
	}
	out := make([]memo.Event, len(es))
	for i, e := range es {
		out[i] = e.InZone(c.loc).(memo.Event)
	}
	calendar.SortEvents(out)
	return out, nil
}

// shown is ev in the calendar's zone, or err.
func (c *Calendar) shown(ev memo.Event, err error) (memo.Event, error) {
	if err != nil {
		return memo.Event{}, err
	}
	return ev.InZone(c.loc).(memo.Event), nil
}

// eventIDAlphabet is lower-case base32hex, the alphabet of event ids.
const eventIDAlphabet = "0123456789abcdefghijklmnopqrstuv"

// newEventID returns a random event id: 20 base32hex characters (100
// random bits), valid in Google Calendar too.
func newEventID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return base32.NewEncoding(eventIDAlphabet).WithPadding(base32.NoPadding).EncodeToString(b)[:20]
}
