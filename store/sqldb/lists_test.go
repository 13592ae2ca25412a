package sqldb_test

import (
	"slices"
	"testing"

	memo "github.com/memo-assistant/memo"
)

// itemTexts returns the texts of l's items, in order.
func itemTexts(l memo.List) []string {
	return pluck(l.Items, func(it memo.ListItem) string { return it.Text })
}

func TestCreateList(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		l, err := db.CreateList(ctx, "u1", "", " Shopping ", []string{"milk", " ", "Milk", "לחם", "eggs "}, true)
		must(t, err)
		if l.Name != "Shopping" || !l.IsChecklist || len(l.ID) != 12 || l.ID[:2] != "l_" {
			t.Errorf("created %+v", l)
		}
		if got := itemTexts(l); !slices.Equal(got, []string{"milk", "לחם", "eggs"}) {
			t.Errorf("items %q, want blanks and repeats dropped", got)
		}
		if it := l.Items[0]; it.Checked || !it.AddedAt.Equal(l.CreatedAt) || it.ID[:2] != "i_" {
			t.Errorf("first item %+v", it)
		}
		empty, err := db.CreateList(ctx, "u1", "", "packing", nil, false)
		if err != nil || empty.Items == nil || len(empty.Items) != 0 || empty.IsChecklist {
			t.Errorf("list without items = %#v, %v; want empty non-nil items", empty, err)
		}
		found, err := db.FindLists(ctx, "u1")
		if err != nil || len(found) != 2 {
			t.Fatalf("FindLists = %v, %v", found, err)
		}
		sameJSON(t, "found lists, oldest first", found, []memo.List{l, empty})
		if none, err := db.FindLists(ctx, "nobody"); err != nil || none == nil || len(none) != 0 {
			t.Errorf("FindLists(nobody) = %#v, %v; want an empty slice", none, err)
		}

		tests := []struct {
			name, user, key, list string
			code                  memo.ErrorCode
		}{
			{"same name, other case", "u1", "", "SHOPPING", memo.EConflict},
			{"blank name", "u1", "", "  ", memo.EInvalid},
			{"unknown user", "nobody", "", "x", memo.ENotFound},
		}
		for _, tt := range tests {
			_, err := db.CreateList(ctx, tt.user, tt.key, tt.list, nil, true)
			wantCode(t, tt.name, err, tt.code)
		}
	})
}

func TestCreateListIdempotent(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		first, err := db.CreateList(ctx, "u1", "turn-1:s1", "shopping", []string{"milk"}, true)
		must(t, err)
		// The retry must not report its own list as a conflict.
		again, err := db.CreateList(ctx, "u1", "turn-1:s1", "shopping", []string{"milk"}, true)
		if err != nil {
			t.Fatalf("retry with the key: %v", err)
		}
		sameJSON(t, "retry", again, first)
		if all, _ := db.FindLists(ctx, "u1"); len(all) != 1 {
			t.Errorf("%d lists after a retry, want 1", len(all))
		}
	})
}

func TestListItems(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		l, err := db.CreateList(ctx, "u1", "", "shopping", []string{"milk", "bread"}, true)
		must(t, err)
		l, err = db.AddListItems(ctx, "u1", l.ID, []string{"MILK", "eggs", " eggs", "", "Bread ", "jam"})
		must(t, err)
		if got := itemTexts(l); !slices.Equal(got, []string{"milk", "bread", "eggs", "jam"}) {
			t.Fatalf("items %q, want new ones appended once", got)
		}
		milk, eggs, jam := l.Items[0].ID, l.Items[2].ID, l.Items[3].ID

		l, err = db.SetListItemsChecked(ctx, "u1", l.ID, []string{milk, jam, "i_missing"}, true)
		must(t, err)
		var checked []string
		for _, it := range l.Items {
			if it.Checked {
				checked = append(checked, it.Text)
			}
		}
		if !slices.Equal(checked, []string{"milk", "jam"}) {
			t.Errorf("checked %q, want [milk jam]", checked)
		}
		if l, err = db.SetListItemsChecked(ctx, "u1", l.ID, []string{jam}, false); err != nil || l.Items[3].Checked {
			t.Errorf("uncheck jam: %+v, %v", l.Items, err)
		}

		l, err = db.RemoveListItems(ctx, "u1", l.ID, []string{eggs, "i_missing"})
		must(t, err)
		if got := itemTexts(l); !slices.Equal(got, []string{"milk", "bread", "jam"}) {
			t.Errorf("after remove %q", got)
		}
		if l, err = db.AddListItems(ctx, "u1", l.ID, []string{"eggs"}); err != nil || itemTexts(l)[3] != "eggs" {
			t.Errorf("re-adding a removed item: %q, %v", itemTexts(l), err)
		}
	})
}

func TestListOwnershipAndDelete(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t, "u2")
		l, err := db.CreateList(ctx, "u1", "", "shopping", []string{"milk"}, true)
		must(t, err)
		if _, err := db.CreateList(ctx, "u2", "", "shopping", nil, true); err != nil {
			t.Fatalf("another user may have a list of the same name: %v", err)
		}
		ops := map[string]func(user, id string) error{
			"add": func(u, id string) error { _, err := db.AddListItems(ctx, u, id, []string{"x"}); return err },
			"remove": func(u, id string) error {
				_, err := db.RemoveListItems(ctx, u, id, []string{l.Items[0].ID})
				return err
			},
			"check": func(u, id string) error {
				_, err := db.SetListItemsChecked(ctx, u, id, []string{l.Items[0].ID}, true)
				return err
			},
			"delete": func(u, id string) error { _, err := db.DeleteList(ctx, u, id); return err },
		}
		for name, op := range ops {
			wantCode(t, name+" on another user's list", op("u2", l.ID), memo.ENotFound)
			wantCode(t, name+" on a missing list", op("u1", "l_missing"), memo.ENotFound)
		}
		if got, _ := db.FindLists(ctx, "u1"); len(got) != 1 || len(got[0].Items) != 1 || got[0].Items[0].Checked {
			t.Fatalf("u1's list changed through u2: %+v", got)
		}

		deleted, err := db.DeleteList(ctx, "u1", l.ID)
		must(t, err)
		sameJSON(t, "deleted", deleted, l)
		if got, _ := db.FindLists(ctx, "u1"); len(got) != 0 {
			t.Errorf("lists after delete: %+v", got)
		}
		if n := count(t, db, "SELECT count(*) FROM list_items WHERE list_id = ?", l.ID); n != 0 {
			t.Errorf("%d items left of the deleted list", n)
		}
		if _, err := db.CreateList(ctx, "u1", "", "Shopping", nil, true); err != nil {
			t.Errorf("name free again after delete: %v", err)
		}
	})
}

// TestRenameList: a list takes a new name, even its own in other
// letters, but not another list's, a blank one, or one of a list the
// user does not have.
func TestRenameList(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		market, err := db.CreateList(ctx, "u1", "", "market", []string{"tomatoes", "pita"}, true)
		must(t, err)
		_, err = db.CreateList(ctx, "u1", "", "שוק", nil, false)
		must(t, err)
		got, err := db.RenameList(ctx, "u1", market.ID, " Supermarket ")
		must(t, err)
		if got.ID != market.ID || got.Name != "Supermarket" || !slices.Equal(itemTexts(got), []string{"tomatoes", "pita"}) {
			t.Errorf("renamed %+v", got)
		}
		// The same name in another case is the list's own: allowed.
		if got, err := db.RenameList(ctx, "u1", market.ID, "SUPERMARKET"); err != nil || got.Name != "SUPERMARKET" {
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
			_, err := db.RenameList(ctx, tt.user, tt.id, tt.to)
			wantCode(t, tt.name, err, tt.code)
		}
		if lists, _ := db.FindLists(ctx, "u1"); len(lists) != 2 || lists[0].Name != "SUPERMARKET" || lists[1].Name != "שוק" {
			t.Errorf("lists after failed renames: %+v", lists)
		}
	})
}

func TestListNames(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		names, err := db.ListNames(ctx, "u1")
		if err != nil || names == nil || len(names) != 0 {
			t.Fatalf("ListNames with no lists: %q, %v; want an empty list", names, err)
		}
		for i, n := range []string{"קניות", "Packing", "books"} {
			_, err := db.CreateList(ctx, "u1", "k"+n, n, []string{"x", "y"}, i == 1)
			must(t, err)
		}
		ensureUser(t, db, "u2", "UTC", memo.English)
		_, err = db.CreateList(ctx, "u2", "other", "someone else's", nil, false)
		must(t, err)
		names, err = db.ListNames(ctx, "u1")
		must(t, err)
		if want := []string{"קניות", "Packing", "books"}; !slices.Equal(names, want) {
			t.Fatalf("ListNames = %q, want %q (oldest first, the user's own)", names, want)
		}
		lists, err := db.FindLists(ctx, "u1")
		must(t, err)
		for i, l := range lists {
			if l.Name != names[i] {
				t.Fatalf("ListNames %q disagrees with FindLists at %d: %q", names, i, l.Name)
			}
		}
	})
}
