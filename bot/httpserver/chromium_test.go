package httpserver_test

import (
	"context"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// chromium returns the headless browser to test the page with: MEMO_CHROMIUM,
// else Debian's /usr/bin/chromium. Without one the test is skipped, or
// fails when MEMO_REQUIRE_CHROMIUM=1.
func chromium(t *testing.T) string {
	t.Helper()
	path := os.Getenv("MEMO_CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		if os.Getenv("MEMO_REQUIRE_CHROMIUM") == "1" {
			t.Fatalf("Chromium required: %v", err)
		}
		t.Skipf("no Chromium: %v", err)
	}
	return path
}

// browse runs headless Chromium on url with extra flags and returns its
// standard output.
func browse(t *testing.T, url string, flags ...string) string {
	t.Helper()
	bin := chromium(t)
	args := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--user-data-dir=" + t.TempDir(),
	}, flags...)
	ctx, cancel := context.WithTimeout(t.Context(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append(args, url)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	return string(out)
}

// recorder counts the requests a server got, by path and query.
type recorder struct {
	mu   sync.Mutex
	seen []string
	next http.Handler
}

func (r *recorder) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	r.mu.Lock()
	r.seen = append(r.seen, req.URL.RequestURI())
	r.mu.Unlock()
	r.next.ServeHTTP(w, req)
}

// count returns how many requests had the given prefix.
func (r *recorder) count(prefix string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, s := range r.seen {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

// TestPairPageInChromium loads /pair in a real browser while the QR code
// rotates twice and then the phone pairs: the page must show each code as
// an image, follow the rotation by itself, and end on "Paired as".
func TestPairPageInChromium(t *testing.T) {
	rec := &recorder{}
	codes := []string{"2@first-code,AAAA,BBBB", "2@second-code,CCCC,DDDD"}
	// The n-th load of /pair (and the image it asks for) sees the n-th
	// code; after the last, the phone has paired.
	st := func() whatsapp.Status {
		// Loads of the page itself: not its image or status, nor the
		// link with the token, which only sets the cookie.
		loads := rec.count("/pair") - rec.count("/pair/") - rec.count("/pair?")
		if loads <= len(codes) {
			return whatsapp.Status{State: whatsapp.StatePairing, QR: codes[max(loads, 1)-1]}
		}
		return whatsapp.Status{State: whatsapp.StateConnected, Phone: "+972500000001"}
	}
	s := httpserver.New(httpserver.Config{WhatsApp: &link{StatusFunc: st}, Refresh: time.Second, Token: token})
	rec.next = s.Handler()
	srv := httptest.NewServer(rec)
	defer srv.Close()

	// The operator opens the link memo serve printed; the browser keeps
	// the token as a cookie for the reloads and the image.
	dom := browse(t, srv.URL+"/pair?token="+token, "--dump-dom", "--virtual-time-budget=15000")
	if !strings.Contains(dom, "Paired as") || !strings.Contains(dom, "+972500000001") {
		t.Errorf("final page does not say it is paired:\n%s", dom)
	}
	if n := rec.count("/pair/qr.png"); n < len(codes) {
		t.Errorf("browser fetched the QR image %d times; want one per code (%d): %v", n, len(codes), rec.seen)
	}
	for _, c := range codes {
		if rec.count("/pair/qr.png?v="+version(t, c)) == 0 {
			t.Errorf("code %q never shown; requests %v", c, rec.seen)
		}
	}
}

// version is the v= parameter the page gives code's image.
func version(t *testing.T, code string) string {
	t.Helper()
	page := get(t, httpserver.New(httpserver.Config{WhatsApp: &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: code}}, Token: token}).Handler(), "/pair").Body.String()
	_, after, ok := strings.Cut(page, "/pair/qr.png?v=")
	if !ok {
		t.Fatalf("no image in the page")
	}
	v, _, _ := strings.Cut(after, `"`)
	return v
}

// TestPairPageRendersQR screenshots the page and checks the code is drawn:
// a large share of dark pixels, which the text alone never reaches.
func TestPairPageRendersQR(t *testing.T) {
	s := httpserver.New(httpserver.Config{WhatsApp: &link{st: whatsapp.Status{State: whatsapp.StatePairing, QR: "2@screenshot-code,EEEE,FFFF"}}, Token: token})
	srv := httptest.NewServer(s.Handler())
	defer srv.Close()
	shot := filepath.Join(t.TempDir(), "pair.png")
	browse(t, srv.URL+"/pair?token="+token, "--screenshot="+shot, "--window-size=700,900", "--hide-scrollbars", "--virtual-time-budget=2000")
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	dark := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r+g+bl < 3*0x4000 {
				dark++
			}
		}
	}
	if share := float64(dark) / float64(b.Dx()*b.Dy()); share < 0.04 {
		t.Errorf("%.1f%% of the screenshot is dark; the QR code (about 8%%) is not drawn", share*100)
	}
}
