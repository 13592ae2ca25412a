-- One store for SQLite and PostgreSQL (store/sqlstore): the tables and
-- indexes both dialects' queries read alike.

-- Claims, which a database that several processes share sets while a
-- scheduler sends a reminder or a digest. A file is one machine's and
-- never claims, but the queries that end a claim write the columns.
ALTER TABLE tasks ADD COLUMN claimed_until INTEGER;
ALTER TABLE users ADD COLUMN digest_claimed_until INTEGER;

-- Event reminders claimed by a scheduler, by occurrence and fire time.
CREATE TABLE event_reminder_claims (
    fire_at       INTEGER NOT NULL,
    event_key     TEXT NOT NULL,     -- memo.DueEventReminder's key
    claimed_until INTEGER NOT NULL,
    PRIMARY KEY (fire_at, event_key)
) WITHOUT ROWID;

-- Partial indexes whose condition the queries state as NOT completed and
-- NOT cancelled, the form both dialects accept (a query uses a partial
-- index only when it states the index's condition).
DROP INDEX tasks_open_due;
DROP INDEX tasks_open_repeating;
CREATE INDEX tasks_open_due ON tasks (user_id, due_at) WHERE NOT completed;
CREATE INDEX tasks_open_repeating ON tasks (user_id, due_at) WHERE NOT completed AND recurrence IS NOT NULL;

DROP INDEX events_remind_at;
DROP INDEX events_remind_series;
CREATE INDEX events_remind_at ON events (start_at - reminder_minutes * 60)
    WHERE reminder_minutes IS NOT NULL AND rrule IS NULL AND series_id IS NULL AND NOT cancelled;
CREATE INDEX events_remind_series ON events (start_at - reminder_minutes * 60)
    WHERE reminder_minutes IS NOT NULL AND rrule IS NOT NULL AND NOT cancelled;

-- A seq column keeps insertion order where the queries had read the
-- rowid, which PostgreSQL does not have: the tables are made again with
-- seq as their INTEGER PRIMARY KEY (the rowid itself, so the rows keep
-- their order) and their old keys as UNIQUE constraints.
CREATE TABLE inbox_new (
    seq         INTEGER PRIMARY KEY,
    channel     TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    sent_at     INTEGER NOT NULL,        -- when the user sent it
    payload     BLOB NOT NULL,           -- the channel's own encoding
    state       TEXT NOT NULL,           -- memo.InboxState
    received_at INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    UNIQUE (chat_id, message_id)
);
INSERT INTO inbox_new (seq, channel, chat_id, message_id, sent_at, payload, state, received_at, updated_at)
SELECT rowid, channel, chat_id, message_id, sent_at, payload, state, received_at, updated_at FROM inbox;
DROP TABLE inbox;
ALTER TABLE inbox_new RENAME TO inbox;
CREATE INDEX inbox_queued ON inbox (channel, received_at) WHERE state IN ('queued', 'started');
CREATE INDEX inbox_updated ON inbox (updated_at);

CREATE TABLE outbound_messages_new (
    seq          INTEGER PRIMARY KEY,
    message_id   TEXT NOT NULL UNIQUE,
    channel      TEXT NOT NULL,
    chat_id      TEXT NOT NULL,
    kind         TEXT NOT NULL,          -- reply, reminder, digest, notice, alert
    payload      BLOB NOT NULL,          -- the request, to send it again
    status       TEXT NOT NULL,          -- memo.MessageStatus
    error_code   INTEGER NOT NULL DEFAULT 0,
    error_title  TEXT NOT NULL DEFAULT '',
    attempts     INTEGER NOT NULL DEFAULT 1,
    follow_up    TEXT NOT NULL DEFAULT '', -- memo.FollowUp
    follow_up_at INTEGER,
    sent_at      INTEGER NOT NULL,
    status_at    INTEGER NOT NULL
);
INSERT INTO outbound_messages_new (seq, message_id, channel, chat_id, kind, payload, status, error_code,
    error_title, attempts, follow_up, follow_up_at, sent_at, status_at)
SELECT rowid, message_id, channel, chat_id, kind, payload, status, error_code,
    error_title, attempts, follow_up, follow_up_at, sent_at, status_at FROM outbound_messages;
DROP TABLE outbound_messages;
ALTER TABLE outbound_messages_new RENAME TO outbound_messages;
CREATE INDEX outbound_follow_up ON outbound_messages (follow_up_at) WHERE follow_up <> '';
CREATE INDEX outbound_sent ON outbound_messages (sent_at);

CREATE TABLE sent_messages_new (
    seq        INTEGER PRIMARY KEY,
    chat_id    TEXT NOT NULL,
    message_id TEXT NOT NULL,
    kind       TEXT NOT NULL,              -- 'reminder', 'digest', 'reply'
    task_ids   TEXT NOT NULL DEFAULT '[]', -- JSON array
    sent_at    INTEGER NOT NULL,
    UNIQUE (chat_id, message_id)
);
INSERT INTO sent_messages_new (seq, chat_id, message_id, kind, task_ids, sent_at)
SELECT rowid, chat_id, message_id, kind, task_ids, sent_at FROM sent_messages;
DROP TABLE sent_messages;
ALTER TABLE sent_messages_new RENAME TO sent_messages;
CREATE INDEX sent_messages_latest ON sent_messages (chat_id, kind, sent_at);
CREATE INDEX sent_messages_sent_at ON sent_messages (sent_at);

CREATE TABLE turn_traces_new (
    seq               INTEGER PRIMARY KEY,
    turn_id           TEXT NOT NULL,            -- '' when the turn made no plan
    chat_id           TEXT NOT NULL,
    at                INTEGER NOT NULL,
    source            TEXT NOT NULL,            -- 'offline', 'model', 'reply', ...
    tool              TEXT NOT NULL,            -- 'tasks.create', 'general.reply', ...
    success           INTEGER NOT NULL,         -- 0 or 1
    calls             INTEGER NOT NULL DEFAULT 0,
    prompt_tokens     INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    model_latency_ms  INTEGER NOT NULL DEFAULT 0,
    duration_ms       INTEGER NOT NULL DEFAULT 0,
    channel           TEXT NOT NULL DEFAULT '', -- 'whatsapp', 'http', 'terminal'
    outcome           TEXT NOT NULL DEFAULT '', -- 'ok', 'asked', 'failed', 'error'
    steps             TEXT NOT NULL DEFAULT '', -- space-separated 'capability.operation'
    text              TEXT NOT NULL DEFAULT ''  -- the message, capped; shown only on request
);
INSERT INTO turn_traces_new (seq, turn_id, chat_id, at, source, tool, success, calls, prompt_tokens,
    completion_tokens, model_latency_ms, duration_ms, channel, outcome, steps, text)
SELECT rowid, turn_id, chat_id, at, source, tool, success, calls, prompt_tokens,
    completion_tokens, model_latency_ms, duration_ms, channel, outcome, steps, text FROM turn_traces;
DROP TABLE turn_traces;
ALTER TABLE turn_traces_new RENAME TO turn_traces;
CREATE INDEX turn_traces_chat_at ON turn_traces (chat_id, at);
CREATE INDEX turn_traces_at ON turn_traces (at);
