package sqldb_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
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
			if _, _, err := db.CreateAPIToken(b.Context(), "+97250000"+itoa(int64(i)), ""); err != nil {
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
