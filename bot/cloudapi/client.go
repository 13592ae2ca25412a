package cloudapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Defaults of ClientConfig.
const (
	// DefaultBaseURL is the Graph API with the version Memo was built
	// against.
	DefaultBaseURL = "https://graph.facebook.com/v21.0"
	// DefaultTimeout bounds one call.
	DefaultTimeout = 30 * time.Second
	// DefaultMaxMedia is the largest media file downloaded: the Cloud
	// API's own limit for audio, and within what transcription takes.
	DefaultMaxMedia = bot.DefaultMaxMedia
	// tokenBackoff is how long calls fail at once with ErrTokenInvalid
	// after the token was refused, so a dead token costs one call a
	// minute instead of one a message.
	tokenBackoff = time.Minute
	// maxAnswer bounds an API answer read (not media).
	maxAnswer = 1 << 20
)

// ClientConfig is what a Client needs.
type ClientConfig struct {
	// BaseURL is the Graph API with its version
	// ("https://graph.facebook.com/v21.0"); default DefaultBaseURL.
	BaseURL string
	// Token is the access token (a system user's); required.
	Token string
	// PhoneID is the business phone number's id; required.
	PhoneID string
	// HTTP makes the calls; default a client with DefaultTimeout. Its
	// redirect policy is replaced: media downloads follow redirects only
	// to Meta's hosts, API calls none.
	HTTP *http.Client
	// Clock; default the system clock.
	Clock memo.Clock
	// OnToken is called when the token's state changes (refused, or good
	// again), besides the Channel built on the Client, which tells the
	// operator; nil ignores it. It must not block.
	OnToken func(valid bool, err error)
	// SendFailed is told of every message send that failed (a Graph API
	// error answer, the network, a refused token), for the adapter-error
	// metric; nil ignores them. It must not block.
	SendFailed func(err error)
	// Logger; nil discards.
	Logger *slog.Logger
}

// Client calls the Graph API for one business phone number. It is safe
// for concurrent use.
type Client struct {
	cfg  ClientConfig
	base *url.URL
	http *http.Client
	log  *slog.Logger

	mu        sync.Mutex
	token     TokenState
	refusedAt time.Time
	// changed is told when the token's state or the API's reach changes
	// (the Channel, which alerts and checks again soon); nil until New.
	changed func(was, now TokenState)
}

// NewClient returns a Client, or an error for a base URL that is not
// HTTPS (plain HTTP only to a loopback address, for tests) or a missing
// token or phone number id.
func NewClient(cfg ClientConfig) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	base, err := ParseBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	if cfg.Token == "" || cfg.PhoneID == "" {
		return nil, errors.New("cloudapi: a token and a phone number id are required")
	}
	if !reID.MatchString(cfg.PhoneID) {
		return nil, fmt.Errorf("cloudapi: phone number id %q: want digits", cfg.PhoneID)
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	hc := &http.Client{Timeout: DefaultTimeout}
	if cfg.HTTP != nil {
		c := *cfg.HTTP
		hc = &c
	}
	c := &Client{cfg: cfg, base: base, http: hc, log: logger(cfg.Logger)}
	hc.CheckRedirect = c.checkRedirect
	return c, nil
}

// ParseBaseURL checks a Graph API base URL: HTTPS, or HTTP to a loopback
// address (a test's fake), with a path (the version) and no query.
func ParseBaseURL(s string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimRight(strings.TrimSpace(s), "/"))
	if err != nil || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return nil, fmt.Errorf("cloudapi: base URL %q: want https://graph.facebook.com/v21.0", s)
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && loopback(u.Hostname()):
	default:
		return nil, fmt.Errorf("cloudapi: base URL %q: want https (plain http only to a loopback address)", s)
	}
	return u, nil
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// reID is a Graph API object id (a phone number id, a media id): Meta's
// are digits, and nothing else may be put in a path.
var reID = regexp.MustCompile(`^[A-Za-z0-9]{1,100}$`)

// Send posts req to /{phone-number-id}/messages and returns the message's
// id (a wamid). Errors are *APIError, ErrTokenInvalid, or the network's.
func (c *Client) Send(ctx context.Context, req SendRequest) (string, error) {
	req.MessagingProduct = "whatsapp"
	var resp SendResponse
	if err := c.call(ctx, http.MethodPost, c.cfg.PhoneID+"/messages", req, &resp); err != nil {
		if c.cfg.SendFailed != nil {
			c.cfg.SendFailed(err)
		}
		return "", err
	}
	if len(resp.Messages) == 0 || resp.Messages[0].ID == "" {
		return "", errShortAnswer
	}
	return resp.Messages[0].ID, nil
}

// MarkRead marks a received message read (the blue ticks).
func (c *Client) MarkRead(ctx context.Context, messageID string) error {
	req := SendRequest{MessagingProduct: "whatsapp", Status: "read", MessageID: messageID}
	return c.call(ctx, http.MethodPost, c.cfg.PhoneID+"/messages", req, nil)
}

// CheckToken asks the Graph API for the phone number, which succeeds only
// with a valid token, and returns its display number.
func (c *Client) CheckToken(ctx context.Context) (string, error) {
	var resp struct {
		ID          string `json:"id"`
		DisplayName string `json:"display_phone_number"`
	}
	if err := c.call(ctx, http.MethodGet, c.cfg.PhoneID+"?fields=id,display_phone_number", nil, &resp); err != nil {
		return "", err
	}
	return resp.DisplayName, nil
}

// call makes one API call: path is relative to the base URL, in is sent
// as JSON when not nil, and the answer is decoded into out when not nil.
func (c *Client) call(ctx context.Context, method, path string, in, out any) error {
	if err := c.tokenGate(); err != nil {
		return err
	}
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("cloudapi: encode request: %w", err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base.String()+"/"+path, body)
	if err != nil {
		return fmt.Errorf("cloudapi: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.Token)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		err = fmt.Errorf("cloudapi: %s %s: %w", method, c.redact(path), err)
		c.noteAnswer(ctx, err)
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return fmt.Errorf("cloudapi: read answer: %w", err)
	}
	if resp.StatusCode/100 != 2 {
		err := decodeError(resp.StatusCode, b)
		c.noteAnswer(ctx, err)
		return err
	}
	c.noteAnswer(ctx, nil)
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("cloudapi: decode answer: %w", err)
	}
	return nil
}

// redact is path without its query, for logs.
func (c *Client) redact(path string) string {
	p, _, _ := strings.Cut(path, "?")
	return p
}

// decodeError reads Meta's error answer; an answer that is not one (a
// proxy's page) still gives the status.
func decodeError(status int, b []byte) *APIError {
	e := &APIError{HTTPStatus: status}
	var body ErrorBody
	if json.Unmarshal(b, &body) == nil && (body.Error.Code != 0 || body.Error.Message != "") {
		e.Code, e.Subcode, e.Type, e.Message, e.FBTraceID = body.Error.Code, body.Error.ErrorSubcode, body.Error.Type, body.Error.Message, body.Error.FBTraceID
		if body.Error.ErrorData != nil {
			e.Details = body.Error.ErrorData.Details
		}
		return e
	}
	e.Message = http.StatusText(status)
	return e
}

// MediaInfo asks the Graph API where media id can be downloaded. The id
// must be a Graph API id (letters and digits): it is the only part of a
// message that reaches a URL.
func (c *Client) MediaInfo(ctx context.Context, id string) (MediaInfo, error) {
	if !reID.MatchString(id) {
		return MediaInfo{}, fmt.Errorf("%w: media id %q is not a Graph API id", ErrMediaRefused, id)
	}
	var info MediaInfo
	if err := c.call(ctx, http.MethodGet, url.PathEscape(id)+"?phone_number_id="+url.QueryEscape(c.cfg.PhoneID), nil, &info); err != nil {
		return MediaInfo{}, fmt.Errorf("media %s: %w", id, err)
	}
	return info, nil
}

// Download fetches the media info describes, at most max bytes, with the
// access token. The URL must be the Graph API's own host or Meta's media
// hosts over HTTPS (see mediaHost); a declared size over max is refused
// before fetching and a body over max while reading; a declared SHA-256
// must match.
func (c *Client) Download(ctx context.Context, info MediaInfo, max int64) ([]byte, error) {
	u, err := url.Parse(info.URL)
	if err != nil || !c.mediaHost(u) {
		return nil, fmt.Errorf("%w: download URL on host %q", ErrMediaRefused, hostOf(u))
	}
	if int64(info.FileSize) > max {
		return nil, fmt.Errorf("%w: %d bytes declared, at most %d", ErrMediaTooLarge, info.FileSize, max)
	}
	if err := c.tokenGate(); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("cloudapi: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.Token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("cloudapi: download media %s: %w", info.ID, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
		err := decodeError(resp.StatusCode, b)
		c.noteAnswer(ctx, err)
		return nil, fmt.Errorf("download media %s: %w", info.ID, err)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, max+1))
	if err != nil {
		return nil, fmt.Errorf("cloudapi: download media %s: %w", info.ID, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrMediaTooLarge, max)
	}
	if want, err := hex.DecodeString(info.SHA256); err == nil && len(want) == sha256.Size {
		if got := sha256.Sum256(data); !bytes.Equal(got[:], want) {
			return nil, fmt.Errorf("%w: the download does not match its SHA-256", ErrMediaRefused)
		}
	}
	return data, nil
}

// mediaHosts are the domains of Meta's media downloads.
var mediaHosts = []string{"fbsbx.com", "facebook.com", "fbcdn.net", "whatsapp.net"}

// mediaHost reports whether media may be downloaded from u: the Graph
// API's own scheme and host, or HTTPS on port 443 to one of Meta's media
// domains. A URL anywhere else (the sender never writes it, but a proxy
// or a fake might) is not fetched, and the token is not sent there.
func (c *Client) mediaHost(u *url.URL) bool {
	if u == nil || u.User != nil {
		return false
	}
	if u.Scheme == c.base.Scheme && u.Host == c.base.Host {
		return true
	}
	if u.Scheme != "https" || (u.Port() != "" && u.Port() != "443") {
		return false
	}
	h := strings.ToLower(u.Hostname())
	for _, d := range mediaHosts {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	return false
}

func hostOf(u *url.URL) string {
	if u == nil {
		return ""
	}
	return u.Host
}

// checkRedirect follows at most 3 redirects, each to a media host: the
// API itself never redirects, and media may only move within Meta.
func (c *Client) checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= 3 {
		return fmt.Errorf("%w: too many redirects", ErrMediaRefused)
	}
	if !c.mediaHost(req.URL) {
		return fmt.Errorf("%w: redirect to host %q", ErrMediaRefused, req.URL.Host)
	}
	return nil
}

// logger returns l, or a logger that discards when l is nil.
func logger(l *slog.Logger) *slog.Logger {
	if l == nil {
		return slog.New(slog.DiscardHandler)
	}
	return l
}
