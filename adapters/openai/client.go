package openai

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/memo-assistant/memo"
)

// Defaults of Config.
const (
	DefaultBaseURL            = "https://api.openai.com/v1/"
	DefaultModel              = "gpt-4o-mini"
	DefaultEmbeddingModel     = "text-embedding-3-small"
	DefaultTranscriptionModel = "gpt-4o-mini-transcribe"
	DefaultTimeout            = 30 * time.Second
	DefaultMaxRetries         = 2
)

// Config configures a Client. Zero fields take the defaults above.
type Config struct {
	// APIKey is sent as a bearer token. Required: servers that need no key
	// (a local Ollama) accept any non-empty value.
	APIKey string
	// BaseURL is the API root, ending in "/v1/" for most servers; default
	// DefaultBaseURL. It is always set explicitly, so the SDK's own reading
	// of OPENAI_BASE_URL never applies.
	BaseURL string
	// Model is the chat model; default DefaultModel.
	Model string
	// EmbeddingModel is the embeddings model; default DefaultEmbeddingModel.
	EmbeddingModel string
	// EmbeddingDimensions asks the model for vectors of this many
	// dimensions (the text-embedding-3 models shorten theirs on request);
	// 0 leaves the model's own size and sends no "dimensions" field, which
	// servers that do not know it need.
	EmbeddingDimensions int
	// TranscriptionModel is the speech-to-text model; default
	// DefaultTranscriptionModel.
	TranscriptionModel string
	// Timeout bounds each attempt; default DefaultTimeout. The caller's ctx
	// bounds the call with all its retries. (The SDK does not retry an
	// attempt that hit this timeout: it fails with EUnavailable.)
	Timeout time.Duration
	// MaxRetries is how many times the SDK retries a 408, 409, 429, 5xx or a
	// connection error, with exponential backoff (0.5 s, 1 s, ... with
	// jitter, or the server's Retry-After); default DefaultMaxRetries. A
	// negative value means no retry.
	MaxRetries int
	// HTTPClient sends the requests; nil means the SDK's default client.
	HTTPClient *http.Client
	// MaxInFlight bounds the requests out at once; default
	// DefaultMaxInFlight. Past it a call waits, as waiting for the
	// model (memo.Away), before its request is built.
	MaxInFlight int
}

// DefaultMaxInFlight is how many requests a Client has out at once by
// default: far more than a rate limit lets through in the seconds one
// takes, and few enough that a burst of a thousand turns asking the model
// at once waits without a thousand requests built and buffered.
const DefaultMaxInFlight = 64

// Client calls an OpenAI-compatible API. It is safe for concurrent use.
type Client struct {
	sdk                 sdk.Client
	model, embed, voice string
	dims                int
	inflight            chan struct{}
}

// New returns a Client for cfg, or an error when the key is missing.
func New(cfg Config) (*Client, error) {
	if cfg.APIKey == "" {
		return nil, errors.New("openai: an API key is required")
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	if cfg.Model == "" {
		cfg.Model = DefaultModel
	}
	if cfg.EmbeddingModel == "" {
		cfg.EmbeddingModel = DefaultEmbeddingModel
	}
	if cfg.TranscriptionModel == "" {
		cfg.TranscriptionModel = DefaultTranscriptionModel
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	switch {
	case cfg.MaxRetries == 0:
		cfg.MaxRetries = DefaultMaxRetries
	case cfg.MaxRetries < 0:
		cfg.MaxRetries = 0
	}
	opts := []option.RequestOption{
		option.WithAPIKey(cfg.APIKey),
		option.WithBaseURL(cfg.BaseURL),
		option.WithMaxRetries(cfg.MaxRetries),
		option.WithRequestTimeout(cfg.Timeout),
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(cfg.HTTPClient))
	}
	return &Client{
		sdk:   sdk.NewClient(opts...),
		model: cfg.Model, embed: cfg.EmbeddingModel, voice: cfg.TranscriptionModel,
		dims:     max(cfg.EmbeddingDimensions, 0),
		inflight: make(chan struct{}, cmp.Or(max(cfg.MaxInFlight, 0), DefaultMaxInFlight)),
	}, nil
}

// out waits for room for one more request, as a wait outside the process
// (memo.Away: the turn's slot goes to another meanwhile), and returns the
// function to call when the request is over. It returns ctx's error when
// ctx ends first.
func (c *Client) out(ctx context.Context) (done func(), err error) {
	back := memo.Away(ctx)
	select {
	case c.inflight <- struct{}{}:
	case <-ctx.Done():
		back()
		return nil, translate(ctx, "request", ctx.Err())
	}
	return func() {
		<-c.inflight
		back()
	}, nil
}

// Model returns the chat model the client asks.
func (c *Client) Model() string { return c.model }

// EmbeddingModel names the embeddings the client returns: the model, and
// the dimensions when they were asked for ("text-embedding-3-small@256"),
// so vectors of another size are never compared with them.
func (c *Client) EmbeddingModel() string {
	if c.dims > 0 {
		return fmt.Sprintf("%s@%d", c.embed, c.dims)
	}
	return c.embed
}

// translate turns an SDK or transport error into a *memo.Error whose
// message names the operation; the original error stays in the chain for
// the logs. A cancelled ctx is returned as it is.
func translate(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		return fmt.Errorf("openai %s: %w", op, err)
	}
	var apiErr *sdk.Error
	if errors.As(err, &apiErr) {
		code := memo.EInvalid
		switch s := apiErr.StatusCode; {
		case s == http.StatusUnauthorized || s == http.StatusForbidden:
			code = memo.EUnlinked
		case s == http.StatusRequestTimeout || s == http.StatusConflict || s == http.StatusTooManyRequests || s >= 500:
			code = memo.EUnavailable
		}
		detail := apiErr.Message
		if detail == "" {
			detail = http.StatusText(apiErr.StatusCode)
		}
		return &memo.Error{Code: code, Message: fmt.Sprintf("openai %s: status %d: %s", op, apiErr.StatusCode, detail), Err: err}
	}
	// Timeouts, refused connections, resets: the service is not reachable.
	return &memo.Error{Code: memo.EUnavailable, Message: fmt.Sprintf("openai %s: %v", op, err), Err: err}
}
