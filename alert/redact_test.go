package alert_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/alert"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/storetest"
)

// secretPath is the part of a Slack or Discord webhook URL that lets
// anyone post to the channel.
const secretPath = "/services/T000/B000/XXXXsecretXXXX"

// TestWebhookErrorsHideTheURL: the webhook's URL is a secret (whoever has
// it may post), so no error names it: not a connection refused, not a
// timeout, not a redirect, not an answer the server refused, not a URL
// that cannot be parsed, and not the watcher's log line.
func TestWebhookErrorsHideTheURL(t *testing.T) {
	// A port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String()
	ln.Close()
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(2 * time.Second):
		}
	}))
	defer slow.Close()
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "no such hook "+r.URL.Path, http.StatusNotFound)
	}))
	defer refusing.Close()
	redirect := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://127.0.0.1:1"+secretPath+"/again", http.StatusTemporaryRedirect)
	}))
	defer redirect.Close()

	for _, tt := range []struct {
		name, url string
		client    *http.Client
	}{
		{"connection refused", closed + secretPath, nil},
		{"timeout", slow.URL + secretPath, &http.Client{Timeout: 50 * time.Millisecond}},
		{"refused answer", refusing.URL + secretPath, nil},
		{"redirect", redirect.URL + secretPath, nil},
		{"bad URL", "http://bad host" + secretPath + "?token=XXXXsecretXXXX", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := &alert.Webhook{URL: tt.url, Client: tt.client, Retries: 1, Pause: time.Millisecond}
			err := w.Send(context.Background(), "WhatsApp is down")
			if err == nil {
				t.Fatal("no error")
			}
			if strings.Contains(err.Error(), "secret") || strings.Contains(err.Error(), "/services/") {
				t.Errorf("the error names the webhook's URL: %v", err)
			}
		})
	}

	// The watcher logs the failure without the URL.
	var logs bytes.Buffer
	clock := storetest.NewClock(time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC))
	st := whatsapp.Status{State: whatsapp.StateLoggedOut, Since: clock.Now()}
	w := alert.NewWatcher(alert.WatchConfig{
		Status: func() whatsapp.Status { return st },
		Notify: &alert.Webhook{URL: closed + secretPath, Retries: 1, Pause: time.Millisecond},
		Clock:  clock,
		Logger: slog.New(slog.NewTextHandler(&logs, nil)),
	})
	w.Check(context.Background())
	if !strings.Contains(logs.String(), "not delivered") {
		t.Fatalf("the watcher logged no failure: %s", logs.String())
	}
	if strings.Contains(logs.String(), "secret") {
		t.Errorf("the watcher's log names the webhook's URL: %s", logs.String())
	}
}
