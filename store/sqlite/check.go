package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// Check implements sqldb.Dialect: PRAGMA quick_check, which reads every
// page of the file, so a corrupt file is reported even where the rows
// read on a turn still read fine. It lists at most five problems.
func (Dialect) Check(ctx context.Context, db *sql.DB) error {
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
