package main

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// cloudEnv is a test server's environment with the Cloud API on the fake
// Graph API.
func cloudEnv(t *testing.T, api *cloudapitest.Server, extra map[string]string) map[string]string {
	env := map[string]string{
		"MEMO_WA_CLOUD_TOKEN":        cloudapitest.Token,
		"MEMO_WA_CLOUD_PHONE_ID":     cloudapitest.PhoneID,
		"MEMO_WA_CLOUD_APP_SECRET":   "serve-app-secret",
		"MEMO_WA_CLOUD_VERIFY_TOKEN": "serve-verify-token",
		"MEMO_WA_CLOUD_API_URL":      api.BaseURL(),
		"MEMO_ALLOWED_NUMBERS":       "+972501234567",
	}
	for k, v := range extra {
		env[k] = v
	}
	return serveEnv(t, env)
}

// TestServeCloudChannel: with the Cloud API configured, memo serve takes
// Meta's webhook, answers through the Graph API, reports the channel on
// /readyz and warns that no template is configured. An API request of the
// same chat is answered over HTTP only, and both turns are counted under
// their channels.
func TestServeCloudChannel(t *testing.T) {
	api := cloudapitest.New(t)
	env := cloudEnv(t, api, nil)
	s := startServe(t, env)
	if !strings.Contains(s.stderr.String(), "MEMO_WA_CLOUD_TEMPLATE is not set") {
		t.Errorf("no warning about the template:\n%s", s.stderr.String())
	}
	if strings.Contains(s.stdout.String(), "/pair?token=") {
		t.Errorf("a pairing link without the whatsmeow channel:\n%s", s.stdout.String())
	}
	resp, err := http.Get(s.url + cloudapi.Path + "?hub.mode=subscribe&hub.verify_token=serve-verify-token&hub.challenge=42")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != "42" {
		t.Errorf("verification: %d %q", resp.StatusCode, b)
	}

	body := cloudapitest.Delivery(cloudapitest.PhoneID, []string{cloudapitest.TextMessage("972501234567", "wamid.SERVE1", time.Now(), "add a task: call mom")}, nil)
	if code := cloudapitest.Post(t, s.url+cloudapi.Path, "wrong-secret", body); code != 401 {
		t.Errorf("mis-signed webhook: %d; want 401", code)
	}
	if code := cloudapitest.Post(t, s.url+cloudapi.Path, "serve-app-secret", body); code != 200 {
		t.Fatalf("webhook: %d", code)
	}
	sent := api.WaitSent(t, 1, 10*time.Second)
	if !strings.Contains(sent[0].Text(), "call mom") || sent[0].Request.To != "972501234567" {
		t.Errorf("reply %+v %q", sent[0].Request, sent[0].Text())
	}
	h := s.waitHealth("the cloud channel", func(h health, code int) bool { return h.Cloud.State == "ok" })
	if h.WhatsApp.State != "off" || h.Status != "ok" || h.Cloud.LastWebhook == "" {
		t.Errorf("/readyz %+v; want ok, whatsapp off, the last webhook shown", h)
	}

	// The same chat over the HTTP API: the answer comes back to the
	// request, and nothing more goes out through the Graph API.
	a := &apiServer{served: s, env: env, user: "+972501234567"}
	a.token = a.newToken(t, a.user)
	if r := a.chat(t, "show my tasks"); !r.Success || !strings.Contains(r.Summary, "call mom") {
		t.Errorf("API answer %+v; want the task the Cloud message added", r)
	}
	if got := api.Sent(); len(got) != 1 {
		t.Errorf("the Graph API was sent %d messages; want only the Cloud reply: %+v", len(got), got)
	}
	fams := scrape(t, s.url)
	for _, ch := range []string{"cloud", "http"} {
		if v := value(fams, "memo_turns_total", map[string]string{"channel": ch}); v != 1 {
			t.Errorf("memo_turns_total{channel=%q} = %v; want 1", ch, v)
		}
	}
	if v := value(fams, "memo_turns_total", map[string]string{"channel": "whatsapp"}); v > 0 {
		t.Errorf("memo_turns_total{channel=whatsapp} = %v without the whatsmeow channel", v)
	}
	if err := s.stop(); err != nil {
		t.Errorf("stop: %v", err)
	}
}

// TestServeBothChannels: MEMO_CHANNELS runs whatsmeow beside the Cloud
// API; /readyz reports both.
func TestServeBothChannels(t *testing.T) {
	api := cloudapitest.New(t)
	s := startServe(t, cloudEnv(t, api, map[string]string{"MEMO_CHANNELS": "whatsapp,cloud", "MEMO_WA_CLOUD_TEMPLATE": "memo_reminder"}))
	h := s.waitHealth("both channels", func(h health, code int) bool {
		return h.WhatsApp.State == "unpaired" && h.Cloud.State == "ok"
	})
	if h.Status != "degraded" {
		t.Errorf("/readyz %+v; want degraded while WhatsApp is unpaired", h)
	}
	if strings.Contains(s.stderr.String(), "MEMO_WA_CLOUD_TEMPLATE is not set") {
		t.Error("warned about a template that is set")
	}
}

func TestServeCloudConfigErrors(t *testing.T) {
	full := map[string]string{
		"MEMO_WA_CLOUD_TOKEN": "t", "MEMO_WA_CLOUD_PHONE_ID": "123", "MEMO_WA_CLOUD_APP_SECRET": "s", "MEMO_WA_CLOUD_VERIFY_TOKEN": "verify-me",
	}
	with := func(kv ...string) map[string]string {
		m := map[string]string{}
		for k, v := range full {
			m[k] = v
		}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"token alone", map[string]string{"MEMO_WA_CLOUD_TOKEN": "t"}, "MEMO_WA_CLOUD_APP_SECRET"},
		{"no app secret", with("MEMO_WA_CLOUD_APP_SECRET", ""), "MEMO_WA_CLOUD_APP_SECRET"},
		{"plain http API", with("MEMO_WA_CLOUD_API_URL", "http://graph.example.com/v21.0"), "MEMO_WA_CLOUD_API_URL"},
		{"short verify token", with("MEMO_WA_CLOUD_VERIFY_TOKEN", "abc"), "MEMO_WA_CLOUD_VERIFY_TOKEN"},
		{"bad phone id", with("MEMO_WA_CLOUD_PHONE_ID", "12/../34"), "phone number id"},
		{"bad template languages", with("MEMO_WA_CLOUD_TEMPLATE_LANGS", "fr=fr"), "MEMO_WA_CLOUD_TEMPLATE_LANGS"},
		{"cloud without its variables", map[string]string{"MEMO_CHANNELS": "cloud"}, "MEMO_WA_CLOUD_TOKEN"},
		{"unknown channel", map[string]string{"MEMO_CHANNELS": "whatsapp,telegram"}, "telegram"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := serveEnv(t, tt.env)
			err := run(t.Context(), []string{"serve", "--http", "127.0.0.1:0"}, strings.NewReader(""), io.Discard, io.Discard, func(k string) string { return env[k] })
			var ue usageError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v; want a usage error naming %q", err, tt.want)
			}
		})
	}
}
