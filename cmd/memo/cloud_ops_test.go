package main

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// TestServeCloudTellsTheTruth: Meta not answering the token check at
// start is not "ready" (it was: "cloud":{"state":"unchecked"} and 200);
// a message Meta sends twice is a dedupe hit though the dispatcher never
// saw the second; and a send the Graph API fails is an adapter error.
func TestServeCloudTellsTheTruth(t *testing.T) {
	api := cloudapitest.New(t)
	api.FailChecks(cloudapitest.Unavailable)
	s := startServe(t, cloudEnv(t, api, nil))
	h := s.waitHealth("the check refused at start", func(h health, code int) bool { return h.Cloud.State == "unreachable" })
	if h.Status != "degraded" {
		t.Errorf("/readyz %+v; want degraded while Meta does not answer", h)
	}

	// The reply's first send fails; the channel tries it again.
	api.Fail(cloudapitest.ServerError)
	msg := cloudapitest.TextMessage("972501234567", "wamid.TRUTH1", time.Now(), "add a task: call mom")
	body := cloudapitest.Delivery(cloudapitest.PhoneID, []string{msg}, nil)
	if code := cloudapitest.Post(t, s.url+cloudapi.Path, "serve-app-secret", body); code != 200 {
		t.Fatalf("webhook: %d", code)
	}
	sent := api.WaitSent(t, 1, 10*time.Second)
	if !strings.Contains(sent[0].Text(), "call mom") {
		t.Errorf("reply %q", sent[0].Text())
	}
	// Meta sends it again: dropped by the inbox, counted.
	if code := cloudapitest.Post(t, s.url+cloudapi.Path, "serve-app-secret", body); code != 200 {
		t.Fatalf("webhook: %d", code)
	}
	// An answered send is the API answering again.
	s.waitHealth("the API answering again", func(h health, code int) bool { return h.Cloud.State == "ok" && code == 200 })

	fams := scrape(t, s.url)
	if v := value(fams, "memo_dedupe_hits_total", nil); v != 1 {
		t.Errorf("memo_dedupe_hits_total = %v; want 1 for the replayed message", v)
	}
	if v := value(fams, "memo_adapter_errors_total", map[string]string{"adapter": "cloud"}); v < 1 {
		t.Errorf("memo_adapter_errors_total{adapter=cloud} = %v; want the failed send counted", v)
	}
	if got := len(api.Sent()); got != 1 {
		t.Errorf("%d messages sent; want the one reply", got)
	}
}
