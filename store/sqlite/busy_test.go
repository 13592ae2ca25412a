package sqlite_test

import (
	"database/sql"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/storetest"
	_ "modernc.org/sqlite"
)

// TestBusyIsWaitedOut holds the write lock from a second connection (as
// another process on the same file would) and checks that a write waits
// for it, up to the busy timeout, instead of failing with SQLITE_BUSY.
func TestBusyIsWaitedOut(t *testing.T) {
	db := mustOpen(t, storetest.NewClock(start()))
	_, err := db.EnsureUser(t.Context(), "u1", "Asia/Jerusalem", memo.Hebrew)
	must(t, err)
	other, err := sql.Open("sqlite", "file:"+db.Path()+"?_pragma=busy_timeout(5000)")
	must(t, err)
	defer other.Close()
	conn, err := other.Conn(t.Context())
	must(t, err)
	defer conn.Close()
	_, err = conn.ExecContext(t.Context(), "BEGIN IMMEDIATE")
	must(t, err)
	const hold = 300 * time.Millisecond
	released := make(chan error, 1)
	go func() {
		time.Sleep(hold)
		_, err := conn.ExecContext(t.Context(), "COMMIT")
		released <- err
	}()
	start := time.Now()
	task, err := db.CreateTask(t.Context(), "u1", "busy-1", memo.TaskDraft{Text: "written while locked"})
	if err != nil {
		t.Fatalf("CreateTask while another connection held the write lock: %v", err)
	}
	must(t, <-released)
	if waited := time.Since(start); waited < hold/2 {
		t.Errorf("the write did not wait for the lock (%v): it was not held", waited)
	}
	tasks, err := db.FindTasks(t.Context(), "u1", memo.TaskFilter{})
	if err != nil || len(tasks) != 1 || tasks[0].ID != task.ID {
		t.Fatalf("after the wait: %+v, %v; want the one task", tasks, err)
	}
}
