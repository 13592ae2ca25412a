package cloudapi

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// markReadTimeout bounds the read receipt, a courtesy.
const markReadTimeout = 5 * time.Second

// Handler wraps the turn runner for messages of this channel (others go
// straight to next): it takes the stored message, sends the read receipt,
// transcribes a voice note, turns a tapped button into the answer it
// stands for, and answers what it cannot read. It runs on the chat's
// queue goroutine, where I/O is allowed.
func (c *Channel) Handler(next bot.Handler) bot.Handler {
	return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if in.Channel != ChannelName {
			return next.Handle(ctx, in)
		}
		in, run, err := c.inbox.Start(ctx, in)
		if err != nil {
			return memo.Reply{}, err
		}
		if !run {
			return c.inbox.Begun(in), nil
		}
		p := parked{Kind: kindText, Type: "text", Text: in.Text, Shared: in.Shared}
		if len(in.Payload) > 0 {
			if err := json.Unmarshal(in.Payload, &p); err != nil {
				c.log.Error("stored message unreadable; taken as its text", "chat", in.ChatID, "message", in.MessageID, "err", err)
				p = parked{Kind: kindText, Type: "text", Text: in.Text, Shared: in.Shared}
			}
		}
		in.Shared = p.Shared // as stored: the payload is the message's record
		c.markRead(ctx, in.MessageID)
		return c.turn(ctx, next, in, p)
	})
}

func (c *Channel) turn(ctx context.Context, next bot.Handler, in memo.Inbound, p parked) (memo.Reply, error) {
	k := p.Kind
	if k == kindChoice {
		text, ok, err := c.answer(ctx, in, p)
		if err != nil {
			return memo.Reply{}, err
		}
		if !ok {
			return c.intake.Reply(ctx, in, bot.NoticeStaleChoice), nil
		}
		in.Text, k = text, kindText
	}
	m := bot.Media{ID: p.Media, Mime: p.Mime, Name: p.Name}
	if k == kindPhoto {
		m.Type = p.Type
	}
	return c.intake.Turn(ctx, next, in, k, p.Type, m)
}

// answer turns a tapped button or row into what the user would have
// typed. A button of Memo's answers only the question it was sent with:
// while that question is the chat's pending one, or the last one asked
// and expired (the turn then says so and asks again). A button of an
// older question is no answer to a newer one ("2" there may mean another
// task), so ok is false and the user is told the question is closed. A
// button Memo did not make (a template's) is its title.
func (c *Channel) answer(ctx context.Context, in memo.Inbound, p parked) (string, bool, error) {
	v, choice, mine := parseChoiceID(p.Choice)
	if !mine {
		return p.Title, true, nil
	}
	st, err := c.cfg.Questions.LoadChat(ctx, in.ChatID, memo.ChatRead{})
	if err != nil {
		return "", false, fmt.Errorf("load pending question: %w", err)
	}
	var q memo.Pending
	switch asked := st.Recall.Asked; {
	case st.Pending != nil:
		q = *st.Pending
	case asked != nil && asked.Expired(c.cfg.Clock.Now()):
		q = *asked
	default:
		c.log.Info("tapped answer to a closed question", "chat", in.ChatID, "message", in.MessageID, "version", v)
		return "", false, nil
	}
	if q.Version != v {
		c.log.Info("tapped answer to an earlier question", "chat", in.ChatID, "message", in.MessageID, "version", v, "open", q.Version)
		return "", false, nil
	}
	return choiceText(choice, q.Lang), true, nil
}

// fetcher is the channel's bot.MediaFetcher: it finds a media id's file
// through the Graph API and downloads it from Meta's hosts.
type fetcher struct{ c *Client }

var _ bot.MediaFetcher = fetcher{}

// FetchMedia downloads the file of m.ID, at most max bytes.
func (f fetcher) FetchMedia(ctx context.Context, m bot.Media, max int64) ([]byte, string, error) {
	info, err := f.c.MediaInfo(ctx, m.ID)
	if err != nil {
		return nil, "", fmt.Errorf("find media: %w", err)
	}
	data, err := f.c.Download(ctx, info, max)
	return data, info.MimeType, err
}

// markRead sends the read receipt; a failure is logged at debug level.
func (c *Channel) markRead(ctx context.Context, id string) {
	ctx, cancel := context.WithTimeout(ctx, markReadTimeout)
	defer cancel()
	if err := c.cfg.Client.MarkRead(ctx, id); err != nil {
		c.log.Debug("mark read", "message", id, "err", err)
	}
}
