package sqldb

import (
	"context"
	"time"

	memo "github.com/memo-assistant/memo"
)

// SeenChat records that chatID wrote on channel at at (to the second). An
// at earlier than the one recorded changes nothing, so messages handled
// out of order never move the record back. EInvalid when an id is empty.
func (db *DB) SeenChat(ctx context.Context, chatID, channel string, at time.Time) error {
	if chatID == "" || channel == "" {
		return memo.Errorf(memo.EInvalid, "a chat's channel needs a chat id and a channel")
	}
	if at.IsZero() {
		at = db.now()
	}
	_, err := db.db.ExecContext(ctx, `
		INSERT INTO chat_channels (chat_id, channel, last_inbound_at) VALUES (?, ?, ?)
		ON CONFLICT (chat_id, channel) DO UPDATE SET last_inbound_at = excluded.last_inbound_at
		WHERE excluded.last_inbound_at > chat_channels.last_inbound_at`,
		chatID, channel, at.Unix())
	return wrap("record chat channel", err)
}

// ChatChannel returns the channel chatID wrote on last; ok is false when
// it never wrote on any.
func (db *DB) ChatChannel(ctx context.Context, chatID string) (string, bool, error) {
	var channel string
	ok, err := found(db.db.QueryRowContext(ctx, `
		SELECT channel FROM chat_channels WHERE chat_id = ?
		ORDER BY last_inbound_at DESC, channel LIMIT 1`, chatID).Scan(&channel))
	return channel, ok, wrap("chat channel", err)
}

// LastInbound returns when chatID last wrote on channel (UTC, to the
// second); ok is false when it never did.
func (db *DB) LastInbound(ctx context.Context, chatID, channel string) (time.Time, bool, error) {
	var at int64
	ok, err := found(db.db.QueryRowContext(ctx, `
		SELECT last_inbound_at FROM chat_channels WHERE chat_id = ? AND channel = ?`, chatID, channel).Scan(&at))
	if !ok {
		return time.Time{}, false, wrap("last inbound", err)
	}
	return unixTime(at), true, nil
}
