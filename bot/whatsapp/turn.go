package whatsapp

import (
	"bytes"
	"context"
	"io"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Defaults of InboxConfig.
const (
	DefaultMaxText  = 4000
	DefaultMaxVoice = 5 * time.Minute
	// refusalEvery is how often a number that may not use the bot is told
	// so; in between its messages are dropped without a word.
	refusalEvery = 24 * time.Hour
	// unsupportedEvery is how often a chat is told Memo cannot read what it
	// sent (stickers aside, which are ignored): once is informative, every
	// time is noise.
	unsupportedEvery = time.Hour
)

// Transcriber turns speech into text; the OpenAI adapter implements it.
// filename names the format ("voice.ogg"); lang, when valid, is a hint.
type Transcriber interface {
	Transcribe(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error)
}

// ChatReader reads a chat's conversation state, for the language it last
// wrote in ("" if unknown); memo.ConversationState implements it.
type ChatReader interface {
	LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error)
}

// Handler wraps the turn runner for WhatsApp messages (HandleEvent already
// checked who sent them and their size): it sends the read receipt, shows
// "typing…" while the turn runs, transcribes voice notes and answers what
// it cannot handle with a polite notice. Give
// it to the dispatcher as its Handler; it runs on the chat's queue
// goroutine, where I/O is allowed. Messages that did not come through this
// Inbox go straight to h.
func (i *Inbox) Handler(h bot.Handler) bot.Handler {
	return bot.HandlerFunc(func(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
		if i.cfg.Journal != nil && in.Channel == ChannelName {
			return i.journaled(ctx, h, in)
		}
		m, ok := i.take(in)
		if !ok {
			return h.Handle(ctx, in)
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
	switch m.kind {
	case kindUnsupported:
		i.log.Info("unsupported message", "chat", in.ChatID, "message", in.MessageID, "type", m.what)
		if !i.once(ctx, "unsupported", in.ChatID, unsupportedEvery) {
			return memo.Reply{ChatID: in.ChatID, Tool: "whatsapp.ignored", Success: true}, nil
		}
		return noticeUnsupported.reply(in.ChatID, i.lang(ctx, in)), nil
	case kindNoCaption:
		return noticeNoCaption.reply(in.ChatID, i.lang(ctx, in)), nil
	case kindVoice:
		text, n := i.transcribe(ctx, in, m)
		if n != "" {
			return n.reply(in.ChatID, i.lang(ctx, in)), nil
		}
		in.Text = text
	}
	if utf8.RuneCountInString(in.Text) > i.cfg.MaxText {
		i.log.Info("message too long", "chat", in.ChatID, "message", in.MessageID, "bytes", len(in.Text))
		return noticeTooLong.reply(in.ChatID, i.lang(ctx, in)), nil
	}
	if strings.TrimSpace(in.Text) == "" {
		return noticeEmpty.reply(in.ChatID, i.lang(ctx, in)), nil
	}
	return h.Handle(ctx, in)
}

// once reports whether what may be said to whom now, at most once per
// every. When the store fails it says yes: a second notice is better than
// none.
func (i *Inbox) once(ctx context.Context, what, whom string, every time.Duration) bool {
	first, err := i.cfg.Once.Claim(ctx, "whatsapp:"+what+":"+whom, every)
	if err != nil {
		i.log.Warn("remember notice", "what", what, "err", err)
		return true
	}
	return first
}

// transcribe downloads and transcribes a voice note. On failure it returns
// the notice to reply with.
func (i *Inbox) transcribe(ctx context.Context, in memo.Inbound, m message) (string, notice) {
	if i.cfg.Transcriber == nil || i.cfg.Download == nil {
		return "", noticeVoiceOff
	}
	// HandleEvent checked the declared length and size; fetchMedia checks
	// them again and holds the download to them.
	data, err := fetchMedia(ctx, i.cfg.Download, m.audio, i.cfg.MaxMedia)
	if err != nil {
		i.log.Error("download voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceFailed
	}
	text, _, err := i.cfg.Transcriber.Transcribe(ctx, bytes.NewReader(data), audioName(m.audio.GetMimetype()), "")
	if err != nil {
		i.log.Error("transcribe voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", noticeVoiceFailed
	}
	if strings.TrimSpace(text) == "" {
		return "", noticeVoiceEmpty
	}
	i.log.Info("voice note transcribed", "chat", in.ChatID, "message", in.MessageID, "chars", utf8.RuneCountInString(text))
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
	case "audio/wav", "audio/x-wav":
		return "voice.wav"
	case "audio/webm":
		return "voice.webm"
	}
	return "voice.ogg"
}

// lang is the language to answer in: the message's, else the chat's, else
// the default.
func (i *Inbox) lang(ctx context.Context, in memo.Inbound) memo.Language {
	if l, ok := memo.DetectLanguage(in.Text); ok {
		return l
	}
	if i.cfg.Languages != nil {
		st, err := i.cfg.Languages.LoadChat(ctx, in.ChatID, memo.ChatRead{})
		if err != nil {
			i.log.Warn("load chat language", "chat", in.ChatID, "err", err)
		} else if st.Language.Valid() {
			return st.Language
		}
	}
	return i.cfg.Lang
}

// memoryOnce is the in-memory memo.Deduper used when none is configured.
type memoryOnce struct {
	clock memo.Clock
	mu    sync.Mutex
	seen  map[string]time.Time // key → expiry
}

// Claim returns true when id was not claimed within ttl.
func (o *memoryOnce) Claim(_ context.Context, id string, ttl time.Duration) (bool, error) {
	now := o.clock.Now()
	o.mu.Lock()
	defer o.mu.Unlock()
	if exp, ok := o.seen[id]; ok && now.Before(exp) {
		return false, nil
	}
	if len(o.seen) > 10000 {
		for k, exp := range o.seen {
			if !now.Before(exp) {
				delete(o.seen, k)
			}
		}
	}
	o.seen[id] = now.Add(ttl)
	return true, nil
}

var _ memo.Deduper = (*memoryOnce)(nil)
