package httpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"rsc.io/qr"

	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// link is a fake httpserver.LinkStatus; StatusFunc, when set, decides.
type link struct {
	mu         sync.Mutex
	st         whatsapp.Status
	StatusFunc func() whatsapp.Status
}

func (l *link) Status() whatsapp.Status {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.StatusFunc != nil {
		return l.StatusFunc()
	}
	return l.st
}

func (l *link) Set(st whatsapp.Status) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.st = st
}

var since = time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)

func ok(context.Context) error { return nil }

// token is the operator token of the tests' servers.
const token = "test-operator-token-0123456789"

// get requests path as the operator would: with the token, on loopback.
func get(t *testing.T, h http.Handler, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = "127.0.0.1:8080"
	req.Header.Set("Authorization", "Bearer "+token)
	h.ServeHTTP(rec, req)
	return rec
}

func TestReadyz(t *testing.T) {
	down := func(context.Context) error { return errors.New("dial tcp 127.0.0.1:6379: connection refused") }
	slow := func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }
	tests := []struct {
		name   string
		link   httpserver.LinkStatus
		checks []httpserver.Check
		code   int
		status string
		state  whatsapp.State
		failed string // a check expected to fail
	}{
		{name: "connected", link: &link{st: whatsapp.Status{State: whatsapp.StateConnected, Since: since, Phone: "+972500000001"}},
			checks: []httpserver.Check{{Name: "sqlite", Check: ok}, {Name: "redis", Check: ok}}, code: 200, status: "ok", state: whatsapp.StateConnected},
		{name: "standby is healthy", link: &link{st: whatsapp.Status{State: whatsapp.StateStandby}},
			checks: []httpserver.Check{{Name: "sqlite", Check: ok}}, code: 200, status: "ok", state: whatsapp.StateStandby},
		{name: "logged out", link: &link{st: whatsapp.Status{State: whatsapp.StateLoggedOut, Detail: "logged out: logged out"}},
			checks: []httpserver.Check{{Name: "sqlite", Check: ok}}, code: 503, status: "degraded", state: whatsapp.StateLoggedOut},
		{name: "pairing", link: &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@secret"}},
			code: 503, status: "degraded", state: whatsapp.StatePairing},
		{name: "redis down", link: &link{st: whatsapp.Status{State: whatsapp.StateConnected}},
			checks: []httpserver.Check{{Name: "sqlite", Check: ok}, {Name: "redis", Check: down}}, code: 503, status: "degraded", state: whatsapp.StateConnected, failed: "redis"},
		{name: "check that hangs times out", link: &link{st: whatsapp.Status{State: whatsapp.StateConnected}},
			checks: []httpserver.Check{{Name: "sqlite", Check: slow}}, code: 503, status: "degraded", state: whatsapp.StateConnected, failed: "sqlite"},
		{name: "no whatsapp", checks: []httpserver.Check{{Name: "sqlite", Check: ok}}, code: 200, status: "ok", state: "off"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := httpserver.New(httpserver.Config{WhatsApp: tt.link, Checks: tt.checks, CheckTimeout: 50 * time.Millisecond, Token: token})
			rec := get(t, s.Handler(), "/readyz")
			if rec.Code != tt.code {
				t.Errorf("code %d; want %d", rec.Code, tt.code)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("content type %q", ct)
			}
			if strings.Contains(rec.Body.String(), "secret") {
				t.Error("/readyz leaks the QR code")
			}
			var h httpserver.Health
			if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
				t.Fatal(err)
			}
			if h.Status != tt.status || h.WhatsApp.State != tt.state {
				t.Errorf("status %q, state %q; want %q, %q", h.Status, h.WhatsApp.State, tt.status, tt.state)
			}
			if len(h.Checks) != len(tt.checks) {
				t.Errorf("checks %v; want %d", h.Checks, len(tt.checks))
			}
			for name, r := range h.Checks {
				if r.OK == (name == tt.failed) || !r.OK && r.Error == "" {
					t.Errorf("check %s = %+v", name, r)
				}
			}
		})
	}
}

func TestPairPage(t *testing.T) {
	tests := []struct {
		name    string
		st      whatsapp.Status
		want    []string
		notWant []string
	}{
		{name: "QR", st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@AbC,def,ghi"},
			want: []string{`<img id="qr" src="/pair/qr.png?v=`, `http-equiv="refresh" content="5"`}, notWant: []string{"AbC", "Paired as"}},
		{name: "paired", st: whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"},
			want: []string{`Paired as <strong dir="ltr">+972500000001</strong>`, "WhatsApp: connected"}, notWant: []string{"<img", "refresh"}},
		{name: "paired but down", st: whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "keep-alive timeout (2 missed)", Phone: "+972500000001"},
			want: []string{"Paired as", "WhatsApp: disconnected — keep-alive timeout (2 missed)", `http-equiv="refresh"`}},
		{name: "waiting", st: whatsapp.Status{State: whatsapp.StateConnecting, Detail: "connect: <dial> failed"},
			want: []string{"WhatsApp: connecting — connect: <dial> failed", "Waiting for a QR code"}, notWant: []string{"<dial>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := httpserver.New(httpserver.Config{WhatsApp: &link{st: tt.st}, Token: token})
			rec := get(t, s.Handler(), "/pair")
			raw := rec.Body.String()
			body := html.UnescapeString(raw) // what the reader sees
			if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
				t.Fatalf("code %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
			}
			for _, w := range tt.want {
				if !strings.Contains(body, w) {
					t.Errorf("page lacks %q:\n%s", w, body)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(raw, w) {
					t.Errorf("page has %q", w)
				}
			}
		})
	}
}

func TestPairQRImage(t *testing.T) {
	const code = "2@8Hk3l0s,AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/=,ZyXwVuTsRq==,0987654321=="
	l := &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: code}}
	s := httpserver.New(httpserver.Config{WhatsApp: l, Token: token})
	rec := get(t, s.Handler(), "/pair/qr.png")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("code %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	// The image holds the code's modules, 8 pixels each after a 4-module
	// quiet zone.
	want, err := qr.Encode(code, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != (want.Size+8)*8 {
		t.Fatalf("image %v; want %d pixels a side", b, (want.Size+8)*8)
	}
	for y := range want.Size {
		for x := range want.Size {
			r, _, _, _ := img.At((x+4)*8+4, (y+4)*8+4).RGBA()
			if black := r < 0x8000; black != want.Black(x, y) {
				t.Fatalf("module (%d,%d) black=%v; want %v", x, y, black, want.Black(x, y))
			}
		}
	}
	// Once paired there is no code to show.
	l.Set(whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"})
	if rec := get(t, s.Handler(), "/pair/qr.png"); rec.Code != http.StatusNotFound {
		t.Errorf("after pairing: code %d; want 404", rec.Code)
	}
}

func TestServeShutsDownGracefully(t *testing.T) {
	started := make(chan struct{})
	release := make(chan struct{})
	slow := func(ctx context.Context) error {
		close(started)
		<-release
		return nil
	}
	s := httpserver.New(httpserver.Config{Addr: "127.0.0.1:0", Checks: []httpserver.Check{{Name: "slow", Check: slow}}, CheckTimeout: 5 * time.Second})
	ln, err := s.Listen()
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	ctx, cancel := context.WithCancel(t.Context())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()

	type result struct {
		code int
		err  error
	}
	inflight := make(chan result, 1)
	go func() {
		resp, err := http.Get(url + "/readyz")
		if err != nil {
			inflight <- result{err: err}
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		inflight <- result{code: resp.StatusCode}
	}()
	<-started
	cancel() // SIGTERM arrives while a request is in flight
	time.Sleep(50 * time.Millisecond)
	select {
	case err := <-served:
		t.Fatalf("Serve returned %v before the request in flight finished", err)
	default:
	}
	close(release)
	if r := <-inflight; r.err != nil || r.code != 200 {
		t.Errorf("request in flight: %d, %v; want 200", r.code, r.err)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve = %v; want nil", err)
	}
	if _, err := http.Get(url + "/healthz"); err == nil {
		t.Error("server still answers after shutdown")
	}
}

func TestHealthzIsLiveness(t *testing.T) {
	failing := func(context.Context) error { return errors.New("down") }
	l := &link{st: whatsapp.Status{State: whatsapp.StateLoggedOut, Detail: "logged out", Since: since, QR: "2@secret"}}
	s := httpserver.New(httpserver.Config{WhatsApp: l, Checks: []httpserver.Check{{Name: "sqlite", Check: failing}}, Token: token})
	rec := get(t, s.Handler(), "/healthz")
	if rec.Code != http.StatusOK {
		t.Fatalf("/healthz %d while the link is down; a live process answers 200", rec.Code)
	}
	var live httpserver.Liveness
	if err := json.Unmarshal(rec.Body.Bytes(), &live); err != nil {
		t.Fatal(err)
	}
	if live.Status != "alive" || live.WhatsApp.State != whatsapp.StateLoggedOut || live.WhatsApp.Since == nil || strings.Contains(rec.Body.String(), "secret") {
		t.Errorf("/healthz = %s", rec.Body)
	}
	if rec := get(t, s.Handler(), "/readyz"); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("/readyz %d; want 503", rec.Code)
	}
}

func TestPairSaysItPlainly(t *testing.T) {
	now := time.Now()
	tests := []struct {
		st   whatsapp.Status
		want string
	}{
		{whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "connect failure", Since: now, RetryAt: now.Add(20 * time.Second)}, "Can't reach WhatsApp; retrying in 20 s."},
		{whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "connection lost; reconnecting", Since: now}, "Can't reach WhatsApp; retrying now."},
		{whatsapp.Status{State: whatsapp.StateLoggedOut, Phone: "+972500000001"}, "The phone unlinked Memo (logged out). Scan a new code"},
		{whatsapp.Status{State: whatsapp.StateStandby}, "Another Memo process holds the WhatsApp session"},
		{whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"}, "Connected to WhatsApp as +972500000001."},
	}
	for _, tt := range tests {
		page := get(t, httpserver.New(httpserver.Config{WhatsApp: &link{st: tt.st}, Token: token}).Handler(), "/pair").Body.String()
		if !strings.Contains(html.UnescapeString(page), tt.want) {
			t.Errorf("%s: /pair lacks %q:\n%s", tt.st.State, tt.want, page)
		}
	}
}

// TestPairEscapesWhatItShows: what WhatsApp reports reaches the page as
// text, never as markup, in every branch that shows it.
func TestPairEscapesWhatItShows(t *testing.T) {
	const evil = `<script>alert("x")</script>&'`
	for _, st := range []whatsapp.Status{
		{State: whatsapp.StateConnected, Phone: evil, Detail: evil},
		{State: whatsapp.StateDisconnected, Detail: evil},
		{State: whatsapp.State(evil)},
		{State: whatsapp.StateUnpaired, QR: evil},
	} {
		page := get(t, httpserver.New(httpserver.Config{WhatsApp: &link{st: st}, Token: token}).Handler(), "/pair").Body.String()
		if strings.Contains(page, "<script") || strings.Contains(page, `"x"`) {
			t.Errorf("%q: /pair shows markup it was given:\n%s", st.State, page)
		}
		if st.Phone == "" && st.QR == "" && !strings.Contains(html.UnescapeString(page), evil) {
			t.Errorf("%q: /pair lost the text it was given:\n%s", st.State, page)
		}
	}
}
