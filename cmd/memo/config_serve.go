package main

import (
	"crypto/rand"
	"net"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// serveConfig is what memo serve reads beyond the rest of Config.
type serveConfig struct {
	// HTTP is the address of /healthz, /readyz, /pair, /metrics and
	// /agent/chat (flag --http, env MEMO_HTTP; default 127.0.0.1:8080).
	HTTP string
	// Operator gets alerts about the WhatsApp link and the store (env
	// MEMO_OPERATOR, a phone number; default none).
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
	// TrustedProxies are the reverse proxies whose X-Forwarded-Proto is
	// believed, so /pair's cookie is Secure behind a TLS proxy (env
	// MEMO_TRUSTED_PROXIES, comma-separated addresses or CIDR prefixes;
	// default none).
	TrustedProxies []netip.Prefix
	// MaxQueue and MaxChats bound the dispatcher's queues (env
	// MEMO_MAX_QUEUE, MEMO_MAX_CHATS; defaults bot.DefaultMaxQueue,
	// bot.DefaultMaxChats).
	MaxQueue int
	MaxChats int
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
	// Ops are the operations settings (config_ops.go).
	Ops opsConfig
}

// has reports whether channel is to run.
func (c serveConfig) has(channel string) bool { return slices.Contains(c.Channels, channel) }

// readServe reads memo serve's own settings: --http (f.http) or
// MEMO_HTTP, and the rest from the environment.
func readServe(p *problems, f *flagValues, getenv func(string) string) serveConfig {
	c := serveConfig{
		HTTP:            flagValue(f.http),
		ShutdownTimeout: duration(p, getenv, "MEMO_SHUTDOWN_TIMEOUT", 30*time.Second, "30s"),
		TickEvery:       15 * time.Second,
	}
	if c.HTTP == "" {
		c.HTTP = orDefault(getenv("MEMO_HTTP"), httpserver.DefaultAddr)
	}
	if _, port, err := net.SplitHostPort(c.HTTP); err != nil || port == "" {
		p.add("--http/MEMO_HTTP %q: want host:port, like 127.0.0.1:8080", c.HTTP)
	}
	if v, ok := lookup(getenv, "MEMO_OPERATOR"); ok {
		if n, ok := whatsapp.Number(v); !ok {
			p.add("MEMO_OPERATOR %q: want a phone number like +972501234567", v)
		} else {
			c.Operator = "+" + n
		}
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
			p.add("MEMO_ALLOWED_NUMBERS: %v (or * for anyone)", err)
		}
		c.Allowed, c.AllowedSet = allowed, true
	}
	if v, ok := lookup(getenv, "MEMO_GROUPS"); ok {
		on, err := parseSwitch(v)
		if err != nil {
			p.add("MEMO_GROUPS %q: want on or off", v)
		}
		c.Groups = on
	}
	if v, ok := lookup(getenv, "MEMO_PAIR_TOKEN"); ok {
		if len(v) < 16 || strings.ContainsAny(v, " \t\r\n;,") {
			p.add("MEMO_PAIR_TOKEN: want at least 16 characters without spaces, e.g. from `openssl rand -hex 16`")
		}
		c.PairToken, c.PairTokenSet = v, true
	} else if !httpserver.Loopback(c.HTTP) {
		p.add("--http/MEMO_HTTP %s is not a loopback address: set MEMO_PAIR_TOKEN, the operator's token for /pair", c.HTTP)
	} else {
		c.PairToken = rand.Text()
	}
	for _, h := range strings.Split(getenv("MEMO_HTTP_HOSTS"), ",") {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			c.HTTPHosts = append(c.HTTPHosts, h)
		}
	}
	for _, v := range strings.Split(getenv("MEMO_TRUSTED_PROXIES"), ",") {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		prefix, err := netip.ParsePrefix(v)
		if err != nil {
			addr, aerr := netip.ParseAddr(v)
			if aerr != nil {
				p.add("MEMO_TRUSTED_PROXIES %q: want addresses or prefixes like 10.0.0.0/8, comma-separated", v)
				continue
			}
			prefix = netip.PrefixFrom(addr, addr.BitLen())
		}
		c.TrustedProxies = append(c.TrustedProxies, prefix.Masked())
	}
	for _, q := range []struct {
		key string
		dst *int
	}{{"MEMO_MAX_QUEUE", &c.MaxQueue}, {"MEMO_MAX_CHATS", &c.MaxChats}} {
		if v, ok := lookup(getenv, q.key); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 {
				p.add("%s %q: want a positive number", q.key, v)
				continue
			}
			*q.dst = n
		}
	}
	c.Ops = readOps(p, getenv)
	c.Channels, c.Cloud = readChannels(p, getenv)
	return c
}
