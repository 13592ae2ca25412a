package bot

import (
	"context"

	"github.com/memo-assistant/memo"
)

// Requeue queues in like Submit, but without claiming its id: it is for a
// channel's durable inbox, which after a restart hands back messages it
// stored and submitted (so their ids are claimed) whose turns never began.
// The bounds and errors are Submit's.
func (d *Dispatcher) Requeue(ctx context.Context, in memo.Inbound) error {
	if in.ChatID == "" {
		return memo.Errorf(memo.EInvalid, "message %q has no chat id", in.MessageID)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.roomLocked(in.ChatID); err != nil {
		return err
	}
	q, running := d.queues[in.ChatID]
	d.queues[in.ChatID] = append(q, in)
	if !running {
		go d.drain(in.ChatID)
	}
	return nil
}
