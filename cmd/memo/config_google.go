package main

import (
	"net/url"
	"strings"

	"github.com/memo-assistant/memo/adapters/googleauth"
)

// googleConfig is the Google side of Config. Google is on when both
// ClientID and ClientSecret are set.
type googleConfig struct {
	// ClientID and ClientSecret are the OAuth client's (env
	// GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET).
	ClientID, ClientSecret string
	// PublicURL is the address users' browsers reach memo serve at, the
	// base of the redirect Google sends them back to (env MEMO_PUBLIC_URL,
	// e.g. https://memo.example.com). memo chat uses a loopback address.
	PublicURL string
	// SecretKey derives the keys that encrypt tokens at rest and sign
	// linking states (env MEMO_SECRET_KEY, at least 32 characters).
	SecretKey string
	// Scopes asked for (env MEMO_GOOGLE_SCOPES, space- or comma-separated;
	// default calendar events, gmail.modify, contacts.readonly).
	Scopes []string
	// AuthURL, TokenURL and RevokeURL point Google's OAuth endpoints
	// elsewhere, and APIURL the Calendar API's base (env
	// MEMO_GOOGLE_AUTH_URL, MEMO_GOOGLE_TOKEN_URL, MEMO_GOOGLE_REVOKE_URL,
	// MEMO_GOOGLE_API_URL; default Google's own), for tests.
	AuthURL, TokenURL, RevokeURL, APIURL string
	// GmailURL and PeopleURL point the Gmail and People APIs elsewhere
	// (env MEMO_GOOGLE_GMAIL_URL, MEMO_GOOGLE_PEOPLE_URL), for tests.
	GmailURL, PeopleURL string
}

// on reports whether Google is configured.
func (g googleConfig) on() bool { return g.ClientID != "" && g.ClientSecret != "" }

// readGoogle reads the Google configuration and checks what can be
// checked without knowing the command (serve also needs MEMO_PUBLIC_URL).
func readGoogle(p *problems, getenv func(string) string) googleConfig {
	g := googleConfig{
		ClientID:     strings.TrimSpace(getenv("GOOGLE_CLIENT_ID")),
		ClientSecret: strings.TrimSpace(getenv("GOOGLE_CLIENT_SECRET")),
		PublicURL:    strings.TrimRight(strings.TrimSpace(getenv("MEMO_PUBLIC_URL")), "/"),
		SecretKey:    strings.TrimSpace(getenv("MEMO_SECRET_KEY")),
		AuthURL:      strings.TrimSpace(getenv("MEMO_GOOGLE_AUTH_URL")),
		TokenURL:     strings.TrimSpace(getenv("MEMO_GOOGLE_TOKEN_URL")),
		RevokeURL:    strings.TrimSpace(getenv("MEMO_GOOGLE_REVOKE_URL")),
		APIURL:       strings.TrimSpace(getenv("MEMO_GOOGLE_API_URL")),
		GmailURL:     strings.TrimSpace(getenv("MEMO_GOOGLE_GMAIL_URL")),
		PeopleURL:    strings.TrimSpace(getenv("MEMO_GOOGLE_PEOPLE_URL")),
	}
	g.Scopes = strings.FieldsFunc(getenv("MEMO_GOOGLE_SCOPES"), func(r rune) bool { return r == ',' || r == ' ' })
	if (g.ClientID == "") != (g.ClientSecret == "") {
		p.add("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both to turn Google on, or neither")
	}
	if !g.on() {
		return g
	}
	switch {
	case g.SecretKey == "":
		p.add("Google is configured but MEMO_SECRET_KEY is not: set it (at least 32 characters, e.g. from `openssl rand -hex 32`) to encrypt Google tokens")
	case len(g.SecretKey) < googleauth.MinSecretLen:
		p.add("MEMO_SECRET_KEY is too short: want at least %d characters, e.g. from `openssl rand -hex 32`", googleauth.MinSecretLen)
	}
	if g.PublicURL != "" {
		if u, err := url.Parse(g.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			p.add("MEMO_PUBLIC_URL %q: want the address users reach memo serve at, like https://memo.example.com", g.PublicURL)
		}
	}
	for _, e := range []struct{ key, v string }{
		{"MEMO_GOOGLE_AUTH_URL", g.AuthURL}, {"MEMO_GOOGLE_TOKEN_URL", g.TokenURL}, {"MEMO_GOOGLE_REVOKE_URL", g.RevokeURL},
		{"MEMO_GOOGLE_API_URL", g.APIURL}, {"MEMO_GOOGLE_GMAIL_URL", g.GmailURL}, {"MEMO_GOOGLE_PEOPLE_URL", g.PeopleURL},
	} {
		if e.v != "" && !httpURL(e.v) {
			p.add("%s %q: want an http(s) URL", e.key, e.v)
		}
	}
	return g
}

// httpURL reports whether v is an absolute http or https URL.
func httpURL(v string) bool {
	u, err := url.Parse(v)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
