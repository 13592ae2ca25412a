package postgres

import (
	"context"
	"fmt"
	"time"
)

// Prober checks that the database answers reads and writes, for the
// readiness endpoint. Corruption is the server's to detect; a probe proves
// the round trip.
type Prober struct {
	db *DB
}

// Prober returns the database's readiness probe. every is accepted for the
// same call as sqlite.DB's and unused: the server checks its own pages.
func (db *DB) Prober(every time.Duration) *Prober { return &Prober{db: db} }

// Probe writes a row and reads it back in one transaction.
func (p *Prober) Probe(ctx context.Context) error {
	now := time.Now().UTC().UnixNano()
	err := p.db.runTx(ctx, nil, func(tx *sqlTx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO health_probe (id, at) VALUES (1, ?)
			ON CONFLICT (id) DO UPDATE SET at = excluded.at`, now); err != nil {
			return fmt.Errorf("write: %w", err)
		}
		var at int64
		if err := tx.QueryRowContext(ctx, `SELECT at FROM health_probe WHERE id = 1`).Scan(&at); err != nil {
			return fmt.Errorf("read: %w", err)
		}
		if at != now {
			return fmt.Errorf("read back %d, wrote %d", at, now)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres probe: %w", plainError(err))
	}
	return nil
}
