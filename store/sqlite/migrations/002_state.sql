-- The embedded conversation state, for a Memo that runs without Redis.
-- expires_at columns are unix milliseconds; rows past them are ignored on
-- read and purged on the next write to the same table.

CREATE TABLE state_pending (
    chat_id    TEXT PRIMARY KEY,
    version    INTEGER NOT NULL,
    body       TEXT NOT NULL,             -- JSON memo.Pending
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_pending_expires ON state_pending (expires_at);

-- The last version given out per chat. Never deleted, so versions only grow.
CREATE TABLE state_pending_versions (
    chat_id TEXT PRIMARY KEY,
    version INTEGER NOT NULL
);

CREATE TABLE state_numbered (
    chat_id    TEXT PRIMARY KEY,
    body       TEXT NOT NULL,             -- JSON memo.NumberedList
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_numbered_expires ON state_numbered (expires_at);

CREATE TABLE state_turns (
    seq        INTEGER PRIMARY KEY,
    chat_id    TEXT NOT NULL,
    body       TEXT NOT NULL,             -- JSON memo.Turn
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_turns_chat ON state_turns (chat_id, seq);
CREATE INDEX state_turns_expires ON state_turns (expires_at);

CREATE TABLE state_languages (
    chat_id    TEXT PRIMARY KEY,
    language   TEXT NOT NULL,
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_languages_expires ON state_languages (expires_at);

CREATE TABLE state_steps (
    key        TEXT PRIMARY KEY,          -- turn id ":" step id
    result     TEXT NOT NULL,             -- JSON memo.Result
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_steps_expires ON state_steps (expires_at);

CREATE TABLE state_claims (
    id         TEXT PRIMARY KEY,          -- a channel's message id
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_claims_expires ON state_claims (expires_at);
