package whatsapp

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	goredis "github.com/redis/go-redis/v9"
)

// DefaultLeaseTTL is how long a lease lives without renewal: a crashed
// holder's standby takes over within it. Renewal runs every third of it.
const DefaultLeaseTTL = 30 * time.Second

// Lease makes sure only one process uses the WhatsApp session: two
// processes on one session replace each other's connection in a loop. The
// lease is a Redis key holding the holder's token, set with NX and a TTL,
// renewed while held and deleted on release only by its holder (a Lua
// compare-and-delete, so a process whose lease expired cannot delete its
// successor's).
type Lease struct {
	rdb   goredis.UniversalClient
	key   string
	token string
	ttl   time.Duration
	log   *slog.Logger
}

// renewScript extends the lease if this token still holds it.
var renewScript = goredis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("PEXPIRE", KEYS[1], ARGV[2])
end
return 0`)

// releaseScript deletes the lease if this token still holds it.
var releaseScript = goredis.NewScript(`
if redis.call("GET", KEYS[1]) == ARGV[1] then
	return redis.call("DEL", KEYS[1])
end
return 0`)

// NewLease returns a lease on key; ttl <= 0 means DefaultLeaseTTL. The
// token names this process (host, pid and a random part), so a standby can
// say who holds the session.
func NewLease(rdb goredis.UniversalClient, key string, ttl time.Duration, log *slog.Logger) *Lease {
	if ttl <= 0 {
		ttl = DefaultLeaseTTL
	}
	host, _ := os.Hostname()
	return &Lease{
		rdb: rdb, key: key, ttl: ttl, log: logger(log),
		token: fmt.Sprintf("%s/%d/%s", host, os.Getpid(), rand.Text()[:8]),
	}
}

// Token is this process's token, the value of the key while it holds it.
func (l *Lease) Token() string { return l.token }

// TryAcquire takes the lease if it is free (or already ours) and returns
// whether it holds it now, and if not, the token of the holder.
func (l *Lease) TryAcquire(ctx context.Context) (held bool, holder string, err error) {
	ok, err := l.rdb.SetNX(ctx, l.key, l.token, l.ttl).Result()
	if err != nil {
		return false, "", fmt.Errorf("lease %s: %w", l.key, err)
	}
	if ok {
		return true, l.token, nil
	}
	holder, err = l.rdb.Get(ctx, l.key).Result()
	switch {
	case errors.Is(err, goredis.Nil):
		return false, "", nil // expired in between; the next try takes it
	case err != nil:
		return false, "", fmt.Errorf("lease %s: %w", l.key, err)
	case holder == l.token:
		return l.Renew(ctx)
	}
	return false, holder, nil
}

// Acquire waits until it holds the lease or ctx ends, trying every poll
// (<= 0: a third of the TTL). standby is called once, with the holder's
// token, when the lease is held by another process; Redis errors are
// logged and retried.
func (l *Lease) Acquire(ctx context.Context, poll time.Duration, standby func(holder string)) error {
	if poll <= 0 {
		poll = l.ttl / 3
	}
	told := ""
	for {
		held, holder, err := l.TryAcquire(ctx)
		switch {
		case held:
			return nil
		case err != nil && ctx.Err() == nil:
			l.log.Warn("session lease", "err", err)
		case holder != "" && holder != told:
			told = holder
			if standby != nil {
				standby(holder)
			}
		}
		t := time.NewTimer(poll)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("lease %s: %w", l.key, ctx.Err())
		case <-t.C:
		}
	}
}

// Renew extends the lease by the TTL if this process holds it; held is
// false when it does not (it expired and someone else may have it).
func (l *Lease) Renew(ctx context.Context) (held bool, holder string, err error) {
	n, err := renewScript.Run(ctx, l.rdb, []string{l.key}, l.token, l.ttl.Milliseconds()).Int()
	if err != nil {
		return false, "", fmt.Errorf("renew lease %s: %w", l.key, err)
	}
	if n != 1 {
		return false, "", nil
	}
	return true, l.token, nil
}

// Hold renews the lease every third of the TTL until ctx ends (nil) or
// the lease is lost: taken by another process, or not renewed for a whole
// TTL because Redis did not answer (ErrLeaseLost). The caller must then
// stop using the session at once.
func (l *Lease) Hold(ctx context.Context) error {
	every := l.ttl / 3
	t := time.NewTicker(every)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		rctx, cancel := context.WithTimeout(ctx, every)
		held, _, err := l.Renew(rctx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return nil
		case err != nil:
			l.log.Warn("renew session lease", "err", err)
			if time.Since(last) >= l.ttl-every/2 {
				return fmt.Errorf("%w: not renewed for %s: %w", ErrLeaseLost, time.Since(last).Round(time.Millisecond), err)
			}
		case !held:
			return fmt.Errorf("%w: %s is no longer ours", ErrLeaseLost, l.key)
		default:
			last = time.Now()
		}
	}
}

// Release deletes the lease if this process holds it.
func (l *Lease) Release(ctx context.Context) error {
	if err := releaseScript.Run(ctx, l.rdb, []string{l.key}, l.token).Err(); err != nil {
		return fmt.Errorf("release lease %s: %w", l.key, err)
	}
	return nil
}

// Serve runs the client (see Run) while holding lease, until ctx ends.
// Without the lease it waits as a standby (state standby, with the
// holder's name in the detail); when the lease is lost it disconnects at
// once and goes back to waiting. A nil lease runs the client alone. The
// lease is released on the way out.
func (c *Client) Serve(ctx context.Context, lease *Lease) error {
	if lease == nil {
		return c.Run(ctx)
	}
	for ctx.Err() == nil {
		c.link.Set(StateStandby, "waiting for the session lease")
		err := lease.Acquire(ctx, 0, func(holder string) {
			c.link.Set(StateStandby, "another process holds the WhatsApp session: "+holder)
			c.log.Warn("standby: another process holds the WhatsApp session; waiting", "holder", holder)
		})
		if err != nil {
			break // ctx ended
		}
		c.log.Info("session lease acquired", "token", lease.Token())
		runCtx, cancel := context.WithCancel(ctx)
		held := make(chan error, 1)
		go func() {
			held <- lease.Hold(runCtx)
			cancel()
		}()
		_ = c.Run(runCtx)
		cancel()
		err = <-held
		rctx, rcancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		if rerr := lease.Release(rctx); rerr != nil {
			c.log.Warn("release session lease", "err", rerr)
		}
		rcancel()
		if err != nil {
			c.log.Error("session lease lost; disconnected", "err", err)
		}
	}
	c.link.Set(StateStopped, "")
	return nil
}
