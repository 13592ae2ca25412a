package cloudapi_test

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

func TestWebhookVerification(t *testing.T) {
	h := newHarness(t, opts{})
	get := func(mode, token string) (int, string) {
		q := url.Values{"hub.mode": {mode}, "hub.verify_token": {token}, "hub.challenge": {"1158201444"}}
		resp, err := http.Get(h.hook.URL + cloudapi.Path + "?" + q.Encode())
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get("subscribe", verify); code != 200 || body != "1158201444" {
		t.Errorf("verification = %d %q; want 200 and the challenge", code, body)
	}
	for _, tt := range []struct{ mode, token string }{{"subscribe", "wrong"}, {"subscribe", ""}, {"unsubscribe", verify}} {
		if code, body := get(tt.mode, tt.token); code != 403 || strings.Contains(body, "1158201444") {
			t.Errorf("verification with mode %q token %q = %d %q; want 403 without the challenge", tt.mode, tt.token, code, body)
		}
	}
}

// TestWebhookSignature: only a body signed with the app secret is read;
// anything else is 401 and nothing is stored, claimed or answered. A
// replayed body, validly signed, is answered once.
func TestWebhookSignature(t *testing.T) {
	h := newHarness(t, opts{})
	body := cloudapitest.Delivery(cloudapitest.PhoneID, []string{cloudapitest.TextMessage(dana, "wamid.SIG1", start, "hello")}, nil)
	post := func(sig string, b []byte) int {
		req, _ := http.NewRequest(http.MethodPost, h.hook.URL+cloudapi.Path, bytes.NewReader(b))
		if sig != "" {
			req.Header.Set("X-Hub-Signature-256", sig)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	tampered := bytes.Replace(body, []byte("hello"), []byte("hellO"), 1)
	refused := []struct {
		name string
		sig  string
		body []byte
	}{
		{"missing", "", body},
		{"another secret", cloudapi.Sign("not-the-secret", body), body},
		{"the body changed after signing", cloudapi.Sign(secret, body), tampered},
		{"not hex", "sha256=zz" + strings.Repeat("0", 62), body},
		{"sha1 form", "sha1=" + strings.Repeat("0", 40), body},
		{"bare digest", strings.TrimPrefix(cloudapi.Sign(secret, body), "sha256="), body},
	}
	for _, tt := range refused {
		if code := post(tt.sig, tt.body); code != http.StatusUnauthorized {
			t.Errorf("%s: %d; want 401", tt.name, code)
		}
	}
	h.settle()
	if n := len(h.api.Sent()); n != 0 || len(h.run.Inbounds()) != 0 || h.inboxState("wamid.SIG1") != "" {
		t.Fatalf("after refused deliveries: %d sent, %d turns, inbox %q; want nothing", n, len(h.run.Inbounds()), h.inboxState("wamid.SIG1"))
	}
	if ok, _ := h.state.Claim(t.Context(), "+"+dana+"\x1fwamid.SIG1", time.Minute); !ok {
		t.Error("a refused delivery claimed the message id")
	}

	// The probe above took the id, so a fresh message checks the replay.
	body = cloudapitest.Delivery(cloudapitest.PhoneID, []string{cloudapitest.TextMessage(dana, "wamid.SIG2", start, "hello")}, nil)
	for i := range 2 {
		if code := post(cloudapi.Sign(secret, body), body); code != 200 {
			t.Fatalf("valid delivery %d: %d", i+1, code)
		}
	}
	sent := h.settle()
	if len(sent) != 1 || sent[0].Text() != "echo: hello" {
		t.Errorf("a replayed body was answered %d times: %+v; want once", len(sent), sent)
	}
}

// TestWebhookRedeliveredThriceAnsweredOnce: Meta sends the same message
// three times (it did not see the 200); one turn, one reply.
func TestWebhookRedeliveredThriceAnsweredOnce(t *testing.T) {
	h := newHarness(t, opts{})
	msg := cloudapitest.TextMessage(dana, "wamid.THRICE", start, "add milk")
	for i := range 3 {
		if code := h.post([]string{msg}, nil); code != 200 {
			t.Fatalf("delivery %d: %d", i+1, code)
		}
	}
	sent := h.settle()
	if len(sent) != 1 || len(h.run.Inbounds()) != 1 {
		t.Fatalf("%d replies, %d turns; want one each", len(sent), len(h.run.Inbounds()))
	}
	if got := h.inboxState("wamid.THRICE"); got != "done" {
		t.Errorf("inbox state %q; want done", got)
	}
	// Redelivered after it was answered: still nothing.
	h.post([]string{msg}, nil)
	if sent := h.settle(); len(sent) != 1 {
		t.Errorf("a later redelivery was answered: %d replies", len(sent))
	}
}

// TestWebhookBadBodies: what is not a webhook gets a clear log line and a
// 4xx, what is a webhook but not for this number or not a message a 200,
// and none of it is queued.
func TestWebhookBadBodies(t *testing.T) {
	h := newHarness(t, opts{maxBody: 64 << 10})
	post := func(b []byte) int { return cloudapitest.Post(t, h.hook.URL+cloudapi.Path, secret, b) }
	big := append([]byte(`{"object":"whatsapp_business_account","entry":[],"pad":"`), bytes.Repeat([]byte("a"), 10<<20)...)
	big = append(big, `"}`...)
	tests := []struct {
		name string
		body []byte
		code int
		log  string
	}{
		{"not JSON", []byte("<html>not json</html>"), 400, "signed webhook is not JSON"},
		{"truncated JSON", []byte(`{"object":"whatsapp_business_account","entry":[`), 400, "signed webhook is not JSON"},
		{"10 MB body", big, 413, "webhook body over the limit"},
		{"another object", []byte(`{"object":"page","entry":[]}`), 200, "webhook for another object"},
		{"another business number", cloudapitest.Delivery("999999", []string{cloudapitest.TextMessage(dana, "wamid.OTHER", start, "hi")}, nil), 200, "another business number"},
		{"empty entry", []byte(`{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}`), 200, ""},
		{"message without a sender number", cloudapitest.Delivery(cloudapitest.PhoneID, []string{cloudapitest.TextMessage("not-a-number", "wamid.BAD", start, "hi")}, nil), 200, "sender is not a phone number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if code := post(tt.body); code != tt.code {
				t.Errorf("code %d; want %d", code, tt.code)
			}
			if tt.log != "" && !strings.Contains(h.logs.String(), tt.log) {
				t.Errorf("log has no %q:\n%s", tt.log, h.logs.String())
			}
		})
	}
	if sent := h.settle(); len(sent) != 0 || len(h.run.Inbounds()) != 0 {
		t.Errorf("bad bodies caused %d sends and %d turns", len(sent), len(h.run.Inbounds()))
	}
}
