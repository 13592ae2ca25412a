package main

import (
	"context"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// claimer returns db as a reminder.Claimer when several processes may share
// it (PostgreSQL): their schedulers then claim what they send. A SQLite
// file is one process's, whose scheduler only reads what is due.
func claimer(db *sqldb.DB) reminder.Claimer {
	if db.Shared() {
		return db
	}
	return nil
}

// openStore opens the database cfg names: PostgreSQL when
// cfg.DatabaseURL is set, else the SQLite file cfg.DB.
func openStore(ctx context.Context, cfg Config, clock memo.Clock) (*sqldb.DB, error) {
	if cfg.DatabaseURL != "" {
		return postgres.Open(ctx, cfg.DatabaseURL, clock)
	}
	return sqlite.Open(ctx, cfg.DB, clock)
}
