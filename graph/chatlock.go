package graph

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/memo-assistant/memo"
)

// Waiting for a chat's turn lock held by a turn in another process: the
// first retry after lockWaitMin, each next one twice as late, up to
// lockWaitMax.
const (
	lockWaitMin = 2 * time.Millisecond
	lockWaitMax = 50 * time.Millisecond
)

// unlockTimeout bounds releasing a lock after a turn that ended without
// its write (its own context may be over by then).
const unlockTimeout = 5 * time.Second

// chatLock is a turn's hold on its chat's lock when the state is shared
// by several processes (memo.ChatLocker): taken with the turn's first
// read, renewed while the turn runs, given back with its last write, or
// by release when the turn ends without it.
type chatLock struct {
	st    memo.ChatLocker
	chat  string
	token string
	log   func(msg string, args ...any)

	mu    sync.Mutex
	held  bool
	renew *time.Timer
}

// newChatLock returns the lock a turn of chat takes, or nil when the
// state is not shared (not a memo.ChatLocker).
func (r *Runner) newChatLock(chat string) *chatLock {
	st, ok := r.cfg.State.(memo.ChatLocker)
	if !ok {
		return nil
	}
	return &chatLock{st: st, chat: chat, token: lockToken(), log: r.log.Warn}
}

// lockTokens are the tokens of this process's turns: a random prefix
// drawn once (so no two processes share one) and a counter, so a turn
// does not pay for a draw from the system's random source.
var (
	lockPrefix = rand.Text()[:16] + "-"
	lockCount  atomic.Uint64
)

// lockToken returns a token no other turn, here or in another process,
// holds.
func lockToken() string {
	return lockPrefix + strconv.FormatUint(lockCount.Add(1), 36)
}

// loadLocked reads the chat's state taking its lock, waiting while a turn
// elsewhere holds it. The wait gives the turn's slot to other chats
// (memo.Away); it ends with ctx.
func (l *chatLock) loadLocked(ctx context.Context, read memo.ChatRead) (memo.ChatState, error) {
	read.Lock = l.token
	wait := lockWaitMin
	for {
		snap, err := l.st.LoadChat(ctx, l.chat, read)
		if !errors.Is(err, memo.ErrChatBusy) {
			if err == nil {
				l.taken()
			}
			return snap, err
		}
		back := memo.Away(ctx)
		select {
		case <-ctx.Done():
			back()
			return memo.ChatState{}, fmt.Errorf("wait for the chat's lock: %w", ctx.Err())
		case <-time.After(wait):
		}
		back()
		wait = min(2*wait, lockWaitMax)
	}
}

// taken notes the lock held and schedules its renewals.
func (l *chatLock) taken() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.held = true
	l.renew = time.AfterFunc(l.st.ChatLockTTL()/3, l.renewOnce)
}

// renewOnce renews the lock and schedules the next renewal while it is
// held. A renewal that fails is logged: the turn goes on, and the lock
// may lapse under it, as it would for a turn that outlived its process.
func (l *chatLock) renewOnce() {
	l.mu.Lock()
	held := l.held
	l.mu.Unlock()
	if !held {
		return // given back while the timer fired
	}
	ttl := l.st.ChatLockTTL()
	ctx, cancel := context.WithTimeout(context.Background(), ttl/3)
	ok, err := l.st.RenewChatLock(ctx, l.chat, l.token)
	cancel()
	if err != nil || !ok {
		l.log("chat lock not renewed", "chat", l.chat, "held", ok, "err", err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.held {
		l.renew.Reset(ttl / 3)
	}
}

// released notes the lock given back by the turn's write. It is safe on
// a nil lock.
func (l *chatLock) released() {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.stopLocked()
}

// release gives the lock back when the turn's write did not: a turn that
// failed or panicked. It is safe on a nil lock and after released.
func (l *chatLock) release(ctx context.Context) {
	if l == nil {
		return
	}
	l.mu.Lock()
	held := l.held
	l.stopLocked()
	l.mu.Unlock()
	if !held {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), unlockTimeout)
	defer cancel()
	if err := l.st.UnlockChat(ctx, l.chat, l.token); err != nil {
		l.log("chat lock not released; it lapses with its TTL", "chat", l.chat, "err", err)
	}
}

// stopLocked marks the lock not held and stops its renewals. l.mu must
// be held.
func (l *chatLock) stopLocked() {
	l.held = false
	if l.renew != nil {
		l.renew.Stop()
	}
}
