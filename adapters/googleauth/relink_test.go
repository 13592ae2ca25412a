package googleauth_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/googleauth"
	"golang.org/x/oauth2"
)

// A link Google no longer honours is forgotten, and the user gets a fresh
// one, once, in their private chat.

func TestInvalidGrantUnlinksAndRelinksOnce(t *testing.T) {
	r := newRig(t)
	r.link(t, memo.English)
	ts, err := r.linker.TokenSource(t.Context(), user)
	if err != nil {
		t.Fatal(err)
	}
	first, err := ts.Token()
	if err != nil {
		t.Fatal(err)
	}
	// An hour on, the token has expired and Google refuses the refresh.
	r.google.RefuseRefresh()
	r.clock.Advance(2 * time.Hour)
	expired := *first
	expired.Expiry = time.Now().Add(-time.Minute)
	ts = oauth2ReuseExpired(t, r, &expired)
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			if _, err := ts.Token(); memo.ErrorCodeOf(err) != memo.EUnlinked {
				t.Errorf("Token after refusal: %v; want EUnlinked", err)
			}
		})
	}
	wg.Wait()
	// A second source (another turn) finds no link.
	if _, err := r.linker.TokenSource(t.Context(), user); memo.ErrorCodeOf(err) != memo.EUnlinked {
		t.Errorf("TokenSource after unlink: %v; want EUnlinked", err)
	}
	n := r.notes.all()
	if len(n) != 2 || !strings.Contains(n[1], "no longer lets me") || !strings.Contains(n[1], googleauth.StartPath+"?state=") {
		t.Fatalf("notes = %q; want the link message and one relink message", n)
	}
	// The fresh link works.
	link := n[1][strings.Index(n[1], "http"):]
	if code, body := get(t, r.consent(t, link)); code != http.StatusOK {
		t.Errorf("relink = %d\n%s", code, body)
	}
}

// TestRelinkOfAGroupLinkGoesPrivately: a link saved with a member's
// conversation in a group (as links were before connect links went
// privately) is relinked in the member's private chat, never the group;
// one saved with a whole group's chat is not relinked by message at all.
func TestRelinkOfAGroupLinkGoesPrivately(t *testing.T) {
	for _, c := range []struct{ saved, want string }{
		{"120363000000000001@g.us/+972500000001", "+972500000001"},
		{"120363000000000001@g.us", ""},
	} {
		r := newRig(t)
		access, refresh := r.google.Issue()
		tok := &oauth2.Token{AccessToken: access, RefreshToken: refresh, TokenType: "Bearer", Expiry: time.Now().Add(-time.Minute)}
		if err := googleauth.StoreToken(t.Context(), r.linker, memo.GoogleLink{UserID: user, ChatID: c.saved, Lang: memo.English}, tok); err != nil {
			t.Fatal(err)
		}
		r.google.RefuseRefresh()
		ts, err := r.linker.TokenSource(t.Context(), user)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ts.Token(); memo.ErrorCodeOf(err) != memo.EUnlinked {
			t.Fatalf("Token after refusal: %v; want EUnlinked", err)
		}
		n := r.notes.all()
		switch {
		case c.want == "" && len(n) != 0:
			t.Errorf("saved in %s: notes %q; want none", c.saved, n)
		case c.want != "" && (len(n) != 1 || !strings.HasPrefix(n[0], c.want+": ") || !strings.Contains(n[0], googleauth.StartPath+"?state=")):
			t.Errorf("saved in %s: notes %q; want the relink in %s only", c.saved, n, c.want)
		}
	}
}

// oauth2ReuseExpired stores tok (already expired) as the user's token, so
// the next use refreshes, and returns the user's token source.
func oauth2ReuseExpired(t *testing.T, r *rig, tok *oauth2.Token) oauth2.TokenSource {
	t.Helper()
	if err := googleauth.StoreToken(t.Context(), r.linker, memo.GoogleLink{UserID: user, ChatID: chat, Lang: memo.English}, tok); err != nil {
		t.Fatal(err)
	}
	ts, err := r.linker.TokenSource(t.Context(), user)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}
