package sqlite_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

func TestProbe(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memo.db")
	db, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Prober(0).Probe(ctx); err != nil {
		t.Fatalf("Probe on a good file: %v", err)
	}
	// The schema's pages come first; only pages past them are scribbled
	// over below, so the file still opens.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	schema := int(st.Size())
	if db, err = sqlite.Open(ctx, path, nil); err != nil {
		t.Fatal(err)
	}
	// Enough rows for the table to span many pages.
	for i := range 300 {
		if err := db.SaveTrace(ctx, memo.TurnTrace{ChatID: "c", At: start(), Source: "offline", Tool: "general.help", Text: strings.Repeat("x", 400) + string(rune('a'+i%26))}); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	// Scribble over the second half of the rows' pages: the header and
	// the schema stay, so the file still opens.
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := schema + (len(b)-schema)/2; i < len(b); i++ {
		b[i] = byte(i * 7)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err = sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer db.Close()
	err = db.Prober(time.Hour).Probe(ctx)
	if err == nil {
		t.Fatal("Probe on a corrupt file: ok")
	}
	t.Logf("probe: %v", err)
}
