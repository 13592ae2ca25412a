package whatsapp

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/proxy"
)

// DefaultMediaHost is the host suffix media is downloaded from by default:
// WhatsApp's media connection names hosts under whatsapp.net
// (mmg.whatsapp.net, media-….cdn.whatsapp.net).
const DefaultMediaHost = ".whatsapp.net"

// mediaTransport is the RoundTripper of whatsmeow's media HTTP client, a
// second lock behind checkMedia: it sends only HTTPS requests to a host
// under one of suffixes, with no user info, and cuts every response body
// at max bytes. Nothing else reaches the network, so no message can make
// Memo fetch an address of the sender's choosing.
type mediaTransport struct {
	next     http.RoundTripper
	suffixes []string
	max      int64
	// port, when set, is allowed besides 443 (tests).
	port string
}

// RoundTrip implements http.RoundTripper.
func (t *mediaTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := t.allowed(req.URL); err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	if resp.ContentLength > t.max {
		resp.Body.Close()
		return nil, fmt.Errorf("%w: %s answers %d bytes, at most %d", ErrMediaTooLarge, req.URL.Host, resp.ContentLength, t.max)
	}
	resp.Body = &cappedBody{r: resp.Body, left: t.max}
	return resp, nil
}

// allowed returns why u may not be fetched, or nil.
func (t *mediaTransport) allowed(u *url.URL) error {
	if u.Scheme != "https" || u.User != nil {
		return fmt.Errorf("%w: %s://%s is not an HTTPS media host", ErrMediaRefused, u.Scheme, u.Host)
	}
	host := strings.ToLower(u.Hostname())
	if p := u.Port(); p != "" && p != "443" && p != t.port {
		return fmt.Errorf("%w: port %s", ErrMediaRefused, p)
	}
	for _, s := range t.suffixes {
		if strings.HasSuffix(host, s) && len(host) > len(s) {
			return nil
		}
	}
	return fmt.Errorf("%w: %s is not one of WhatsApp's media hosts", ErrMediaRefused, host)
}

// cappedBody fails a read that would go past left bytes.
type cappedBody struct {
	r    io.ReadCloser
	left int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One more byte tells an exact fit from a body that goes on.
		var one [1]byte
		if n, _ := b.r.Read(one[:]); n > 0 {
			return 0, ErrMediaTooLarge
		}
		return b.r.Read(p)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *cappedBody) Close() error { return b.r.Close() }

// mediaClient returns the HTTP client whatsmeow downloads media with: the
// transport guarded by mediaTransport, through proxyAddr when set
// ("http://…", "https://…" or "socks5://…", as for the connection).
func mediaClient(proxyAddr string, suffixes []string, max int64) (*http.Client, error) {
	base := http.DefaultTransport.(*http.Transport).Clone()
	if proxyAddr != "" {
		u, err := url.Parse(proxyAddr)
		if err != nil {
			return nil, fmt.Errorf("media proxy: %w", err)
		}
		switch u.Scheme {
		case "http", "https":
			base.Proxy = http.ProxyURL(u)
		case "socks5", "socks5h":
			d, err := proxy.FromURL(u, proxy.Direct)
			if err != nil {
				return nil, fmt.Errorf("media proxy: %w", err)
			}
			cd, ok := d.(proxy.ContextDialer)
			if !ok {
				return nil, fmt.Errorf("media proxy: %s dialer has no context", u.Scheme)
			}
			base.Proxy = nil
			base.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
				return cd.DialContext(ctx, network, addr)
			}
		default:
			return nil, fmt.Errorf("media proxy: unsupported scheme %q", u.Scheme)
		}
	}
	return &http.Client{
		Transport: &mediaTransport{next: base, suffixes: suffixes, max: max},
		// A voice note within the size limit downloads in seconds.
		Timeout: 2 * time.Minute,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 3 {
				return fmt.Errorf("%w: too many redirects", ErrMediaRefused)
			}
			return nil // each hop goes through mediaTransport again
		},
	}, nil
}
