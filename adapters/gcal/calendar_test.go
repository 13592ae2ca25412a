package gcal_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/oauth2"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/gcal"
	"github.com/memo-assistant/memo/adapters/gcal/gcaltest"
	"github.com/memo-assistant/memo/calendar/calendartest"
)

// token is a valid access token for the fake.
func token() oauth2.TokenSource {
	return oauth2.StaticTokenSource(&oauth2.Token{AccessToken: gcaltest.Token, Expiry: time.Now().Add(time.Hour)})
}

// open returns a fake server and an adapter on it with short retry waits.
func open(t *testing.T, loc *time.Location, ts oauth2.TokenSource) (*gcaltest.Server, *gcal.Calendar) {
	t.Helper()
	srv := gcaltest.NewServer(t, loc)
	c, err := gcal.New(t.Context(), gcal.Config{
		TokenSource: ts, Location: loc, Endpoint: srv.Endpoint(), HTTPClient: srv.Client(),
		RetryDelay: time.Millisecond, MaxRetryDelay: 20 * time.Millisecond,
	})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return srv, c
}

func jerusalem(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(calendartest.Zone)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestCalendarContract(t *testing.T) {
	calendartest.TestCalendar(t, func(t *testing.T, loc *time.Location) memo.Calendar {
		_, c := open(t, loc, token())
		return c
	})
}

func TestNewNeedsATokenSource(t *testing.T) {
	if _, err := gcal.New(t.Context(), gcal.Config{}); err == nil {
		t.Fatal("New without a token source succeeded")
	}
}

// draft is a one-hour event on 2026-03-02 at 10:00 in loc.
func draft(loc *time.Location, id string) memo.EventDraft {
	return memo.EventDraft{ID: id, Summary: "meeting with Dana", Start: time.Date(2026, time.March, 2, 10, 0, 0, 0, loc)}
}

func TestRetries(t *testing.T) {
	loc := jerusalem(t)
	tests := []struct {
		name      string
		fault     gcaltest.Fault
		wantCode  memo.ErrorCode
		wantCalls int // insert calls
	}{
		{"429 then success", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 429, Times: 2}, "", 3},
		{"500 then success", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 500}, "", 2},
		{"503 then success", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 503}, "", 2},
		{"rate-limit 403 then success", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 403, Reason: "userRateLimitExceeded"}, "", 2},
		{"429 with Retry-After", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 429, RetryAfter: "1"}, "", 2},
		{"500 every time", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 500, Times: -1}, memo.EUnavailable, gcal.DefaultMaxAttempts},
		{"429 every time", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 429, Times: -1}, memo.EUnavailable, gcal.DefaultMaxAttempts},
		{"400 is not retried", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 400}, memo.EInvalid, 1},
		{"401 is not retried", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 401}, memo.EUnlinked, 1},
		{"forbidden 403 is not retried", gcaltest.Fault{Op: gcaltest.OpInsert, Status: 403, Reason: "insufficientPermissions"}, memo.EUnlinked, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, c := open(t, loc, token())
			srv.Fail(tt.fault)
			start := time.Now()
			e, err := c.CreateEvent(t.Context(), draft(loc, memo.EventIDFor(tt.name)))
			if got := memo.ErrorCodeOf(err); got != tt.wantCode {
				t.Fatalf("CreateEvent: %v (code %q), want code %q", err, got, tt.wantCode)
			}
			if n := srv.Calls(gcaltest.OpInsert); n != tt.wantCalls {
				t.Fatalf("%d insert calls, want %d", n, tt.wantCalls)
			}
			if tt.wantCode != "" {
				if _, stored := srv.Stored(memo.EventIDFor(tt.name)); stored {
					t.Fatal("a failed create left an event")
				}
				if msg := memo.ErrorMessageOf(err); msg == "" || strings.Contains(msg, "googleapi") {
					t.Fatalf("message %q: want a short message without Google's text", msg)
				}
				return
			}
			if e.Summary != "meeting with Dana" || e.HTMLLink == "" {
				t.Fatalf("created %+v", e)
			}
			// The wait honours Retry-After, bounded by MaxRetryDelay (20ms).
			if el := time.Since(start); el > 2*time.Second {
				t.Fatalf("retries took %v", el)
			}
		})
	}
}

func TestLostInsertAnswerMakesOneEvent(t *testing.T) {
	loc := jerusalem(t)
	srv, c := open(t, loc, token())
	// The insert is stored but its answer is lost: the retry gets 409 and
	// the adapter returns the stored event.
	srv.Fail(gcaltest.Fault{Op: gcaltest.OpInsert, Status: 502, AfterApply: true})
	d := draft(loc, memo.EventIDFor("turn-3:s1"))
	e, err := c.CreateEvent(t.Context(), d)
	if err != nil {
		t.Fatalf("CreateEvent: %v", err)
	}
	if e.ID != d.ID || srv.Calls(gcaltest.OpInsert) != 2 {
		t.Fatalf("created %q after %d inserts, want %q after 2", e.ID, srv.Calls(gcaltest.OpInsert), d.ID)
	}
	es, err := c.FindEvents(t.Context(), d.Start.Add(-time.Hour), d.Start.Add(2*time.Hour))
	if err != nil || len(es) != 1 {
		t.Fatalf("FindEvents = %d events, %v; want 1", len(es), err)
	}
	// Without a chosen id the adapter chooses one, so the same holds.
	srv.Fail(gcaltest.Fault{Op: gcaltest.OpInsert, Status: 500, AfterApply: true})
	d2 := draft(loc, "")
	d2.Start = d2.Start.Add(3 * time.Hour)
	if _, err := c.CreateEvent(t.Context(), d2); err != nil {
		t.Fatalf("CreateEvent without id: %v", err)
	}
	es, _ = c.FindEvents(t.Context(), d.Start.Add(-time.Hour), d.Start.Add(6*time.Hour))
	if len(es) != 2 {
		t.Fatalf("FindEvents = %d events, want 2", len(es))
	}
}

func TestLostDeleteAnswer(t *testing.T) {
	loc := jerusalem(t)
	srv, c := open(t, loc, token())
	e, err := c.CreateEvent(t.Context(), draft(loc, ""))
	if err != nil {
		t.Fatal(err)
	}
	srv.Fail(gcaltest.Fault{Op: gcaltest.OpDelete, Status: 500, AfterApply: true})
	gone, err := c.DeleteEvent(t.Context(), e.ID)
	if err != nil || gone.ID != e.ID {
		t.Fatalf("DeleteEvent = %+v, %v; want the event (the retry finds it gone: 410)", gone, err)
	}
	if _, err := c.GetEvent(t.Context(), e.ID); memo.ErrorCodeOf(err) != memo.ENotFound {
		t.Fatalf("GetEvent after delete: %v, want not found", err)
	}
}

func TestNotFoundAnswers(t *testing.T) {
	loc := jerusalem(t)
	for _, status := range []int{404, 410} {
		srv, c := open(t, loc, token())
		e, err := c.CreateEvent(t.Context(), draft(loc, ""))
		if err != nil {
			t.Fatal(err)
		}
		srv.Fail(gcaltest.Fault{Op: gcaltest.OpGet, Status: status, Times: -1})
		for name, call := range map[string]func() error{
			"get":    func() error { _, err := c.GetEvent(t.Context(), e.ID); return err },
			"update": func() error { _, err := c.UpdateEvent(t.Context(), e.ID, memo.EventPatch{}); return err },
			"delete": func() error { _, err := c.DeleteEvent(t.Context(), e.ID); return err },
		} {
			if err := call(); memo.ErrorCodeOf(err) != memo.ENotFound {
				t.Fatalf("%s on %d: %v, want not found", name, status, err)
			}
		}
		if srv.Calls(gcaltest.OpGet) != 3 || srv.Calls(gcaltest.OpDelete) != 0 {
			t.Fatalf("%d answer: %d gets and %d deletes, want 3 gets (not retried) and no delete",
				status, srv.Calls(gcaltest.OpGet), srv.Calls(gcaltest.OpDelete))
		}
	}
}

// revoked is a token source whose refresh token was revoked.
type revoked struct{ calls atomic.Int32 }

func (r *revoked) Token() (*oauth2.Token, error) {
	r.calls.Add(1)
	return nil, &oauth2.RetrieveError{
		Response:  &http.Response{StatusCode: http.StatusBadRequest},
		ErrorCode: "invalid_grant", ErrorDescription: "Token has been expired or revoked.",
	}
}

func TestUnlinked(t *testing.T) {
	loc := jerusalem(t)
	ts := &revoked{}
	srv, c := open(t, loc, ts)
	_, err := c.FindEvents(t.Context(), time.Date(2026, 3, 1, 0, 0, 0, 0, loc), time.Date(2026, 3, 2, 0, 0, 0, 0, loc))
	if memo.ErrorCodeOf(err) != memo.EUnlinked {
		t.Fatalf("FindEvents with a revoked grant: %v, want unlinked", err)
	}
	var re *oauth2.RetrieveError
	if !errors.As(err, &re) {
		t.Fatalf("the oauth2 error is not kept in the chain: %v", err)
	}
	if ts.calls.Load() != 1 || srv.Calls("") != 0 {
		t.Fatalf("%d token calls and %d requests: a revoked grant must not be retried", ts.calls.Load(), srv.Calls(""))
	}

	// A token Google does not accept: 401.
	srv2, c2 := open(t, loc, oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "stale"}))
	_, err = c2.CreateEvent(t.Context(), draft(loc, ""))
	if memo.ErrorCodeOf(err) != memo.EUnlinked || srv2.Calls(gcaltest.OpInsert) != 1 {
		t.Fatalf("CreateEvent with a refused token: %v after %d calls, want unlinked after 1", err, srv2.Calls(gcaltest.OpInsert))
	}
}

func TestContextCancelStopsRetries(t *testing.T) {
	loc := jerusalem(t)
	srv := gcaltest.NewServer(t, loc)
	c, err := gcal.New(t.Context(), gcal.Config{
		TokenSource: token(), Location: loc, Endpoint: srv.Endpoint(), HTTPClient: srv.Client(),
		RetryDelay: time.Hour, MaxRetryDelay: time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.Fail(gcaltest.Fault{Op: gcaltest.OpInsert, Status: 503, Times: -1})
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = c.CreateEvent(ctx, draft(loc, ""))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Fatalf("CreateEvent = %v after %v, want the deadline", err, time.Since(start))
	}
}

func TestRequestBodies(t *testing.T) {
	loc := jerusalem(t)
	srv, c := open(t, loc, token())
	d := draft(loc, memo.EventIDFor("bodies"))
	zero := 0
	d.ReminderMinutes = &zero
	d.Recurrence = &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{1, 4}, Until: ptr(time.Date(2026, 5, 1, 23, 59, 0, 0, loc))}
	if _, err := c.CreateEvent(t.Context(), d); err != nil {
		t.Fatalf("CreateEvent: %v", err)
	}
	// useDefault:false and a 0-minute popup must reach Google even though
	// they are Go zero values.
	var sent struct{ Reminders json.RawMessage }
	if err := json.Unmarshal(srv.LastBody(gcaltest.OpInsert), &sent); err != nil {
		t.Fatal(err)
	}
	if string(sent.Reminders) != `{"overrides":[{"method":"popup","minutes":0}],"useDefault":false}` {
		t.Fatalf("reminders sent as %s", sent.Reminders)
	}
	got, _ := srv.Stored(d.ID)
	if strings.Join(got.Recurrence, "\n") != "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260501T205900Z" {
		t.Fatalf("recurrence sent as %q", got.Recurrence)
	}
	if got.Start.TimeZone != calendartest.Zone || got.Start.DateTime != "2026-03-02T10:00:00+02:00" {
		t.Fatalf("start sent as %+v", got.Start)
	}

	// Making it all-day nulls the dateTime a merge would otherwise keep.
	if _, err := c.UpdateEvent(t.Context(), d.ID, memo.EventPatch{AllDay: ptr(true)}); err != nil {
		t.Fatalf("UpdateEvent(all day): %v", err)
	}
	got, _ = srv.Stored(d.ID)
	if got.Start.DateTime != "" || got.Start.Date != "2026-03-02" || got.End.Date != "2026-03-03" {
		t.Fatalf("all-day start %+v end %+v", got.Start, got.End)
	}
	// The rule's UNTIL becomes a date, as RFC 5545 wants for all-day.
	if strings.Join(got.Recurrence, "\n") != "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260501" {
		t.Fatalf("recurrence after the all-day patch %q", got.Recurrence)
	}
	// Clearing the description sends an empty string.
	if _, err := c.UpdateEvent(t.Context(), d.ID, memo.EventPatch{Description: ptr("notes")}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateEvent(t.Context(), d.ID, memo.EventPatch{Description: ptr("")}); err != nil {
		t.Fatal(err)
	}
	if got, _ = srv.Stored(d.ID); got.Description != "" {
		t.Fatalf("description = %q after clearing", got.Description)
	}
}

func TestPaging(t *testing.T) {
	loc := jerusalem(t)
	srv, c := open(t, loc, token())
	srv.SetMaxPage(100)
	start := time.Date(2026, 3, 1, 8, 0, 0, 0, loc)
	s, err := c.CreateEvent(t.Context(), memo.EventDraft{Summary: "stand-up", Start: start,
		Recurrence: &memo.EventRecurrence{Type: memo.RecurDaily}})
	if err != nil {
		t.Fatal(err)
	}
	to := start.AddDate(1, 6, 0) // 549 days
	for name, list := range map[string]func() ([]memo.Event, error){
		"FindEvents":     func() ([]memo.Event, error) { return c.FindEvents(t.Context(), start, to) },
		"EventInstances": func() ([]memo.Event, error) { return c.EventInstances(t.Context(), s.ID, start, to) },
	} {
		es, err := list()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(es) != 549 {
			t.Fatalf("%s: %d occurrences, want 549", name, len(es))
		}
		for i := 1; i < len(es); i++ {
			if !es[i].Start.After(es[i-1].Start) || es[i].Start.Hour() != 8 {
				t.Fatalf("%s: occurrence %d at %v after %v", name, i, es[i].Start, es[i-1].Start)
			}
		}
	}
	if n := srv.Calls(gcaltest.OpList) + srv.Calls(gcaltest.OpInstances); n != 12 {
		t.Fatalf("%d list calls, want 6 pages of 100 for each listing", n)
	}
}

func ptr[T any](v T) *T { return &v }
