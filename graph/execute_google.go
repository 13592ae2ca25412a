package graph

import (
	"context"
	"fmt"

	"github.com/memo-assistant/memo"
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
		u, err := r.cfg.Google.ConnectURL(ctx, sc.user.ID, sc.chat, sc.lang)
		if err != nil {
			return memo.Result{}, fmt.Errorf("google link: %w", err)
		}
		out.Meta.Summaries = []string{u}
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
