// Package alert reaches the operator when WhatsApp itself is down, where
// a WhatsApp message to the operator cannot: a webhook (a JSON POST that
// Slack and Discord incoming webhooks both accept) and a watcher that
// turns the WhatsApp link's states into alerts.
package alert

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// Defaults of Webhook.
const (
	DefaultTimeout = 10 * time.Second
	// maxText is Discord's limit on a message's content; Slack's is larger.
	maxText = 2000
)

// Webhook posts alerts to a URL as {"text": ..., "content": ...}: Slack
// reads text, Discord content, and each ignores the other.
//
// The URL is a secret (Slack's and Discord's carry the key that lets
// anyone post to the channel), so no error names more of it than its
// scheme and host, and redirects are not followed.
type Webhook struct {
	// URL is the webhook's address; required.
	URL string
	// Client sends the request; default a client with DefaultTimeout.
	Client *http.Client
	// Retries is how many times a failed post is tried again, with a
	// short pause; default 2.
	Retries int
	// Pause between tries; default 2 s.
	Pause time.Duration
}

// payload is the JSON body posted.
type payload struct {
	Text    string `json:"text"`
	Content string `json:"content"`
}

// Send posts text. It retries a connection error or a 5xx or 429 answer,
// and returns the last error; other 4xx answers are not retried.
func (w *Webhook) Send(ctx context.Context, text string) error {
	if utf8.RuneCountInString(text) > maxText {
		text = string([]rune(text)[:maxText-1]) + "…"
	}
	body, err := json.Marshal(payload{Text: text, Content: text})
	if err != nil {
		return fmt.Errorf("alert webhook: %w", err)
	}
	client := &http.Client{Timeout: DefaultTimeout}
	if w.Client != nil {
		c := *w.Client
		client = &c
	}
	// A webhook does not move: a redirect is refused as an answer, not
	// followed with the alert to wherever it points.
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	retries, pause := w.Retries, w.Pause
	if retries <= 0 {
		retries = 2
	}
	if pause <= 0 {
		pause = 2 * time.Second
	}
	var last error
	for try := 0; try <= retries; try++ {
		if try > 0 {
			select {
			case <-ctx.Done():
				return fmt.Errorf("alert webhook: %w (after %v)", ctx.Err(), last)
			case <-time.After(pause):
			}
		}
		retry, err := w.post(ctx, client, body)
		if err == nil {
			return nil
		}
		last = err
		if !retry {
			break
		}
	}
	return last
}

// post sends one request; retry says whether another try may succeed.
func (w *Webhook) post(ctx context.Context, client *http.Client, body []byte) (retry bool, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, bytes.NewReader(body))
	if err != nil {
		return false, w.plain(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return true, w.plain(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode < 300:
		return false, nil
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return true, fmt.Errorf("alert webhook: HTTP %d", resp.StatusCode)
	}
	return false, fmt.Errorf("alert webhook: HTTP %d", resp.StatusCode)
}

// plain is err without the URL: net/http's *url.Error quotes it whole,
// path and query included, where the webhook's key is.
func (w *Webhook) plain(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return fmt.Errorf("alert webhook: %s %s: %w", strings.ToLower(ue.Op), w.origin(), ue.Err)
	}
	return fmt.Errorf("alert webhook: %w", err)
}

// origin is the URL's scheme and host, the part that is not a secret.
func (w *Webhook) origin() string {
	u, err := url.Parse(w.URL)
	if err != nil || u.Host == "" {
		return "(a URL that cannot be parsed)"
	}
	return u.Scheme + "://" + u.Host
}
