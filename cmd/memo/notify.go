package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"sync"

	"github.com/memo-assistant/memo/reminder"
)

// terminalNotifier delivers reminders to the terminal: printed as they
// fire in the interactive chat, collected for the tick's output line in
// --jsonl. Each gets a message id, so a reply can quote it.
type terminalNotifier struct {
	mu  sync.Mutex
	out io.Writer // nil: collect only
	ids []string  // ids sent since the last take
}

// Notify prints n (when printing) and returns a fresh message id.
func (t *terminalNotifier) Notify(_ context.Context, n reminder.Notification) (string, error) {
	var b [6]byte
	_, _ = rand.Read(b[:])
	id := "r-" + hex.EncodeToString(b[:])
	t.mu.Lock()
	defer t.mu.Unlock()
	t.ids = append(t.ids, id)
	if t.out != nil {
		if _, err := fmt.Fprintf(t.out, "\n%s\n> ", n.Text); err != nil {
			return "", err
		}
	}
	return id, nil
}

// print makes the notifier print to w from now on.
func (t *terminalNotifier) print(w io.Writer) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.out = w
}

// take returns the ids sent since the last take.
func (t *terminalNotifier) take() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	ids := t.ids
	t.ids = nil
	return ids
}
