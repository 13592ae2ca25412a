package sqldb_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqldb"
)

// BenchmarkDueReminders measures the scheduler's storage work for one tick
// over 100,000 stored reminders of which 100 are due: read the due rows,
// look up their dedupe keys, record the deliveries and advance the tasks.
//
// The reminders fire 100 a minute for 1,000 minutes, the tasks of one
// minute spread over the whole table (as random task ids are). Each
// iteration is the next minute's tick: it handles that minute's 100 and
// moves them 1,000 minutes on, so every tick touches other rows and the
// deliveries table grows as in service.
func BenchmarkDueReminders(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		benchTick(b, on, (*sqldb.DB).DueReminders)
	})
}

// BenchmarkClaimDueReminders is BenchmarkDueReminders with the due rows
// claimed (FOR UPDATE SKIP LOCKED), as memo serve on PostgreSQL reads them.
func BenchmarkClaimDueReminders(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		benchTick(b, on, func(db *sqldb.DB, ctx context.Context, now time.Time, limit int) ([]memo.DueReminder, error) {
			return db.ClaimDueReminders(ctx, now, limit, now.Add(time.Minute))
		})
	})
}

func benchTick(b *testing.B, on backend, due func(db *sqldb.DB, ctx context.Context, now time.Time, limit int) ([]memo.DueReminder, error)) {
	const total, perTick = 100_000, 100
	const minutes = total / perTick
	ctx := b.Context()
	db := on.open(b, memo.SystemClock{})
	t0 := start().Truncate(time.Minute)
	_, err := raw(db).ExecContext(ctx, `
		WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
		INSERT INTO users (id, time_zone, created_at, next_digest_at)
		SELECT 'u' || i, 'Asia/Jerusalem', CAST(?1 AS BIGINT), CAST(?1 AS BIGINT) + 3600 + i FROM n`, t0.Unix())
	must(b, err)
	// Task i fires in minute i % minutes, at second i / minutes % 60.
	_, err = raw(db).ExecContext(ctx, `
		WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < CAST(?1 AS BIGINT) - 1)
		INSERT INTO tasks (id, user_id, text, due_at, created_at, next_fire_at)
		SELECT 't_' || i, 'u' || (i % 1000), 'task ' || i, f, CAST(?3 AS BIGINT) - 86400, f
		FROM (SELECT i, CAST(?3 AS BIGINT) + (i % CAST(?2 AS BIGINT)) * 60 + (i / CAST(?2 AS BIGINT)) % 60 AS f FROM n) AS s`,
		total, minutes, t0.Unix())
	must(b, err)
	_, err = db.SQL().ExecContext(ctx, "ANALYZE")
	must(b, err)
	tick := t0.Add(59 * time.Second)
	if got, err := db.DueReminders(ctx, tick, 2*perTick); err != nil || len(got) != perTick {
		b.Fatalf("DueReminders found %d, %v; want %d", len(got), err, perTick)
	}

	for b.Loop() {
		ds, err := due(db, ctx, tick, 2*perTick)
		if err != nil || len(ds) != perTick {
			b.Fatalf("DueReminders at %v = %d, %v", tick, len(ds), err)
		}
		keys := make([]memo.DeliveryKey, len(ds))
		for i, d := range ds {
			keys[i] = d.Key()
		}
		done, err := db.Delivered(ctx, keys)
		if err != nil || len(done) != 0 {
			b.Fatalf("Delivered = %d, %v", len(done), err)
		}
		deliveries := make([]memo.Delivery, len(ds))
		advances := make([]reminder.Advance, len(ds))
		for i, d := range ds {
			deliveries[i] = memo.Delivery{DeliveryKey: keys[i], UserID: d.UserID, Text: d.Task.Text,
				Status: memo.DeliverySent, MessageID: "m"}
			next := d.FireAt.Add(minutes * time.Minute)
			advances[i] = reminder.Advance{Key: keys[i], Next: &next}
		}
		must(b, db.RecordDeliveries(ctx, deliveries))
		must(b, db.AdvanceReminders(ctx, advances))
		tick = tick.Add(time.Minute)
	}
}

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
