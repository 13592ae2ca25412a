package cloudapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

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
		e, ok, err := c.cfg.Store.StartInbound(ctx, in.ChatID, in.MessageID)
		if err != nil {
			return memo.Reply{}, fmt.Errorf("start stored message: %w", err)
		}
		p := parked{Kind: kindText, Type: "text", Text: in.Text}
		if ok {
			if err := json.Unmarshal(e.Payload, &p); err != nil {
				c.log.Error("stored message unreadable; taken as its text", "chat", in.ChatID, "message", in.MessageID, "err", err)
				p = parked{Kind: kindText, Type: "text", Text: in.Text}
			}
		}
		c.markRead(ctx, in.MessageID)
		return c.turn(ctx, next, in, p)
	})
}

func (c *Channel) turn(ctx context.Context, next bot.Handler, in memo.Inbound, p parked) (memo.Reply, error) {
	switch p.Kind {
	case kindUnsupported:
		c.log.Info("unsupported message", "chat", in.ChatID, "message", in.MessageID, "type", p.Type)
		if !c.once(ctx, "unsupported", in.ChatID, unsupportedEvery) {
			return memo.Reply{ChatID: in.ChatID, Tool: "cloud.ignored", Success: true}, nil
		}
		return noticeUnsupported.reply(in.ChatID, c.lang(ctx, in)), nil
	case kindNoCaption:
		return noticeNoCaption.reply(in.ChatID, c.lang(ctx, in)), nil
	case kindVoice:
		text, n := c.transcribe(ctx, in, p)
		if n != "" {
			return n.reply(in.ChatID, c.lang(ctx, in)), nil
		}
		in.Text = text
	case kindChoice:
		text, ok, err := c.answer(ctx, in, p)
		if err != nil {
			return memo.Reply{}, err
		}
		if !ok {
			return noticeStaleChoice.reply(in.ChatID, c.lang(ctx, in)), nil
		}
		in.Text = text
	}
	if utf8.RuneCountInString(in.Text) > c.cfg.MaxText {
		return noticeTooLong.reply(in.ChatID, c.lang(ctx, in)), nil
	}
	if strings.TrimSpace(in.Text) == "" {
		return noticeEmpty.reply(in.ChatID, c.lang(ctx, in)), nil
	}
	return next.Handle(ctx, in)
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

// transcribe downloads a voice note through the Graph API and transcribes
// it; on failure it returns the notice to reply with.
func (c *Channel) transcribe(ctx context.Context, in memo.Inbound, p parked) (string, notice) {
	if c.cfg.Transcriber == nil {
		return "", noticeVoiceOff
	}
	info, err := c.cfg.Client.MediaInfo(ctx, p.Media)
	if err != nil {
		c.log.Error("find voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceFailed
	}
	data, err := c.cfg.Client.Download(ctx, info, c.cfg.MaxMedia)
	if errors.Is(err, ErrMediaTooLarge) {
		c.log.Info("voice note too large", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceLong
	} else if err != nil {
		c.log.Error("download voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceFailed
	}
	mime := info.MimeType
	if mime == "" {
		mime = p.Mime
	}
	text, _, err := c.cfg.Transcriber.Transcribe(ctx, bytes.NewReader(data), audioName(mime), "")
	if err != nil {
		c.log.Error("transcribe voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceFailed
	}
	if strings.TrimSpace(text) == "" {
		return "", noticeVoiceEmpty
	}
	c.log.Info("voice note transcribed", "chat", in.ChatID, "message", in.MessageID, "chars", utf8.RuneCountInString(text))
	return text, ""
}

// audioName is a file name whose extension tells the transcriber the
// format; WhatsApp voice notes are Opus in Ogg.
func audioName(mime string) string {
	mime, _, _ = strings.Cut(mime, ";")
	switch strings.TrimSpace(mime) {
	case "audio/mp4", "audio/aac", "audio/x-m4a":
		return "voice.m4a"
	case "audio/mpeg":
		return "voice.mp3"
	case "audio/amr":
		return "voice.amr"
	case "audio/wav", "audio/x-wav":
		return "voice.wav"
	case "audio/webm":
		return "voice.webm"
	}
	return "voice.ogg"
}

// markRead sends the read receipt; a failure is logged at debug level.
func (c *Channel) markRead(ctx context.Context, id string) {
	ctx, cancel := context.WithTimeout(ctx, markReadTimeout)
	defer cancel()
	if err := c.cfg.Client.MarkRead(ctx, id); err != nil {
		c.log.Debug("mark read", "message", id, "err", err)
	}
}
