package sqldb_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
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

		stored, err := db.FindTraces(ctx, sqldb.TraceFilter{ChatID: "c1"})
		must(t, err)
		var got []string
		for _, tr := range slices.Backward(stored) { // oldest first
			got = append(got, fmt.Sprintf("%s %s %s %s %v %d %d %d %v %v", tr.TurnID, tr.At.Format(time.RFC3339), tr.Source, tr.Tool,
				tr.Success, tr.Usage.Calls, tr.Usage.PromptTokens, tr.Usage.CompletionTokens, tr.Usage.Latency, tr.Duration))
		}
		want := []string{
			"t1 2030-03-14T09:30:15Z model tasks.create true 1 812 41 1.234s 1.3s",
			" 2030-03-14T09:31:15Z reply tasks.delete false 0 0 0 0s 0s",
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
