package main

import (
	"context"
	"fmt"
	"os"

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

// openStore opens the database s names: PostgreSQL when s.DatabaseURL
// is set, else the SQLite file s.DB. The default data directory is made
// here, private (it holds every user's data and the WhatsApp session
// keys), and not before: readConfig touches no file. A directory given
// with --db or MEMO_DB must exist; the files in it are made 0600 by the
// store wherever it is.
func openStore(ctx context.Context, s storeConfig, clock memo.Clock) (*sqldb.DB, error) {
	if s.DatabaseURL != "" {
		return postgres.Open(ctx, s.DatabaseURL, clock)
	}
	if err := makeDataDir(s); err != nil {
		return nil, err
	}
	return sqlite.Open(ctx, s.DB, clock)
}

// makeDataDir creates the default data directory, 0700, when the SQLite
// file is to be there.
func makeDataDir(s storeConfig) error {
	if s.DatabaseURL != "" || s.DBFrom != "" {
		return nil
	}
	if err := os.MkdirAll(s.DataDir, 0o700); err != nil {
		return fmt.Errorf("create data directory %q: %w", s.DataDir, err)
	}
	return nil
}
