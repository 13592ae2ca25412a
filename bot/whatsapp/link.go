package whatsapp

import (
	"fmt"
	"log/slog"
	"sync"
	"time"

	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo"
)

// State is the WhatsApp link's state as /healthz reports it.
type State string

// States of the link.
const (
	// StateStandby: another process holds the session lease; this one waits.
	StateStandby State = "standby"
	// StateConnecting: connecting or logging in.
	StateConnecting State = "connecting"
	// StatePairing: not paired; showing QR codes (or a pairing code).
	StatePairing State = "pairing"
	// StateUnpaired: not paired, and waiting for the operator to start
	// pairing.
	StateUnpaired State = "unpaired"
	// StateConnected: logged in and receiving messages.
	StateConnected State = "connected"
	// StateLoggedOut: the phone unlinked this device; pair again.
	StateLoggedOut State = "logged_out"
	// StateOutdated: WhatsApp refuses this client version; upgrade Memo.
	StateOutdated State = "outdated"
	// StateBanned: WhatsApp banned the number for a while (Detail says
	// until when).
	StateBanned State = "banned"
	// StateDisconnected: the link is down and being retried.
	StateDisconnected State = "disconnected"
	// StateStopped: the client was shut down.
	StateStopped State = "stopped"
)

// Status is a snapshot of the link.
type Status struct {
	State State `json:"state"`
	// Since is when the state was entered.
	Since time.Time `json:"since"`
	// Detail says why, in a few words ("keep-alive timeout", "banned until
	// …").
	Detail string `json:"detail,omitempty"`
	// Phone is the bot's number, "+972…", once paired.
	Phone string `json:"phone,omitempty"`
	// QR is the QR code to scan while pairing; empty otherwise. It is a
	// secret: whoever scans it owns the bot's number.
	QR string `json:"-"`
	// QRExpires is when QR is replaced.
	QRExpires time.Time `json:"-"`
	// RetryAt is when the next connection attempt starts, while the link
	// waits to retry; zero otherwise.
	RetryAt time.Time `json:"retry_at,omitzero"`
}

// DefaultAlertAfter is how long the link may be down before the operator
// hears about it: whatsmeow reconnects within seconds after most drops,
// which are not worth a message.
const DefaultAlertAfter = 2 * time.Minute

// Link tracks the state of the WhatsApp connection from whatsmeow's events
// and collects alerts for the operator: a link that was lost, logged out,
// replaced or banned. Alerts wait until the link is back, since they travel
// over it. Link is safe for concurrent use; its event handler does no I/O.
type Link struct {
	clock      memo.Clock
	log        *slog.Logger
	alertAfter time.Duration

	mu     sync.Mutex
	status Status
	self   Self
	lost   time.Time // when the link went down; zero while up
	why    string    // why it went down
	alerts []string
}

// NewLink returns a Link in state connecting. alertAfter <= 0 means
// DefaultAlertAfter.
func NewLink(clock memo.Clock, alertAfter time.Duration, log *slog.Logger) *Link {
	if clock == nil {
		clock = memo.SystemClock{}
	}
	if alertAfter <= 0 {
		alertAfter = DefaultAlertAfter
	}
	return &Link{
		clock: clock, log: logger(log), alertAfter: alertAfter,
		status: Status{State: StateConnecting, Since: clock.Now()},
	}
}

// Status returns the current status.
func (l *Link) Status() Status {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.status
}

// Self returns the bot's identity, known once paired.
func (l *Link) Self() Self {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.self
}

// SetSelf records the bot's identity (after pairing or on connect).
func (l *Link) SetSelf(s Self) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.self = Self{PN: s.PN.ToNonAD(), LID: s.LID.ToNonAD()}
	l.status.Phone = ""
	if s.PN.User != "" {
		l.status.Phone = "+" + s.PN.User
	}
}

// Set moves the link to state with detail. A state that takes the link
// down starts the outage clock; connected ends it.
func (l *Link) Set(state State, detail string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.setLocked(state, detail)
}

func (l *Link) setLocked(state State, detail string) {
	now := l.clock.Now()
	if l.status.State != state {
		l.log.Info("whatsapp link", "state", string(state), "detail", detail)
		l.status.Since = now
		l.status.RetryAt = time.Time{}
	}
	l.status.State, l.status.Detail = state, detail
	if state != StatePairing {
		l.status.QR, l.status.QRExpires = "", time.Time{}
	}
	switch state {
	case StateConnected:
		if !l.lost.IsZero() && now.Sub(l.lost) >= l.alertAfter {
			l.alerts = append(l.alerts, fmt.Sprintf("Memo: the WhatsApp link was down from %s to %s (%s).",
				l.lost.Format(time.DateTime), now.Format(time.DateTime), l.why))
		}
		l.lost, l.why = time.Time{}, ""
	case StateDisconnected, StateLoggedOut, StateOutdated, StateBanned:
		if l.lost.IsZero() {
			l.lost, l.why = now, detail
		}
	}
}

// SetQR shows code as the QR to scan until expires.
func (l *Link) SetQR(code string, expires time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.setLocked(StatePairing, "scan the QR code with WhatsApp → Linked devices")
	l.status.QR, l.status.QRExpires = code, expires
}

// Alert queues an alert for the operator; it is logged at once, since it
// can only be sent when the link is back.
func (l *Link) Alert(text string) {
	l.log.Warn("operator alert queued", "text", text)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.alerts = append(l.alerts, text)
}

// TakeAlerts returns and forgets the alerts queued.
func (l *Link) TakeAlerts() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.alerts
	l.alerts = nil
	return a
}

// HandleEvent updates the state from a whatsmeow connection event and
// reports whether evt was one. It does no I/O.
func (l *Link) HandleEvent(evt any) bool {
	now := l.clock.Now().Format(time.DateTime)
	switch e := evt.(type) {
	case *events.Connected:
		l.Set(StateConnected, "")
	case *events.KeepAliveRestored:
		l.Set(StateConnected, "")
	case *events.KeepAliveTimeout:
		l.Set(StateDisconnected, fmt.Sprintf("keep-alive timeout (%d missed)", e.ErrorCount))
	case *events.Disconnected:
		l.Set(StateDisconnected, "connection lost; reconnecting")
	case *events.PairSuccess:
		l.SetSelf(Self{PN: e.ID, LID: e.LID})
		l.Set(StateConnecting, "paired; logging in")
	case *events.PairError:
		l.log.Error("pairing failed", "err", e.Error)
	case *events.LoggedOut:
		l.Set(StateLoggedOut, "logged out: "+e.Reason.String())
		l.Alert(fmt.Sprintf("Memo: WhatsApp logged this device out at %s (%s). Pairing waits for you: start it on /pair or with \"memo pair\".", now, e.Reason.String()))
	case *events.StreamReplaced:
		l.Set(StateDisconnected, "replaced by another session of this number")
		l.Alert(fmt.Sprintf("Memo: another process took over the WhatsApp session at %s.", now))
	case *events.ClientOutdated:
		l.Set(StateOutdated, "WhatsApp refuses this client version; upgrade Memo")
		l.Alert(fmt.Sprintf("Memo: WhatsApp refused this client version at %s; Memo needs an upgrade.", now))
	case *events.TemporaryBan:
		l.Set(StateBanned, "temporarily banned: "+e.String())
		l.Alert(fmt.Sprintf("Memo: WhatsApp temporarily banned the number at %s: %s.", now, e.String()))
	case *events.ConnectFailure:
		l.Set(StateDisconnected, "connect failure: "+e.Reason.String())
	default:
		return false
	}
	return true
}

// selfOf returns the identity stored in a device.
func selfOf(id *types.JID, lid types.JID) Self {
	if id == nil {
		return Self{}
	}
	return Self{PN: *id, LID: lid}
}
