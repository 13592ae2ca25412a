-- The local calendar: the events of users who have not linked Google
-- Calendar. Times are unix seconds. Rows follow Google Calendar's model:
-- a single event or a series master (rrule set), and one row per
-- occurrence of a series changed or deleted alone (series_id and
-- original_start set; cancelled = 1 for a deleted one, an EXDATE).
-- A deleted single event or series stays as a cancelled row, so its id
-- is never reused by a retried insert.

CREATE TABLE events (
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    id               TEXT NOT NULL,
    series_id        TEXT,                     -- set on an occurrence's row
    original_start   INTEGER,                  -- the occurrence's start in the series
    cancelled        INTEGER NOT NULL DEFAULT 0,
    summary          TEXT NOT NULL,
    description      TEXT NOT NULL DEFAULT '',
    location         TEXT NOT NULL DEFAULT '',
    attendees        TEXT NOT NULL DEFAULT '[]', -- JSON array of e-mail addresses
    start_at         INTEGER NOT NULL,         -- all-day: midnight in time_zone
    end_at           INTEGER NOT NULL,         -- exclusive
    all_day          INTEGER NOT NULL DEFAULT 0,
    time_zone        TEXT NOT NULL,            -- IANA zone a series repeats in
    rrule            TEXT,                     -- RFC 5545 RRULE value on a series master
    until_at         INTEGER,                  -- a series' last possible start, NULL open-ended
    reminder_minutes INTEGER,                  -- NULL: no popup chosen
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    PRIMARY KEY (user_id, id),
    FOREIGN KEY (user_id, series_id) REFERENCES events (user_id, id) ON DELETE CASCADE
);

-- Windows over single events and changed occurrences.
CREATE INDEX events_user_start ON events (user_id, start_at);

-- A series' changed and deleted occurrences.
CREATE INDEX events_series ON events (user_id, series_id, original_start);
