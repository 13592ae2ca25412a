package whatsapp_test

import (
	"strings"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestLinkStates(t *testing.T) {
	tests := []struct {
		evt    any
		state  whatsapp.State
		detail string
	}{
		{&events.Connected{}, whatsapp.StateConnected, ""},
		{&events.KeepAliveTimeout{ErrorCount: 2}, whatsapp.StateDisconnected, "keep-alive timeout (2 missed)"},
		{&events.KeepAliveRestored{}, whatsapp.StateConnected, ""},
		{&events.Disconnected{}, whatsapp.StateDisconnected, "connection lost; reconnecting"},
		{&events.LoggedOut{Reason: events.ConnectFailureLoggedOut}, whatsapp.StateLoggedOut, "logged out"},
		{&events.StreamReplaced{}, whatsapp.StateDisconnected, "replaced by another session"},
		{&events.ClientOutdated{}, whatsapp.StateOutdated, "upgrade"},
		{&events.TemporaryBan{Code: events.TempBanSentToTooManyPeople, Expire: time.Hour}, whatsapp.StateBanned, "temporarily banned"},
	}
	for _, tt := range tests {
		l := whatsapp.NewLink(nil, 0, nil)
		if !l.HandleEvent(tt.evt) {
			t.Errorf("%T not handled", tt.evt)
		}
		st := l.Status()
		if st.State != tt.state || !strings.Contains(st.Detail, tt.detail) {
			t.Errorf("after %T: %s %q; want %s containing %q", tt.evt, st.State, st.Detail, tt.state, tt.detail)
		}
	}
	if whatsapp.NewLink(nil, 0, nil).HandleEvent(&events.Message{}) {
		t.Error("a message counted as a connection event")
	}
}

func TestLinkAlerts(t *testing.T) {
	c := storetest.NewClock(when)
	l := whatsapp.NewLink(c, 2*time.Minute, nil)
	l.HandleEvent(&events.Connected{})

	// A blip shorter than AlertAfter is not worth a message.
	l.HandleEvent(&events.Disconnected{})
	c.Advance(30 * time.Second)
	l.HandleEvent(&events.Connected{})
	if a := l.TakeAlerts(); len(a) != 0 {
		t.Errorf("alerts after a 30 s blip: %q", a)
	}

	// A long outage is reported once the link is back.
	l.HandleEvent(&events.KeepAliveTimeout{ErrorCount: 3})
	c.Advance(10 * time.Minute)
	l.HandleEvent(&events.Disconnected{})
	if a := l.TakeAlerts(); len(a) != 0 {
		t.Errorf("alerts while still down: %q", a)
	}
	l.HandleEvent(&events.Connected{})
	a := l.TakeAlerts()
	if len(a) != 1 || !strings.Contains(a[0], "09:30:30 to 2026-11-22 09:40:30") || !strings.Contains(a[0], "keep-alive timeout") {
		t.Errorf("alerts = %q; want one naming the outage and its first cause", a)
	}
	if a := l.TakeAlerts(); len(a) != 0 {
		t.Errorf("alerts taken twice: %q", a)
	}

	// Logged out: an alert at once, waiting for the next link.
	l.HandleEvent(&events.LoggedOut{Reason: events.ConnectFailureLoggedOut})
	if a := l.TakeAlerts(); len(a) != 1 || !strings.Contains(a[0], "logged this device out") {
		t.Errorf("alerts after logout = %q", a)
	}
}

func TestLinkQRAndSelf(t *testing.T) {
	l := whatsapp.NewLink(nil, 0, nil)
	l.SetQR("2@abc", when.Add(time.Minute))
	if st := l.Status(); st.State != whatsapp.StatePairing || st.QR != "2@abc" {
		t.Errorf("status = %+v; want pairing with the QR", st)
	}
	l.HandleEvent(&events.PairSuccess{ID: alicePN, LID: aliceLID})
	st := l.Status()
	if st.QR != "" || st.Phone != "+972501234567" || st.State != whatsapp.StateConnecting {
		t.Errorf("after pairing: %+v; want no QR, phone +972501234567, connecting", st)
	}
	if s := l.Self(); s.PN != alicePN || s.LID != aliceLID {
		t.Errorf("self = %+v", s)
	}
}
