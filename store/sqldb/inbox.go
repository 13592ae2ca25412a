package sqldb

import (
	"context"
	"database/sql"
	"fmt"
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
	res, err := db.db.ExecContext(ctx, `
		INSERT INTO inbox (channel, chat_id, message_id, sent_at, payload, state, received_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (chat_id, message_id) DO NOTHING`,
		e.Channel, e.ChatID, e.MessageID, at.Unix(), payload, string(memo.InboxQueued), now.Unix(), now.Unix())
	if err != nil {
		return false, fmt.Errorf("queue inbound: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("queue inbound: %w", err)
	}
	return n == 1, nil
}

// StartInbound marks a queued message started and returns it as it was
// before (its State tells whether it was queued, or had begun before); ok
// is false when no such message is stored.
func (db *DB) StartInbound(ctx context.Context, chatID, messageID string) (memo.InboxEntry, bool, error) {
	var (
		e  memo.InboxEntry
		ok bool
	)
	err := db.inTx(ctx, func(tx *txn) error {
		var err error
		e, ok, err = findInbound(ctx, tx, chatID, messageID)
		if err != nil || !ok || e.State != memo.InboxQueued {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE inbox SET state = ?, updated_at = ? WHERE chat_id = ? AND message_id = ?`,
			string(memo.InboxStarted), db.now().Unix(), chatID, messageID)
		return err
	})
	if err != nil {
		return memo.InboxEntry{}, false, fmt.Errorf("start inbound: %w", err)
	}
	return e, ok, nil
}

func findInbound(ctx context.Context, tx *txn, chatID, messageID string) (memo.InboxEntry, bool, error) {
	e := memo.InboxEntry{ChatID: chatID, MessageID: messageID}
	var (
		at    int64
		state string
	)
	err := tx.QueryRowContext(ctx, `SELECT channel, sent_at, payload, state FROM inbox WHERE chat_id = ? AND message_id = ?`,
		chatID, messageID).Scan(&e.Channel, &at, &e.Payload, &state)
	if errNoRows(err) {
		return memo.InboxEntry{}, false, nil
	}
	if err != nil {
		return memo.InboxEntry{}, false, err
	}
	e.At, e.State = unixTime(at), memo.InboxState(state)
	return e, true, nil
}

// FinishInbound sets a stored message's state (done, refused,
// interrupted). A message not stored is no error: there is nothing left
// to do for it.
func (db *DB) FinishInbound(ctx context.Context, chatID, messageID string, state memo.InboxState) error {
	_, err := db.db.ExecContext(ctx, `UPDATE inbox SET state = ?, updated_at = ? WHERE chat_id = ? AND message_id = ?`,
		string(state), db.now().Unix(), chatID, messageID)
	if err != nil {
		return fmt.Errorf("finish inbound: %w", err)
	}
	return nil
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
	if err != nil {
		return nil, fmt.Errorf("unfinished inbound: %w", err)
	}
	return out, nil
}

// PruneInbox deletes the messages last changed before before, whatever
// their state, and returns how many.
func (db *DB) PruneInbox(ctx context.Context, before time.Time) (int64, error) {
	res, err := db.db.ExecContext(ctx, `DELETE FROM inbox WHERE updated_at < ?`, before.Unix())
	if err != nil {
		return 0, fmt.Errorf("prune inbox: %w", err)
	}
	return res.RowsAffected()
}
