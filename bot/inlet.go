package bot

import (
	"context"
	"sync"

	"github.com/memo-assistant/memo"
)

// Inlet is the Submitter (and Requeue) a channel is built with when the
// Dispatcher it feeds can only be built after it: the dispatcher's
// handler wraps the channel's own (a WhatsApp Inbox's, the Cloud API
// channel's), so the channel comes first, and Open joins the two once
// both exist, before any channel is started. Until then Submit and
// Requeue refuse with ErrClosed, which a channel takes as "leave the
// message for redelivery": an early message is never lost, and never
// reaches a dispatcher that is not there. An Inlet is safe for
// concurrent use; its zero value is ready to use.
type Inlet struct {
	mu sync.RWMutex
	d  *Dispatcher
}

var _ Submitter = (*Inlet)(nil)

// Open sends everything submitted from now on to d. It panics when the
// inlet is open already: one inlet feeds one dispatcher.
func (i *Inlet) Open(d *Dispatcher) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.d != nil {
		panic("bot: Inlet opened twice")
	}
	i.d = d
}

func (i *Inlet) dispatcher() *Dispatcher {
	i.mu.RLock()
	defer i.mu.RUnlock()
	return i.d
}

// Submit implements Submitter: Dispatcher.Submit once open, ErrClosed
// before.
func (i *Inlet) Submit(ctx context.Context, in memo.Inbound) (bool, error) {
	d := i.dispatcher()
	if d == nil {
		return false, ErrClosed
	}
	return d.Submit(ctx, in)
}

// Requeue is Dispatcher.Requeue once open, ErrClosed before.
func (i *Inlet) Requeue(ctx context.Context, in memo.Inbound) error {
	d := i.dispatcher()
	if d == nil {
		return ErrClosed
	}
	return d.Requeue(ctx, in)
}
