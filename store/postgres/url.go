package postgres

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// IsURL reports whether s names a PostgreSQL database (a postgres:// or
// postgresql:// URL) rather than a file.
func IsURL(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

// Redact returns the URL with its password replaced by "xxxxx", for logs
// and errors. A string that does not parse is reduced to its scheme.
func Redact(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		if i := strings.Index(s, "://"); i > 0 {
			return s[:i+3] + "…"
		}
		return "(not a URL)"
	}
	return u.Redacted()
}

// pgxConfig parses a postgres:// URL into a connection config. Only URLs
// are accepted, so a file path given by mistake is named as such instead
// of being read as a keyword/value string.
func pgxConfig(s string) (*pgx.ConnConfig, error) {
	if !IsURL(s) {
		return nil, errors.New("not a postgres:// URL")
	}
	cfg, err := pgx.ParseConfig(s)
	if err != nil {
		return nil, fmt.Errorf("bad URL: %w", plainError(err))
	}
	return cfg, nil
}

// plainError shortens the driver's errors to what an operator acts on:
// the server refused or did not answer, the database or role does not
// exist, the password was wrong.
func plainError(err error) error {
	var pe *pgconn.PgError
	switch {
	case errors.As(err, &pe):
		return fmt.Errorf("%s (SQLSTATE %s)", pe.Message, pe.Code)
	case errors.Is(err, syscall.ECONNREFUSED):
		return errors.New("connection refused: is PostgreSQL running there?")
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return errors.New("the server did not answer in time")
	}
	return err
}
