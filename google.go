package memo

import (
	"context"
	"time"
)

// Settings operations that link and unlink the user's Google account.
const (
	// OpGoogleConnect answers with a link that connects the user's Google
	// account; the result's Meta.Summaries holds the link.
	OpGoogleConnect Op = "settings.connectGoogle"
	// OpGoogleDisconnect revokes Memo's access to the user's Google account
	// and forgets its tokens.
	OpGoogleDisconnect Op = "settings.disconnectGoogle"
	// OpGoogleCopyLocal copies the events of Memo's own calendar to the
	// user's Google Calendar, once: it is the step of the question asked
	// when the account is linked. Meta.Created counts the events copied.
	OpGoogleCopyLocal Op = "settings.copyToGoogle"
)

// ReasonCopyToGoogle is the confirm question asked on linking when the
// local calendar holds events: copy them to Google Calendar? Subject is
// how many there are.
const ReasonCopyToGoogle PendingReason = "copy_to_google"

// GoogleLink is a user's linked Google account. The token is sealed by its
// owner before it is stored: a store never sees it in plain text.
type GoogleLink struct {
	// UserID is the user who linked; ChatID is where they asked, and
	// where news about the link (revoked, relink) is sent.
	UserID string
	ChatID string
	// Lang is the language the user asked in.
	Lang Language
	// Sealed is the OAuth token, encrypted.
	Sealed []byte
	// Scopes are the scopes granted.
	Scopes []string
	// LinkedAt and UpdatedAt are in UTC, to the second.
	LinkedAt  time.Time
	UpdatedAt time.Time
}

// GoogleLinkStore keeps linked Google accounts.
type GoogleLinkStore interface {
	// SaveGoogleLink stores the link, replacing the user's previous one.
	// EInvalid for an empty user id or token.
	SaveGoogleLink(ctx context.Context, l GoogleLink) error
	// FindGoogleLink returns the user's link; ok is false when the user
	// has none.
	FindGoogleLink(ctx context.Context, userID string) (l GoogleLink, ok bool, err error)
	// DeleteGoogleLink forgets the user's link and reports whether there
	// was one, so of two callers racing to unlink exactly one sees true.
	DeleteGoogleLink(ctx context.Context, userID string) (bool, error)
}

// OAuthStateStore remembers which OAuth states were used, so each is used
// once.
type OAuthStateStore interface {
	// ClaimOAuthState marks nonce used until expires and reports whether
	// this call was the first to claim it. Claims past expires may be
	// forgotten.
	ClaimOAuthState(ctx context.Context, nonce string, expires time.Time) (bool, error)
}
