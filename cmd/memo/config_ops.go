package main

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// opsConfig is what memo serve reads for operations.
type opsConfig struct {
	// UserRate limits each WhatsApp user (env MEMO_RATE_USER, "N/period";
	// default 30/1m): over it, one polite notice a minute and no turns.
	UserRate rateSpec
	// TokenRate limits each API token (env MEMO_RATE_TOKEN; default
	// 60/1m): over it, 429 with Retry-After.
	TokenRate rateSpec
	// Retention is how long turn traces, sent message ids and reminder
	// deliveries are kept (env MEMO_RETENTION, like 90d or 720h; default
	// 90d); answers kept for retried API requests live 48h.
	Retention time.Duration
	// PruneEvery is how often old rows are deleted (1h).
	PruneEvery time.Duration
	// AlertWebhook receives operator alerts as a JSON POST, Slack and
	// Discord compatible (env MEMO_ALERT_WEBHOOK; default none). It is a
	// secret: never logged, shown masked.
	AlertWebhook string
}

// readOps reads the operations settings of memo serve.
func readOps(p *problems, getenv func(string) string) opsConfig {
	c := opsConfig{
		UserRate:   rateSpec{30, time.Minute},
		TokenRate:  rateSpec{60, time.Minute},
		Retention:  90 * 24 * time.Hour,
		PruneEvery: time.Hour,
	}
	var err error
	if v, ok := lookup(getenv, "MEMO_RATE_USER"); ok {
		if c.UserRate, err = parseRate(v); err != nil {
			p.add("MEMO_RATE_USER %v", err)
		}
	}
	if v, ok := lookup(getenv, "MEMO_RATE_TOKEN"); ok {
		if c.TokenRate, err = parseRate(v); err != nil {
			p.add("MEMO_RATE_TOKEN %v", err)
		}
	}
	if v, ok := lookup(getenv, "MEMO_RETENTION"); ok {
		if c.Retention, err = parseDays(v); err != nil {
			p.add("MEMO_RETENTION %v", err)
		}
	}
	if v, ok := lookup(getenv, "MEMO_ALERT_WEBHOOK"); ok {
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			p.add("MEMO_ALERT_WEBHOOK: want an http(s) URL, like a Slack or Discord incoming webhook")
		}
		c.AlertWebhook = v
	}
	return c
}

// rateSpec is N events per period, in bursts of up to N.
type rateSpec struct {
	N   int
	Per time.Duration
}

func (r rateSpec) String() string { return strconv.Itoa(r.N) + "/" + r.Per.String() }

// parseRate reads "30/1m", "30/m", "5/10s" or "100/h".
func parseRate(v string) (rateSpec, error) {
	n, per, ok := strings.Cut(strings.TrimSpace(v), "/")
	count, err := strconv.Atoi(strings.TrimSpace(n))
	if !ok || err != nil || count <= 0 {
		return rateSpec{}, fmt.Errorf("%q: want N/period, like 30/1m", v)
	}
	per = strings.TrimSpace(per)
	if per == "s" || per == "m" || per == "h" {
		per = "1" + per
	}
	d, err := time.ParseDuration(per)
	if err != nil || d <= 0 {
		return rateSpec{}, fmt.Errorf("%q: want N/period, like 30/1m", v)
	}
	return rateSpec{N: count, Per: d}, nil
}

// parseDays reads a duration that may be given in days ("90d").
func parseDays(v string) (time.Duration, error) {
	v = strings.TrimSpace(v)
	if d, ok := strings.CutSuffix(v, "d"); ok {
		n, err := strconv.Atoi(d)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("%q: want a number of days like 90d, or a duration like 720h", v)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%q: want a number of days like 90d, or a duration like 720h", v)
	}
	return d, nil
}

// prices are what the model costs, in USD per million tokens.
type prices struct{ In, Out float64 }

// readPrices reads MEMO_MODEL_PRICE_INPUT and MEMO_MODEL_PRICE_OUTPUT;
// the defaults are gpt-4o-mini's list prices.
func readPrices(p *problems, getenv func(string) string) prices {
	pr := prices{In: 0.15, Out: 0.60}
	for _, f := range []struct {
		key string
		to  *float64
	}{{"MEMO_MODEL_PRICE_INPUT", &pr.In}, {"MEMO_MODEL_PRICE_OUTPUT", &pr.Out}} {
		if v, ok := lookup(getenv, f.key); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || x < 0 {
				p.add("%s %q: want USD per million tokens, like 0.15", f.key, v)
				continue
			}
			*f.to = x
		}
	}
	return pr
}

// lookup returns the trimmed value of an environment variable and
// whether it is set to anything but blanks.
func lookup(getenv func(string) string, key string) (string, bool) {
	v := strings.TrimSpace(getenv(key))
	return v, v != ""
}

// parseSwitch reads on/off, true/false, yes/no, 1/0.
func parseSwitch(v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "on", "true", "yes", "1":
		return true, nil
	case "off", "false", "no", "0":
		return false, nil
	}
	return false, fmt.Errorf("%q: want on or off", v)
}

// validProxy reports whether v is a proxy URL whatsmeow takes: http,
// https or socks5, with a host.
func validProxy(v string) bool {
	u, err := url.Parse(v)
	if err != nil || u.Host == "" {
		return false
	}
	switch u.Scheme {
	case "http", "https", "socks5":
		return true
	}
	return false
}
