package whatsapp_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestStatusPlain(t *testing.T) {
	now := time.Date(2026, 3, 10, 10, 40, 0, 0, time.UTC)
	tests := []struct {
		st   whatsapp.Status
		want string
	}{
		{whatsapp.Status{State: whatsapp.StateDisconnected, Since: now.Add(-10 * time.Second), RetryAt: now.Add(19500 * time.Millisecond)}, "Can't reach WhatsApp; retrying in 20 s."},
		{whatsapp.Status{State: whatsapp.StateDisconnected, Since: now.Add(-8 * time.Minute), RetryAt: now.Add(150 * time.Second)}, "Can't reach WhatsApp since 10:32; retrying in 3 min."},
		{whatsapp.Status{State: whatsapp.StateDisconnected, Since: now, RetryAt: now.Add(-time.Second)}, "Can't reach WhatsApp; retrying now."},
		{whatsapp.Status{State: whatsapp.StateDisconnected, Detail: "replaced by another session of this number", Since: now}, "Another program took over this WhatsApp session; retrying now."},
		{whatsapp.Status{State: whatsapp.StatePairing}, "Not linked yet: waiting for a phone to scan the code."},
		{whatsapp.Status{State: whatsapp.StateUnpaired}, "Not linked yet: pairing waits for the operator to start it."},
		{whatsapp.Status{State: whatsapp.StateBanned, Detail: "temporarily banned: until 12:00"}, "WhatsApp has temporarily banned this number (temporarily banned: until 12:00)."},
		{whatsapp.Status{State: whatsapp.StateOutdated}, "WhatsApp refuses this version of Memo. Upgrade Memo, then restart it."},
		{whatsapp.Status{State: "weird", Detail: "x"}, "WhatsApp: weird (x)."},
	}
	for _, tt := range tests {
		if got := tt.st.Plain(now); got != tt.want {
			t.Errorf("%s: %q\nwant %q", tt.st.State, got, tt.want)
		}
	}
}

func TestLinkRetry(t *testing.T) {
	at := time.Date(2026, 3, 10, 10, 40, 0, 0, time.UTC)
	clock := storetest.NewClock(at)
	l := whatsapp.NewLink(clock, 0, nil)
	l.Set(whatsapp.StateDisconnected, "connect failure")
	l.SetRetry(20 * time.Second)
	if got := l.Status().RetryAt; !got.Equal(at.Add(20 * time.Second)) {
		t.Fatalf("RetryAt = %v", got)
	}
	l.Set(whatsapp.StateConnected, "")
	if !l.Status().RetryAt.IsZero() {
		t.Fatal("RetryAt kept after the link came back")
	}
}
