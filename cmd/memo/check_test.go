package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCheckWith runs memo check with env and args.
func runCheckWith(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errb bytes.Buffer
	err = run(context.Background(), append([]string{"check"}, args...), strings.NewReader(""), &out, &errb, func(k string) string { return env[k] })
	return out.String(), errb.String(), err
}

func wantExit2(t *testing.T, err error, stderr, line string) {
	t.Helper()
	var code exitCode
	if !errors.As(err, &code) || code != 2 {
		t.Fatalf("memo check = %v; want exit status 2", err)
	}
	if !strings.Contains(stderr, line) {
		t.Errorf("stderr:\n%s\nwant %q", stderr, line)
	}
}

// TestCheckPassesAndMasks: a good configuration passes, every secret
// shown only as set, and nothing is created: the default data directory
// is only said to be made by serve.
func TestCheckPassesAndMasks(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	env := map[string]string{
		"HOME": home, "MEMO_HTTP": "0.0.0.0:8080", "MEMO_PAIR_TOKEN": "pair-token-0123456789",
		"REDIS_URL": "redis://:redis-password@redis:6379/0", "OPENAI_API_KEY": "sk-model-key-0123",
		"MEMO_ALERT_WEBHOOK":   "https://discord.com/api/webhooks/1/webhook-key-0123",
		"MEMO_TRUSTED_PROXIES": "10.1.2.3/8, 127.0.0.1",
	}
	stdout, stderr, err := runCheckWith(t, env)
	if err != nil {
		t.Fatalf("memo check: %v\n%s", err, stderr)
	}
	for _, secret := range []string{"pair-token-0123456789", "redis-password", "sk-model-key-0123", "webhook-key-0123"} {
		if strings.Contains(stdout+stderr, secret) {
			t.Errorf("memo check printed %q:\n%s", secret, stdout)
		}
	}
	for _, want := range []string{"would start", "set (21 characters, masked)", "does not exist yet; memo serve creates it", "10.0.0.0/8,127.0.0.1/32"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in:\n%s", want, stdout)
		}
	}
	if _, err := os.Stat(home); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("memo check created %s: %v", home, err)
	}
}

// TestCheckNamesEveryProblem: each problem on a line of its own, exit 2.
func TestCheckNamesEveryProblem(t *testing.T) {
	env := map[string]string{
		"HOME": t.TempDir(), "MEMO_TZ": "Mars/Olympus", "MEMO_HTTP": "0.0.0.0:8080", "MEMO_RATE_USER": "fast",
		"GOOGLE_CLIENT_ID": "id", "MEMO_WA_CLOUD_TOKEN": "t", "REDIS_URL": "http://:pw@redis", "MEMO_TRUSTED_PROXIES": "the proxy",
	}
	_, stderr, err := runCheckWith(t, env)
	wantExit2(t, err, stderr, "(7 problems)")
	for _, line := range []string{
		`  - unknown time zone "Mars/Olympus"`,
		"  - --http/MEMO_HTTP 0.0.0.0:8080 is not a loopback address: set MEMO_PAIR_TOKEN",
		`  - MEMO_RATE_USER "fast": want N/period`,
		"  - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together",
		"  - the WhatsApp Cloud API needs MEMO_WA_CLOUD_APP_SECRET, MEMO_WA_CLOUD_PHONE_ID, MEMO_WA_CLOUD_VERIFY_TOKEN as well",
		"  - REDIS_URL http://:xxxxx@redis: want redis://",
		`  - MEMO_TRUSTED_PROXIES "the proxy": want addresses or prefixes`,
	} {
		if !strings.Contains(stderr, line) {
			t.Errorf("no line %q in:\n%s", line, stderr)
		}
	}
	if strings.Contains(stderr, ":pw@") {
		t.Errorf("the Redis password was printed:\n%s", stderr)
	}
}

// TestCheckFiles: the directory of a --db file must exist; a data
// directory open to others is a note; a database file that is no
// regular file stops serve; --files=false looks at none of it.
func TestCheckFiles(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"HOME": dir}
	missing := filepath.Join(dir, "nowhere", "memo.db")
	_, stderr, err := runCheckWith(t, env, "--db", missing)
	wantExit2(t, err, stderr, "the directory of the SQLite file "+missing+" (--db) does not exist")
	if _, _, err := runCheckWith(t, env, "--db", missing, "--files=false"); err != nil {
		t.Errorf("--files=false looked at the files: %v", err)
	}

	open := filepath.Join(dir, "open")
	if err := os.Mkdir(open, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, err := runCheckWith(t, map[string]string{"HOME": dir, "MEMO_DATA_DIR": open})
	if err != nil {
		t.Fatalf("an open data directory stops check: %v\n%s", err, stderr)
	}
	if !strings.Contains(stdout, "note: the data directory "+open+" is open to other users (mode -rwxrwxrwx)") {
		t.Errorf("no note about the open directory:\n%s", stdout)
	}

	notFile := filepath.Join(dir, "db-is-a-dir")
	if err := os.Mkdir(notFile, 0o700); err != nil {
		t.Fatal(err)
	}
	_, stderr, err = runCheckWith(t, map[string]string{"MEMO_DB": notFile})
	wantExit2(t, err, stderr, "the database "+notFile+" is not a regular file")

	if os.Geteuid() != 0 { // root may write anywhere
		locked := filepath.Join(dir, "locked")
		if err := os.Mkdir(locked, 0o500); err != nil {
			t.Fatal(err)
		}
		_, stderr, err = runCheckWith(t, map[string]string{"MEMO_DATA_DIR": locked})
		wantExit2(t, err, stderr, "the data directory "+locked+" is not writable by this user")
	}
}
