package main

import (
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/graph/model"
)

// modelConfig is the OpenAI-compatible model: the planner for what the
// grammar does not understand, the second brain's embeddings and answers,
// and voice transcription. It is on when APIKey is set.
type modelConfig struct {
	// APIKey turns the model on (env OPENAI_API_KEY). A secret.
	APIKey string
	// BaseURL is any OpenAI-compatible server (env OPENAI_BASE_URL;
	// default openai.DefaultBaseURL).
	BaseURL string
	// Model is the chat model (env MEMO_OPENAI_MODEL; default
	// openai.DefaultModel).
	Model string
	// Timeout bounds each attempt of a call (env MEMO_OPENAI_TIMEOUT;
	// default openai.DefaultTimeout).
	Timeout time.Duration
	// EmbeddingModel embeds memories (env MEMO_OPENAI_EMBEDDING_MODEL;
	// default openai.DefaultEmbeddingModel).
	EmbeddingModel string
	// EmbeddingDimensions is the size of those embeddings (env
	// MEMO_OPENAI_EMBEDDING_DIMENSIONS; default
	// defaultEmbeddingDimensions for text-embedding-3 models, else 0, the
	// model's own).
	EmbeddingDimensions int
	// TranscribeModel turns voice notes into text (env
	// MEMO_OPENAI_TRANSCRIBE_MODEL; default openai.DefaultTranscriptionModel).
	TranscribeModel string
	// MaxMessage is the longest message in characters sent to the model
	// (env MEMO_OPENAI_MAX_MESSAGE; 0 means model.DefaultMaxMessageRunes).
	MaxMessage int
}

// on reports whether the model is configured.
func (m modelConfig) on() bool { return m.APIKey != "" }

// readModel reads the model's settings. They are checked whether or not a
// key is set, so a mistake shows before the key is added.
func readModel(p *problems, getenv func(string) string) modelConfig {
	m := modelConfig{
		APIKey:          strings.TrimSpace(getenv("OPENAI_API_KEY")),
		BaseURL:         strings.TrimSpace(getenv("OPENAI_BASE_URL")),
		Model:           strings.TrimSpace(getenv("MEMO_OPENAI_MODEL")),
		EmbeddingModel:  strings.TrimSpace(getenv("MEMO_OPENAI_EMBEDDING_MODEL")),
		TranscribeModel: strings.TrimSpace(getenv("MEMO_OPENAI_TRANSCRIBE_MODEL")),
	}
	if m.BaseURL != "" && !httpURL(m.BaseURL) {
		p.add("OPENAI_BASE_URL %q: want an http(s) URL like https://api.openai.com/v1/", m.BaseURL)
	}
	m.Timeout = duration(p, getenv, "MEMO_OPENAI_TIMEOUT", 0, "30s")
	embed := m.EmbeddingModel
	if embed == "" {
		embed = openai.DefaultEmbeddingModel
	}
	if strings.HasPrefix(embed, "text-embedding-3") {
		m.EmbeddingDimensions = defaultEmbeddingDimensions
	}
	if v, ok := lookup(getenv, "MEMO_OPENAI_EMBEDDING_DIMENSIONS"); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 8192 {
			p.add("MEMO_OPENAI_EMBEDDING_DIMENSIONS %q: want a number of dimensions (0: the model's own)", v)
		} else {
			m.EmbeddingDimensions = n
		}
	}
	if v, ok := lookup(getenv, "MEMO_OPENAI_MAX_MESSAGE"); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < model.MaxTextRunes || n > 4000 {
			p.add("MEMO_OPENAI_MAX_MESSAGE %q: want a number of characters from %d to 4000", v, model.MaxTextRunes)
		} else {
			m.MaxMessage = n
		}
	}
	return m
}
