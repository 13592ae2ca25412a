package openai_test

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
)

// No more than MaxInFlight requests are out at once; the rest wait, each
// as a wait outside the process (memo.Away), and all are answered.
func TestMaxInFlight(t *testing.T) {
	var now, most atomic.Int32
	gate := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := now.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		<-gate
		now.Add(-1)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"c","object":"chat.completion","created":0,"model":"m",` +
			`"choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],` +
			`"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`))
	}))
	defer srv.Close()
	c, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL + "/", MaxInFlight: 2, MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	var aways, backs atomic.Int32
	ctx := memo.WithAway(t.Context(), func() func() {
		aways.Add(1)
		return func() { backs.Add(1) }
	})
	var wg sync.WaitGroup
	errs := make(chan error, 6)
	for range 6 {
		wg.Go(func() {
			_, err := c.Chat(ctx, openai.ChatRequest{Messages: []openai.Message{{Role: openai.RoleUser, Content: "hi"}}})
			errs <- err
		})
	}
	// Let the first two reach the server, and the rest queue.
	for deadline := time.Now().Add(10 * time.Second); now.Load() < 2; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("two requests never reached the server")
		}
	}
	close(gate)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("Chat: %v", err)
		}
	}
	if m := most.Load(); m != 2 {
		t.Fatalf("%d requests out at once, want 2", m)
	}
	if aways.Load() != 6 || backs.Load() != 6 {
		t.Fatalf("away %d, back %d; want each call to wait outside once", aways.Load(), backs.Load())
	}
}
