package cloudapi

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/memo-assistant/memo/bot"
)

// Path is where the webhook is served.
const Path = "/webhook/whatsapp"

// submitTimeout bounds queueing one message (a Redis claim).
const submitTimeout = 5 * time.Second

// Webhook returns the webhook's handler, for GET and POST on Path.
func (c *Channel) Webhook() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet:
			c.verify(w, r)
		case http.MethodPost:
			c.receive(w, r)
		default:
			w.Header().Set("Allow", "GET, POST")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		}
	})
}

// verify answers Meta's subscription check: hub.mode=subscribe and the
// configured verify token get hub.challenge back; anything else 403.
func (c *Channel) verify(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	token := q.Get("hub.verify_token")
	if q.Get("hub.mode") != "subscribe" || subtle.ConstantTimeCompare([]byte(token), []byte(c.cfg.VerifyToken)) != 1 {
		c.log.Warn("webhook verification refused", "mode", q.Get("hub.mode"), "remote", r.RemoteAddr)
		http.Error(w, "verification failed", http.StatusForbidden)
		return
	}
	c.log.Info("webhook verified by Meta")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, q.Get("hub.challenge"))
}

// receive takes a delivery. The answers are Meta's contract: 200 once
// every message in it is stored (or deliberately dropped), so Meta does
// not send it again; 401 for a missing or wrong signature and 413 for a
// body over the limit, with nothing read into the queue; 400 for a signed
// body that is not a webhook; 500 when storing failed, so Meta retries
// (what was stored is not stored twice).
func (c *Channel) receive(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, c.cfg.MaxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			c.log.Warn("webhook body over the limit refused", "limit", c.cfg.MaxBody, "remote", r.RemoteAddr)
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return
		}
		c.log.Warn("webhook body unreadable", "err", err, "remote", r.RemoteAddr)
		http.Error(w, "unreadable body", http.StatusBadRequest)
		return
	}
	if !validSignature(r.Header.Get("X-Hub-Signature-256"), body, c.cfg.AppSecret) {
		c.log.Warn("webhook with a missing or wrong signature refused", "remote", r.RemoteAddr, "signed", r.Header.Get("X-Hub-Signature-256") != "")
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}
	now := c.cfg.Clock.Now()
	c.mu.Lock()
	c.lastWebhook = now
	c.mu.Unlock()
	var hook Webhook
	if err := json.Unmarshal(body, &hook); err != nil {
		c.log.Warn("signed webhook is not JSON; refused", "err", err, "bytes", len(body))
		http.Error(w, "not a webhook", http.StatusBadRequest)
		return
	}
	if hook.Object != "whatsapp_business_account" {
		c.log.Info("webhook for another object ignored", "object", hook.Object)
		w.WriteHeader(http.StatusOK)
		return
	}
	failed := false
	for _, e := range hook.Entry {
		for _, ch := range e.Changes {
			if !c.change(r.Context(), ch, now) {
				failed = true
			}
		}
	}
	if failed {
		http.Error(w, "not stored; send again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// validSignature checks header ("sha256=<hex>") against the HMAC-SHA256
// of body with secret, in constant time.
func validSignature(header string, body []byte, secret string) bool {
	sig, ok := strings.CutPrefix(strings.TrimSpace(header), "sha256=")
	if !ok {
		return false
	}
	got, err := hex.DecodeString(sig)
	if err != nil || len(got) != sha256.Size {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return hmac.Equal(got, mac.Sum(nil))
}

// change handles one change; false means something in it could not be
// stored and the delivery should come again.
func (c *Channel) change(ctx context.Context, ch Change, now time.Time) bool {
	if ch.Field != "messages" {
		c.log.Debug("webhook change ignored", "field", ch.Field)
		return true
	}
	v := ch.Value
	if v.Metadata.PhoneNumberID != c.cfg.Client.cfg.PhoneID {
		c.log.Warn("webhook for another business number ignored", "phone_number_id", v.Metadata.PhoneNumberID)
		return true
	}
	for _, e := range v.Errors {
		c.log.Warn("webhook reports an error", "code", e.Code, "title", e.Title, "message", e.Message)
	}
	ok := true
	for _, st := range v.Statuses {
		if err := c.applyStatus(ctx, st); err != nil {
			c.log.Error("record message status", "message", st.ID, "status", st.Status, "err", err)
			ok = false
		}
	}
	for _, m := range v.Messages {
		if !c.message(ctx, m, now) {
			ok = false
		}
	}
	return ok
}

// message checks, stores and queues one message; false means it could
// not be stored. Who sent it and how long it is are checked before it is
// stored or claimed: a stranger costs no row, no claim and no goroutine.
func (c *Channel) message(ctx context.Context, m Message, now time.Time) bool {
	p, in, why := convert(m, now)
	if why == ignoreOld {
		c.log.Warn(why, "id", m.ID, "timestamp", m.Timestamp)
		return true
	}
	if why != "" {
		c.log.Debug("message ignored", "reason", why, "id", m.ID, "type", m.Type)
		return true
	}
	number := strings.TrimPrefix(in.ChatID, "+")
	if !c.allowed(number) {
		c.log.Info("message from a number not allowed dropped", "chat", in.ChatID)
		c.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: bot.NoticeRefused, Hint: in.Text, Whom: in.ChatID, Every: bot.RefusalEvery})
		return true
	}
	if c.intake.TooLong(p.Text) {
		c.log.Info("message refused before queueing: too long", "chat", in.ChatID, "message", in.MessageID, "bytes", len(p.Text))
		c.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: bot.NoticeTooLong, Hint: in.Text, Whom: in.ChatID, Every: bot.PrecheckEvery})
		return true
	}
	payload, err := json.Marshal(p)
	if err != nil {
		c.log.Error("encode message", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return true
	}
	in.Payload = payload
	// Before the turn can run: its reply reads the window.
	if err := c.cfg.Store.SeenChat(ctx, in.ChatID, ChannelName, in.At); err != nil {
		c.log.Warn("record the chat's window", "chat", in.ChatID, "err", err)
	}
	a, err := c.inbox.Admit(ctx, in)
	if err != nil {
		c.log.Error("store message; Meta will send it again", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return false
	}
	switch a {
	case bot.Busy:
		c.notices.Queue(bot.NoticeJob{Chat: in.ChatID, Notice: bot.NoticeBusy, Hint: in.Text, Whom: in.ChatID, Every: bot.BusyEvery})
	case bot.Queued:
		c.log.Info("message queued", "chat", in.ChatID, "message", in.MessageID, "type", p.Type)
	}
	return true
}

// Sign returns the X-Hub-Signature-256 header Meta sends with body: for
// tests and tools that play Meta.
func Sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return fmt.Sprintf("sha256=%x", mac.Sum(nil))
}
