-- Linked Google accounts and used OAuth states. Times are unix seconds, UTC.

-- The token is sealed (AES-GCM) before it reaches the database: sealed is
-- ciphertext, never a token in plain text.
CREATE TABLE google_links (
    user_id    TEXT PRIMARY KEY,      -- no foreign key: linking may come before the first turn
    chat_id    TEXT NOT NULL,
    lang       TEXT NOT NULL DEFAULT '',
    sealed     BLOB NOT NULL,
    scopes     TEXT NOT NULL DEFAULT '', -- space-separated
    linked_at  INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- A state is used once: its nonce is claimed here until it expires.
CREATE TABLE oauth_states (
    nonce      TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
);

CREATE INDEX oauth_states_expires ON oauth_states (expires_at);
