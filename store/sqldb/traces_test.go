package sqldb_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func TestSaveTrace(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.pinned(t)
		at := time.Date(2030, time.March, 14, 11, 30, 15, 7e8, time.FixedZone("IST", 2*3600))
		traces := []memo.TurnTrace{
			{TurnID: "t1", ChatID: "c1", At: at, Source: "model", Tool: "tasks.create", Success: true,
				Usage:    memo.Usage{Calls: 1, PromptTokens: 812, CompletionTokens: 41, Latency: 1234567 * time.Microsecond},
				Duration: 1300 * time.Millisecond},
			{TurnID: "", ChatID: "c1", At: at.Add(time.Minute), Source: "reply", Tool: "tasks.delete", Success: false},
			{TurnID: "t3", ChatID: "c2", At: at, Source: "offline", Tool: "general.help", Success: true, Duration: 3 * time.Millisecond},
		}
		for _, tr := range traces {
			if err := db.SaveTrace(ctx, tr); err != nil {
				t.Fatalf("SaveTrace(%+v): %v", tr, err)
			}
		}
		wantCode(t, "SaveTrace without a chat", db.SaveTrace(ctx, memo.TurnTrace{TurnID: "x"}), memo.EInvalid)

		rows, err := raw(db).QueryContext(ctx, `SELECT turn_id, at, source, tool, success, calls, prompt_tokens,
			completion_tokens, model_latency_ms, duration_ms FROM turn_traces WHERE chat_id = ? ORDER BY at`, "c1")
		if err != nil {
			t.Fatalf("query: %v", err)
		}
		defer rows.Close()
		var got []string
		for rows.Next() {
			var turn, source, tool string
			var atUnix, calls, prompt, completion, latency, duration int64
			var ok bool
			if err := rows.Scan(&turn, &atUnix, &source, &tool, &ok, &calls, &prompt, &completion, &latency, &duration); err != nil {
				t.Fatalf("scan: %v", err)
			}
			got = append(got, strings.Join([]string{turn, time.Unix(atUnix, 0).UTC().Format(time.RFC3339), source, tool,
				map[bool]string{true: "ok", false: "failed"}[ok], itoa(calls), itoa(prompt), itoa(completion), itoa(latency), itoa(duration)}, " "))
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		want := []string{
			"t1 2030-03-14T09:30:15Z model tasks.create ok 1 812 41 1234 1300",
			" 2030-03-14T09:31:15Z reply tasks.delete failed 0 0 0 0 0",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("chat c1 traces:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}

		// Reading a chat's turns by time uses the (chat_id, at) index.
		if p := plan(t, db, `SELECT * FROM turn_traces WHERE chat_id = 'c1' AND at >= 0`); !strings.Contains(p, "turn_traces_chat_at") {
			t.Errorf("query plan %q does not use the (chat_id, at) index", p)
		}
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
