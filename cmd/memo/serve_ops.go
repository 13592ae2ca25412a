package main

import (
	"context"
	"net/http"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/alert"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/sqldb"
)

// serveOps is memo serve's operations side: the HTTP channel beside the
// WhatsApp channels, rate limits, the readiness probe, housekeeping and
// alerts.
type serveOps struct {
	a       *app
	oc      opsConfig
	x       *bot.Exchange
	users   *bot.Limiters
	tokens  *bot.Limiters
	watcher *alert.Watcher
}

func newServeOps(a *app, oc opsConfig) *serveOps {
	return &serveOps{
		a: a, oc: oc,
		x:      bot.NewExchange(httpserver.ChannelName),
		users:  bot.NewLimiters(oc.UserRate.N, oc.UserRate.Per, oc.UserRate.N),
		tokens: bot.NewLimiters(oc.TokenRate.N, oc.TokenRate.Per, oc.TokenRate.N),
	}
}

// handler wraps the channels' handler for the dispatcher: HTTP requests
// come through the exchange, every turn is observed (under the channel
// its message names), and WhatsApp users, on either channel, are rate
// limited (API tokens have limits of their own).
func (o *serveOps) handler(inner bot.Handler) bot.Handler {
	limited := bot.Limit(inner, bot.LimitConfig{
		Limiters: o.users, Skip: o.x.Owns, Clock: o.a.clock, Lang: o.a.cfg.Lang,
		OnLimited: func(memo.Inbound) { o.a.metrics.RateLimited("user") },
	})
	return o.x.Handler(o.a.inst.handler(limited, whatsapp.ChannelName))
}

// deliver sends replies to HTTP requests back to them, the rest on (to
// the router, which sends each on the channel its message came on).
func (o *serveOps) deliver(next bot.DeliverFunc) bot.DeliverFunc { return o.x.Deliver(next) }

// bind connects the exchange to the dispatcher and the gauges to what
// they read. wa is nil when serve runs the Cloud API channel alone: then
// there is no link to watch or alert about.
func (o *serveOps) bind(d *bot.Dispatcher, wa *whatsapp.Client) {
	o.x.Bind(d)
	m := o.a.metrics
	m.WatchQueue(d.Queued, d.ActiveChats)
	m.WatchOpenQuestions(func() int { return o.a.inst.pending.waiting(o.a.clock.Now()) })
	if wa == nil {
		if o.oc.AlertWebhook != "" {
			o.a.log.Warn("MEMO_ALERT_WEBHOOK watches the whatsmeow link, which this process does not run")
		}
		return
	}
	states := []string{
		string(whatsapp.StateConnecting), string(whatsapp.StatePairing), string(whatsapp.StateUnpaired),
		string(whatsapp.StateConnected), string(whatsapp.StateDisconnected), string(whatsapp.StateLoggedOut),
		string(whatsapp.StateOutdated), string(whatsapp.StateBanned), string(whatsapp.StateStandby),
		string(whatsapp.StateStopped),
	}
	m.WatchLink(states, func() string { return string(wa.Status().State) })
	if o.oc.AlertWebhook != "" {
		o.watcher = alert.NewWatcher(alert.WatchConfig{
			Status: wa.Status, Notify: &alert.Webhook{URL: o.oc.AlertWebhook}, Clock: o.a.clock,
			Sent: m.Alert, Logger: o.a.log,
		})
	}
}

// agent is POST /agent/chat.
func (o *serveOps) agent() http.Handler {
	return httpserver.NewAgent(httpserver.AgentConfig{
		Asker: o.x, Tokens: o.a.db, Users: o.a.db, Replies: o.a.db, Limits: o.tokens, Clock: o.a.clock,
		// Ten wrong tokens a minute from one address, then a wait.
		Failures: bot.NewLimiters(10, time.Minute, 10),
		Observe:  o.a.metrics.APIRequest,
		Limited:  func() { o.a.metrics.RateLimited("token") },
		Logger:   o.a.log,
	})
}

// run does the housekeeping until ctx ends: it counts questions that
// expired unanswered every minute, deletes old rows every PruneEvery
// (the first time a minute after start), and runs the alert watcher.
func (o *serveOps) run(ctx context.Context) {
	if o.watcher != nil {
		go o.watcher.Run(ctx)
	}
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	nextPrune := time.Now().Add(time.Minute)
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		o.a.inst.sweepPending()
		if time.Now().Before(nextPrune) {
			continue
		}
		nextPrune = time.Now().Add(o.oc.PruneEvery)
		o.prune(ctx)
	}
}

// prune deletes the rows past their retention.
func (o *serveOps) prune(ctx context.Context) {
	res, err := o.a.db.Prune(ctx, sqldb.Retention{
		Traces: o.oc.Retention, SentMessages: o.oc.Retention, Deliveries: o.oc.Retention, APIReplies: 48 * time.Hour,
	})
	m := o.a.metrics
	m.Pruned("turn_traces", res.Traces)
	m.Pruned("sent_messages", res.SentMessages)
	m.Pruned("reminder_deliveries", res.Deliveries)
	m.Pruned("api_replies", res.APIReplies)
	if err != nil {
		o.a.log.Error("prune old rows", "err", err)
		return
	}
	o.a.log.Info("pruned old rows", "traces", res.Traces, "sent_messages", res.SentMessages, "deliveries", res.Deliveries, "api_replies", res.APIReplies)
}
