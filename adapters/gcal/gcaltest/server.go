// Package gcaltest is a fake of the Google Calendar v3 REST API for tests:
// an httptest server that keeps events in memory and answers events
// list (singleEvents), get, insert, patch (a JSON merge), delete and
// instances as Google does, including occurrence ids, changed and
// deleted occurrences, 409 on a taken id and 410 on a deleted event.
// Faults (404, 410, 429, 500, a lost response...) are switched on per
// operation.
package gcaltest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	gcal "google.golang.org/api/calendar/v3"
)

// Token is the bearer token the server accepts; any other is answered 401.
const Token = "test-access-token"

// Operation names, for Fault.Op and Calls.
const (
	OpList      = "list"
	OpGet       = "get"
	OpInsert    = "insert"
	OpPatch     = "patch"
	OpDelete    = "delete"
	OpInstances = "instances"
)

// Fault makes matching requests fail.
type Fault struct {
	// Op is the operation to fail ("" = any).
	Op string
	// Status is the HTTP status to answer.
	Status int
	// Reason is the error's reason ("rateLimitExceeded", "notFound"...).
	Reason string
	// RetryAfter is sent as the Retry-After header when not "".
	RetryAfter string
	// Times is how many matching requests fail; 0 means 1, -1 every one.
	Times int
	// AfterApply carries the operation out before answering Status: the
	// call worked but its answer was lost.
	AfterApply bool
}

// Server is the fake. Its methods are safe for concurrent use.
type Server struct {
	srv  *httptest.Server
	zone *time.Location

	mu     sync.Mutex
	events map[string]*gcal.Event // singles, masters and changed or deleted occurrences, by id
	faults []*Fault
	calls  map[string]int
	seq    int
	bodies map[string][]byte // the last request body of each operation
	// maxPage caps a page's size below the request's maxResults (0: no cap).
	maxPage int
	// accept, when set, decides which bearer tokens are good instead of Token.
	accept func(token string) bool
}

// NewServer starts a fake whose calendar is in zone (dates without a zone
// are read in it), closed when the test ends.
func NewServer(t testing.TB, zone *time.Location) *Server {
	s := &Server{zone: zone, events: map[string]*gcal.Event{}, calls: map[string]int{}, bodies: map[string][]byte{}}
	mux := http.NewServeMux()
	const base = "/calendar/v3/calendars/{cal}/events"
	mux.HandleFunc("GET "+base, s.handle(OpList, s.list))
	mux.HandleFunc("POST "+base, s.handle(OpInsert, s.insert))
	mux.HandleFunc("GET "+base+"/{id}", s.handle(OpGet, s.get))
	mux.HandleFunc("PATCH "+base+"/{id}", s.handle(OpPatch, s.patch))
	mux.HandleFunc("DELETE "+base+"/{id}", s.handle(OpDelete, s.delete))
	mux.HandleFunc("GET "+base+"/{id}/instances", s.handle(OpInstances, s.instances))
	s.srv = httptest.NewServer(mux)
	t.Cleanup(s.srv.Close)
	return s
}

// Endpoint is the API base URL to give the client.
func (s *Server) Endpoint() string { return s.srv.URL + "/calendar/v3/" }

// Client is an HTTP client that reaches the server.
func (s *Server) Client() *http.Client { return s.srv.Client() }

// Fail adds a fault; faults are tried in the order added.
func (s *Server) Fail(f Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f.Times == 0 {
		f.Times = 1
	}
	s.faults = append(s.faults, &f)
}

// LastBody returns the body of the last request of the operation that
// had one, as the client sent it.
func (s *Server) LastBody(op string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.bodies[op])
}

// SetMaxPage makes list and instances answer at most n events a page,
// whatever maxResults asks, so clients must follow nextPageToken.
func (s *Server) SetMaxPage(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.maxPage = n
}

// Calls returns how many requests of the operation arrived ("" = all).
func (s *Server) Calls(op string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if op == "" {
		n := 0
		for _, c := range s.calls {
			n += c
		}
		return n
	}
	return s.calls[op]
}

// Stored returns a copy of the stored event with id (a single event, a
// series master, or an occurrence changed or deleted alone).
func (s *Server) Stored(id string) (gcal.Event, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.events[id]
	if !ok {
		return gcal.Event{}, false
	}
	return *clone(e), true
}

// reply is what an operation answers: a status and a body to encode.
type reply struct {
	status int
	body   any
	reason string
}

// handle wraps an operation with authentication, call counting and faults.
func (s *Server) handle(op string, fn func(r *http.Request) reply) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.calls[op]++
		body, err := io.ReadAll(r.Body)
		if err != nil {
			writeError(w, http.StatusBadRequest, "parseError", "")
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		if len(body) > 0 {
			s.bodies[op] = body
		}
		if !s.authorized(r.Header.Get("Authorization")) {
			writeError(w, http.StatusUnauthorized, "authError", "")
			return
		}
		f := s.fault(op)
		if f != nil && !f.AfterApply {
			writeError(w, f.Status, f.Reason, f.RetryAfter)
			return
		}
		rep := fn(r)
		if f != nil {
			writeError(w, f.Status, f.Reason, f.RetryAfter)
			return
		}
		if rep.status >= 400 {
			writeError(w, rep.status, rep.reason, "")
			return
		}
		if rep.body == nil {
			w.WriteHeader(rep.status)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		json.NewEncoder(w).Encode(rep.body)
	}
}

// AcceptTokens makes the server take the bearer tokens ok approves (those
// a fake OAuth server issued) instead of Token.
func (s *Server) AcceptTokens(ok func(token string) bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.accept = ok
}

// authorized checks an Authorization header; the caller holds s.mu.
func (s *Server) authorized(h string) bool {
	tok, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return false
	}
	if s.accept != nil {
		return s.accept(tok)
	}
	return tok == Token
}

// fault takes one use of the first fault matching op.
func (s *Server) fault(op string) *Fault {
	for i, f := range s.faults {
		if f.Op != "" && f.Op != op {
			continue
		}
		if f.Times > 0 {
			f.Times--
			if f.Times == 0 {
				s.faults = append(s.faults[:i], s.faults[i+1:]...)
			}
		}
		return f
	}
	return nil
}

// writeError answers an error in Google's JSON shape.
func writeError(w http.ResponseWriter, status int, reason, retryAfter string) {
	if reason == "" {
		reason = map[int]string{400: "badRequest", 401: "authError", 403: "forbidden", 404: "notFound",
			409: "duplicate", 410: "deleted", 429: "rateLimitExceeded"}[status]
		if reason == "" {
			reason = "backendError"
		}
	}
	if retryAfter != "" {
		w.Header().Set("Retry-After", retryAfter)
	}
	msg := http.StatusText(status)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	fmt.Fprintf(w, `{"error":{"code":%d,"message":%q,"errors":[{"domain":"global","reason":%q,"message":%q}]}}`,
		status, msg, reason, msg)
}

// errReply is an error answer.
func errReply(status int, reason string) reply { return reply{status: status, reason: reason} }

// clone deep-copies an event through JSON.
func clone(e *gcal.Event) *gcal.Event {
	b, err := json.Marshal(e)
	if err != nil {
		panic(err)
	}
	var out gcal.Event
	if err := json.Unmarshal(b, &out); err != nil {
		panic(err)
	}
	return &out
}

// rruleLine returns the RRULE line of an event's recurrence, or "".
func rruleLine(e *gcal.Event) string {
	for _, l := range e.Recurrence {
		if strings.HasPrefix(l, "RRULE:") {
			return l
		}
	}
	return ""
}
