package sqldb

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
	out, err := view(ctx, db, "due event reminders", func(tx *txn) (out []memo.DueEventReminder, err error) {
		singles, err := userRows(ctx, tx, `
			WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND NOT cancelled
			  AND start_at - reminder_minutes * 60 > ? AND start_at - reminder_minutes * 60 <= ? AND `+notLinked+`
			ORDER BY start_at - reminder_minutes * 60 LIMIT ?`, from.Unix(), to.Unix(), limit)
		if err != nil {
			return nil, err
		}
		for _, s := range singles {
			out = appendDue(out, s.userID, s.ev, from, to)
		}
		masters, err := userRows(ctx, tx, `
			WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND NOT cancelled
			  AND start_at - reminder_minutes * 60 <= ? AND (until_at IS NULL OR until_at >= ?) AND `+notLinked,
			to.Unix(), from.Unix())
		if err != nil {
			return nil, fmt.Errorf("series: %w", err)
		}
		for _, m := range masters {
			lead := time.Duration(*m.ev.ReminderMinutes) * time.Minute
			// A day more than the series' own reminder reaches: an
			// occurrence changed alone may carry another.
			es, err := db.Calendar(m.userID, time.UTC).instances(ctx, tx, m.row, from, to.Add(lead+24*time.Hour))
			if err != nil {
				return nil, fmt.Errorf("series %s: %w", m.ev.ID, err)
			}
			for _, e := range es {
				out = appendDue(out, m.userID, e, from, to)
			}
		}
		return out, nil
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].FireAt.Before(out[j].FireAt) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, err
}

// userRow is a stored event with the user it belongs to.
type userRow struct {
	userID string
	row
}

// userRows reads the events of every user that where (a WHERE clause and
// what follows it) selects.
func userRows(ctx context.Context, tx *txn, where string, args ...any) ([]userRow, error) {
	return collect(ctx, tx, func(rows *sql.Rows) (u userRow, err error) {
		u.row, err = scanEvent(rows, &u.userID)
		return u, err
	}, `SELECT user_id, `+eventColumns+` FROM events `+where, args...)
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
