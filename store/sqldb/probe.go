package sqldb

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	memo "github.com/memo-assistant/memo"
)

// DefaultCheckEvery is how often a Prober runs the dialect's check for
// damage (Dialect.Check), which may read every page of the database.
const DefaultCheckEvery = 5 * time.Minute

// Prober checks that the database works for /readyz: every Probe writes
// a row and reads it back, and every so often it also runs the dialect's
// check for damage, so a corrupt file is reported even where the probe's
// own row still reads fine. It is safe for concurrent use.
type Prober struct {
	db    *DB
	every time.Duration

	mu      sync.Mutex
	checked time.Time // when the check last ran
	bad     error     // its finding, kept until the next run
}

// Prober returns a Prober of db; every <= 0 means DefaultCheckEvery.
func (db *DB) Prober(every time.Duration) *Prober {
	if every <= 0 {
		every = DefaultCheckEvery
	}
	return &Prober{db: db, every: every}
}

// Probe writes the probe row, reads it back, and runs the check when it
// is due. It returns the first failure: the database cannot be written
// (read-only, disk full, locked beyond the busy timeout, the server
// gone), cannot be read, or is damaged.
func (p *Prober) Probe(ctx context.Context) error {
	now := time.Now().UTC()
	err := p.db.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO health_probe (id, at) VALUES (1, ?)
			ON CONFLICT (id) DO UPDATE SET at = excluded.at`, now.UnixNano())
		if err != nil {
			return fmt.Errorf("write: %w", err)
		}
		var at int64
		if err := tx.QueryRowContext(ctx, `SELECT at FROM health_probe WHERE id = 1`).Scan(&at); err != nil {
			return fmt.Errorf("read: %w", err)
		}
		if at != now.UnixNano() {
			return fmt.Errorf("read back %d, wrote %d", at, now.UnixNano())
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s probe: %w", p.db.d.Name(), p.db.d.PlainError(err))
	}
	return p.check(ctx, now, false)
}

// Check runs the dialect's check for damage now, whenever it ran last
// (a turn failed in a way damage would explain), and returns its finding:
// an EDamaged error, which the store also keeps (DB.Damage).
func (p *Prober) Check(ctx context.Context) error {
	return p.check(ctx, time.Now().UTC(), true)
}

// check runs the dialect's check when due (or now) and returns its last
// finding. A cancelled check is not a finding and runs again next time.
// A finding is an EDamaged error, kept by the store as its damage.
func (p *Prober) check(ctx context.Context, now time.Time, force bool) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !force && !p.checked.IsZero() && now.Sub(p.checked) < p.every {
		return p.bad
	}
	err := p.db.d.Check(ctx, p.db.raw)
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("%s integrity check: %w", p.db.d.Name(), ctx.Err())
	}
	p.checked, p.bad = now, nil
	if err != nil {
		p.bad = p.db.noteDamage(&memo.Error{Code: memo.EDamaged, Message: p.db.d.Name() + " integrity check", Err: err})
	}
	return p.bad
}

// Damage returns the first sign the store saw that its database is
// damaged: an integrity check's finding (Prober), or an error the
// database gave that says so (Dialect.Damaged: a corrupt page, a file
// that is no database). It is an *memo.Error with code EDamaged, and nil
// while there was none. A damaged database stays damaged until the
// operator restores it, so the finding is kept for the store's life.
func (db *DB) Damage() error {
	if e := db.damage.Load(); e != nil {
		return e
	}
	return nil
}

// damaged returns err as an EDamaged error when the dialect says it is
// one, and records it; any other error is returned as it is.
func (db *DB) damaged(err error) error {
	if err == nil || !db.d.Damaged(err) {
		return err
	}
	var e *memo.Error
	if errors.As(err, &e) && e.Code == memo.EDamaged {
		return err
	}
	return db.noteDamage(&memo.Error{Code: memo.EDamaged, Message: "the " + db.d.Name() + " database is damaged", Err: err})
}

// noteDamage records e as the store's damage unless one was recorded
// before, and returns e.
func (db *DB) noteDamage(e *memo.Error) error {
	db.damage.CompareAndSwap(nil, e)
	return e
}
