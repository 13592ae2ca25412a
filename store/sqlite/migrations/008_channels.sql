-- Channels: which channel each chat writes on, the messages a channel
-- stored before acknowledging them, and what became of the messages it
-- sent. Times are unix seconds, UTC.

-- The last message of each chat on each channel: replies and reminders go
-- to the channel the chat wrote on last, and the WhatsApp Cloud API's
-- 24-hour customer-service window is counted from it.
CREATE TABLE chat_channels (
    chat_id         TEXT NOT NULL,
    channel         TEXT NOT NULL,
    last_inbound_at INTEGER NOT NULL,
    PRIMARY KEY (chat_id, channel)
) WITHOUT ROWID;

-- Messages a channel answered "received" for before their turn ran (a
-- webhook's 200): kept until the turn began, so a restart loses none.
CREATE TABLE inbox (
    channel     TEXT NOT NULL,
    chat_id     TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    sent_at     INTEGER NOT NULL,        -- when the user sent it
    payload     BLOB NOT NULL,           -- the channel's own encoding
    state       TEXT NOT NULL,           -- memo.InboxState
    received_at INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (chat_id, message_id)
);

CREATE INDEX inbox_queued ON inbox (channel, received_at) WHERE state IN ('queued', 'started');
CREATE INDEX inbox_updated ON inbox (updated_at);

-- Messages a channel sent, or failed to send, and what the channel said
-- of them since (sent, delivered, read, failed), with the follow-up due:
-- a retry, a template in place of a text, a report to the operator.
CREATE TABLE outbound_messages (
    message_id   TEXT PRIMARY KEY,
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

CREATE INDEX outbound_follow_up ON outbound_messages (follow_up_at) WHERE follow_up <> '';
CREATE INDEX outbound_sent ON outbound_messages (sent_at);
