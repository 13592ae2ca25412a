package httpserver_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/httpserver"
)

// cloud is a fake httpserver.CloudStatus.
type cloud struct{ h cloudapi.Health }

func (c cloud) Health() cloudapi.Health { return c.h }

// TestReadyzCloud: /readyz reports the Cloud channel (the token's state
// and the last webhook), the number and the refusal only to the operator,
// and a refused token makes the whole degraded; /healthz tells its state
// and stays 200.
func TestReadyzCloud(t *testing.T) {
	yes, no := true, false
	last := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	good := cloudapi.Health{State: "ok", TokenValid: &yes, CheckedAt: &last, LastWebhook: &last, Phone: "15550783881"}
	bad := cloudapi.Health{State: "token_refused", TokenValid: &no, CheckedAt: &last, Phone: "15550783881", Detail: "graph api: HTTP 401: code 190"}
	for _, tt := range []struct {
		name   string
		h      cloudapi.Health
		code   int
		status string
	}{
		{"token good", good, 200, "ok"},
		{"token refused", bad, 503, "degraded"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := httpserver.New(httpserver.Config{Cloud: cloud{tt.h}, Checks: []httpserver.Check{{Name: "sqlite", Check: ok}}, Token: token})
			rec := get(t, s.Handler(), "/readyz")
			var h httpserver.Health
			if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
				t.Fatal(err)
			}
			if rec.Code != tt.code || h.Status != tt.status || h.Cloud == nil || h.Cloud.State != tt.h.State || h.Cloud.Phone != tt.h.Phone || h.Cloud.Detail != tt.h.Detail {
				t.Errorf("%d %+v cloud %+v; want %d %s with the operator's details", rec.Code, h, h.Cloud, tt.code, tt.status)
			}
			if h.Cloud.LastWebhook == nil && tt.h.LastWebhook != nil {
				t.Error("last webhook missing")
			}
			// Anyone: the state, not the number or the refusal.
			anon := httptest.NewRecorder()
			s.Handler().ServeHTTP(anon, httptest.NewRequest(http.MethodGet, "/readyz", nil))
			var a httpserver.Health
			json.Unmarshal(anon.Body.Bytes(), &a)
			if a.Cloud == nil || a.Cloud.State != tt.h.State || a.Cloud.Phone != "" || a.Cloud.Detail != "" {
				t.Errorf("anonymous cloud health %+v; want the state only", a.Cloud)
			}
			// Liveness: alive whatever the token, the state for anyone.
			live := httptest.NewRecorder()
			s.Handler().ServeHTTP(live, httptest.NewRequest(http.MethodGet, "/healthz", nil))
			var l httpserver.Liveness
			json.Unmarshal(live.Body.Bytes(), &l)
			if live.Code != http.StatusOK || l.Status != "alive" || l.Cloud == nil || l.Cloud.State != tt.h.State || l.Cloud.Phone != "" || l.Cloud.Detail != "" {
				t.Errorf("/healthz %d %+v cloud %+v; want 200, alive, the state only", live.Code, l, l.Cloud)
			}
		})
	}
	// Without the channel, no cloud part.
	s := httpserver.New(httpserver.Config{Token: token})
	var h httpserver.Health
	json.Unmarshal(get(t, s.Handler(), "/readyz").Body.Bytes(), &h)
	if h.Cloud != nil {
		t.Errorf("cloud health %+v without a cloud channel", h.Cloud)
	}
}

// TestRoutesServedWithoutOperatorChecks: a route (the webhook) is served
// to any Host and without the token: it guards itself.
func TestRoutesServedWithoutOperatorChecks(t *testing.T) {
	s := httpserver.New(httpserver.Config{Token: token, Routes: []httpserver.Route{{Pattern: cloudapi.Path, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "webhook "+r.Method)
	})}}})
	req := httptest.NewRequest(http.MethodPost, cloudapi.Path, nil)
	req.Host = "memo.example.com"
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Body.String() != "webhook POST" {
		t.Errorf("route answered %d %q", rec.Code, rec.Body.String())
	}
}
