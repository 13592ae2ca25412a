-- What a chat keeps of its last turns beyond their words (memo.Recall):
-- the last changes for "undo" and "what did you do?", the item the
-- conversation is about, the last question asked. One JSON value a chat.

CREATE TABLE state_recall (
    chat_id    TEXT PRIMARY KEY,
    body       TEXT NOT NULL,             -- JSON memo.Recall
    expires_at INTEGER NOT NULL
);

CREATE INDEX state_recall_expires ON state_recall (expires_at);

-- The latest reminder sent in a chat: "snooze 10 min" with no quote means it.
CREATE INDEX sent_messages_latest ON sent_messages (chat_id, kind, sent_at);
