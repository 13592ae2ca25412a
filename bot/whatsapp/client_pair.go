package whatsapp

import (
	"context"
	"fmt"
	"time"

	"go.mau.fi/whatsmeow"
)

// Pairing started by the operator: by the QR code, or by a code typed on
// the phone.

// StartPairing lets Run start pairing an unpaired device: the operator
// asked for it (/pair or memo pair). It does not block.
func (c *Client) StartPairing() {
	select {
	case c.pairReq <- struct{}{}:
	default:
	}
}

// waitForPairing blocks while the device is unpaired and pairing waits for
// the operator; it reports false when ctx ended first.
func (c *Client) waitForPairing(ctx context.Context) bool {
	c.mu.RLock()
	hold := c.holdPairing
	c.mu.RUnlock()
	if !hold {
		return true
	}
	if st := c.link.Status(); st.State != StateLoggedOut {
		c.link.Set(StateUnpaired, "not paired; start pairing on /pair or with memo pair")
	}
	c.log.Warn("whatsapp is not paired; waiting for the operator to start pairing")
	select {
	case <-ctx.Done():
		return false
	case <-c.pairReq:
	}
	c.mu.Lock()
	c.holdPairing = false
	c.mu.Unlock()
	return true
}

// PairPhone asks WhatsApp for a pairing code for phone ("+972…"), to type
// on the phone under Linked devices → Link with phone number instead of
// scanning the QR. Run must be running: PairPhone waits (until ctx ends)
// for the pairing connection, stops drawing QR codes and returns the code.
// ErrAlreadyPaired when the device is paired.
func (c *Client) PairPhone(ctx context.Context, phone string) (string, error) {
	digits, ok := Number(phone)
	if !ok {
		return "", fmt.Errorf("whatsapp: pair: %q is not a phone number in international form", phone)
	}
	c.PrintQR(false)
	c.StartPairing()
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	// last is the last state worth reporting: when ctx ends, the client
	// may already be stopping, which says nothing about why pairing failed.
	var last Status
	for {
		st := c.link.Status()
		if st.State == StateConnected || st.Phone != "" {
			return "", fmt.Errorf("%w as %s", ErrAlreadyPaired, st.Phone)
		}
		if st.State == StatePairing {
			break
		}
		if st.State != StateStopped || last.State == "" {
			last = st
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("whatsapp: pair: waiting for the pairing connection (%s: %s): %w", last.State, last.Detail, ctx.Err())
		case <-t.C:
		}
	}
	code, err := c.current().PairPhone(ctx, digits, true, whatsmeow.PairClientChrome, "Chrome (Linux)")
	if err != nil {
		return "", fmt.Errorf("whatsapp: pair: %w", err)
	}
	return code, nil
}
