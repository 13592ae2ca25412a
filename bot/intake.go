package bot

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// Defaults of IntakeConfig.
const (
	// DefaultMaxText is the longest text in characters a turn takes.
	DefaultMaxText = 4000
	// DefaultMaxMedia is the largest media file downloaded, in bytes: far
	// above a five-minute voice note (Opus at 32 kbit/s is about 1.2 MB)
	// and within what the transcription API takes (25 MB).
	DefaultMaxMedia = 16 << 20
	// UnsupportedEvery is how often a chat is told Memo cannot read what
	// it sent: once is informative, every time is noise.
	UnsupportedEvery = time.Hour
)

// Kind is what a message asks of its turn before the turn can run.
type Kind string

// Kinds.
const (
	KindText        Kind = "text"        // text (or a caption) to run as a turn
	KindVoice       Kind = "voice"       // audio to fetch and transcribe first
	KindNoCaption   Kind = "no_caption"  // a video without a caption (or a photo with no model)
	KindPhoto       Kind = "photo"       // a photo or document to fetch for the model to read
	KindUnsupported Kind = "unsupported" // a kind Memo cannot read
)

// Media names a message's media file as its channel does: what the
// channel's MediaFetcher needs to fetch it. It is stored with the message
// (in JSON), so a message replayed after a restart fetches it as the
// first run would have.
type Media struct {
	// ID is the channel's id for the file (the Cloud API's media id).
	ID string `json:"id,omitempty"`
	// Type is the kind of media message Raw holds ("audio", "image",
	// "document"); "" is audio.
	Type string `json:"type,omitempty"`
	// Mime is the type the message declared.
	Mime string `json:"mime,omitempty"`
	// Name is a document's file name, when it has one.
	Name string `json:"name,omitempty"`
	// Raw is the channel's own encoding of the media message when an id
	// is not enough (whatsmeow's AudioMessage, ImageMessage or
	// DocumentMessage, in protobuf, without thumbnails).
	Raw []byte `json:"raw,omitempty"`
}

// MediaFetcher fetches a message's media file; each channel has one.
type MediaFetcher interface {
	// FetchMedia returns the file's bytes, at most max of them, and its
	// type ("" when the channel does not say). A file declared or found
	// larger than max is an error wrapping ErrMediaTooLarge. It blocks
	// until the file is fetched or ctx ends.
	FetchMedia(ctx context.Context, m Media, max int64) (data []byte, mime string, err error)
}

// Transcriber turns speech into text; the OpenAI adapter implements it.
// filename names the format ("voice.ogg"); lang, when valid, is a hint.
type Transcriber interface {
	Transcribe(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error)
}

// ChatReader reads a chat's conversation state, for the language it last
// wrote in; memo.ConversationState implements it.
type ChatReader interface {
	LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error)
}

// IntakeConfig is what an Intake needs.
type IntakeConfig struct {
	// Channel is the channel's name (memo.Inbound.Channel): the prefix of
	// its notices' Tool and of the keys Once remembers them by. Required.
	Channel string
	// Fetcher fetches voice notes, photos and documents; nil answers
	// voice notes with NoticeVoiceOff and photos with NoticeNoCaption.
	Fetcher MediaFetcher
	// Photos is true when the turn reads photos and documents (a model
	// is configured); false answers them with NoticeNoCaption, which
	// says a caption works instead.
	Photos bool
	// Transcriber turns voice notes into text; nil answers them with
	// NoticeVoiceOff.
	Transcriber Transcriber
	// MaxText is the longest text (or transcript) in characters a turn
	// takes; default DefaultMaxText.
	MaxText int
	// MaxMedia is the largest media file fetched, in bytes; default
	// DefaultMaxMedia.
	MaxMedia int64
	// Once remembers the notices given (a Redis or SQLite memo.Deduper, so
	// restarts and replicas agree); nil keeps them in memory.
	Once memo.Deduper
	// Languages gives a chat's language for notices to messages without
	// words; nil uses Lang.
	Languages ChatReader
	// Lang is the language when nothing tells; default Hebrew.
	Lang memo.Language
	// Clock; default the system clock.
	Clock memo.Clock
	// Logger; nil discards.
	Logger *slog.Logger
}

// Intake is the part of a turn every channel shares before the turn
// runs: it transcribes a voice note through the channel's MediaFetcher,
// answers what cannot be read with a Notice from the one catalogue, and
// holds the turn to MaxText. It runs on the chat's queue goroutine, where
// I/O is allowed. An Intake is safe for concurrent use.
type Intake struct {
	cfg IntakeConfig
	log *slog.Logger
}

// NewIntake returns an Intake. It panics without a channel name, a wiring
// mistake.
func NewIntake(cfg IntakeConfig) *Intake {
	if cfg.Channel == "" {
		panic("bot: NewIntake without a channel")
	}
	if cfg.MaxText <= 0 {
		cfg.MaxText = DefaultMaxText
	}
	if cfg.MaxMedia <= 0 {
		cfg.MaxMedia = DefaultMaxMedia
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Once == nil {
		cfg.Once = NewMemoryOnce(cfg.Clock)
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Intake{cfg: cfg, log: log}
}

// Turn runs in through next once it is text: a voice note is transcribed
// first (in.Text becomes the transcript), a photo or document is fetched
// for the model to read (in.Attachment), and a message Memo cannot read,
// a transcript that failed, or a text over MaxText or empty is answered
// with a notice instead. A message that shares something to act on
// (Actionable: contact cards, a place, a reaction) runs without words.
// what names the message's type, for logs.
func (t *Intake) Turn(ctx context.Context, next Handler, in memo.Inbound, kind Kind, what string, media Media) (memo.Reply, error) {
	switch kind {
	case KindUnsupported:
		t.log.Info("unsupported message", "chat", in.ChatID, "message", in.MessageID, "type", what)
		if !t.Once(ctx, "unsupported", in.ChatID, UnsupportedEvery) {
			return memo.Reply{ChatID: in.ChatID, Tool: t.cfg.Channel + ".ignored", Success: true}, nil
		}
		return t.Reply(ctx, in, NoticeUnsupported), nil
	case KindNoCaption:
		if what == "video" {
			return t.Reply(ctx, in, NoticeVideo), nil
		}
		return t.Reply(ctx, in, NoticeNoCaption), nil
	case KindPhoto:
		if !t.cfg.Photos || t.cfg.Fetcher == nil {
			return t.Reply(ctx, in, NoticeNoCaption), nil
		}
		a, n := t.readPhoto(ctx, in, media)
		if n != "" {
			return t.Reply(ctx, in, n), nil
		}
		// The caption only points at the file; it rides along as a hint.
		in.Attachment = a
		return next.Handle(ctx, in)
	case KindVoice:
		text, n := t.transcribe(ctx, in, media)
		if n != "" {
			return t.Reply(ctx, in, n), nil
		}
		in.Text = text
	}
	if utf8.RuneCountInString(in.Text) > t.cfg.MaxText {
		t.log.Info("message too long", "chat", in.ChatID, "message", in.MessageID, "bytes", len(in.Text))
		return t.Reply(ctx, in, NoticeTooLong), nil
	}
	if strings.TrimSpace(in.Text) == "" && !Actionable(in.Shared) {
		return t.Reply(ctx, in, NoticeEmpty), nil
	}
	return next.Handle(ctx, in)
}

// TooLong reports whether text is over MaxText, without I/O: a channel
// refuses such a message before it is queued.
func (t *Intake) TooLong(text string) bool {
	return len(text) > t.cfg.MaxText && utf8.RuneCountInString(text) > t.cfg.MaxText
}

// Reply is notice n answering in, in the language Lang picks.
func (t *Intake) Reply(ctx context.Context, in memo.Inbound, n Notice) memo.Reply {
	return n.Reply(in.ChatID, t.cfg.Channel, t.Lang(ctx, in))
}

// transcribe fetches and transcribes a voice note. On failure it returns
// the notice to reply with.
func (t *Intake) transcribe(ctx context.Context, in memo.Inbound, m Media) (string, Notice) {
	if t.cfg.Transcriber == nil || t.cfg.Fetcher == nil {
		return "", NoticeVoiceOff
	}
	data, mime, err := t.cfg.Fetcher.FetchMedia(ctx, m, t.cfg.MaxMedia)
	if errors.Is(err, ErrMediaTooLarge) {
		t.log.Info("voice note too large", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", NoticeVoiceTooLarge
	} else if err != nil {
		t.log.Error("download voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", NoticeVoiceFailed
	}
	if mime == "" {
		mime = m.Mime
	}
	text, _, err := t.cfg.Transcriber.Transcribe(ctx, bytes.NewReader(data), AudioName(mime), "")
	if err != nil {
		t.log.Error("transcribe voice note", "chat", in.ChatID, "message", in.MessageID, "err", err)
		return "", NoticeVoiceFailed
	}
	if strings.TrimSpace(text) == "" {
		return "", NoticeVoiceEmpty
	}
	t.log.Info("voice note transcribed", "chat", in.ChatID, "message", in.MessageID, "chars", utf8.RuneCountInString(text))
	return text, ""
}

// AudioName is a file name whose extension tells a transcriber the
// format of audio of type mime; WhatsApp voice notes are Opus in Ogg, the
// default.
func AudioName(mime string) string {
	mime, _, _ = strings.Cut(mime, ";")
	switch strings.ToLower(strings.TrimSpace(mime)) {
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

// Once reports whether what may be said to whom now, at most once per
// every. When the store fails it says yes: a second notice is better than
// none.
func (t *Intake) Once(ctx context.Context, what, whom string, every time.Duration) bool {
	first, err := t.cfg.Once.Claim(ctx, t.cfg.Channel+":"+what+":"+whom, every)
	if err != nil {
		t.log.Warn("remember notice", "what", what, "err", err)
		return true
	}
	return first
}

// Lang is the language to answer in: the message's, else the chat's, else
// the default.
func (t *Intake) Lang(ctx context.Context, in memo.Inbound) memo.Language {
	if l, ok := memo.DetectLanguage(in.Text); ok {
		return l
	}
	if t.cfg.Languages != nil {
		st, err := t.cfg.Languages.LoadChat(ctx, in.ChatID, memo.ChatRead{})
		if err != nil {
			t.log.Warn("load chat language", "chat", in.ChatID, "err", err)
		} else if st.Language.Valid() {
			return st.Language
		}
	}
	return t.cfg.Lang
}
