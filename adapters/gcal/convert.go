package gcal

import (
	"fmt"
	"strings"
	"time"

	gapi "google.golang.org/api/calendar/v3"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar"
)

// toGoogle converts a prepared draft. Times carry the draft's zone, which
// Google needs to expand a series.
func toGoogle(d memo.EventDraft) (*gapi.Event, error) {
	zone, err := calendar.Zone(d.TimeZone, time.UTC)
	if err != nil {
		return nil, err
	}
	e := &gapi.Event{
		Id: d.ID, Summary: d.Summary, Description: d.Description, Location: d.Location,
		Start:     dateTime(d.Start, d.AllDay, zone),
		End:       dateTime(d.End, d.AllDay, zone),
		Attendees: attendees(d.Attendees),
		Reminders: reminders(d.ReminderMinutes),
	}
	if d.Recurrence != nil {
		e.Recurrence = []string{"RRULE:" + calendar.FormatRRule(*d.Recurrence, d.AllDay, zone)}
	}
	return e, nil
}

// patchBody returns the fields of next that p changed, in Google's form.
// raw is the event as Google has it, whose non-RRULE recurrence lines
// (EXDATE, RDATE) are kept.
func patchBody(raw *gapi.Event, next memo.Event, p memo.EventPatch, loc *time.Location) *gapi.Event {
	body := &gapi.Event{}
	force := func(field string) { body.ForceSendFields = append(body.ForceSendFields, field) }
	if p.Summary != nil {
		body.Summary = next.Summary
	}
	if p.Description != nil {
		body.Description = next.Description
		force("Description") // "" clears it
	}
	if p.Location != nil {
		body.Location = next.Location
		force("Location")
	}
	if p.Attendees != nil {
		body.Attendees = attendees(next.Attendees)
		force("Attendees")
	}
	if p.ReminderMinutes != nil {
		body.Reminders = reminders(next.ReminderMinutes)
	}
	zone, err := calendar.Zone(next.TimeZone, loc)
	if err != nil {
		zone = loc
	}
	if p.Start != nil || p.End != nil || p.AllDay != nil || p.Recurrence != nil {
		body.Start = dateTime(next.Start, next.AllDay, zone)
		body.End = dateTime(next.End, next.AllDay, zone)
		// A patch merges objects: the other form of the time is nulled, or
		// Google would find both a date and a dateTime.
		for _, t := range []*gapi.EventDateTime{body.Start, body.End} {
			if next.AllDay {
				t.NullFields = []string{"DateTime", "TimeZone"}
			} else {
				t.NullFields = []string{"Date"}
			}
		}
	}
	switch {
	case p.Recurrence != nil && next.Recurrence != nil:
		lines := []string{"RRULE:" + calendar.FormatRRule(*next.Recurrence, next.AllDay, zone)}
		for _, l := range raw.Recurrence {
			if !isRRule(l) {
				lines = append(lines, l)
			}
		}
		body.Recurrence = lines
	case p.AllDay != nil && next.Recurrence != nil && next.Recurrence.Until != nil:
		// UNTIL must match the kind of the start: a date for all-day.
		lines := make([]string, len(raw.Recurrence))
		for i, l := range raw.Recurrence {
			if isRRule(l) {
				l = calendar.WithUntil(l, *next.Recurrence.Until, next.AllDay, zone)
			}
			lines[i] = l
		}
		body.Recurrence = lines
	}
	return body
}

// fromGoogleAll converts a page of events, leaving deleted ones out.
func (c *Calendar) fromGoogleAll(items []*gapi.Event) ([]memo.Event, error) {
	out := make([]memo.Event, 0, len(items))
	for _, raw := range items {
		if raw.Status == "cancelled" {
			continue
		}
		e, err := c.fromGoogle(raw)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// fromGoogle converts an event, its times in the calendar's zone (all-day
// dates at its midnights).
func (c *Calendar) fromGoogle(raw *gapi.Event) (memo.Event, error) {
	if raw.Start == nil || raw.End == nil {
		return memo.Event{}, fmt.Errorf("event %s has no start or end", raw.Id)
	}
	zone, err := calendar.Zone(raw.Start.TimeZone, c.loc)
	if err != nil {
		zone = c.loc // a zone Go does not know: read the times in the user's
	}
	e := memo.Event{
		ID: raw.Id, Summary: raw.Summary, Description: raw.Description, Location: raw.Location,
		RecurringEventID: raw.RecurringEventId, HTMLLink: raw.HtmlLink, TimeZone: zone.String(),
		Attendees: []string{},
	}
	if e.Start, e.AllDay, err = readTime(raw.Start, c.loc); err != nil {
		return memo.Event{}, fmt.Errorf("event %s start: %w", raw.Id, err)
	}
	if e.End, _, err = readTime(raw.End, c.loc); err != nil {
		return memo.Event{}, fmt.Errorf("event %s end: %w", raw.Id, err)
	}
	if raw.OriginalStartTime != nil {
		o, _, err := readTime(raw.OriginalStartTime, c.loc)
		if err != nil {
			return memo.Event{}, fmt.Errorf("event %s original start: %w", raw.Id, err)
		}
		e.OriginalStart = &o
	}
	for _, a := range raw.Attendees {
		if a.Email != "" {
			e.Attendees = append(e.Attendees, a.Email)
		}
	}
	if r := raw.Reminders; r != nil && !r.UseDefault {
		for _, o := range r.Overrides {
			if o.Method == "popup" {
				m := int(o.Minutes)
				e.ReminderMinutes = &m
				break
			}
		}
	}
	for _, l := range raw.Recurrence {
		if isRRule(l) {
			rec, err := calendar.ParseRRule(l, zone)
			if err != nil {
				return memo.Event{}, fmt.Errorf("event %s: %w", raw.Id, err)
			}
			e.Recurrence = &rec
			break
		}
	}
	return e, nil
}

// readTime reads a start or end in loc: a date is midnight there.
func readTime(d *gapi.EventDateTime, loc *time.Location) (time.Time, bool, error) {
	if d.DateTime != "" {
		t, err := time.Parse(time.RFC3339, d.DateTime)
		return t.In(loc), false, err
	}
	t, err := time.ParseInLocation(time.DateOnly, d.Date, loc)
	return t, true, err
}

// dateTime writes a start or end: a date for an all-day event, else the
// time with its zone.
func dateTime(t time.Time, allDay bool, zone *time.Location) *gapi.EventDateTime {
	if allDay {
		return &gapi.EventDateTime{Date: t.Format(time.DateOnly)}
	}
	return &gapi.EventDateTime{DateTime: t.In(zone).Format(time.RFC3339), TimeZone: zone.String()}
}

// attendees writes addresses as Google's attendees.
func attendees(as []string) []*gapi.EventAttendee {
	out := make([]*gapi.EventAttendee, len(as))
	for i, a := range as {
		out[i] = &gapi.EventAttendee{Email: a}
	}
	return out
}

// reminders writes a popup lead; nil keeps the calendar's defaults.
// useDefault false is sent explicitly (the library leaves false out).
func reminders(minutes *int) *gapi.EventReminders {
	if minutes == nil {
		return nil
	}
	return &gapi.EventReminders{
		UseDefault:      false,
		ForceSendFields: []string{"UseDefault"},
		Overrides: []*gapi.EventReminder{{
			Method: "popup", Minutes: int64(*minutes),
			ForceSendFields: []string{"Minutes"}, // 0 means "at the start"
		}},
	}
}

// isRRule reports whether a recurrence line is the RRULE.
func isRRule(line string) bool { return strings.HasPrefix(strings.ToUpper(line), "RRULE:") }
