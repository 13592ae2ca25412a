package whatsapp_test

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// journalDB is Memo's store as the journal tests use it.
type journalDB interface {
	whatsapp.Journal
	SQL() *sql.DB
}

// eachStore runs f on a SQLite file and on a PostgreSQL schema; open
// opens the same database again each time it is called, as a new process
// would.
func eachStore(t *testing.T, f func(t *testing.T, open func() journalDB)) {
	t.Run("sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "memo.db")
		f(t, func() journalDB { return openSQLite(t, path) })
	})
	t.Run("postgres", func(t *testing.T) {
		url := pgtest.URL(t)
		f(t, func() journalDB {
			db, err := postgres.Open(t.Context(), url, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			return db
		})
	})
}

func openSQLite(t *testing.T, path string) *sqldb.DB {
	t.Helper()
	db, err := sqlite.Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// states are the journal's states of the WhatsApp channel's messages, by
// message id.
func states(t *testing.T, db journalDB) map[string]string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT message_id, state FROM inbox WHERE channel = 'whatsapp'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var id, st string
		if err := rows.Scan(&id, &st); err != nil {
			t.Fatal(err)
		}
		out[id] = st
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// repliesTo are the texts sent to each chat, in order, "echo: " cut.
func repliesTo(ss []sent) map[string][]string {
	out := map[string][]string{}
	for _, s := range ss {
		out[s.To.User] = append(out[s.To.User], strings.TrimPrefix(s.Text(), "echo: "))
	}
	return out
}

// queueFifty hands h 25 messages from each of alice and bob, interleaved,
// and checks each was acknowledged.
func queueFifty(t *testing.T, h *harness) {
	t.Helper()
	for i := range 25 {
		for _, who := range []types.JID{alicePN, bobPN} {
			if !h.inbox.HandleEvent(from(who, fmt.Sprintf("%s-%02d", who.User, i), fmt.Sprintf("note %02d", i))) {
				t.Fatalf("message %d of %s not acknowledged", i, who.User)
			}
		}
	}
}

// checkFifty checks that sent holds 25 replies for each of alice and bob,
// in the order sent, and that each message is done in the journal.
func checkFifty(t *testing.T, sent []sent, db journalDB) {
	t.Helper()
	got := repliesTo(sent)
	st := states(t, db)
	for _, who := range []types.JID{alicePN, bobPN} {
		want := make([]string, 25)
		for i := range want {
			want[i] = fmt.Sprintf("note %02d", i)
			if s := st[fmt.Sprintf("%s-%02d", who.User, i)]; s != "done" {
				t.Errorf("message %d of %s is %q in the journal, want done", i, who.User, s)
			}
		}
		if !slices.Equal(got[who.User], want) {
			t.Errorf("%s got %d replies %v; want %v (each once, in the order sent)", who.User, len(got[who.User]), got[who.User], want)
		}
	}
}

// TestJournalRestartAnswersEveryQueuedMessage journals 50 messages of two
// chats that the process acknowledged but never ran (its dispatcher was
// stopped, as a process killed with them queued), then starts a new Inbox
// and dispatcher on the same database: Recover queues them before the
// connection brings a new message, and each is answered once, in its
// chat's order, after the link is up, and marked done.
func TestJournalRestartAnswersEveryQueuedMessage(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() journalDB) {
		first := newHarnessWith(t, harnessOpts{journal: open()}, nil)
		if err := first.d.Shutdown(t.Context()); err != nil {
			t.Fatal(err)
		}
		queueFifty(t, first)
		if n := len(first.run.Inbounds()) + len(first.send.Sent()); n != 0 {
			t.Fatalf("the stopped process ran or sent %d", n)
		}

		db := open()
		second := newHarnessWith(t, harnessOpts{journal: db}, nil)
		second.inbox.Recover(t.Context())
		if n := len(second.run.Inbounds()); n != 0 {
			t.Fatalf("%d turns ran before the link was up; their replies would be lost", n)
		}
		// WhatsApp delivers a new message once connected.
		if !second.inbox.HandleEvent(from(alicePN, "new-1", "after the restart")) {
			t.Fatal("new message not acknowledged")
		}
		second.inbox.HandleEvent(&events.Connected{})
		second.wait()
		out := second.send.Sent()
		last := repliesTo(out)[alicePN.User]
		if len(last) == 0 || last[len(last)-1] != "after the restart" {
			t.Errorf("alice's replies end %v; want the new message answered after the 25 left by the restart", last)
		}
		var replayed []sent
		for _, s := range out {
			if s.Text() != "echo: after the restart" {
				replayed = append(replayed, s)
			}
		}
		checkFifty(t, replayed, db)
		if n := second.claimed(); n != 1 {
			t.Errorf("the new process claimed %d ids; want 1 (the new message: replays are requeued, not claimed again)", n)
		}
	})
}

// TestJournalRedeliveryAfterDoneNotRunAgain answers a message, then gets
// it again from WhatsApp, in the same process and in a new one on the
// same database (its receipt lost in a crash): no second turn, no second
// reply, and nothing for Recover.
func TestJournalRedeliveryAfterDoneNotRunAgain(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() journalDB) {
		db := open()
		first := newHarnessWith(t, harnessOpts{journal: db}, nil)
		first.inbox.HandleEvent(from(alicePN, "T1", "add milk"))
		first.wait()
		if got := states(t, db)["T1"]; got != "done" {
			t.Fatalf("answered message is %q in the journal, want done", got)
		}
		// The same process drops it before any claim: the journal tells.
		if !first.inbox.HandleEvent(from(alicePN, "T1", "add milk")) {
			t.Error("a redelivery was not acknowledged; WhatsApp would send it forever")
		}
		if n := first.claimed(); n != 1 {
			t.Errorf("first process claimed %d ids; want 1", n)
		}
		second := newHarnessWith(t, harnessOpts{journal: open()}, nil)
		second.inbox.Recover(t.Context())
		second.inbox.HandleEvent(&events.Connected{})
		for range 3 {
			if !second.inbox.HandleEvent(from(alicePN, "T1", "add milk")) {
				t.Error("a redelivery was not acknowledged; WhatsApp would send it forever")
			}
		}
		second.wait()
		if n := len(first.send.Sent()); n != 1 {
			t.Errorf("first process sent %d replies; want 1", n)
		}
		if n := len(second.run.Inbounds()) + len(second.send.Sent()); n != 0 {
			t.Errorf("the redelivery ran or was answered %d times; want never", n)
		}
		if n := second.claimed(); n != 0 {
			t.Errorf("the redelivery was claimed %d times; want 0 (dropped by the journal first)", n)
		}
	})
}

// blocking is a turn runner whose turns for a chat block until release is
// closed, and then fail.
type blocking struct {
	entered chan string
	release chan struct{}
}

func (b *blocking) Handle(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
	b.entered <- in.MessageID
	<-b.release
	return memo.Reply{}, fmt.Errorf("abandoned")
}

// TestJournalStartedTurnNotRunAgain abandons a process in the middle of a
// turn, with two more messages of the chat queued behind it, and starts a
// new one on the same database. As the Cloud API channel does, the turn
// cut short is not run again (it may have done things), the chat is told
// once, when the link is up, and the messages queued behind it are
// answered in order.
func TestJournalStartedTurnNotRunAgain(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() journalDB) {
		b := &blocking{entered: make(chan string, 1), release: make(chan struct{})}
		first := newHarnessWith(t, harnessOpts{journal: open(), handler: b}, nil)
		t.Cleanup(func() { close(b.release) }) // runs before first's own cleanup
		for i, s := range []string{"add milk", "add eggs", "add bread"} {
			first.inbox.HandleEvent(from(alicePN, fmt.Sprintf("M%d", i), s))
		}
		if id := <-b.entered; id != "M0" {
			t.Fatalf("first turn is %s, want M0", id)
		}

		db := open()
		if st := states(t, db); st["M0"] != "started" || st["M1"] != "queued" || st["M2"] != "queued" {
			t.Fatalf("journal before the restart %v; want M0 started, M1 and M2 queued", st)
		}
		second := newHarnessWith(t, harnessOpts{journal: db}, nil)
		second.inbox.Recover(t.Context())
		second.inbox.Recover(t.Context()) // a second Recover tells no one again
		second.inbox.HandleEvent(&events.Connected{})
		second.wait()
		var ran []string
		for _, in := range second.run.Inbounds() {
			ran = append(ran, in.MessageID)
		}
		if !slices.Equal(ran, []string{"M1", "M2"}) {
			t.Errorf("turns after the restart %v; want M1, M2 (M0 not run again)", ran)
		}
		var replies []string
		told := 0
		for _, s := range second.send.Sent() {
			if s.Text() == "Sorry, I was restarted while handling your last message. Please check, and send it again if needed." {
				told++
			} else {
				replies = append(replies, s.Text())
			}
		}
		if told != 1 {
			t.Errorf("the chat was told of the cut turn %d times; want once", told)
		}
		if want := []string{"echo: add eggs", "echo: add bread"}; !slices.Equal(replies, want) {
			t.Errorf("replies %q; want %q", replies, want)
		}
		if st := states(t, db); st["M0"] != "interrupted" || st["M1"] != "done" || st["M2"] != "done" {
			t.Errorf("journal after the restart %v; want M0 interrupted, M1 and M2 done", st)
		}
	})
}

// TestJournalStoreFailureLeavesMessageForRedelivery: a message the journal
// could not store is not acknowledged (WhatsApp delivers it again) and
// not claimed or run.
func TestJournalStoreFailureLeavesMessageForRedelivery(t *testing.T) {
	db := openSQLite(t, filepath.Join(t.TempDir(), "memo.db"))
	h := newHarnessWith(t, harnessOpts{journal: db}, nil)
	db.Close()
	if h.inbox.HandleEvent(from(alicePN, "T1", "add milk")) {
		t.Error("a message the journal did not store was acknowledged; it would be lost")
	}
	h.wait()
	if n := h.claimed() + len(h.run.Inbounds()); n != 0 {
		t.Errorf("an unstored message was claimed or run (%d)", n)
	}
}

// TestJournalClosedDispatcherStillAcknowledges: with a journal, a message
// the stopping dispatcher refused is stored, so it is acknowledged and
// left for the next start rather than for WhatsApp.
func TestJournalClosedDispatcherStillAcknowledges(t *testing.T) {
	db := openSQLite(t, filepath.Join(t.TempDir(), "memo.db"))
	h := newHarnessWith(t, harnessOpts{journal: db}, nil)
	h.wait()
	if !h.inbox.HandleEvent(from(alicePN, "T2", "add eggs")) {
		t.Error("a journaled message was not acknowledged")
	}
	if got := states(t, db)["T2"]; got != "queued" {
		t.Errorf("journal state %q, want queued (for the next start)", got)
	}
}

// childEnv names the database of TestJournalKillNineWithFiftyQueued's
// child process.
const childEnv = "MEMO_WA_JOURNAL_CHILD"

// TestJournalKillNineWithFiftyQueued runs the channel in a process of its
// own (this test binary again) on a SQLite file: it acknowledges 50
// messages of two chats whose turns are held back, and is killed with
// SIGKILL. A new Inbox and dispatcher on the file answer all 50 once, in
// each chat's order, and mark them done.
func TestJournalKillNineWithFiftyQueued(t *testing.T) {
	if path := os.Getenv(childEnv); path != "" {
		journalChild(t, path)
		return
	}
	path := filepath.Join(t.TempDir(), "memo.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestJournalKillNineWithFiftyQueued$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+path)
	stdin, err := cmd.StdinPipe() // open until the child is killed
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	ready := false
	for !ready && sc.Scan() {
		ready = sc.Text() == "acknowledged 50"
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	if !ready {
		t.Fatalf("the child did not acknowledge the messages: %v\n%s", err, stderr.String())
	}
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("child ended with %v, want killed by SIGKILL", cmd.ProcessState)
	}

	db := openSQLite(t, path)
	st := states(t, db)
	if len(st) != 50 {
		t.Fatalf("journal holds %d messages after the kill, want 50", len(st))
	}
	for id, s := range st {
		if s != "queued" {
			t.Fatalf("message %s is %q after the kill, want queued (its turn never began)", id, s)
		}
	}
	h := newHarnessWith(t, harnessOpts{journal: db}, nil)
	h.inbox.Recover(t.Context())
	h.inbox.HandleEvent(&events.Connected{})
	h.wait()
	checkFifty(t, h.send.Sent(), db)
}

// journalChild is the process TestJournalKillNineWithFiftyQueued kills:
// its turns wait for a release that never comes, so the 50 messages it
// acknowledges stay queued.
func journalChild(t *testing.T, path string) {
	db, err := sqlite.Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	hold := make(chan struct{})
	h := newHarnessWith(t, harnessOpts{journal: db, outer: func(next bot.Handler) bot.Handler {
		return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
			<-hold
			return next.Handle(ctx, in)
		})
	}}, nil)
	queueFifty(t, h)
	fmt.Println("acknowledged 50")
	io.Copy(io.Discard, os.Stdin) // until killed
	t.Fatal("the parent went away before killing this process")
}

// stalled is a memo.Deduper that does not answer until ctx ends, as Redis
// when it hangs.
type stalled struct{}

func (stalled) Claim(ctx context.Context, _ string, _ time.Duration) (bool, error) {
	<-ctx.Done()
	return false, ctx.Err()
}

// TestJournalClaimStallStillAnswered: when the dispatcher's claim does not
// answer in time, a journaled message is queued without it (the journal
// already told it from a redelivery) and answered now, not at the next
// start.
func TestJournalClaimStallStillAnswered(t *testing.T) {
	db := openSQLite(t, filepath.Join(t.TempDir(), "memo.db"))
	h := newHarnessWith(t, harnessOpts{journal: db, dedupe: stalled{}}, func(c *whatsapp.InboxConfig) {
		c.SubmitTimeout = time.Millisecond
	})
	if !h.inbox.HandleEvent(from(alicePN, "T1", "add milk")) {
		t.Fatal("journaled message not acknowledged")
	}
	h.inbox.HandleEvent(from(alicePN, "T1", "add milk")) // a redelivery
	h.wait()
	if got := repliesTo(h.send.Sent())[alicePN.User]; !slices.Equal(got, []string{"add milk"}) {
		t.Errorf("replies %q; want one, now", got)
	}
	if got := states(t, db)["T1"]; got != "done" {
		t.Errorf("journal state %q, want done", got)
	}
}

// TestJournalRunPrunesOldEntries: Run deletes journaled messages last
// changed more than a week ago, and keeps newer ones.
func TestJournalRunPrunesOldEntries(t *testing.T) {
	clock := storetest.NewClock(time.Now())
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	withClock := func(c *whatsapp.InboxConfig) { c.Clock = clock }
	first := newHarnessWith(t, harnessOpts{journal: db}, withClock)
	first.inbox.HandleEvent(from(alicePN, "OLD", "add milk"))
	first.wait()
	clock.Advance(8 * 24 * time.Hour)
	second := newHarnessWith(t, harnessOpts{journal: db}, withClock)
	second.inbox.HandleEvent(from(alicePN, "NEW", "add eggs"))
	second.wait() // Run pruned when it began
	if st := states(t, db); st["OLD"] != "" || st["NEW"] != "done" {
		t.Errorf("journal after pruning %v; want OLD gone and NEW done", st)
	}
}

// TestJournalReplaysWaitForTheLink: the turns Recover queued do not run
// while the link is down (their replies would be lost); when the process
// stops before it came up they give up at once and stay journaled for the
// next start.
func TestJournalReplaysWaitForTheLink(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memo.db")
	open := func() journalDB { return openSQLite(t, path) }
	first := newHarnessWith(t, harnessOpts{journal: open()}, nil)
	first.wait()
	first.inbox.HandleEvent(from(alicePN, "T1", "add milk"))
	first.inbox.HandleEvent(from(bobPN, "T2", "add eggs"))

	db := open()
	second := newHarnessWith(t, harnessOpts{journal: db}, nil)
	second.inbox.Recover(t.Context())
	second.inbox.Stopping()
	second.wait() // does not wait for the link: wait fails the test after 10 s
	if n := len(second.run.Inbounds()) + len(second.send.Sent()); n != 0 {
		t.Errorf("%d turns or sends without the link", n)
	}
	if st := states(t, db); st["T1"] != "queued" || st["T2"] != "queued" {
		t.Errorf("journal %v; want both still queued for the next start", st)
	}
}
