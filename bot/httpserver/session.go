package httpserver

import (
	"crypto/rand"
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"
)

// sessionTTL is how long an operator's browser session lasts.
const sessionTTL = 12 * time.Hour

// maxSessions bounds the sessions kept; the oldest goes first.
const maxSessions = 64

// sessions are the operator's browser sessions: opening the /pair link
// with the token starts one, and the browser keeps only its random id in
// a cookie, never the token itself. Safe for concurrent use.
type sessions struct {
	mu sync.Mutex
	m  map[string]time.Time // id → expiry
}

// start begins a session ending at now+sessionTTL and returns its id.
func (s *sessions) start(now time.Time) string {
	id := rand.Text() + rand.Text()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = make(map[string]time.Time)
	}
	for k, exp := range s.m {
		if !exp.After(now) {
			delete(s.m, k)
		}
	}
	if len(s.m) >= maxSessions {
		oldest, at := "", time.Time{}
		for k, exp := range s.m {
			if oldest == "" || exp.Before(at) {
				oldest, at = k, exp
			}
		}
		delete(s.m, oldest)
	}
	s.m[id] = now.Add(sessionTTL)
	return id
}

// valid reports whether id is a session unexpired at now. The look-up
// compares every id in constant time, so timing tells nothing of them.
func (s *sessions) valid(id string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	ok := false
	for k, exp := range s.m {
		if subtle.ConstantTimeCompare([]byte(k), []byte(id)) == 1 && exp.After(now) {
			ok = true
		}
	}
	return ok
}

// secure reports whether the browser reached r over HTTPS: directly, or
// through a proxy of Config.TrustedProxies that says so in
// X-Forwarded-Proto. Another client's X-Forwarded-Proto is not believed.
func (s *Server) secure(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if len(s.cfg.TrustedProxies) == 0 || r.Header.Get("X-Forwarded-Proto") != "https" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(ip.Unmap()) {
			return true
		}
	}
	return false
}
