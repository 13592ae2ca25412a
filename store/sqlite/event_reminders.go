package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"time"

	memo "github.com/memo-assistant/memo"
)

// notLinked keeps out the events of users who linked Google Calendar: their
// calendar, and the reminders its app shows, are Google's.
const notLinked = `NOT EXISTS (SELECT 1 FROM google_links g WHERE g.user_id = events.user_id)`

// DueEventReminders returns the reminders of local calendar events that
// fall due in (from, to] — an event's start less its ReminderMinutes —
// earliest first, at most limit. Single events are read through the
// events_remind_at index; series with a reminder are expanded over the
// window, an occurrence changed alone with its own start and reminder, one
// deleted alone left out.
func (db *DB) DueEventReminders(ctx context.Context, from, to time.Time, limit int) ([]memo.DueEventReminder, error) {
	var out []memo.DueEventReminder
	err := db.inReadTx(ctx, func(tx *sql.Tx) error {
		singles, err := tx.QueryContext(ctx, `
			SELECT user_id, id FROM events
			WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND cancelled = 0
			  AND start_at - reminder_minutes * 60 > ? AND start_at - reminder_minutes * 60 <= ? AND `+notLinked+`
			ORDER BY start_at - reminder_minutes * 60 LIMIT ?`, from.Unix(), to.Unix(), limit)
		if err != nil {
			return fmt.Errorf("due event reminders: %w", err)
		}
		ids, err := userIDs(singles)
		if err != nil {
			return err
		}
		series, err := tx.QueryContext(ctx, `
			SELECT user_id, id FROM events
			WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND cancelled = 0
			  AND start_at - reminder_minutes * 60 <= ? AND (until_at IS NULL OR until_at >= ?) AND `+notLinked,
			to.Unix(), from.Unix())
		if err != nil {
			return fmt.Errorf("due event reminders: series: %w", err)
		}
		masters, err := userIDs(series)
		if err != nil {
			return err
		}
		for _, k := range ids {
			r, ok, err := db.Calendar(k[0], time.UTC).findRow(ctx, tx, k[1])
			if err != nil {
				return err
			}
			if ok {
				out = appendDue(out, k[0], r.ev, from, to)
			}
		}
		for _, k := range masters {
			c := db.Calendar(k[0], time.UTC)
			m, ok, err := c.findRow(ctx, tx, k[1])
			if err != nil {
				return err
			}
			if !ok || m.ev.ReminderMinutes == nil {
				continue
			}
			lead := time.Duration(*m.ev.ReminderMinutes) * time.Minute
			// A day more than the series' own reminder reaches: an
			// occurrence changed alone may carry another.
			es, err := c.instances(ctx, tx, m, from, to.Add(lead+24*time.Hour))
			if err != nil {
				return fmt.Errorf("due event reminders: series %s: %w", m.ev.ID, err)
			}
			for _, e := range es {
				out = appendDue(out, k[0], e, from, to)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].FireAt.Before(out[j].FireAt) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// appendDue appends e's reminder when it falls due in (from, to].
func appendDue(out []memo.DueEventReminder, userID string, e memo.Event, from, to time.Time) []memo.DueEventReminder {
	if e.ReminderMinutes == nil {
		return out
	}
	fire := e.Start.Add(-time.Duration(*e.ReminderMinutes) * time.Minute)
	if !fire.After(from) || fire.After(to) {
		return out
	}
	return append(out, memo.DueEventReminder{UserID: userID, Event: e, FireAt: fire.UTC()})
}

// userIDs reads (user_id, id) rows.
func userIDs(rows *sql.Rows) ([][2]string, error) {
	defer rows.Close()
	var out [][2]string
	for rows.Next() {
		var k [2]string
		if err := rows.Scan(&k[0], &k[1]); err != nil {
			return nil, fmt.Errorf("scan event key: %w", err)
		}
		out = append(out, k)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read event keys: %w", err)
	}
	return out, nil
}
