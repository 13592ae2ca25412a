-- Users, their tasks and their lists. Times are unix seconds, UTC.
-- seq columns keep creation order (rowids may be renumbered by VACUUM
-- unless they are an explicit INTEGER PRIMARY KEY).

CREATE TABLE users (
    id         TEXT PRIMARY KEY,          -- chat id or phone number
    time_zone  TEXT NOT NULL DEFAULT '',  -- IANA zone; '' means the default
    language   TEXT NOT NULL DEFAULT '',  -- 'he', 'en' or ''
    created_at INTEGER NOT NULL
);

CREATE TABLE tasks (
    seq          INTEGER PRIMARY KEY,
    id           TEXT NOT NULL UNIQUE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text         TEXT NOT NULL,
    category     TEXT NOT NULL DEFAULT '',
    due_at       INTEGER,                 -- NULL for an undated task
    recurrence   TEXT,                    -- JSON memo.Recurrence, NULL for none
    completed    INTEGER NOT NULL DEFAULT 0,
    completed_at INTEGER,
    created_at   INTEGER NOT NULL,
    idem_key     TEXT,                    -- NULL when the call had no key
    UNIQUE (user_id, idem_key)
);

CREATE INDEX tasks_user_due ON tasks (user_id, due_at);

CREATE TABLE lists (
    seq          INTEGER PRIMARY KEY,
    id           TEXT NOT NULL UNIQUE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    is_checklist INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    idem_key     TEXT,
    UNIQUE (user_id, idem_key)
);

CREATE UNIQUE INDEX lists_user_name ON lists (user_id, name COLLATE NOCASE);

CREATE TABLE list_items (
    id       TEXT PRIMARY KEY,
    list_id  TEXT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text     TEXT NOT NULL,
    checked  INTEGER NOT NULL DEFAULT 0,
    added_at INTEGER NOT NULL
);

CREATE INDEX list_items_list ON list_items (list_id, position);
