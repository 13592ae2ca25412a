package main

import (
	"fmt"
	"io"

	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
)

// Channel names MEMO_CHANNELS takes.
const (
	channelWhatsApp = "whatsapp" // whatsmeow, a linked device
	channelCloud    = "cloud"    // the WhatsApp Business Cloud API
)

// warnCloud says at start what the operator must know about the Cloud
// API: where Meta must send the webhook, and that without a template
// reminders wait for the user's next message once 24 hours have passed.
func warnCloud(w io.Writer, c cloudConfig) {
	if c.Templates.Reminder == "" {
		fmt.Fprintln(w, "memo: WARNING: MEMO_WA_CLOUD_TEMPLATE is not set: reminders and digests to a chat that has not written in 24 hours cannot be sent (Meta allows only approved template messages then); they wait until the chat writes.")
	}
}

// openCloud builds the Cloud API channel, which hands messages to inlet.
// alerts reaches the operator (nil: on this channel).
func (s *server) openCloud(c cloudConfig, inlet *bot.Inlet, tr cloudapi.Transcriber, alerts bot.TextSender) (*cloudapi.Channel, error) {
	client, err := cloudapi.NewClient(cloudapi.ClientConfig{
		BaseURL: c.APIURL, Token: c.Token, PhoneID: c.PhoneID, Clock: s.a.clock, Logger: s.log,
		SendFailed: func(err error) { s.a.metrics.AdapterError(channelCloud, err) },
	})
	if err != nil {
		return nil, err
	}
	cfg := cloudapi.Config{
		Client: client, AppSecret: c.AppSecret, VerifyToken: c.VerifyToken, Store: s.a.db,
		Submit: inlet, Requeue: inlet, Questions: s.a.state, Sent: s.a.db,
		Languages: s.a.state, Once: s.a.state,
		Allowed: s.sc.Allowed, AllowAll: s.sc.AllowAll, Templates: c.Templates,
		Operator: s.sc.Operator, Alerts: alerts,
		Lang: s.a.cfg.Lang, Clock: s.a.clock, Logger: s.log,
		OnDuplicate: s.a.metrics.DedupeHit,
	}
	if tr != nil {
		cfg.Transcriber = tr
	}
	// Photos and documents are read by the model, when there is one.
	cfg.Photos = s.a.openai != nil
	return cloudapi.New(cfg)
}
