package cloudapi_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// BenchmarkWebhookText measures what Meta waits for: a signed delivery of
// one text message checked, parsed, stored in the inbox, claimed and
// queued, up to the 200 (the turn and the reply run after it).
func BenchmarkWebhookText(b *testing.B) {
	h := newHarness(b, opts{maxQueue: 1 << 20})
	hook := h.ch.Webhook()
	// All b.N turns queue in one chat and run one after another once the
	// timed part is over: settling them may take a while.
	h.within = 5 * time.Minute
	bodies := make([][]byte, b.N)
	for i := range bodies {
		bodies[i] = cloudapitest.Delivery(cloudapitest.PhoneID, []string{cloudapitest.TextMessage(dana, fmt.Sprintf("wamid.BENCH%d", i), start, "add milk")}, nil)
	}
	b.ResetTimer()
	for i := range b.N {
		req := httptest.NewRequest(http.MethodPost, cloudapi.Path, bytes.NewReader(bodies[i]))
		req.Header.Set("X-Hub-Signature-256", cloudapi.Sign(secret, bodies[i]))
		rec := httptest.NewRecorder()
		hook.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("webhook answered %d", rec.Code)
		}
	}
	b.StopTimer()
	h.settle()
}
