package sqldb

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	memo "github.com/memo-assistant/memo"
)

// CreateList stores a new list for the user with its items (blank items and
// repeats, compared case-insensitively, are dropped). A second call with the
// same non-empty key returns the list the first call created without
// inserting. EInvalid when the name is empty; ETooLong when the name or an
// item is over memo.MaxTextRunes or the items over memo.MaxListItems;
// EConflict when the user has a list of that name already
// (case-insensitive); ENotFound when the user does not exist.
func (db *DB) CreateList(ctx context.Context, userID, key, name string, items []string, checklist bool) (memo.List, error) {
	name, err := listName(name)
	if err == nil {
		err = checkItemTexts(items)
	}
	if err != nil {
		return memo.List{}, err
	}
	return update(ctx, db, "create list", func(tx *txn) (memo.List, error) {
		if id, ok, err := keyed(ctx, tx, "lists", userID, key); err != nil {
			return memo.List{}, err
		} else if ok {
			return findList(ctx, tx, userID, id)
		}
		if err := requireUser(ctx, tx, userID); err != nil {
			return memo.List{}, err
		}
		if err := checkListName(ctx, tx, userID, name, ""); err != nil {
			return memo.List{}, err
		}
		id := newID("l_")
		_, err := tx.ExecContext(ctx, `
			INSERT INTO lists (id, user_id, name, is_checklist, created_at, idem_key)
			VALUES (?, ?, ?, ?, ?, ?)`, id, userID, name, checklist, db.now().Unix(), nullString(key))
		if err != nil {
			return memo.List{}, fmt.Errorf("insert: %w", err)
		}
		if err := db.addItems(ctx, tx, id, items); err != nil {
			return memo.List{}, err
		}
		return findList(ctx, tx, userID, id)
	})
}

// FindLists returns the user's lists with their items, oldest first; items
// are in the order they were added.
func (db *DB) FindLists(ctx context.Context, userID string) ([]memo.List, error) {
	return view(ctx, db, "find lists", func(tx *txn) ([]memo.List, error) {
		return queryLists(ctx, tx, `user_id = ?`, userID)
	})
}

// ListNames returns the names of the user's lists, oldest first, without
// reading their items: what the planner needs on every turn.
func (db *DB) ListNames(ctx context.Context, userID string) ([]string, error) {
	// One statement: no transaction (a BEGIN and a COMMIT cost more than
	// the query).
	names, err := collect(ctx, db.db, scanValue[string], `SELECT name FROM lists WHERE user_id = ? ORDER BY seq`, userID)
	return names, wrap("list names", err)
}

// AddListItems appends items to the user's list and returns the list.
// Blank items, and items the list already holds (same text after trimming,
// case-insensitive), are not added. ENotFound when the user has no such list;
// ETooLong when an item is over memo.MaxTextRunes or the list would hold
// more than memo.MaxListItems.
func (db *DB) AddListItems(ctx context.Context, userID, listID string, items []string) (memo.List, error) {
	if err := checkItemTexts(items); err != nil {
		return memo.List{}, err
	}
	return db.changeList(ctx, "add list items", userID, listID, func(tx *txn) error {
		return db.addItems(ctx, tx, listID, items)
	})
}

// RemoveListItems deletes items of the user's list by id and returns the
// list; ids the list does not hold are skipped. ENotFound when the user has
// no such list.
func (db *DB) RemoveListItems(ctx context.Context, userID, listID string, itemIDs []string) (memo.List, error) {
	return db.changeList(ctx, "remove list items", userID, listID, func(tx *txn) error {
		if len(itemIDs) == 0 {
			return nil
		}
		q := `DELETE FROM list_items WHERE list_id = ? AND id IN (` + rowsOf(len(itemIDs), "?") + `)`
		_, err := tx.ExecContext(ctx, q, append([]any{listID}, anys(itemIDs)...)...)
		return wrap("delete items", err)
	})
}

// SetListItemsChecked checks or unchecks items of the user's list by id and
// returns the list; ids the list does not hold are skipped. ENotFound when
// the user has no such list.
func (db *DB) SetListItemsChecked(ctx context.Context, userID, listID string, itemIDs []string, checked bool) (memo.List, error) {
	return db.changeList(ctx, "check list items", userID, listID, func(tx *txn) error {
		if len(itemIDs) == 0 {
			return nil
		}
		q := `UPDATE list_items SET checked = ? WHERE list_id = ? AND id IN (` + rowsOf(len(itemIDs), "?") + `)`
		_, err := tx.ExecContext(ctx, q, append([]any{checked, listID}, anys(itemIDs)...)...)
		return wrap("update items", err)
	})
}

// DeleteList deletes the user's list with its items and returns it as it
// was. ENotFound when the user has no such list.
func (db *DB) DeleteList(ctx context.Context, userID, listID string) (memo.List, error) {
	return update(ctx, db, "delete list", func(tx *txn) (memo.List, error) {
		l, err := findList(ctx, tx, userID, listID)
		if err != nil {
			return memo.List{}, err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM lists WHERE user_id = ? AND id = ?`, userID, listID)
		return l, wrap("delete", err)
	})
}

// RenameList gives the list a new name; see memo.ListService.
func (db *DB) RenameList(ctx context.Context, userID, listID, name string) (memo.List, error) {
	name, err := listName(name)
	if err != nil {
		return memo.List{}, err
	}
	return db.changeList(ctx, "rename list", userID, listID, func(tx *txn) error {
		if err := checkListName(ctx, tx, userID, name, listID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE lists SET name = ? WHERE user_id = ? AND id = ?`, name, userID, listID)
		return wrap("rename", err)
	})
}

// changeList checks that the user owns the list, runs change, and returns
// the list as it is after, all in one transaction.
func (db *DB) changeList(ctx context.Context, what, userID, listID string, change func(tx *txn) error) (memo.List, error) {
	return update(ctx, db, what, func(tx *txn) (memo.List, error) {
		if _, err := findList(ctx, tx, userID, listID); err != nil {
			return memo.List{}, err
		}
		if err := change(tx); err != nil {
			return memo.List{}, err
		}
		return findList(ctx, tx, userID, listID)
	})
}

// addItems appends the items the list does not hold yet, after its last one.
func (db *DB) addItems(ctx context.Context, tx *txn, listID string, items []string) error {
	seen := map[string]bool{}
	last := 0
	err := eachRow(ctx, tx, func(rows *sql.Rows) error {
		var (
			text string
			pos  int
		)
		if err := rows.Scan(&text, &pos); err != nil {
			return err
		}
		seen[itemKey(text)] = true
		last = max(last, pos)
		return nil
	}, `SELECT text, position FROM list_items WHERE list_id = ?`, listID)
	if err != nil {
		return fmt.Errorf("items: %w", err)
	}
	now := db.now().Unix()
	held := len(seen)
	for _, text := range items {
		text = strings.TrimSpace(text)
		if text == "" || seen[itemKey(text)] {
			continue
		}
		seen[itemKey(text)] = true
		if held++; held > memo.MaxListItems {
			return memo.Errorf(memo.ETooLong, "a list holds at most %d items", memo.MaxListItems)
		}
		last++
		_, err := tx.ExecContext(ctx, `
			INSERT INTO list_items (id, list_id, position, text, added_at) VALUES (?, ?, ?, ?, ?)`,
			newID("i_"), listID, last, text, now)
		if err != nil {
			return fmt.Errorf("insert item: %w", err)
		}
	}
	return nil
}

// listName is name trimmed; EInvalid when that is empty, ETooLong when it
// is over memo.MaxTextRunes.
func listName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", memo.Errorf(memo.EInvalid, "list name is empty")
	}
	return name, memo.CheckText("list name", name, memo.MaxTextRunes)
}

// checkListName returns EConflict when the user has a list called name
// other than exceptID (the one being renamed; "" for none), compared
// case-insensitively (beyond ASCII, which the index's NOCASE collation
// alone would miss).
func checkListName(ctx context.Context, tx *txn, userID, name, exceptID string) error {
	names, err := collect(ctx, tx, scanValue[string], `SELECT name FROM lists WHERE user_id = ? AND id <> ?`, userID, exceptID)
	for _, have := range names {
		if strings.EqualFold(have, name) {
			return memo.Errorf(memo.EConflict, "a list named %q exists already", have)
		}
	}
	return err
}

// itemKey is what two item texts are compared by: lower case, with runs of
// space folded, so "Milk" and " milk " are the same item.
func itemKey(text string) string { return strings.ToLower(strings.Join(strings.Fields(text), " ")) }

// findList reads one of the user's lists with its items; ENotFound when
// there is none.
func findList(ctx context.Context, tx *txn, userID, id string) (memo.List, error) {
	ls, err := queryLists(ctx, tx, `user_id = ? AND id = ?`, userID, id)
	return single(ls, err, "list not found")
}

// queryLists reads the lists matching where, oldest first, then fills in
// their items. The result and each Items are never nil.
func queryLists(ctx context.Context, tx *txn, where string, args ...any) ([]memo.List, error) {
	ls, err := collect(ctx, tx, func(rows *sql.Rows) (memo.List, error) {
		var (
			l       memo.List
			created int64
		)
		err := rows.Scan(&l.ID, &l.Name, &l.IsChecklist, &created)
		l.CreatedAt, l.Items = unixTime(created), []memo.ListItem{}
		return l, err
	}, `SELECT id, name, is_checklist, created_at FROM lists WHERE `+where+` ORDER BY seq`, args...)
	if err != nil {
		return nil, fmt.Errorf("lists: %w", err)
	}
	if len(ls) == 0 {
		return ls, nil
	}
	index := map[string]int{}
	ids := make([]string, len(ls))
	for i, l := range ls {
		ids[i], index[l.ID] = l.ID, i
	}
	err = eachRow(ctx, tx, func(rows *sql.Rows) error {
		var (
			listID string
			it     memo.ListItem
			added  int64
		)
		if err := rows.Scan(&listID, &it.ID, &it.Text, &it.Checked, &added); err != nil {
			return err
		}
		it.AddedAt = unixTime(added)
		l := &ls[index[listID]]
		l.Items = append(l.Items, it)
		return nil
	}, `SELECT list_id, id, text, checked, added_at FROM list_items
		WHERE list_id IN (`+rowsOf(len(ids), "?")+`) ORDER BY position`, anys(ids)...)
	if err != nil {
		return nil, fmt.Errorf("items: %w", err)
	}
	return ls, nil
}

// checkItemTexts checks list items against memo's limits (see
// checkTaskText).
func checkItemTexts(items []string) error {
	for _, it := range items {
		if err := memo.CheckText("list item", it, memo.MaxTextRunes); err != nil {
			return err
		}
	}
	return nil
}
