package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
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

// outboundColumns are read by scanOutbound, in its order.
const outboundColumns = `message_id, channel, chat_id, kind, payload, status, error_code, error_title,
	attempts, follow_up, follow_up_at, sent_at, status_at`

func scanOutbound(row interface{ Scan(...any) error }) (memo.OutboundMessage, error) {
	var (
		m                memo.OutboundMessage
		status, follow   string
		followAt         sql.NullInt64
		sentAt, statusAt int64
	)
	err := row.Scan(&m.ID, &m.Channel, &m.ChatID, &m.Kind, &m.Payload, &status, &m.ErrorCode, &m.ErrorTitle,
		&m.Attempts, &follow, &followAt, &sentAt, &statusAt)
	if err != nil {
		return memo.OutboundMessage{}, err
	}
	m.Status, m.FollowUp = memo.MessageStatus(status), memo.FollowUp(follow)
	if t := nullUnix(followAt); t != nil {
		m.FollowUpAt = *t
	}
	m.SentAt, m.StatusAt = unixTime(sentAt), unixTime(statusAt)
	return m, nil
}

// SaveOutbound records a message a channel sent (or failed to send). A
// status the channel reported for the id before the record was written
// (a webhook can outrun the API's answer) is kept when it ranks higher,
// and the record as stored is returned, so the caller sees a failure that
// came first. EInvalid when the id, channel or chat is empty or the status
// unknown.
func (db *DB) SaveOutbound(ctx context.Context, m memo.OutboundMessage) (memo.OutboundMessage, error) {
	if m.ID == "" || m.Channel == "" || m.ChatID == "" || !m.Status.Valid() {
		return memo.OutboundMessage{}, memo.Errorf(memo.EInvalid, "an outbound message needs an id, a channel, a chat id and a known status")
	}
	now := db.now()
	if m.SentAt.IsZero() {
		m.SentAt = now
	}
	if m.StatusAt.IsZero() {
		m.StatusAt = m.SentAt
	}
	if m.Attempts <= 0 {
		m.Attempts = 1
	}
	if m.Payload == nil {
		m.Payload = []byte{}
	}
	out, err := update(ctx, db, "save outbound message", func(tx *txn) (memo.OutboundMessage, error) {
		prev, err := scanOutbound(tx.QueryRowContext(ctx, `SELECT `+outboundColumns+` FROM outbound_messages WHERE message_id = ?`, m.ID))
		switch {
		case errNoRows(err):
		case err != nil:
			return m, err
		case laterStatus(m.Status, prev.Status):
			m.Status, m.StatusAt, m.ErrorCode, m.ErrorTitle = prev.Status, prev.StatusAt, prev.ErrorCode, prev.ErrorTitle
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO outbound_messages (`+outboundColumns+`)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (message_id) DO UPDATE SET channel = excluded.channel, chat_id = excluded.chat_id,
				kind = excluded.kind, payload = excluded.payload, status = excluded.status, error_code = excluded.error_code,
				error_title = excluded.error_title, attempts = excluded.attempts, follow_up = excluded.follow_up,
				follow_up_at = excluded.follow_up_at, sent_at = excluded.sent_at, status_at = excluded.status_at`,
			m.ID, m.Channel, m.ChatID, m.Kind, m.Payload, string(m.Status), m.ErrorCode, m.ErrorTitle,
			m.Attempts, string(m.FollowUp), followAt(m), m.SentAt.Unix(), m.StatusAt.Unix())
		return m, err
	})
	if err != nil {
		return out, err
	}
	out.SentAt, out.StatusAt = out.SentAt.UTC().Truncate(time.Second), out.StatusAt.UTC().Truncate(time.Second)
	return out, nil
}

func followAt(m memo.OutboundMessage) any {
	if m.FollowUp == memo.FollowNone || m.FollowUpAt.IsZero() {
		return nil
	}
	return m.FollowUpAt.Unix()
}

// laterStatus reports whether next moves a message on from cur: a higher
// rank, or a failure of a message only sent.
func laterStatus(cur, next memo.MessageStatus) bool {
	if next.Rank() != cur.Rank() {
		return next.Rank() > cur.Rank()
	}
	return next == memo.StatusFailed && cur != memo.StatusFailed
}

// UpdateOutboundStatus applies a channel's report on a message it sent
// and returns the record after it; changed is false when the report moved
// nothing (a redelivery, or a status older than the one stored). A report
// on an id with no record is kept under channel and chat, with no kind or
// payload, for SaveOutbound to find. EInvalid for an unknown status.
func (db *DB) UpdateOutboundStatus(ctx context.Context, channel, chatID string, u memo.StatusUpdate) (m memo.OutboundMessage, changed bool, err error) {
	if u.MessageID == "" || !u.Status.Valid() {
		return memo.OutboundMessage{}, false, memo.Errorf(memo.EInvalid, "a status update needs a message id and a known status")
	}
	at := u.At
	if at.IsZero() {
		at = db.now()
	}
	err = db.inTx(ctx, func(tx *txn) error {
		cur, err := scanOutbound(tx.QueryRowContext(ctx, `SELECT `+outboundColumns+` FROM outbound_messages WHERE message_id = ?`, u.MessageID))
		if errNoRows(err) {
			m = memo.OutboundMessage{ID: u.MessageID, Channel: channel, ChatID: chatID, Payload: []byte{}, Status: u.Status,
				ErrorCode: u.ErrorCode, ErrorTitle: u.ErrorTitle, Attempts: 1, SentAt: at, StatusAt: at}
			_, err = tx.ExecContext(ctx, `INSERT INTO outbound_messages (`+outboundColumns+`)
				VALUES (?, ?, ?, '', ?, ?, ?, ?, 1, '', NULL, ?, ?)`,
				m.ID, channel, chatID, m.Payload, string(m.Status), m.ErrorCode, m.ErrorTitle, at.Unix(), at.Unix())
			changed = true
			return err
		}
		if err != nil {
			return err
		}
		m = cur
		if !laterStatus(cur.Status, u.Status) {
			return nil
		}
		m.Status, m.StatusAt, m.ErrorCode, m.ErrorTitle = u.Status, at, u.ErrorCode, u.ErrorTitle
		_, err = tx.ExecContext(ctx, `UPDATE outbound_messages SET status = ?, status_at = ?, error_code = ?, error_title = ?
			WHERE message_id = ?`, string(u.Status), at.Unix(), u.ErrorCode, u.ErrorTitle, u.MessageID)
		changed = true
		return err
	})
	if err != nil {
		return memo.OutboundMessage{}, false, fmt.Errorf("update outbound status: %w", err)
	}
	m.StatusAt = m.StatusAt.UTC().Truncate(time.Second)
	return m, changed, nil
}

// FindOutbound returns the record of a message; ok is false when there is
// none.
func (db *DB) FindOutbound(ctx context.Context, messageID string) (memo.OutboundMessage, bool, error) {
	m, err := scanOutbound(db.db.QueryRowContext(ctx, `SELECT `+outboundColumns+` FROM outbound_messages WHERE message_id = ?`, messageID))
	ok, err := found(err)
	return m, ok, wrap("find outbound message", err)
}

// SetFollowUp sets what is still to be done about a message, and when;
// FollowNone clears it.
func (db *DB) SetFollowUp(ctx context.Context, messageID string, f memo.FollowUp, at time.Time) error {
	var when any
	if f != memo.FollowNone {
		when = at.Unix()
	}
	_, err := db.exec(ctx, `UPDATE outbound_messages SET follow_up = ?, follow_up_at = ? WHERE message_id = ?`,
		string(f), when, messageID)
	return wrap("set follow-up", err)
}

// DueFollowUps returns up to limit messages of channel whose follow-up is
// due at now, earliest first.
func (db *DB) DueFollowUps(ctx context.Context, channel string, now time.Time, limit int) ([]memo.OutboundMessage, error) {
	out, err := collect(ctx, db.db, func(rows *sql.Rows) (memo.OutboundMessage, error) { return scanOutbound(rows) }, `SELECT `+outboundColumns+` FROM outbound_messages
		WHERE follow_up <> '' AND follow_up_at <= ? AND channel = ?
		ORDER BY follow_up_at, sent_at, seq LIMIT ?`, now.Unix(), channel, limit)
	return out, wrap("due follow-ups", err)
}

// PruneOutbound deletes the records of messages sent before before with
// no follow-up due, and returns how many.
func (db *DB) PruneOutbound(ctx context.Context, before time.Time) (int64, error) {
	n, err := db.exec(ctx, `DELETE FROM outbound_messages WHERE sent_at < ? AND follow_up = ''`, before.Unix())
	return n, wrap("prune outbound messages", err)
}

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
