package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestTokenFlagsAfterID: memo token revoke ID --db X takes its flags
// after the id, as operators type them.
func TestTokenFlagsAfterID(t *testing.T) {
	db := filepath.Join(t.TempDir(), "memo.db")
	noEnv := func(string) string { return "" }
	var out, errb bytes.Buffer
	if err := run(context.Background(), []string{"token", "create", "--user", "+972501234567", "--db", db}, nil, &out, &errb, noEnv); err != nil {
		t.Fatalf("create: %v\n%s", err, errb.String())
	}
	id := strings.Fields(out.String())[2] // "Created token <id> for …"
	out.Reset()
	if err := run(context.Background(), []string{"token", "revoke", id, "--db", db}, nil, &out, &errb, noEnv); err != nil {
		t.Fatalf("revoke ID --db X: %v\n%s", err, errb.String())
	}
	if !strings.Contains(out.String(), "Revoked token "+id) {
		t.Fatalf("revoke said %q", out.String())
	}
	// One id only, wherever the flags are; "--" ends the flags.
	if err := run(context.Background(), []string{"token", "revoke", id, "--db", db, "other"}, nil, &out, &errb, noEnv); err == nil {
		t.Error("two ids were taken")
	}
	if err := run(context.Background(), []string{"token", "revoke", "--db", db, "--", "--user"}, nil, &out, &errb, noEnv); err == nil || !strings.Contains(err.Error(), `no token "--user"`) {
		t.Errorf("after --, --user is the id: %v", err)
	}
}

func TestParseInterspersed(t *testing.T) {
	for _, tt := range []struct {
		args []string
		db   string
		rest []string
	}{
		{[]string{"id1", "--db", "x"}, "x", []string{"id1"}},
		{[]string{"--db", "x", "id1"}, "x", []string{"id1"}},
		{[]string{"a", "--db=x", "b"}, "x", []string{"a", "b"}},
		{[]string{"a", "--", "--db", "x"}, "", []string{"a", "--db", "x"}},
		{nil, "", nil},
	} {
		fs := newTestFlags()
		db := fs.String("db", "", "")
		if err := parseInterspersed(fs, tt.args); err != nil {
			t.Fatalf("%q: %v", tt.args, err)
		}
		if *db != tt.db || strings.Join(fs.Args(), " ") != strings.Join(tt.rest, " ") {
			t.Errorf("%q: db %q, args %q; want %q, %q", tt.args, *db, fs.Args(), tt.db, tt.rest)
		}
	}
}

func newTestFlags() *flag.FlagSet {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}
