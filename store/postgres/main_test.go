package postgres_test

import (
	"os"
	"testing"

	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// must fails the test now if err is not nil.
var must = storetest.Must

// TestRebind numbers ? placeholders, keeps ?N's number, and leaves quoted
// text alone.
func TestRebind(t *testing.T) {
	tests := []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`a = ? AND b = ?`, `a = $1 AND b = $2`},
		{`a = ?1 OR b = ?1 AND c = ?12`, `a = $1 OR b = $1 AND c = $12`},
		{`x = '?' AND y = "?" AND z = ?`, `x = '?' AND y = "?" AND z = $1`},
		{`'it''s ?' || ?`, `'it''s ?' || $1`},
	}
	for _, tt := range tests {
		if got := (postgres.Dialect{}).Rebind(tt.in); got != tt.want {
			t.Errorf("Rebind(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
