package googleauth

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"golang.org/x/oauth2"

	memo "github.com/memo-assistant/memo"
)

// TokenSource returns the token source of userID's Google account: it
// refreshes the token when it expires and stores the refreshed one. When
// Google refuses the refresh (invalid_grant: revoked or expired grant) the
// user is unlinked and sent one fresh link, and calls fail with EUnlinked.
// EUnlinked when the user has no link. ctx carries the refresh calls.
func (l *Linker) TokenSource(ctx context.Context, userID string) (oauth2.TokenSource, error) {
	link, ok, err := l.cfg.Links.FindGoogleLink(ctx, userID)
	if err != nil {
		return nil, fmt.Errorf("find google link: %w", err)
	}
	if !ok {
		return nil, memo.Errorf(memo.EUnlinked, "no Google account linked")
	}
	tok, err := l.token(link)
	if err != nil {
		// A token sealed with another key: the operator changed
		// MEMO_SECRET_KEY. It can only be linked again.
		l.log.Warn("google: stored token does not open", "user", userID, "err", err)
		l.unlinked(context.WithoutCancel(ctx), link)
		return nil, memo.Errorf(memo.EUnlinked, "stored Google token does not open")
	}
	hctx := context.WithValue(context.WithoutCancel(ctx), oauth2.HTTPClient, l.cfg.HTTPClient)
	return &persisting{l: l, ctx: hctx, link: link, last: tok, base: l.oauth.TokenSource(hctx, tok)}, nil
}

// persisting stores each new token its base source returns.
type persisting struct {
	l    *Linker
	ctx  context.Context
	base oauth2.TokenSource

	mu   sync.Mutex
	link memo.GoogleLink
	last *oauth2.Token
	// lost is Google's refusal, once it came: every later call fails with
	// it without asking again.
	lost error
}

// Token implements oauth2.TokenSource.
func (p *persisting) Token() (*oauth2.Token, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.lost != nil {
		return nil, p.lost
	}
	tok, err := p.base.Token()
	if err != nil {
		if refused(err) {
			p.lost = &memo.Error{Code: memo.EUnlinked, Message: "Google refused the refresh token", Err: err}
			p.l.unlinked(p.ctx, p.link)
			return nil, p.lost
		}
		return nil, &memo.Error{Code: memo.EUnavailable, Message: "refresh Google token", Err: err}
	}
	if tok.AccessToken != p.last.AccessToken || tok.RefreshToken != p.last.RefreshToken {
		if tok.RefreshToken == "" {
			tok.RefreshToken = p.last.RefreshToken
		}
		if err := p.l.save(p.ctx, p.link, tok); err != nil {
			p.l.log.Warn("google: keep refreshed token", "user", p.link.UserID, "err", err)
		}
		p.last = tok
	}
	return tok, nil
}

// refused reports whether Google refused the grant itself, which no retry
// mends: invalid_grant (revoked, expired, password changed) or
// unauthorized_client.
func refused(err error) bool {
	var re *oauth2.RetrieveError
	if !errors.As(err, &re) {
		return false
	}
	return re.ErrorCode == "invalid_grant" || re.ErrorCode == "unauthorized_client"
}

// unlinked forgets link and, when this call was the one that removed it,
// sends the user a fresh link: once, however many calls failed together.
func (l *Linker) unlinked(ctx context.Context, link memo.GoogleLink) {
	gone, err := l.cfg.Links.DeleteGoogleLink(ctx, link.UserID)
	if err != nil {
		l.log.Error("google: unlink", "user", link.UserID, "err", err)
		return
	}
	if !gone || l.cfg.Notify == nil || link.ChatID == "" {
		return
	}
	// The fresh link is a bearer link: it goes to the user's private chat,
	// also for a link made in a group before links were sent privately.
	chat, ok := memo.PrivateChat(link.ChatID)
	if !ok {
		l.log.Warn("google: relink not sent: the link's chat is a group", "user", link.UserID)
		return
	}
	u, err := l.ConnectURL(ctx, link.UserID, chat, link.Lang)
	if err != nil {
		return
	}
	if err := l.cfg.Notify.Notify(ctx, chat, message(msgRelink, link.Lang)+u); err != nil {
		l.log.Warn("google: relink notice", "user", link.UserID, "err", err)
	}
}
