package sqldb

import (
	"context"
	"database/sql"
	"time"

	memo "github.com/memo-assistant/memo"
)

// QueueInbound stores e as queued, before its channel acknowledges it, and
// reports whether it is new: a message already stored (the same chat and
// message id, in any state) is left as it is and false returned, which is
// how a redelivery is told apart. EInvalid when an id is missing.
func (db *DB) QueueInbound(ctx context.Context, e memo.InboxEntry) (bool, error) {
	if e.Channel == "" || e.ChatID == "" || e.MessageID == "" {
		return false, memo.Errorf(memo.EInvalid, "an inbox entry needs a channel, a chat id and a message id")
	}
	now := db.now()
	at := e.At
	if at.IsZero() {
		at = now
	}
	payload := e.Payload
	if payload == nil {
		payload = []byte{}
	}
	n, err := db.exec(ctx, `
		INSERT INTO inbox (channel, chat_id, message_id, sent_at, payload, state, received_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (chat_id, message_id) DO NOTHING`,
		e.Channel, e.ChatID, e.MessageID, at.Unix(), payload, string(memo.InboxQueued), now.Unix(), now.Unix())
	return n == 1, wrap("queue inbound", err)
}

// StartInbound marks a queued message started and returns it as it was
// before (its State tells whether it was queued, or had begun before); ok
// is false when no such message is stored.
func (db *DB) StartInbound(ctx context.Context, chatID, messageID string) (memo.InboxEntry, bool, error) {
	// The entry as it was, or the zero entry when there is none (a stored
	// one has its ids: QueueInbound refuses empty ones).
	e, err := update(ctx, db, "start inbound", func(tx *txn) (memo.InboxEntry, error) {
		e := memo.InboxEntry{ChatID: chatID, MessageID: messageID}
		var (
			at    int64
			state string
		)
		ok, err := found(tx.QueryRowContext(ctx, `SELECT channel, sent_at, payload, state FROM inbox WHERE chat_id = ? AND message_id = ?`,
			chatID, messageID).Scan(&e.Channel, &at, &e.Payload, &state))
		if err != nil || !ok {
			return memo.InboxEntry{}, err
		}
		e.At, e.State = unixTime(at), memo.InboxState(state)
		if e.State != memo.InboxQueued {
			return e, nil
		}
		_, err = tx.ExecContext(ctx, `UPDATE inbox SET state = ?, updated_at = ? WHERE chat_id = ? AND message_id = ?`,
			string(memo.InboxStarted), db.now().Unix(), chatID, messageID)
		return e, err
	})
	return e, e.MessageID != "", err
}

// FinishInbound sets a stored message's state (done, refused,
// interrupted). A message not stored is no error: there is nothing left
// to do for it.
func (db *DB) FinishInbound(ctx context.Context, chatID, messageID string, state memo.InboxState) error {
	_, err := db.db.ExecContext(ctx, `UPDATE inbox SET state = ?, updated_at = ? WHERE chat_id = ? AND message_id = ?`,
		string(state), db.now().Unix(), chatID, messageID)
	return wrap("finish inbound", err)
}

// UnfinishedInbound returns up to limit messages of channel received at
// or after since whose turns never finished (queued or started), oldest
// first, payload included.
func (db *DB) UnfinishedInbound(ctx context.Context, channel string, since time.Time, limit int) ([]memo.InboxEntry, error) {
	out, err := collect(ctx, db.db, func(rows *sql.Rows) (memo.InboxEntry, error) {
		var (
			e     = memo.InboxEntry{Channel: channel}
			at    int64
			state string
		)
		err := rows.Scan(&e.ChatID, &e.MessageID, &at, &e.Payload, &state)
		e.At, e.State = unixTime(at), memo.InboxState(state)
		return e, err
	}, `SELECT chat_id, message_id, sent_at, payload, state FROM inbox
		WHERE channel = ? AND state IN ('queued', 'started') AND received_at >= ?
		ORDER BY received_at, seq LIMIT ?`, channel, since.Unix(), limit)
	return out, wrap("unfinished inbound", err)
}

// PruneInbox deletes the messages last changed before before, whatever
// their state, and returns how many.
func (db *DB) PruneInbox(ctx context.Context, before time.Time) (int64, error) {
	n, err := db.exec(ctx, `DELETE FROM inbox WHERE updated_at < ?`, before.Unix())
	return n, wrap("prune inbox", err)
}

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
