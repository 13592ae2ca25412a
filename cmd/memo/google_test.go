package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/adapters/gcal/gcaltest"
	"github.com/memo-assistant/memo/adapters/googleauth/googleauthtest"
)

const (
	testGoogleClient = "client-1.apps.example"
	testGoogleSecret = "client-secret"
	testSecretKey    = "0123456789abcdef0123456789abcdef"
)

// googleEnv is the environment of a memo with Google pointed at fakes.
func googleEnv(g *googleauthtest.Server, cal *gcaltest.Server) map[string]string {
	env := map[string]string{
		"GOOGLE_CLIENT_ID": testGoogleClient, "GOOGLE_CLIENT_SECRET": testGoogleSecret, "MEMO_SECRET_KEY": testSecretKey,
		"MEMO_GOOGLE_AUTH_URL": g.AuthURL(), "MEMO_GOOGLE_TOKEN_URL": g.TokenURL(), "MEMO_GOOGLE_REVOKE_URL": g.RevokeURL(),
	}
	if cal != nil {
		env["MEMO_GOOGLE_API_URL"] = cal.Endpoint()
	}
	return env
}

// live is one `memo chat --jsonl` process fed a line at a time, so a test
// can act between turns (follow a link) while the process runs.
type live struct {
	// db and user are the session's database and user (the chat id too).
	db, user string
	t        *testing.T
	in       *io.PipeWriter
	out      *bufio.Scanner
	done     chan error
}

func startLive(t *testing.T, s *session) *live {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	l := &live{db: s.db, user: s.user, t: t, in: inW, out: bufio.NewScanner(outR), done: make(chan error, 1)}
	l.out.Buffer(make([]byte, 1<<20), 1<<20)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		var stderr strings.Builder
		args := []string{"chat", "--jsonl", "--db", s.db, "--now", s.now, "--user", s.user}
		err := run(ctx, args, inR, outW, &stderr, s.getenv)
		outW.Close()
		if err != nil {
			t.Errorf("memo chat: %v\n%s", err, stderr.String())
		}
		l.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-l.done:
		case <-time.After(10 * time.Second):
			cancel()
			<-l.done
		}
		cancel()
	})
	return l
}

// say sends text and returns the reply.
func (l *live) say(text string) out {
	l.t.Helper()
	b, _ := json.Marshal(map[string]string{"text": text})
	if _, err := l.in.Write(append(b, '\n')); err != nil {
		l.t.Fatal(err)
	}
	if !l.out.Scan() {
		l.t.Fatalf("no reply to %q", text)
	}
	var o out
	if err := json.Unmarshal(l.out.Bytes(), &o); err != nil {
		l.t.Fatalf("reply %s: %v", l.out.Bytes(), err)
	}
	return o
}

// followLink walks a link through the fake consent page to the callback
// and returns the final page.
func followLink(t *testing.T, link string) string {
	t.Helper()
	resp, err := http.Get(link) // start → consent page (redirect followed)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	form := string(page)
	pick := func(a string) string {
		_, after, _ := strings.Cut(form, a)
		v, _, _ := strings.Cut(after, `"`)
		return strings.ReplaceAll(v, "&amp;", "&")
	}
	q := url.Values{"code": {pick(`name="code" value="`)}, "state": {pick(`name="state" value="`)}}
	resp, err = http.Get(pick(`action="`) + "?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// linkIn returns the link in a reply.
func linkIn(t *testing.T, o out) string {
	t.Helper()
	i := strings.Index(o.Summary, "http://127.0.0.1:")
	if i < 0 {
		t.Fatalf("no loopback link in %q", o.Summary)
	}
	return strings.Fields(o.Summary[i:])[0]
}

func TestGoogleNotConfigured(t *testing.T) {
	s := newSession(t, "2030-03-14T09:00:00+02:00", nil)
	s.talk(
		turn{"connect my Google account", all(english, says("operator", "Google"))},
		turn{"חבר את חשבון הגוגל שלי", all(hebrew, says("המפעיל", "גוגל"))},
		turn{"disconnect Google", all(english, says("operator"))},
	)
}

func TestGoogleConfigRefused(t *testing.T) {
	for name, env := range map[string]map[string]string{
		"no key":       {"GOOGLE_CLIENT_ID": "a", "GOOGLE_CLIENT_SECRET": "b"},
		"short key":    {"GOOGLE_CLIENT_ID": "a", "GOOGLE_CLIENT_SECRET": "b", "MEMO_SECRET_KEY": "short"},
		"half client":  {"GOOGLE_CLIENT_ID": "a", "MEMO_SECRET_KEY": testSecretKey},
		"no public":    {"GOOGLE_CLIENT_ID": "a", "GOOGLE_CLIENT_SECRET": "b", "MEMO_SECRET_KEY": testSecretKey},
		"bad public":   {"GOOGLE_CLIENT_ID": "a", "GOOGLE_CLIENT_SECRET": "b", "MEMO_SECRET_KEY": testSecretKey, "MEMO_PUBLIC_URL": "memo.example"},
		"path, public": {"GOOGLE_CLIENT_ID": "a", "GOOGLE_CLIENT_SECRET": "b", "MEMO_SECRET_KEY": testSecretKey, "MEMO_PUBLIC_URL": "https://x.example/memo"},
	} {
		t.Run(name, func(t *testing.T) {
			env["MEMO_HTTP"] = "127.0.0.1:0"
			var stdout, stderr strings.Builder
			err := run(t.Context(), []string{"serve", "--db", filepath.Join(t.TempDir(), "m.db")}, strings.NewReader(""), &stdout, &stderr,
				func(k string) string { return env[k] })
			if err == nil {
				t.Fatal("serve started")
			}
			// Every problem is named, one a line, each naming its setting.
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.Contains(line, "GOOGLE") && !strings.Contains(line, "MEMO_") {
					t.Errorf("reason %q: want each line naming the setting", line)
				}
			}
		})
	}
}

func TestGoogleLinkInChat(t *testing.T) {
	google := googleauthtest.New(t, testGoogleClient, testGoogleSecret)
	cal := gcaltest.NewServer(t, jerusalemZone(t))
	cal.AcceptTokens(google.ValidAccess)
	s := newSession(t, "2030-03-14T09:00:00+02:00", googleEnv(google, cal))
	l := startLive(t, s)

	// Before linking, the calendar is the local one.
	if o := l.say("meeting with Dana tomorrow at 17:00"); !o.Success {
		t.Fatalf("local event: %q", o.Summary)
	}
	if n := cal.Calls(gcaltest.OpInsert); n != 0 {
		t.Fatalf("%d inserts at Google before linking", n)
	}
	o := l.say("connect my Google account")
	link := linkIn(t, o)
	if !strings.Contains(link, "/oauth/google/start?state=") {
		t.Fatalf("link %q", link)
	}
	if page := followLink(t, link); !strings.Contains(page, `data-outcome="linked"`) {
		t.Fatalf("linking ended on\n%s", page)
	}
	c := google.Consents()
	if len(c) != 1 || !strings.HasPrefix(c[0].Get("redirect_uri"), "http://127.0.0.1:") || c[0].Get("code_challenge_method") != "S256" {
		t.Fatalf("consent asked with %v", c)
	}
	// Linked: calendar steps go to Google Calendar.
	if o := l.say("lunch with Avi tomorrow at 13:00"); !o.Success {
		t.Fatalf("google event: %q", o.Summary)
	}
	if n := cal.Calls(gcaltest.OpInsert); n != 1 {
		t.Errorf("%d inserts at Google after linking; want 1", n)
	}
	// Disconnecting revokes at Google; the calendar is local again.
	if o := l.say("disconnect Google"); !strings.Contains(o.Summary, "disconnected") {
		t.Errorf("disconnect: %q", o.Summary)
	}
	if len(google.Revoked()) != 1 {
		t.Errorf("revoked %v; want one token", google.Revoked())
	}
	if o := l.say("נתק את גוגל"); !strings.Contains(o.Summary, "אין חשבון גוגל מחובר") {
		t.Errorf("second disconnect: %q", o.Summary)
	}
	if o := l.say("dentist tomorrow at 10:00"); !o.Success || cal.Calls(gcaltest.OpInsert) != 1 {
		t.Errorf("after unlinking: %q, %d inserts at Google", o.Summary, cal.Calls(gcaltest.OpInsert))
	}
}

func TestGoogleLinkInChatHebrew(t *testing.T) {
	google := googleauthtest.New(t, testGoogleClient, testGoogleSecret)
	s := newSession(t, "2030-03-14T09:00:00+02:00", googleEnv(google, nil))
	l := startLive(t, s)
	o := l.say("חבר את חשבון הגוגל שלי")
	if !strings.Contains(o.Summary, "כדי לחבר את חשבון הגוגל") {
		t.Errorf("reply %q", o.Summary)
	}
	if page := followLink(t, linkIn(t, o)); !strings.Contains(page, "חשבון הגוגל חובר") {
		t.Fatalf("linking ended on\n%s", page)
	}
	if o := l.say("נתק את גוגל"); !strings.Contains(o.Summary, "נותק") {
		t.Errorf("disconnect: %q", o.Summary)
	}
}

func jerusalemZone(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// TestGoogleCopyLocalOnLink: linking with events in Memo's own calendar
// asks whether to copy them; "yes" copies each once (a series as one), a
// second copy creates nothing, and "no" copies nothing.
func TestGoogleCopyLocalOnLink(t *testing.T) {
	google := googleauthtest.New(t, testGoogleClient, testGoogleSecret)
	cal := gcaltest.NewServer(t, jerusalemZone(t))
	cal.AcceptTokens(google.ValidAccess)
	s := newSession(t, "2030-03-14T09:00:00+02:00", googleEnv(google, cal))
	l := startLive(t, s)
	for _, msg := range []string{"meeting with Dana tomorrow at 17:00", "gym every monday 18:00-19:00"} {
		if o := l.say(msg); !o.Success {
			t.Fatalf("%s: %q", msg, o.Summary)
		}
	}
	if page := followLink(t, linkIn(t, l.say("connect my Google account"))); !strings.Contains(page, `data-outcome="linked"`) {
		t.Fatalf("linking ended on\n%s", page)
	}
	if n := cal.Calls(gcaltest.OpInsert); n != 0 {
		t.Fatalf("%d inserts before the answer", n)
	}
	o := l.say("yes")
	if !o.Success || !strings.Contains(o.Summary, "Copied 2 events") {
		t.Fatalf("yes: %q", o.Summary)
	}
	if n := cal.Calls(gcaltest.OpInsert); n != 2 {
		t.Errorf("%d inserts at Google; want 2 (the meeting and the series)", n)
	}
	if o := l.say("yes"); strings.Contains(o.Summary, "Copied") {
		t.Errorf("a second yes copied again: %q", o.Summary)
	}

	// Declined: nothing is copied.
	google2 := googleauthtest.New(t, testGoogleClient, testGoogleSecret)
	cal2 := gcaltest.NewServer(t, jerusalemZone(t))
	cal2.AcceptTokens(google2.ValidAccess)
	h := startLive(t, newSession(t, "2030-03-14T09:00:00+02:00", googleEnv(google2, cal2)))
	if o := h.say("פגישה עם דנה מחר ב-17:00"); !o.Success {
		t.Fatalf("local event: %q", o.Summary)
	}
	if page := followLink(t, linkIn(t, h.say("חבר את חשבון הגוגל שלי"))); !strings.Contains(page, `data-outcome="linked"`) {
		t.Fatalf("linking ended on\n%s", page)
	}
	h.say("לא")
	if n := cal2.Calls(gcaltest.OpInsert); n != 0 {
		t.Errorf("%d inserts after no", n)
	}
}
