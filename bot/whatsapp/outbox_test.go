package whatsapp_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/storetest"
)

// sentStore is a fake whatsapp.SentStore.
type sentStore struct {
	mu   sync.Mutex
	msgs []memo.SentMessage
}

func (s *sentStore) SaveSentMessage(_ context.Context, m memo.SentMessage) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.msgs = append(s.msgs, m)
	return nil
}

func newOutbox(s *sender, store *sentStore, maxChunk int) *whatsapp.Outbox {
	g := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: s, PerChat: 1000, PerChatBurst: 10, MaxChunk: maxChunk, RetryDelay: time.Millisecond})
	return whatsapp.NewOutbox(whatsapp.OutboxConfig{Governor: g, Sent: store, Clock: storetest.NewClock(when)})
}

func TestOutboxNotify(t *testing.T) {
	s, store := &sender{}, &sentStore{}
	o := newOutbox(s, store, 12)
	id, err := o.Notify(t.Context(), reminder.Notification{
		ChatID: "+972501234567", Lang: memo.English, Kind: "reminder",
		Text:  "⏰ call Dana\n⏰ pay rent",
		Tasks: []memo.Task{{ID: "t1"}, {ID: "t2"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	sends := s.Sent()
	if id != "S1" || len(sends) != 2 || sends[0].To != alicePN {
		t.Fatalf("id %q, sends %v; want S1 and two messages to %s", id, sends, alicePN)
	}
	want := []memo.SentMessage{
		{ChatID: "+972501234567", MessageID: "S1", Kind: "reminder", TaskIDs: []string{"t1", "t2"}, SentAt: when},
		{ChatID: "+972501234567", MessageID: "S2", Kind: "reminder", TaskIDs: []string{"t1", "t2"}, SentAt: when},
	}
	if !equalSent(store.msgs, want) {
		t.Errorf("recorded %+v; want %+v", store.msgs, want)
	}
}

func TestOutboxNotifyFails(t *testing.T) {
	tests := []struct {
		name string
		chat string
		fail error
	}{
		{name: "bad chat id", chat: "dana"},
		{name: "send fails", chat: "+972501234567", fail: errors.New("not logged in")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &sender{SendFunc: func(int, types.JID, *waE2E.Message) error { return tt.fail }}
			store := &sentStore{}
			if _, err := newOutbox(s, store, 0).Notify(t.Context(), reminder.Notification{ChatID: tt.chat, Text: "hi"}); err == nil {
				t.Error("Notify succeeded; want an error so the scheduler retries")
			}
			if len(store.msgs) != 0 {
				t.Errorf("recorded %v for a failed send", store.msgs)
			}
		})
	}
}

func TestOutboxDeliver(t *testing.T) {
	task := memo.Task{ID: "t9", Text: "buy milk"}
	res := memo.NewResult(memo.CapTasks, memo.OpTaskCreate, []memo.Item{task})
	tests := []struct {
		name  string
		in    memo.Inbound
		reply memo.Reply
		sends int
		saved []memo.SentMessage
	}{
		{
			name:  "reply with tasks is recorded with them",
			in:    memo.Inbound{ChatID: "+972501234567", MessageID: "M1", Text: "add milk"},
			reply: memo.Reply{ChatID: "+972501234567", Text: "Added: buy milk", Result: &res},
			sends: 1,
			saved: []memo.SentMessage{{ChatID: "+972501234567", MessageID: "S1", Kind: "reply", TaskIDs: []string{"t9"}, SentAt: when}},
		},
		{name: "empty reply sends nothing", in: memo.Inbound{ChatID: "+972501234567"}, reply: memo.Reply{ChatID: "+972501234567"}},
		{name: "duplicate sends nothing", in: memo.Inbound{ChatID: "+972501234567"}, reply: memo.Reply{ChatID: "+972501234567", Text: "x", Duplicate: true}},
		{name: "bad chat id sends nothing", in: memo.Inbound{ChatID: "me"}, reply: memo.Reply{ChatID: "me", Text: "hello"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, store := &sender{}, &sentStore{}
			newOutbox(s, store, 0).Deliver(t.Context(), tt.in, tt.reply)
			if len(s.Sent()) != tt.sends {
				t.Errorf("sent %d; want %d", len(s.Sent()), tt.sends)
			}
			if !equalSent(store.msgs, tt.saved) {
				t.Errorf("recorded %+v; want %+v", store.msgs, tt.saved)
			}
		})
	}
}

func equalSent(a, b []memo.SentMessage) bool {
	return slices.EqualFunc(a, b, func(x, y memo.SentMessage) bool {
		return x.ChatID == y.ChatID && x.MessageID == y.MessageID && x.Kind == y.Kind &&
			slices.Equal(x.TaskIDs, y.TaskIDs) && x.SentAt.Equal(y.SentAt)
	})
}

func TestChatIDs(t *testing.T) {
	tests := []struct {
		id   string
		jid  types.JID
		fail bool
	}{
		{id: "+972501234567", jid: alicePN},
		{id: "+972 50-123-4567", jid: alicePN},
		{id: group.String(), jid: group},
		{id: aliceLID.String(), jid: aliceLID},
		{id: "972501234567@s.whatsapp.net", jid: alicePN},
		{id: "me", fail: true},
		{id: "+12", fail: true},
		{id: "+0501234567", fail: true},
		{id: "status@broadcast", fail: true},
		{id: "abc@s.whatsapp.net", fail: true},
		{id: "1@newsletter", fail: true},
	}
	for _, tt := range tests {
		jid, err := whatsapp.ChatJID(tt.id)
		if (err != nil) != tt.fail || !tt.fail && jid != tt.jid {
			t.Errorf("ChatJID(%q) = %v, %v; want %v (error %v)", tt.id, jid, err, tt.jid, tt.fail)
		}
		if tt.fail && !errors.Is(err, whatsapp.ErrBadChatID) {
			t.Errorf("ChatJID(%q) error %v; want ErrBadChatID", tt.id, err)
		}
	}
	if got := whatsapp.ChatID(types.JID{User: "972501234567", Device: 12, Server: types.DefaultUserServer}); got != "+972501234567" {
		t.Errorf("ChatID of a device JID = %q", got)
	}
}

func TestParseNumbers(t *testing.T) {
	got, err := whatsapp.ParseNumbers("+972 50-123-4567, +1 (202) 555-0123;")
	if err != nil || !slices.Equal(got, []string{"972501234567", "12025550123"}) {
		t.Errorf("ParseNumbers = %v, %v", got, err)
	}
	if _, err := whatsapp.ParseNumbers("+972501234567, dana"); err == nil {
		t.Error("ParseNumbers accepted a name")
	}
	if got, err := whatsapp.ParseNumbers(" "); err != nil || len(got) != 0 {
		t.Errorf("ParseNumbers(blank) = %v, %v; want none", got, err)
	}
}

// TestOutboxQuietReplySendsNothing: a turn that stays quiet (a reaction
// to something else) replies with no text, or only spaces, and nothing
// is sent, nor recorded, in a direct chat or a group.
func TestOutboxQuietReplySendsNothing(t *testing.T) {
	s, store := &sender{}, &sentStore{}
	o := newOutbox(s, store, 0)
	for _, chat := range []string{"+972501234567", whatsapp.MemberChatID(group, alicePN)} {
		for _, text := range []string{"", " ", "\n\n", " \t\n"} {
			in := memo.Inbound{ChatID: chat, UserID: "+972501234567", MessageID: "R1", Channel: whatsapp.ChannelName,
				Shared: memo.Shared{Reaction: &memo.Reaction{MessageID: "OTHER", Emoji: "😂"}}}
			o.Deliver(t.Context(), in, memo.Reply{ChatID: chat, Text: text, Success: true})
		}
	}
	s.mu.Lock()
	tried := s.attempts
	s.mu.Unlock()
	if n := len(s.Sent()); n != 0 || tried != 0 || len(store.msgs) != 0 {
		t.Errorf("sent %d (%d attempts), recorded %d; want nothing", n, tried, len(store.msgs))
	}
}
