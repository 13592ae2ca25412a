package main

import (
	"context"
	"encoding/json"
	"flag"
	"io"
	"path/filepath"
	"testing"
)

// FuzzJSONLine runs arbitrary input lines of memo chat --jsonl through a
// real Memo (SQLite in a temporary file, the offline planner): whatever
// the line, the answer is one JSON object with a summary, and nothing
// panics.
func FuzzJSONLine(f *testing.F) {
	for _, s := range []string{
		`{"text": "remind me tomorrow at 9 to call mom"}`,
		`{"text": "show my tasks", "user": "972501234567", "message_id": "m1"}`,
		`{"text": "delete call"}`,
		`{"text": "1"}`,
		`{"text": "מה יש לי מחר?", "quoted_message_id": "x", "quoted_text": "תזכורת"}`,
		`{"clock": "2026-01-21T10:00:30+02:00"}`,
		`{"clock": "yesterday"}`,
		`{"text": null}`,
		`{"text": 5}`,
		`{}`,
		`[1,2]`,
		`not json`,
		`{"text": "\u0000\ud800"}`,
		`{"text": "x", "user": ""}`,
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	env := map[string]string{"MEMO_DB": filepath.Join(dir, "memo.db")}
	getenv := func(k string) string { return env[k] }
	fs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
	flags := configFlags(fs)
	if err := fs.Parse([]string{"--now", "2026-01-20T09:00:00+02:00"}); err != nil {
		f.Fatal(err)
	}
	cfg, err := readConfig("chat", flags, getenv)
	if err != nil {
		f.Fatal(err)
	}
	ctx := context.Background()
	a, err := open(ctx, cfg, io.Discard)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { a.close() })
	conv := a.conversation()
	f.Cleanup(func() { conv.close(ctx) })
	f.Fuzz(func(t *testing.T, line string) {
		out := jsonlTurn(ctx, conv, a, "me", line)
		b, err := json.Marshal(out)
		if err != nil {
			t.Fatalf("%q: the answer does not encode: %v", line, err)
		}
		if out.Summary == "" && len(out.MessageIDs) == 0 && out.Tool == "" {
			t.Fatalf("%q: an empty answer %s", line, b)
		}
	})
}
