package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

// scrape reads /metrics with the operator's token, after checking that
// it is refused without.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	anon, err := http.Get(url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	anon.Body.Close()
	if anon.StatusCode != http.StatusUnauthorized {
		t.Errorf("/metrics without the operator token: HTTP %d; want 401", anon.StatusCode)
	}
	req, err := http.NewRequest(http.MethodGet, url+"/metrics", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("/metrics: HTTP %d", resp.StatusCode)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("/metrics is not the Prometheus text format: %v", err)
	}
	return fams
}

// value is the value of the series of family name with the labels (a
// subset), summed over the series that match; -1 when the family is absent.
func value(fams map[string]*dto.MetricFamily, name string, labels map[string]string) float64 {
	f, ok := fams[name]
	if !ok {
		return -1
	}
	sum := 0.0
	for _, m := range f.GetMetric() {
		match := true
		for k, v := range labels {
			found := false
			for _, l := range m.GetLabel() {
				if l.GetName() == k && l.GetValue() == v {
					found = true
				}
			}
			match = match && found
		}
		if !match {
			continue
		}
		switch {
		case m.Counter != nil:
			sum += m.GetCounter().GetValue()
		case m.Gauge != nil:
			sum += m.GetGauge().GetValue()
		case m.Histogram != nil:
			sum += float64(m.GetHistogram().GetSampleCount())
		}
	}
	return sum
}

func TestMetricsMoveWithTurns(t *testing.T) {
	a := startAPI(t, map[string]string{"MEMO_TRACE_TEXT": "on"})
	before := scrape(t, a.url)
	for _, name := range []string{
		"memo_turns_total", "memo_turn_duration_seconds", "memo_model_calls_total", "memo_model_tokens_total",
		"memo_pending_questions_total", "memo_dedupe_hits_total", "memo_adapter_errors_total", "memo_reminders_total",
		"memo_whatsapp_link_state", "memo_queue_depth", "memo_active_chats", "memo_pending_questions_open",
		"memo_api_requests_total", "go_goroutines",
	} {
		if _, ok := before[name]; !ok && name != "memo_turns_total" && name != "memo_turn_duration_seconds" &&
			name != "memo_adapter_errors_total" && name != "memo_api_requests_total" {
			t.Errorf("/metrics lacks %s before any turn", name)
		}
	}
	if v := value(before, "memo_whatsapp_link_state", map[string]string{"state": "connected"}); v != 0 {
		t.Errorf("link state connected = %v while offline", v)
	}
	if v := value(before, "memo_whatsapp_link_state", nil); v != 1 {
		t.Errorf("link states sum to %v; exactly one is current", v)
	}

	a.chat(t, "add gym every Monday 18:00-19:00")
	a.chat(t, "delete gym next Monday")          // asks
	a.chat(t, "2")                               // answers
	a.chat(t, "delete gym on Monday 2 February") // asks again
	a.chat(t, "blah blah unknown words that mean nothing")
	code, _, _ := a.post(t, a.token, "application/json", `{"text":"remind me at 9 to stretch","message_id":"x"}`)
	code2, _, _ := a.post(t, a.token, "application/json", `{"text":"remind me at 9 to stretch","message_id":"x"}`)
	if code != 200 || code2 != 200 {
		t.Fatalf("codes %d %d", code, code2)
	}
	a.post(t, "bad", "application/json", `{"text":"x"}`)

	after := scrape(t, a.url)
	ok := map[string]string{"channel": "http", "outcome": "ok"}
	if v := value(after, "memo_turns_total", ok); v != 3 {
		t.Errorf("ok turns over HTTP = %v, want 3 (create, answer, reminder)", v)
	}
	if v := value(after, "memo_turns_total", map[string]string{"channel": "http", "outcome": "asked"}); v != 2 {
		t.Errorf("asked turns = %v, want 2", v)
	}
	if v := value(after, "memo_turns_total", map[string]string{"outcome": "failed"}); v != 1 {
		t.Errorf("failed turns = %v, want 1", v)
	}
	if v := value(after, "memo_turns_total", map[string]string{"source": "reply"}); v != 1 {
		t.Errorf("turns planned from a reply = %v, want 1", v)
	}
	if v := value(after, "memo_turn_duration_seconds", map[string]string{"channel": "http"}); v != 6 {
		t.Errorf("latency samples = %v, want 6", v)
	}
	for event, want := range map[string]float64{"opened": 2, "answered": 1, "dropped": 1} {
		if v := value(after, "memo_pending_questions_total", map[string]string{"event": event}); v != want {
			t.Errorf("pending %s = %v, want %v", event, v, want)
		}
	}
	if v := value(after, "memo_dedupe_hits_total", nil); v != 0 {
		// A retry with a stored answer is answered before the dispatcher.
		t.Errorf("dedupe hits = %v", v)
	}
	if v := value(after, "memo_api_requests_total", map[string]string{"code": "200"}); v != 7 {
		t.Errorf("API 200s = %v, want 7", v)
	}
	if v := value(after, "memo_api_requests_total", map[string]string{"code": "401"}); v != 1 {
		t.Errorf("API 401s = %v, want 1", v)
	}
	if v := value(after, "memo_queue_depth", nil); v != 0 {
		t.Errorf("queue depth = %v when idle", v)
	}
	if v := value(after, "memo_pending_questions_open", nil); v != 0 {
		t.Errorf("open questions = %v (the last was dropped by the next message)", v)
	}

	// memo trace shows the turns: source, steps, outcome, no text unless
	// asked. Traces are written in batches, within a quarter of a second.
	var out, errb bytes.Buffer
	getenv := func(k string) string { return a.env[k] }
	var text string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		out.Reset()
		if err := run(context.Background(), []string{"trace", "--last", "20"}, nil, &out, &errb, getenv); err != nil {
			t.Fatalf("memo trace: %v %s", err, errb.String())
		}
		if text = out.String(); strings.Contains(text, "6 turns") || time.Now().After(deadline) {
			break
		}
	}
	for _, want := range []string{"http", a.user, "offline", "reply", "calendar.createRecurring", "asked", "failed", "6 turns"} {
		if !strings.Contains(text, want) {
			t.Errorf("memo trace lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "stretch") {
		t.Errorf("memo trace shows message text without --text:\n%s", text)
	}
	out.Reset()
	if err := run(context.Background(), []string{"trace", "--last", "1", "--text"}, nil, &out, &errb, getenv); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "remind me at 9 to stretch") || !strings.Contains(out.String(), "1 turns") {
		t.Errorf("memo trace --last 1 --text:\n%s", out.String())
	}
}

func TestTraceCost(t *testing.T) {
	db := filepath.Join(t.TempDir(), "memo.db")
	d, err := sqlite.Open(t.Context(), db, nil)
	if err != nil {
		t.Fatal(err)
	}
	at := mustTime(t, apiNow)
	for _, tr := range []memo.TurnTrace{
		{ChatID: "+1", At: at, Source: "model", Tool: "calendar.create", Success: true, Outcome: "ok", Channel: "whatsapp",
			Steps: []string{"calendar.create"}, Usage: memo.Usage{Calls: 1, PromptTokens: 1_000_000, CompletionTokens: 100_000}, Duration: 1200e6},
		{ChatID: "+1", At: at.Add(1e9), Source: "offline", Tool: "tasks.create", Success: true, Outcome: "ok", Channel: "whatsapp", Duration: 3e6},
	} {
		if err := d.SaveTrace(t.Context(), tr); err != nil {
			t.Fatal(err)
		}
	}
	d.Close()
	var out, errb bytes.Buffer
	env := map[string]string{"MEMO_MODEL_PRICE_INPUT": "2", "MEMO_MODEL_PRICE_OUTPUT": "10"}
	if err := run(context.Background(), []string{"trace", "--db", db}, nil, &out, &errb, func(k string) string { return env[k] }); err != nil {
		t.Fatal(err, errb.String())
	}
	// 1M prompt tokens at $2 + 100k completion tokens at $10 = $3.
	if !strings.Contains(out.String(), "$3.000000") || !strings.Contains(out.String(), "1000000/100000") || !strings.Contains(out.String(), "2 turns: 2 ok; 1 model calls") {
		t.Errorf("memo trace:\n%s", out.String())
	}
	env["MEMO_MODEL_PRICE_INPUT"] = "cheap"
	if err := run(context.Background(), []string{"trace", "--db", db}, nil, &out, &errb, func(k string) string { return env[k] }); err == nil {
		t.Error("a bad price was accepted")
	}
}

func TestTokenCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "memo.db")
	env := map[string]string{"MEMO_DB": db}
	getenv := func(k string) string { return env[k] }
	memoCmd := func(args ...string) (string, error) {
		var out, errb bytes.Buffer
		err := run(context.Background(), args, nil, &out, &errb, getenv)
		return out.String() + errb.String(), err
	}
	out, err := memoCmd("token", "create", "--user", "+972501234567", "--label", "laptop")
	if err != nil {
		t.Fatalf("create: %v %s", err, out)
	}
	words := strings.Fields(out)
	tok := words[len(words)-1]
	if !strings.HasPrefix(tok, "memo_") {
		t.Fatalf("the last word of %q is not the token", out)
	}
	// --db wins over MEMO_DB.
	other := filepath.Join(t.TempDir(), "other.db")
	if out, err := memoCmd("token", "create", "--db", other, "--user", "+972500000002"); err != nil {
		t.Fatal(err, out)
	}
	list, err := memoCmd("token", "list")
	if err != nil || !strings.Contains(list, "+972501234567") || !strings.Contains(list, "laptop") || strings.Contains(list, "+972500000002") || strings.Contains(list, tok) {
		t.Fatalf("list: %v\n%s", err, list)
	}
	id := strings.Split(strings.TrimPrefix(tok, "memo_"), "_")[0]
	if out, err := memoCmd("token", "revoke", id); err != nil || !strings.Contains(out, "Revoked token "+id) {
		t.Fatalf("revoke: %v %s", err, out)
	}
	if list, _ := memoCmd("token", "list"); !strings.Contains(list, id) || strings.Count(list, "\n") != 2 || strings.HasSuffix(strings.TrimSpace(list), "-") {
		t.Errorf("after revoke:\n%s", list)
	}
	d, err := sqlite.Open(t.Context(), db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if _, _, ok, _ := d.TokenUser(t.Context(), tok); ok {
		t.Error("revoked token still valid")
	}
	if _, ok, _ := d.FindUser(t.Context(), "+972501234567"); !ok {
		t.Error("token create did not create the user")
	}
	if _, err := memoCmd("token", "revoke", "nosuchtokn"); err == nil {
		t.Error("revoking an unknown token succeeded")
	}
	if _, err := memoCmd("token", "create"); err == nil {
		t.Error("create without --user succeeded")
	}
	if _, err := memoCmd("token", "frobnicate"); err == nil {
		t.Error("unknown subcommand succeeded")
	}
}

func TestReadyzShowsACorruptDatabase(t *testing.T) {
	env := serveEnv(t, nil)
	path := filepath.Join(env["XDG_DATA_HOME"], "memo", "memo.db")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	d, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The schema's pages come first; only pages past them are scribbled
	// over below, so the file still opens.
	d.Close()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	schema := int(st.Size())
	if d, err = sqlite.Open(t.Context(), path, nil); err != nil {
		t.Fatal(err)
	}
	for i := range 400 {
		if err := d.SaveTrace(t.Context(), memo.TurnTrace{ChatID: "c", At: mustTime(t, apiNow), Source: "offline", Tool: "x", Text: strings.Repeat("x", 450) + string(rune('a'+i%26))}); err != nil {
			t.Fatal(err)
		}
	}
	d.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := schema + (len(b)-schema)/2; i < len(b); i++ {
		b[i] = byte(i * 13)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	s := startServe(t, env)
	h, code := s.health()
	if code != http.StatusServiceUnavailable || h.Checks["sqlite"].OK || h.Checks["sqlite"].Error == "" {
		t.Fatalf("/readyz on a corrupt file: %d %+v", code, h)
	}
	// /healthz says the process is alive all the same.
	resp, err := http.Get(s.url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	var live struct{ Status string }
	json.NewDecoder(resp.Body).Decode(&live)
	resp.Body.Close()
	if resp.StatusCode != 200 || live.Status != "alive" {
		t.Errorf("/healthz: %d %+v", resp.StatusCode, live)
	}
	// And memo healthcheck agrees with both.
	getenv := func(k string) string { return map[string]string{"MEMO_HTTP": strings.TrimPrefix(s.url, "http://")}[k] }
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"healthcheck"}, nil, &out, &errb, getenv); err != nil {
		t.Errorf("healthcheck: %v", err)
	}
	err = run(context.Background(), []string{"healthcheck", "--ready"}, nil, &out, &errb, getenv)
	if err == nil || !strings.Contains(err.Error(), "503") || strings.Contains(err.Error(), "integrity") {
		t.Errorf("healthcheck --ready without the operator token: %v; want 503 without the error's text", err)
	}
	// With the operator's token (as in the container) it says what failed.
	withToken := func(k string) string {
		return map[string]string{"MEMO_HTTP": strings.TrimPrefix(s.url, "http://"), "MEMO_PAIR_TOKEN": testToken}[k]
	}
	if err := run(context.Background(), []string{"healthcheck", "--ready"}, nil, &out, &errb, withToken); err == nil || !strings.Contains(err.Error(), "sqlite integrity check") {
		t.Errorf("healthcheck --ready with the operator token: %v; want the check's error", err)
	}
}

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
