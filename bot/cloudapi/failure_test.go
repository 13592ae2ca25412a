package cloudapi_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// TestGraphErrors: Meta's error answers become *APIError with Meta's
// fields, and are classed as transient (try again) or not.
func TestGraphErrors(t *testing.T) {
	tests := []struct {
		f         cloudapitest.Failure
		transient bool
		token     bool
	}{
		{cloudapitest.BadParameter, false, false},
		{cloudapitest.TokenExpired, false, true},
		{cloudapitest.RateLimited, true, false},
		{cloudapitest.ServerError, true, false},
		{cloudapitest.Unavailable, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.f.Message, func(t *testing.T) {
			api := cloudapitest.New(t)
			c, err := cloudapi.NewClient(cloudapi.ClientConfig{BaseURL: api.BaseURL(), Token: cloudapitest.Token, PhoneID: cloudapitest.PhoneID})
			if err != nil {
				t.Fatal(err)
			}
			api.Fail(tt.f)
			_, err = c.Send(t.Context(), cloudapi.SendRequest{To: dana, Type: "text", Text: &cloudapi.Text{Body: "hi"}})
			var ae *cloudapi.APIError
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v; want an *APIError", err)
			}
			if ae.HTTPStatus != tt.f.Status || ae.Code != tt.f.Code || ae.FBTraceID == "" || ae.Type != tt.f.Type {
				t.Errorf("APIError %+v; want status %d, code %d and Meta's trace id", ae, tt.f.Status, tt.f.Code)
			}
			if got := cloudapi.Transient(err); got != tt.transient {
				t.Errorf("Transient = %v; want %v", got, tt.transient)
			}
			if got := cloudapi.TokenRefused(err); got != tt.token {
				t.Errorf("TokenRefused = %v; want %v", got, tt.token)
			}
		})
	}
}

// TestTransientErrorsRetried: a 429 and a 503 are tried again by the
// governor; the reply goes out once.
func TestTransientErrorsRetried(t *testing.T) {
	h := newHarness(t, opts{})
	h.api.Fail(cloudapitest.RateLimited, cloudapitest.Unavailable)
	if r := h.say("wamid.R1", "hi"); r.Text() != "echo: hi" {
		t.Errorf("reply %q", r.Text())
	}
	if n := len(h.settle()); n != 1 {
		t.Errorf("%d replies; want 1", n)
	}
}

// TestExpiredToken: a 401 from the Graph API is an alert for the
// operator, a state on /healthz and a log line, not a crash loop: calls
// stop for a minute, the message is kept, and once the token works the
// reply goes out, once.
func TestExpiredToken(t *testing.T) {
	h := newHarness(t, opts{})
	h.api.ExpireToken()
	if code := h.post([]string{cloudapitest.TextMessage(dana, "wamid.X1", start, "hi")}, nil); code != 200 {
		t.Fatalf("webhook answered %d; want 200 (the message is stored)", code)
	}
	h.settle()
	if s := h.ch.Health(); s.State != "token_refused" || s.TokenValid == nil || *s.TokenValid || !strings.Contains(s.Detail, "190") {
		t.Errorf("health %+v; want token_refused with Meta's error", s)
	}
	if !strings.Contains(h.logs.String(), "refused the access token") {
		t.Errorf("no log line about the token:\n%s", h.logs.String())
	}
	calls := h.api.Requests()
	h.post([]string{cloudapitest.TextMessage(dana, "wamid.X2", start, "again")}, nil)
	h.settle()
	if n := h.api.Requests() - calls; n != 0 {
		t.Errorf("%d Graph API calls within a minute of the refusal; want none", n)
	}
	if len(h.api.Sent()) != 0 {
		t.Fatal("sent with an expired token")
	}

	// The token stays refused for a while: the kept replies wait, past
	// the attempts a transient failure gets.
	for range 6 {
		h.clock.Advance(2 * time.Minute)
		h.ch.Sweep(t.Context())
	}
	if len(h.api.Sent()) != 0 {
		t.Fatal("sent with an expired token")
	}
	h.api.RenewToken()
	h.clock.Advance(2 * time.Minute)
	h.ch.Sweep(t.Context())
	h.ch.Sweep(t.Context())
	h.settle()
	var replies []string
	for _, s := range h.api.Sent() {
		if s.Request.To == dana {
			replies = append(replies, s.Text())
		}
	}
	if len(replies) != 2 || replies[0] != "echo: hi" || replies[1] != "echo: again" {
		t.Errorf("after the token was renewed: %q; want each reply once, in order", replies)
	}
	if s := h.ch.Health(); s.State != "ok" {
		t.Errorf("health %+v; want ok again", s)
	}
	// The operator was told, on whichever channel reaches them: with the
	// window closed and no template, the alert waited; the log says so.
	if !strings.Contains(h.logs.String(), "send notice") {
		t.Errorf("the operator alert left no trace:\n%s", h.logs.String())
	}
}

// TestTokenAlertReachesOperator: with an alert channel (the router) the
// operator hears of the refused token, once.
func TestTokenAlertReachesOperator(t *testing.T) {
	var alerts atomic.Int32
	var text atomic.Value
	h := newHarness(t, opts{})
	// A second channel on the same fake, whose alerts go to a recorder.
	client, err := cloudapi.NewClient(cloudapi.ClientConfig{BaseURL: h.api.BaseURL(), Token: cloudapitest.Token, PhoneID: cloudapitest.PhoneID, Clock: h.clock})
	if err != nil {
		t.Fatal(err)
	}
	ch, err := cloudapi.New(cloudapi.Config{Client: client, AppSecret: secret, VerifyToken: verify, Store: h.db, Submit: bot.SubmitFunc(h.d.Submit),
		Questions: h.state, Operator: "+" + operator, Clock: h.clock,
		Alerts: textSender(func(chat, s string) { alerts.Add(1); text.Store(chat + ": " + s) })})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); ch.Run(ctx) }()
	h.api.ExpireToken()
	for range 3 {
		client.Send(t.Context(), cloudapi.SendRequest{To: dana, Type: "text", Text: &cloudapi.Text{Body: "x"}})
		h.clock.Advance(2 * time.Minute)
	}
	time.Sleep(50 * time.Millisecond)
	cancel()
	<-done
	if n := alerts.Load(); n != 1 {
		t.Errorf("%d alerts; want one", n)
	}
	if s, _ := text.Load().(string); !strings.HasPrefix(s, "+"+operator+": ") || !strings.Contains(s, "MEMO_WA_CLOUD_TOKEN") {
		t.Errorf("alert %q", s)
	}
}

type textSender func(chat, text string)

func (f textSender) SendText(_ context.Context, chat, text string) ([]string, error) {
	f(chat, text)
	return []string{"x"}, nil
}

// TestMediaDoors: media is fetched only by a Graph API id at the
// configured base URL, only from the URL the API gives on its own host or
// Meta's, only within the size limit and only when its hash matches.
func TestMediaDoors(t *testing.T) {
	var foreignHits atomic.Int32
	foreign := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		foreignHits.Add(1)
		w.Write([]byte("OggS"))
	}))
	defer foreign.Close()
	tr := &transcriber{Text: "should not be reached"}
	h := newHarness(t, opts{transcriber: tr, maxMedia: 1000})
	h.api.AddMedia("BIG", "audio/ogg", make([]byte, 2000))
	h.api.AddMedia("LIAR", "audio/ogg", make([]byte, 2000))
	h.api.Declare("LIAR", cloudapitest.MediaHeader{Size: 10})
	h.api.AddMedia("HASH", "audio/ogg", []byte("OggS-voice"))
	h.api.Declare("HASH", cloudapitest.MediaHeader{Size: 10, SHA256: strings.Repeat("ab", 32)})
	h.api.AddMedia("FAR", "audio/ogg", []byte("OggS"))
	h.api.PointMedia("FAR", foreign.URL+"/media/FAR")

	tests := []struct {
		media string
		reply string
	}{
		{"../../" + cloudapitest.PhoneID + "/messages", "couldn't get that voice message"},
		{"MEDIA404", "couldn't get that voice message"},
		{"FAR", "couldn't get that voice message"},
		{"BIG", "too large"},
		{"LIAR", "too large"},
		{"HASH", "couldn't get that voice message"},
	}
	for i, tt := range tests {
		before := len(h.api.Sent())
		h.post([]string{cloudapitest.AudioMessage(dana, "wamid.M"+string(rune('0'+i)), start, tt.media)}, nil)
		r := h.api.WaitSent(t, before+1, replyWait)[before]
		if !strings.Contains(r.Text(), tt.reply) {
			t.Errorf("media %q: reply %q; want %q", tt.media, r.Text(), tt.reply)
		}
	}
	if n := foreignHits.Load(); n != 0 {
		t.Errorf("the foreign host was fetched %d times", n)
	}
	if n := h.api.Downloads(); n != 2 {
		t.Errorf("%d downloads; want 2 (the liar, cut at the limit, and the bad hash)", n)
	}
	if len(tr.names) != 0 {
		t.Errorf("refused media reached the transcriber: %v", tr.names)
	}
	if n := h.api.Lookups(); n != 5 {
		t.Errorf("%d media lookups; want 5 (the id with a path was refused before any call)", n)
	}
}

// TestRestartReplaysStoredMessages: a message stored and acknowledged
// whose turn never began (the process stopped) is answered after the
// restart, once; one whose turn was cut short is not run again, and the
// chat is told.
func TestRestartReplaysStoredMessages(t *testing.T) {
	first := newHarness(t, opts{})
	if err := first.d.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	if code := first.post([]string{cloudapitest.TextMessage(dana, "wamid.P1", start, "add milk")}, nil); code != 200 {
		t.Fatalf("webhook answered %d while shutting down; want 200, the message is stored", code)
	}
	if got := first.inboxState("wamid.P1"); got != "queued" {
		t.Fatalf("inbox state %q; want queued", got)
	}
	// Another message's turn began, then the process died.
	first.db.QueueInbound(t.Context(), memo.InboxEntry{Channel: cloudapi.ChannelName, ChatID: "+" + operator, MessageID: "wamid.P2", At: start, Payload: []byte(`{"kind":"text","type":"text","text":"delete everything"}`)})
	first.db.StartInbound(t.Context(), "+"+operator, "wamid.P2")

	second := newHarness(t, opts{db: first.db})
	// The notice goes out from Run, after the replay's reply: wait for both,
	// however loaded the machine, then for nothing more.
	second.api.WaitSent(t, 2, 20*time.Second)
	sent := second.settle()
	if len(sent) != 2 {
		t.Fatalf("after the restart: %+v; want the reply and one notice", sent)
	}
	var reply, told bool
	for _, s := range sent {
		reply = reply || (s.Request.To == dana && s.Text() == "echo: add milk")
		told = told || (s.Request.To == operator && strings.Contains(s.Text(), "restarted"))
	}
	if !reply || !told {
		t.Errorf("after the restart: %+v; want the replay's reply to dana and a notice to the cut-short chat", sent)
	}
	for _, in := range second.run.Inbounds() {
		if in.MessageID == "wamid.P2" {
			t.Error("the turn cut short ran again")
		}
	}
	if got := second.inboxState("wamid.P1"); got != "done" {
		t.Errorf("replayed message state %q; want done", got)
	}
	if len(first.api.Sent()) != 0 {
		t.Error("the stopped process sent something")
	}
}

// TestFloodGetsBusyReply: past the chat's queue bound the sender is asked
// to wait, and the message is marked refused rather than left to replay.
func TestFloodGetsBusyReply(t *testing.T) {
	release := make(chan struct{})
	h := newHarness(t, opts{maxQueue: 1, handler: bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		<-release
		return memo.Reply{ChatID: in.ChatID, Text: "done: " + in.Text, Lang: memo.English}, nil
	})})
	h.post([]string{cloudapitest.TextMessage(dana, "wamid.F1", start, "one")}, nil)
	h.post([]string{cloudapitest.TextMessage(dana, "wamid.F2", start, "two")}, nil)
	busy := h.api.WaitSent(t, 1, replyWait)[0]
	if !strings.Contains(busy.Text(), "still working") {
		t.Errorf("first message sent %q; want the busy notice", busy.Text())
	}
	close(release)
	sent := h.settle()
	if len(sent) != 2 || sent[1].Text() != "done: one" {
		t.Errorf("sent %+v", sent)
	}
	if got := h.inboxState("wamid.F2"); got != "refused" {
		t.Errorf("the refused message's state %q; want refused", got)
	}
}
