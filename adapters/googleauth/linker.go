// Package googleauth links a user's Google account to Memo: the consent
// link (OAuth 2.0 authorization code with PKCE S256, offline access,
// prompt=consent), the callback that stores the user's token sealed with
// AES-GCM, the token source that keeps refreshed tokens and unlinks a user
// whose grant Google refuses, and disconnecting (revoke, then forget).
//
// The state carried through Google is HMAC-signed, names the user and the
// chat, expires after StateTTL and is claimed at the callback, so each link
// works once. Every Google endpoint is configurable, for tests.
package googleauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/google"

	memo "github.com/memo-assistant/memo"
)

// Paths the Handler serves.
const (
	StartPath    = "/oauth/google/start"
	CallbackPath = "/oauth/google/callback"
)

// Defaults of Config.
const (
	DefaultRevokeURL = "https://oauth2.googleapis.com/revoke"
	DefaultStateTTL  = 30 * time.Minute
)

// DefaultScopes are asked for when Config.Scopes is empty: calendar
// events, Gmail read/label/send, and reading contacts to find recipients.
var DefaultScopes = []string{
	"https://www.googleapis.com/auth/calendar.events",
	"https://www.googleapis.com/auth/gmail.modify",
	"https://www.googleapis.com/auth/contacts.readonly",
}

// Notifier sends a text to a chat: the news of a link made, failed or
// lost.
type Notifier interface {
	Notify(ctx context.Context, chatID, text string) error
}

// NotifyFunc adapts a function to a Notifier.
type NotifyFunc func(ctx context.Context, chatID, text string) error

// Notify calls f.
func (f NotifyFunc) Notify(ctx context.Context, chatID, text string) error {
	return f(ctx, chatID, text)
}

// Config configures a Linker.
type Config struct {
	// ClientID and ClientSecret are the OAuth client's; required.
	ClientID, ClientSecret string
	// PublicURL is where users' browsers reach Memo (scheme and host, no
	// path): links start at PublicURL+StartPath and Google redirects to
	// PublicURL+CallbackPath; required.
	PublicURL string
	// Secret derives the keys that seal tokens and sign states; at least
	// MinSecretLen characters; required.
	Secret string
	// Scopes asked for; default DefaultScopes.
	Scopes []string
	// AuthURL and TokenURL are Google's endpoints; default Google's.
	AuthURL, TokenURL string
	// RevokeURL is Google's revocation endpoint; default DefaultRevokeURL.
	RevokeURL string
	// Links keeps the sealed tokens; States claims used states; required.
	Links  memo.GoogleLinkStore
	States memo.OAuthStateStore
	// Notify tells users about their link; nil tells no one.
	Notify Notifier
	// Account, when set, names the Google address of userID's link just
	// saved (Gmail's profile), so the user is told which account was
	// linked; an error leaves the address out of the message.
	Account func(ctx context.Context, userID string) (string, error)
	// OnLinked, when set, is called after a link is saved and the user
	// told, with the user, chat and language the link was asked in.
	OnLinked func(ctx context.Context, userID, chatID string, lang memo.Language)
	// StateTTL is how long a link is good for; default 30 minutes.
	StateTTL time.Duration
	// Clock; default the system clock.
	Clock memo.Clock
	// HTTPClient carries calls to Google; default http.DefaultClient.
	HTTPClient *http.Client
	// Logger; nil discards.
	Logger *slog.Logger
}

// Linker links users' Google accounts. It is safe for concurrent use.
type Linker struct {
	cfg   Config
	oauth oauth2.Config
	keys  *Keys
	log   *slog.Logger
}

// New returns a Linker, or an error naming what is missing.
func New(cfg Config) (*Linker, error) {
	switch {
	case cfg.ClientID == "" || cfg.ClientSecret == "":
		return nil, errors.New("google: a client id and secret are required")
	case cfg.Links == nil || cfg.States == nil:
		return nil, errors.New("google: a link store and a state store are required")
	}
	u, err := url.Parse(cfg.PublicURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("google: public URL %q: want http(s)://host", cfg.PublicURL)
	}
	cfg.PublicURL = strings.TrimRight(cfg.PublicURL, "/")
	keys, err := NewKeys(cfg.Secret)
	if err != nil {
		return nil, fmt.Errorf("google: %w", err)
	}
	if len(cfg.Scopes) == 0 {
		cfg.Scopes = DefaultScopes
	}
	if cfg.AuthURL == "" {
		cfg.AuthURL = google.Endpoint.AuthURL
	}
	if cfg.TokenURL == "" {
		cfg.TokenURL = google.Endpoint.TokenURL
	}
	if cfg.RevokeURL == "" {
		cfg.RevokeURL = DefaultRevokeURL
	}
	if cfg.StateTTL <= 0 {
		cfg.StateTTL = DefaultStateTTL
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = http.DefaultClient
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Linker{
		cfg: cfg, keys: keys, log: log,
		oauth: oauth2.Config{
			ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, Scopes: cfg.Scopes,
			RedirectURL: cfg.PublicURL + CallbackPath,
			Endpoint:    oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
		},
	}, nil
}

// Keys returns the linker's keys (tests check what is stored with them).
func (l *Linker) Keys() *Keys { return l.keys }

// ConnectURL returns the link that starts linking userID's account, asked
// in chatID; it is good for StateTTL and works once.
func (l *Linker) ConnectURL(_ context.Context, userID, chatID string, lang memo.Language) (string, error) {
	if userID == "" {
		return "", memo.Errorf(memo.EInvalid, "no user to link")
	}
	s := newState(userID, chatID, lang, l.cfg.Clock.Now(), l.cfg.StateTTL)
	return l.cfg.PublicURL + StartPath + "?state=" + url.QueryEscape(l.keys.sign(s)), nil
}

// ConsentURL checks the state of a start link and returns Google's consent
// page for it. ErrBadState or ErrExpiredState when the link is not good.
func (l *Linker) ConsentURL(state string) (string, State, error) {
	s, err := l.keys.verify(state, l.cfg.Clock.Now())
	if err != nil {
		return "", s, err
	}
	return l.oauth.AuthCodeURL(state, oauth2.AccessTypeOffline, oauth2.ApprovalForce,
		oauth2.S256ChallengeOption(l.keys.verifier(s.Nonce))), s, nil
}

// Complete handles Google's callback: it checks the state, claims it,
// exchanges the code (with the PKCE verifier) and stores the token sealed.
// googleErr is the callback's error parameter (the user said no). The
// user is told the outcome in their chat whenever the state is genuine.
func (l *Linker) Complete(ctx context.Context, state, code, googleErr string) (State, error) {
	s, err := l.keys.verify(state, l.cfg.Clock.Now())
	switch {
	case errors.Is(err, ErrExpiredState):
		// Told once: an old link opened again says nothing more.
		if first, cerr := l.cfg.States.ClaimOAuthState(ctx, s.Nonce, l.cfg.Clock.Now().Add(l.cfg.StateTTL)); cerr == nil && first {
			l.notify(ctx, s, msgExpired)
		}
		return s, err
	case err != nil:
		return s, err
	}
	first, err := l.cfg.States.ClaimOAuthState(ctx, s.Nonce, time.Unix(s.Expires, 0))
	if err != nil {
		return s, fmt.Errorf("claim state: %w", err)
	}
	if !first {
		return s, ErrUsedState
	}
	if googleErr != "" || code == "" {
		l.notify(ctx, s, msgDenied)
		return s, fmt.Errorf("%w: %s", ErrDenied, googleErr)
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, l.cfg.HTTPClient)
	tok, err := l.oauth.Exchange(ctx, code, oauth2.VerifierOption(l.keys.verifier(s.Nonce)))
	if err != nil {
		l.log.Warn("google: code exchange failed", "user", s.User, "err", err)
		l.notify(ctx, s, msgFailed)
		return s, fmt.Errorf("exchange code: %w", err)
	}
	if tok.RefreshToken == "" {
		l.log.Warn("google: no refresh token in the exchange", "user", s.User)
	}
	if err := l.save(ctx, memo.GoogleLink{UserID: s.User, ChatID: s.Chat, Lang: s.Lang, Scopes: grantedScopes(tok, l.cfg.Scopes)}, tok); err != nil {
		l.notify(ctx, s, msgFailed)
		return s, err
	}
	l.linked(ctx, s)
	if l.cfg.OnLinked != nil {
		l.cfg.OnLinked(ctx, s.User, s.Chat, s.Lang)
	}
	return s, nil
}

// ErrDenied is a callback where the user did not grant access.
var ErrDenied = errors.New("google access was not granted")

// grantedScopes are the scopes Google says it granted, else those asked.
func grantedScopes(tok *oauth2.Token, asked []string) []string {
	if s, ok := tok.Extra("scope").(string); ok && s != "" {
		return strings.Fields(s)
	}
	return asked
}

// save seals tok and stores it in link.
func (l *Linker) save(ctx context.Context, link memo.GoogleLink, tok *oauth2.Token) error {
	plain, err := json.Marshal(tok)
	if err != nil {
		return fmt.Errorf("encode token: %w", err)
	}
	link.Sealed = l.keys.Seal(plain, []byte(link.UserID))
	if err := l.cfg.Links.SaveGoogleLink(ctx, link); err != nil {
		return fmt.Errorf("save token: %w", err)
	}
	return nil
}

// token opens the stored token of link.
func (l *Linker) token(link memo.GoogleLink) (*oauth2.Token, error) {
	plain, err := l.keys.Open(link.Sealed, []byte(link.UserID))
	if err != nil {
		return nil, err
	}
	var tok oauth2.Token
	if err := json.Unmarshal(plain, &tok); err != nil {
		return nil, fmt.Errorf("decode token: %w", err)
	}
	return &tok, nil
}

// Linked reports whether userID has linked an account.
func (l *Linker) Linked(ctx context.Context, userID string) (bool, error) {
	_, ok, err := l.cfg.Links.FindGoogleLink(ctx, userID)
	return ok, err
}

// Disconnect revokes the user's grant at Google and forgets the token; it
// reports whether there was a link. A revocation Google refuses (the user
// revoked it already) does not keep the token.
func (l *Linker) Disconnect(ctx context.Context, userID string) (bool, error) {
	link, ok, err := l.cfg.Links.FindGoogleLink(ctx, userID)
	if err != nil || !ok {
		return false, err
	}
	if tok, err := l.token(link); err == nil {
		l.revoke(ctx, tok)
	}
	return l.cfg.Links.DeleteGoogleLink(ctx, userID)
}

// revoke asks Google to revoke tok (its refresh token, which ends the
// whole grant, else the access token). Failures are logged only.
func (l *Linker) revoke(ctx context.Context, tok *oauth2.Token) {
	t := tok.RefreshToken
	if t == "" {
		t = tok.AccessToken
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.cfg.RevokeURL, strings.NewReader(url.Values{"token": {t}}.Encode()))
	if err != nil {
		return
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := l.cfg.HTTPClient.Do(req)
	if err != nil {
		l.log.Warn("google: revoke", "err", err)
		return
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		l.log.Info("google: revoke refused", "status", resp.StatusCode)
	}
}

// linked tells the user their account is linked, naming its address
// when Account finds it: a link opened by someone else shows at once.
func (l *Linker) linked(ctx context.Context, s State) {
	if l.cfg.Account == nil {
		l.notify(ctx, s, msgLinked)
		return
	}
	addr, err := l.cfg.Account(ctx, s.User)
	if err != nil || strings.TrimSpace(addr) == "" {
		l.log.Warn("google: the linked account's address", "user", s.User, "err", err)
		l.notify(ctx, s, msgLinked)
		return
	}
	if l.cfg.Notify == nil || s.Chat == "" {
		return
	}
	if err := l.cfg.Notify.Notify(ctx, s.Chat, linkedAs(addr, s.Lang)); err != nil {
		l.log.Warn("google: notify", "chat", s.Chat, "err", err)
	}
}

// notify tells the user in s's chat the message key, in s's language.
func (l *Linker) notify(ctx context.Context, s State, key msgKey) {
	if l.cfg.Notify == nil || s.Chat == "" {
		return
	}
	if err := l.cfg.Notify.Notify(ctx, s.Chat, message(key, s.Lang)); err != nil {
		l.log.Warn("google: notify", "chat", s.Chat, "err", err)
	}
}
