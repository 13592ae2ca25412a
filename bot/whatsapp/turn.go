package whatsapp

import (
	"context"
	"fmt"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Defaults of InboxConfig.
const (
	DefaultMaxText  = bot.DefaultMaxText
	DefaultMaxVoice = 5 * time.Minute
)

// Transcriber turns speech into text (bot.Transcriber); the OpenAI
// adapter implements it.
type Transcriber = bot.Transcriber

// ChatReader reads a chat's conversation state, for the language it last
// wrote in (bot.ChatReader); memo.ConversationState implements it.
type ChatReader = bot.ChatReader

// Handler wraps the turn runner for WhatsApp messages (HandleEvent already
// checked who sent them and their size): it sends the read receipt, shows
// "typing…" while the turn runs, and leaves the rest to the bot's Intake,
// which transcribes voice notes and answers what it cannot handle with a
// polite notice. Give it to the dispatcher as its Handler; it runs on the
// chat's queue goroutine, where I/O is allowed. Messages that did not come
// through this Inbox go straight to h.
func (i *Inbox) Handler(h bot.Handler) bot.Handler {
	return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if i.durable != nil && in.Channel == ChannelName {
			return i.journaled(ctx, h, in)
		}
		if in.Channel != ChannelName || !i.take(in) {
			return h.Handle(ctx, in)
		}
		m, err := i.unpack(in)
		if err != nil {
			return memo.Reply{}, err
		}
		return i.turn(ctx, h, in, m)
	})
}

func (i *Inbox) turn(ctx context.Context, h bot.Handler, in memo.Inbound, m message) (memo.Reply, error) {
	if g := i.cfg.Governor; g != nil {
		g.MarkRead(ctx, m.rawChat, m.sender, in.MessageID, in.At)
		stop := g.Typing(ctx, m.rawChat)
		defer stop()
	}
	media, err := m.media()
	if err != nil {
		return memo.Reply{}, err
	}
	return i.intake.Turn(ctx, h, in, m.kind, m.what, media)
}

// media names the message's file for the fetcher: a voice note, or a
// photo or document to read; the zero Media for none.
func (m message) media() (bot.Media, error) {
	var (
		x    proto.Message
		out  bot.Media
		what = "voice note"
	)
	switch {
	case m.audio != nil:
		x, out = m.audio, bot.Media{Type: mediaAudio, Mime: m.audio.GetMimetype()}
	case m.kind == kindPhoto && m.image != nil:
		x, out, what = m.image, bot.Media{Type: mediaImage, Mime: m.image.GetMimetype()}, "photo"
	case m.kind == kindPhoto && m.doc != nil:
		x, out, what = m.doc, bot.Media{Type: mediaDocument, Mime: m.doc.GetMimetype(), Name: m.doc.GetFileName()}, "document"
	default:
		return bot.Media{}, nil
	}
	b, err := proto.Marshal(x)
	if err != nil {
		return bot.Media{}, fmt.Errorf("encode %s: %w", what, err)
	}
	out.Raw = b
	return out, nil
}

// Types of bot.Media this channel fetches.
const (
	mediaAudio    = "audio"
	mediaImage    = "image"
	mediaDocument = "document"
)
