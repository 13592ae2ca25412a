-- Reminders: when each task's reminder fires next, what was sent, and the
-- morning digest. Times are unix seconds, UTC.

ALTER TABLE tasks ADD COLUMN next_fire_at INTEGER;                 -- NULL: nothing to fire
ALTER TABLE tasks ADD COLUMN lead_seconds INTEGER NOT NULL DEFAULT 0; -- fire this long before due_at
ALTER TABLE tasks ADD COLUMN fire_count INTEGER NOT NULL DEFAULT 0;   -- reminders sent so far

-- The scheduler's tick reads only due rows through this index.
CREATE INDEX tasks_next_fire ON tasks (next_fire_at) WHERE next_fire_at IS NOT NULL;

-- One row per (task, fire time) that was handled: the dedupe key that keeps
-- a restart from sending a reminder twice, and the record of reminders
-- skipped while offline that the next digest lists. The key leads with the
-- fire time and the rows live in the key's b-tree (WITHOUT ROWID): a tick's
-- firings are all recent, so its inserts land together at the end of one
-- tree instead of dirtying a page per task id.
CREATE TABLE reminder_deliveries (
    task_id     TEXT NOT NULL,      -- no foreign key: the record outlives the task
    fire_at     INTEGER NOT NULL,
    user_id     TEXT NOT NULL,
    text        TEXT NOT NULL,
    status      TEXT NOT NULL,      -- 'sent', 'late' or 'skipped'
    handled_at  INTEGER NOT NULL,
    message_id  TEXT NOT NULL DEFAULT '',
    digested_at INTEGER,            -- when a digest listed a skipped reminder
    PRIMARY KEY (fire_at, task_id)
) WITHOUT ROWID;

CREATE INDEX reminder_deliveries_skipped ON reminder_deliveries (user_id, fire_at)
    WHERE status = 'skipped' AND digested_at IS NULL;

ALTER TABLE users ADD COLUMN digest_time TEXT NOT NULL DEFAULT '08:00'; -- local HH:MM
ALTER TABLE users ADD COLUMN next_digest_at INTEGER;                    -- NULL: no digest scheduled

-- The scheduler's digest tick reads only due users through this index.
CREATE INDEX users_next_digest ON users (next_digest_at) WHERE next_digest_at IS NOT NULL;

-- Messages the bot sent (reminders, digests, numbered lists), so a quoted
-- reply can be matched to what it quotes.
CREATE TABLE sent_messages (
    chat_id    TEXT NOT NULL,
    message_id TEXT NOT NULL,
    kind       TEXT NOT NULL,              -- 'reminder', 'digest', 'reply'
    task_ids   TEXT NOT NULL DEFAULT '[]', -- JSON array
    sent_at    INTEGER NOT NULL,
    PRIMARY KEY (chat_id, message_id)
);
