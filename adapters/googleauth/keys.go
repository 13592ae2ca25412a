package googleauth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
)

// MinSecretLen is the shortest secret NewKeys accepts.
const MinSecretLen = 32

// sealVersion starts every sealed value, so the format can change later.
const sealVersion = 1

// Keys are the keys derived from the operator's secret (MEMO_SECRET_KEY):
// one encrypts tokens at rest, one signs OAuth states, one derives PKCE
// verifiers. Deriving them apart (HKDF-SHA256) keeps a use of one from
// weakening another.
type Keys struct {
	aead  cipher.AEAD
	state []byte
	pkce  []byte
}

// NewKeys derives the keys from secret, at least MinSecretLen bytes.
func NewKeys(secret string) (*Keys, error) {
	if len(secret) < MinSecretLen {
		return nil, fmt.Errorf("the secret key must be at least %d characters (e.g. from `openssl rand -hex 32`)", MinSecretLen)
	}
	derive := func(info string) ([]byte, error) {
		return hkdf.Key(sha256.New, []byte(secret), nil, "memo google "+info, 32)
	}
	seal, err := derive("token seal")
	if err != nil {
		return nil, fmt.Errorf("derive key: %w", err)
	}
	block, err := aes.NewCipher(seal)
	if err != nil {
		return nil, fmt.Errorf("derive key: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("derive key: %w", err)
	}
	k := &Keys{aead: aead}
	if k.state, err = derive("oauth state"); err != nil {
		return nil, fmt.Errorf("derive key: %w", err)
	}
	if k.pkce, err = derive("pkce verifier"); err != nil {
		return nil, fmt.Errorf("derive key: %w", err)
	}
	return k, nil
}

// Seal encrypts plain with AES-GCM under a fresh random nonce; ad (the
// user id) is bound to it, so a sealed token moved to another user's row
// does not open.
func (k *Keys) Seal(plain, ad []byte) []byte {
	nonce := make([]byte, k.aead.NonceSize(), 1+k.aead.NonceSize()+len(plain)+k.aead.Overhead())
	rand.Read(nonce)
	out := append([]byte{sealVersion}, nonce...)
	return k.aead.Seal(out, nonce, plain, ad)
}

// errSealed is a sealed value that does not open: another key, another
// user, or tampered.
var errSealed = errors.New("sealed token does not open with this key")

// Open decrypts what Seal made with the same ad.
func (k *Keys) Open(sealed, ad []byte) ([]byte, error) {
	n := k.aead.NonceSize()
	if len(sealed) < 1+n+k.aead.Overhead() || sealed[0] != sealVersion {
		return nil, errSealed
	}
	plain, err := k.aead.Open(nil, sealed[1:1+n], sealed[1+n:], ad)
	if err != nil {
		return nil, errSealed
	}
	return plain, nil
}
