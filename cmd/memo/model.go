package main

import (
	"fmt"
	"log/slog"
	"net/http"

	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
)

// defaultEmbeddingDimensions is the size asked of text-embedding-3 models:
// a quarter of the small model's 1,536, which keeps most of its quality
// and lets one user's 100,000 memories be compared in memory (100 MB) in
// milliseconds.
const defaultEmbeddingDimensions = 256

// modelConns bounds the connections to the model's host.
const modelConns = 64

// openaiClient returns the OpenAI-compatible client m configures, or nil
// without a key. One client serves the planner, the second brain and
// voice transcription.
func openaiClient(m modelConfig) (*openai.Client, error) {
	if !m.on() {
		return nil, nil
	}
	// At most modelConns connections to the model's host, kept for reuse:
	// over HTTP/2 (OpenAI) requests share one anyway; over HTTP/1.1 a burst
	// of a thousand model turns queues for a connection instead of opening
	// a thousand, each with its buffers. A turn waiting on the model gives
	// its slot to another (bot.Slots).
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxConnsPerHost, tr.MaxIdleConnsPerHost = modelConns, modelConns
	client, err := openai.New(openai.Config{
		HTTPClient:          &http.Client{Transport: &bot.AwayTransport{Base: tr}},
		APIKey:              m.APIKey,
		BaseURL:             m.BaseURL,
		Model:               m.Model,
		Timeout:             m.Timeout,
		EmbeddingModel:      m.EmbeddingModel,
		EmbeddingDimensions: m.EmbeddingDimensions,
		TranscriptionModel:  m.TranscribeModel,
	})
	if err != nil {
		return nil, fmt.Errorf("openai client: %w", err)
	}
	return client, nil
}

// modelPlanner returns the planner turns use: with a client, the router
// that asks the model for messages the offline grammar does not
// understand; without one, offline itself. wrap, when set, wraps the
// model client (to watch its calls).
func modelPlanner(client *openai.Client, m modelConfig, offline graph.Planner, log *slog.Logger, wrap func(model.Chatter) model.Chatter) (graph.Planner, error) {
	if client == nil {
		return offline, nil
	}
	var chat model.Chatter = client
	if wrap != nil {
		chat = wrap(client)
	}
	planner, err := model.New(model.Config{Chat: chat, Logger: log, MaxMessageRunes: m.MaxMessage})
	if err != nil {
		return nil, err
	}
	baseURL := m.BaseURL
	if baseURL == "" {
		baseURL = openai.DefaultBaseURL
	}
	if log != nil {
		log.Info("model planner on", "model", client.Model(), "base_url", baseURL)
	}
	return model.NewRouter(offline, planner), nil
}

// photoReader returns what reads the photos and documents users send
// (one model call each), or nil without a client: the channels then
// answer a photo that a caption works instead. wrap, when set, wraps the
// model client (to watch its calls).
func contentReader(client *openai.Client, wrap func(model.Chatter) model.Chatter) (graph.ContentReader, error) {
	if client == nil {
		return nil, nil
	}
	var chat model.Chatter = client
	if wrap != nil {
		chat = wrap(client)
	}
	r, err := model.NewContentReader(chat)
	if err != nil {
		return nil, err
	}
	return r, nil
}
