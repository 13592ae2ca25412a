package alert

import (
	"context"
	"log/slog"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// Defaults of WatchConfig.
const (
	DefaultAfter = 2 * time.Minute
	DefaultEvery = 10 * time.Second
)

// Notifier delivers an alert; *Webhook implements it.
type Notifier interface {
	Send(ctx context.Context, text string) error
}

// WatchConfig is what a Watcher needs.
type WatchConfig struct {
	// Status gives the link's status; it must not block. Required.
	Status func() whatsapp.Status
	// Notify delivers alerts; required.
	Notify Notifier
	// After is how long the link may be unreachable before an alert (it
	// usually comes back within seconds); default DefaultAfter. A logout,
	// a ban or a refused version is reported at once: they need a person.
	After time.Duration
	// Every is how often the status is looked at; default DefaultEvery.
	Every time.Duration
	// Clock tells the time; default the system clock.
	Clock memo.Clock
	// Name names this install in alerts ("Memo" by default).
	Name string
	// Sent, when set, is told whether each alert was delivered.
	Sent func(ok bool)
	// Logger; nil discards.
	Logger *slog.Logger
}

// Watcher looks at the WhatsApp link's status and alerts once per outage:
// when it starts (after After, or at once when a person must act) and when
// it ends. Run it in its own goroutine; Check is one look, for tests.
type Watcher struct {
	cfg WatchConfig
	log *slog.Logger

	down    time.Time      // when the current outage started; zero while up
	alerted whatsapp.State // the state last alerted about; "" when none
}

// NewWatcher returns a Watcher.
func NewWatcher(cfg WatchConfig) *Watcher {
	if cfg.After <= 0 {
		cfg.After = DefaultAfter
	}
	if cfg.Every <= 0 {
		cfg.Every = DefaultEvery
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Name == "" {
		cfg.Name = "Memo"
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Watcher{cfg: cfg, log: log}
}

// Run looks every Every until ctx ends.
func (w *Watcher) Run(ctx context.Context) {
	t := time.NewTicker(w.cfg.Every)
	defer t.Stop()
	for {
		w.Check(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// urgent are the states a person must act on.
func urgent(s whatsapp.State) bool {
	return s == whatsapp.StateLoggedOut || s == whatsapp.StateOutdated || s == whatsapp.StateBanned
}

// Check looks at the status once and sends the alert it calls for, if any.
func (w *Watcher) Check(ctx context.Context) {
	st := w.cfg.Status()
	now := w.cfg.Clock.Now()
	switch {
	case st.State == whatsapp.StateDisconnected || urgent(st.State):
		if w.down.IsZero() {
			w.down = st.Since
			if w.down.IsZero() || w.down.After(now) {
				w.down = now
			}
		}
		if st.State == w.alerted || (!urgent(st.State) && now.Sub(w.down) < w.cfg.After) {
			return
		}
		w.alerted = st.State
		w.send(ctx, w.cfg.Name+": WhatsApp is down. "+st.Plain(now)+" Replies and reminders wait until it is back.")
	case st.State == whatsapp.StateConnected:
		if w.alerted != "" {
			w.send(ctx, w.cfg.Name+": WhatsApp is back. "+st.Plain(now)+" It was down from "+
				w.down.In(now.Location()).Format("15:04")+" to "+now.Format("15:04")+".")
		}
		w.down, w.alerted = time.Time{}, ""
	}
	// Connecting, pairing, standby: in progress, or not this process's job.
}

func (w *Watcher) send(ctx context.Context, text string) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	err := w.cfg.Notify.Send(ctx, text)
	if w.cfg.Sent != nil {
		w.cfg.Sent(err == nil)
	}
	if err != nil {
		w.log.Error("operator alert not delivered", "err", err)
		return
	}
	w.log.Info("operator alert sent", "text", text)
}
