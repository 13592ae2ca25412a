package main

import (
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/postgres"
)

// Config is Memo's configuration, read once from flags and the environment
// and validated before anything starts.
type Config struct {
	// DB is the SQLite file (flag --db, env MEMO_DB; default memo.db in the
	// user's data directory).
	DB string
	// DatabaseURL selects PostgreSQL in place of the SQLite file (env
	// MEMO_DATABASE_URL, postgres://user:password@host:5432/db): one store
	// shared by several Memo processes. Empty keeps SQLite.
	DatabaseURL string
	// RedisURL selects Redis for conversation state (env REDIS_URL); empty
	// keeps state in the SQLite file.
	RedisURL string
	// Zone is the time zone of new users (flag --tz, env MEMO_TZ; default
	// Asia/Jerusalem).
	Zone *time.Location
	// Lang is the reply language before a chat has written a word (env
	// MEMO_LANG; default he).
	Lang memo.Language
	// PendingTTL is how long a question waits for its answer (env
	// MEMO_PENDING_TTL; default 5m).
	PendingTTL time.Duration
	// MissedWindow: reminders missed while offline by up to this long are
	// sent marked late; older ones go to the next digest (env
	// MEMO_MISSED_WINDOW; default 6h).
	MissedWindow time.Duration
	// MaxNudges stops a nudge after this many reminders (env
	// MEMO_MAX_NUDGES; default 15).
	MaxNudges int
	// Now pins the clock (flag --now, RFC 3339); zero means the wall clock.
	Now time.Time
	// LogLevel is the level of logs on stderr (env MEMO_LOG_LEVEL; default
	// warn for chat).
	LogLevel slog.Level
	// RedisPrefix starts every Redis key, so installs sharing a Redis
	// never see each other's keys (env MEMO_REDIS_PREFIX; default memo:).
	RedisPrefix string
	// TraceText keeps each message's text (capped) in its turn trace, for
	// memo trace --text (env MEMO_TRACE_TEXT, on or off; default on).
	TraceText bool
	// Google is the Google linking configuration (config_google.go).
	Google googleConfig
	// googleLoopback links Google accounts through a listener on
	// 127.0.0.1 (memo chat) rather than MEMO_PUBLIC_URL (memo serve).
	googleLoopback bool
}

// configFlags registers the flags every command shares and returns a
// function that builds the Config once the flags are parsed.
func configFlags(fs *flag.FlagSet, getenv func(string) string) func() (Config, error) {
	db := fs.String("db", getenv("MEMO_DB"), "SQLite database `path` (env MEMO_DB; default in the user's data dir)")
	tz := fs.String("tz", getenv("MEMO_TZ"), "time `zone` of new users, IANA name (env MEMO_TZ; default Asia/Jerusalem)")
	now := fs.String("now", "", "pin the clock to this RFC 3339 `time`")
	return func() (Config, error) {
		c := Config{DB: *db, RedisURL: getenv("REDIS_URL"), Lang: memo.Hebrew, PendingTTL: memo.DefaultPendingTTL, LogLevel: slog.LevelWarn}
		zone := *tz
		if zone == "" {
			zone = "Asia/Jerusalem"
		}
		loc, err := time.LoadLocation(zone)
		if err != nil {
			return c, usageError{fmt.Sprintf("unknown time zone %q", zone)}
		}
		c.Zone = loc
		if *now != "" {
			if c.Now, err = time.Parse(time.RFC3339, *now); err != nil {
				return c, usageError{fmt.Sprintf("--now %q is not an RFC 3339 time", *now)}
			}
		}
		if v := getenv("MEMO_LANG"); v != "" {
			if c.Lang = memo.Language(strings.ToLower(v)); !c.Lang.Valid() {
				return c, usageError{fmt.Sprintf("MEMO_LANG %q: want he or en", v)}
			}
		}
		if v := getenv("MEMO_PENDING_TTL"); v != "" {
			if c.PendingTTL, err = time.ParseDuration(v); err != nil || c.PendingTTL <= 0 {
				return c, usageError{fmt.Sprintf("MEMO_PENDING_TTL %q: want a positive duration like 5m", v)}
			}
		}
		c.MissedWindow = 6 * time.Hour
		if v := getenv("MEMO_MISSED_WINDOW"); v != "" {
			if c.MissedWindow, err = time.ParseDuration(v); err != nil || c.MissedWindow <= 0 {
				return c, usageError{fmt.Sprintf("MEMO_MISSED_WINDOW %q: want a positive duration like 6h", v)}
			}
		}
		c.MaxNudges = memo.DefaultMaxNudges
		if v := getenv("MEMO_MAX_NUDGES"); v != "" {
			if n, err := strconv.Atoi(v); err != nil || n <= 0 {
				return c, usageError{fmt.Sprintf("MEMO_MAX_NUDGES %q: want a positive number", v)}
			} else {
				c.MaxNudges = n
			}
		}
		if v := getenv("MEMO_LOG_LEVEL"); v != "" {
			if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
				return c, usageError{fmt.Sprintf("MEMO_LOG_LEVEL %q: want debug, info, warn or error", v)}
			}
		}
		if err := opsConfig(&c, getenv); err != nil {
			return c, err
		}
		if c.Google, err = readGoogle(getenv); err != nil {
			return c, err
		}
		if v := strings.TrimSpace(getenv("MEMO_DATABASE_URL")); v != "" {
			if !postgres.IsURL(v) {
				return c, usageError{fmt.Sprintf("MEMO_DATABASE_URL %s: want a postgres:// URL", postgres.Redact(v))}
			}
			if c.DB != "" {
				return c, usageError{"both MEMO_DATABASE_URL and --db (or MEMO_DB) are set: PostgreSQL or a SQLite file, choose one"}
			}
			c.DatabaseURL = v
			return c, nil
		}
		if c.DB == "" {
			// The data directory holds the database and its -wal and -shm
			// files (every user's data and the WhatsApp session keys): it is
			// created private. A directory given with --db must exist; the
			// files in it are made 0600 by the store wherever it is.
			dir, err := dataDir(getenv)
			if err != nil {
				return c, err
			}
			if err := os.MkdirAll(dir, 0o700); err != nil {
				return c, fmt.Errorf("create data directory %q: %w", dir, err)
			}
			c.DB = filepath.Join(dir, "memo.db")
		}
		return c, nil
	}
}

// dataDir is where Memo keeps its database by default: $XDG_DATA_HOME/memo,
// else ~/.local/share/memo.
func dataDir(getenv func(string) string) (string, error) {
	if d := getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "memo"), nil
	}
	home := getenv("HOME")
	if home == "" {
		h, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no data directory: set --db or MEMO_DB: %w", err)
		}
		home = h
	}
	return filepath.Join(home, ".local", "share", "memo"), nil
}

// clock returns the clock: pinned at --now when given, else the wall clock
// until a --jsonl clock line pins it.
func (c Config) clock() *pinnedClock {
	return &pinnedClock{t: c.Now}
}
