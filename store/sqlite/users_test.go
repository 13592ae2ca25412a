package sqlite_test

import (
	"testing"

	memo "github.com/memo-assistant/memo"
)

func TestEnsureUser(t *testing.T) {
	ctx := t.Context()
	db, _ := newUser(t) // u1: Asia/Jerusalem, Hebrew
	got, err := db.EnsureUser(ctx, "u1", "Europe/London", memo.English)
	if err != nil {
		t.Fatalf("EnsureUser again: %v", err)
	}
	want := memo.User{ID: "u1", TimeZone: "Asia/Jerusalem", Language: memo.Hebrew}
	if got.ID != want.ID || got.TimeZone != want.TimeZone || got.Language != want.Language {
		t.Errorf("EnsureUser of an existing user = %+v, want its stored settings %+v", got, want)
	}
	if wantAt := start().Truncate(1e9); !got.CreatedAt.Equal(wantAt) || got.CreatedAt.Location() != wantAt.Location() {
		t.Errorf("CreatedAt = %v, want %v in UTC", got.CreatedAt, wantAt)
	}

	fresh, err := db.EnsureUser(ctx, "u2", "", "")
	if err != nil || fresh.ID != "u2" || fresh.TimeZone != "" || fresh.Language != "" {
		t.Errorf("EnsureUser(u2) = %+v, %v; want an empty new user", fresh, err)
	}
}

func TestUpdateUser(t *testing.T) {
	ctx := t.Context()
	db, _ := newUser(t)
	if err := db.UpdateUser(ctx, memo.User{ID: "u1", TimeZone: "America/New_York", Language: memo.English}); err != nil {
		t.Fatalf("UpdateUser: %v", err)
	}
	got, err := db.EnsureUser(ctx, "u1", "", "")
	if err != nil || got.TimeZone != "America/New_York" || got.Language != memo.English {
		t.Errorf("after UpdateUser: %+v, %v", got, err)
	}

	tests := []struct {
		name string
		u    memo.User
		code memo.ErrorCode
	}{
		{"unknown user", memo.User{ID: "nobody", Language: memo.English}, memo.ENotFound},
		{"empty id", memo.User{Language: memo.English}, memo.EInvalid},
		{"unknown language", memo.User{ID: "u1", Language: "fr"}, memo.EInvalid},
	}
	for _, tt := range tests {
		wantCode(t, tt.name, db.UpdateUser(ctx, tt.u), tt.code)
	}
	_, err = db.EnsureUser(ctx, "", "", memo.English)
	wantCode(t, "EnsureUser with empty id", err, memo.EInvalid)
}
