package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"
	"time"
)

// DefaultIntegrityEvery is how often a Prober runs SQLite's integrity
// check, which reads every page of the file.
const DefaultIntegrityEvery = 5 * time.Minute

// Prober checks that the database works for /readyz: every Probe writes
// a row and reads it back, and every IntegrityEvery it also runs PRAGMA
// quick_check, so a corrupt file is reported even where the probe's own
// row still reads fine. It is safe for concurrent use.
type Prober struct {
	db    *DB
	every time.Duration

	mu      sync.Mutex
	checked time.Time // when quick_check last ran
	bad     error     // its finding, kept until the next run
}

// Prober returns a Prober of db; every <= 0 means DefaultIntegrityEvery.
func (db *DB) Prober(every time.Duration) *Prober {
	if every <= 0 {
		every = DefaultIntegrityEvery
	}
	return &Prober{db: db, every: every}
}

// Probe writes the probe row, reads it back, and runs the integrity check
// when it is due. It returns the first failure: the file cannot be
// written (read-only, disk full, locked beyond the busy timeout), cannot
// be read, or is corrupt.
func (p *Prober) Probe(ctx context.Context) error {
	now := time.Now().UTC()
	err := p.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO health_probe (id, at) VALUES (1, ?)`, now.UnixNano()); err != nil {
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
		return fmt.Errorf("sqlite probe: %w", err)
	}
	return p.integrity(ctx, now)
}

// integrity runs quick_check when due and returns its last finding.
func (p *Prober) integrity(ctx context.Context, now time.Time) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.checked.IsZero() && now.Sub(p.checked) < p.every {
		return p.bad
	}
	rows, err := p.db.db.QueryContext(ctx, `PRAGMA quick_check(5)`)
	if err != nil {
		// A file too damaged to start the check is corrupt; a cancelled
		// check is not a finding and runs again next time.
		if ctx.Err() != nil {
			return fmt.Errorf("sqlite integrity check: %w", ctx.Err())
		}
		p.checked, p.bad = now, fmt.Errorf("sqlite integrity check: %w", err)
		return p.bad
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			problems = append(problems, err.Error())
			break
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("sqlite integrity check: %w", ctx.Err())
		}
		problems = append(problems, err.Error())
	}
	p.checked, p.bad = now, nil
	if len(problems) > 0 {
		p.bad = fmt.Errorf("sqlite integrity check: %s", strings.Join(problems, "; "))
	}
	return p.bad
}
