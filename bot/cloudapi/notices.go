package cloudapi

import (
	"context"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// sendNotice sends the words of a queued notice (see bot.NoticeQueue). A
// notice answers a message just received, so the window is open, though
// a stranger's or a refused message did not record it. An alert goes
// where the operator last wrote, maybe the other channel.
func (c *Channel) sendNotice(ctx context.Context, j bot.NoticeJob, text string, lang memo.Language) error {
	var err error
	switch {
	case j.Text != "" && c.cfg.Alerts != nil:
		_, err = c.cfg.Alerts.SendText(ctx, j.Chat, text)
	case j.Text != "":
		_, err = c.start(ctx, j.Chat, "alert", text, lang, nil)
	default:
		_, err = c.sendText(ctx, j.Chat, "notice", text, lang, nil)
	}
	return err
}
