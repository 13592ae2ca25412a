package main

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

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

// openaiClient returns the OpenAI-compatible client the environment
// configures (OPENAI_API_KEY, OPENAI_BASE_URL, MEMO_OPENAI_MODEL,
// MEMO_OPENAI_TIMEOUT, MEMO_OPENAI_EMBEDDING_MODEL,
// MEMO_OPENAI_EMBEDDING_DIMENSIONS), or nil without a key. An invalid
// setting is a usage error.
// modelConns bounds the connections to the model's host.
const modelConns = 64

func openaiClient(getenv func(string) string) (*openai.Client, error) {
	key := strings.TrimSpace(getenv("OPENAI_API_KEY"))
	if key == "" {
		return nil, nil
	}
	// At most modelConns connections to the model's host, kept for reuse:
	// over HTTP/2 (OpenAI) requests share one anyway; over HTTP/1.1 a burst
	// of a thousand model turns queues for a connection instead of opening
	// a thousand, each with its buffers. A turn waiting on the model gives
	// its slot to another (bot.Slots).
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxConnsPerHost, tr.MaxIdleConnsPerHost = modelConns, modelConns
	cfg := openai.Config{
		HTTPClient:     &http.Client{Transport: &bot.AwayTransport{Base: tr}},
		APIKey:         key,
		BaseURL:        strings.TrimSpace(getenv("OPENAI_BASE_URL")),
		Model:          strings.TrimSpace(getenv("MEMO_OPENAI_MODEL")),
		EmbeddingModel: strings.TrimSpace(getenv("MEMO_OPENAI_EMBEDDING_MODEL")),
	}
	if cfg.BaseURL != "" && !strings.HasPrefix(cfg.BaseURL, "http://") && !strings.HasPrefix(cfg.BaseURL, "https://") {
		return nil, usageError{fmt.Sprintf("OPENAI_BASE_URL %q: want an http(s) URL like https://api.openai.com/v1/", cfg.BaseURL)}
	}
	if v := strings.TrimSpace(getenv("MEMO_OPENAI_TIMEOUT")); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return nil, usageError{fmt.Sprintf("MEMO_OPENAI_TIMEOUT %q: want a positive duration like 30s", v)}
		}
		cfg.Timeout = d
	}
	embed := cfg.EmbeddingModel
	if embed == "" {
		embed = openai.DefaultEmbeddingModel
	}
	if strings.HasPrefix(embed, "text-embedding-3") {
		cfg.EmbeddingDimensions = defaultEmbeddingDimensions
	}
	if v := strings.TrimSpace(getenv("MEMO_OPENAI_EMBEDDING_DIMENSIONS")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 8192 {
			return nil, usageError{fmt.Sprintf("MEMO_OPENAI_EMBEDDING_DIMENSIONS %q: want a number of dimensions (0: the model's own)", v)}
		}
		cfg.EmbeddingDimensions = n
	}
	client, err := openai.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("openai client: %w", err)
	}
	return client, nil
}

// modelPlanner returns the planner turns use: with a client, the router
// that asks the model for messages the offline grammar does not
// understand; without one, offline itself. wrap, when set, wraps the
// model client (to watch its calls). It reads OPENAI_BASE_URL (for the
// log) and MEMO_OPENAI_MAX_MESSAGE, the longest message in characters
// sent to the model (default model.DefaultMaxMessageRunes).
func modelPlanner(client *openai.Client, getenv func(string) string, offline graph.Planner, log *slog.Logger, wrap func(model.Chatter) model.Chatter) (graph.Planner, error) {
	if client == nil {
		return offline, nil
	}
	baseURL := strings.TrimSpace(getenv("OPENAI_BASE_URL"))
	maxRunes := 0
	if v := strings.TrimSpace(getenv("MEMO_OPENAI_MAX_MESSAGE")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < model.MaxTextRunes || n > 4000 {
			return nil, usageError{fmt.Sprintf("MEMO_OPENAI_MAX_MESSAGE %q: want a number of characters from %d to 4000", v, model.MaxTextRunes)}
		}
		maxRunes = n
	}
	var chat model.Chatter = client
	if wrap != nil {
		chat = wrap(client)
	}
	planner, err := model.New(model.Config{Chat: chat, Logger: log, MaxMessageRunes: maxRunes})
	if err != nil {
		return nil, err
	}
	if baseURL == "" {
		baseURL = openai.DefaultBaseURL
	}
	if log != nil {
		log.Info("model planner on", "model", client.Model(), "base_url", baseURL)
	}
	return model.NewRouter(offline, planner), nil
}
