package postgres_test

import (
	"context"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
)

// TestServerGoneAndBack: when the server goes away mid-traffic, calls
// fail with an error (no hang, no panic) and the pool recovers by itself
// once the server is back, with nothing written half.
func TestServerGoneAndBack(t *testing.T) {
	proxy, url := pgtest.NewProxy(t, pgtest.URL(t))
	db, err := postgres.Open(t.Context(), url, nil)
	must(t, err)
	defer db.Close()
	ctx := t.Context()
	_, err = db.EnsureUser(ctx, "u1", "UTC", memo.English)
	must(t, err)
	_, err = db.CreateTask(ctx, "u1", "k1", memo.TaskDraft{Text: "before"})
	must(t, err)

	proxy.Cut()
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	_, err = db.CreateTask(cctx, "u1", "k2", memo.TaskDraft{Text: "during"})
	cancel()
	if err == nil {
		t.Fatal("CreateTask with the server gone: no error")
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error spans lines: %q", err)
	}
	t.Logf("with the server gone: %v", err)

	proxy.Restore()
	// The retried call (same key) creates the task once.
	task, err := db.CreateTask(ctx, "u1", "k2", memo.TaskDraft{Text: "during"})
	if err != nil {
		t.Fatalf("CreateTask after the server came back: %v", err)
	}
	ts, err := db.FindTasks(ctx, "u1", memo.TaskFilter{})
	if err != nil || len(ts) != 2 || ts[1].ID != task.ID && ts[0].ID != task.ID {
		t.Fatalf("tasks after recovery: %+v, %v; want before and during, once each", ts, err)
	}
}
