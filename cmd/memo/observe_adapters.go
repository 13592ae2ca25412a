package main

import (
	"context"
	"io"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/graph/model"
)

// chatter counts the model client's failures (the planner's calls and
// tokens are counted from the turn's trace).
func (i *instruments) chatter(c model.Chatter) model.Chatter {
	return chatterFunc(func(ctx context.Context, req openai.ChatRequest) (openai.ChatResponse, error) {
		resp, err := c.Chat(ctx, req)
		i.adapterError(ctx, "model", err)
		return resp, err
	})
}

type chatterFunc func(ctx context.Context, req openai.ChatRequest) (openai.ChatResponse, error)

func (f chatterFunc) Chat(ctx context.Context, req openai.ChatRequest) (openai.ChatResponse, error) {
	return f(ctx, req)
}

// transcriber counts voice-note transcriptions: their model calls and
// tokens, and their failures.
func (i *instruments) transcriber(t whatsapp.Transcriber) whatsapp.Transcriber {
	return transcriberFunc(func(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error) {
		text, u, err := t.Transcribe(ctx, audio, filename, lang)
		i.m.Model("transcribe", u)
		i.adapterError(ctx, "model", err)
		return text, u, err
	})
}

type transcriberFunc func(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error)

func (f transcriberFunc) Transcribe(ctx context.Context, audio io.Reader, filename string, lang memo.Language) (string, memo.Usage, error) {
	return f(ctx, audio, filename, lang)
}

// sender counts WhatsApp send failures.
func (i *instruments) sender(s whatsapp.Sender) whatsapp.Sender {
	return &observedSender{Sender: s, i: i}
}

type observedSender struct {
	whatsapp.Sender
	i *instruments
}

// SendMessage implements whatsapp.Sender.
func (o *observedSender) SendMessage(ctx context.Context, to types.JID, message *waE2E.Message, extra ...whatsmeow.SendRequestExtra) (whatsmeow.SendResponse, error) {
	resp, err := o.Sender.SendMessage(ctx, to, message, extra...)
	if err != nil {
		o.i.m.AdapterError("whatsapp", err)
	}
	return resp, err
}
