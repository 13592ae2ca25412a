package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
)

// Channel names MEMO_CHANNELS takes.
const (
	channelWhatsApp = "whatsapp" // whatsmeow, a linked device
	channelCloud    = "cloud"    // the WhatsApp Business Cloud API
)

// cloudConfig is the WhatsApp Cloud API part of memo serve's
// configuration.
type cloudConfig struct {
	// Token is the Graph API access token (env MEMO_WA_CLOUD_TOKEN).
	Token string
	// PhoneID is the business phone number's id (env
	// MEMO_WA_CLOUD_PHONE_ID).
	PhoneID string
	// AppSecret checks the webhook's signatures (env
	// MEMO_WA_CLOUD_APP_SECRET).
	AppSecret string
	// VerifyToken answers Meta's webhook verification (env
	// MEMO_WA_CLOUD_VERIFY_TOKEN).
	VerifyToken string
	// APIURL is the Graph API base with its version (env
	// MEMO_WA_CLOUD_API_URL; default cloudapi.DefaultBaseURL).
	APIURL string
	// Templates for reminders and digests outside the 24-hour window (env
	// MEMO_WA_CLOUD_TEMPLATE, MEMO_WA_CLOUD_DIGEST_TEMPLATE,
	// MEMO_WA_CLOUD_TEMPLATE_LANGS).
	Templates cloudapi.Templates
}

// set reports whether the Cloud API is configured.
func (c cloudConfig) set() bool { return c.Token != "" }

// readChannels reads MEMO_CHANNELS and the Cloud API's variables. The
// channels default to the Cloud API when its variables are set, else
// WhatsApp through whatsmeow; the first listed is the one chats that
// never wrote are reached on.
func readChannels(getenv func(string) string) ([]string, cloudConfig, error) {
	c := cloudConfig{
		Token:       strings.TrimSpace(getenv("MEMO_WA_CLOUD_TOKEN")),
		PhoneID:     strings.TrimSpace(getenv("MEMO_WA_CLOUD_PHONE_ID")),
		AppSecret:   strings.TrimSpace(getenv("MEMO_WA_CLOUD_APP_SECRET")),
		VerifyToken: strings.TrimSpace(getenv("MEMO_WA_CLOUD_VERIFY_TOKEN")),
		APIURL:      orDefault(getenv("MEMO_WA_CLOUD_API_URL"), cloudapi.DefaultBaseURL),
		Templates: cloudapi.Templates{
			Reminder: strings.TrimSpace(getenv("MEMO_WA_CLOUD_TEMPLATE")),
			Digest:   strings.TrimSpace(getenv("MEMO_WA_CLOUD_DIGEST_TEMPLATE")),
		},
	}
	given := map[string]string{"MEMO_WA_CLOUD_TOKEN": c.Token, "MEMO_WA_CLOUD_PHONE_ID": c.PhoneID,
		"MEMO_WA_CLOUD_APP_SECRET": c.AppSecret, "MEMO_WA_CLOUD_VERIFY_TOKEN": c.VerifyToken}
	var missing []string
	some := false
	for name, v := range given {
		if v == "" {
			missing = append(missing, name)
		} else {
			some = true
		}
	}
	slices.Sort(missing)
	if some && len(missing) > 0 {
		return nil, c, usageError{"the WhatsApp Cloud API needs " + strings.Join(missing, ", ") + " as well"}
	}
	if some {
		if _, err := cloudapi.ParseBaseURL(c.APIURL); err != nil {
			return nil, c, usageError{"MEMO_WA_CLOUD_API_URL: " + err.Error()}
		}
		if len(c.VerifyToken) < 8 {
			return nil, c, usageError{"MEMO_WA_CLOUD_VERIFY_TOKEN: want at least 8 characters"}
		}
	}
	if v := strings.TrimSpace(getenv("MEMO_WA_CLOUD_TEMPLATE_LANGS")); v != "" {
		c.Templates.Languages = map[memo.Language]string{}
		for _, pair := range strings.Split(v, ",") {
			lang, code, ok := strings.Cut(strings.TrimSpace(pair), "=")
			l := memo.Language(strings.TrimSpace(lang))
			if !ok || !l.Valid() || strings.TrimSpace(code) == "" {
				return nil, c, usageError{fmt.Sprintf("MEMO_WA_CLOUD_TEMPLATE_LANGS %q: want he=<code>,en=<code>, e.g. he=he,en=en_US", v)}
			}
			c.Templates.Languages[l] = strings.TrimSpace(code)
		}
	}
	var channels []string
	for _, name := range strings.Split(getenv("MEMO_CHANNELS"), ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		switch {
		case name == "":
		case name != channelWhatsApp && name != channelCloud:
			return nil, c, usageError{fmt.Sprintf("MEMO_CHANNELS: unknown channel %q; want whatsapp, cloud, or both", name)}
		case !slices.Contains(channels, name):
			channels = append(channels, name)
		}
	}
	switch {
	case len(channels) == 0 && c.set():
		channels = []string{channelCloud}
	case len(channels) == 0:
		channels = []string{channelWhatsApp}
	case slices.Contains(channels, channelCloud) && !c.set():
		return nil, c, usageError{"MEMO_CHANNELS names cloud: set MEMO_WA_CLOUD_TOKEN, MEMO_WA_CLOUD_PHONE_ID, MEMO_WA_CLOUD_APP_SECRET and MEMO_WA_CLOUD_VERIFY_TOKEN"}
	}
	return channels, c, nil
}

// warnCloud says at start what the operator must know about the Cloud
// API: where Meta must send the webhook, and that without a template
// reminders wait for the user's next message once 24 hours have passed.
func warnCloud(w io.Writer, c cloudConfig) {
	if c.Templates.Reminder == "" {
		fmt.Fprintln(w, "memo: WARNING: MEMO_WA_CLOUD_TEMPLATE is not set: reminders and digests to a chat that has not written in 24 hours cannot be sent (Meta allows only approved template messages then); they wait until the chat writes.")
	}
}

// openCloud builds the Cloud API channel. alerts reaches the operator
// wherever they are (the router, built after the channels).
func (s *server) openCloud(c cloudConfig, submit bot.SubmitFunc, requeue cloudapi.Requeuer, tr cloudapi.Transcriber, alerts bot.TextSender) (*cloudapi.Channel, error) {
	client, err := cloudapi.NewClient(cloudapi.ClientConfig{
		BaseURL: c.APIURL, Token: c.Token, PhoneID: c.PhoneID, Clock: s.a.clock, Logger: s.log,
		SendFailed: func(err error) { s.a.metrics.AdapterError(channelCloud, err) },
	})
	if err != nil {
		return nil, usageError{err.Error()}
	}
	cfg := cloudapi.Config{
		Client: client, AppSecret: c.AppSecret, VerifyToken: c.VerifyToken, Store: s.a.db,
		Submit: submit, Requeue: requeue, Questions: s.a.state, Sent: s.a.db,
		Languages: s.a.state, Once: s.a.state,
		Allowed: s.sc.Allowed, AllowAll: s.sc.AllowAll, Templates: c.Templates,
		Operator: s.sc.Operator, Alerts: alerts,
		Lang: s.a.cfg.Lang, Clock: s.a.clock, Logger: s.log,
		OnDuplicate: s.a.metrics.DedupeHit,
	}
	if tr != nil {
		cfg.Transcriber = tr
	}
	ch, err := cloudapi.New(cfg)
	if err != nil {
		return nil, err
	}
	return ch, nil
}

// textSenderFunc adapts a function to a bot.TextSender.
type textSenderFunc func(ctx context.Context, chatID, text string) ([]string, error)

// SendText calls f.
func (f textSenderFunc) SendText(ctx context.Context, chatID, text string) ([]string, error) {
	return f(ctx, chatID, text)
}
