-- The second brain: notes, contacts and facts users asked Memo to
-- remember, their full-text index and their embeddings. Times are unix
-- seconds, UTC.

CREATE TABLE memories (
    seq             INTEGER PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    owner           TEXT NOT NULL,             -- the user's token in memories_fts
    kind            TEXT NOT NULL,             -- 'note', 'contact' or 'fact'
    text            TEXT NOT NULL,
    subject         TEXT NOT NULL DEFAULT '',  -- a fact's
    value           TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',  -- a contact's
    phone           TEXT NOT NULL DEFAULT '',
    email           TEXT NOT NULL DEFAULT '',
    notes           TEXT NOT NULL DEFAULT '',
    subject_key     TEXT NOT NULL DEFAULT '',  -- normalised subject or name; '' for a note
    terms           TEXT NOT NULL,             -- normalised search terms, indexed by memories_fts
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
-- Its owner column holds one token per user, so a match is narrowed to
-- the user's rows inside the index; terms are already normalised, so the
-- tokenizer only splits them at spaces.
CREATE VIRTUAL TABLE memories_fts USING fts5 (
    owner, terms,
    content = 'memories', content_rowid = 'seq',
    tokenize = 'unicode61 remove_diacritics 0'
);

CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
    INSERT INTO memories_fts (rowid, owner, terms) VALUES (new.seq, new.owner, new.terms);
END;

CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, owner, terms) VALUES ('delete', old.seq, old.owner, old.terms);
END;

CREATE TRIGGER memories_fts_update AFTER UPDATE OF owner, terms ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, owner, terms) VALUES ('delete', old.seq, old.owner, old.terms);
    INSERT INTO memories_fts (rowid, owner, terms) VALUES (new.seq, new.owner, new.terms);
END;

-- A counter per user that every change to the user's memories raises, so
-- an in-memory copy of the user's embeddings knows when it is stale.
CREATE TABLE memory_versions (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    version INTEGER NOT NULL
);
