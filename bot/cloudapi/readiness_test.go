package cloudapi_test

import (
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// waitHealth waits for the channel's state to be want.
func waitHealth(t *testing.T, h *harness, want string, within time.Duration) cloudapi.Health {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		s := h.ch.Health()
		if s.State == want {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("health %+v after %s; want %s", s, within, want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestNotReadyUntilChecked: before the token was checked the channel
// cannot be said to send.
func TestNotReadyUntilChecked(t *testing.T) {
	h := newHarness(t, opts{noRun: true})
	if s := h.ch.Health(); s.State != "unchecked" || s.Healthy() {
		t.Fatalf("health before any check %+v; want unchecked, not healthy", s)
	}
}

// TestUnreachableAtStartIsCheckedAgain: Meta does not answer the check at
// start: the channel is not ready (it was "unchecked" and ready until the
// next check, ten minutes on), and it checks again soon, ready once Meta
// answers.
func TestUnreachableAtStartIsCheckedAgain(t *testing.T) {
	h := newHarness(t, opts{recheck: 20 * time.Millisecond, beforeRun: func(api *cloudapitest.Server) {
		api.FailChecks(cloudapitest.Unavailable, cloudapitest.ServerError)
	}})
	s := waitHealth(t, h, "unreachable", 2*time.Second)
	if s.Healthy() || s.Detail == "" {
		t.Errorf("health %+v; want not healthy, with the failure for the operator", s)
	}
	s = waitHealth(t, h, "ok", 2*time.Second)
	if !s.Healthy() || h.api.Checks() < 3 {
		t.Errorf("health %+v after %d checks; want ok after the third", s, h.api.Checks())
	}
}

// TestFailedSendIsCountedAndRechecked: a send Meta fails with a server
// error is told to SendFailed (the adapter-error metric) and makes the
// channel not ready until a call is answered again; the check after it
// comes within RecheckEvery, not CheckEvery.
func TestFailedSendIsCountedAndRechecked(t *testing.T) {
	var failed atomic.Int32
	var last atomic.Value
	h := newHarness(t, opts{recheck: 20 * time.Millisecond, sendFailed: func(err error) {
		failed.Add(1)
		last.Store(err)
	}})
	waitHealth(t, h, "ok", 2*time.Second)
	checks := h.api.Checks()
	// Every try of the reply fails until the channel gives up on it.
	h.api.Fail(cloudapitest.ServerError, cloudapitest.ServerError, cloudapitest.ServerError, cloudapitest.ServerError,
		cloudapitest.ServerError, cloudapitest.ServerError, cloudapitest.ServerError, cloudapitest.ServerError)
	h.post([]string{cloudapitest.TextMessage(dana, "wamid.F1", start, "hi")}, nil)
	deadline := time.Now().Add(2 * time.Second)
	for failed.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if failed.Load() == 0 {
		t.Fatal("no failed send was told to SendFailed")
	}
	var ae *cloudapi.APIError
	if err, _ := last.Load().(error); !errors.As(err, &ae) || ae.HTTPStatus != 500 {
		t.Errorf("SendFailed got %v; want Meta's 500", last.Load())
	}
	for time.Now().Before(deadline) && h.api.Checks() == checks {
		time.Sleep(5 * time.Millisecond)
	}
	if h.api.Checks() == checks {
		t.Fatal("no token check after the failed send")
	}
	waitHealth(t, h, "ok", 2*time.Second)
}

// TestReplayedMessageIsCounted: Meta sending a message id again is
// dropped by the inbox before any claim, and told to OnDuplicate
// (memo_dedupe_hits_total).
func TestReplayedMessageIsCounted(t *testing.T) {
	var dups atomic.Int32
	h := newHarness(t, opts{onDuplicate: func() { dups.Add(1) }})
	msg := cloudapitest.TextMessage(dana, "wamid.D1", start, "hi")
	for range 3 {
		if code := h.post([]string{msg}, nil); code != 200 {
			t.Fatalf("webhook answered %d", code)
		}
	}
	h.settle()
	if n := dups.Load(); n != 2 {
		t.Errorf("OnDuplicate told %d times for 2 replays; want 2", n)
	}
	if n := len(h.api.Sent()); n != 1 {
		t.Errorf("%d replies; want 1", n)
	}
}
