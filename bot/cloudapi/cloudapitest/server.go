// Package cloudapitest is a fake of the WhatsApp Business Cloud API for
// tests: an httptest server answering /messages, /{media-id}, media
// downloads and the phone number, with Meta's answers and error shapes
// (400, 401, 429, 5xx), and builders of webhook deliveries in the shapes
// Meta documents, signed as Meta signs them.
package cloudapitest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
)

// Defaults of the fake.
const (
	Token   = "fake-cloud-token"
	PhoneID = "106540352242922"
	Version = "v21.0"
	// Display is the business number's display form.
	Display = "15550783881"
)

// Sent is one message the fake took.
type Sent struct {
	// ID is the wamid the fake answered.
	ID string
	// Request is the request as the fake decoded it.
	Request cloudapi.SendRequest
	// Raw is the body as sent.
	Raw []byte
	At  time.Time
}

// Text is the message's text: a text's body, an interactive message's
// body, or a template's first parameter.
func (s Sent) Text() string {
	r := s.Request
	switch {
	case r.Text != nil:
		return r.Text.Body
	case r.Interactive != nil && r.Interactive.Body != nil:
		return r.Interactive.Body.Text
	case r.Template != nil && len(r.Template.Components) > 0 && len(r.Template.Components[0].Parameters) > 0:
		return r.Template.Components[0].Parameters[0].Text
	}
	return ""
}

// Failure is an error answer the fake gives, in Meta's shape.
type Failure struct {
	Status  int
	Code    int
	Subcode int
	Type    string
	Message string
	// Details goes in error_data.details.
	Details string
}

// Meta's answers to failures Memo meets.
var (
	// TokenExpired is the answer to an expired access token.
	TokenExpired = Failure{Status: 401, Code: 190, Subcode: 463, Type: "OAuthException",
		Message: "Error validating access token: Session has expired on Friday, 09-Jan-26 10:00:00 PST."}
	// RateLimited is the answer past the Cloud API's throughput.
	RateLimited = Failure{Status: 429, Code: 130429, Type: "OAuthException",
		Message: "(#130429) Rate limit hit", Details: "Cloud API message throughput has been reached."}
	// ServerError is a 500 of Meta's.
	ServerError = Failure{Status: 500, Code: 131000, Type: "OAuthException",
		Message: "(#131000) Something went wrong", Details: "Something went wrong"}
	// Unavailable is a 503 of Meta's.
	Unavailable = Failure{Status: 503, Code: 131016, Type: "OAuthException",
		Message: "(#131016) Service unavailable", Details: "A service is temporarily unavailable."}
	// BadParameter is a request Meta refuses.
	BadParameter = Failure{Status: 400, Code: 131009, Type: "OAuthException",
		Message: "(#131009) Parameter value is not valid", Details: "Button title length invalid."}
	// NoObject is the answer for an id that does not exist (a media id).
	NoObject = Failure{Status: 400, Code: 100, Subcode: 33, Type: "GraphMethodException",
		Message: "Unsupported get request. Object with ID '0' does not exist, cannot be loaded due to missing permissions, or does not support this operation."}
)

// media is a file the fake serves.
type media struct {
	mime string
	data []byte
}

// Server is the fake. Its zero value is not usable; call New.
type Server struct {
	srv *httptest.Server

	mu          sync.Mutex
	token       string
	expired     bool
	sent        []Sent
	reads       []string
	fails       []Failure
	checkFails  []Failure
	mediaFiles  map[string]media
	mediaFails  map[string]Failure
	downloads   int
	lookups     int
	checks      int
	n           int
	requests    int
	foreignURLs map[string]string
	headers     map[string]MediaHeader
}

// MediaHeader overrides what GET /{media-id} declares of a file.
type MediaHeader struct {
	// Size is the declared file_size; SHA256 the declared hash (hex).
	Size   int
	SHA256 string
}

// New starts a fake for the test, closed when it ends.
func New(t testing.TB) *Server {
	s := &Server{token: Token, mediaFiles: map[string]media{}, mediaFails: map[string]Failure{}, foreignURLs: map[string]string{}, headers: map[string]MediaHeader{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.srv.Close)
	return s
}

// BaseURL is the fake's Graph API base, with its version.
func (s *Server) BaseURL() string { return s.srv.URL + "/" + Version }

// Client is an HTTP client for the fake.
func (s *Server) Client() *http.Client { return s.srv.Client() }

// ExpireToken makes every call answer TokenExpired.
func (s *Server) ExpireToken() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.expired = true
}

// RenewToken undoes ExpireToken.
func (s *Server) RenewToken() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.expired = false
}

// Fail makes the next len(fs) message sends answer fs, in order.
func (s *Server) Fail(fs ...Failure) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fails = append(s.fails, fs...)
}

// FailChecks makes the next len(fs) phone-number lookups (the token
// checks) answer fs, in order.
func (s *Server) FailChecks(fs ...Failure) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.checkFails = append(s.checkFails, fs...)
}

// AddMedia serves data as media id.
func (s *Server) AddMedia(id, mime string, data []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mediaFiles[id] = media{mime: mime, data: data}
}

// FailMedia makes GET /{id} answer f.
func (s *Server) FailMedia(id string, f Failure) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mediaFails[id] = f
}

// PointMedia makes GET /{id} answer with url as the download URL, as a
// Graph API that went wrong (or a proxy in between) might.
func (s *Server) PointMedia(id, url string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.foreignURLs[id] = url
}

// Declare makes GET /{id} declare hd instead of the file's own size and
// hash, as a lying or broken server would.
func (s *Server) Declare(id string, hd MediaHeader) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.headers[id] = hd
}

// Requests counts every request the fake got.
func (s *Server) Requests() int { s.mu.Lock(); defer s.mu.Unlock(); return s.requests }

// Sent returns the messages sent so far (read receipts apart).
func (s *Server) Sent() []Sent {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Sent(nil), s.sent...)
}

// Reads returns the ids of the messages marked read.
func (s *Server) Reads() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.reads...)
}

// Downloads counts media downloads; Lookups counts GET /{media-id};
// Checks counts phone-number lookups (token checks).
func (s *Server) Downloads() int { s.mu.Lock(); defer s.mu.Unlock(); return s.downloads }
func (s *Server) Lookups() int   { s.mu.Lock(); defer s.mu.Unlock(); return s.lookups }
func (s *Server) Checks() int    { s.mu.Lock(); defer s.mu.Unlock(); return s.checks }

// WaitSent waits until at least n messages were sent and returns them;
// the test fails after timeout.
func (s *Server) WaitSent(t testing.TB, n int, timeout time.Duration) []Sent {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		if got := s.Sent(); len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %s for %d messages; got %d: %+v", timeout, n, len(s.Sent()), s.Sent())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	path, ok := strings.CutPrefix(r.URL.Path, "/"+Version+"/")
	if !ok && !strings.HasPrefix(r.URL.Path, "/media/") {
		writeFailure(w, Failure{Status: 400, Code: 2500, Type: "OAuthException", Message: "Unknown path components: " + r.URL.Path})
		return
	}
	s.mu.Lock()
	s.requests++
	expired, token := s.expired, s.token
	s.mu.Unlock()
	auth := r.Header.Get("Authorization")
	switch {
	case auth == "":
		writeFailure(w, Failure{Status: 401, Code: 2500, Type: "OAuthException", Message: "An active access token must be used to query information about the current user."})
		return
	case expired:
		writeFailure(w, TokenExpired)
		return
	case auth != "Bearer "+token:
		writeFailure(w, Failure{Status: 401, Code: 190, Type: "OAuthException", Message: "Invalid OAuth access token - Cannot parse access token"})
		return
	}
	switch {
	case strings.HasPrefix(r.URL.Path, "/media/") && r.Method == http.MethodGet:
		s.download(w, strings.TrimPrefix(r.URL.Path, "/media/"))
	case path == PhoneID+"/messages" && r.Method == http.MethodPost:
		s.message(w, r)
	case path == PhoneID && r.Method == http.MethodGet:
		s.mu.Lock()
		s.checks++
		var fail *Failure
		if len(s.checkFails) > 0 {
			fail = &s.checkFails[0]
			s.checkFails = s.checkFails[1:]
		}
		s.mu.Unlock()
		if fail != nil {
			writeFailure(w, *fail)
			return
		}
		writeJSON(w, 200, map[string]string{"id": PhoneID, "display_phone_number": Display, "verified_name": "Memo"})
	case r.Method == http.MethodGet && !strings.Contains(path, "/"):
		s.mediaInfo(w, path)
	default:
		writeFailure(w, Failure{Status: 400, Code: 100, Type: "GraphMethodException", Message: "Unsupported " + r.Method + " request: " + path})
	}
}

func (s *Server) message(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var req cloudapi.SendRequest
	if err := json.Unmarshal(raw, &req); err != nil || req.MessagingProduct != "whatsapp" {
		writeFailure(w, Failure{Status: 400, Code: 100, Type: "OAuthException", Message: "(#100) The parameter messaging_product is required."})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if req.Status == "read" {
		s.reads = append(s.reads, req.MessageID)
		writeJSON(w, 200, map[string]bool{"success": true})
		return
	}
	if len(s.fails) > 0 {
		f := s.fails[0]
		s.fails = s.fails[1:]
		writeFailure(w, f)
		return
	}
	s.n++
	id := fmt.Sprintf("wamid.FAKE%04d", s.n)
	s.sent = append(s.sent, Sent{ID: id, Request: req, Raw: raw, At: time.Now()})
	fmt.Fprintf(w, `{"messaging_product":"whatsapp","contacts":[{"input":%q,"wa_id":%q}],"messages":[{"id":%q}]}`, req.To, req.To, id)
}

func (s *Server) mediaInfo(w http.ResponseWriter, id string) {
	s.mu.Lock()
	s.lookups++
	m, ok := s.mediaFiles[id]
	f, failing := s.mediaFails[id]
	foreign := s.foreignURLs[id]
	hd, declared := s.headers[id]
	s.mu.Unlock()
	switch {
	case failing:
		writeFailure(w, f)
	case foreign != "":
		writeJSON(w, 200, map[string]string{"messaging_product": "whatsapp", "url": foreign, "mime_type": "audio/ogg", "id": id})
	case !ok:
		f := NoObject
		f.Message = strings.Replace(f.Message, "'0'", "'"+id+"'", 1)
		f.Status = 404
		writeFailure(w, f)
	default:
		size, hash := len(m.data), fmt.Sprintf("%x", sha(m.data))
		if declared {
			size, hash = hd.Size, hd.SHA256
		}
		fmt.Fprintf(w, `{"messaging_product":"whatsapp","url":%q,"mime_type":%q,"sha256":%q,"file_size":"%d","id":%q}`,
			s.srv.URL+"/media/"+id, m.mime, hash, size, id)
	}
}

func (s *Server) download(w http.ResponseWriter, id string) {
	s.mu.Lock()
	s.downloads++
	m, ok := s.mediaFiles[id]
	s.mu.Unlock()
	if !ok {
		http.NotFound(w, nil)
		return
	}
	w.Header().Set("Content-Type", m.mime)
	w.Write(m.data)
}

// writeFailure answers f in Meta's error shape.
func writeFailure(w http.ResponseWriter, f Failure) {
	var body cloudapi.ErrorBody
	body.Error.Message, body.Error.Type, body.Error.Code, body.Error.ErrorSubcode = f.Message, f.Type, f.Code, f.Subcode
	body.Error.FBTraceID = "AbCdEfGhIjK"
	if f.Details != "" {
		body.Error.ErrorData = &struct {
			MessagingProduct string `json:"messaging_product,omitempty"`
			Details          string `json:"details"`
		}{MessagingProduct: "whatsapp", Details: f.Details}
	}
	writeJSON(w, f.Status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
