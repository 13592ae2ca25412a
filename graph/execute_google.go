package graph

import (
	"context"
	"fmt"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// executeGoogle links or unlinks the user's Google account. The link of a
// connect is the result's only summary; a disconnect with no link counts
// nothing deleted. Without Google configured both are EUnavailable, which
// the writer words as "the operator has not set Google up".
func (r *Runner) executeGoogle(ctx context.Context, sc scene, step memo.Step) (memo.Result, error) {
	if r.cfg.Google == nil {
		return memo.Result{}, memo.Errorf(memo.EUnavailable, memo.GoogleNotConfigured)
	}
	out := memo.NewResult(memo.CapSettings, step.Operation, nil)
	switch step.Operation {
	case memo.OpGoogleConnect:
		private, group := privateChat(sc)
		u, err := r.cfg.Google.ConnectURL(ctx, sc.user.ID, private, sc.lang)
		if err != nil {
			return memo.Result{}, fmt.Errorf("google link: %w", err)
		}
		if !group {
			out.Meta.Summaries = []string{u}
			break
		}
		// The link is a bearer link: whoever opens it first binds their
		// Google account to this user. It never goes to a group; the
		// member gets it in their private chat, and so does every notice
		// about the link (linked, refused, the relink).
		if err := r.cfg.Google.Notify(ctx, private, formatter.GoogleLinkText(sc.lang, u)); err != nil {
			return memo.Result{}, fmt.Errorf("send the google link privately: %w", err)
		}
		out.Meta.SentPrivately = true
	case memo.OpGoogleDisconnect:
		gone, err := r.cfg.Google.Disconnect(ctx, sc.user.ID)
		if err != nil {
			return memo.Result{}, fmt.Errorf("google unlink: %w", err)
		}
		if gone {
			out.Meta.Deleted = 1
		}
	case memo.OpGoogleCopyLocal:
		n, err := r.cfg.Google.CopyLocal(ctx, sc.user.ID)
		if err != nil {
			return memo.Result{}, fmt.Errorf("copy to google: %w", err)
		}
		out.Meta.Created = n
	}
	return out, nil
}

// privateChat is the member's own chat for a turn: the chat itself, or,
// for a member's conversation in a group ("<group>/<member>"), the
// member's private chat, with group set.
func privateChat(sc scene) (chat string, group bool) {
	if p, ok := memo.PrivateChat(sc.chat); ok && p != sc.chat {
		return p, true
	}
	return sc.chat, false
}
