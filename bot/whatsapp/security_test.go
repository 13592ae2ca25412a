package whatsapp_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/store/sqlstore"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

var carolPN = types.NewJID("447700900123", types.DefaultUserServer)

// from is a direct message from who.
func from(who types.JID, id, s string) *events.Message {
	e := dm(id, text(s))
	e.Info.Chat, e.Info.Sender = who, who
	return e
}

// mentionIn is a group message from who that mentions the bot.
func mentionIn(who types.JID, id, s string) *events.Message {
	return &events.Message{
		Info: types.MessageInfo{
			MessageSource: types.MessageSource{Chat: group, Sender: who, IsGroup: true},
			ID:            id, Timestamp: when,
		},
		Message: &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
			Text:        proto.String("@111222333444 " + s),
			ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{botLID.String()}},
		}},
	}
}

// TestStrangerDroppedBeforeClaim: a number not allowed is dropped in the
// event handler: no id claimed, nothing queued, no turn, no receipt; in a
// private chat it gets one refusal a day, in a group nothing at all.
func TestStrangerDroppedBeforeClaim(t *testing.T) {
	h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Allowed, c.AllowAll = []string{bobPN.User}, false })
	for i := range 3 {
		if !h.inbox.HandleEvent(from(carolPN, fmt.Sprint("C", i), "add milk")) {
			t.Fatal("a stranger's message was left unacknowledged; WhatsApp would deliver it again")
		}
		h.inbox.HandleEvent(mentionIn(carolPN, fmt.Sprint("CG", i), "add milk"))
	}
	if n := h.d.ActiveChats(); n != 0 {
		t.Errorf("%d chats queued for a stranger", n)
	}
	if n := h.inbox.Waiting(); n != 0 {
		t.Errorf("%d stranger messages parked", n)
	}
	h.wait()
	if n := h.claimed(); n != 0 {
		t.Errorf("%d message ids claimed for a stranger; want none", n)
	}
	if n := len(h.run.Inbounds()); n != 0 {
		t.Errorf("%d turns ran for a stranger", n)
	}
	if n := len(h.send.Reads()); n != 0 {
		t.Errorf("%d read receipts sent to a stranger", n)
	}
	sends := h.send.Sent()
	if len(sends) != 1 || sends[0].To != carolPN || !strings.Contains(sends[0].Text(), "private") {
		t.Errorf("sent %v; want one refusal to carol's private chat and nothing to the group", sends)
	}
}

// TestNoOneAllowedByDefault: without Allowed and AllowAll the bot answers
// no one; open use is an explicit choice.
func TestNoOneAllowedByDefault(t *testing.T) {
	h := newHarness(t, func(c *whatsapp.InboxConfig) { c.AllowAll = false })
	h.inbox.HandleEvent(dm("T1", text("add milk")))
	h.wait()
	if n := len(h.run.Inbounds()) + h.claimed(); n != 0 {
		t.Errorf("turns and claims = %d; want none", n)
	}
}

// TestTooLongDroppedBeforeClaim: a text over MaxText gets a polite reply
// and is never claimed or queued; a burst of them gets one reply.
func TestTooLongDroppedBeforeClaim(t *testing.T) {
	h := newHarness(t, nil)
	for i := range 5 {
		h.inbox.HandleEvent(dm(fmt.Sprint("L", i), text(strings.Repeat("א", 4001))))
	}
	h.wait()
	if n := h.claimed() + len(h.run.Inbounds()); n != 0 {
		t.Errorf("claims and turns = %d; want none", n)
	}
	sends := h.send.Sent()
	if len(sends) != 1 || !strings.Contains(sends[0].Text(), "4,000") {
		t.Errorf("sent %v; want one Hebrew too-long notice", sends)
	}
}

// TestFloodGetsBusyReply: past the chat's queue bound an allowed sender
// is asked to wait (once a minute), not silently dropped, and the messages
// queued are answered.
func TestFloodGetsBusyReply(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 8)
	slow := bot.HandlerFunc(func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
		started <- struct{}{}
		<-release
		return memo.Reply{ChatID: in.ChatID, Text: "done: " + in.Text, Success: true}, nil
	})
	h := newHarnessWith(t, harnessOpts{handler: slow, maxQueue: 2}, nil)
	h.inbox.HandleEvent(dm("F0", text("first")))
	<-started
	for i := 1; i < 6; i++ {
		if !h.inbox.HandleEvent(dm(fmt.Sprint("F", i), text(fmt.Sprint("message ", i)))) {
			t.Fatalf("message %d left unacknowledged", i)
		}
	}
	waitFor(t, replyWait, "the busy notice", func() bool { return len(h.send.Sent()) == 1 })
	close(release)
	h.wait()
	var texts []string
	for _, s := range h.send.Sent() {
		texts = append(texts, s.Text())
	}
	want := []string{"One moment, I'm still working on your earlier messages. Could you send this one again in a minute?", "done: first", "done: message 1"}
	if !slices.Equal(texts, want) {
		t.Errorf("sent %q;\nwant %q", texts, want)
	}
	if n := h.claimed(); n != 2 {
		t.Errorf("%d ids claimed; want 2 (the refused ones stay unclaimed for a resend)", n)
	}
}

// hits counts the requests an httptest server got.
type hits struct{ n atomic.Int32 }

func (h *hits) server(t *testing.T, body []byte) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.n.Add(1)
		_, _ = w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestVoiceNoteForeignURLNotFetched: a voice note whose URL names another
// host is refused and nothing is fetched, with the real client as the
// downloader. whatsmeow's own Download would have fetched it, which is the
// hole this closes.
func TestVoiceNoteForeignURLNotFetched(t *testing.T) {
	var count hits
	srv := count.server(t, make([]byte, 1<<20))
	path := filepath.Join(t.TempDir(), "memo.db")
	c, err := whatsapp.Open(t.Context(), whatsapp.Config{Path: path}) // never connected
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })

	withURL := func(a *waE2E.AudioMessage, u string) *waE2E.AudioMessage { a.URL = proto.String(u); return a }
	noPath := withURL(voiceNote(3, 1000), srv.URL+"/v/t62/secret.enc")
	noPath.DirectPath = nil
	hostInPath := voiceNote(3, 1000)
	hostInPath.DirectPath = proto.String("//" + strings.TrimPrefix(srv.URL, "http://") + "/x")
	unencrypted := withURL(voiceNote(3, 1000), srv.URL+"/plain.ogg")
	unencrypted.MediaKey, unencrypted.FileEncSHA256 = nil, nil
	notes := map[string]*waE2E.AudioMessage{
		"URL without a direct path":          noPath,
		"URL beside a valid direct path":     withURL(voiceNote(3, 1000), srv.URL+"/v/t62/secret.enc"),
		"host smuggled into the direct path": hostInPath,
		"unencrypted, URL only":              unencrypted,
	}
	for name, note := range notes {
		t.Run(name, func(t *testing.T) {
			tr := &transcriber{Text: "never"}
			h := newHarness(t, func(cfg *whatsapp.InboxConfig) { cfg.Download, cfg.Transcriber = c, tr })
			h.inbox.HandleEvent(dm("A1", &waE2E.Message{AudioMessage: note}))
			h.wait()
			if n := count.n.Load(); n != 0 {
				t.Fatalf("the sender's server got %d requests", n)
			}
			if len(tr.names) != 0 {
				t.Errorf("something was transcribed")
			}
			sends := h.send.Sent()
			if len(sends) != 1 || !strings.Contains(sends[0].Text(), "couldn't get that voice message") {
				t.Errorf("sent %v; want the voice-failed notice", sends)
			}
		})
	}

	// The server is reachable, and the unguarded path reaches it: a bare
	// whatsmeow client downloads a message's URL from any host. So the
	// zero above is the guard's doing, not an unreachable server.
	container, err := sqlstore.New(t.Context(), "sqlite", "file:"+filepath.Join(t.TempDir(), "raw.db")+"?_pragma=foreign_keys(1)", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { container.Close() })
	raw := whatsmeow.NewClient(container.NewDevice(), nil)
	_, _ = raw.Download(t.Context(), withURL(voiceNote(3, 1000), srv.URL+"/v/t62/secret.enc"))
	if count.n.Load() == 0 {
		t.Error("a bare whatsmeow client did not reach the test server either; the test above proves nothing")
	}
}

// TestOversizedVoiceNoteRefused: a voice note declared larger than
// MaxMedia is refused before anything is fetched, and one that turns out
// larger than declared is cut off while downloading, never transcribed;
// either way the sender is told it is too large, as on the Cloud API.
func TestOversizedVoiceNoteRefused(t *testing.T) {
	t.Run("declared", func(t *testing.T) {
		dl, tr := &downloader{Data: make([]byte, 10)}, &transcriber{Text: "never"}
		h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Download, c.Transcriber, c.MaxMedia = dl, tr, 1<<20 })
		h.inbox.HandleEvent(dm("A1", &waE2E.Message{AudioMessage: voiceNote(3, 200<<20)}))
		h.wait()
		if dl.Calls() != 0 || h.claimed() != 0 {
			t.Errorf("downloads %d, claims %d; want none", dl.Calls(), h.claimed())
		}
		if s := h.send.Sent(); len(s) != 1 || !strings.Contains(s[0].Text(), "too large") {
			t.Errorf("sent %v; want the too-large voice notice", s)
		}
	})
	t.Run("while reading", func(t *testing.T) {
		dl, tr := &downloader{Data: make([]byte, 5<<20)}, &transcriber{Text: "never"}
		h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Download, c.Transcriber = dl, tr })
		h.inbox.HandleEvent(dm("A1", &waE2E.Message{AudioMessage: voiceNote(1, 4000)}))
		h.wait()
		if dl.Calls() != 1 || len(tr.names) != 0 {
			t.Errorf("downloads %d, transcriptions %d; want 1 and 0", dl.Calls(), len(tr.names))
		}
		if s := h.send.Sent(); len(s) != 1 || !strings.Contains(s[0].Text(), "too large") {
			t.Errorf("sent %v; want the too-large voice notice", s)
		}
	})
}

// planLog is a graph.Planner that records what each plan request showed
// the planner, then plans with the offline grammar.
type planLog struct {
	next graph.Planner
	mu   sync.Mutex
	seen map[string][]string // message text → the texts of Recent and Numbered
}

func (p *planLog) Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error) {
	var shown []string
	for _, t := range req.Recent {
		shown = append(shown, t.Text)
	}
	if req.Numbered != nil {
		shown = append(shown, req.Numbered.Titles...)
	}
	p.mu.Lock()
	p.seen[req.Text] = shown
	p.mu.Unlock()
	return p.next.Plan(ctx, req)
}

// TestGroupMembersKeepSeparateQuestions: two members of a group each get
// their own "which one?" and answer it; neither answer touches the other's
// question, and no planner request for one shows the other's tasks.
func TestGroupMembersKeepSeparateQuestions(t *testing.T) {
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	planner := &planLog{next: offline.New(), seen: map[string][]string{}}
	r, err := graph.New(graph.Config{Planner: planner, Users: db, Tasks: db, Lists: db, State: db.State(sqldb.StateOptions{})})
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessWith(t, harnessOpts{handler: r}, nil)
	n := 0
	say := func(who types.JID, s string) string {
		t.Helper()
		n++
		before := len(h.send.Sent())
		e := mentionIn(who, fmt.Sprint("M", n), s)
		e.Info.Timestamp = time.Now() // the runner's clock: an answer is sent after its question
		h.inbox.HandleEvent(e)
		waitFor(t, replyWait, "the reply to "+s, func() bool { return len(h.send.Sent()) > before })
		return h.send.Sent()[before].Text()
	}
	say(alicePN, "add a task: send report to Yossi")
	say(alicePN, "add a task: send invoice to Yossi")
	say(bobPN, "add a task: call mom")
	say(bobPN, "add a task: call dad")
	if q := say(alicePN, "delete send to Yossi"); !strings.Contains(q, "invoice") {
		t.Fatalf("alice's question: %q", q)
	}
	if q := say(bobPN, "delete call"); !strings.Contains(q, "dad") || strings.Contains(q, "Yossi") {
		t.Fatalf("bob's question: %q", q)
	}
	say(bobPN, "2")   // bob's option 2: call dad
	say(alicePN, "1") // alice's option 1: send report to Yossi
	h.wait()

	left := func(user string) []string {
		ts, err := db.FindTasks(t.Context(), user, memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, task := range ts {
			out = append(out, task.Text)
		}
		return out
	}
	if got := left("+972501234567"); !slices.Equal(got, []string{"send invoice to Yossi"}) {
		t.Errorf("alice has %q; want only the invoice task", got)
	}
	if got := left("+12025550123"); len(got) != 1 {
		t.Errorf("bob has %q; want one task left", got)
	}
	for text, shown := range planner.seen {
		if !strings.Contains(text, "call") {
			continue
		}
		for _, s := range shown {
			if strings.Contains(s, "Yossi") {
				t.Errorf("bob's request %q showed the planner alice's %q", text, s)
			}
		}
	}
}

// TestMemberChatID: a group member's conversation id turns back into the
// group for sending, and nothing else passes for one.
func TestMemberChatID(t *testing.T) {
	id := whatsapp.MemberChatID(group, alicePN)
	if id != group.String()+"/+972501234567" {
		t.Fatalf("MemberChatID = %q", id)
	}
	if jid, err := whatsapp.ChatJID(id); err != nil || jid != group {
		t.Errorf("ChatJID(%q) = %v, %v; want the group", id, jid, err)
	}
	for _, bad := range []string{"+972501234567/+12025550123", group.String() + "/" + group.String(), group.String() + "/", "/+972501234567"} {
		if _, err := whatsapp.ChatJID(bad); err == nil {
			t.Errorf("ChatJID(%q) accepted", bad)
		}
	}
}

// TestOpenCreatesPrivateFile: the session store (memo pair opens it
// first) is created 0600, its -wal and -shm files with it, whatever the
// umask.
func TestOpenCreatesPrivateFile(t *testing.T) {
	old := syscall.Umask(0)
	defer syscall.Umask(old)
	path := filepath.Join(t.TempDir(), "memo.db")
	c, err := whatsapp.Open(t.Context(), whatsapp.Config{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(p), err)
		}
		if st.Mode().Perm() != 0o600 {
			t.Errorf("%s is %v; want -rw-------", filepath.Base(p), st.Mode().Perm())
		}
	}
}

// TestOldMessageAnswersNoNewerQuestion: a message WhatsApp stamped before
// the question was asked (one delivered late, after the question) does not
// answer it; the same answer sent after the question does.
func TestOldMessageAnswersNoNewerQuestion(t *testing.T) {
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, State: db.State(sqldb.StateOptions{})})
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessWith(t, harnessOpts{handler: r}, nil)
	n := 0
	say := func(at time.Time, s string) string {
		t.Helper()
		n++
		before := len(h.send.Sent())
		e := from(alicePN, fmt.Sprint("O", n), s)
		e.Info.Timestamp = at
		h.inbox.HandleEvent(e)
		waitFor(t, replyWait, "the reply to "+s, func() bool { return len(h.send.Sent()) > before })
		return h.send.Sent()[before].Text()
	}
	tasks := func() int {
		ts, err := db.FindTasks(t.Context(), "+972501234567", memo.TaskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		return len(ts)
	}
	say(time.Now(), "add a task: call mom")
	say(time.Now(), "add a task: call dad")
	say(time.Now(), "delete call")
	say(time.Now().Add(-time.Hour), "1")
	if got := tasks(); got != 2 {
		t.Fatalf("an answer sent an hour before the question deleted a task: %d left", got)
	}
	say(time.Now(), "1")
	if got := tasks(); got != 1 {
		t.Errorf("the answer sent after the question: %d tasks left; want 1", got)
	}
}
