package main

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/formatter"
)

// Defaults of storageWatch.
const (
	// storageEvery is how often the database is probed (a write and a
	// read back; the integrity check every sqldb.DefaultCheckEvery).
	storageEvery = 15 * time.Second
	// suspectEvery bounds the integrity checks a failing turn asks for
	// beyond the periodic ones: the check reads the whole file.
	suspectEvery = time.Minute
)

// storageWatch keeps memo serve's view of its database:
//
//   - /readyz reads the last probe instead of writing to the database on
//     every request, anonymous ones included; the probe runs on a timer,
//     so the answer is never older than its period (and /readyz probes
//     itself when the timer has fallen behind);
//   - when the store is found damaged (the periodic integrity check, an
//     error a turn met, a check a failed turn asked for), the operator is
//     told once, and every turn after is answered "my storage is damaged,
//     the operator has been told" without running: a damaged database
//     is not written to more.
type storageWatch struct {
	cfg storageWatchConfig

	// probing lets one probe run at a time.
	probing sync.Mutex
	// kick asks run to look at once (a turn failed or met damage).
	kick chan struct{}

	mu      sync.Mutex
	last    error     // the last probe's outcome
	at      time.Time // when it ran; zero before the first
	checked time.Time // when a failing turn last asked for the check
	alerted bool      // the operator was told of the damage
}

// storageWatchConfig is what a storageWatch needs.
type storageWatchConfig struct {
	// Probe writes and reads back a row, and runs the integrity check
	// when it is due (sqldb.Prober.Probe).
	Probe func(ctx context.Context) error
	// Check runs the integrity check now (sqldb.Prober.Check).
	Check func(ctx context.Context) error
	// Damage is the store's damage, nil while none (sqldb.DB.Damage).
	Damage func() error
	// Alert tells the operator; it must give up within ctx.
	Alert func(ctx context.Context, text string)
	// Where names the database in the alert (a path, a redacted URL).
	Where string
	// Lang is the reply language when a message shows none.
	Lang memo.Language
	// Every is how often Probe runs; default storageEvery.
	Every time.Duration
	// Logger; nil discards.
	Logger *slog.Logger
}

func newStorageWatch(cfg storageWatchConfig) *storageWatch {
	if cfg.Every <= 0 {
		cfg.Every = storageEvery
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &storageWatch{cfg: cfg, kick: make(chan struct{}, 1)}
}

// run probes every Every, and looks at once when kicked, until ctx ends.
func (w *storageWatch) run(ctx context.Context) {
	t := time.NewTicker(w.cfg.Every)
	defer t.Stop()
	for {
		w.probe(ctx)
		w.tell(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-w.kick:
			w.suspect(ctx)
			w.tell(ctx)
		}
	}
}

// ready is /readyz's check of the database: the damage found, else the
// last probe's outcome while it is fresh (twice the period), else a probe
// now.
func (w *storageWatch) ready(ctx context.Context) error {
	if err := w.cfg.Damage(); err != nil {
		return err
	}
	if ok, err := w.fresh(); ok {
		return err
	}
	return w.probe(ctx)
}

// fresh returns the last probe's outcome while it is fresh.
func (w *storageWatch) fresh() (bool, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.at.IsZero() || time.Since(w.at) > 2*w.cfg.Every {
		return false, nil
	}
	return true, w.last
}

// probe runs the probe, one at a time: a caller that waited for another's
// takes its outcome.
func (w *storageWatch) probe(ctx context.Context) error {
	asked := time.Now()
	w.probing.Lock()
	defer w.probing.Unlock()
	w.mu.Lock()
	if w.at.After(asked) {
		err := w.last
		w.mu.Unlock()
		return err
	}
	w.mu.Unlock()
	err := w.cfg.Probe(ctx)
	if ctx.Err() != nil {
		return err // cut short: not a finding
	}
	w.mu.Lock()
	was := w.last
	w.last, w.at = err, time.Now()
	w.mu.Unlock()
	switch {
	case err != nil && was == nil:
		w.cfg.Logger.Error("the database fails its probe", "err", err)
	case err == nil && was != nil:
		w.cfg.Logger.Info("the database passes its probe again")
	}
	return err
}

// suspect runs the integrity check now, when a failing turn asked and the
// last such check is older than suspectEvery.
func (w *storageWatch) suspect(ctx context.Context) {
	if w.cfg.Damage() != nil {
		return
	}
	w.mu.Lock()
	due := time.Since(w.checked) >= suspectEvery
	if due {
		w.checked = time.Now()
	}
	w.mu.Unlock()
	if due {
		if err := w.cfg.Check(ctx); err != nil && ctx.Err() == nil {
			w.cfg.Logger.Error("integrity check after a failed turn", "err", err)
		}
	}
}

// tell alerts the operator, once, when the store is damaged.
func (w *storageWatch) tell(ctx context.Context) {
	damage := w.cfg.Damage()
	if damage == nil {
		return
	}
	w.mu.Lock()
	first := !w.alerted
	w.alerted = true
	w.mu.Unlock()
	if !first {
		return
	}
	w.cfg.Logger.Error("the database is damaged: turns are refused until it is restored", "db", w.cfg.Where, "err", damage)
	actx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	w.cfg.Alert(actx, "Memo: the database ("+w.cfg.Where+") is damaged: "+damage.Error()+
		". Users are told their storage is damaged and nothing they send is run. Stop memo, restore the database from a backup, and start it again.")
}

// nudge asks run to look at once, without waiting.
func (w *storageWatch) nudge() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// guard wraps the turn runner: once the store is damaged, every turn is
// answered that storage is damaged and the operator told, and nothing
// runs; a turn that fails (an error, or damage found on its way) has run
// look at once.
func (w *storageWatch) guard(next bot.Handler) bot.Handler {
	return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if damage := w.cfg.Damage(); damage != nil {
			w.nudge()
			return w.damaged(in, damage), nil
		}
		r, err := next.Handle(ctx, in)
		if damage := w.cfg.Damage(); damage != nil {
			w.nudge()
			if err != nil {
				return w.damaged(in, damage), nil
			}
			return r, nil // a step's EDamaged was worded by the formatter
		}
		if err != nil && ctx.Err() == nil {
			w.nudge()
		}
		return r, err
	})
}

// damaged is the reply to a turn the damaged store does not run.
func (w *storageWatch) damaged(in memo.Inbound, damage error) memo.Reply {
	lang, ok := memo.DetectLanguage(in.Text)
	if !ok {
		lang = w.cfg.Lang
	}
	out := formatter.Write(formatter.Input{Lang: lang, Now: time.Now(), Steps: []formatter.StepOutcome{{
		Step: memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown, General: &memo.GeneralArgs{}},
		Err:  damage,
	}}})
	return memo.Reply{ChatID: in.ChatID, Text: out.Text, Lang: lang, Tool: "general.unavailable", Success: false}
}
