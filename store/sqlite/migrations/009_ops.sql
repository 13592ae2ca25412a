-- Operations: API tokens for POST /agent/chat, the answers to requests
-- that carried a message_id (so a retry gets the same answer), richer turn
-- traces, a row for the readiness probe, and indexes for the retention
-- job. Times are unix seconds, UTC.

-- A token is "memo_<id>_<secret>": id finds the row, the secret is kept
-- only as its SHA-256 and compared in constant time.
CREATE TABLE api_tokens (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,       -- no foreign key: a token names a user that may not exist yet
    hash         BLOB NOT NULL,       -- SHA-256 of the secret part
    label        TEXT NOT NULL DEFAULT '',
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER,             -- to the minute
    revoked_at   INTEGER              -- NULL while valid
);

CREATE INDEX api_tokens_user ON api_tokens (user_id);

CREATE TABLE api_replies (
    user_id    TEXT NOT NULL,
    message_id TEXT NOT NULL,
    status     INTEGER NOT NULL,      -- the HTTP status code
    body       TEXT NOT NULL,         -- the JSON body sent
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, message_id)
);

CREATE INDEX api_replies_created ON api_replies (created_at);

ALTER TABLE turn_traces ADD COLUMN channel TEXT NOT NULL DEFAULT '';  -- 'whatsapp', 'http', 'terminal'
ALTER TABLE turn_traces ADD COLUMN outcome TEXT NOT NULL DEFAULT '';  -- 'ok', 'asked', 'failed', 'error'
ALTER TABLE turn_traces ADD COLUMN steps   TEXT NOT NULL DEFAULT '';  -- space-separated 'capability.operation'
ALTER TABLE turn_traces ADD COLUMN text    TEXT NOT NULL DEFAULT '';  -- the message, capped; shown only on request

-- The newest turns first (memo trace --last) and the retention job.
CREATE INDEX turn_traces_at ON turn_traces (at);
CREATE INDEX sent_messages_sent_at ON sent_messages (sent_at);

-- The readiness probe writes and reads this one row.
CREATE TABLE health_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at INTEGER NOT NULL
);
