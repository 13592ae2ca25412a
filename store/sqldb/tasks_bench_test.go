package sqldb_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// benchTasks opens a store holding n tasks of user u (the loadtest's: a
// tenth of them due in the coming days, one in 1,000 "call mom").
func benchTasks(b *testing.B, on backend, n int) *sqldb.DB {
	b.Helper()
	db := on.open(b, memo.SystemClock{})
	ctx := context.Background()
	_, err := db.EnsureUser(ctx, "u", "Asia/Jerusalem", memo.English)
	must(b, err)
	base := time.Now().Add(24 * time.Hour)
	for i := range n {
		d := memo.TaskDraft{Text: fmt.Sprintf("errand %d pick up parcel %d", i, i*7919%10007)}
		if i%1000 == 0 {
			d.Text = "call mom" // what the name looked up finds
		}
		if i%10 == 0 {
			due := base.Add(time.Duration(i) * time.Hour)
			d.DueDate = &due
		}
		_, err := db.CreateTask(ctx, "u", "", d)
		must(b, err)
	}
	return db
}

// BenchmarkTasksAtScale measures the task reads and writes of a turn with
// 10 and with 10,000 tasks: each should cost about the same.
func BenchmarkTasksAtScale(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		for _, n := range []int{10, 10000} {
			db := benchTasks(b, on, n)
			ctx := context.Background()
			now := time.Now()
			// Last: it adds tasks.
			defer b.Run(fmt.Sprintf("create/%d", n), func(b *testing.B) {
				for b.Loop() {
					_, err := db.CreateTask(ctx, "u", "", memo.TaskDraft{Text: "errand pick up parcel"})
					must(b, err)
				}
			})
			b.Run(fmt.Sprintf("named/%d", n), func(b *testing.B) {
				for b.Loop() {
					_, err := db.FindTasksNamed(ctx, "u", []string{"call"})
					must(b, err)
				}
			})
			b.Run(fmt.Sprintf("page/%d", n), func(b *testing.B) {
				q := memo.TaskPageQuery{Limit: memo.ListingPage, Now: now, Tomorrow: now.Add(24 * time.Hour), DayAfter: now.Add(48 * time.Hour)}
				for b.Loop() {
					_, err := db.FindTaskPage(ctx, "u", memo.TaskFilter{}, q)
					must(b, err)
				}
			})
		}
	})
}
