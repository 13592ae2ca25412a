package sqldb_test

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/storetest"
)

func TestAPITokens(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)

		tok, rec, err := db.CreateAPIToken(ctx, "+972500000001", "laptop")
		must(t, err)
		if !strings.HasPrefix(tok, sqldb.TokenPrefix+rec.ID+"_") || len(tok) < 40 {
			t.Fatalf("token %q does not carry its id %q", tok, rec.ID)
		}
		other, _, err := db.CreateAPIToken(ctx, "+972500000002", "")
		must(t, err)
		if other == tok {
			t.Fatal("two tokens are equal")
		}

		// The secret is not stored.
		rows, err := db.SQL().QueryContext(ctx, `SELECT hash, label FROM api_tokens`)
		must(t, err)
		defer rows.Close()
		for rows.Next() {
			var hash, label []byte
			must(t, rows.Scan(&hash, &label))
			if secret := []byte(tok[len(tok)-20:]); bytes.Contains(hash, secret) || bytes.Contains(label, secret) {
				t.Fatalf("secret found in the table: %q %q", hash, label)
			}
		}
		must(t, rows.Err())

		id, user, ok, err := db.TokenUser(ctx, tok)
		if err != nil || !ok || user != "+972500000001" || id != rec.ID {
			t.Fatalf("TokenUser(valid) = %q, %q, %v, %v", id, user, ok, err)
		}
		bad := []string{
			"", "memo_", "Bearer " + tok, tok + "x", tok[:len(tok)-1], strings.ToUpper(tok),
			sqldb.TokenPrefix + rec.ID + "_" + strings.Repeat("a", 26),          // right id, wrong secret
			sqldb.TokenPrefix + "aaaaaaaaaa_" + tok[len(sqldb.TokenPrefix)+11:], // right secret, wrong id
			strings.Repeat("x", 5000),
		}
		for _, b := range bad {
			if _, u, ok, err := db.TokenUser(ctx, b); err != nil || ok || u != "" {
				t.Errorf("TokenUser(%.30q) = %q, %v, %v; want refused", b, u, ok, err)
			}
		}

		toks, err := db.FindAPITokens(ctx, "+972500000001")
		if err != nil || len(toks) != 1 || toks[0].ID != rec.ID || toks[0].Label != "laptop" || toks[0].LastUsedAt == nil || toks[0].RevokedAt != nil {
			t.Fatalf("FindAPITokens = %+v, %v", toks, err)
		}
		if all, err := db.FindAPITokens(ctx, ""); err != nil || len(all) != 2 {
			t.Fatalf("FindAPITokens(all) = %d tokens, %v", len(all), err)
		}

		clock.Advance(time.Hour)
		revoked, err := db.RevokeAPIToken(ctx, rec.ID)
		if err != nil || revoked.RevokedAt == nil || !revoked.RevokedAt.Equal(clock.Now().Truncate(time.Second)) {
			t.Fatalf("RevokeAPIToken = %+v, %v", revoked, err)
		}
		if _, _, ok, err := db.TokenUser(ctx, tok); err != nil || ok {
			t.Fatalf("revoked token still accepted (%v)", err)
		}
		// Revoking by the whole token works, and again changes nothing.
		if again, err := db.RevokeAPIToken(ctx, tok); err != nil || !again.RevokedAt.Equal(*revoked.RevokedAt) {
			t.Fatalf("second revoke = %+v, %v", again, err)
		}
		_, err = db.RevokeAPIToken(ctx, "nosuchtokn")
		wantCode(t, "revoke unknown", err, memo.ENotFound)
		if _, _, ok, _ := db.TokenUser(ctx, other); !ok {
			t.Fatal("revoking one token revoked another")
		}

		_, _, err = db.CreateAPIToken(ctx, " ", "")
		wantCode(t, "empty user", err, memo.EInvalid)
		_, _, err = db.CreateAPIToken(ctx, "+972500000001", strings.Repeat("x", 201))
		wantCode(t, "a label over 200 characters", err, memo.EInvalid)
	})
}

func TestAPIReplies(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.pinned(t)
		if _, _, ok, err := db.FindAPIReply(ctx, "u1", "m1"); err != nil || ok {
			t.Fatalf("FindAPIReply before save: %v, %v", ok, err)
		}
		must(t, db.SaveAPIReply(ctx, "u1", "m1", 200, []byte(`{"a":1}`)))
		must(t, db.SaveAPIReply(ctx, "u1", "m1", 500, []byte(`{"b":2}`)))
		status, body, ok, err := db.FindAPIReply(ctx, "u1", "m1")
		if err != nil || !ok || status != 200 || string(body) != `{"a":1}` {
			t.Fatalf("FindAPIReply = %d %s %v %v; want the first answer", status, body, ok, err)
		}
		if _, _, ok, _ := db.FindAPIReply(ctx, "u2", "m1"); ok {
			t.Fatal("another user's message id found")
		}
	})
}

// BenchmarkTokenUser is the cost of checking a bearer token on every API
// request: a primary-key read and a constant-time compare.
func BenchmarkTokenUser(b *testing.B) {
	eachB(b, func(b *testing.B, on backend) {
		db, _ := on.pinned(b)
		tok, _, err := db.CreateAPIToken(b.Context(), "+972500000001", "")
		must(b, err)
		for i := range 1000 {
			if _, _, err := db.CreateAPIToken(b.Context(), "+97250000"+strconv.Itoa(i), ""); err != nil {
				b.Fatal(err)
			}
		}
		for b.Loop() {
			if _, _, ok, err := db.TokenUser(b.Context(), tok); err != nil || !ok {
				b.Fatal(ok, err)
			}
		}
	})
}

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

// winners runs try n times at once and counts the runs that got true,
// failing the test on an error.
func winners(t *testing.T, n int, try func() (bool, error)) int32 {
	var wg sync.WaitGroup
	var won atomic.Int32
	for range n {
		wg.Go(func() {
			ok, err := try()
			if err != nil {
				t.Error(err)
			}
			if ok {
				won.Add(1)
			}
		})
	}
	wg.Wait()
	return won.Load()
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
	if n := winners(t, 4, func() (bool, error) { return db.DeleteGoogleLink(t.Context(), l.UserID) }); n != 1 {
		t.Errorf("%d of 4 concurrent deletes reported a link; want exactly 1", n)
	}
	if _, ok := findLink(t, db, l.UserID); ok {
		t.Error("link still there after delete")
	}
}

func testLinkInvalid(t *testing.T, db *sqldb.DB, _ *storetest.Clock) {
	noUser, noToken := sampleLink(), sampleLink()
	noUser.UserID, noToken.Sealed = "", nil
	wantCode(t, "SaveGoogleLink with no user", db.SaveGoogleLink(t.Context(), noUser), memo.EInvalid)
	wantCode(t, "SaveGoogleLink with no token", db.SaveGoogleLink(t.Context(), noToken), memo.EInvalid)
}

func testStateClaimedOnce(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	ctx := t.Context()
	exp := clock.Now().Add(30 * time.Minute)
	claim := func(what, nonce string, want bool) {
		t.Helper()
		if ok, err := db.ClaimOAuthState(ctx, nonce, exp); err != nil || ok != want {
			t.Errorf("%s = %v, %v; want %v", what, ok, err, want)
		}
	}
	claim("first claim", "n1", true)
	claim("second claim", "n1", false)
	claim("another nonce", "n2", true)
	_, err := db.ClaimOAuthState(ctx, "", exp)
	wantCode(t, "empty nonce", err, memo.EInvalid)
	// Before it expires, a claim is kept even as others are swept.
	clock.Advance(29 * time.Minute)
	claim("claim before expiry", "n1", false)
}

func testStateConcurrent(t *testing.T, db *sqldb.DB, clock *storetest.Clock) {
	exp := clock.Now().Add(30 * time.Minute)
	if n := winners(t, 8, func() (bool, error) { return db.ClaimOAuthState(t.Context(), "race", exp) }); n != 1 {
		t.Errorf("%d of 8 concurrent claims won; want exactly 1", n)
	}
}
