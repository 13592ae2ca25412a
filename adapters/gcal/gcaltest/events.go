package gcaltest

import (
	"crypto/rand"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	gcal "google.golang.org/api/calendar/v3"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/calendar"
)

// list answers events.list with singleEvents=true.
func (s *Server) list(r *http.Request) reply {
	q := r.URL.Query()
	if q.Get("singleEvents") != "true" {
		return errReply(http.StatusBadRequest, "unsupported") // the fake expands series only
	}
	from, to, ok := window(r)
	if !ok {
		return errReply(http.StatusBadRequest, "invalid")
	}
	var out []*gcal.Event
	for _, e := range s.events {
		switch {
		case e.Status == "cancelled" || e.RecurringEventId != "":
			// deleted, or an occurrence: listed with its series
		case len(e.Recurrence) > 0:
			out = append(out, s.expand(e, from, to)...)
		case s.overlaps(e, from, to):
			out = append(out, clone(e))
		}
	}
	return s.page(r, out)
}

// instances answers events.instances.
func (s *Server) instances(r *http.Request) reply {
	from, to, ok := window(r)
	if !ok {
		return errReply(http.StatusBadRequest, "invalid")
	}
	m, ok := s.events[r.PathValue("id")]
	switch {
	case !ok:
		return errReply(http.StatusNotFound, "")
	case m.Status == "cancelled":
		return errReply(http.StatusGone, "")
	case len(m.Recurrence) == 0:
		return errReply(http.StatusBadRequest, "notRecurring")
	}
	return s.page(r, s.expand(m, from, to))
}

// get answers events.get: a stored event (a deleted one with status
// "cancelled"), or an occurrence the series makes.
func (s *Server) get(r *http.Request) reply {
	e, ok := s.find(r.PathValue("id"))
	if !ok {
		return errReply(http.StatusNotFound, "")
	}
	return reply{status: http.StatusOK, body: e}
}

// insert answers events.insert.
func (s *Server) insert(r *http.Request) reply {
	var e gcal.Event
	if err := json.NewDecoder(r.Body).Decode(&e); err != nil {
		return errReply(http.StatusBadRequest, "parseError")
	}
	if e.Id == "" {
		e.Id = strings.ToLower(rand.Text())
		e.Id = strings.Map(func(r rune) rune { // base32 to base32hex letters
			if r > 'v' {
				return r - 'w' + '0'
			}
			return r
		}, e.Id)
	} else if !memo.ValidEventID(e.Id) {
		return errReply(http.StatusBadRequest, "invalid")
	}
	if _, taken := s.events[e.Id]; taken {
		return errReply(http.StatusConflict, "duplicate")
	}
	if rep, ok := s.check(&e); !ok {
		return rep
	}
	s.seq++
	e.Status, e.HtmlLink, e.Etag = "confirmed", "https://www.google.com/calendar/event?eid="+e.Id, strconv.Itoa(s.seq)
	s.events[e.Id] = &e
	return reply{status: http.StatusOK, body: clone(&e)}
}

// patch answers events.patch: the body is merged into the event (RFC 7396;
// null removes a field). On an occurrence it changes that one alone.
func (s *Server) patch(r *http.Request) reply {
	id := r.PathValue("id")
	cur, ok := s.find(id)
	if !ok {
		return errReply(http.StatusNotFound, "")
	}
	if cur.Status == "cancelled" {
		return errReply(http.StatusGone, "")
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return errReply(http.StatusBadRequest, "parseError")
	}
	var p map[string]any
	if err := json.Unmarshal(body, &p); err != nil {
		return errReply(http.StatusBadRequest, "parseError")
	}
	b, _ := json.Marshal(cur)
	var doc map[string]any
	json.Unmarshal(b, &doc)
	b, _ = json.Marshal(merge(doc, p))
	var next gcal.Event
	if err := json.Unmarshal(b, &next); err != nil {
		return errReply(http.StatusBadRequest, "invalid")
	}
	if next.Id != cur.Id {
		return errReply(http.StatusBadRequest, "invalid")
	}
	if rep, ok := s.check(&next); !ok {
		return rep
	}
	if next.RecurringEventId != "" && len(next.Recurrence) > 0 {
		return errReply(http.StatusBadRequest, "invalid")
	}
	s.seq++
	next.Etag = strconv.Itoa(s.seq)
	s.events[id] = &next
	return reply{status: http.StatusOK, body: clone(&next)}
}

// delete answers events.delete: 204, or 410 when the event was deleted.
func (s *Server) delete(r *http.Request) reply {
	id := r.PathValue("id")
	e, ok := s.find(id)
	if !ok {
		return errReply(http.StatusNotFound, "")
	}
	if e.Status == "cancelled" {
		return errReply(http.StatusGone, "")
	}
	e.Status = "cancelled"
	s.events[id] = e
	if len(e.Recurrence) > 0 {
		for k, o := range s.events {
			if o.RecurringEventId == id {
				delete(s.events, k)
			}
		}
	}
	return reply{status: http.StatusNoContent}
}

// find returns a copy of the event id names: stored, or an occurrence of
// a live series.
func (s *Server) find(id string) (*gcal.Event, bool) {
	if e, ok := s.events[id]; ok {
		if e.RecurringEventId != "" { // an occurrence: only while its series lives
			if m, ok := s.events[e.RecurringEventId]; !ok || m.Status == "cancelled" {
				return nil, false
			}
		}
		return clone(e), true
	}
	series, orig, _, ok := calendar.ParseInstanceID(id, s.zone)
	if !ok {
		return nil, false
	}
	m, ok := s.events[series]
	if !ok || m.Status == "cancelled" || len(m.Recurrence) == 0 {
		return nil, false
	}
	mm, err := s.memoEvent(m)
	if err != nil {
		return nil, false
	}
	if mm.AllDay {
		zone, _ := calendar.Zone(mm.TimeZone, s.zone)
		orig = time.Date(orig.Year(), orig.Month(), orig.Day(), 0, 0, 0, 0, zone)
	}
	o, ok, err := calendar.OccurrenceAt(mm, orig)
	if err != nil || !ok || o.ID != id {
		return nil, false
	}
	return s.occurrence(m, o), true
}

// expand returns the occurrences of the series m overlapping [from, to),
// as Google lists them: generated ones plus those changed alone.
func (s *Server) expand(m *gcal.Event, from, to time.Time) []*gcal.Event {
	mm, err := s.memoEvent(m)
	if err != nil {
		return nil
	}
	os, err := calendar.Expand(mm, from, to)
	if err != nil {
		return nil
	}
	var out []*gcal.Event
	for _, o := range os {
		if _, changed := s.events[o.ID]; !changed {
			out = append(out, s.occurrence(m, o))
		}
	}
	for _, e := range s.events {
		if e.RecurringEventId == m.Id && e.Status != "cancelled" && s.overlaps(e, from, to) {
			out = append(out, clone(e))
		}
	}
	return out
}

// occurrence builds the Google form of an occurrence o of the series m.
func (s *Server) occurrence(m *gcal.Event, o memo.Event) *gcal.Event {
	e := clone(m)
	e.Id, e.RecurringEventId, e.Recurrence = o.ID, m.Id, nil
	e.Start = dateTime(o.Start, o.AllDay, m.Start.TimeZone)
	e.End = dateTime(o.End, o.AllDay, m.End.TimeZone)
	e.OriginalStartTime = dateTime(*o.OriginalStart, o.AllDay, m.Start.TimeZone)
	return e
}

// memoEvent reads a stored series into what calendar.Expand needs.
func (s *Server) memoEvent(e *gcal.Event) (memo.Event, error) {
	zone, err := calendar.Zone(e.Start.TimeZone, s.zone)
	if err != nil {
		return memo.Event{}, err
	}
	start, allDay, err := readTime(e.Start, zone)
	if err != nil {
		return memo.Event{}, err
	}
	end, _, err := readTime(e.End, zone)
	if err != nil {
		return memo.Event{}, err
	}
	out := memo.Event{ID: e.Id, Start: start, End: end, AllDay: allDay, TimeZone: zone.String()}
	if line := rruleLine(e); line != "" {
		out.Recurrence = &memo.EventRecurrence{RRule: strings.TrimPrefix(line, "RRULE:")}
	}
	return out, nil
}

// check validates an event as Google does: a start and an end, the end not
// before the start, and a zone on the start of a timed series.
func (s *Server) check(e *gcal.Event) (reply, bool) {
	if e.Start == nil || e.End == nil {
		return errReply(http.StatusBadRequest, "required"), false
	}
	if len(e.Recurrence) > 0 && e.Start.DateTime != "" && e.Start.TimeZone == "" {
		return errReply(http.StatusBadRequest, "missingTimeZone"), false
	}
	mm, err := s.memoEvent(e)
	if err != nil {
		return errReply(http.StatusBadRequest, "invalid"), false
	}
	if mm.End.Before(mm.Start) {
		return errReply(http.StatusBadRequest, "timeRangeEmpty"), false
	}
	for _, l := range e.Recurrence {
		if strings.HasPrefix(l, "RRULE:") {
			if _, err := calendar.ParseRRule(l, time.UTC); err != nil {
				return errReply(http.StatusBadRequest, "invalid"), false
			}
		}
	}
	return reply{}, true
}

// overlaps reports whether e ends after from and starts before to.
func (s *Server) overlaps(e *gcal.Event, from, to time.Time) bool {
	mm, err := s.memoEvent(e)
	return err == nil && mm.Start.Before(to) && mm.End.After(from)
}

// page sorts events by start and answers one page of them.
func (s *Server) page(r *http.Request, es []*gcal.Event) reply {
	starts := map[*gcal.Event]time.Time{}
	for _, e := range es {
		mm, _ := s.memoEvent(e)
		starts[e] = mm.Start
	}
	slices.SortStableFunc(es, func(a, b *gcal.Event) int {
		if c := starts[a].Compare(starts[b]); c != 0 {
			return c
		}
		return strings.Compare(a.Id, b.Id)
	})
	size, err := strconv.Atoi(r.URL.Query().Get("maxResults"))
	if err != nil || size <= 0 || size > 2500 {
		size = 250
	}
	if s.maxPage > 0 {
		size = min(size, s.maxPage)
	}
	offset, _ := strconv.Atoi(r.URL.Query().Get("pageToken"))
	offset = min(max(offset, 0), len(es))
	end := min(offset+size, len(es))
	out := &gcal.Events{Kind: "calendar#events", Items: es[offset:end]}
	if out.Items == nil {
		out.Items = []*gcal.Event{}
	}
	if end < len(es) {
		out.NextPageToken = strconv.Itoa(end)
	}
	return reply{status: http.StatusOK, body: out}
}

// window reads timeMin and timeMax.
func window(r *http.Request) (time.Time, time.Time, bool) {
	from, err1 := time.Parse(time.RFC3339, r.URL.Query().Get("timeMin"))
	to, err2 := time.Parse(time.RFC3339, r.URL.Query().Get("timeMax"))
	return from, to, err1 == nil && err2 == nil && to.After(from)
}

// readTime reads a start or end: a date is midnight in zone.
func readTime(d *gcal.EventDateTime, zone *time.Location) (time.Time, bool, error) {
	if d.DateTime != "" {
		t, err := time.Parse(time.RFC3339, d.DateTime)
		return t.In(zone), false, err
	}
	t, err := time.ParseInLocation(time.DateOnly, d.Date, zone)
	return t, true, err
}

// dateTime writes a start or end as Google does.
func dateTime(t time.Time, allDay bool, zone string) *gcal.EventDateTime {
	if allDay {
		return &gcal.EventDateTime{Date: t.Format(time.DateOnly)}
	}
	return &gcal.EventDateTime{DateTime: t.Format(time.RFC3339), TimeZone: zone}
}

// merge applies a JSON merge patch (RFC 7396) to doc.
func merge(doc, patch map[string]any) map[string]any {
	if doc == nil {
		doc = map[string]any{}
	}
	for k, v := range patch {
		switch pv := v.(type) {
		case nil:
			delete(doc, k)
		case map[string]any:
			dv, _ := doc[k].(map[string]any)
			doc[k] = merge(dv, pv)
		default:
			doc[k] = v
		}
	}
	return doc
}
