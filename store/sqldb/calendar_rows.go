package sqldb

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar"
)

// eventColumns are the columns scanEvent reads, in order.
const eventColumns = `id, series_id, original_start, cancelled, summary, description, location, attendees,
	start_at, end_at, all_day, time_zone, rrule, reminder_minutes`

// row is one stored event: a single event, a series master (rule set) or
// an occurrence changed or deleted alone (seriesID set).
type row struct {
	ev            memo.Event
	rule          string
	seriesID      string
	originalStart *time.Time
	cancelled     bool
}

// findRow returns the user's row with id, cancelled or not.
func (c *Calendar) findRow(ctx context.Context, tx *txn, id string) (row, bool, error) {
	rs, err := c.findRows(ctx, tx, `id = ?`, id)
	if err != nil || len(rs) == 0 {
		return row{}, false, err
	}
	return rs[0], true, nil
}

// findRows returns the user's rows matching where.
func (c *Calendar) findRows(ctx context.Context, tx *txn, where string, args ...any) ([]row, error) {
	q := `SELECT ` + eventColumns + ` FROM events WHERE user_id = ? AND ` + where + ` ORDER BY start_at, id`
	rs, err := collect(ctx, tx, func(rows *sql.Rows) (row, error) { return scanEvent(rows) }, q, append([]any{c.userID}, args...)...)
	return rs, wrap("events", err)
}

// scanEvent reads one row of eventColumns, after the columns lead scans
// into when the query selects some before them. Times come back in the
// row's zone, all-day bounds at its midnights.
func scanEvent(rows *sql.Rows, lead ...any) (row, error) {
	var (
		r                   row
		series, rule        sql.NullString
		orig, reminder      sql.NullInt64
		start, end          int64
		attendees, zoneName string
		cancelled, allDay   bool
	)
	err := rows.Scan(append(lead, &r.ev.ID, &series, &orig, &cancelled, &r.ev.Summary, &r.ev.Description, &r.ev.Location,
		&attendees, &start, &end, &allDay, &zoneName, &rule, &reminder)...)
	if err != nil {
		return row{}, fmt.Errorf("scan event: %w", err)
	}
	zone, err := calendar.Zone(zoneName, time.UTC)
	if err != nil {
		return row{}, fmt.Errorf("event %s: %w", r.ev.ID, err)
	}
	r.ev.Start, r.ev.End = time.Unix(start, 0).In(zone), time.Unix(end, 0).In(zone)
	r.ev.AllDay, r.ev.TimeZone, r.cancelled = allDay, zoneName, cancelled
	if err := json.Unmarshal([]byte(attendees), &r.ev.Attendees); err != nil {
		return row{}, fmt.Errorf("event %s attendees: %w", r.ev.ID, err)
	}
	if r.ev.Attendees == nil {
		r.ev.Attendees = []string{}
	}
	if reminder.Valid {
		m := int(reminder.Int64)
		r.ev.ReminderMinutes = &m
	}
	if series.Valid {
		r.seriesID = series.String
		r.ev.RecurringEventID = series.String
		o := time.Unix(orig.Int64, 0).In(zone)
		r.originalStart = &o
		r.ev.OriginalStart = &o
	}
	if rule.Valid {
		rec, err := calendar.ParseRRule(rule.String, zone)
		if err != nil {
			return row{}, fmt.Errorf("event %s: %w", r.ev.ID, err)
		}
		r.rule, r.ev.Recurrence = rule.String, &rec
	}
	return r, nil
}

// writeRow stores r: rewrites its row when stored, or inserts a new one.
func (c *Calendar) writeRow(ctx context.Context, tx *txn, r row, stored bool) error {
	vals, err := rowValues(r)
	if err != nil {
		return err
	}
	now := c.db.now().Unix()
	if stored {
		_, err = tx.ExecContext(ctx, `
		UPDATE events SET series_id = ?, original_start = ?, cancelled = ?, summary = ?, description = ?,
		                  location = ?, attendees = ?, start_at = ?, end_at = ?, all_day = ?, time_zone = ?,
		                  rrule = ?, until_at = ?, reminder_minutes = ?, updated_at = ?
		WHERE user_id = ? AND id = ?`,
			append(vals, now, c.userID, r.ev.ID)...)
		return wrap("update event", err)
	}
	_, err = tx.ExecContext(ctx, `
		INSERT INTO events (user_id, id, series_id, original_start, cancelled, summary, description, location,
		                    attendees, start_at, end_at, all_day, time_zone, rrule, until_at, reminder_minutes,
		                    created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		append(append([]any{c.userID, r.ev.ID}, vals...), now, now)...)
	return wrap("insert event", err)
}

// rowValues returns r's values for the columns from series_id to
// reminder_minutes, in the order insertRow and updateRow name them.
func rowValues(r row) ([]any, error) {
	attendees, err := json.Marshal(nonNil(r.ev.Attendees))
	if err != nil {
		return nil, fmt.Errorf("encode attendees: %w", err)
	}
	var series, orig, rule, until, reminder any
	if r.seriesID != "" {
		series, orig = r.seriesID, r.originalStart.Unix()
	}
	if r.rule != "" {
		zone, err := calendar.Zone(r.ev.TimeZone, time.UTC)
		if err != nil {
			return nil, err
		}
		rec, err := calendar.ParseRRule(r.rule, zone)
		if err != nil {
			return nil, fmt.Errorf("event %s: %w", r.ev.ID, err)
		}
		rule = r.rule
		if rec.Until != nil {
			until = rec.Until.Unix()
		}
	}
	if r.ev.ReminderMinutes != nil {
		reminder = *r.ev.ReminderMinutes
	}
	return []any{series, orig, r.cancelled, r.ev.Summary, r.ev.Description, r.ev.Location, string(attendees),
		r.ev.Start.Unix(), r.ev.End.Unix(), r.ev.AllDay, r.ev.TimeZone, rule, until, reminder}, nil
}

// nonNil returns ss, or an empty slice for nil.
func nonNil(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// checkEventText checks what calendar.Prepare and calendar.ApplyPatch do
// not: the summary is theirs (memo.MaxEventSummary, EInvalid, as every
// calendar answers).
func checkEventText(description, location string, attendees []string) error {
	errs := []error{
		memo.CheckText("event description", description, memo.MaxNoteRunes),
		memo.CheckText("event location", location, memo.MaxNoteRunes),
		memo.CheckCount("attendees", len(attendees), memo.MaxAttendees),
	}
	for _, a := range attendees {
		errs = append(errs, memo.CheckText("attendee", a, memo.MaxTextRunes))
	}
	return cmp.Or(errs...) // the first
}

// checkEventPatch is checkEventText of what p changes.
func checkEventPatch(p memo.EventPatch) error {
	str := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	var att []string
	if p.Attendees != nil {
		att = *p.Attendees
	}
	return checkEventText(str(p.Description), str(p.Location), att)
}
