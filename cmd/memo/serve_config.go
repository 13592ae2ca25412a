package main

import (
	"crypto/rand"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// serveConfig is what memo serve reads beyond Config.
type serveConfig struct {
	// HTTP is the address of /healthz, /readyz, /pair, /metrics and
	// /agent/chat (flag --http, env MEMO_HTTP; default 127.0.0.1:8080).
	HTTP string
	// Operator gets alerts about the WhatsApp link (env MEMO_OPERATOR, a
	// phone number; default none).
	Operator string
	// Allowed are the numbers that may use the bot (env
	// MEMO_ALLOWED_NUMBERS, comma-separated); AllowAll is "*", anyone.
	// Unset, only the operator may (no one without MEMO_OPERATOR), and
	// serve warns at start.
	Allowed  []string
	AllowAll bool
	// AllowedSet tells whether MEMO_ALLOWED_NUMBERS was given.
	AllowedSet bool
	// Groups: answer in groups when mentioned or replied to (env
	// MEMO_GROUPS, on or off; default off).
	Groups bool
	// PairToken is the operator's token for /pair, /metrics and the full
	// /healthz and /readyz (env MEMO_PAIR_TOKEN, at least 16 characters;
	// default a random one printed at start, allowed only with a loopback
	// MEMO_HTTP).
	PairToken string
	// PairTokenSet tells whether MEMO_PAIR_TOKEN was given.
	PairTokenSet bool
	// HTTPHosts are the host names besides IP addresses and localhost that
	// /pair answers to (env MEMO_HTTP_HOSTS, comma-separated).
	HTTPHosts []string
	// MaxQueue and MaxChats bound the dispatcher's queues (env
	// MEMO_MAX_QUEUE, MEMO_MAX_CHATS; defaults bot.DefaultMaxQueue,
	// bot.DefaultMaxChats).
	MaxQueue int
	MaxChats int
	// Proxy for WhatsApp traffic (env MEMO_WHATSAPP_PROXY; default none).
	Proxy string
	// LeaseKey is the Redis key of the session lease (env
	// MEMO_WHATSAPP_LEASE_KEY; default memo:whatsapp:session).
	LeaseKey string
	// LeaseTTL is how long the lease outlives a crashed holder; a standby
	// checks every third of it (env MEMO_WHATSAPP_LEASE_TTL; default 30s,
	// at least 3s).
	LeaseTTL time.Duration
	// ShutdownTimeout bounds finishing the turns in flight on SIGTERM (env
	// MEMO_SHUTDOWN_TIMEOUT; default 30s).
	ShutdownTimeout time.Duration
	// TickEvery is how often due reminders are looked for (15s).
	TickEvery time.Duration
	// Channels are the channels to run (env MEMO_CHANNELS: whatsapp,
	// cloud, or both; default cloud when the Cloud API is configured, else
	// whatsapp); the first reaches chats that never wrote.
	Channels []string
	// Cloud is the WhatsApp Cloud API's configuration (MEMO_WA_CLOUD_*).
	Cloud cloudConfig
	// Ops are the operations settings (serve_ops.go).
	Ops opsServeConfig
}

// has reports whether channel is to run.
func (c serveConfig) has(channel string) bool { return slices.Contains(c.Channels, channel) }

// serveFlags registers serve's flags and returns a function that reads the
// rest of its configuration once they are parsed.
func serveFlags(fs *flag.FlagSet, getenv func(string) string) func() (serveConfig, error) {
	addr := fs.String("http", orDefault(getenv("MEMO_HTTP"), httpserver.DefaultAddr), "`address` of the HTTP server: /pair, /healthz, /readyz, /metrics, /agent/chat (env MEMO_HTTP)")
	return func() (serveConfig, error) {
		c := serveConfig{
			HTTP:            *addr,
			Proxy:           strings.TrimSpace(getenv("MEMO_WHATSAPP_PROXY")),
			LeaseKey:        orDefault(getenv("MEMO_WHATSAPP_LEASE_KEY"), "memo:whatsapp:session"),
			LeaseTTL:        whatsapp.DefaultLeaseTTL,
			ShutdownTimeout: 30 * time.Second,
			TickEvery:       15 * time.Second,
		}
		if v := strings.TrimSpace(getenv("MEMO_OPERATOR")); v != "" {
			n, ok := whatsapp.Number(v)
			if !ok {
				return c, usageError{fmt.Sprintf("MEMO_OPERATOR %q: want a phone number like +972501234567", v)}
			}
			c.Operator = "+" + n
		}
		switch v := strings.TrimSpace(getenv("MEMO_ALLOWED_NUMBERS")); v {
		case "":
			if c.Operator != "" {
				c.Allowed = []string{strings.TrimPrefix(c.Operator, "+")}
			}
		case "*":
			c.AllowAll, c.AllowedSet = true, true
		default:
			allowed, err := whatsapp.ParseNumbers(v)
			if err != nil {
				return c, usageError{"MEMO_ALLOWED_NUMBERS: " + err.Error() + " (or * for anyone)"}
			}
			c.Allowed, c.AllowedSet = allowed, true
		}
		switch v := strings.ToLower(strings.TrimSpace(getenv("MEMO_GROUPS"))); v {
		case "", "off", "false", "no", "0":
		case "on", "true", "yes", "1":
			c.Groups = true
		default:
			return c, usageError{fmt.Sprintf("MEMO_GROUPS %q: want on or off", v)}
		}
		if v := strings.TrimSpace(getenv("MEMO_PAIR_TOKEN")); v != "" {
			if len(v) < 16 || strings.ContainsAny(v, " \t\r\n;,") {
				return c, usageError{"MEMO_PAIR_TOKEN: want at least 16 characters without spaces, e.g. from `openssl rand -hex 16`"}
			}
			c.PairToken, c.PairTokenSet = v, true
		} else if !httpserver.Loopback(c.HTTP) {
			return c, usageError{fmt.Sprintf("--http/MEMO_HTTP %s is not a loopback address: set MEMO_PAIR_TOKEN, the operator's token for /pair", c.HTTP)}
		} else {
			c.PairToken = rand.Text()
		}
		for _, h := range strings.Split(getenv("MEMO_HTTP_HOSTS"), ",") {
			if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
				c.HTTPHosts = append(c.HTTPHosts, h)
			}
		}
		var err error
		for name, dst := range map[string]*int{"MEMO_MAX_QUEUE": &c.MaxQueue, "MEMO_MAX_CHATS": &c.MaxChats} {
			if v := strings.TrimSpace(getenv(name)); v != "" {
				if *dst, err = strconv.Atoi(v); err != nil || *dst <= 0 {
					return c, usageError{fmt.Sprintf("%s %q: want a positive number", name, v)}
				}
			}
		}
		if v := getenv("MEMO_WHATSAPP_LEASE_TTL"); v != "" {
			if c.LeaseTTL, err = time.ParseDuration(v); err != nil || c.LeaseTTL < 3*time.Second {
				return c, usageError{fmt.Sprintf("MEMO_WHATSAPP_LEASE_TTL %q: want a duration of 3s or more, like 30s", v)}
			}
		}
		if c.Ops, err = opsServeFlags(getenv); err != nil {
			return c, err
		}
		if v := getenv("MEMO_SHUTDOWN_TIMEOUT"); v != "" {
			if c.ShutdownTimeout, err = time.ParseDuration(v); err != nil || c.ShutdownTimeout <= 0 {
				return c, usageError{fmt.Sprintf("MEMO_SHUTDOWN_TIMEOUT %q: want a positive duration like 30s", v)}
			}
		}
		if c.Channels, c.Cloud, err = readChannels(getenv); err != nil {
			return c, err
		}
		return c, nil
	}
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return def
}
