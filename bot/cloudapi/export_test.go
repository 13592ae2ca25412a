package cloudapi

import "context"

// Sweep does the follow-ups due now, as Run does every SweepEvery.
func (c *Channel) Sweep(ctx context.Context) { c.sweep(ctx) }
