package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

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
	if err != nil {
		return nil, fmt.Errorf("find traces: %w", err)
	}
	return out, nil
}
