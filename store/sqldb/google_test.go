package sqldb_test

import (
	"bytes"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

// TestGoogleStore runs the tests of Google links and OAuth states, each on
// a fresh database.
func TestGoogleStore(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T, db *sqldb.DB, clock *storetest.Clock)
	}{
		{"LinkRoundTrip", testLinkRoundTrip},
		{"LinkReplaces", testLinkReplaces},
		{"LinkDeleteOnce", testLinkDeleteOnce},
		{"LinkInvalid", testLinkInvalid},
		{"StateClaimedOnce", testStateClaimedOnce},
		{"StateConcurrentClaims", testStateConcurrent},
	}
	each(t, func(t *testing.T, on backend) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				db, clock := on.pinned(t)
				tt.run(t, db, clock)
			})
		}
	})
}

func sampleLink() memo.GoogleLink {
	return memo.GoogleLink{
		UserID: "+972500000001", ChatID: "972500000001@s.whatsapp.net", Lang: memo.Hebrew,
		Sealed: []byte{0, 1, 2, 0xff, 'x'}, Scopes: []string{"a", "b"},
	}
}

func findLink(t *testing.T, db *sqldb.DB, user string) (memo.GoogleLink, bool) {
	t.Helper()
	l, ok, err := db.FindGoogleLink(t.Context(), user)
	must(t, err)
	return l, ok
}

func testLinkRoundTrip(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	if _, ok := findLink(t, db, "+972500000001"); ok {
		t.Fatal("a link before any was saved")
	}
	want := sampleLink()
	must(t, db.SaveGoogleLink(t.Context(), want))
	got, ok := findLink(t, db, want.UserID)
	if !ok {
		t.Fatal("saved link not found")
	}
	now := clock.Now().UTC().Truncate(time.Second)
	if got.ChatID != want.ChatID || got.Lang != want.Lang || !bytes.Equal(got.Sealed, want.Sealed) ||
		len(got.Scopes) != 2 || got.Scopes[1] != "b" || !got.LinkedAt.Equal(now) || !got.UpdatedAt.Equal(now) {
		t.Errorf("link came back as %+v; want %+v linked at %v", got, want, now)
	}
	if _, ok := findLink(t, db, "someone-else"); ok {
		t.Error("another user sees a link")
	}
}

func testLinkReplaces(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	first := sampleLink()
	must(t, db.SaveGoogleLink(t.Context(), first))
	linked := clock.Now().UTC().Truncate(time.Second)
	clock.Advance(time.Hour)
	next := first
	next.Sealed = []byte("refreshed")
	must(t, db.SaveGoogleLink(t.Context(), next))
	got, _ := findLink(t, db, first.UserID)
	if string(got.Sealed) != "refreshed" || !got.LinkedAt.Equal(linked) || !got.UpdatedAt.Equal(linked.Add(time.Hour)) {
		t.Errorf("after a refresh: %+v; want the new token, linked at %v, updated an hour later", got, linked)
	}
}

func testLinkDeleteOnce(t *testing.T, db *sqldb.DB, _ *storetest.Clock) {
	l := sampleLink()
	must(t, db.SaveGoogleLink(t.Context(), l))
	var wg sync.WaitGroup
	var deleted atomic.Int32
	for range 4 {
		wg.Go(func() {
			ok, err := db.DeleteGoogleLink(t.Context(), l.UserID)
			if err != nil {
				t.Errorf("DeleteGoogleLink: %v", err)
			}
			if ok {
				deleted.Add(1)
			}
		})
	}
	wg.Wait()
	if n := deleted.Load(); n != 1 {
		t.Errorf("%d of 4 concurrent deletes reported a link; want exactly 1", n)
	}
	if _, ok := findLink(t, db, l.UserID); ok {
		t.Error("link still there after delete")
	}
}

func testLinkInvalid(t *testing.T, db *sqldb.DB, _ *storetest.Clock) {
	l := sampleLink()
	l.UserID = ""
	if err := db.SaveGoogleLink(t.Context(), l); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveGoogleLink with no user = %v; want EInvalid", err)
	}
	l = sampleLink()
	l.Sealed = nil
	if err := db.SaveGoogleLink(t.Context(), l); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("SaveGoogleLink with no token = %v; want EInvalid", err)
	}
}

func testStateClaimedOnce(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	ctx := t.Context()
	exp := clock.Now().Add(30 * time.Minute)
	if ok, err := db.ClaimOAuthState(ctx, "n1", exp); err != nil || !ok {
		t.Fatalf("first claim = %v, %v; want true", ok, err)
	}
	if ok, err := db.ClaimOAuthState(ctx, "n1", exp); err != nil || ok {
		t.Errorf("second claim = %v, %v; want false", ok, err)
	}
	if ok, err := db.ClaimOAuthState(ctx, "n2", exp); err != nil || !ok {
		t.Errorf("another nonce = %v, %v; want true", ok, err)
	}
	if _, err := db.ClaimOAuthState(ctx, "", exp); memo.ErrorCodeOf(err) != memo.EInvalid {
		t.Errorf("empty nonce = %v; want EInvalid", err)
	}
	// Before it expires, a claim is kept even as others are swept.
	clock.Advance(29 * time.Minute)
	if ok, err := db.ClaimOAuthState(ctx, "n1", exp); err != nil || ok {
		t.Errorf("claim before expiry = %v, %v; want false", ok, err)
	}
}

func testStateConcurrent(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	exp := clock.Now().Add(30 * time.Minute)
	var wg sync.WaitGroup
	var won atomic.Int32
	for range 8 {
		wg.Go(func() {
			ok, err := db.ClaimOAuthState(t.Context(), "race", exp)
			if err != nil {
				t.Errorf("ClaimOAuthState: %v", err)
			}
			if ok {
				won.Add(1)
			}
		})
	}
	wg.Wait()
	if n := won.Load(); n != 1 {
		t.Errorf("%d of 8 concurrent claims won; want exactly 1", n)
	}
}
