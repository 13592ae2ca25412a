package httpserver

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"rsc.io/qr"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

// pairHead and pairFoot frame the /pair page. The page reloads itself
// every Refresh seconds, so the QR code follows WhatsApp's rotation and the
// page turns into "paired as …" once the phone scanned it; no script is
// needed. Once paired and connected there is nothing left to follow and it
// stops reloading.
//
// The page is written with html.EscapeString rather than html/template:
// the template engine looks methods up by name at run time, which makes
// the linker keep every exported method of every type in the binary
// (tens of megabytes of the OpenAI client alone). Every value below is
// text inside an element or a quoted attribute, where escaping is all
// that is needed.
const (
	pairHead = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
`
	pairStyle = `<title>Memo · link WhatsApp</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
img { display: block; width: 20rem; height: 20rem; image-rendering: pixelated; margin: 1.5rem 0; }
.state { color: #555; }
</style>
</head>
<body>
<h1>Link Memo to WhatsApp</h1>
`
	pairFoot = `</body>
</html>
`
)

// render writes the page for v.
func (v pairView) render(w io.Writer) error {
	var b strings.Builder
	b.WriteString(pairHead)
	if v.Refresh > 0 {
		fmt.Fprintf(&b, "<meta http-equiv=\"refresh\" content=\"%d\">\n", v.Refresh)
	}
	b.WriteString(pairStyle)
	state := func() {
		fmt.Fprintf(&b, "<p id=\"plain\">%s</p>\n", html.EscapeString(v.Plain))
		fmt.Fprintf(&b, "<p id=\"state\" class=\"state\">WhatsApp: %s", html.EscapeString(string(v.State)))
		if v.Detail != "" {
			b.WriteString(" — " + html.EscapeString(v.Detail))
		}
		b.WriteString("</p>\n")
	}
	switch {
	case v.Phone != "":
		fmt.Fprintf(&b, "<p id=\"paired\">Paired as <strong dir=\"ltr\">%s</strong>.</p>\n", html.EscapeString(v.Phone))
		state()
	case v.Start:
		state()
		b.WriteString("<p>Pairing waits for you. Start it, then scan the code that appears here with the bot's phone.</p>\n")
		b.WriteString(`<form method="post" action="/pair/start"><button id="start" type="submit">Start pairing</button></form>` + "\n")
	case v.QR != "":
		b.WriteString("<p>On the bot's phone open WhatsApp → Settings → Linked devices → Link a device, and scan this code.</p>\n")
		fmt.Fprintf(&b, "<img id=\"qr\" src=\"/pair/qr.png?v=%s\" alt=\"WhatsApp pairing QR code\">\n", html.EscapeString(url.QueryEscape(v.QR)))
		b.WriteString("<p class=\"state\">The code changes every 20 seconds; this page follows it. Or pair by phone number with <code>memo pair --phone +972…</code>.</p>\n")
	default:
		state()
		b.WriteString("<p>Waiting for a QR code from WhatsApp…</p>\n")
	}
	b.WriteString(pairFoot)
	_, err := io.WriteString(w, b.String())
	return err
}

// pairView is what the page shows.
type pairView struct {
	Refresh int // seconds; 0 stops reloading
	State   whatsapp.State
	Detail  string
	Phone   string
	QR      string // a short hash of the code, to bust caches; "" when none
	Start   bool   // pairing waits for the operator: show the button
	Plain   string // the state in plain words
}

func (s *Server) status() whatsapp.Status {
	if s.cfg.WhatsApp == nil {
		return whatsapp.Status{State: "off"}
	}
	return s.cfg.WhatsApp.Status()
}

func (s *Server) pair(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Has("token") {
		// Start a session for the page's own requests (the image, the
		// reloads) and take the token out of the address bar. The cookie
		// holds the session's random id, never the token.
		http.SetCookie(w, &http.Cookie{
			Name: cookieName, Value: s.sessions.start(time.Now()), Path: "/", HttpOnly: true,
			Secure: s.secure(r), SameSite: http.SameSiteStrictMode, MaxAge: int(sessionTTL.Seconds()),
		})
		http.Redirect(w, r, "/pair", http.StatusSeeOther)
		return
	}
	st := s.status()
	v := pairView{Refresh: max(1, int(s.cfg.Refresh.Seconds())), State: st.State, Detail: st.Detail, Phone: st.Phone, Plain: st.Plain(time.Now())}
	if st.QR != "" && st.Phone == "" {
		v.QR = qrVersion(st.QR)
	}
	if st.Phone != "" && st.State == whatsapp.StateConnected {
		v.Refresh = 0
	}
	if s.cfg.Pairer != nil && st.Phone == "" && (st.State == whatsapp.StateUnpaired || st.State == whatsapp.StateLoggedOut) {
		v.Start, v.Refresh = true, 0
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Referrer-Policy", "no-referrer")
	if err := v.render(w); err != nil {
		s.log.Debug("write /pair", "err", err)
	}
}

// startPairing lets the client pair (the page's button). A form posted
// from another origin is refused; the cookie is SameSite=Strict as well.
func (s *Server) startPairing(w http.ResponseWriter, r *http.Request) {
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host && o != "https://"+r.Host {
		http.Error(w, "cross-origin request refused", http.StatusForbidden)
		return
	}
	if s.cfg.Pairer == nil {
		http.Error(w, "pairing is not available here", http.StatusNotFound)
		return
	}
	s.log.Warn("operator started pairing", "remote", r.RemoteAddr)
	s.cfg.Pairer.StartPairing()
	http.Redirect(w, r, "/pair", http.StatusSeeOther)
}

// qrVersion names a QR code without revealing it.
func qrVersion(code string) string {
	sum := sha256.Sum256([]byte(code))
	return hex.EncodeToString(sum[:6])
}

// qrPNG serves the current QR code as a PNG; 404 when there is none.
func (s *Server) qrPNG(w http.ResponseWriter, r *http.Request) {
	st := s.status()
	if st.QR == "" || st.Phone != "" {
		http.Error(w, "no QR code right now", http.StatusNotFound)
		return
	}
	png, err := QRPNG(st.QR)
	if err != nil {
		s.log.Error("encode QR code", "err", err)
		http.Error(w, "cannot draw the QR code", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	_, _ = w.Write(png)
}

// QRPNG draws code as a PNG, 8 pixels a module with the standard quiet
// zone, at error correction level M (WhatsApp's codes fit easily).
func QRPNG(code string) ([]byte, error) {
	c, err := qr.Encode(code, qr.M)
	if err != nil {
		return nil, err
	}
	c.Scale = 8
	return c.PNG(), nil
}

// pairStatus is the page's state as JSON, for scripts polling pairing.
func (s *Server) pairStatus(w http.ResponseWriter, r *http.Request) {
	st := s.status()
	out := struct {
		State  whatsapp.State `json:"state"`
		Detail string         `json:"detail,omitempty"`
		Phone  string         `json:"phone,omitempty"`
		QR     string         `json:"qr_version,omitempty"`
	}{State: st.State, Detail: st.Detail, Phone: st.Phone}
	if st.QR != "" && st.Phone == "" {
		out.QR = qrVersion(st.QR)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}
