package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

// SettingsStore is what the contracts of renaming lists and stopping the
// morning digest need of a store.
type SettingsStore interface {
	memo.UserService
	memo.ListService
	SetDigestTime(ctx context.Context, userID, hhmm string) (time.Time, error)
	StopDigest(ctx context.Context, userID string) error
	DueDigests(ctx context.Context, now time.Time, limit int) ([]memo.DigestDue, error)
}

// OpenSettingsFunc opens an empty store whose clock is clock, and arranges
// (with t.Cleanup) for it to be closed and removed.
type OpenSettingsFunc func(t *testing.T, clock memo.Clock) SettingsStore

// TestSettingsStore runs the contracts of RenameList and StopDigest that
// every store keeps, each on a store holding user u1 in Asia/Jerusalem.
func TestSettingsStore(t *testing.T, open OpenSettingsFunc) {
	for name, run := range map[string]func(t *testing.T, st SettingsStore){
		"RenameList": testRenameList,
		"ListNames":  testListNames,
		"StopDigest": testStopDigest,
	} {
		t.Run(name, func(t *testing.T) {
			st := open(t, NewClock(start()))
			if _, err := st.EnsureUser(t.Context(), "u1", "Asia/Jerusalem", memo.Hebrew); err != nil {
				t.Fatalf("EnsureUser: %v", err)
			}
			run(t, st)
		})
	}
}

// wantCode fails the test unless err carries code.
var wantCode = WantCode

func itemTexts(l memo.List) []string {
	out := make([]string, len(l.Items))
	for i, it := range l.Items {
		out[i] = it.Text
	}
	return out
}

func testRenameList(t *testing.T, st SettingsStore) {
	ctx := t.Context()
	market, err := st.CreateList(ctx, "u1", "", "market", []string{"tomatoes", "pita"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateList(ctx, "u1", "", "שוק", nil, false); err != nil {
		t.Fatal(err)
	}
	got, err := st.RenameList(ctx, "u1", market.ID, " Supermarket ")
	if err != nil {
		t.Fatalf("RenameList: %v", err)
	}
	if got.ID != market.ID || got.Name != "Supermarket" || !slices.Equal(itemTexts(got), []string{"tomatoes", "pita"}) {
		t.Errorf("renamed %+v", got)
	}
	// The same name in another case is the list's own: allowed.
	if got, err := st.RenameList(ctx, "u1", market.ID, "SUPERMARKET"); err != nil || got.Name != "SUPERMARKET" {
		t.Errorf("rename to its own name in capitals = %+v, %v", got, err)
	}
	tests := []struct {
		name, user, id, to string
		code               memo.ErrorCode
	}{
		{"another list's name", "u1", market.ID, "שוק", memo.EConflict},
		{"blank name", "u1", market.ID, "  ", memo.EInvalid},
		{"unknown list", "u1", "l_nosuchlist", "x", memo.ENotFound},
		{"another user's list", "nobody", market.ID, "x", memo.ENotFound},
	}
	for _, tt := range tests {
		_, err := st.RenameList(ctx, tt.user, tt.id, tt.to)
		wantCode(t, tt.name, err, tt.code)
	}
	if lists, _ := st.FindLists(ctx, "u1"); len(lists) != 2 || lists[0].Name != "SUPERMARKET" || lists[1].Name != "שוק" {
		t.Errorf("lists after failed renames: %+v", lists)
	}
}

func testStopDigest(t *testing.T, st SettingsStore) {
	ctx := t.Context()
	far := time.Date(2031, time.January, 1, 0, 0, 0, 0, time.UTC)
	if err := st.StopDigest(ctx, "u1"); err != nil {
		t.Fatalf("StopDigest: %v", err)
	}
	if due, err := st.DueDigests(ctx, far, 10); err != nil || len(due) != 0 {
		t.Errorf("after StopDigest: DueDigests = %+v, %v; want none", due, err)
	}
	if _, err := st.EnsureUser(ctx, "u1", "Asia/Jerusalem", memo.Hebrew); err != nil {
		t.Fatal(err)
	}
	if due, _ := st.DueDigests(ctx, far, 10); len(due) != 0 {
		t.Errorf("EnsureUser started a stopped digest again: %+v", due)
	}
	next, err := st.SetDigestTime(ctx, "u1", "07:15")
	if err != nil {
		t.Fatal(err)
	}
	if due, err := st.DueDigests(ctx, next, 10); err != nil || len(due) != 1 {
		t.Errorf("after SetDigestTime: DueDigests = %+v, %v; want u1", due, err)
	}
	wantCode(t, "unknown user", st.StopDigest(ctx, "nobody"), memo.ENotFound)
}

func testListNames(t *testing.T, st SettingsStore) {
	ctx := t.Context()
	names, err := st.ListNames(ctx, "u1")
	if err != nil || names == nil || len(names) != 0 {
		t.Fatalf("ListNames with no lists: %q, %v; want an empty list", names, err)
	}
	for i, n := range []string{"קניות", "Packing", "books"} {
		if _, err := st.CreateList(ctx, "u1", "k"+n, n, []string{"x", "y"}, i == 1); err != nil {
			t.Fatalf("CreateList %q: %v", n, err)
		}
	}
	if _, err := st.EnsureUser(ctx, "u2", "UTC", memo.English); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateList(ctx, "u2", "other", "someone else's", nil, false); err != nil {
		t.Fatal(err)
	}
	names, err = st.ListNames(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"קניות", "Packing", "books"}; !slices.Equal(names, want) {
		t.Fatalf("ListNames = %q, want %q (oldest first, the user's own)", names, want)
	}
	lists, err := st.FindLists(ctx, "u1")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range lists {
		if l.Name != names[i] {
			t.Fatalf("ListNames %q disagrees with FindLists at %d: %q", names, i, l.Name)
		}
	}
}
