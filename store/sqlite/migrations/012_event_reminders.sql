-- Reminders of the local calendar's events ("dentist at 10, remind me an
-- hour before"): the scheduler reads the single events whose reminder
-- falls due through the first index, and the series with a reminder
-- (expanded when read; an occurrence changed alone comes with its series)
-- through the second, so a tick never reads the rest of the table.
CREATE INDEX events_remind_at ON events (start_at - reminder_minutes * 60)
    WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND cancelled = 0;

CREATE INDEX events_remind_series ON events (start_at - reminder_minutes * 60)
    WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND cancelled = 0;
