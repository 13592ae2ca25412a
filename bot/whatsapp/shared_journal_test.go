package whatsapp_test

import (
	"reflect"
	"testing"

	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo"
)

// TestJournalReplayKeepsShared: contact cards, a pin, a reaction and the
// forwarded mark of messages a restart left unanswered reach the turn of
// the next process as they would have reached the first.
func TestJournalReplayKeepsShared(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() journalDB) {
		first := newHarnessWith(t, harnessOpts{journal: open()}, nil)
		if err := first.d.Shutdown(t.Context()); err != nil {
			t.Fatal(err)
		}
		want := map[string]memo.Shared{}
		texts := map[string]string{}
		for _, e := range sharedEvents() {
			if e.want == nil || e.evt.Info.Chat == group {
				continue
			}
			if !first.inbox.HandleEvent(e.evt) {
				t.Fatalf("%s not acknowledged", e.name)
			}
			want[e.evt.Info.ID], texts[e.evt.Info.ID] = *e.want, e.text
		}
		if n := len(first.run.Inbounds()); n != 0 {
			t.Fatalf("the stopped process ran %d turns", n)
		}

		db := open()
		second := newHarnessWith(t, harnessOpts{journal: db}, nil)
		second.run.Reply = func(in memo.Inbound) memo.Reply { return memo.Reply{ChatID: in.ChatID, Success: true} }
		second.inbox.Recover(t.Context())
		second.inbox.HandleEvent(&events.Connected{})
		second.wait()
		got := second.run.Inbounds()
		if len(got) != len(want) {
			t.Fatalf("%d turns after the restart; want %d", len(got), len(want))
		}
		for _, in := range got {
			if !reflect.DeepEqual(in.Shared, want[in.MessageID]) || in.Text != texts[in.MessageID] {
				t.Errorf("%s replayed with %q sharing %+v; want %q sharing %+v", in.MessageID, in.Text, in.Shared, texts[in.MessageID], want[in.MessageID])
			}
		}
		if n := len(second.send.Sent()); n != 0 {
			t.Errorf("sent %d messages for turns that replied nothing", n)
		}
		st := states(t, db)
		for id := range want {
			if st[id] != "done" {
				t.Errorf("%s is %q in the journal after its quiet reply; want done", id, st[id])
			}
		}
	})
}
