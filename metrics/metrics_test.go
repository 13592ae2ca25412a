package metrics_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/metrics"
)

func scrape(t *testing.T, m *metrics.Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 {
		t.Fatalf("/metrics: %d", rec.Code)
	}
	return rec.Body.String()
}

func TestMetrics(t *testing.T) {
	m := metrics.New()
	state := "connected"
	m.WatchLink([]string{"connecting", "connected", "logged_out"}, func() string { return state })
	depth := 3
	m.WatchQueue(func() int { return depth }, func() int { return 2 })
	m.Turn("http", "offline", metrics.OutcomeOK, 30*time.Millisecond)
	m.Turn("whatsapp", "", metrics.OutcomeError, time.Second)
	m.Model("transcribe", memo.Usage{Calls: 1, PromptTokens: 10, Latency: time.Second})
	m.AdapterError("model", fmt.Errorf("chat: %w", context.DeadlineExceeded))
	m.AdapterError("calendar", &memo.Error{Code: memo.EUnavailable})
	m.AdapterError("calendar", nil)
	m.Reminder("sent")
	m.Reminder("late")
	m.RateLimited("user")
	m.APIRequest(429)
	m.Alert(false)
	m.Pruned("turn_traces", 5)
	m.DedupeHit()
	body := scrape(t, m)
	for _, want := range []string{
		`memo_turns_total{channel="http",outcome="ok",source="offline"} 1`,
		`memo_turns_total{channel="whatsapp",outcome="error",source="none"} 1`,
		`memo_turn_duration_seconds_count{channel="http"} 1`,
		`memo_model_calls_total{purpose="transcribe"} 1`,
		`memo_adapter_errors_total{adapter="model",kind="timeout"} 1`,
		`memo_adapter_errors_total{adapter="calendar",kind="unavailable"} 1`,
		`memo_reminders_total{status="fired"} 1`,
		`memo_reminders_total{status="late"} 1`,
		`memo_reminders_total{status="skipped"} 0`,
		`memo_rate_limited_total{scope="user"} 1`,
		`memo_api_requests_total{code="429"} 1`,
		`memo_alerts_total{result="failed"} 1`,
		`memo_pruned_rows_total{table="turn_traces"} 5`,
		`memo_dedupe_hits_total 1`,
		`memo_whatsapp_link_state{state="connected"} 1`,
		`memo_whatsapp_link_state{state="logged_out"} 0`,
		`memo_queue_depth 3`,
		`memo_active_chats 2`,
		`memo_pending_questions_total{event="expired"} 0`,
		`go_goroutines`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	// Gauges are read at scrape time; a state outside the list still shows.
	state, depth = "banned", 0
	body = scrape(t, m)
	if !strings.Contains(body, `memo_whatsapp_link_state{state="banned"} 1`) || !strings.Contains(body, `memo_queue_depth 0`) ||
		!strings.Contains(body, `memo_whatsapp_link_state{state="connected"} 0`) {
		t.Errorf("gauges did not follow:\n%s", body)
	}
}

func TestNilMetricsRecordNothing(t *testing.T) {
	var m *metrics.Metrics
	m.Turn("http", "offline", metrics.OutcomeOK, time.Second)
	m.Model("plan", memo.Usage{Calls: 1})
	m.Pending(metrics.PendingOpened)
	m.AdapterError("x", context.Canceled)
	m.WatchQueue(func() int { return 0 }, func() int { return 0 })
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 404 {
		t.Errorf("nil metrics serve %d", rec.Code)
	}
}
