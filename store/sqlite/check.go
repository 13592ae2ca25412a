package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	msqlite "modernc.org/sqlite"
)

// Check implements sqldb.Dialect: PRAGMA quick_check, which reads every
// page of the file, so a corrupt file is reported even where the rows
// read on a turn still read fine. It lists at most five problems.
//
// The check runs on a connection of its own, opened for it and closed
// after, not on one of db's: a pooled connection keeps the pages it read
// in its cache, and SQLite trusts them for as long as the log says no
// other connection wrote, so a file damaged under a running store (a
// disk fault, another program) was checked from the copies the process
// read before and found "ok". A new connection reads the file itself
// (and its log).
func (Dialect) Check(ctx context.Context, db *sql.DB) error {
	var path string
	if err := db.QueryRowContext(ctx, `SELECT file FROM pragma_database_list WHERE name = 'main'`).Scan(&path); err != nil {
		// A file too damaged to answer is corrupt.
		return err
	}
	if path == "" {
		// A temporary or in-memory database has no file to read.
		return quickCheck(ctx, db)
	}
	conn, err := msqlite.NewConnector(checkDSN(path))
	if err != nil {
		return fmt.Errorf("open a connection for the check: %w", err)
	}
	fresh := sql.OpenDB(conn)
	defer fresh.Close()
	fresh.SetMaxOpenConns(1)
	return quickCheck(ctx, fresh)
}

// checkDSN opens path read-only for the check, waiting out a writer as
// the store's own connections do.
func checkDSN(path string) string {
	return fileURI(path) + "?mode=ro&_pragma=busy_timeout(5000)"
}

// quickCheck runs PRAGMA quick_check(5) on db.
func quickCheck(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `PRAGMA quick_check(5)`)
	if err != nil {
		// A file too damaged to start the check is corrupt.
		return err
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
		problems = append(problems, err.Error())
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}
