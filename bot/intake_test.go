package bot_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// fetcher is a fake bot.MediaFetcher returning Data and Mime, or Err.
type fetcher struct {
	Data []byte
	Mime string
	Err  error
	got  []bot.Media
}

func (f *fetcher) FetchMedia(_ context.Context, m bot.Media, max int64) ([]byte, string, error) {
	f.got = append(f.got, m)
	if f.Err != nil {
		return nil, "", f.Err
	}
	if int64(len(f.Data)) > max {
		return nil, "", fmt.Errorf("fetch: %w", bot.ErrMediaTooLarge)
	}
	return f.Data, f.Mime, nil
}

// transcriber is a fake bot.Transcriber returning Text, or Err.
type transcriber struct {
	Text  string
	Err   error
	names []string
}

func (t *transcriber) Transcribe(_ context.Context, audio io.Reader, filename string, _ memo.Language) (string, memo.Usage, error) {
	io.Copy(io.Discard, audio)
	t.names = append(t.names, filename)
	return t.Text, memo.Usage{}, t.Err
}

// TestIntakeNoticesAlikeOnEveryChannel: the same condition gets the same
// notice, in the same words, on either WhatsApp channel; only the Tool's
// channel prefix differs.
func TestIntakeNoticesAlikeOnEveryChannel(t *testing.T) {
	voice := bot.Media{ID: "M1", Mime: "audio/ogg; codecs=opus"}
	tests := []struct {
		name  string
		kind  bot.Kind
		text  string
		f     *fetcher
		tr    *transcriber
		want  bot.Notice // "" when the turn runs
		turn  string
		lang  memo.Language
		reply string
	}{
		{name: "unsupported", kind: bot.KindUnsupported, want: bot.NoticeUnsupported, reply: "Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."},
		{name: "image without caption", kind: bot.KindNoCaption, want: bot.NoticeNoCaption},
		{name: "empty", kind: bot.KindText, text: "  ", want: bot.NoticeEmpty},
		{name: "too long", kind: bot.KindText, text: strings.Repeat("a", 4001), want: bot.NoticeTooLong},
		{name: "no transcriber", kind: bot.KindVoice, f: &fetcher{Data: []byte("OggS")}, want: bot.NoticeVoiceOff},
		{name: "no fetcher", kind: bot.KindVoice, tr: &transcriber{Text: "never"}, want: bot.NoticeVoiceOff},
		{name: "fetch fails", kind: bot.KindVoice, f: &fetcher{Err: errors.New("404")}, tr: &transcriber{Text: "never"}, want: bot.NoticeVoiceFailed},
		{name: "too large", kind: bot.KindVoice, f: &fetcher{Data: make([]byte, 2<<20)}, tr: &transcriber{Text: "never"}, want: bot.NoticeVoiceTooLarge,
			reply: "That voice message is too large for me. Please send a shorter one, or write to me."},
		{name: "transcription fails", kind: bot.KindVoice, f: &fetcher{Data: []byte("OggS")}, tr: &transcriber{Err: errors.New("503")}, want: bot.NoticeVoiceFailed},
		{name: "nothing heard", kind: bot.KindVoice, f: &fetcher{Data: []byte("OggS")}, tr: &transcriber{Text: " "}, want: bot.NoticeVoiceEmpty},
		{name: "Hebrew", kind: bot.KindNoCaption, lang: memo.Hebrew, want: bot.NoticeNoCaption, reply: "📷 כדי לקרוא תמונות ומסמכים אני צריך מודל, ואין כאן מודל מוגדר. אפשר לשלוח שוב עם כיתוב שאומר מה צריך, למשל „תזכיר לי ביום ראשון ב-9 לשלם את החשבון”."},
		{name: "transcribed", kind: bot.KindVoice, f: &fetcher{Data: []byte("OggS")}, tr: &transcriber{Text: "call Dana"}, turn: "call Dana"},
		{name: "text", kind: bot.KindText, text: "call Dana", turn: "call Dana"},
	}
	for _, tt := range tests {
		for _, channel := range []string{"whatsapp", "cloud"} {
			t.Run(tt.name+"/"+channel, func(t *testing.T) {
				cfg := bot.IntakeConfig{Channel: channel, MaxMedia: 1 << 20, Lang: memo.English}
				if tt.lang != "" {
					cfg.Lang = tt.lang
				}
				if tt.f != nil {
					f := *tt.f
					cfg.Fetcher = &f
				}
				if tt.tr != nil {
					tr := *tt.tr
					cfg.Transcriber = &tr
				}
				var ran []memo.Inbound
				next := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
					ran = append(ran, in)
					return memo.Reply{ChatID: in.ChatID, Text: "ran", Success: true}, nil
				}}
				in := memo.Inbound{ChatID: "+972501234567", MessageID: "M1", Text: tt.text, Channel: channel}
				r, err := bot.NewIntake(cfg).Turn(context.Background(), next, in, tt.kind, "test", voice)
				if err != nil {
					t.Fatal(err)
				}
				if tt.want == "" {
					if len(ran) != 1 || ran[0].Text != tt.turn {
						t.Fatalf("turns %+v, reply %+v; want one turn with %q", ran, r, tt.turn)
					}
					return
				}
				lang := cfg.Lang
				if r.Tool != channel+"."+string(tt.want) || r.Text != tt.want.Text(lang) || r.Lang != lang || r.Success || len(ran) != 0 {
					t.Errorf("reply %+v, turns %d; want %s.%s in %s", r, len(ran), channel, tt.want, lang)
				}
				if tt.reply != "" && r.Text != tt.reply {
					t.Errorf("text %q; want %q", r.Text, tt.reply)
				}
			})
		}
	}
}

// TestIntakeUnsupportedOncePerHour: a chat is told once an hour that Memo
// cannot read what it sent; in between such messages are dropped quietly.
func TestIntakeUnsupportedOncePerHour(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	in := memo.Inbound{ChatID: "+972501234567", MessageID: "M1", Channel: "cloud"}
	it := bot.NewIntake(bot.IntakeConfig{Channel: "cloud", Clock: clock, Lang: memo.English})
	var tools []string
	for _, at := range []time.Duration{0, 10 * time.Minute, 61 * time.Minute} {
		clock.t = clock.t.Add(at)
		r, err := it.Turn(context.Background(), &handler{}, in, bot.KindUnsupported, "location", bot.Media{})
		if err != nil {
			t.Fatal(err)
		}
		tools = append(tools, r.Tool)
	}
	want := []string{"cloud.unsupported", "cloud.ignored", "cloud.unsupported"}
	if fmt.Sprint(tools) != fmt.Sprint(want) {
		t.Errorf("tools %v; want %v", tools, want)
	}
}

// TestAudioName: the transcriber is told each format WhatsApp sends,
// audio/amr included, whatever the channel.
func TestAudioName(t *testing.T) {
	for mime, want := range map[string]string{
		"audio/ogg; codecs=opus": "voice.ogg",
		"audio/amr":              "voice.amr",
		"AUDIO/AMR":              "voice.amr",
		"audio/mp4":              "voice.m4a",
		"audio/aac":              "voice.m4a",
		"audio/mpeg":             "voice.mp3",
		"audio/wav":              "voice.wav",
		"audio/webm":             "voice.webm",
		"":                       "voice.ogg",
	} {
		if got := bot.AudioName(mime); got != want {
			t.Errorf("AudioName(%q) = %q; want %q", mime, got, want)
		}
	}
}

// TestNoticesInBothLanguages: every notice has its own Hebrew and English
// text.
func TestNoticesInBothLanguages(t *testing.T) {
	seen := map[string]bot.Notice{}
	for _, n := range bot.Notices() {
		he, en := n.Text(memo.Hebrew), n.Text(memo.English)
		if he == "" || en == "" || he == en || func() bool { l, ok := memo.DetectLanguage(he); return !ok || l != memo.Hebrew }() {
			t.Errorf("%s: Hebrew %q, English %q", n, he, en)
		}
		if m, dup := seen[en]; dup {
			t.Errorf("%s and %s read the same: %q", n, m, en)
		}
		seen[en] = n
	}
}

// fixedClock is a memo.Clock a test moves.
type fixedClock struct{ t time.Time }

func (c *fixedClock) Now() time.Time { return c.t }
