package bot_test

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqlite"
)

// channel is a fake bot.Channel that records what it was given.
type channel struct {
	name string
	mu   sync.Mutex
	got  []string // "deliver:<chat>", "notify:<chat>", "text:<chat>"
}

var _ bot.Channel = (*channel)(nil)

func (c *channel) add(s string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.got = append(c.got, s)
}

func (c *channel) Deliver(_ context.Context, in memo.Inbound, _ memo.Reply) {
	c.add("deliver:" + in.ChatID)
}
func (c *channel) Notify(_ context.Context, n reminder.Notification) (string, error) {
	c.add("notify:" + n.ChatID)
	return c.name + "-id", nil
}
func (c *channel) SendText(_ context.Context, chat, _ string) ([]string, error) {
	c.add("text:" + chat)
	return []string{c.name + "-id"}, nil
}
func (c *channel) all() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.got)
}

// TestRouterSendsEachChatOnItsChannel: a reply goes back on the channel
// its message came on; a reminder or a text goes to the channel the chat
// last wrote on, remembered in SQLite across routers; a chat never seen
// goes to the default.
func TestRouterSendsEachChatOnItsChannel(t *testing.T) {
	ctx := t.Context()
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	wa, cloud := &channel{name: "whatsapp"}, &channel{name: "cloud"}
	r, err := bot.NewRouter(bot.RouterConfig{Channels: map[string]bot.Channel{"whatsapp": wa, "cloud": cloud}, Default: "whatsapp", Routes: db})
	if err != nil {
		t.Fatal(err)
	}
	h := r.Handler(bot.HandlerFunc(func(context.Context, memo.Inbound) (memo.Reply, error) { return memo.Reply{}, nil }))
	t0 := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	h.Handle(ctx, memo.Inbound{ChatID: "+1", Channel: "cloud", At: t0})
	h.Handle(ctx, memo.Inbound{ChatID: "+2", Channel: "whatsapp", At: t0})
	h.Handle(ctx, memo.Inbound{ChatID: "+2", Channel: "cloud", At: t0.Add(-time.Hour)}) // older: +2 stays on whatsapp

	r.Deliver(ctx, memo.Inbound{ChatID: "+2", Channel: "cloud"}, memo.Reply{Text: "x"}) // a reply follows its message
	if id, _ := r.Notify(ctx, reminder.Notification{ChatID: "+1"}); id != "cloud-id" {
		t.Errorf("reminder to +1 went out as %q; want on cloud", id)
	}
	r.Notify(ctx, reminder.Notification{ChatID: "+2"})
	r.SendText(ctx, "+3", "never wrote")

	// A new router (a restart) remembers.
	r2, _ := bot.NewRouter(bot.RouterConfig{Channels: map[string]bot.Channel{"whatsapp": wa, "cloud": cloud}, Default: "whatsapp", Routes: db})
	r2.SendText(ctx, "+1", "after restart")

	if got, want := cloud.all(), []string{"deliver:+2", "notify:+1", "text:+1"}; !slices.Equal(got, want) {
		t.Errorf("cloud got %q; want %q", got, want)
	}
	if got, want := wa.all(), []string{"notify:+2", "text:+3"}; !slices.Equal(got, want) {
		t.Errorf("whatsapp got %q; want %q", got, want)
	}
}

// TestExchangeBesideRouter: an HTTP request (through an Exchange) of a
// chat that writes on the Cloud API is answered where it waits, never on a
// channel, and leaves the chat's channel as it was: its reminders still go
// out on cloud.
func TestExchangeBesideRouter(t *testing.T) {
	ctx := t.Context()
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	wa, cloud := &channel{name: "whatsapp"}, &channel{name: "cloud"}
	r, err := bot.NewRouter(bot.RouterConfig{Channels: map[string]bot.Channel{"whatsapp": wa, "cloud": cloud}, Default: "whatsapp", Routes: db})
	if err != nil {
		t.Fatal(err)
	}
	x := bot.NewExchange("http")
	turn := bot.HandlerFunc(func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		return memo.Reply{ChatID: in.ChatID, Text: "re: " + in.Text, Success: true}, nil
	})
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: x.Handler(r.Handler(turn)), Deliver: x.Deliver(r.Deliver), Dedupe: &deduper{}})
	x.Bind(d)
	shutdown(t, d)

	t0 := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	if err := db.SeenChat(ctx, "+1", "cloud", t0); err != nil {
		t.Fatal(err)
	}
	ans, err := x.Ask(ctx, memo.Inbound{ChatID: "+1", MessageID: "api:1", Text: "hello", At: t0.Add(time.Hour)})
	if err != nil || ans.Reply.Text != "re: hello" {
		t.Fatalf("Ask = %+v, %v", ans, err)
	}
	if got := append(wa.all(), cloud.all()...); len(got) != 0 {
		t.Errorf("an HTTP reply went out on a channel: %q", got)
	}
	if name, ok, err := db.ChatChannel(ctx, "+1"); err != nil || !ok || name != "cloud" {
		t.Errorf("the chat's channel after an HTTP request = %q, %v, %v; want cloud", name, ok, err)
	}
	if id, _ := r.Notify(ctx, reminder.Notification{ChatID: "+1"}); id != "cloud-id" {
		t.Errorf("reminder went out as %q; want on cloud", id)
	}
}

func TestRouterConfig(t *testing.T) {
	one := &channel{name: "cloud"}
	r, err := bot.NewRouter(bot.RouterConfig{Channels: map[string]bot.Channel{"cloud": one}})
	if err != nil {
		t.Fatalf("one channel, no default: %v", err)
	}
	r.Deliver(t.Context(), memo.Inbound{ChatID: "+1"}, memo.Reply{})
	if got := one.all(); len(got) != 1 {
		t.Errorf("the only channel got %q", got)
	}
	if _, err := bot.NewRouter(bot.RouterConfig{}); err == nil {
		t.Error("no channel: no error")
	}
	two := map[string]bot.Channel{"a": one, "b": &channel{}}
	if _, err := bot.NewRouter(bot.RouterConfig{Channels: two}); err == nil {
		t.Error("two channels without a default: no error")
	}
	if _, err := bot.NewRouter(bot.RouterConfig{Channels: two, Default: "c"}); err == nil {
		t.Error("a default that is not a channel: no error")
	}
	// A reply for a channel that is not running is logged, not sent elsewhere.
	r, _ = bot.NewRouter(bot.RouterConfig{Channels: two, Default: "a"})
	before := len(one.all())
	r.Deliver(t.Context(), memo.Inbound{ChatID: "+1", Channel: "gone"}, memo.Reply{})
	if len(one.all()) != before {
		t.Error("a reply for a missing channel went to another")
	}
}

// TestGovernorRetriesTransient: the shared governor retries what its
// channel calls transient, and nothing else.
func TestGovernorRetriesTransient(t *testing.T) {
	flaky := errors.New("flaky")
	g := bot.NewGovernor(bot.GovernorConfig{RetryDelay: time.Millisecond, Transient: func(err error) bool { return errors.Is(err, flaky) }})
	n := 0
	id, err := g.Send(t.Context(), "+1", func(context.Context) (string, error) {
		if n++; n < 3 {
			return "", flaky
		}
		return "ok", nil
	})
	if err != nil || id != "ok" || n != 3 {
		t.Errorf("Send = %q, %v after %d tries; want ok after 3", id, err, n)
	}
	n = 0
	if _, err := g.Send(t.Context(), "+1", func(context.Context) (string, error) { n++; return "", errors.New("permanent") }); err == nil || n != 1 {
		t.Errorf("permanent error: %v after %d tries; want it after 1", err, n)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	slow := bot.NewGovernor(bot.GovernorConfig{PerChat: 0.001, PerChatBurst: 1})
	slow.Send(t.Context(), "+1", func(context.Context) (string, error) { return "", nil })
	if _, err := slow.Send(ctx, "+1", func(context.Context) (string, error) { return "", nil }); err == nil {
		t.Error("a cancelled wait for the rate limit sent anyway")
	}
}

// TestRequeueSkipsTheClaim: a message whose id is claimed is dropped by
// Submit but run by Requeue, once.
func TestRequeueSkipsTheClaim(t *testing.T) {
	out := newInbox()
	d := bot.NewDispatcher(bot.DispatcherConfig{Handler: &handler{}, Dedupe: &deduper{}, Deliver: out.deliver})
	in := memo.Inbound{ChatID: "c", MessageID: "m1", Text: "hi"}
	submit(t, d, in)
	out.wait(t, 1)
	if ok, err := d.Submit(t.Context(), in); ok || err != nil {
		t.Fatalf("resubmit = %v, %v; want dropped", ok, err)
	}
	if err := d.Requeue(t.Context(), in); err != nil {
		t.Fatal(err)
	}
	out.wait(t, 1)
	if err := d.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := len(out.all()); n != 2 {
		t.Errorf("%d replies; want 2 (the first, and the requeued)", n)
	}
	if err := d.Requeue(t.Context(), in); !errors.Is(err, bot.ErrClosed) {
		t.Errorf("Requeue after shutdown = %v; want ErrClosed", err)
	}
}
