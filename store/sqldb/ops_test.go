package sqldb_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

func TestPrune(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)
		now := clock.Now()
		old, recent := now.Add(-100*24*time.Hour), now.Add(-24*time.Hour)

		for i := range 1500 { // more than one batch
			must(t, db.SaveTrace(ctx, memo.TurnTrace{ChatID: "c", At: old.Add(time.Duration(i) * time.Second), Source: "offline", Tool: "general.help"}))
		}
		must(t, db.SaveTrace(ctx, memo.TurnTrace{ChatID: "c", At: recent, Source: "offline", Tool: "general.help"}))
		for _, m := range []memo.SentMessage{{ChatID: "c", MessageID: "old", Kind: "reminder", SentAt: old}, {ChatID: "c", MessageID: "new", Kind: "reminder", SentAt: recent}} {
			must(t, db.SaveSentMessage(ctx, m))
		}
		ins := func(task string, fire time.Time, status string, digested bool) {
			t.Helper()
			var dig any
			if digested {
				dig = fire.Unix()
			}
			if _, err := raw(db).ExecContext(ctx, `INSERT INTO reminder_deliveries (task_id, fire_at, user_id, text, status, handled_at, digested_at)
				VALUES (?, ?, 'u', 'x', ?, ?, ?)`, task, fire.Unix(), status, fire.Unix(), dig); err != nil {
				t.Fatal(err)
			}
		}
		ins("t-old", old, "sent", false)
		ins("t-new", recent, "sent", false)
		ins("t-skipped-waiting", now.Add(-45*24*time.Hour), "skipped", false) // not listed by a digest yet: kept a while
		ins("t-skipped-listed", old, "skipped", true)
		ins("t-skipped-ancient", old.Add(-60*24*time.Hour), "skipped", false)
		must(t, db.SaveAPIReply(ctx, "u", "m-new", 200, []byte("{}")))
		clock.Advance(72 * time.Hour)
		must(t, db.SaveAPIReply(ctx, "u", "m-newer", 200, []byte("{}")))

		res, err := db.Prune(ctx, sqldb.Retention{Traces: 90 * 24 * time.Hour, SentMessages: 30 * 24 * time.Hour, Deliveries: 30 * 24 * time.Hour, APIReplies: 48 * time.Hour})
		must(t, err)
		want := sqldb.PruneResult{Traces: 1500, SentMessages: 1, Deliveries: 3, APIReplies: 1}
		if res != want {
			t.Fatalf("Prune = %+v, want %+v", res, want)
		}
		if n := count(t, db, `SELECT count(*) FROM turn_traces`); n != 1 {
			t.Errorf("%d traces left, want 1", n)
		}
		if _, ok, _ := db.FindSentMessage(ctx, "c", "new"); !ok {
			t.Error("recent sent message pruned")
		}
		if n := count(t, db, `SELECT count(*) FROM reminder_deliveries WHERE task_id IN ('t-new', 't-skipped-waiting')`); n != 2 {
			t.Errorf("%d of the kept deliveries left, want 2", n)
		}
		// Nothing left to prune: a second run deletes nothing.
		if res, err := db.Prune(ctx, sqldb.Retention{Traces: 90 * 24 * time.Hour, SentMessages: 30 * 24 * time.Hour, Deliveries: 30 * 24 * time.Hour, APIReplies: 48 * time.Hour}); err != nil || res != (sqldb.PruneResult{}) {
			t.Fatalf("second Prune = %+v, %v", res, err)
		}
	})
}

func TestFindTraces(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.pinned(t)
		at := start()
		for _, tr := range []memo.TurnTrace{
			{ChatID: "a", At: at, Source: "offline", Tool: "tasks.create", Success: true, Channel: "http", Outcome: "ok", Steps: []string{"tasks.create"}, Text: "remind me"},
			{ChatID: "b", At: at.Add(time.Second), Source: "model", Tool: "calendar.create", Success: true, Usage: memo.Usage{Calls: 1, PromptTokens: 900, CompletionTokens: 50, Latency: 800 * time.Millisecond}, Duration: time.Second},
			{ChatID: "a", At: at.Add(2 * time.Second), Source: "reply", Tool: "tasks.delete", Outcome: "asked", Text: strings.Repeat("א", sqldb.MaxTraceText+50), Duration: 300 * time.Microsecond},
		} {
			must(t, db.SaveTrace(ctx, tr))
		}
		got, err := db.FindTraces(ctx, sqldb.TraceFilter{Last: 2})
		if err != nil || len(got) != 2 || got[0].Source != "reply" || got[1].Source != "model" {
			t.Fatalf("FindTraces(last 2) = %+v, %v", got, err)
		}
		if got[1].Usage.PromptTokens != 900 || got[1].Usage.Latency != 800*time.Millisecond || got[1].Duration != time.Second {
			t.Errorf("usage read back wrong: %+v", got[1])
		}
		if got[0].Duration != time.Millisecond {
			t.Errorf("a turn of 300µs kept as %v, want 1ms (not unmeasured)", got[0].Duration)
		}
		if n := len([]rune(got[0].Text)); n != sqldb.MaxTraceText {
			t.Errorf("text kept %d characters, want %d", n, sqldb.MaxTraceText)
		}
		mine, err := db.FindTraces(ctx, sqldb.TraceFilter{ChatID: "a"})
		if err != nil || len(mine) != 2 || mine[1].Channel != "http" || mine[1].Outcome != "ok" || strings.Join(mine[1].Steps, ",") != "tasks.create" {
			t.Fatalf("FindTraces(chat a) = %+v, %v", mine, err)
		}
	})
}

func TestProbe(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		db := on.open(t, nil)
		must(t, db.Prober(0).Probe(t.Context()))
		db.Close()
		if err := db.Prober(0).Probe(t.Context()); err == nil {
			t.Fatal("Probe on a closed pool: ok")
		}
	})
}

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
			must(t, db.SaveTrace(ctx, tr))
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
