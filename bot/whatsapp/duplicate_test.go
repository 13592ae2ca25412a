package whatsapp_test

import (
	"sync/atomic"
	"testing"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

// TestRedeliveriesAreCounted: a redelivery the Inbox drops itself, with
// or without a journal, never reaches the dispatcher's claim, so the
// Inbox tells OnDuplicate (memo_dedupe_hits_total).
func TestRedeliveriesAreCounted(t *testing.T) {
	t.Run("queue", func(t *testing.T) {
		var dups atomic.Int32
		b := &blocking{entered: make(chan string, 2), release: make(chan struct{})}
		h := newHarnessWith(t, harnessOpts{handler: b}, func(c *whatsapp.InboxConfig) { c.OnDuplicate = func() { dups.Add(1) } })
		h.inbox.HandleEvent(dm("T0", text("add eggs")))
		<-b.entered // T0 is in its turn; T1 waits behind it, in the Inbox
		h.inbox.HandleEvent(dm("T1", text("add milk")))
		h.inbox.HandleEvent(dm("T1", text("add milk")))
		close(b.release)
		h.wait()
		if n := dups.Load(); n != 1 {
			t.Errorf("OnDuplicate told %d times; want 1", n)
		}
	})
	eachStore(t, func(t *testing.T, open func() journalDB) {
		var dups atomic.Int32
		h := newHarnessWith(t, harnessOpts{journal: open()}, func(c *whatsapp.InboxConfig) { c.OnDuplicate = func() { dups.Add(1) } })
		h.inbox.HandleEvent(from(alicePN, "T1", "add milk"))
		h.wait()
		for range 3 {
			h.inbox.HandleEvent(from(alicePN, "T1", "add milk"))
		}
		h.wait()
		if n := dups.Load(); n != 3 {
			t.Errorf("OnDuplicate told %d times for 3 redeliveries the journal dropped; want 3", n)
		}
	})
}
