package sqldb

import (
	"context"
	"encoding/json"
	"fmt"

	memo "github.com/memo-assistant/memo"
)

// SaveSentMessage remembers a message the bot sent, so a quoted reply can
// be matched to the tasks it was about. Saving the same chat and message id
// again replaces the record. A zero SentAt means the clock's now; times are
// stored to the second. EInvalid when the chat or message id is empty.
func (db *DB) SaveSentMessage(ctx context.Context, m memo.SentMessage) error {
	if m.ChatID == "" || m.MessageID == "" {
		return memo.Errorf(memo.EInvalid, "a sent message needs a chat id and a message id")
	}
	ids := m.TaskIDs
	if ids == nil {
		ids = []string{}
	}
	b, err := json.Marshal(ids)
	if err != nil {
		return fmt.Errorf("save sent message: encode task ids: %w", err)
	}
	at := m.SentAt
	if at.IsZero() {
		at = db.now()
	}
	_, err = db.db.ExecContext(ctx, `
		INSERT INTO sent_messages (chat_id, message_id, kind, task_ids, sent_at)
		VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (chat_id, message_id) DO UPDATE SET kind = excluded.kind, task_ids = excluded.task_ids, sent_at = excluded.sent_at`, m.ChatID, m.MessageID, m.Kind, string(b), at.Unix())
	return wrap("save sent message", err)
}

// FindSentMessage returns the message the bot sent to chatID with id
// messageID, and false when it has no record of it. TaskIDs is never nil
// and SentAt is in UTC.
func (db *DB) FindSentMessage(ctx context.Context, chatID, messageID string) (memo.SentMessage, bool, error) {
	m, ok, err := db.sentMessage(ctx, chatID, `message_id = ?`, messageID)
	return m, ok, wrap("find sent message", err)
}

// LatestSentMessage returns the newest message of kind the bot sent to
// chatID, and false when it sent none.
func (db *DB) LatestSentMessage(ctx context.Context, chatID, kind string) (memo.SentMessage, bool, error) {
	m, ok, err := db.sentMessage(ctx, chatID, `kind = ? ORDER BY sent_at DESC, seq DESC LIMIT 1`, kind)
	return m, ok, wrap("latest sent message", err)
}

// sentMessage reads the first of chatID's sent messages that where (a
// condition, and what follows it) selects; false when there is none.
func (db *DB) sentMessage(ctx context.Context, chatID, where string, args ...any) (memo.SentMessage, bool, error) {
	var (
		m   = memo.SentMessage{ChatID: chatID}
		ids string
		at  int64
	)
	ok, err := found(db.db.QueryRowContext(ctx, `SELECT message_id, kind, task_ids, sent_at FROM sent_messages
		WHERE chat_id = ? AND `+where, append([]any{chatID}, args...)...).Scan(&m.MessageID, &m.Kind, &ids, &at))
	if !ok {
		return memo.SentMessage{}, false, err
	}
	if err := json.Unmarshal([]byte(ids), &m.TaskIDs); err != nil {
		return memo.SentMessage{}, false, fmt.Errorf("decode task ids: %w", err)
	}
	if m.TaskIDs == nil {
		m.TaskIDs = []string{}
	}
	m.SentAt = unixTime(at)
	return m, true, nil
}
