package httpserver_test

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/googleauth"
	"github.com/memo-assistant/memo/adapters/googleauth/googleauthtest"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/store/sqlite"
)

// TestGoogleLinkInChromium walks a real browser through linking on memo
// serve's HTTP server: the link the user got → /oauth/google/start → the
// (fake) Google consent page, which approves → /oauth/google/callback →
// the "linked" page; the user's chat is told.
func TestGoogleLinkInChromium(t *testing.T) {
	chromium(t)
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	google := googleauthtest.New(t, "client-id", "client-secret")
	var mu sync.Mutex
	var told []string
	notify := googleauth.NotifyFunc(func(_ context.Context, chat, text string) error {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, chat+": "+text)
		return nil
	})
	// The linker needs the server's address before the server serves it.
	srv := httptest.NewUnstartedServer(nil)
	defer srv.Close()
	linker, err := googleauth.New(googleauth.Config{
		ClientID: "client-id", ClientSecret: "client-secret", PublicURL: "http://" + srv.Listener.Addr().String(), Secret: strings.Repeat("k", 32),
		AuthURL: google.AuthURL(), TokenURL: google.TokenURL(), RevokeURL: google.RevokeURL(),
		Links: db, States: db, Notify: notify,
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.Config.Handler = httpserver.New(httpserver.Config{Token: token, Routes: []httpserver.Route{{Pattern: "GET /oauth/google/", Handler: linker.Handler()}}}).Handler()
	srv.Start()

	link, err := linker.ConnectURL(t.Context(), "+972500000001", "chat-1", memo.English)
	if err != nil {
		t.Fatal(err)
	}
	dom := browse(t, link, "--dump-dom", "--virtual-time-budget=10000")
	if !strings.Contains(dom, `data-outcome="linked"`) || !strings.Contains(dom, "Google account linked") {
		t.Fatalf("browser ended on:\n%s", dom)
	}
	if ok, _ := linker.Linked(t.Context(), "+972500000001"); !ok {
		t.Error("not linked after the browser's walk")
	}
	mu.Lock()
	defer mu.Unlock()
	if len(told) != 1 || !strings.HasPrefix(told[0], "chat-1: ✅") {
		t.Errorf("chat told %q; want one success message", told)
	}
	// The same link again, in the browser: the state was used.
	if dom := browse(t, link, "--dump-dom", "--virtual-time-budget=10000"); !strings.Contains(dom, `data-outcome="used"`) {
		t.Errorf("second walk ended on:\n%s", dom)
	}
}
