-- The second brain: notes, contacts and facts users asked Memo to
-- remember, their full-text index and their embeddings. Times are unix
-- seconds, UTC.

CREATE TABLE memories (
    seq             INTEGER PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,             -- 'note', 'contact' or 'fact'
    text            TEXT NOT NULL,
    subject         TEXT NOT NULL DEFAULT '',  -- a fact's
    value           TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',  -- a contact's
    phone           TEXT NOT NULL DEFAULT '',
    email           TEXT NOT NULL DEFAULT '',
    notes           TEXT NOT NULL DEFAULT '',
    subject_key     TEXT NOT NULL DEFAULT '',  -- normalised subject or name; '' for a note
    terms           TEXT NOT NULL,             -- normalised search terms, each behind the user's prefix
    embedding       BLOB,                      -- little-endian float32s of unit length; NULL: none yet
    embedding_model TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    idem_key        TEXT,
    UNIQUE (user_id, idem_key)
);

CREATE INDEX memories_user ON memories (user_id, seq);
CREATE INDEX memories_key ON memories (user_id, subject_key) WHERE subject_key != '';

-- The full-text index reads its rows from memories (external content).
-- Every term is written behind a prefix derived from the user id, so each
-- user has a vocabulary of their own: a match reads only the user's
-- postings, however many memories other users keep. Terms are already
-- normalised, so the tokenizer only splits them at spaces.
CREATE VIRTUAL TABLE memories_fts USING fts5 (
    terms,
    content = 'memories', content_rowid = 'seq',
    tokenize = 'unicode61 remove_diacritics 0'
);

CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
    INSERT INTO memories_fts (rowid, terms) VALUES (new.seq, new.terms);
END;

CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, terms) VALUES ('delete', old.seq, old.terms);
END;

CREATE TRIGGER memories_fts_update AFTER UPDATE OF terms ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, terms) VALUES ('delete', old.seq, old.terms);
    INSERT INTO memories_fts (rowid, terms) VALUES (new.seq, new.terms);
END;

-- A counter per user that every change to the user's memories raises, so
-- an in-memory copy of the user's embeddings knows when it is stale.
CREATE TABLE memory_versions (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version INTEGER NOT NULL
);
