package googleauth_test

import (
	"bytes"
	"context"
	"database/sql"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/oauth2"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/gmail"
	"github.com/memo-assistant/memo/adapters/gmail/gmailtest"
	"github.com/memo-assistant/memo/adapters/googleauth"
	"github.com/memo-assistant/memo/adapters/googleauth/googleauthtest"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

const (
	clientID     = "client-123.apps.example"
	clientSecret = "client-secret-xyz"
	secret       = "0123456789abcdef0123456789abcdef-test"
	user         = "+972500000001"
	chat         = "972500000001@s.whatsapp.net"
)

// notes records the messages sent to users.
type notes struct {
	mu   sync.Mutex
	sent []string
}

func (n *notes) Notify(_ context.Context, chatID, text string) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.sent = append(n.sent, chatID+": "+text)
	return nil
}

func (n *notes) all() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.sent...)
}

// rig is a linker on a real SQLite file, the fake Google and a server
// for its handler.
type rig struct {
	linker *googleauth.Linker
	google *googleauthtest.Server
	db     *sqldb.DB
	path   string
	clock  *storetest.Clock
	notes  *notes
	srv    *httptest.Server
}

func newRig(t *testing.T) *rig { return newRigWith(t, nil) }

// newRigWith is newRig with the linker's configuration changed by set.
func newRigWith(t *testing.T, set func(*rig, *googleauth.Config)) *rig {
	t.Helper()
	r := &rig{clock: storetest.NewClock(time.Date(2030, 3, 14, 9, 30, 0, 0, time.UTC)), notes: &notes{}}
	r.path = filepath.Join(t.TempDir(), "memo.db")
	db, err := sqlite.Open(t.Context(), r.path, r.clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r.db = db
	r.google = googleauthtest.New(t, clientID, clientSecret)
	// The linker needs the server's address before the server serves it.
	r.srv = httptest.NewUnstartedServer(nil)
	t.Cleanup(r.srv.Close)
	cfg := googleauth.Config{
		ClientID: clientID, ClientSecret: clientSecret, PublicURL: "http://" + r.srv.Listener.Addr().String(), Secret: secret,
		AuthURL: r.google.AuthURL(), TokenURL: r.google.TokenURL(), RevokeURL: r.google.RevokeURL(),
		Links: db, States: db, Notify: r.notes, Clock: r.clock,
	}
	if set != nil {
		set(r, &cfg)
	}
	r.linker, err = googleauth.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r.srv.Config.Handler = r.linker.Handler()
	r.srv.Start()
	return r
}

// noRedirect is a client that stops at each redirect.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// consent opens link and returns the callback URL the fake consent page
// would send the browser to.
func (r *rig) consent(t *testing.T, link string) string {
	t.Helper()
	resp, err := noRedirect.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("start answered %d; want a redirect to Google", resp.StatusCode)
	}
	to := resp.Header.Get("Location")
	resp, err = http.Get(to)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	form := string(page)
	action := between(form, `action="`, `"`)
	q := url.Values{}
	for _, name := range []string{"code", "state", "error"} {
		if v := between(form, `name="`+name+`" value="`, `"`); v != "" {
			q.Set(name, htmlUnescape(v))
		}
	}
	return htmlUnescape(action) + "?" + q.Encode()
}

func between(s, a, b string) string {
	_, after, ok := strings.Cut(s, a)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, b)
	return v
}

func htmlUnescape(s string) string {
	return strings.NewReplacer("&amp;", "&", "&#43;", "+", "&#34;", `"`, "&#39;", "'", "&lt;", "<", "&gt;", ">").Replace(s)
}

// get returns status and body of u.
func get(t *testing.T, u string) (int, string) {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (r *rig) link(t *testing.T, lang memo.Language) {
	t.Helper()
	u, err := r.linker.ConnectURL(t.Context(), user, chat, lang)
	if err != nil {
		t.Fatal(err)
	}
	if code, body := get(t, r.consent(t, u)); code != http.StatusOK || !strings.Contains(body, `data-outcome="linked"`) {
		t.Fatalf("callback = %d\n%s", code, body)
	}
}

func TestLinkFlow(t *testing.T) {
	r := newRig(t)
	u, err := r.linker.ConnectURL(t.Context(), user, chat, memo.English)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(u, r.srv.URL+googleauth.StartPath+"?state=") {
		t.Fatalf("link %q does not start at %s", u, googleauth.StartPath)
	}
	cb := r.consent(t, u)
	c := r.google.Consents()[0]
	for k, want := range map[string]string{
		"access_type": "offline", "prompt": "consent", "code_challenge_method": "S256",
		"redirect_uri": r.srv.URL + googleauth.CallbackPath, "client_id": clientID,
	} {
		if c.Get(k) != want {
			t.Errorf("consent %s = %q; want %q", k, c.Get(k), want)
		}
	}
	if got := c.Get("scope"); got != strings.Join(googleauth.DefaultScopes, " ") {
		t.Errorf("scope = %q", got)
	}
	code, body := get(t, cb)
	if code != http.StatusOK || !strings.Contains(body, "Google account linked") {
		t.Fatalf("callback = %d\n%s", code, body)
	}
	if n := r.notes.all(); len(n) != 1 || !strings.Contains(n[0], chat+": ✅ Your Google account is connected") {
		t.Errorf("notes = %q; want one success message in English", n)
	}
	ts, err := r.linker.TokenSource(t.Context(), user)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := ts.Token()
	if err != nil || !r.google.ValidAccess(tok.AccessToken) {
		t.Fatalf("token %v, %v; want a valid access token", tok, err)
	}
	// Replaying the callback is refused and changes nothing.
	if code, body := get(t, cb); code != http.StatusBadRequest || !strings.Contains(body, `data-outcome="used"`) {
		t.Errorf("replayed callback = %d\n%s", code, body)
	}
	if n := len(r.notes.all()); n != 1 {
		t.Errorf("%d notes after replay; want 1", n)
	}
}

// TestLinkedNamesTheAccount: once linked, the user is told which Google
// address was linked (Gmail's profile, asked with the new token), so a
// link opened by someone else's account shows at once.
func TestLinkedNamesTheAccount(t *testing.T) {
	mail := gmailtest.New(t)
	mail.SetAddress("dana@example.com")
	r := newRigWith(t, func(r *rig, c *googleauth.Config) {
		mail.AcceptTokens(r.google.ValidAccess)
		c.Account = func(ctx context.Context, userID string) (string, error) {
			ts, err := r.linker.TokenSource(ctx, userID)
			if err != nil {
				return "", err
			}
			box, err := gmail.New(ctx, gmail.Config{TokenSource: ts, Endpoint: mail.URL, PeopleEndpoint: mail.URL})
			if err != nil {
				return "", err
			}
			return box.Address(ctx)
		}
	})
	u, err := r.linker.ConnectURL(t.Context(), user, chat, memo.English)
	if err != nil {
		t.Fatal(err)
	}
	if code, body := get(t, r.consent(t, u)); code != http.StatusOK {
		t.Fatalf("callback = %d\n%s", code, body)
	}
	want := chat + ": ✅ Your Google account dana@example.com is connected."
	if n := r.notes.all(); len(n) != 1 || !strings.HasPrefix(n[0], want) {
		t.Errorf("notes = %q; want one starting %q", n, want)
	}
	if mail.Calls(gmailtest.OpProfile) != 1 {
		t.Errorf("profile asked %d times; want once", mail.Calls(gmailtest.OpProfile))
	}
}

func TestTokensAreNotPlaintext(t *testing.T) {
	r := newRig(t)
	r.link(t, memo.Hebrew)
	ts, _ := r.linker.TokenSource(t.Context(), user)
	tok, err := ts.Token()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := sql.Open("sqlite", r.path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var sealed []byte
	if err := raw.QueryRow(`SELECT sealed FROM google_links WHERE user_id = ?`, user).Scan(&sealed); err != nil {
		t.Fatal(err)
	}
	for _, secretPart := range []string{tok.AccessToken, tok.RefreshToken, "access_token", "refresh"} {
		if bytes.Contains(sealed, []byte(secretPart)) {
			t.Errorf("the stored token holds %q in plain text", secretPart)
		}
	}
	// A sealed token does not open for another user, nor when tampered.
	k := r.linker.Keys()
	if _, err := k.Open(sealed, []byte("+972500000009")); err == nil {
		t.Error("sealed token opened for another user")
	}
	sealed[len(sealed)-1] ^= 1
	if _, err := k.Open(sealed, []byte(user)); err == nil {
		t.Error("tampered token opened")
	}
}

func TestStateTampering(t *testing.T) {
	r := newRig(t)
	u, _ := r.linker.ConnectURL(t.Context(), user, chat, memo.English)
	state, _ := url.QueryUnescape(strings.SplitN(u, "state=", 2)[1])
	payload, sig, _ := strings.Cut(state, ".")
	// Another user's name under the same signature.
	other, _ := r.linker.ConnectURL(t.Context(), "+972500000002", chat, memo.English)
	otherState, _ := url.QueryUnescape(strings.SplitN(other, "state=", 2)[1])
	otherPayload, _, _ := strings.Cut(otherState, ".")
	// The first character of the signature changed: upper-casing it would
	// change nothing when it is a digit or already upper case.
	flip := "A"
	if sig[0] == 'A' {
		flip = "B"
	}
	for name, bad := range map[string]string{
		"swapped payload": otherPayload + "." + sig,
		"flipped sig":     payload + "." + flip + sig[1:],
		"no sig":          payload,
		"garbage":         "not-a-state",
		"empty":           "",
	} {
		code, body := get(t, r.srv.URL+googleauth.StartPath+"?state="+url.QueryEscape(bad))
		if code != http.StatusBadRequest || !strings.Contains(body, `data-outcome="invalid"`) {
			t.Errorf("%s: start = %d\n%s", name, code, body)
		}
		code, _ = get(t, r.srv.URL+googleauth.CallbackPath+"?code=x&state="+url.QueryEscape(bad))
		if code != http.StatusBadRequest {
			t.Errorf("%s: callback = %d; want 400", name, code)
		}
	}
	// A real code with a forged state links nothing.
	cb := r.consent(t, other)
	q, _ := url.ParseQuery(strings.SplitN(cb, "?", 2)[1])
	q.Set("state", otherPayload+"."+sig)
	if code, _ := get(t, r.srv.URL+googleauth.CallbackPath+"?"+q.Encode()); code != http.StatusBadRequest {
		t.Errorf("forged state on callback = %d; want 400", code)
	}
	for _, id := range []string{user, "+972500000002"} {
		if ok, _ := r.linker.Linked(t.Context(), id); ok {
			t.Errorf("%s linked by a tampered state", id)
		}
	}
	if n := r.notes.all(); len(n) != 0 {
		t.Errorf("tampered states sent notes: %q", n)
	}
}

func TestStateExpiry(t *testing.T) {
	r := newRig(t)
	u, _ := r.linker.ConnectURL(t.Context(), user, chat, memo.Hebrew)
	r.clock.Advance(29 * time.Minute)
	cb := r.consent(t, u) // still good at 29 minutes
	r.clock.Advance(2 * time.Minute)
	code, body := get(t, cb)
	if code != http.StatusBadRequest || !strings.Contains(body, `data-outcome="expired"`) || !strings.Contains(body, "פג") {
		t.Errorf("expired callback = %d\n%s", code, body)
	}
	if ok, _ := r.linker.Linked(t.Context(), user); ok {
		t.Error("linked by an expired state")
	}
	get(t, cb) // opened again: still refused, and the chat is not told twice
	if n := r.notes.all(); len(n) != 1 || !strings.Contains(n[0], "פג תוקף") {
		t.Errorf("notes = %q; want one Hebrew 'expired' message", n)
	}
	if code, body := get(t, u); code != http.StatusBadRequest || !strings.Contains(body, `data-outcome="expired"`) {
		t.Errorf("expired start = %d\n%s", code, body)
	}
}

func TestConsentDenied(t *testing.T) {
	r := newRig(t)
	r.google.Deny()
	u, _ := r.linker.ConnectURL(t.Context(), user, chat, memo.English)
	code, body := get(t, r.consent(t, u))
	if code != http.StatusBadRequest || !strings.Contains(body, `data-outcome="denied"`) {
		t.Errorf("denied callback = %d\n%s", code, body)
	}
	if n := r.notes.all(); len(n) != 1 || !strings.Contains(n[0], "wasn't granted") {
		t.Errorf("notes = %q", n)
	}
}

func TestRefreshedTokenIsKept(t *testing.T) {
	r := newRig(t)
	r.link(t, memo.English)
	access, refresh := r.google.Issue()
	old := &oauth2.Token{AccessToken: access, RefreshToken: refresh, TokenType: "Bearer", Expiry: time.Now().Add(-time.Minute)}
	ts := oauth2ReuseExpired(t, r, old)
	tok, err := ts.Token()
	if err != nil {
		t.Fatal(err)
	}
	if tok.AccessToken == access {
		t.Fatal("expired token was not refreshed")
	}
	// A new source (a later turn) starts from the refreshed token.
	ts2, _ := r.linker.TokenSource(t.Context(), user)
	tok2, err := ts2.Token()
	if err != nil || tok2.AccessToken != tok.AccessToken || tok2.RefreshToken != refresh {
		t.Errorf("stored token = %+v, %v; want the refreshed access token and the same refresh token", tok2, err)
	}
}

func TestDisconnectRevokes(t *testing.T) {
	r := newRig(t)
	r.link(t, memo.English)
	ts, _ := r.linker.TokenSource(t.Context(), user)
	tok, _ := ts.Token()
	gone, err := r.linker.Disconnect(t.Context(), user)
	if err != nil || !gone {
		t.Fatalf("Disconnect = %v, %v", gone, err)
	}
	if rv := r.google.Revoked(); len(rv) != 1 || rv[0] != tok.RefreshToken {
		t.Errorf("revoked %q; want the refresh token", rv)
	}
	if r.google.ValidAccess(tok.AccessToken) {
		t.Error("access token still valid at Google")
	}
	if ok, _ := r.linker.Linked(t.Context(), user); ok {
		t.Error("still linked")
	}
	if gone, err := r.linker.Disconnect(t.Context(), user); gone || err != nil {
		t.Errorf("second Disconnect = %v, %v; want false, nil", gone, err)
	}
}

func TestNewRefusesBadConfig(t *testing.T) {
	r := newRig(t)
	base := googleauth.Config{ClientID: "a", ClientSecret: "b", PublicURL: "https://memo.example", Secret: secret, Links: r.db, States: r.db}
	if _, err := googleauth.New(base); err != nil {
		t.Fatalf("valid config refused: %v", err)
	}
	for name, mut := range map[string]func(*googleauth.Config){
		"no stores":    func(c *googleauth.Config) { c.Links, c.States = nil, nil },
		"short secret": func(c *googleauth.Config) { c.Secret = "short" },
		"bad url":      func(c *googleauth.Config) { c.PublicURL = "memo.example" },
		"no client":    func(c *googleauth.Config) { c.ClientID = "" },
	} {
		c := base
		mut(&c)
		if _, err := googleauth.New(c); err == nil {
			t.Errorf("%s: New succeeded", name)
		}
	}
}
