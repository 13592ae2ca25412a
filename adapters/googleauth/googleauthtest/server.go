// Package googleauthtest is a fake of Google's OAuth 2.0 endpoints for
// tests: an httptest server with a consent page (which approves by itself
// in a browser), a token endpoint that checks the PKCE verifier and
// refreshes tokens, and a revocation endpoint. Refusing refreshes with
// invalid_grant and denying consent are switched on per test.
package googleauthtest

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
)

// Paths of the fake's endpoints.
const (
	AuthPath   = "/o/oauth2/auth"
	TokenPath  = "/token"
	RevokePath = "/revoke"
)

// Server is the fake. Its fields are read under its lock; use the methods.
type Server struct {
	URL string

	ClientID, ClientSecret string

	mu       sync.Mutex
	codes    map[string]grant // code → what it grants
	refresh  map[string]bool  // refresh tokens still valid
	access   map[string]bool  // access tokens issued and not revoked
	refuse   bool
	deny     bool
	revoked  []string
	consents []url.Values
}

type grant struct {
	challenge, redirect, scope string
}

// New starts a fake for the given client, closed when the test ends.
func New(t testing.TB, clientID, clientSecret string) *Server {
	s := &Server{ClientID: clientID, ClientSecret: clientSecret,
		codes: map[string]grant{}, refresh: map[string]bool{}, access: map[string]bool{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+AuthPath, s.consent)
	mux.HandleFunc("POST "+TokenPath, s.token)
	mux.HandleFunc("POST "+RevokePath, s.revoke)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

// AuthURL, TokenURL and RevokeURL are the endpoints to configure.
func (s *Server) AuthURL() string   { return s.URL + AuthPath }
func (s *Server) TokenURL() string  { return s.URL + TokenPath }
func (s *Server) RevokeURL() string { return s.URL + RevokePath }

// RefuseRefresh makes every refresh fail with invalid_grant from now on
// (the user revoked access in their Google account).
func (s *Server) RefuseRefresh() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuse = true
	clear(s.refresh)
	clear(s.access)
}

// Deny makes the consent page answer access_denied.
func (s *Server) Deny() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deny = true
}

// Consents returns the query of every consent page shown.
func (s *Server) Consents() []url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]url.Values(nil), s.consents...)
}

// Revoked returns the tokens revoked, in order.
func (s *Server) Revoked() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.revoked...)
}

// ValidAccess reports whether tok is an access token the fake issued and
// has not revoked, for fakes of the APIs to check.
func (s *Server) ValidAccess(tok string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.access[tok]
}

// Issue makes a refresh token and an access token as a completed consent
// would, for tests that start with a linked account.
func (s *Server) Issue() (access, refresh string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	access, refresh = "access-"+rand.Text(), "refresh-"+rand.Text()
	s.access[access], s.refresh[refresh] = true, true
	return access, refresh
}

var consentPage = template.Must(template.New("c").Parse(`<!doctype html><html><head><meta charset="utf-8"><title>Fake Google consent</title></head>
<body><h1>Allow Memo?</h1><form id="f" method="get" action="{{.Action}}">{{range $k, $v := .Fields}}<input type="hidden" name="{{$k}}" value="{{$v}}">{{end}}
<button id="allow">Allow</button></form><script>document.getElementById('f').submit()</script></body></html>`))

// consent checks the request as Google would and shows a page that sends
// the browser back to redirect_uri with a code (or access_denied).
func (s *Server) consent(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.mu.Lock()
	s.consents = append(s.consents, q)
	deny := s.deny
	s.mu.Unlock()
	switch {
	case q.Get("client_id") != s.ClientID, q.Get("response_type") != "code", q.Get("redirect_uri") == "":
		http.Error(w, "invalid_request", http.StatusBadRequest)
		return
	case q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "":
		http.Error(w, "PKCE S256 required", http.StatusBadRequest)
		return
	}
	fields := map[string]string{"state": q.Get("state")}
	if deny {
		fields["error"] = "access_denied"
	} else {
		s.mu.Lock()
		code := "code-" + rand.Text()
		s.codes[code] = grant{challenge: q.Get("code_challenge"), redirect: q.Get("redirect_uri"), scope: q.Get("scope")}
		s.mu.Unlock()
		fields["code"] = code
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = consentPage.Execute(w, struct {
		Action string
		Fields map[string]string
	}{q.Get("redirect_uri"), fields})
}

func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, "invalid_request")
		return
	}
	f := r.PostForm
	if f.Get("client_id") != s.ClientID || f.Get("client_secret") != s.ClientSecret {
		oauthError(w, "invalid_client")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch f.Get("grant_type") {
	case "authorization_code":
		g, ok := s.codes[f.Get("code")]
		delete(s.codes, f.Get("code")) // a code works once
		sum := sha256.Sum256([]byte(f.Get("code_verifier")))
		if !ok || g.redirect != f.Get("redirect_uri") || base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge {
			oauthError(w, "invalid_grant")
			return
		}
		access, refresh := "access-"+rand.Text(), "refresh-"+rand.Text()
		s.access[access], s.refresh[refresh] = true, true
		writeJSON(w, map[string]any{"access_token": access, "refresh_token": refresh, "token_type": "Bearer", "expires_in": 3599, "scope": g.scope})
	case "refresh_token":
		if s.refuse || !s.refresh[f.Get("refresh_token")] {
			oauthError(w, "invalid_grant")
			return
		}
		access := "access-" + rand.Text()
		s.access[access] = true
		writeJSON(w, map[string]any{"access_token": access, "token_type": "Bearer", "expires_in": 3599})
	default:
		oauthError(w, "unsupported_grant_type")
	}
}

func (s *Server) revoke(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, "invalid_request")
		return
	}
	tok := r.PostForm.Get("token")
	s.mu.Lock()
	defer s.mu.Unlock()
	s.revoked = append(s.revoked, tok)
	if !s.refresh[tok] && !s.access[tok] {
		oauthError(w, "invalid_token")
		return
	}
	// Revoking a refresh token ends the whole grant.
	clear(s.access)
	delete(s.refresh, tok)
	delete(s.access, tok)
	w.WriteHeader(http.StatusOK)
}

func oauthError(w http.ResponseWriter, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
