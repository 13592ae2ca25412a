-- One store for SQLite and PostgreSQL (store/sqlstore): what SQLite's
-- store had that this one lacked.

-- Event reminders of the local calendar, sent here too: the scheduler
-- reads due ones through these indexes and claims each occurrence's
-- reminder before sending it.
CREATE INDEX events_remind_at ON events ((start_at - reminder_minutes * 60))
    WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND NOT cancelled;
CREATE INDEX events_remind_series ON events ((start_at - reminder_minutes * 60))
    WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND NOT cancelled;

CREATE TABLE event_reminder_claims (
    fire_at       BIGINT NOT NULL,
    event_key     TEXT NOT NULL,     -- memo.DueEventReminder's key
    claimed_until BIGINT NOT NULL,
    PRIMARY KEY (fire_at, event_key)
);
