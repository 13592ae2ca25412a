// Package metrics is Memo's Prometheus instrumentation: one registry of
// its own (no global default registry), typed methods to record what
// happened, and the /metrics handler. Every method is safe on a nil
// *Metrics, which records nothing, so instrumented code needs no checks.
package metrics

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/memo-assistant/memo"
)

// Turn outcomes, the outcome label of memo_turns_total.
const (
	// OutcomeOK: the turn did what was asked (or answered a question).
	OutcomeOK = "ok"
	// OutcomeAsked: the turn stopped to ask the user a question.
	OutcomeAsked = "asked"
	// OutcomeFailed: the turn ran and replied, but did not do what was
	// asked (not understood, not found, refused).
	OutcomeFailed = "failed"
	// OutcomeError: the turn could not run (a store down, a panic); the
	// user got an apology.
	OutcomeError = "error"
	// OutcomeLimited: the sender was over the rate limit; no turn ran.
	OutcomeLimited = "limited"
)

// Pending question events, the event label of memo_pending_questions_total.
const (
	PendingOpened   = "opened"
	PendingAnswered = "answered"
	PendingExpired  = "expired"
	// PendingDropped: the next message was not an answer, and the
	// question was dropped.
	PendingDropped = "dropped"
)

// Metrics holds Memo's collectors on its own registry.
type Metrics struct {
	reg *prometheus.Registry

	turns         *prometheus.CounterVec
	turnSeconds   *prometheus.HistogramVec
	modelCalls    *prometheus.CounterVec
	modelTokens   *prometheus.CounterVec
	modelSeconds  *prometheus.CounterVec
	pending       *prometheus.CounterVec
	dedupe        prometheus.Counter
	adapterErrors *prometheus.CounterVec
	reminders     *prometheus.CounterVec
	rateLimited   *prometheus.CounterVec
	apiRequests   *prometheus.CounterVec
	alerts        *prometheus.CounterVec
	pruned        *prometheus.CounterVec
}

// New returns Metrics on a fresh registry that also carries the Go
// runtime and process collectors.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		reg: reg,
		turns: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_turns_total",
			Help: "Turns handled, by channel (whatsapp, http, terminal), planner source (offline, model, reply, ...) and outcome (ok, asked, failed, error, limited).",
		}, []string{"channel", "source", "outcome"}),
		turnSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "memo_turn_duration_seconds",
			Help:    "Time from a turn's start to its reply, by channel.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120},
		}, []string{"channel"}),
		modelCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_model_calls_total",
			Help: "Calls to the model API, by purpose (plan, transcribe).",
		}, []string{"purpose"}),
		modelTokens: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_model_tokens_total",
			Help: "Model tokens spent, by kind (prompt, completion).",
		}, []string{"kind"}),
		modelSeconds: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_model_seconds_total",
			Help: "Time spent waiting for the model API, by purpose.",
		}, []string{"purpose"}),
		pending: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_pending_questions_total",
			Help: "Pending questions, by event (opened, answered, expired, dropped).",
		}, []string{"event"}),
		dedupe: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "memo_dedupe_hits_total",
			Help: "Messages dropped because their id was seen before (redeliveries, retried requests).",
		}),
		adapterErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_adapter_errors_total",
			Help: "Errors from outside systems, by adapter (model, calendar, whatsapp, webhook) and kind (unavailable, unlinked, timeout, internal, ...).",
		}, []string{"adapter", "kind"}),
		reminders: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_reminders_total",
			Help: "Reminders handled, by status (fired on time, late, skipped while offline).",
		}, []string{"status"}),
		rateLimited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_rate_limited_total",
			Help: "Messages and requests refused for going over a rate limit, by scope (token, user).",
		}, []string{"scope"}),
		apiRequests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_api_requests_total",
			Help: "POST /agent/chat requests, by HTTP status code.",
		}, []string{"code"}),
		alerts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_alerts_total",
			Help: "Operator alerts posted to the webhook, by result (sent, failed).",
		}, []string{"result"}),
		pruned: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "memo_pruned_rows_total",
			Help: "Old rows deleted by the retention job, by table.",
		}, []string{"table"}),
	}
	reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.turns, m.turnSeconds, m.modelCalls, m.modelTokens, m.modelSeconds, m.pending, m.dedupe,
		m.adapterErrors, m.reminders, m.rateLimited, m.apiRequests, m.alerts, m.pruned,
	)
	// Series that should read 0 rather than be missing before the first
	// event, so rate() and alerts work from the start.
	for _, e := range []string{PendingOpened, PendingAnswered, PendingExpired, PendingDropped} {
		m.pending.WithLabelValues(e)
	}
	for _, s := range []string{"fired", "late", "skipped"} {
		m.reminders.WithLabelValues(s)
	}
	for _, k := range []string{"prompt", "completion"} {
		m.modelTokens.WithLabelValues(k)
	}
	m.modelCalls.WithLabelValues("plan")
	return m
}

// Handler serves the registry in the Prometheus exposition format. A nil
// *Metrics serves 404.
func (m *Metrics) Handler() http.Handler {
	if m == nil {
		return http.NotFoundHandler()
	}
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// Register adds more collectors to the registry (gauges read at scrape
// time). It panics on a duplicate, a wiring mistake.
func (m *Metrics) Register(cs ...prometheus.Collector) {
	if m == nil {
		return
	}
	m.reg.MustRegister(cs...)
}

// Turn records one turn: its channel, who planned it, how it ended and
// how long it took.
func (m *Metrics) Turn(channel, source, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	if source == "" {
		source = "none"
	}
	m.turns.WithLabelValues(channel, source, outcome).Inc()
	m.turnSeconds.WithLabelValues(channel).Observe(d.Seconds())
}

// Model records model calls made for purpose ("plan", "transcribe").
func (m *Metrics) Model(purpose string, u memo.Usage) {
	if m == nil || u.Calls == 0 {
		return
	}
	m.modelCalls.WithLabelValues(purpose).Add(float64(u.Calls))
	m.modelTokens.WithLabelValues("prompt").Add(float64(u.PromptTokens))
	m.modelTokens.WithLabelValues("completion").Add(float64(u.CompletionTokens))
	m.modelSeconds.WithLabelValues(purpose).Add(u.Latency.Seconds())
}

// Pending records an event of a pending question (PendingOpened, ...).
func (m *Metrics) Pending(event string) {
	if m == nil {
		return
	}
	m.pending.WithLabelValues(event).Inc()
}

// DedupeHit records a message dropped as a repeat.
func (m *Metrics) DedupeHit() {
	if m == nil {
		return
	}
	m.dedupe.Inc()
}

// AdapterError records an error from an outside system. Its kind is the
// error's memo.ErrorCode, or "timeout" / "canceled" for a context error.
// A nil error records nothing.
func (m *Metrics) AdapterError(adapter string, err error) {
	if m == nil || err == nil {
		return
	}
	m.adapterErrors.WithLabelValues(adapter, ErrorKind(err)).Inc()
}

// ErrorKind names err for the kind label.
func ErrorKind(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	case errors.Is(err, context.Canceled):
		return "canceled"
	}
	return string(memo.ErrorCodeOf(err))
}

// Reminder records a reminder handled by the scheduler, by its delivery
// status: "sent" counts as fired, "late" and "skipped" as themselves.
func (m *Metrics) Reminder(status string) {
	if m == nil {
		return
	}
	if status == "sent" {
		status = "fired"
	}
	m.reminders.WithLabelValues(status).Inc()
}

// RateLimited records a message or request refused by a rate limit.
func (m *Metrics) RateLimited(scope string) {
	if m == nil {
		return
	}
	m.rateLimited.WithLabelValues(scope).Inc()
}

// APIRequest records the status code of one /agent/chat request.
func (m *Metrics) APIRequest(code int) {
	if m == nil {
		return
	}
	m.apiRequests.WithLabelValues(codeLabel(code)).Inc()
}

// Alert records one webhook alert and whether it was delivered.
func (m *Metrics) Alert(sent bool) {
	if m == nil {
		return
	}
	r := "sent"
	if !sent {
		r = "failed"
	}
	m.alerts.WithLabelValues(r).Inc()
}

// Pruned records n rows deleted from table by the retention job.
func (m *Metrics) Pruned(table string, n int64) {
	if m == nil || n <= 0 {
		return
	}
	m.pruned.WithLabelValues(table).Add(float64(n))
}
