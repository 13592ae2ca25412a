package reminder

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// Defaults of Config.
const (
	DefaultMissedWindow = 6 * time.Hour
	DefaultLateAfter    = 2 * time.Minute
	DefaultBatch        = 1000
	// digestStale is how late a morning digest may still go out: a process
	// that was down at 08:00 and starts at 11:00 still sends it; at 14:00
	// "good morning" is stale and the next morning's digest covers it.
	digestStale = 4 * time.Hour
)

// Config is what a Scheduler needs.
type Config struct {
	Store    Store
	Tasks    memo.TaskService // the digest's tasks
	Users    memo.UserService // each user's language and zone
	Notifier Notifier
	// Clock; default the system clock.
	Clock memo.Clock
	// Zone of users with none; default UTC.
	Zone *time.Location
	// MissedWindow: a reminder missed by up to this long is sent marked as
	// late; an older one is skipped and listed in the next digest. Default
	// DefaultMissedWindow.
	MissedWindow time.Duration
	// LateAfter: a reminder sent more than this after its time is marked
	// late. Default DefaultLateAfter.
	LateAfter time.Duration
	// MaxNudges stops a nudge ("every 10 minutes until done") after this
	// many reminders; default memo.DefaultMaxNudges.
	MaxNudges int
	// Batch bounds the reminders and digests handled per tick; default
	// DefaultBatch. A backlog is worked off over the following ticks.
	Batch int
	// Claimer, when set, claims what is due instead of only reading it: set
	// it when several processes share the store (see Claimer).
	Claimer Claimer
	// Events, when set, reminds of the local calendar's events (see
	// EventReminders); one process must tick it, as it claims nothing.
	Events EventReminders
	// ClaimHold is how long a claim lasts: longer than a tick's sends take,
	// and the wait before a failed send is tried again. Default
	// DefaultClaimHold.
	ClaimHold time.Duration
	// Logger; nil discards.
	Logger *slog.Logger
}

// Scheduler fires reminders and digests. Tick is safe to call from one
// goroutine at a time; Run calls it on a timer.
type Scheduler struct {
	cfg Config
	log *slog.Logger
	// eventsFrom is where the next read of event reminders starts
	// (exclusive); zero before the first. eventsCut says the last read
	// stopped at the batch, with more to read from eventsFrom.
	eventsFrom time.Time
	eventsCut  bool
}

// New returns a Scheduler or an error naming what is missing.
func New(cfg Config) (*Scheduler, error) {
	if cfg.Store == nil || cfg.Tasks == nil || cfg.Users == nil || cfg.Notifier == nil {
		return nil, errors.New("reminder: store, tasks, users and notifier are required")
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Zone == nil {
		cfg.Zone = time.UTC
	}
	if cfg.MissedWindow <= 0 {
		cfg.MissedWindow = DefaultMissedWindow
	}
	if cfg.LateAfter <= 0 {
		cfg.LateAfter = DefaultLateAfter
	}
	if cfg.Batch <= 0 {
		cfg.Batch = DefaultBatch
	}
	if cfg.MaxNudges <= 0 {
		cfg.MaxNudges = memo.DefaultMaxNudges
	}
	if cfg.ClaimHold <= 0 {
		cfg.ClaimHold = DefaultClaimHold
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Scheduler{cfg: cfg, log: log}, nil
}

// TickResult is what one tick did.
type TickResult struct {
	// Fired are the tasks whose reminders were sent (on time or late).
	Fired []memo.Task
	// Sent are the messages sent: stays over first, then reminders, then
	// digests.
	Sent []Notification
	// Skipped counts reminders too stale to send (listed in the next digest).
	Skipped int
	// Failed counts messages the notifier could not send (retried next tick).
	Failed int
}

// Run ticks every interval until ctx ends. Errors are logged; the next tick
// tries again.
func (s *Scheduler) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := s.Tick(ctx); err != nil && ctx.Err() == nil {
			s.log.ErrorContext(ctx, "reminder tick", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Tick sends what is due now: reminders, event reminders, then morning
// digests.
func (s *Scheduler) Tick(ctx context.Context) (TickResult, error) {
	now := s.cfg.Clock.Now()
	var res TickResult
	if err := s.stays(ctx, now, &res); err != nil {
		return res, err
	}
	if err := s.reminders(ctx, now, &res); err != nil {
		return res, err
	}
	if err := s.eventReminders(ctx, now, &res); err != nil {
		return res, err
	}
	if err := s.digests(ctx, now, &res); err != nil {
		return res, err
	}
	return res, nil
}

// stays ends the stays in other zones that are over, and tells each user
// they are on home time again; the reminders and the digest that follow
// are read there. A word that cannot be sent is logged: the stay is over
// either way.
func (s *Scheduler) stays(ctx context.Context, now time.Time, res *TickResult) error {
	ended, err := s.cfg.Store.EndStays(ctx, now)
	if err != nil {
		return fmt.Errorf("end stays: %w", err)
	}
	for _, u := range ended {
		n := Notification{ChatID: u.ID, Lang: langOf(u), Kind: "stay", Text: formatter.StayOver(langOf(u), now, u.TimeZone)}
		if _, err := s.cfg.Notifier.Notify(ctx, n); err != nil {
			s.log.WarnContext(ctx, "stay over notice", "user", u.ID, "err", err)
			res.Failed++
			continue
		}
		res.Sent = append(res.Sent, n)
	}
	return nil
}

// reminders handles the due reminders, one message per user.
func (s *Scheduler) reminders(ctx context.Context, now time.Time, res *TickResult) error {
	due, err := s.dueReminders(ctx, now)
	if err != nil || len(due) == 0 {
		return err
	}
	catch := s.catchUps(due, now)
	asked := due
	if len(catch) > 0 {
		asked = slices.Clone(due)
		for _, c := range catch {
			asked = append(asked, c)
		}
	}
	done, err := delivered(ctx, s.cfg.Store, asked)
	if err != nil {
		return err
	}
	var advances []Advance
	var records []memo.Delivery
	flush := func() error {
		// The record is the dedupe key: it is written before any advance,
		// so a crash between the two never sends twice.
		if err := s.cfg.Store.RecordDeliveries(ctx, records); err != nil {
			return fmt.Errorf("record deliveries: %w", err)
		}
		records = records[:0]
		return nil
	}
	for i, group := range byUser(due, func(d memo.DueReminder) string { return d.UserID }) {
		adv, recs, err := s.fireUser(ctx, now, group, catch, done, res)
		if err != nil {
			return err
		}
		advances = append(advances, adv...)
		records = append(records, recs...)
		// Records are written in batches: a crash re-sends at most the
		// messages of the batch in flight (at least once), and a tick over
		// many users costs a few transactions, not one per user.
		if (i+1)%recordBatch == 0 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	if err := flush(); err != nil {
		return err
	}
	if err := s.cfg.Store.AdvanceReminders(ctx, advances); err != nil {
		return fmt.Errorf("advance reminders: %w", err)
	}
	return nil
}

// recordBatch is how many users' deliveries are recorded per transaction.
const recordBatch = 25

// fireUser sends one user's due reminders as one message. It returns the
// deliveries to record and the advances to make once they are recorded; a
// failed send records and advances nothing, so the next tick tries again.
// catch holds, by a stale firing's key, the later firing of the same
// reminder that is sent in its place (see catchUps).
func (s *Scheduler) fireUser(ctx context.Context, now time.Time, group []memo.DueReminder, catch map[memo.DeliveryKey]memo.DueReminder, done map[memo.DeliveryKey]bool, res *TickResult) ([]Advance, []memo.Delivery, error) {
	user := group[0].User
	if user.ID == "" {
		u, err := s.cfg.Users.EnsureUser(ctx, group[0].UserID, "", "")
		if err != nil {
			return nil, nil, fmt.Errorf("load user: %w", err)
		}
		user = u
	}
	loc := user.Location(s.cfg.Zone)
	var advances []Advance
	var records []memo.Delivery
	var fired []formatter.Fired
	// send are the firings to send; from, the stored firing each moves the
	// reminder on from (its own, or the stale one a catch-up replaces).
	var send []memo.DueReminder
	var from []memo.DeliveryKey
	for _, d := range group {
		c, caught := catch[d.Key()]
		switch age := now.Sub(d.FireAt); {
		case caught:
			if !done[d.Key()] {
				records = append(records, memo.Delivery{DeliveryKey: d.Key(), UserID: d.UserID, Text: d.Task.Text, Status: memo.DeliverySkipped})
				res.Skipped++
			}
			if done[c.Key()] {
				// Sent before a crash that stopped the advance.
				a := s.advance(c, now)
				a.Key = d.Key()
				advances = append(advances, a)
				continue
			}
			send, from = append(send, c), append(from, d.Key())
			fired = append(fired, formatter.Fired{Task: c.Task.InZone(loc).(memo.Task), FireAt: c.FireAt, Late: now.Sub(c.FireAt) > s.cfg.LateAfter})
		case done[d.Key()]:
			// Sent before a crash that stopped the advance: only advance.
			advances = append(advances, s.advance(d, now))
		case age > s.cfg.MissedWindow:
			records = append(records, memo.Delivery{DeliveryKey: d.Key(), UserID: d.UserID, Text: d.Task.Text, Status: memo.DeliverySkipped})
			advances = append(advances, s.advance(d, now))
			res.Skipped++
		default:
			send, from = append(send, d), append(from, d.Key())
			fired = append(fired, formatter.Fired{Task: d.Task.InZone(loc).(memo.Task), FireAt: d.FireAt, Late: age > s.cfg.LateAfter})
		}
	}
	if len(send) > 0 {
		n := Notification{ChatID: user.ID, Lang: langOf(user), Kind: "reminder", Text: formatter.Reminders(langOf(user), loc, now, fired)}
		for _, f := range fired {
			n.Tasks = append(n.Tasks, f.Task)
		}
		id, err := s.cfg.Notifier.Notify(ctx, n)
		if err != nil {
			s.log.WarnContext(ctx, "send reminder", "user", user.ID, "err", err)
			res.Failed++
			send = nil
		} else {
			res.Sent = append(res.Sent, n)
			res.Fired = append(res.Fired, n.Tasks...)
			ids := make([]string, len(send))
			for i, d := range send {
				status := memo.DeliverySent
				if fired[i].Late {
					status = memo.DeliveryLate
				}
				records = append(records, memo.Delivery{DeliveryKey: d.Key(), UserID: d.UserID, Text: d.Task.Text, Status: status, MessageID: id})
				a := s.advance(d, now)
				a.Key = from[i]
				advances = append(advances, a)
				ids[i] = d.Task.ID
			}
			if id != "" {
				if err := s.cfg.Store.SaveSentMessage(ctx, memo.SentMessage{ChatID: user.ID, MessageID: id, Kind: "reminder", TaskIDs: ids, SentAt: now}); err != nil {
					s.log.ErrorContext(ctx, "save sent reminder", "user", user.ID, "err", err)
				}
			}
		}
	}
	return advances, records, nil
}

// advance computes a firing's next fire time: the first occurrence after
// both the firing and now, so a series missed for days resumes from today.
func (s *Scheduler) advance(d memo.DueReminder, now time.Time) Advance {
	r := d.Task.Reminder()
	r.Fired++
	r.MaxNudges = s.cfg.MaxNudges
	after := d.FireAt
	if now.After(after) {
		after = now
	}
	a := Advance{Key: d.Key()}
	if next, ok := Next(r, after); ok {
		a.Next = &next
	}
	return a
}

// delivered returns which of the firings due were handled before (sent,
// or skipped), by their dedupe keys.
func delivered[T interface{ Key() memo.DeliveryKey }](ctx context.Context, store Store, due []T) (map[memo.DeliveryKey]bool, error) {
	keys := make([]memo.DeliveryKey, len(due))
	for i, d := range due {
		keys[i] = d.Key()
	}
	done, err := store.Delivered(ctx, keys)
	if err != nil {
		return nil, fmt.Errorf("delivered: %w", err)
	}
	return done, nil
}

// byUser groups xs by the user each belongs to, keeping their order.
func byUser[T any](xs []T, user func(T) string) [][]T {
	idx := map[string]int{}
	var out [][]T
	for _, x := range xs {
		u := user(x)
		i, ok := idx[u]
		if !ok {
			i = len(out)
			idx[u] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], x)
	}
	return out
}

func langOf(u memo.User) memo.Language {
	if u.Language.Valid() {
		return u.Language
	}
	return memo.Hebrew
}
