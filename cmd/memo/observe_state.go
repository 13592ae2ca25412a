package main

import (
	"context"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/metrics"
	"github.com/memo-assistant/memo/reminder"
)

// state wraps the conversation state to count pending questions and to
// note the steps a turn ran. Everything else passes through: the chat's
// state as read and written, message claims, and the chat's lock when
// the state is shared (memo.ChatLocker).
func (i *instruments) state(s memo.ConversationState) memo.ConversationState {
	o := &observedState{ConversationState: s, i: i}
	if l, ok := s.(memo.ChatLocker); ok {
		return &observedLocker{observedState: o, l: l}
	}
	return o
}

// observedLocker is observedState over a state that several processes
// share, whose turns take their chat's lock (memo.ChatLocker).
type observedLocker struct {
	*observedState
	l memo.ChatLocker
}

// ChatLockTTL is the state's.
func (o *observedLocker) ChatLockTTL() time.Duration { return o.l.ChatLockTTL() }

// RenewChatLock passes through.
func (o *observedLocker) RenewChatLock(ctx context.Context, chatID, token string) (bool, error) {
	return o.l.RenewChatLock(ctx, chatID, token)
}

// UnlockChat passes through.
func (o *observedLocker) UnlockChat(ctx context.Context, chatID, token string) error {
	return o.l.UnlockChat(ctx, chatID, token)
}

type observedState struct {
	memo.ConversationState
	i *instruments
}

var (
	_ memo.ConversationState = (*observedState)(nil)
	_ memo.ChatLocker        = (*observedLocker)(nil)
)

// LoadChat notices a question that expired unanswered.
func (o *observedState) LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error) {
	st, err := o.ConversationState.LoadChat(ctx, chatID, r)
	if err == nil && st.Pending == nil && o.i.pending.expire(chatID, o.i.clock.Now()) {
		o.i.m.Pending(metrics.PendingExpired)
	}
	return st, err
}

// SaveChat counts a question answered, dropped or opened and notes the
// steps logged.
func (o *observedState) SaveChat(ctx context.Context, chatID string, w memo.ChatWrite) error {
	if err := o.ConversationState.SaveChat(ctx, chatID, w); err != nil {
		return err
	}
	switch {
	case w.Answered != 0:
		o.i.pending.close(chatID)
		o.i.m.Pending(metrics.PendingAnswered)
	case w.Dropped != 0:
		if o.i.pending.close(chatID) {
			o.i.m.Pending(metrics.PendingDropped)
		}
	}
	if p := w.Pending; p != nil {
		if o.i.pending.open(chatID, p.ExpiresAt, o.i.clock.Now()) {
			o.i.m.Pending(metrics.PendingExpired) // the one it replaced had expired unanswered
		}
		o.i.m.Pending(metrics.PendingOpened)
	}
	for _, r := range w.Steps {
		bot.NotesFrom(ctx).AddStep(string(r.Operation))
	}
	return nil
}

// pendingTracker remembers the questions this process opened until they
// are answered, dropped or expire, so an expiry, which no store call
// reports, can be counted. It is bounded by the chats with an open
// question. Safe for concurrent use.
type pendingTracker struct {
	mu      sync.Mutex
	expires map[string]time.Time // chat → when its question expires
}

func newPendingTracker() *pendingTracker {
	return &pendingTracker{expires: make(map[string]time.Time)}
}

// open records chat's new question; it reports whether the question it
// replaces had expired unanswered.
func (p *pendingTracker) open(chat string, expires, now time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	old, had := p.expires[chat]
	p.expires[chat] = expires
	return had && !now.Before(old)
}

// close forgets chat's question; it reports whether one was open.
func (p *pendingTracker) close(chat string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, had := p.expires[chat]
	delete(p.expires, chat)
	return had
}

// expire forgets chat's question if it expired by now and reports
// whether it did.
func (p *pendingTracker) expire(chat string, now time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	exp, had := p.expires[chat]
	if !had || now.Before(exp) {
		return false
	}
	delete(p.expires, chat)
	return true
}

// sweep forgets every question expired by now and returns how many.
func (p *pendingTracker) sweep(now time.Time) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for chat, exp := range p.expires {
		if !now.Before(exp) {
			delete(p.expires, chat)
			n++
		}
	}
	return n
}

// waiting returns the questions open and not expired by now.
func (p *pendingTracker) waiting(now time.Time) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, exp := range p.expires {
		if now.Before(exp) {
			n++
		}
	}
	return n
}

// sweepPending counts the questions that expired unanswered since the
// last sweep.
func (i *instruments) sweepPending() {
	for range i.pending.sweep(i.clock.Now()) {
		i.m.Pending(metrics.PendingExpired)
	}
}

// reminders wraps the scheduler's store to count reminders fired, late
// and skipped.
func (i *instruments) reminders(s reminder.Store) reminder.Store {
	return &observedReminders{Store: s, i: i}
}

type observedReminders struct {
	reminder.Store
	i *instruments
}

// RecordDeliveries counts each delivery by status once it is stored.
func (o *observedReminders) RecordDeliveries(ctx context.Context, ds []memo.Delivery) error {
	err := o.Store.RecordDeliveries(ctx, ds)
	if err == nil {
		for _, d := range ds {
			o.i.m.Reminder(string(d.Status))
		}
	}
	return err
}
