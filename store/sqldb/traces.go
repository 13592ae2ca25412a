package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

var (
	_ memo.TraceBatchStore    = (*DB)(nil)
	_ memo.TraceTextForgetter = (*DB)(nil)
)

// ForgetTraceText empties the message text of chatID's traces and returns
// how many rows it changed.
func (db *DB) ForgetTraceText(ctx context.Context, chatID string) (int64, error) {
	n, err := db.exec(ctx, `UPDATE turn_traces SET text = '' WHERE chat_id = ? AND text <> ''`, chatID)
	return n, wrap("forget the text of chat "+chatID+"'s traces", err)
}

// MaxTraceText is the longest message text a trace keeps, in characters
// (memo.MaxTraceText).
const MaxTraceText = memo.MaxTraceText

// SaveTrace stores one turn's trace. Durations are kept in milliseconds
// (a turn that took any time at all keeps at least 1 ms, so it never reads
// as unmeasured) and the time to the second; Text is cut to MaxTraceText
// characters. EInvalid when the chat id is empty.
func (db *DB) SaveTrace(ctx context.Context, t memo.TurnTrace) error {
	if err := db.SaveTraces(ctx, []memo.TurnTrace{t}); err != nil {
		return fmt.Errorf("save trace of chat %s: %w", t.ChatID, err)
	}
	return nil
}

// SaveTraces stores several turns' traces in one transaction, each as
// SaveTrace would: all or none. EInvalid, and nothing stored, when one has
// no chat id.
func (db *DB) SaveTraces(ctx context.Context, ts []memo.TurnTrace) error {
	for _, t := range ts {
		if t.ChatID == "" {
			return memo.Errorf(memo.EInvalid, "trace without a chat id")
		}
	}
	if len(ts) == 0 {
		return nil
	}
	err := db.inTx(ctx, func(tx *txn) error {
		for _, t := range ts {
			if _, err := tx.ExecContext(ctx, `INSERT INTO turn_traces
				(turn_id, chat_id, at, source, tool, success, calls, prompt_tokens, completion_tokens, model_latency_ms, duration_ms,
				 channel, outcome, steps, text)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				t.TurnID, t.ChatID, t.At.Unix(), t.Source, t.Tool, t.Success,
				t.Usage.Calls, t.Usage.PromptTokens, t.Usage.CompletionTokens,
				t.Usage.Latency.Milliseconds(), t.MillisKept(),
				t.Channel, t.Outcome, strings.Join(t.Steps, " "), t.TextKept()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("save %d traces: %w", len(ts), err)
	}
	return nil
}

// TraceFilter selects traces for FindTraces.
type TraceFilter struct {
	// Last is how many of the newest traces to return; 0 means 20.
	Last int
	// ChatID, when set, keeps only that chat's turns.
	ChatID string
}

// FindTraces returns the newest traces, newest first. Times are in UTC.
func (db *DB) FindTraces(ctx context.Context, f TraceFilter) ([]memo.TurnTrace, error) {
	if f.Last <= 0 {
		f.Last = 20
	}
	q := `SELECT turn_id, chat_id, at, source, tool, success, calls, prompt_tokens, completion_tokens,
		model_latency_ms, duration_ms, channel, outcome, steps, text FROM turn_traces`
	args := []any{}
	if f.ChatID != "" {
		q += ` WHERE chat_id = ?`
		args = append(args, f.ChatID)
	}
	q += ` ORDER BY at DESC, seq DESC LIMIT ?`
	args = append(args, f.Last)
	out, err := collect(ctx, db.db, func(rows *sql.Rows) (memo.TurnTrace, error) {
		var (
			t                 memo.TurnTrace
			at, latency, took int64
			steps             string
		)
		err := rows.Scan(&t.TurnID, &t.ChatID, &at, &t.Source, &t.Tool, &t.Success, &t.Usage.Calls,
			&t.Usage.PromptTokens, &t.Usage.CompletionTokens, &latency, &took, &t.Channel, &t.Outcome, &steps, &t.Text)
		t.At = unixTime(at)
		t.Usage.Latency = time.Duration(latency) * time.Millisecond
		t.Duration = time.Duration(took) * time.Millisecond
		t.Steps = strings.Fields(steps)
		return t, err
	}, q, args...)
	return out, wrap("find traces", err)
}

// Retention says how old rows may grow before Prune deletes them. A zero
// duration keeps that kind of row forever.
type Retention struct {
	// Traces: turn traces (default of memo serve: 90 days).
	Traces time.Duration
	// SentMessages: the record of messages the bot sent, used to match a
	// quoted reply (default 30 days).
	SentMessages time.Duration
	// Deliveries: reminder deliveries (the key that keeps a reminder from
	// being sent twice), and the claims on event reminders. A skipped
	// reminder no digest listed yet is kept another 30 days.
	Deliveries time.Duration
	// APIReplies: answers kept for retried /agent/chat requests (default
	// 48 hours, the dedupe window).
	APIReplies time.Duration
}

// PruneResult counts the rows Prune deleted, per table.
type PruneResult struct {
	Traces, SentMessages, Deliveries, Claims, APIReplies int64
}

// pruneBatch bounds one DELETE, so the write lock is never held for long
// and turns running meanwhile only wait milliseconds.
const pruneBatch = 1000

// Prune deletes the rows older than r allows, by the database's clock, in
// batches. It stops at ctx's end and returns what it deleted so far.
func (db *DB) Prune(ctx context.Context, r Retention) (PruneResult, error) {
	now := db.now()
	var res PruneResult
	cutoff := func(d time.Duration) int64 { return now.Add(-d).Unix() }
	// A job's statement takes the cutoff, a graced job's then the cutoff
	// of skipped reminders no digest listed, and the batch's size.
	type job struct {
		keep   time.Duration
		count  *int64
		sql    string
		graced bool
	}
	jobs := []job{
		{r.Traces, &res.Traces,
			`DELETE FROM turn_traces WHERE seq IN (SELECT seq FROM turn_traces WHERE at < ? LIMIT ?)`, false},
		{r.SentMessages, &res.SentMessages,
			`DELETE FROM sent_messages WHERE (chat_id, message_id) IN (
				SELECT chat_id, message_id FROM sent_messages WHERE sent_at < ? LIMIT ?)`, false},
		{r.Deliveries, &res.Deliveries,
			`DELETE FROM reminder_deliveries WHERE (fire_at, task_id) IN (
				SELECT fire_at, task_id FROM reminder_deliveries WHERE fire_at < ?
				AND (status != 'skipped' OR digested_at IS NOT NULL OR fire_at < ?) LIMIT ?)`, true},
		{r.Deliveries, &res.Claims,
			`DELETE FROM event_reminder_claims WHERE (fire_at, event_key) IN (
				SELECT fire_at, event_key FROM event_reminder_claims WHERE fire_at < ? LIMIT ?)`, false},
		{r.APIReplies, &res.APIReplies,
			`DELETE FROM api_replies WHERE (user_id, message_id) IN (
				SELECT user_id, message_id FROM api_replies WHERE created_at < ? LIMIT ?)`, false},
	}
	for _, j := range jobs {
		if j.keep <= 0 {
			continue
		}
		c := cutoff(j.keep)
		for {
			if err := ctx.Err(); err != nil {
				return res, fmt.Errorf("prune: %w", err)
			}
			args := []any{c, pruneBatch}
			if j.graced {
				args = []any{c, c - int64(30*24*time.Hour/time.Second), pruneBatch}
			}
			n, err := db.exec(ctx, j.sql, args...)
			if err != nil {
				return res, fmt.Errorf("prune: %w", err)
			}
			*j.count += n
			if n < pruneBatch {
				break
			}
		}
	}
	return res, nil
}
