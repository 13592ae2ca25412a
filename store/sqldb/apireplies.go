package sqldb

import (
	"context"
	"fmt"
)

// SaveAPIReply keeps the answer given to a request of userID that carried
// messageID, so that a retry of it gets the same answer. The first answer
// saved stays.
func (db *DB) SaveAPIReply(ctx context.Context, userID, messageID string, status int, body []byte) error {
	_, err := db.db.ExecContext(ctx, `INSERT INTO api_replies (user_id, message_id, status, body, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, userID, messageID, status, string(body), db.now().Unix())
	if err != nil {
		return fmt.Errorf("save api reply: %w", err)
	}
	return nil
}

// FindAPIReply returns the answer saved for userID's messageID; ok is
// false when there is none.
func (db *DB) FindAPIReply(ctx context.Context, userID, messageID string) (status int, body []byte, ok bool, err error) {
	var s string
	err = db.db.QueryRowContext(ctx, `SELECT status, body FROM api_replies WHERE user_id = ? AND message_id = ?`, userID, messageID).Scan(&status, &s)
	if errNoRows(err) {
		return 0, nil, false, nil
	}
	if err != nil {
		return 0, nil, false, fmt.Errorf("find api reply: %w", err)
	}
	return status, []byte(s), true, nil
}
