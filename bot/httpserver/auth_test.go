package httpserver_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// pairer counts StartPairing calls.
type pairer struct{ n atomic.Int32 }

func (p *pairer) StartPairing() { p.n.Add(1) }

// request sends method path to h with host and, unless empty, the header
// Authorization: Bearer tok.
func request(h http.Handler, method, path, host, tok string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(method, path, nil)
	req.Host = host
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	h.ServeHTTP(rec, req)
	return rec
}

// TestPairNeedsTokenAndHost: every /pair route refuses a request without
// the operator token (401), with a wrong one (403), or naming a host that
// is neither an IP address, localhost nor configured (403) — what a page
// on an attacker's domain rebound to 127.0.0.1 would send.
func TestPairNeedsTokenAndHost(t *testing.T) {
	l := &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@secret-qr,AAAA,BBBB"}}
	s := httpserver.New(httpserver.Config{WhatsApp: l, Token: token, Hosts: []string{"Memo.Example.com"}}).Handler()
	for _, path := range []string{"/pair", "/pair/qr.png", "/pair/status"} {
		for _, tt := range []struct {
			host, tok string
			code      int
		}{
			{"127.0.0.1:8080", "", http.StatusUnauthorized},
			{"127.0.0.1:8080", "wrong-token", http.StatusForbidden},
			{"evil.example:8080", token, http.StatusForbidden},
			{"rebind.attacker.test", token, http.StatusForbidden},
			{"127.0.0.1:8080", token, http.StatusOK},
			{"[::1]:8080", token, http.StatusOK},
			{"localhost:8080", token, http.StatusOK},
			{"memo.example.com", token, http.StatusOK},
		} {
			rec := request(s, http.MethodGet, path, tt.host, tt.tok)
			if rec.Code != tt.code {
				t.Errorf("GET %s Host %s token %q: %d; want %d", path, tt.host, tt.tok, rec.Code, tt.code)
			}
			if rec.Code != http.StatusOK && (strings.Contains(rec.Body.String(), "secret-qr") || rec.Header().Get("Content-Type") == "image/png") {
				t.Errorf("GET %s Host %s: the refusal carries the code", path, tt.host)
			}
		}
	}
	// No token configured: the page is off for everyone.
	off := httpserver.New(httpserver.Config{WhatsApp: l}).Handler()
	if rec := request(off, http.MethodGet, "/pair", "127.0.0.1", ""); rec.Code != http.StatusForbidden {
		t.Errorf("without a configured token: %d; want 403", rec.Code)
	}
}

// TestPairTokenLinkSetsCookie: the printed link with ?token= sets a
// strict, HTTP-only cookie and sends the browser to /pair without the
// token in the address; the cookie alone then opens the page.
func TestPairTokenLinkSetsCookie(t *testing.T) {
	l := &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@code,AAAA,BBBB"}}
	srv := httptest.NewServer(httpserver.New(httpserver.Config{WhatsApp: l, Token: token}).Handler())
	defer srv.Close()
	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Get(srv.URL + "/pair?token=" + url.QueryEscape(token))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/pair" {
		t.Fatalf("token link: %d to %q; want 303 to /pair", resp.StatusCode, resp.Header.Get("Location"))
	}
	cookies := resp.Cookies()
	if len(cookies) != 1 || !cookies[0].HttpOnly || cookies[0].SameSite != http.SameSiteStrictMode {
		t.Fatalf("cookies %+v; want one HttpOnly SameSite=Strict cookie", cookies)
	}
	if strings.Contains(cookies[0].Value, token) || cookies[0].Value == "" {
		t.Fatalf("the cookie holds %q: the operator's token must never be in it", cookies[0].Value)
	}
	// A cookie the server did not give (a guess, or the token itself) opens nothing.
	for _, forged := range []string{token, "x" + cookies[0].Value} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/pair/qr.png", nil)
		req.AddCookie(&http.Cookie{Name: cookies[0].Name, Value: forged})
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("a forged cookie %q: %d; want 403", forged, resp.StatusCode)
		}
	}
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/pair/qr.png", nil)
	req.AddCookie(cookies[0])
	resp, err = c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "image/png" {
		t.Errorf("with the cookie: %d %q; want the image", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

// TestPairCookieSecureBehindProxy: the session cookie is Secure when the
// browser came over HTTPS, through a trusted proxy that says so; a client
// that only claims it (X-Forwarded-Proto from anywhere) is not believed.
func TestPairCookieSecureBehindProxy(t *testing.T) {
	l := &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@code,AAAA,BBBB"}}
	h := httpserver.New(httpserver.Config{WhatsApp: l, Token: token,
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}}).Handler()
	for _, tt := range []struct {
		remote string
		secure bool
	}{{"10.1.2.3:40000", true}, {"203.0.113.5:40000", false}} {
		req := httptest.NewRequest(http.MethodGet, "/pair?token="+url.QueryEscape(token), nil)
		req.Host, req.RemoteAddr = "127.0.0.1", tt.remote
		req.Header.Set("X-Forwarded-Proto", "https")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		cookies := rec.Result().Cookies()
		if len(cookies) != 1 || cookies[0].Secure != tt.secure {
			t.Errorf("from %s claiming https: cookies %+v; want Secure %v", tt.remote, cookies, tt.secure)
		}
	}
}

// TestPairStartButton: after a logout the page offers "Start pairing"
// instead of a code; only the operator's same-origin POST starts it.
func TestPairStartButton(t *testing.T) {
	p := &pairer{}
	l := &link{st: whatsapp.Status{State: whatsapp.StateLoggedOut, Detail: "logged out"}}
	s := httpserver.New(httpserver.Config{WhatsApp: l, Token: token, Pairer: p}).Handler()
	if body := get(t, s, "/pair").Body.String(); !strings.Contains(body, `action="/pair/start"`) {
		t.Fatalf("logged-out page has no start button:\n%s", body)
	}
	if rec := request(s, http.MethodPost, "/pair/start", "127.0.0.1:8080", ""); rec.Code != http.StatusUnauthorized {
		t.Errorf("POST without token: %d; want 401", rec.Code)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, "/pair/start", nil)
	req.Host = "127.0.0.1:8080"
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Origin", "http://evil.example")
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusForbidden {
		t.Errorf("cross-origin POST: %d; want 403", rec.Code)
	}
	if p.n.Load() != 0 {
		t.Fatalf("pairing started %d times by refused requests", p.n.Load())
	}
	if rec := request(s, http.MethodPost, "/pair/start", "127.0.0.1:8080", token); rec.Code != http.StatusSeeOther {
		t.Errorf("operator POST: %d; want 303", rec.Code)
	}
	if p.n.Load() != 1 {
		t.Errorf("pairing started %d times; want 1", p.n.Load())
	}
}

// TestHealthRedacted: without the token /readyz tells the state and which
// checks pass, and /healthz the link's state, but neither the bot's
// number, the link's detail nor an error's text; with it, everything.
func TestHealthRedacted(t *testing.T) {
	down := func(context.Context) error { return errors.New("dial tcp 10.0.0.7:6379: connection refused") }
	l := &link{st: whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "connect: dial tcp 157.240.0.53:443: i/o timeout", Phone: "+972500000001"}}
	s := httpserver.New(httpserver.Config{WhatsApp: l, Token: token, Checks: []httpserver.Check{{Name: "redis", Check: down}}}).Handler()

	for path, wants := range map[string][]string{
		"/readyz":  {"+972500000001", "10.0.0.7", "157.240.0.53"},
		"/healthz": {"+972500000001", "157.240.0.53"},
	} {
		anon := request(s, http.MethodGet, path, "memo:8080", "").Body.String()
		for _, secret := range []string{"+972500000001", "10.0.0.7", "157.240.0.53", "dial tcp"} {
			if strings.Contains(anon, secret) {
				t.Errorf("%s without the token shows %q:\n%s", path, secret, anon)
			}
		}
		var h httpserver.Health
		if err := json.Unmarshal([]byte(anon), &h); err != nil {
			t.Fatal(err)
		}
		if h.WhatsApp.State != whatsapp.StateDisconnected {
			t.Errorf("%s redacted: %+v; want the link's state", path, h)
		}
		if path == "/readyz" && (h.Status != "degraded" || h.Checks["redis"].OK) {
			t.Errorf("redacted readiness %+v; want the state and the failed check", h)
		}
		full := get(t, s, path).Body.String()
		for _, want := range wants {
			if !strings.Contains(full, want) {
				t.Errorf("%s with the token lacks %q", path, want)
			}
		}
	}
}

// TestMetricsNeedOperatorToken: /metrics is the operator's, like /pair:
// no token 401, a wrong one or a foreign Host 403, and off (403) when the
// server has no token at all.
func TestMetricsNeedOperatorToken(t *testing.T) {
	metrics := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("memo_turns_total 3\n")) })
	s := httpserver.New(httpserver.Config{Token: token, Metrics: metrics}).Handler()
	for _, tt := range []struct {
		name, host, tok string
		code            int
	}{
		{"operator", "127.0.0.1:8080", token, http.StatusOK},
		{"no token", "127.0.0.1:8080", "", http.StatusUnauthorized},
		{"wrong token", "127.0.0.1:8080", "not-the-operator-token-0123", http.StatusForbidden},
		{"rebound host", "attacker.example:8080", token, http.StatusForbidden},
	} {
		rec := request(s, http.MethodGet, "/metrics", tt.host, tt.tok)
		if rec.Code != tt.code {
			t.Errorf("%s: %d; want %d", tt.name, rec.Code, tt.code)
		}
		if got := strings.Contains(rec.Body.String(), "memo_turns_total"); got != (tt.code == http.StatusOK) {
			t.Errorf("%s: metrics shown = %v:\n%s", tt.name, got, rec.Body)
		}
	}
	off := httpserver.New(httpserver.Config{Metrics: metrics}).Handler()
	if rec := request(off, http.MethodGet, "/metrics", "127.0.0.1:8080", token); rec.Code != http.StatusForbidden {
		t.Errorf("without a configured token: %d; want 403", rec.Code)
	}
}

// TestListenRefusesOpenAddressWithoutToken: an address other than
// loopback needs a token.
func TestListenRefusesOpenAddressWithoutToken(t *testing.T) {
	for addr, loop := range map[string]bool{
		"127.0.0.1:0": true, "[::1]:0": true, "localhost:0": true,
		"0.0.0.0:0": false, ":0": false, "[::]:0": false, "192.0.2.1:0": false,
	} {
		if got := httpserver.Loopback(addr); got != loop {
			t.Errorf("Loopback(%q) = %v; want %v", addr, got, loop)
		}
	}
	if _, err := httpserver.New(httpserver.Config{Addr: "0.0.0.0:0"}).Listen(); err == nil {
		t.Error("listening on 0.0.0.0 without a token succeeded")
	}
	ln, err := httpserver.New(httpserver.Config{Addr: "0.0.0.0:0", Token: token}).Listen()
	if err != nil {
		t.Fatalf("0.0.0.0 with a token: %v", err)
	}
	ln.Close()
}
