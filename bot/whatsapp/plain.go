package whatsapp

import (
	"fmt"
	"math"
	"time"
)

// SetRetry records that the next connection attempt starts after wait,
// for Status.RetryAt; a change of state clears it.
func (l *Link) SetRetry(wait time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.status.RetryAt = l.clock.Now().Add(wait)
}

// Plain says what the link is doing in plain words, for an operator who
// does not know WhatsApp's states: "Can't reach WhatsApp; retrying in
// 20 s." now is the time the words are for.
func (s Status) Plain(now time.Time) string {
	switch s.State {
	case StateConnected:
		if s.Phone != "" {
			return "Connected to WhatsApp as " + s.Phone + "."
		}
		return "Connected to WhatsApp."
	case StateConnecting:
		return "Connecting to WhatsApp…"
	case StatePairing:
		return "Not linked yet: waiting for a phone to scan the code."
	case StateUnpaired:
		return "Not linked yet: pairing waits for the operator to start it."
	case StateDisconnected:
		what := "Can't reach WhatsApp"
		if s.Detail == "replaced by another session of this number" {
			what = "Another program took over this WhatsApp session"
		}
		if !s.Since.IsZero() && now.Sub(s.Since) >= time.Minute {
			what += " since " + s.Since.In(now.Location()).Format("15:04")
		}
		if s.RetryAt.After(now) {
			return fmt.Sprintf("%s; retrying in %s.", what, roughly(s.RetryAt.Sub(now)))
		}
		return what + "; retrying now."
	case StateLoggedOut:
		return "The phone unlinked Memo (logged out). Scan a new code to link it again."
	case StateOutdated:
		return "WhatsApp refuses this version of Memo. Upgrade Memo, then restart it."
	case StateBanned:
		if s.Detail != "" {
			return "WhatsApp has temporarily banned this number (" + s.Detail + ")."
		}
		return "WhatsApp has temporarily banned this number."
	case StateStandby:
		return "Another Memo process holds the WhatsApp session; this one waits to take over if it stops."
	case StateStopped:
		return "Memo is shutting down."
	case "", "off":
		return "WhatsApp is not set up in this process."
	}
	if s.Detail != "" {
		return "WhatsApp: " + string(s.State) + " (" + s.Detail + ")."
	}
	return "WhatsApp: " + string(s.State) + "."
}

// roughly is a wait in whole seconds, or minutes past two minutes.
func roughly(d time.Duration) string {
	if d >= 2*time.Minute {
		return fmt.Sprintf("%d min", int(math.Ceil(d.Minutes())))
	}
	return fmt.Sprintf("%d s", max(1, int(math.Ceil(d.Seconds()))))
}
