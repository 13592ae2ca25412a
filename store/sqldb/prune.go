package sqldb

import (
	"context"
	"fmt"
	"time"
)

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
	type job struct {
		keep  time.Duration
		count *int64
		sql   string
		args  func(c int64) []any
	}
	jobs := []job{
		{r.Traces, &res.Traces,
			`DELETE FROM turn_traces WHERE seq IN (SELECT seq FROM turn_traces WHERE at < ? LIMIT ?)`,
			func(c int64) []any { return []any{c, pruneBatch} }},
		{r.SentMessages, &res.SentMessages,
			`DELETE FROM sent_messages WHERE (chat_id, message_id) IN (
				SELECT chat_id, message_id FROM sent_messages WHERE sent_at < ? LIMIT ?)`,
			func(c int64) []any { return []any{c, pruneBatch} }},
		{r.Deliveries, &res.Deliveries,
			`DELETE FROM reminder_deliveries WHERE (fire_at, task_id) IN (
				SELECT fire_at, task_id FROM reminder_deliveries WHERE fire_at < ?
				AND (status != 'skipped' OR digested_at IS NOT NULL OR fire_at < ?) LIMIT ?)`,
			func(c int64) []any { return []any{c, c - int64(30*24*time.Hour/time.Second), pruneBatch} }},
		{r.Deliveries, &res.Claims,
			`DELETE FROM event_reminder_claims WHERE (fire_at, event_key) IN (
				SELECT fire_at, event_key FROM event_reminder_claims WHERE fire_at < ? LIMIT ?)`,
			func(c int64) []any { return []any{c, pruneBatch} }},
		{r.APIReplies, &res.APIReplies,
			`DELETE FROM api_replies WHERE (user_id, message_id) IN (
				SELECT user_id, message_id FROM api_replies WHERE created_at < ? LIMIT ?)`,
			func(c int64) []any { return []any{c, pruneBatch} }},
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
			out, err := db.db.ExecContext(ctx, j.sql, j.args(c)...)
			if err != nil {
				return res, fmt.Errorf("prune: %w", err)
			}
			n, err := out.RowsAffected()
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
