// Package gmailtest is a fake of the Gmail v1 and People v1 REST APIs for
// tests: an httptest server keeping one mailbox and its contacts in
// memory. It answers messages list (with the query operators Memo uses:
// from:, to:, subject:, is:unread, rfc822msgid: and free text; paged),
// get (metadata or full), modify, send (the raw RFC 5322 message is parsed
// and kept), users.getProfile, people:searchContacts and people/me/connections. Faults (401, 403, 404, 429, 500, a
// send whose response is lost) are switched on per operation.
package gmailtest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Token is the bearer token the server accepts unless AcceptTokens says
// otherwise.
const Token = "test-access-token"

// Operations, for Fault.Op and Calls.
const (
	OpList    = "list"
	OpGet     = "get"
	OpModify  = "modify"
	OpSend    = "send"
	OpPeople  = "people"
	OpProfile = "profile"
)

// Address is the mailbox's address users.getProfile answers unless
// SetAddress says otherwise.
const Address = "user@example.com"

// Fault makes matching requests fail.
type Fault struct {
	Op     string
	Status int
	Reason string
	// Times is how many requests fail; 0 means 1, -1 every one.
	Times int
	// AfterApply carries the request out, then answers Status (a
	// response lost on the way back).
	AfterApply bool
}

// Message is a mail in the fake mailbox.
type Message struct {
	ID, ThreadID string
	From         string
	To, Cc, Bcc  []string
	// Subject is as it is stored in the header: RFC 2047 words stay
	// encoded, as Gmail keeps them.
	Subject    string
	Plain      string
	HTML       string
	MessageID  string
	InReplyTo  string
	References string
	Labels     []string
	Date       time.Time
	// Size overrides the size Gmail reports (a 25 MB mail without 25 MB).
	Size int64
	// Header is every header of a sent message, as sent.
	Header map[string][]string
}

// Server is the fake.
type Server struct {
	URL string

	mu       sync.Mutex
	msgs     map[string]*Message
	order    []string // ids, oldest first
	contacts []Contact
	faults   []*Fault
	calls    map[string]int
	sent     []*Message
	accept   func(string) bool
	seq      int
	address  string
}

// New starts a fake, closed when the test ends.
func New(t testing.TB) *Server {
	s := &Server{msgs: map[string]*Message{}, calls: map[string]int{}, address: Address}
	mux := http.NewServeMux()
	const base = "/gmail/v1/users/{user}/messages"
	mux.HandleFunc("GET "+base, s.handle(OpList, s.list))
	mux.HandleFunc("GET "+base+"/{id}", s.handle(OpGet, s.get))
	mux.HandleFunc("GET /gmail/v1/users/{user}/profile", s.handle(OpProfile, s.profile))
	mux.HandleFunc("POST "+base+"/{id}/modify", s.handle(OpModify, s.modify))
	mux.HandleFunc("POST "+base+"/send", s.handle(OpSend, s.send))
	mux.HandleFunc("GET /v1/people:searchContacts", s.handle(OpPeople, s.searchContacts))
	mux.HandleFunc("GET /v1/people/me/connections", s.handle(OpPeople, s.connections))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s.URL = srv.URL + "/"
	return s
}

// AcceptTokens makes the server take the bearer tokens ok approves.
func (s *Server) AcceptTokens(ok func(string) bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.accept = ok
}

// Add puts m in the mailbox (newest last) and returns its id.
func (s *Server) Add(m Message) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	if m.ID == "" {
		m.ID = fmt.Sprintf("m%03d", s.seq)
	}
	if m.ThreadID == "" {
		m.ThreadID = "t-" + m.ID
	}
	if m.MessageID == "" {
		m.MessageID = "<" + m.ID + "@mail.example>"
	}
	if m.Date.IsZero() {
		m.Date = time.Date(2030, 3, 14, 8, 0, 0, 0, time.UTC).Add(time.Duration(s.seq) * time.Minute)
	}
	if m.Labels == nil {
		m.Labels = []string{"INBOX", "UNREAD"}
	}
	s.msgs[m.ID] = &m
	s.order = append(s.order, m.ID)
	return m.ID
}

// SetAddress sets the mailbox's own address.
func (s *Server) SetAddress(a string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.address = a
}

func (s *Server) profile(*http.Request) reply {
	return reply{body: map[string]any{"emailAddress": s.address, "messagesTotal": len(s.msgs), "threadsTotal": len(s.msgs), "historyId": "1"}}
}

// Delete removes a mail (the user deleted it).
func (s *Server) Delete(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.msgs, id)
}

// Fail adds a fault.
func (s *Server) Fail(f Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f.Times == 0 {
		f.Times = 1
	}
	s.faults = append(s.faults, &f)
}

// Sent returns copies of the mails sent, in order.
func (s *Server) Sent() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Message, len(s.sent))
	for i, m := range s.sent {
		out[i] = *m
	}
	return out
}

// Get returns a copy of the mail with id.
func (s *Server) Get(id string) (Message, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.msgs[id]
	if !ok {
		return Message{}, false
	}
	return *m, true
}

// Calls returns how many requests op got.
func (s *Server) Calls(op string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[op]
}

type reply struct {
	status int
	reason string
	body   any
}

func (s *Server) handle(op string, fn func(r *http.Request) reply) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.calls[op]++
		tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if (s.accept == nil && tok != Token) || (s.accept != nil && !s.accept(tok)) {
			writeError(w, http.StatusUnauthorized, "authError")
			return
		}
		f := s.fault(op)
		if f != nil && !f.AfterApply {
			writeError(w, f.Status, f.Reason)
			return
		}
		rep := fn(r)
		if f != nil {
			writeError(w, f.Status, f.Reason)
			return
		}
		if rep.status >= 400 {
			writeError(w, rep.status, rep.reason)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(rep.body)
	}
}

func (s *Server) fault(op string) *Fault {
	for i, f := range s.faults {
		if f.Op != "" && f.Op != op {
			continue
		}
		if f.Times > 0 {
			f.Times--
			if f.Times == 0 {
				s.faults = slices.Delete(s.faults, i, i+1)
			}
		}
		return f
	}
	return nil
}

func writeError(w http.ResponseWriter, status int, reason string) {
	if reason == "" {
		reason = http.StatusText(status)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"code": status, "message": reason, "errors": []map[string]string{{"reason": reason, "message": reason}},
	}})
}

// list answers messages.list, newest first.
func (s *Server) list(r *http.Request) reply {
	q := r.URL.Query()
	terms := parseQuery(q.Get("q"))
	labels := q["labelIds"]
	var ids []map[string]string
	for i := len(s.order) - 1; i >= 0; i-- {
		m, ok := s.msgs[s.order[i]]
		if !ok || !s.matches(m, terms) {
			continue
		}
		if !slices.ContainsFunc(labels, func(l string) bool { return !slices.Contains(m.Labels, l) }) {
			ids = append(ids, map[string]string{"id": m.ID, "threadId": m.ThreadID})
		}
	}
	size := 100
	if v, err := strconv.Atoi(q.Get("maxResults")); err == nil && v > 0 {
		size = v
	}
	from, _ := strconv.Atoi(q.Get("pageToken"))
	from = min(from, len(ids))
	to := min(from+size, len(ids))
	out := map[string]any{"messages": ids[from:to], "resultSizeEstimate": len(ids)}
	if to < len(ids) {
		out["nextPageToken"] = strconv.Itoa(to)
	}
	return reply{status: 200, body: out}
}

type term struct{ op, v string }

// parseQuery splits a Gmail query into operator:value terms; quoted
// values keep their spaces.
func parseQuery(q string) []term {
	var out []term
	for q = strings.TrimSpace(q); q != ""; q = strings.TrimSpace(q) {
		op := ""
		if i := strings.IndexAny(q, ": \""); i > 0 && q[i] == ':' {
			op, q = q[:i], q[i+1:]
		}
		var v string
		if strings.HasPrefix(q, `"`) {
			end := strings.Index(q[1:], `"`)
			if end < 0 {
				v, q = q[1:], ""
			} else {
				v, q = q[1:1+end], q[end+2:]
			}
		} else {
			v, q, _ = strings.Cut(q, " ")
		}
		out = append(out, term{op, strings.ToLower(v)})
	}
	return out
}

func (s *Server) matches(m *Message, terms []term) bool {
	dec := new(mime.WordDecoder)
	subject, _ := dec.DecodeHeader(m.Subject)
	has := func(hay, v string) bool { return strings.Contains(strings.ToLower(hay), v) }
	for _, t := range terms {
		ok := false
		switch t.op {
		case "from":
			ok = has(m.From, t.v)
		case "to":
			ok = has(strings.Join(m.To, ","), t.v)
		case "subject":
			ok = has(subject, t.v)
		case "is":
			ok = t.v == "unread" && slices.Contains(m.Labels, "UNREAD")
		case "rfc822msgid":
			ok = strings.EqualFold(strings.Trim(m.MessageID, "<>"), t.v)
		case "":
			ok = has(subject+" "+m.Plain+" "+m.HTML+" "+m.From+" "+strings.Join(m.To, ","), t.v)
		}
		if !ok {
			return false
		}
	}
	return true
}

func (s *Server) get(r *http.Request) reply {
	m, ok := s.msgs[r.PathValue("id")]
	if !ok {
		return reply{status: 404, reason: "notFound"}
	}
	headers := []map[string]string{{"name": "From", "value": m.From}, {"name": "Subject", "value": m.Subject},
		{"name": "Message-ID", "value": m.MessageID}, {"name": "Date", "value": m.Date.Format(time.RFC1123Z)}}
	if len(m.To) > 0 {
		headers = append(headers, map[string]string{"name": "To", "value": strings.Join(m.To, ", ")})
	}
	if m.References != "" {
		headers = append(headers, map[string]string{"name": "References", "value": m.References})
	}
	size := m.Size
	if size == 0 {
		size = int64(len(m.Plain) + len(m.HTML) + 500)
	}
	snippet := m.Plain
	if snippet == "" {
		snippet = m.HTML
	}
	snippet, _, _ = strings.Cut(snippet, "\n")
	if len(snippet) > 100 {
		snippet = snippet[:100]
	}
	out := map[string]any{"id": m.ID, "threadId": m.ThreadID, "labelIds": m.Labels, "snippet": snippet,
		"sizeEstimate": size, "internalDate": strconv.FormatInt(m.Date.UnixMilli(), 10)}
	payload := map[string]any{"mimeType": "multipart/alternative", "headers": headers}
	if r.URL.Query().Get("format") == "full" {
		var parts []map[string]any
		if m.Plain != "" {
			parts = append(parts, part("text/plain", m.Plain))
		}
		if m.HTML != "" {
			parts = append(parts, part("text/html", m.HTML))
		}
		payload["parts"] = parts
	}
	out["payload"] = payload
	return reply{status: 200, body: out}
}

func part(mimeType, body string) map[string]any {
	return map[string]any{"mimeType": mimeType, "body": map[string]any{"size": len(body), "data": base64.URLEncoding.EncodeToString([]byte(body))}}
}

func (s *Server) modify(r *http.Request) reply {
	m, ok := s.msgs[r.PathValue("id")]
	if !ok {
		return reply{status: 404, reason: "notFound"}
	}
	var req struct{ AddLabelIds, RemoveLabelIds []string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	for _, l := range req.AddLabelIds {
		if !slices.Contains(m.Labels, l) {
			m.Labels = append(m.Labels, l)
		}
	}
	m.Labels = slices.DeleteFunc(m.Labels, func(l string) bool { return slices.Contains(req.RemoveLabelIds, l) })
	return reply{status: 200, body: map[string]any{"id": m.ID, "threadId": m.ThreadID, "labelIds": m.Labels}}
}

// send parses the raw message as Gmail does and keeps it.
func (s *Server) send(r *http.Request) reply {
	var req struct{ Raw, ThreadId string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	raw, err := base64.URLEncoding.DecodeString(req.Raw)
	if err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	pm, err := mail.ReadMessage(strings.NewReader(string(raw)))
	if err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	to, err := pm.Header.AddressList("To")
	if err != nil || len(to) == 0 {
		return reply{status: 400, reason: "invalidArgument"}
	}
	if req.ThreadId != "" && !s.hasThread(req.ThreadId) {
		return reply{status: 404, reason: "notFound"}
	}
	body, err := io.ReadAll(pm.Body)
	if err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	switch strings.ToLower(pm.Header.Get("Content-Transfer-Encoding")) {
	case "base64":
		body, err = base64.StdEncoding.DecodeString(strings.Join(strings.Fields(string(body)), ""))
	case "quoted-printable":
		body, err = io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(body))))
	}
	if err != nil {
		return reply{status: 400, reason: "invalidArgument"}
	}
	s.seq++
	m := &Message{ID: fmt.Sprintf("s%03d", s.seq), ThreadID: req.ThreadId, Subject: pm.Header.Get("Subject"),
		Plain: string(body), MessageID: pm.Header.Get("Message-ID"), InReplyTo: pm.Header.Get("In-Reply-To"),
		References: pm.Header.Get("References"), Labels: []string{"SENT"}, Date: time.Now().UTC(), From: "me@example.com",
		Header: pm.Header}
	if m.ThreadID == "" {
		m.ThreadID = "t-" + m.ID
	}
	for _, a := range to {
		m.To = append(m.To, a.Address)
	}
	s.msgs[m.ID] = m
	s.order = append(s.order, m.ID)
	s.sent = append(s.sent, m)
	return reply{status: 200, body: map[string]any{"id": m.ID, "threadId": m.ThreadID, "labelIds": m.Labels}}
}

func (s *Server) hasThread(id string) bool {
	for _, m := range s.msgs {
		if m.ThreadID == id {
			return true
		}
	}
	return false
}
