package main

import (
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/postgres"
)

// Config is Memo's configuration: read once from flags and the
// environment by readConfig, validated before anything starts, and
// passed down as values. Nothing reads the environment after it.
type Config struct {
	// Command is the command it was read for ("serve", "chat", …);
	// "check" reads what serve reads.
	Command string
	// Store is the database (flag --db; MEMO_DB, MEMO_DATA_DIR,
	// MEMO_DATABASE_URL).
	Store storeConfig
	// Redis keeps conversation state, dedupe claims and the session lease
	// (REDIS_URL, MEMO_REDIS_PREFIX); without a URL the state is in the
	// database.
	Redis redisConfig
	// Model is the OpenAI-compatible model (OPENAI_*, MEMO_OPENAI_*).
	Model modelConfig
	// Google is the Google linking configuration (config_google.go).
	Google googleConfig
	// WhatsApp is what memo serve and memo pair share about the linked
	// device (MEMO_WHATSAPP_*).
	WhatsApp whatsappConfig
	// Serve is the rest of memo serve's configuration, read only for
	// serve and check (config_serve.go).
	Serve serveConfig

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
	// warn, info for serve).
	LogLevel slog.Level
	// TraceText keeps each message's text (capped) in its turn trace, for
	// memo trace --text (env MEMO_TRACE_TEXT, on or off; default off:
	// traces are kept for MEMO_RETENTION, and messages hold what users
	// keep private).
	TraceText bool
	// MemoryLimit is the soft memory limit memo serve and memo loadtest
	// run under (memlimit.go); 0 sets none.
	MemoryLimit int64
	// Prices are what the model costs, for memo trace
	// (MEMO_MODEL_PRICE_INPUT, MEMO_MODEL_PRICE_OUTPUT).
	Prices prices
	// Styles shows WhatsApp markup as terminal styles in memo chat (off
	// with NO_COLOR set or TERM=dumb).
	Styles bool
	// googleLoopback links Google accounts through a listener on
	// 127.0.0.1 (memo chat) rather than MEMO_PUBLIC_URL (memo serve).
	googleLoopback bool
}

// storeConfig is where Memo keeps its data.
type storeConfig struct {
	// DB is the SQLite file: --db, else MEMO_DB, else memo.db in DataDir.
	// Empty with DatabaseURL.
	DB string
	// DBFrom names where DB came from: "--db", "MEMO_DB", or "" for the
	// default in DataDir.
	DBFrom string
	// DataDir holds the default database and memo chat's history (env
	// MEMO_DATA_DIR; default $XDG_DATA_HOME/memo, else
	// ~/.local/share/memo). It is created 0700 when the database is
	// opened there.
	DataDir string
	// DatabaseURL selects PostgreSQL in place of the SQLite file (env
	// MEMO_DATABASE_URL, postgres://user:password@host:5432/db): one store
	// shared by several Memo processes.
	DatabaseURL string
}

// history is the file memo chat keeps its line history in: beside the
// SQLite file, else in the data directory.
func (s storeConfig) history() string {
	if s.DB != "" {
		return filepath.Join(filepath.Dir(s.DB), "chat_history")
	}
	return filepath.Join(s.DataDir, "chat_history")
}

// redisConfig is the Redis conversation state lives in.
type redisConfig struct {
	// URL is redis://[user:password@]host:port/db or rediss:// (env
	// REDIS_URL); empty keeps state in the database.
	URL string
	// Prefix starts every Redis key, so installs sharing a Redis never
	// see each other's keys (env MEMO_REDIS_PREFIX; default memo:).
	Prefix string
}

// whatsappConfig is the linked device's settings memo serve and memo pair
// share.
type whatsappConfig struct {
	// Proxy for WhatsApp traffic (flag --proxy of pair, env
	// MEMO_WHATSAPP_PROXY; default none).
	Proxy string
	// LeaseKey is the Redis key of the session lease (env
	// MEMO_WHATSAPP_LEASE_KEY; default <prefix>whatsapp:session).
	LeaseKey string
	// LeaseTTL is how long the lease outlives a crashed holder; a standby
	// checks every third of it (env MEMO_WHATSAPP_LEASE_TTL; default 30s,
	// at least 3s).
	LeaseTTL time.Duration
}

// flagValues are the flags readConfig reads beside the environment; an
// empty value is a flag not given.
type flagValues struct {
	db, tz, now *string
	// http is serve's --http, proxy pair's --proxy; nil for the commands
	// that have none.
	http, proxy *string
}

// configFlags registers the flags every command shares: --db, --tz and
// --now.
func configFlags(fs *flag.FlagSet) *flagValues {
	return &flagValues{
		db:  fs.String("db", "", "SQLite database `path` (env MEMO_DB; default memo.db in MEMO_DATA_DIR, or in the user's data dir)"),
		tz:  fs.String("tz", "", "time `zone` of new users, IANA name (env MEMO_TZ; default Asia/Jerusalem)"),
		now: fs.String("now", "", "pin the clock to this RFC 3339 `time`"),
	}
}

// flagValue is the flag's value, "" when it has none.
func flagValue(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// problems collects what is wrong with the configuration, so one run
// names every mistake rather than the first.
type problems []string

func (p *problems) add(format string, args ...any) { *p = append(*p, fmt.Sprintf(format, args...)) }

// err is the problems as one usage error, a line each; nil without any.
func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return usageError{strings.Join(p, "\n")}
}

// readConfig reads the configuration of command from the parsed flags f
// and the environment, and checks everything that can be checked without
// connecting to anything or touching a file: values, conflicts, pairs
// that go together, URLs, zones and lengths. The error is a usage error
// naming every problem, one a line. serve, check and healthcheck read
// serve's part too; the other commands leave it zero.
func readConfig(command string, f *flagValues, getenv func(string) string) (Config, error) {
	var p problems
	c := Config{Command: command, Lang: memo.Hebrew, PendingTTL: memo.DefaultPendingTTL, LogLevel: slog.LevelWarn}
	// healthcheck asks the server this configuration describes.
	serving := command == "serve" || command == "check" || command == "healthcheck"

	zone := flagValue(f.tz)
	if zone == "" {
		zone = orDefault(getenv("MEMO_TZ"), "Asia/Jerusalem")
	}
	if loc, err := time.LoadLocation(zone); err != nil {
		p.add("unknown time zone %q (--tz, MEMO_TZ): want an IANA name like Asia/Jerusalem", zone)
		c.Zone = time.UTC
	} else {
		c.Zone = loc
	}
	if v := flagValue(f.now); v != "" {
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			p.add("--now %q is not an RFC 3339 time", v)
		}
		c.Now = t
	}
	if v, ok := lookup(getenv, "MEMO_LANG"); ok {
		if c.Lang = memo.Language(strings.ToLower(v)); !c.Lang.Valid() {
			p.add("MEMO_LANG %q: want he or en", v)
		}
	}
	c.PendingTTL = duration(&p, getenv, "MEMO_PENDING_TTL", memo.DefaultPendingTTL, "5m")
	c.MissedWindow = duration(&p, getenv, "MEMO_MISSED_WINDOW", 6*time.Hour, "6h")
	c.MaxNudges = memo.DefaultMaxNudges
	if v, ok := lookup(getenv, "MEMO_MAX_NUDGES"); ok {
		if n, err := strconv.Atoi(v); err != nil || n <= 0 {
			p.add("MEMO_MAX_NUDGES %q: want a positive number", v)
		} else {
			c.MaxNudges = n
		}
	}
	if serving {
		c.LogLevel = slog.LevelInfo // a server's log is read later, not watched
	}
	if v, ok := lookup(getenv, "MEMO_LOG_LEVEL"); ok {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			p.add("MEMO_LOG_LEVEL %q: want debug, info, warn or error", v)
		}
	}
	if v, ok := lookup(getenv, "MEMO_TRACE_TEXT"); ok {
		on, err := parseSwitch(v)
		if err != nil {
			p.add("MEMO_TRACE_TEXT: %v", err)
		}
		c.TraceText = on
	}
	c.Styles = getenv("NO_COLOR") == "" && getenv("TERM") != "dumb"

	c.Store = readStore(&p, f, getenv)
	c.Redis = readRedis(&p, getenv)
	c.Model = readModel(&p, getenv)
	c.Google = readGoogle(&p, getenv)
	c.WhatsApp = readWhatsApp(&p, f, getenv, c.Redis.Prefix)
	c.Prices = readPrices(&p, getenv)
	c.MemoryLimit = memoryLimit(&p, getenv)
	if serving {
		c.Serve = readServe(&p, f, getenv)
		if c.Google.on() && c.Google.PublicURL == "" {
			p.add("Google is configured but MEMO_PUBLIC_URL is not: set it to the address users reach memo serve at, like https://memo.example.com")
		}
	}
	return c, p.err()
}

// duration reads a positive duration, def when unset.
func duration(p *problems, getenv func(string) string, key string, def time.Duration, example string) time.Duration {
	v, ok := lookup(getenv, key)
	if !ok {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		p.add("%s %q: want a positive duration like %s", key, v, example)
		return def
	}
	return d
}

// readStore reads where the data is. MEMO_DATABASE_URL refuses a SQLite
// file named alongside it (--db or MEMO_DB): the operator meant one of
// them. The data directory (MEMO_DATA_DIR, or the user's) is only a
// default, and gives way to PostgreSQL without a word: the container
// image sets it, and a replica on PostgreSQL sets the URL.
func readStore(p *problems, f *flagValues, getenv func(string) string) storeConfig {
	s := storeConfig{}
	if v := flagValue(f.db); v != "" {
		s.DB, s.DBFrom = v, "--db"
	} else if v, ok := lookup(getenv, "MEMO_DB"); ok {
		s.DB, s.DBFrom = v, "MEMO_DB"
	}
	dir, err := dataDir(getenv)
	if err != nil && s.DB == "" {
		p.add("%v", err)
	}
	s.DataDir = dir
	if v, ok := lookup(getenv, "MEMO_DATABASE_URL"); ok {
		if !postgres.IsURL(v) {
			p.add("MEMO_DATABASE_URL %s: want a postgres:// URL", postgres.Redact(v))
		}
		if s.DB != "" {
			p.add("both MEMO_DATABASE_URL and %s are set: PostgreSQL or a SQLite file, choose one", s.DBFrom)
		}
		s.DatabaseURL = v
		s.DB, s.DBFrom = "", ""
		return s
	}
	if s.DB == "" && dir != "" {
		s.DB = filepath.Join(dir, "memo.db")
	}
	return s
}

// dataDir is where Memo keeps its database by default: MEMO_DATA_DIR,
// else $XDG_DATA_HOME/memo, else ~/.local/share/memo.
func dataDir(getenv func(string) string) (string, error) {
	if d, ok := lookup(getenv, "MEMO_DATA_DIR"); ok {
		return d, nil
	}
	if d, ok := lookup(getenv, "XDG_DATA_HOME"); ok {
		return filepath.Join(d, "memo"), nil
	}
	home := getenv("HOME")
	if home == "" {
		h, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no data directory: set MEMO_DATA_DIR, --db or MEMO_DB (%v)", err)
		}
		home = h
	}
	return filepath.Join(home, ".local", "share", "memo"), nil
}

// readWhatsApp reads the linked device's settings.
func readWhatsApp(p *problems, f *flagValues, getenv func(string) string, prefix string) whatsappConfig {
	w := whatsappConfig{
		Proxy:    flagValue(f.proxy),
		LeaseKey: orDefault(getenv("MEMO_WHATSAPP_LEASE_KEY"), prefix+"whatsapp:session"),
		LeaseTTL: whatsapp.DefaultLeaseTTL,
	}
	if w.Proxy == "" {
		w.Proxy = strings.TrimSpace(getenv("MEMO_WHATSAPP_PROXY"))
	}
	if w.Proxy != "" && !validProxy(w.Proxy) {
		p.add("MEMO_WHATSAPP_PROXY (or --proxy): want a proxy URL like http://host:3128 or socks5://host:1080")
	}
	if v, ok := lookup(getenv, "MEMO_WHATSAPP_LEASE_TTL"); ok {
		d, err := time.ParseDuration(v)
		if err != nil || d < 3*time.Second {
			p.add("MEMO_WHATSAPP_LEASE_TTL %q: want a duration of 3s or more, like 30s", v)
		} else {
			w.LeaseTTL = d
		}
	}
	return w
}

// clock returns the clock: pinned at --now when given, else the wall clock
// until a --jsonl clock line pins it.
func (c Config) clock() *pinnedClock {
	return &pinnedClock{t: c.Now}
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return def
}

// readRedis reads REDIS_URL and MEMO_REDIS_PREFIX. The URL is parsed,
// not dialled; errors never show its password.
func readRedis(p *problems, getenv func(string) string) redisConfig {
	r := redisConfig{Prefix: "memo:"}
	if v, ok := lookup(getenv, "REDIS_URL"); ok {
		r.URL = v
		if u, err := url.Parse(v); err != nil {
			p.add("REDIS_URL: not a URL; want redis://host:6379/0")
		} else if _, err := goredis.ParseURL(v); err != nil {
			p.add("REDIS_URL %s: want redis://[user:password@]host:port/db or rediss://", u.Redacted())
		}
	}
	if v, set := lookup(getenv, "MEMO_REDIS_PREFIX"); set {
		if strings.ContainsAny(v, "{}*?[] \t\n") || len(v) > 64 {
			p.add("MEMO_REDIS_PREFIX %q: want up to 64 characters without spaces, braces or glob characters, like memo:", v)
		}
		r.Prefix = v
	}
	return r
}
