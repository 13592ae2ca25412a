package googleauth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"

	memo "github.com/memo-assistant/memo"
)

// State is what the OAuth state parameter carries from the link the user
// got to the callback: who asked, where, and until when the link is good.
// It travels signed (HMAC-SHA256), so it cannot be changed on the way, and
// its nonce is claimed at the callback, so it is used once.
type State struct {
	User    string        `json:"u"`
	Chat    string        `json:"c"`
	Lang    memo.Language `json:"l,omitempty"`
	Nonce   string        `json:"n"`
	Expires int64         `json:"e"` // unix seconds
}

// State errors.
var (
	// ErrBadState is a state that is not one Memo signed.
	ErrBadState = errors.New("oauth state is not valid")
	// ErrExpiredState is a signed state past its expiry.
	ErrExpiredState = errors.New("oauth state has expired")
	// ErrUsedState is a state whose callback already ran.
	ErrUsedState = errors.New("oauth state was already used")
)

// newState returns a fresh state for user in chat, good for ttl.
func newState(user, chat string, lang memo.Language, now time.Time, ttl time.Duration) State {
	return State{User: user, Chat: chat, Lang: lang, Nonce: rand.Text(), Expires: now.Add(ttl).Unix()}
}

// sign encodes s as base64url(JSON) "." base64url(HMAC).
func (k *Keys) sign(s State) string {
	body, _ := json.Marshal(s)
	p := base64.RawURLEncoding.EncodeToString(body)
	return p + "." + base64.RawURLEncoding.EncodeToString(k.mac(p))
}

func (k *Keys) mac(payload string) []byte {
	m := hmac.New(sha256.New, k.state)
	m.Write([]byte(payload))
	return m.Sum(nil)
}

// verify returns the state in signed. ErrBadState when the signature
// does not match or it does not decode; ErrExpiredState (with the state,
// which is genuine) when now is past its expiry.
func (k *Keys) verify(signed string, now time.Time) (State, error) {
	p, sig, ok := strings.Cut(signed, ".")
	if !ok || len(signed) > 4096 {
		return State{}, ErrBadState
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, k.mac(p)) {
		return State{}, ErrBadState
	}
	body, err := base64.RawURLEncoding.DecodeString(p)
	if err != nil {
		return State{}, ErrBadState
	}
	var s State
	if err := json.Unmarshal(body, &s); err != nil || s.User == "" || s.Nonce == "" {
		return State{}, ErrBadState
	}
	if now.Unix() > s.Expires {
		return s, ErrExpiredState
	}
	return s, nil
}

// verifier is the PKCE code verifier of a state: derived from its nonce
// with a secret key, so it needs no storage between start and callback
// and only this server can know it.
func (k *Keys) verifier(nonce string) string {
	m := hmac.New(sha256.New, k.pkce)
	m.Write([]byte(nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)) // 43 characters
}
