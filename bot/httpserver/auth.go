package httpserver

import (
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"
	"time"
)

// cookieName is the cookie that carries the operator's session id once a
// browser opened the /pair link with the token (see sessions).
const cookieName = "memo_operator"

// Pairer starts pairing when the operator asks; *whatsapp.Client
// implements it. It must not block.
type Pairer interface {
	StartPairing()
}

// access is what a request may see.
type access int

const (
	accessNone     access = iota // no token, or the wrong one
	accessOperator               // the operator's token, from an allowed host
)

// authorize returns the request's access: the operator's when it carries
// the token (Authorization: Bearer, or ?token=) or the id of a session
// the token started (the cookie), and names an allowed host. Without a
// configured token no one is the operator.
func (s *Server) authorize(r *http.Request) access {
	if s.cfg.Token == "" || !s.hostAllowed(r.Host) {
		return accessNone
	}
	for _, t := range requestTokens(r) {
		if subtle.ConstantTimeCompare([]byte(t), []byte(s.cfg.Token)) == 1 {
			return accessOperator
		}
	}
	if c, err := r.Cookie(cookieName); err == nil && s.sessions.valid(c.Value, time.Now()) {
		return accessOperator
	}
	return accessNone
}

// requestTokens are the tokens a request offers.
func requestTokens(r *http.Request) []string {
	var out []string
	if v, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		out = append(out, strings.TrimSpace(v))
	}
	if v := r.URL.Query().Get("token"); v != "" {
		out = append(out, v)
	}
	return out
}

// offersCredential reports whether r offers a token or a session cookie.
func offersCredential(r *http.Request) bool {
	_, err := r.Cookie(cookieName)
	return len(requestTokens(r)) > 0 || err == nil
}

// hostAllowed reports whether a request's Host may be answered: an IP
// address, localhost, or a name in Config.Hosts. A page on another name
// that a DNS rebinding pointed at this server is refused, so it cannot
// read the pairing QR code even from the operator's browser.
func (s *Server) hostAllowed(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.ToLower(strings.Trim(host, "[]"))
	if host == "" {
		return false
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	return host == "localhost" || slices.Contains(s.cfg.Hosts, host)
}

// operatorOnly wraps h (/pair, /metrics): a request without the
// operator's token gets 401 (403 when it offers a wrong one or names a
// host not allowed).
func (s *Server) operatorOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		switch {
		case s.cfg.Token == "":
			http.Error(w, "this page is off: memo serve has no operator token (MEMO_PAIR_TOKEN)", http.StatusForbidden)
		case !s.hostAllowed(r.Host):
			http.Error(w, "host not allowed: open this page by its IP address or localhost, or add the name to MEMO_HTTP_HOSTS", http.StatusForbidden)
		case s.authorize(r) == accessOperator:
			h(w, r)
		case offersCredential(r):
			http.Error(w, "wrong operator token, or the session ended: open the /pair link memo serve printed again", http.StatusForbidden)
		default:
			w.Header().Set("WWW-Authenticate", `Bearer realm="memo"`)
			http.Error(w, "operator token required: send Authorization: Bearer <MEMO_PAIR_TOKEN>, or open the /pair link memo serve printed (…/pair?token=…)", http.StatusUnauthorized)
		}
	}
}

// Loopback reports whether addr ("host:port") listens on loopback only.
// An empty host or an unspecified address (0.0.0.0, ::) listens on every
// interface.
func Loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil && ip.IsLoopback()
}
