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
	mu     sync.Mutex
	out    io.Writer // nil: collect only
	prompt bool      // print a new prompt after each reminder
	ids    []string  // ids sent since the last take
}

// Notify prints n (when printing) and returns a fresh message id.
func (t *terminalNotifier) Notify(_ context.Context, n reminder.Notification) (string, error) {
	var b [6]byte
	_, _ = rand.Read(b[:])
	id := "r-" + hex.EncodeToString(b[:])
	t.mu.Lock()
	defer t.mu.Unlock()
	t.ids = append(t.ids, id)
	switch {
	case t.out != nil && t.prompt:
		if _, err := fmt.Fprintf(t.out, "\n%s\n> ", n.Text); err != nil {
			return "", err
		}
	case t.out != nil: // the terminal redraws its own prompt
		if _, err := fmt.Fprintf(t.out, "%s\n", n.Text); err != nil {
			return "", err
		}
	}
	return id, nil
}

// print makes the notifier print to w from now on, followed by a new
// prompt when prompt is set.
func (t *terminalNotifier) print(w io.Writer, prompt bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.out, t.prompt = w, prompt
}

// take returns the ids sent since the last take.
func (t *terminalNotifier) take() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	ids := t.ids
	t.ids = nil
	return ids
}
