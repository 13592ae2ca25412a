package openai

import (
	"context"
	"io"
	"path"
	"strings"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"

	"github.com/memo-assistant/memo"
)

// Transcribe turns speech into text with the transcription model. filename
// names the audio's format for the server ("voice.ogg"); lang, when valid,
// tells the server the spoken language (he or en), which helps short
// messages. The error is a *memo.Error (see the package doc).
func (c *Client) Transcribe(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error) {
	p := sdk.AudioTranscriptionNewParams{
		File:  sdk.File(audio, filename, audioType(filename)),
		Model: c.voice,
	}
	if lang.Valid() {
		p.Language = param.NewOpt(string(lang))
	}
	done, err := c.out(ctx)
	if err != nil {
		return "", memo.Usage{}, err
	}
	defer done()
	start := time.Now()
	out, err := c.sdk.Audio.Transcriptions.New(ctx, p)
	usage := memo.Usage{Calls: 1, Latency: time.Since(start)}
	if err != nil {
		return "", usage, translate(ctx, "transcription", err)
	}
	usage.PromptTokens = int(out.Usage.InputTokens)
	usage.CompletionTokens = int(out.Usage.OutputTokens)
	return out.Text, usage, nil
}

// audioType is the media type of an audio file by its extension; servers
// read the format from it.
func audioType(filename string) string {
	switch strings.ToLower(path.Ext(filename)) {
	case ".ogg", ".oga", ".opus":
		return "audio/ogg"
	case ".mp3", ".mpga", ".mpeg":
		return "audio/mpeg"
	case ".m4a", ".mp4":
		return "audio/mp4"
	case ".wav":
		return "audio/wav"
	case ".webm":
		return "audio/webm"
	case ".flac":
		return "audio/flac"
	}
	return "application/octet-stream"
}
