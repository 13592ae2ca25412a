package whatsapp

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/mdp/qrterminal/v3"
	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"
)

// The link kept up: Run's loop of connections, what each connection event
// does, and a fresh device after a logout.

// Run runs the OnSession functions, then connects and keeps the link up
// until ctx ends: it pairs when the device is not paired (QR codes on the
// terminal and in Status), reconnects with exponential backoff when
// connecting fails, starts over with a fresh device after a logout, and
// waits out bans. It disconnects before returning, always with nil:
// failures are states, not errors.
func (c *Client) Run(ctx context.Context) error {
	defer c.link.Set(StateStopped, "")
	c.mu.RLock()
	starts := c.starts
	c.mu.RUnlock()
	for _, f := range starts {
		f(ctx)
	}
	failures := 0
	for ctx.Err() == nil {
		if !c.waitForPairing(ctx) {
			break
		}
		wait, ok := c.session(ctx)
		if ok {
			failures = 0
		} else {
			failures++
			wait = max(wait, c.backoff(failures))
		}
		if wait > 0 {
			c.log.Info("whatsapp reconnect", "in", wait.Round(time.Second).String(), "failures", failures)
			c.link.SetRetry(wait)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
		case <-t.C:
		}
	}
	return nil
}

// backoff is the wait after n failed attempts in a row: MinBackoff doubled
// per failure up to MaxBackoff, ±20% so that restarted replicas spread out.
func (c *Client) backoff(n int) time.Duration {
	d := c.cfg.MinBackoff
	for i := 1; i < n && d < c.cfg.MaxBackoff; i++ {
		d *= 2
	}
	d = min(d, c.cfg.MaxBackoff)
	return time.Duration(float64(d) * (0.8 + 0.4*rand.Float64()))
}

// session runs one connection until it ends. It returns how long to wait
// before the next and whether it got anywhere (false: back off).
func (c *Client) session(ctx context.Context) (time.Duration, bool) {
	c.drainEvents()
	wa := c.current()
	paired := wa.Store.ID != nil
	if paired {
		c.link.Set(StateConnecting, "logging in")
	} else {
		c.link.Set(StateConnecting, "connecting to pair")
	}
	if err := wa.ConnectContext(ctx); err != nil {
		c.link.Set(StateDisconnected, "connect: "+err.Error())
		c.log.Warn("whatsapp connect failed", "err", err)
		return 0, false
	}
	var (
		codes []string
		qrT   = time.NewTimer(time.Hour)
	)
	qrT.Stop()
	defer qrT.Stop()
	for {
		select {
		case <-ctx.Done():
			wa.Disconnect()
			return 0, true
		case <-qrT.C:
			if len(codes) == 0 {
				// All codes expired unscanned: a new connection brings new ones.
				wa.Disconnect()
				c.link.Set(StateConnecting, "QR codes expired; fetching new ones")
				return 0, true
			}
			c.showQR(codes[0], nextQR)
			codes = codes[1:]
			qrT.Reset(nextQR)
		case evt := <-c.events:
			switch e := evt.(type) {
			case *events.QR:
				if len(e.Codes) == 0 {
					continue
				}
				c.showQR(e.Codes[0], firstQR)
				codes = e.Codes[1:]
				qrT.Reset(firstQR)
			case *events.PairSuccess:
				qrT.Stop()
				codes, paired = nil, true
				c.log.Info("whatsapp paired", "phone", "+"+e.ID.User, "platform", e.Platform)
			case *events.Connected:
				qrT.Stop()
				codes = nil
				c.connected(ctx, wa)
			case *events.Disconnected:
				if !paired {
					// The pairing socket closed: start over for new codes.
					return time.Second, true
				}
				// Otherwise whatsmeow reconnects by itself.
			case *events.LoggedOut:
				wa.Disconnect()
				if err := c.loggedOut(ctx); err != nil {
					c.log.Error("new device after logout", "err", err)
					return 0, false
				}
				return 0, true
			case *events.StreamReplaced:
				wa.Disconnect()
				return replacedWait, true
			case *events.ClientOutdated:
				wa.Disconnect()
				return outdatedWait, true
			case *events.TemporaryBan:
				wa.Disconnect()
				return max(e.Expire, time.Minute), true
			case *events.ConnectFailure:
				wa.Disconnect()
				return 0, false
			}
		}
	}
}

// drainEvents drops connection events left from an earlier session.
func (c *Client) drainEvents() {
	for {
		select {
		case <-c.events:
		default:
			return
		}
	}
}

// showQR publishes code as the QR to scan, and draws it on the terminal.
func (c *Client) showQR(code string, valid time.Duration) {
	c.link.SetQR(code, c.cfg.Clock.Now().Add(valid))
	c.mu.RLock()
	print := c.printQR
	c.mu.RUnlock()
	if print {
		fmt.Fprintln(c.cfg.Terminal, "Scan this QR code with WhatsApp → Settings → Linked devices → Link a device:")
		qrterminal.GenerateHalfBlock(code, qrterminal.L, c.cfg.Terminal)
	}
}

// connected runs once the link is up: it records who the bot is, marks it
// online (so "typing…" shows) and sends the operator the alerts that
// waited for the link.
func (c *Client) connected(ctx context.Context, wa *whatsmeow.Client) {
	c.link.SetSelf(selfOf(wa.Store.ID, wa.Store.LID))
	if err := wa.SendPresence(ctx, types.PresenceAvailable); err != nil {
		c.log.Debug("send presence", "err", err)
	}
	for _, a := range c.link.TakeAlerts() {
		c.alert(ctx, wa, a)
	}
}

// alert sends text to the operator; without one, or when sending fails, it
// is only logged.
func (c *Client) alert(ctx context.Context, wa *whatsmeow.Client, text string) {
	c.log.Info("operator alert", "text", text, "to", c.cfg.Operator)
	if c.cfg.Operator == "" {
		return
	}
	to, err := ChatJID(c.cfg.Operator)
	if err != nil {
		c.log.Error("operator alert", "err", err)
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := wa.SendMessage(ctx, to, &waE2E.Message{Conversation: proto.String(text)}); err != nil {
		c.log.Error("operator alert", "err", err)
	}
}

// loggedOut replaces the logged-out device with a fresh one and holds
// pairing until the operator asks (StartPairing): a session the phone
// ended is not offered again to whoever reaches the QR code next.
func (c *Client) loggedOut(ctx context.Context) error {
	if err := c.renew(ctx); err != nil {
		return err
	}
	c.mu.Lock()
	c.holdPairing = true
	c.mu.Unlock()
	return nil
}

// renew replaces the logged-out device with a fresh one to pair.
func (c *Client) renew(ctx context.Context) error {
	dev, err := c.container.GetFirstDevice(ctx)
	if err != nil {
		return fmt.Errorf("load device: %w", err)
	}
	if dev.ID != nil {
		// whatsmeow deletes the device on logout; if it could not, start
		// from a device of our own.
		dev = c.container.NewDevice()
	}
	wa, err := c.newWhatsmeow(dev)
	if err != nil {
		return err
	}
	c.mu.Lock()
	c.wa = wa
	c.mu.Unlock()
	c.link.SetSelf(Self{})
	return nil
}
