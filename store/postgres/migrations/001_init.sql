-- Memo's schema on PostgreSQL: the tables of store/sqlite's migrations 001
-- to 009 in one step. Times are unix seconds, UTC (the conversation
-- state's expires_at columns are unix milliseconds), as in SQLite, so the
-- two stores truncate and compare times alike. seq columns keep creation
-- order where SQLite used its rowid.

CREATE TABLE users (
    id                   TEXT PRIMARY KEY,          -- chat id or phone number
    time_zone            TEXT NOT NULL DEFAULT '',  -- IANA zone; '' means the default
    language             TEXT NOT NULL DEFAULT '',  -- 'he', 'en' or ''
    created_at           BIGINT NOT NULL,
    digest_time          TEXT NOT NULL DEFAULT '08:00', -- local HH:MM
    next_digest_at       BIGINT,                    -- NULL: no digest scheduled
    digest_claimed_until BIGINT                     -- a scheduler is sending the digest until then
);

CREATE INDEX users_next_digest ON users (next_digest_at) WHERE next_digest_at IS NOT NULL;

CREATE TABLE tasks (
    seq           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id            TEXT NOT NULL UNIQUE,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text          TEXT NOT NULL,
    category      TEXT NOT NULL DEFAULT '',
    due_at        BIGINT,                  -- NULL for an undated task
    recurrence    TEXT,                    -- JSON memo.Recurrence, NULL for none
    completed     BOOLEAN NOT NULL DEFAULT false,
    completed_at  BIGINT,
    created_at    BIGINT NOT NULL,
    idem_key      TEXT,                    -- NULL when the call had no key
    next_fire_at  BIGINT,                  -- NULL: nothing to fire
    lead_seconds  BIGINT NOT NULL DEFAULT 0,
    fire_count    INTEGER NOT NULL DEFAULT 0,
    claimed_until BIGINT,                  -- a scheduler is firing the reminder until then
    UNIQUE (user_id, idem_key)
);

CREATE INDEX tasks_user_due ON tasks (user_id, due_at);
-- The scheduler's tick reads only due rows through this index.
CREATE INDEX tasks_next_fire ON tasks (next_fire_at, seq) WHERE next_fire_at IS NOT NULL;

CREATE TABLE lists (
    seq          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id           TEXT NOT NULL UNIQUE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    is_checklist BOOLEAN NOT NULL,
    created_at   BIGINT NOT NULL,
    idem_key     TEXT,
    UNIQUE (user_id, idem_key)
);

CREATE UNIQUE INDEX lists_user_name ON lists (user_id, lower(name));

CREATE TABLE list_items (
    id       TEXT PRIMARY KEY,
    list_id  TEXT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text     TEXT NOT NULL,
    checked  BOOLEAN NOT NULL DEFAULT false,
    added_at BIGINT NOT NULL
);

CREATE INDEX list_items_list ON list_items (list_id, position);

-- The embedded conversation state, for a Memo that runs without Redis.
CREATE TABLE state_pending (
    chat_id    TEXT PRIMARY KEY,
    version    BIGINT NOT NULL,
    body       TEXT NOT NULL,             -- JSON memo.Pending
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_pending_expires ON state_pending (expires_at);

-- The last version given out per chat. Never deleted, so versions only grow.
CREATE TABLE state_pending_versions (
    chat_id TEXT PRIMARY KEY,
    version BIGINT NOT NULL
);

CREATE TABLE state_numbered (
    chat_id    TEXT PRIMARY KEY,
    body       TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_numbered_expires ON state_numbered (expires_at);

CREATE TABLE state_turns (
    seq        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    chat_id    TEXT NOT NULL,
    body       TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_turns_chat ON state_turns (chat_id, seq);
CREATE INDEX state_turns_expires ON state_turns (expires_at);

CREATE TABLE state_languages (
    chat_id    TEXT PRIMARY KEY,
    language   TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_languages_expires ON state_languages (expires_at);

CREATE TABLE state_steps (
    key        TEXT PRIMARY KEY,          -- turn id ":" step id
    result     TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_steps_expires ON state_steps (expires_at);

CREATE TABLE state_claims (
    id         TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_claims_expires ON state_claims (expires_at);

CREATE TABLE state_recall (
    chat_id    TEXT PRIMARY KEY,
    body       TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX state_recall_expires ON state_recall (expires_at);

-- One row per (task, fire time) that was handled: the dedupe key that keeps
-- a restart from sending a reminder twice, and the record of reminders
-- skipped while offline that the next digest lists.
CREATE TABLE reminder_deliveries (
    task_id     TEXT NOT NULL,      -- no foreign key: the record outlives the task
    fire_at     BIGINT NOT NULL,
    user_id     TEXT NOT NULL,
    text        TEXT NOT NULL,
    status      TEXT NOT NULL,      -- 'sent', 'late' or 'skipped'
    handled_at  BIGINT NOT NULL,
    message_id  TEXT NOT NULL DEFAULT '',
    digested_at BIGINT,
    PRIMARY KEY (fire_at, task_id)
);

CREATE INDEX reminder_deliveries_skipped ON reminder_deliveries (user_id, fire_at)
    WHERE status = 'skipped' AND digested_at IS NULL;

CREATE TABLE sent_messages (
    seq        BIGINT GENERATED ALWAYS AS IDENTITY,
    chat_id    TEXT NOT NULL,
    message_id TEXT NOT NULL,
    kind       TEXT NOT NULL,
    task_ids   TEXT NOT NULL DEFAULT '[]', -- JSON array
    sent_at    BIGINT NOT NULL,
    PRIMARY KEY (chat_id, message_id)
);
CREATE INDEX sent_messages_latest ON sent_messages (chat_id, kind, sent_at);
CREATE INDEX sent_messages_sent_at ON sent_messages (sent_at);

CREATE TABLE turn_traces (
    seq               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    turn_id           TEXT NOT NULL,
    chat_id           TEXT NOT NULL,
    at                BIGINT NOT NULL,
    source            TEXT NOT NULL,
    tool              TEXT NOT NULL,
    success           BOOLEAN NOT NULL,
    calls             INTEGER NOT NULL DEFAULT 0,
    prompt_tokens     INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    model_latency_ms  BIGINT NOT NULL DEFAULT 0,
    duration_ms       BIGINT NOT NULL DEFAULT 0,
    channel           TEXT NOT NULL DEFAULT '',
    outcome           TEXT NOT NULL DEFAULT '',
    steps             TEXT NOT NULL DEFAULT '',
    text              TEXT NOT NULL DEFAULT ''
);
CREATE INDEX turn_traces_chat_at ON turn_traces (chat_id, at);
CREATE INDEX turn_traces_at ON turn_traces (at);

-- The local calendar (see store/sqlite's 005_calendar.sql for the model).
CREATE TABLE events (
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    id               TEXT NOT NULL,
    series_id        TEXT,
    original_start   BIGINT,
    cancelled        BOOLEAN NOT NULL DEFAULT false,
    summary          TEXT NOT NULL,
    description      TEXT NOT NULL DEFAULT '',
    location         TEXT NOT NULL DEFAULT '',
    attendees        TEXT NOT NULL DEFAULT '[]',
    start_at         BIGINT NOT NULL,
    end_at           BIGINT NOT NULL,
    all_day          BOOLEAN NOT NULL DEFAULT false,
    time_zone        TEXT NOT NULL,
    rrule            TEXT,
    until_at         BIGINT,
    reminder_minutes INTEGER,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL,
    PRIMARY KEY (user_id, id),
    FOREIGN KEY (user_id, series_id) REFERENCES events (user_id, id) ON DELETE CASCADE
);
CREATE INDEX events_user_start ON events (user_id, start_at);
CREATE INDEX events_series ON events (user_id, series_id, original_start);

-- The second brain. terms holds Memo's own normalised search terms, each
-- behind the user's prefix; terms_tsv makes them lexemes as they are (no
-- parser, no dictionary: the normalising is ours, in Go), and the GIN
-- index answers a match. Embeddings are real[] of unit length, scored in
-- Go.
CREATE TABLE memories (
    seq             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,
    text            TEXT NOT NULL,
    subject         TEXT NOT NULL DEFAULT '',
    value           TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',
    phone           TEXT NOT NULL DEFAULT '',
    email           TEXT NOT NULL DEFAULT '',
    notes           TEXT NOT NULL DEFAULT '',
    subject_key     TEXT NOT NULL DEFAULT '',
    terms           TEXT NOT NULL,
    terms_tsv       TSVECTOR GENERATED ALWAYS AS (array_to_tsvector(string_to_array(terms, ' '))) STORED,
    embedding       REAL[],
    embedding_model TEXT NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL,
    idem_key        TEXT,
    UNIQUE (user_id, idem_key)
);
CREATE INDEX memories_user ON memories (user_id, seq);
CREATE INDEX memories_key ON memories (user_id, subject_key) WHERE subject_key != '';
CREATE INDEX memories_terms ON memories USING gin (terms_tsv);

CREATE TABLE memory_versions (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version BIGINT NOT NULL
);

-- Channels.
CREATE TABLE chat_channels (
    chat_id         TEXT NOT NULL,
    channel         TEXT NOT NULL,
    last_inbound_at BIGINT NOT NULL,
    PRIMARY KEY (chat_id, channel)
);

CREATE TABLE inbox (
    seq         BIGINT GENERATED ALWAYS AS IDENTITY,
    channel     TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    sent_at     BIGINT NOT NULL,
    payload     BYTEA NOT NULL,
    state       TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (chat_id, message_id)
);
CREATE INDEX inbox_queued ON inbox (channel, received_at) WHERE state IN ('queued', 'started');
CREATE INDEX inbox_updated ON inbox (updated_at);

CREATE TABLE outbound_messages (
    seq          BIGINT GENERATED ALWAYS AS IDENTITY,
    message_id   TEXT PRIMARY KEY,
    channel      TEXT NOT NULL,
    chat_id      TEXT NOT NULL,
    kind         TEXT NOT NULL,
    payload      BYTEA NOT NULL,
    status       TEXT NOT NULL,
    error_code   INTEGER NOT NULL DEFAULT 0,
    error_title  TEXT NOT NULL DEFAULT '',
    attempts     INTEGER NOT NULL DEFAULT 1,
    follow_up    TEXT NOT NULL DEFAULT '',
    follow_up_at BIGINT,
    sent_at      BIGINT NOT NULL,
    status_at    BIGINT NOT NULL
);
CREATE INDEX outbound_follow_up ON outbound_messages (follow_up_at) WHERE follow_up <> '';
CREATE INDEX outbound_sent ON outbound_messages (sent_at);

-- Operations.
CREATE TABLE api_tokens (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    hash         BYTEA NOT NULL,
    label        TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    last_used_at BIGINT,
    revoked_at   BIGINT
);
CREATE INDEX api_tokens_user ON api_tokens (user_id);

CREATE TABLE api_replies (
    user_id    TEXT NOT NULL,
    message_id TEXT NOT NULL,
    status     INTEGER NOT NULL,
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, message_id)
);
CREATE INDEX api_replies_created ON api_replies (created_at);

CREATE TABLE health_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at BIGINT NOT NULL
);
