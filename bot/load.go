package bot

// Queued returns the number of messages in the dispatcher's queues, the
// ones whose turn is running included; 0 when idle. For the instant
// between a chat's first message arriving and its turn starting, that
// chat counts one more.
func (d *Dispatcher) Queued() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, q := range d.queues {
		// A running drainer has popped the message it handles.
		n += len(q) + 1
	}
	return n
}
