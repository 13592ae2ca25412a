package main

import (
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
)

// modelPlanner returns the planner turns use: with OPENAI_API_KEY set, the
// router that asks the model (OPENAI_BASE_URL, MEMO_OPENAI_MODEL,
// MEMO_OPENAI_TIMEOUT) for messages the offline grammar does not
// understand, and ok=true; without a key, offline itself and ok=false.
// An invalid setting is a usage error. wrap, when set, wraps the model
// client (to watch its calls).
func modelPlanner(getenv func(string) string, offline graph.Planner, log *slog.Logger, wrap func(model.Chatter) model.Chatter) (graph.Planner, bool, error) {
	key := strings.TrimSpace(getenv("OPENAI_API_KEY"))
	if key == "" {
		return offline, false, nil
	}
	cfg := openai.Config{
		APIKey:  key,
		BaseURL: strings.TrimSpace(getenv("OPENAI_BASE_URL")),
		Model:   strings.TrimSpace(getenv("MEMO_OPENAI_MODEL")),
	}
	if cfg.BaseURL != "" && !strings.HasPrefix(cfg.BaseURL, "http://") && !strings.HasPrefix(cfg.BaseURL, "https://") {
		return nil, false, usageError{fmt.Sprintf("OPENAI_BASE_URL %q: want an http(s) URL like https://api.openai.com/v1/", cfg.BaseURL)}
	}
	if v := strings.TrimSpace(getenv("MEMO_OPENAI_TIMEOUT")); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return nil, false, usageError{fmt.Sprintf("MEMO_OPENAI_TIMEOUT %q: want a positive duration like 30s", v)}
		}
		cfg.Timeout = d
	}
	client, err := openai.New(cfg)
	if err != nil {
		return nil, false, fmt.Errorf("model planner: %w", err)
	}
	var chat model.Chatter = client
	if wrap != nil {
		chat = wrap(client)
	}
	planner, err := model.New(model.Config{Chat: chat, Logger: log})
	if err != nil {
		return nil, false, err
	}
	base := cfg.BaseURL
	if base == "" {
		base = openai.DefaultBaseURL
	}
	if log != nil {
		log.Info("model planner on", "model", client.Model(), "base_url", base)
	}
	return model.NewRouter(offline, planner), true, nil
}
