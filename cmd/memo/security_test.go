package main

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"testing"
)

// TestServeWarnsWhoMayUse: open use is an explicit choice, and serve says
// loudly at start who may use the bot when no list was given.
func TestServeWarnsWhoMayUse(t *testing.T) {
	for _, tt := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"unset", nil, "the bot answers no one"},
		{"unset with an operator", map[string]string{"MEMO_OPERATOR": "+972501234567"}, "only the operator (+972501234567)"},
		{"anyone", map[string]string{"MEMO_ALLOWED_NUMBERS": "*"}, "anyone who writes to the bot's number"},
		{"a list", map[string]string{"MEMO_ALLOWED_NUMBERS": "+972501234567"}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := startServe(t, serveEnv(t, tt.env))
			if err := s.stop(); err != nil {
				t.Fatal(err)
			}
			got := s.stderr.String()
			if tt.want == "" && strings.Contains(got, "WARNING") || tt.want != "" && !strings.Contains(got, "WARNING: MEMO_ALLOWED_NUMBERS") {
				t.Errorf("stderr:\n%s\nwant a warning saying %q", got, tt.want)
			}
			if tt.want != "" && !strings.Contains(got, tt.want) {
				t.Errorf("stderr:\n%s\nwant %q", got, tt.want)
			}
		})
	}
}

// TestServePairLinkIsTheOnlyWayIn: without MEMO_PAIR_TOKEN serve makes a
// token and prints the link with it; /pair refuses requests without it,
// and /healthz tells strangers no details.
func TestServePairLinkIsTheOnlyWayIn(t *testing.T) {
	env := serveEnv(t, map[string]string{"MEMO_PAIR_TOKEN": "", "MEMO_OPERATOR": "+972501234567"})
	s := startServe(t, env)
	m := regexp.MustCompile(`pair on (http://[0-9.:]+/pair\?token=([A-Za-z0-9]+))`).FindStringSubmatch(s.stdout.String())
	if m == nil || len(m[2]) < 16 {
		t.Fatalf("no pair link with a token in stdout:\n%s", s.stdout.String())
	}
	resp, err := http.Get(s.url + "/pair")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("/pair without the token: %d; want 401", resp.StatusCode)
	}
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	browser := &http.Client{Jar: jar} // keeps the cookie the link sets, as a browser does
	resp, err = browser.Get(m[1])
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "Link Memo to WhatsApp") {
		t.Errorf("the printed link: %d\n%s", resp.StatusCode, page)
	}
	resp, err = http.Get(s.url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if strings.Contains(string(body), `"detail"`) || strings.Contains(string(body), "pairing on /pair") {
		t.Errorf("/healthz without the token shows details:\n%s", body)
	}
}
