package whatsapp

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"google.golang.org/protobuf/proto"
)

// TestMediaTransportRefusesForeignHosts: whatever URL whatsmeow builds,
// only HTTPS to a media host leaves the process; the test server counts
// every request that reaches it.
func TestMediaTransportRefusesForeignHosts(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	c, err := mediaClient("", []string{DefaultMediaHost}, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	host := strings.TrimPrefix(srv.URL, "https://")
	for _, u := range []string{
		srv.URL + "/v/t62/x.enc",                                      // the sender's host
		"http://" + host + "/x",                                       // plain HTTP
		"https://mmg.whatsapp.net@" + host + "/x",                     // user info naming a media host
		"https://evil.example/mmg.whatsapp.net/x",                     // a media host in the path
		"https://whatsapp.net.evil.example/x",                         // a media host as a prefix
		"https://mmg.whatsapp.net:" + srv.URL[len(srv.URL)-5:] + "/x", // another port
	} {
		resp, err := c.Get(u)
		if err == nil {
			resp.Body.Close()
			t.Errorf("GET %s went through", u)
		} else if !errors.Is(err, ErrMediaRefused) {
			t.Errorf("GET %s: %v; want ErrMediaRefused", u, err)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Errorf("the server got %d requests; want none", n)
	}
}

// TestMediaTransportCapsBody: a media host's answer is cut at the limit,
// whether it declares its length or streams.
func TestMediaTransportCapsBody(t *testing.T) {
	const max = 1000
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := map[string]int{"/fit": max, "/declared": 5 << 20, "/streamed": 5 << 20}[r.URL.Path]
		if r.URL.Path == "/streamed" {
			w.Header().Set("Transfer-Encoding", "chunked")
			for range n / 4096 {
				_, _ = w.Write(make([]byte, 4096))
				w.(http.Flusher).Flush()
			}
			return
		}
		_, _ = w.Write(make([]byte, n))
	}))
	defer srv.Close()
	// The test server's host stands in for a media host.
	port := srv.URL[strings.LastIndexByte(srv.URL, ':')+1:]
	c := &http.Client{Transport: &mediaTransport{next: srv.Client().Transport, suffixes: []string{".0.0.1"}, max: max, port: port}}
	get := func(path string) ([]byte, error) {
		resp, err := c.Get(srv.URL + path)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	}
	if b, err := get("/fit"); err != nil || len(b) != max {
		t.Errorf("exactly the limit: %d bytes, %v", len(b), err)
	}
	if _, err := get("/declared"); !errors.Is(err, ErrMediaTooLarge) {
		t.Errorf("5 MB declared: %v; want ErrMediaTooLarge", err)
	}
	b, err := get("/streamed")
	if !errors.Is(err, ErrMediaTooLarge) || len(b) > max {
		t.Errorf("5 MB streamed: read %d bytes, %v; want at most %d and ErrMediaTooLarge", len(b), err, max)
	}
}

func TestCheckDirectPath(t *testing.T) {
	for p, ok := range map[string]bool{
		"/v/t62.7117-24/12345_n.enc?ccb=11-4&oh=01_Q5&oe=68C0&_nc_sid=5e03e0": true,
		"":                              false,
		"v/t62/x":                       false,
		"//evil.example/x":              false,
		"/..//x":                        false,
		"/x@evil.example":               false,
		`/x\evil`:                       false,
		"/x#frag":                       false,
		"/x y":                          false,
		"/é":                            false,
		"/" + strings.Repeat("a", 2000): false,
	} {
		if err := checkDirectPath(p); (err == nil) != ok {
			t.Errorf("checkDirectPath(%.40q) = %v; want ok=%v", p, err, ok)
		}
	}
}

// TestFetchMediaChecksDeclaredLength: a download shorter than declared is
// refused, and memFile refuses to grow past the encrypted size of the
// declared length.
func TestFetchMediaChecksDeclaredLength(t *testing.T) {
	key := bytes.Repeat([]byte{1}, 32)
	a := &waE2E.AudioMessage{DirectPath: proto.String("/v/x.enc?ccb=1"), MediaKey: key, FileEncSHA256: key, FileSHA256: key, FileLength: proto.Uint64(100)}
	short := downloadFunc(func(f *memFile) error { _, err := f.Write(make([]byte, 50)); return err })
	if _, err := fetchMedia(context.Background(), short, a, 1<<20); !errors.Is(err, ErrMediaRefused) {
		t.Errorf("50 of 100 bytes: %v; want ErrMediaRefused", err)
	}
	exact := downloadFunc(func(f *memFile) error { _, err := f.Write(make([]byte, 100)); return err })
	if b, err := fetchMedia(context.Background(), exact, a, 1<<20); err != nil || len(b) != 100 {
		t.Errorf("100 of 100 bytes: %d, %v", len(b), err)
	}
	f := &memFile{limit: encryptedSize(100)}
	if _, err := f.WriteAt([]byte{1}, encryptedSize(100)); !errors.Is(err, ErrMediaTooLarge) {
		t.Errorf("write past the limit: %v; want ErrMediaTooLarge", err)
	}
	if err := f.Truncate(encryptedSize(100) + 1); !errors.Is(err, ErrMediaTooLarge) {
		t.Errorf("truncate past the limit: %v; want ErrMediaTooLarge", err)
	}
}

// downloadFunc is a Downloader that writes to the memFile it is given.
type downloadFunc func(f *memFile) error

func (d downloadFunc) DownloadMediaWithPathToFile(_ context.Context, _ string, _, _, _ []byte, _ int, _ whatsmeow.MediaType, _ string, file whatsmeow.File) error {
	return d(file.(*memFile))
}
