package whatsapp_test

import (
	"context"
	"fmt"
	"io"
	"sync"
	"testing"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// sent is one message the fake sender got.
type sent struct {
	To  types.JID
	Msg *waE2E.Message
}

// Text is the message's text, plain or extended.
func (s sent) Text() string {
	if t := s.Msg.GetConversation(); t != "" {
		return t
	}
	return s.Msg.GetExtendedTextMessage().GetText()
}

// presence is one chat presence the fake sender got.
type presence struct {
	To    types.JID
	State types.ChatPresence
}

// read is one read receipt.
type read struct {
	IDs          []types.MessageID
	Chat, Sender types.JID
}

// sender is a fake whatsapp.Sender. SendFunc, when set, decides each send
// (after it is recorded); nil succeeds with ids "S1", "S2", ...
type sender struct {
	SendFunc func(n int, to types.JID, msg *waE2E.Message) error

	mu        sync.Mutex
	sends     []sent
	attempts  int
	at        []time.Time
	presences []presence
	reads     []read
}

var _ whatsapp.Sender = (*sender)(nil)

func (s *sender) SendMessage(ctx context.Context, to types.JID, msg *waE2E.Message, _ ...whatsmeow.SendRequestExtra) (whatsmeow.SendResponse, error) {
	s.mu.Lock()
	s.attempts++
	n := s.attempts
	f := s.SendFunc
	s.mu.Unlock()
	if f != nil {
		if err := f(n, to, msg); err != nil {
			return whatsmeow.SendResponse{}, err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sends = append(s.sends, sent{To: to, Msg: msg})
	s.at = append(s.at, time.Now())
	return whatsmeow.SendResponse{ID: fmt.Sprintf("S%d", len(s.sends)), Timestamp: time.Now()}, nil
}

func (s *sender) MarkRead(ctx context.Context, ids []types.MessageID, _ time.Time, chat, snd types.JID, _ ...types.ReceiptType) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reads = append(s.reads, read{IDs: ids, Chat: chat, Sender: snd})
	return nil
}

func (s *sender) SendChatPresence(ctx context.Context, jid types.JID, state types.ChatPresence, _ types.ChatPresenceMedia) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.presences = append(s.presences, presence{To: jid, State: state})
	return nil
}

func (s *sender) Sent() []sent {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]sent(nil), s.sends...)
}

func (s *sender) Presences() []presence {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]presence(nil), s.presences...)
}

func (s *sender) Reads() []read {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]read(nil), s.reads...)
}

// downloader is a fake whatsapp.Downloader: it writes Data to the file,
// or returns Err, and counts its calls.
type downloader struct {
	Data []byte
	Err  error

	mu    sync.Mutex
	calls int
}

var _ whatsapp.Downloader = (*downloader)(nil)

func (d *downloader) DownloadMediaWithPathToFile(_ context.Context, _ string, _, _, _ []byte, _ int, _ whatsmeow.MediaType, _ string, file whatsmeow.File) error {
	d.mu.Lock()
	d.calls++
	d.mu.Unlock()
	if d.Err != nil {
		return d.Err
	}
	_, err := file.Write(d.Data)
	return err
}

func (d *downloader) Calls() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.calls
}

// voiceNote is an audio message as WhatsApp sends one: a direct path on
// its media hosts, keys and hashes, and the declared length of data.
func voiceNote(seconds uint32, length int) *waE2E.AudioMessage {
	key := make([]byte, 32)
	return &waE2E.AudioMessage{
		PTT: proto.Bool(true), Seconds: proto.Uint32(seconds), Mimetype: proto.String("audio/ogg; codecs=opus"),
		DirectPath: proto.String("/v/t62.7117-24/12345_67890_n.enc?ccb=11-4&oh=01_Q5Aa&oe=68C0FFEE&_nc_sid=5e03e0"),
		MediaKey:   key, FileEncSHA256: key, FileSHA256: key,
		FileLength: proto.Uint64(uint64(length)),
	}
}

// transcriber is a fake whatsapp.Transcriber returning Text, or Err.
type transcriber struct {
	Text string
	Err  error

	mu    sync.Mutex
	got   []byte
	names []string
}

func (t *transcriber) Transcribe(_ context.Context, audio io.Reader, filename string, _ memo.Language) (string, memo.Usage, error) {
	b, _ := io.ReadAll(audio)
	t.mu.Lock()
	t.got, t.names = b, append(t.names, filename)
	t.mu.Unlock()
	return t.Text, memo.Usage{Calls: 1}, t.Err
}

// runner is a fake turn runner: it records each message and echoes it.
type runner struct {
	mu  sync.Mutex
	ins []memo.Inbound
	// Reply, when set, makes the reply.
	Reply func(in memo.Inbound) memo.Reply
}

func (r *runner) Handle(_ context.Context, in memo.Inbound) (memo.Reply, error) {
	r.mu.Lock()
	r.ins = append(r.ins, in)
	r.mu.Unlock()
	if r.Reply != nil {
		return r.Reply(in), nil
	}
	return memo.Reply{ChatID: in.ChatID, Text: "echo: " + in.Text, Success: true}, nil
}

func (r *runner) Inbounds() []memo.Inbound {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]memo.Inbound(nil), r.ins...)
}

// deduper is an in-memory memo.Deduper.
type deduper struct {
	mu   sync.Mutex
	seen map[string]bool
}

func (d *deduper) Claim(_ context.Context, id string, _ time.Duration) (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.seen == nil {
		d.seen = make(map[string]bool)
	}
	if d.seen[id] {
		return false, nil
	}
	d.seen[id] = true
	return true, nil
}

// Identities used by the tests.
var (
	botPN    = types.NewJID("972500000001", types.DefaultUserServer)
	botLID   = types.NewJID("111222333444", types.HiddenUserServer)
	alicePN  = types.NewJID("972501234567", types.DefaultUserServer)
	aliceLID = types.NewJID("555666777888", types.HiddenUserServer)
	bobPN    = types.NewJID("12025550123", types.DefaultUserServer)
	group    = types.NewJID("120363000000000001", types.GroupServer)
	when     = time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)
)

// harness is the WhatsApp channel wired as in memo serve, with fakes at
// its edges: a real dispatcher, Inbox (and its notices), Governor and
// Outbox. Everyone may use the bot unless edit says otherwise.
type harness struct {
	t       *testing.T
	send    *sender
	run     *runner
	inbox   *whatsapp.Inbox
	d       *bot.Dispatcher
	claims  *deduper // the dispatcher's
	out     *whatsapp.Outbox
	stop    context.CancelFunc
	stopped chan struct{}
	closed  bool
}

// harnessOpts changes how a harness is wired.
type harnessOpts struct {
	handler  bot.Handler // default the fake runner
	maxQueue int
	// journal, when set, is the Inbox's Journal; the dispatcher requeues
	// what Recover finds.
	journal whatsapp.Journal
	// outer, when set, wraps the dispatcher's handler (around the Inbox's).
	outer func(bot.Handler) bot.Handler
	// dedupe, when set, is the dispatcher's deduper instead of claims.
	dedupe memo.Deduper
	// sent, when set, records what the outbox sends.
	sent whatsapp.SentStore
}

// requeuer adapts a function to a whatsapp.Requeuer.
type requeuer func(ctx context.Context, in memo.Inbound) error

func (f requeuer) Requeue(ctx context.Context, in memo.Inbound) error { return f(ctx, in) }

// newHarness wires the channel; edit changes the inbox config first.
func newHarness(t *testing.T, edit func(*whatsapp.InboxConfig)) *harness {
	return newHarnessWith(t, harnessOpts{}, edit)
}

func newHarnessWith(t *testing.T, o harnessOpts, edit func(*whatsapp.InboxConfig)) *harness {
	t.Helper()
	h := &harness{t: t, send: &sender{}, run: &runner{}, claims: &deduper{}, stopped: make(chan struct{})}
	gov := whatsapp.NewGovernor(whatsapp.GovernorConfig{Sender: h.send, PerChat: 1000, PerChatBurst: 10, Global: 1000, GlobalBurst: 10, RetryDelay: time.Millisecond})
	out := whatsapp.NewOutbox(whatsapp.OutboxConfig{Governor: gov, Sent: o.sent})
	h.out = out
	cfg := whatsapp.InboxConfig{
		Submit:   whatsapp.SubmitFunc(func(ctx context.Context, in memo.Inbound) (bool, error) { return h.d.Submit(ctx, in) }),
		Self:     func() whatsapp.Self { return whatsapp.Self{PN: botPN, LID: botLID} },
		Groups:   true,
		AllowAll: true,
		Governor: gov,
		Notices:  out,
		Once:     &deduper{},
		Lang:     memo.English,
	}
	if o.journal != nil {
		cfg.Journal = o.journal
		cfg.Requeue = requeuer(func(ctx context.Context, in memo.Inbound) error { return h.d.Requeue(ctx, in) })
	}
	if edit != nil {
		edit(&cfg)
	}
	h.inbox = whatsapp.NewInbox(cfg)
	var handler bot.Handler = h.run
	if o.handler != nil {
		handler = o.handler
	}
	handler = h.inbox.Handler(handler)
	if o.outer != nil {
		handler = o.outer(handler)
	}
	var dedupe memo.Deduper = h.claims
	if o.dedupe != nil {
		dedupe = o.dedupe
	}
	h.d = bot.NewDispatcher(bot.DispatcherConfig{Handler: handler, Dedupe: dedupe, Deliver: h.inbox.Deliver(out.Deliver), MaxQueue: o.maxQueue})
	ctx, cancel := context.WithCancel(context.Background())
	h.stop = cancel
	go func() {
		defer close(h.stopped)
		h.inbox.Run(ctx)
	}()
	t.Cleanup(func() { h.wait() })
	return h
}

// wait lets every queued turn finish and be delivered, and every notice
// be sent.
func (h *harness) wait() {
	h.t.Helper()
	if h.closed {
		return
	}
	h.closed = true
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := h.d.Shutdown(ctx); err != nil {
		h.t.Fatalf("shutdown: %v", err)
	}
	h.stop()
	<-h.stopped
}

// claimed is how many message ids the dispatcher claimed.
func (h *harness) claimed() int {
	h.claims.mu.Lock()
	defer h.claims.mu.Unlock()
	return len(h.claims.seen)
}

// dm is a direct message from alice.
func dm(id string, m *waE2E.Message) *events.Message {
	return &events.Message{
		Info: types.MessageInfo{
			MessageSource: types.MessageSource{Chat: alicePN, Sender: alicePN},
			ID:            id, Timestamp: when,
		},
		Message: m,
	}
}

// inGroup is a group message from alice, who writes as her LID.
func inGroup(id string, m *waE2E.Message) *events.Message {
	return &events.Message{
		Info: types.MessageInfo{
			MessageSource: types.MessageSource{Chat: group, Sender: aliceLID, SenderAlt: alicePN, IsGroup: true, AddressingMode: types.AddressingModeLID},
			ID:            id, Timestamp: when,
		},
		Message: m,
	}
}

func text(s string) *waE2E.Message { return &waE2E.Message{Conversation: proto.String(s)} }
