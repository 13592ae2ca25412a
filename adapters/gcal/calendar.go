// Package gcal is memo.Calendar on Google Calendar
// (google.golang.org/api/calendar/v3), one user's calendar per value,
// authorised by that user's OAuth token source. Calls that Google answers
// 429, 5xx or a rate-limit 403, or that fail on the network, are retried
// with a bounded exponential backoff; Google's errors become memo.Error
// codes (401 and a refused refresh token are EUnlinked).
package gcal

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"golang.org/x/oauth2"

	gapi "google.golang.org/api/calendar/v3"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/googlecall"
	"github.com/memo-assistant/memo/calendar"
)

// Defaults of Config.
const (
	DefaultCalendarID    = "primary"
	DefaultMaxAttempts   = 4
	DefaultRetryDelay    = 250 * time.Millisecond
	DefaultMaxRetryDelay = 4 * time.Second
	// pageSize is how many events one list call asks for (Google's maximum).
	pageSize = 2500
	// maxPages bounds one listing.
	maxPages = 20
)

// Config configures a Calendar.
type Config struct {
	// TokenSource authorises calls as the user; required. A source that
	// fails to refresh with invalid_grant (access revoked) makes calls
	// return EUnlinked.
	TokenSource oauth2.TokenSource
	// Location is the user's zone: times come back in it, all-day dates
	// and new series are read in it. Default UTC.
	Location *time.Location
	// CalendarID is the calendar to use; default "primary".
	CalendarID string
	// Endpoint overrides the API's base URL (a fake's in tests).
	Endpoint string
	// HTTPClient's transport carries the requests; default
	// http.DefaultTransport. Its Timeout bounds each attempt.
	HTTPClient *http.Client
	// MaxAttempts bounds the tries of one call; default 4.
	MaxAttempts int
	// RetryDelay is the first wait between tries, doubled each retry up to
	// MaxRetryDelay (a longer Retry-After from Google is honoured up to
	// MaxRetryDelay); defaults 250ms and 4s.
	RetryDelay, MaxRetryDelay time.Duration
	// Logger logs retries; nil discards.
	Logger *slog.Logger
}

// Calendar is one user's Google Calendar. It is safe for concurrent use.
type Calendar struct {
	svc   *gapi.Service
	calID string
	loc   *time.Location
	retry retryPolicy
	log   *slog.Logger
}

// Compile-time check.
var _ memo.Calendar = (*Calendar)(nil)

// New returns the calendar that cfg names. It makes no call.
func New(ctx context.Context, cfg Config) (*Calendar, error) {
	if cfg.TokenSource == nil {
		return nil, errors.New("google calendar: a token source is required")
	}
	if cfg.Location == nil {
		cfg.Location = time.UTC
	}
	if cfg.CalendarID == "" {
		cfg.CalendarID = DefaultCalendarID
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = DefaultMaxAttempts
	}
	if cfg.RetryDelay <= 0 {
		cfg.RetryDelay = DefaultRetryDelay
	}
	if cfg.MaxRetryDelay <= 0 {
		cfg.MaxRetryDelay = DefaultMaxRetryDelay
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	svc, err := gapi.NewService(ctx, googlecall.Options(cfg.TokenSource, cfg.HTTPClient, cfg.Endpoint)...)
	if err != nil {
		return nil, fmt.Errorf("google calendar: %w", err)
	}
	return &Calendar{
		svc: svc, calID: cfg.CalendarID, loc: cfg.Location, log: cfg.Logger,
		retry: retryPolicy{attempts: cfg.MaxAttempts, delay: cfg.RetryDelay, maxDelay: cfg.MaxRetryDelay},
	}, nil
}

// FindEvents implements memo.EventReader.
func (c *Calendar) FindEvents(ctx context.Context, from, to time.Time) ([]memo.Event, error) {
	if err := calendar.CheckWindow(from, to); err != nil {
		return nil, err
	}
	var out []memo.Event
	token := ""
	for range maxPages {
		call := c.svc.Events.List(c.calID).SingleEvents(true).OrderBy("startTime").ShowDeleted(false).
			TimeMin(from.Format(time.RFC3339)).TimeMax(to.Format(time.RFC3339)).MaxResults(pageSize)
		if token != "" {
			call = call.PageToken(token)
		}
		var page *gapi.Events
		err := c.do(ctx, "list events", func() (err error) {
			page, err = call.Context(ctx).Do()
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("find events: %w", err)
		}
		es, err := c.fromGoogleAll(page.Items)
		if err != nil {
			return nil, fmt.Errorf("find events: %w", err)
		}
		out = append(out, es...)
		if token = page.NextPageToken; token == "" {
			break
		}
	}
	calendar.SortEvents(out)
	return out, nil
}

// GetEvent implements memo.EventReader.
func (c *Calendar) GetEvent(ctx context.Context, id string) (memo.Event, error) {
	raw, err := c.get(ctx, id)
	if err != nil {
		return memo.Event{}, fmt.Errorf("get event: %w", err)
	}
	e, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("get event: %w", err)
	}
	return e, nil
}

// EventInstances implements memo.EventReader.
func (c *Calendar) EventInstances(ctx context.Context, id string, from, to time.Time) ([]memo.Event, error) {
	if err := calendar.CheckWindow(from, to); err != nil {
		return nil, err
	}
	m, err := c.series(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("event instances: %w", err)
	}
	var out []memo.Event
	token := ""
	for range maxPages {
		call := c.svc.Events.Instances(c.calID, m.Id).ShowDeleted(false).
			TimeMin(from.Format(time.RFC3339)).TimeMax(to.Format(time.RFC3339)).MaxResults(pageSize)
		if token != "" {
			call = call.PageToken(token)
		}
		var page *gapi.Events
		err := c.do(ctx, "list instances", func() (err error) {
			page, err = call.Context(ctx).Do()
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("event instances: %w", err)
		}
		es, err := c.fromGoogleAll(page.Items)
		if err != nil {
			return nil, fmt.Errorf("event instances: %w", err)
		}
		out = append(out, es...)
		if token = page.NextPageToken; token == "" {
			break
		}
	}
	calendar.SortEvents(out)
	return out, nil
}

// CreateEvent implements memo.EventWriter. A draft without an id gets a
// random one, so the adapter's own retries never add a second event.
func (c *Calendar) CreateEvent(ctx context.Context, d memo.EventDraft) (memo.Event, error) {
	d, err := calendar.Prepare(d, c.loc)
	if err != nil {
		return memo.Event{}, err
	}
	if d.ID == "" {
		d.ID = newEventID()
	}
	body, err := toGoogle(d)
	if err != nil {
		return memo.Event{}, fmt.Errorf("create event: %w", err)
	}
	var raw *gapi.Event
	err = c.do(ctx, "insert event", func() (err error) {
		raw, err = c.svc.Events.Insert(c.calID, body).Context(ctx).Do()
		return err
	})
	if memo.ErrorCodeOf(err) == memo.EConflict {
		// The id is taken: by this event, created by an earlier try whose
		// answer was lost or by an earlier run of the same step.
		raw, err = c.fetch(ctx, d.ID)
		if err == nil && raw.Status == "cancelled" {
			err = memo.Errorf(memo.EConflict, "the event was created and deleted already")
		}
	}
	if err != nil {
		return memo.Event{}, fmt.Errorf("create event: %w", err)
	}
	e, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("create event: %w", err)
	}
	return e, nil
}

// UpdateEvent implements memo.EventWriter.
func (c *Calendar) UpdateEvent(ctx context.Context, id string, p memo.EventPatch) (memo.Event, error) {
	raw, err := c.get(ctx, id)
	if err != nil {
		return memo.Event{}, fmt.Errorf("update event: %w", err)
	}
	cur, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("update event: %w", err)
	}
	next, err := calendar.ApplyPatch(cur, p, c.loc)
	if err != nil {
		return memo.Event{}, err
	}
	body := patchBody(raw, next, p, c.loc)
	err = c.do(ctx, "patch event", func() (err error) {
		raw, err = c.svc.Events.Patch(c.calID, id, body).Context(ctx).Do()
		return err
	})
	if err != nil {
		return memo.Event{}, fmt.Errorf("update event: %w", err)
	}
	e, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("update event: %w", err)
	}
	return e, nil
}

// DeleteEvent implements memo.EventWriter.
func (c *Calendar) DeleteEvent(ctx context.Context, id string) (memo.Event, error) {
	raw, err := c.get(ctx, id)
	if err != nil {
		return memo.Event{}, fmt.Errorf("delete event: %w", err)
	}
	e, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("delete event: %w", err)
	}
	err = c.do(ctx, "delete event", func() error {
		return c.svc.Events.Delete(c.calID, id).Context(ctx).Do()
	})
	// Gone after it was found: an earlier try deleted it and its answer
	// was lost (or someone else just did). Either way it is deleted.
	if err != nil && memo.ErrorCodeOf(err) != memo.ENotFound {
		return memo.Event{}, fmt.Errorf("delete event: %w", err)
	}
	return e, nil
}

// EndSeries implements memo.SeriesEnder.
func (c *Calendar) EndSeries(ctx context.Context, id string, until time.Time) (memo.Event, error) {
	m, err := c.series(ctx, id)
	if err != nil {
		return memo.Event{}, fmt.Errorf("end series: %w", err)
	}
	cur, err := c.fromGoogle(m)
	if err != nil {
		return memo.Event{}, fmt.Errorf("end series: %w", err)
	}
	if until.Before(cur.Start) {
		return memo.Event{}, memo.Errorf(memo.EInvalid, "the series starts after that date")
	}
	zone, err := calendar.Zone(cur.TimeZone, c.loc)
	if err != nil {
		return memo.Event{}, fmt.Errorf("end series: %w", err)
	}
	lines := make([]string, 0, len(m.Recurrence))
	for _, l := range m.Recurrence {
		if isRRule(l) {
			l = calendar.WithUntil(l, until, cur.AllDay, zone)
		}
		lines = append(lines, l)
	}
	var raw *gapi.Event
	err = c.do(ctx, "end series", func() (err error) {
		raw, err = c.svc.Events.Patch(c.calID, m.Id, &gapi.Event{Recurrence: lines}).Context(ctx).Do()
		return err
	})
	if err != nil {
		return memo.Event{}, fmt.Errorf("end series: %w", err)
	}
	e, err := c.fromGoogle(raw)
	if err != nil {
		return memo.Event{}, fmt.Errorf("end series: %w", err)
	}
	return e, nil
}

// get fetches a live event: ENotFound for a deleted one.
func (c *Calendar) get(ctx context.Context, id string) (*gapi.Event, error) {
	raw, err := c.fetch(ctx, id)
	if err != nil {
		return nil, err
	}
	if raw.Status == "cancelled" {
		return nil, memo.Errorf(memo.ENotFound, "event not found")
	}
	return raw, nil
}

// fetch fetches an event as Google has it, deleted or not.
func (c *Calendar) fetch(ctx context.Context, id string) (*gapi.Event, error) {
	var raw *gapi.Event
	err := c.do(ctx, "get event", func() (err error) {
		raw, err = c.svc.Events.Get(c.calID, id).Context(ctx).Do()
		return err
	})
	return raw, err
}

// series fetches the master of the series id names (the series or one of
// its occurrences); EInvalid when the event does not repeat.
func (c *Calendar) series(ctx context.Context, id string) (*gapi.Event, error) {
	raw, err := c.get(ctx, id)
	if err != nil {
		return nil, err
	}
	if raw.RecurringEventId != "" {
		return c.get(ctx, raw.RecurringEventId)
	}
	if len(raw.Recurrence) == 0 {
		return nil, memo.Errorf(memo.EInvalid, "the event does not repeat")
	}
	return raw, nil
}

// eventIDAlphabet is lower-case base32hex, the alphabet of event ids.
const eventIDAlphabet = "0123456789abcdefghijklmnopqrstuv"

// newEventID returns a random event id: 26 base32hex characters.
func newEventID() string {
	b := make([]byte, 26)
	rand.Read(b)
	for i := range b {
		b[i] = eventIDAlphabet[b[i]%32]
	}
	return string(b)
}
