package main

import (
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/store/postgres"
)

// printConfig writes the configuration memo serve would run with, by the
// variables that set it, with secrets masked: tokens, keys and secrets
// show only that they are set and how long they are, URLs lose their
// passwords, and the alert webhook (whose path is its key) its path.
func printConfig(w io.Writer, c Config) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	section := func(name string) { fmt.Fprintln(tw, name) }
	line := func(key, v string) { fmt.Fprintf(tw, "  %s\t%s\n", key, v) }
	fmt.Fprintln(tw, "memo check: the configuration memo serve reads (secrets masked)")

	section("store")
	switch {
	case c.Store.DatabaseURL != "":
		line("MEMO_DATABASE_URL", "postgres "+postgres.Redact(c.Store.DatabaseURL))
	case c.Store.DBFrom != "":
		line(c.Store.DBFrom, "sqlite "+c.Store.DB)
	default:
		line("MEMO_DATA_DIR", c.Store.DataDir+" (sqlite "+c.Store.DB+")")
	}
	section("conversation state")
	if c.Redis.URL == "" {
		line("REDIS_URL", "not set: kept in the database, for one process")
	} else {
		line("REDIS_URL", redactURL(c.Redis.URL))
	}
	line("MEMO_REDIS_PREFIX", c.Redis.Prefix)
	section("turns")
	line("MEMO_TZ", zoneName(c))
	line("MEMO_LANG", string(c.Lang))
	line("MEMO_PENDING_TTL", c.PendingTTL.String())
	line("MEMO_MISSED_WINDOW", c.MissedWindow.String())
	line("MEMO_MAX_NUDGES", strconv.Itoa(c.MaxNudges))
	line("MEMO_TRACE_TEXT", onOff(c.TraceText))
	line("MEMO_LOG_LEVEL", strings.ToLower(c.LogLevel.String()))
	line("memory limit", limitSaid(c.MemoryLimit))
	section("model")
	if !c.Model.on() {
		line("OPENAI_API_KEY", "not set: the offline grammar plans every message; voice notes are declined")
	} else {
		line("OPENAI_API_KEY", masked(c.Model.APIKey))
		line("OPENAI_BASE_URL", orDefault(redactURL(c.Model.BaseURL), openai.DefaultBaseURL))
		line("MEMO_OPENAI_MODEL", orDefault(c.Model.Model, openai.DefaultModel))
		line("MEMO_OPENAI_EMBEDDING_MODEL", orDefault(c.Model.EmbeddingModel, openai.DefaultEmbeddingModel))
		line("MEMO_OPENAI_TRANSCRIBE_MODEL", orDefault(c.Model.TranscribeModel, openai.DefaultTranscriptionModel))
	}
	section("google")
	if !c.Google.on() {
		line("GOOGLE_CLIENT_ID", "not set: users keep the local calendar; no mail")
	} else {
		line("GOOGLE_CLIENT_ID", c.Google.ClientID)
		line("GOOGLE_CLIENT_SECRET", masked(c.Google.ClientSecret))
		line("MEMO_SECRET_KEY", masked(c.Google.SecretKey))
		line("MEMO_PUBLIC_URL", c.Google.PublicURL+" (redirect "+c.Google.PublicURL+"/oauth/google/callback)")
	}
	s := c.Serve
	section("channels")
	line("MEMO_CHANNELS", strings.Join(s.Channels, ","))
	if s.has(channelWhatsApp) {
		line("MEMO_WHATSAPP_PROXY", orDefault(redactURL(c.WhatsApp.Proxy), "none"))
		line("MEMO_WHATSAPP_LEASE_KEY", c.WhatsApp.LeaseKey)
	}
	if s.Cloud.set() || s.has(channelCloud) {
		line("MEMO_WA_CLOUD_TOKEN", masked(s.Cloud.Token))
		line("MEMO_WA_CLOUD_PHONE_ID", s.Cloud.PhoneID)
		line("MEMO_WA_CLOUD_APP_SECRET", masked(s.Cloud.AppSecret))
		line("MEMO_WA_CLOUD_VERIFY_TOKEN", masked(s.Cloud.VerifyToken))
		line("MEMO_WA_CLOUD_API_URL", s.Cloud.APIURL)
		line("MEMO_WA_CLOUD_TEMPLATE", orDefault(s.Cloud.Templates.Reminder, "none: reminders wait for the user's message after 24 hours"))
	}
	section("access")
	line("MEMO_OPERATOR", orDefault(s.Operator, "none"))
	switch {
	case s.AllowAll:
		line("MEMO_ALLOWED_NUMBERS", "* (anyone)")
	case s.AllowedSet:
		line("MEMO_ALLOWED_NUMBERS", strings.Join(s.Allowed, ","))
	case s.Operator != "":
		line("MEMO_ALLOWED_NUMBERS", "not set: the operator only")
	default:
		line("MEMO_ALLOWED_NUMBERS", "not set, nor MEMO_OPERATOR: the bot answers no one")
	}
	line("MEMO_GROUPS", onOff(s.Groups))
	section("http")
	line("MEMO_HTTP", s.HTTP)
	if s.PairTokenSet {
		line("MEMO_PAIR_TOKEN", masked(s.PairToken))
	} else {
		line("MEMO_PAIR_TOKEN", "not set: a new one each start, printed (loopback only)")
	}
	line("MEMO_HTTP_HOSTS", orDefault(strings.Join(s.HTTPHosts, ","), "none"))
	proxies := make([]string, len(s.TrustedProxies))
	for i, p := range s.TrustedProxies {
		proxies[i] = p.String()
	}
	line("MEMO_TRUSTED_PROXIES", orDefault(strings.Join(proxies, ","), "none"))
	section("operations")
	line("MEMO_RATE_USER", s.Ops.UserRate.String())
	line("MEMO_RATE_TOKEN", s.Ops.TokenRate.String())
	line("MEMO_RETENTION", s.Ops.Retention.String())
	line("MEMO_ALERT_WEBHOOK", orDefault(webhookShown(s.Ops.AlertWebhook), "none"))
	line("MEMO_SHUTDOWN_TIMEOUT", s.ShutdownTimeout.String())
	tw.Flush()
}

// masked says a secret is set, and its length, not what it is.
func masked(v string) string {
	if v == "" {
		return "not set"
	}
	return fmt.Sprintf("set (%d characters, masked)", len(v))
}

// redactURL is v without its password (and unchanged when it is not a
// URL with one).
func redactURL(v string) string {
	u, err := url.Parse(v)
	if err != nil || u.User == nil {
		return v
	}
	return u.Redacted()
}

// webhookShown is the alert webhook's scheme and host: its path is the
// key that lets anyone post.
func webhookShown(v string) string {
	if v == "" {
		return ""
	}
	u, err := url.Parse(v)
	if err != nil || u.Host == "" {
		return "set (masked)"
	}
	return u.Scheme + "://" + u.Host + "/… (path masked)"
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func zoneName(c Config) string {
	if c.Zone == nil {
		return ""
	}
	return c.Zone.String()
}
