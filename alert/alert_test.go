package alert_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo/alert"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/storetest"
)

// hook is a fake Slack/Discord webhook: it answers with codes in turn
// (200 once they run out) and keeps what was posted.
type hook struct {
	mu    sync.Mutex
	codes []int
	posts []map[string]string
}

func (h *hook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	var body map[string]string
	if r.Method != http.MethodPost || r.Header.Get("Content-Type") != "application/json" || json.NewDecoder(r.Body).Decode(&body) != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	h.posts = append(h.posts, body)
	if len(h.codes) > 0 {
		w.WriteHeader(h.codes[0])
		h.codes = h.codes[1:]
	}
}

func (h *hook) texts() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []string
	for _, p := range h.posts {
		out = append(out, p["text"])
	}
	return out
}

func TestWebhook(t *testing.T) {
	h := &hook{codes: []int{503, 429}}
	srv := httptest.NewServer(h)
	defer srv.Close()
	w := &alert.Webhook{URL: srv.URL, Pause: time.Millisecond}
	if err := w.Send(t.Context(), "Memo: test"); err != nil {
		t.Fatalf("Send after two retryable failures: %v", err)
	}
	if len(h.posts) != 3 || h.posts[2]["text"] != "Memo: test" || h.posts[2]["content"] != "Memo: test" {
		t.Fatalf("posts = %v; want three tries, with text (Slack) and content (Discord)", h.posts)
	}

	h.codes = []int{404}
	if err := w.Send(t.Context(), "x"); err == nil || !strings.Contains(err.Error(), "404") {
		t.Fatalf("Send to a wrong URL: %v", err)
	}
	if len(h.posts) != 4 {
		t.Errorf("a 404 was retried: %d posts", len(h.posts))
	}
	long := strings.Repeat("א", 5000)
	if err := w.Send(t.Context(), long); err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(h.posts[4]["text"])); n != 2000 {
		t.Errorf("a long alert is %d characters; Discord takes 2000", n)
	}
	if err := (&alert.Webhook{URL: "http://127.0.0.1:1/", Pause: time.Millisecond}).Send(t.Context(), "x"); err == nil {
		t.Fatal("Send to nothing: no error")
	}
}

func TestWatcher(t *testing.T) {
	h := &hook{}
	srv := httptest.NewServer(h)
	defer srv.Close()
	clock := storetest.NewClock(time.Date(2026, 3, 10, 10, 0, 0, 0, time.UTC))
	var mu sync.Mutex
	st := whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"}
	set := func(s whatsapp.Status) { mu.Lock(); st = s; mu.Unlock() }
	var sent []bool
	w := alert.NewWatcher(alert.WatchConfig{
		Status: func() whatsapp.Status { mu.Lock(); defer mu.Unlock(); return st },
		Notify: &alert.Webhook{URL: srv.URL}, Clock: clock, After: 2 * time.Minute,
		Sent: func(ok bool) { sent = append(sent, ok) },
	})
	ctx := context.Background()
	w.Check(ctx)
	set(whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "connection lost", Since: clock.Now(), RetryAt: clock.Now().Add(20 * time.Second)})
	w.Check(ctx)
	clock.Advance(time.Minute)
	w.Check(ctx)
	if n := len(h.texts()); n != 0 {
		t.Fatalf("%d alerts for a drop shorter than two minutes", n)
	}
	clock.Advance(90 * time.Second)
	w.Check(ctx)
	w.Check(ctx) // once per outage
	texts := h.texts()
	if len(texts) != 1 || !strings.Contains(texts[0], "WhatsApp is down") || !strings.Contains(texts[0], "Can't reach WhatsApp since 10:00") {
		t.Fatalf("alerts = %q", texts)
	}
	set(whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"})
	w.Check(ctx)
	texts = h.texts()
	if len(texts) != 2 || !strings.Contains(texts[1], "back") || !strings.Contains(texts[1], "from 10:00 to 10:02") {
		t.Fatalf("alerts = %q", texts)
	}
	// A logout needs a person: it is reported at once.
	set(whatsapp.Status{State: whatsapp.StateLoggedOut, Since: clock.Now()})
	w.Check(ctx)
	texts = h.texts()
	if len(texts) != 3 || !strings.Contains(texts[2], "unlinked") {
		t.Fatalf("alerts = %q", texts)
	}
	// Pairing again after the logout is not a new alert.
	set(whatsapp.Status{State: whatsapp.StatePairing})
	w.Check(ctx)
	if len(h.texts()) != 3 || len(sent) != 3 || !sent[0] {
		t.Fatalf("alerts = %q, sent = %v", h.texts(), sent)
	}
}
