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
	name = strings.TrimSpace(name)
	if name == "" {
		return memo.List{}, memo.Errorf(memo.EInvalid, "list name is empty")
	}
	if err := memo.CheckText("list name", name, memo.MaxTextRunes); err != nil {
		return memo.List{}, err
	}
	if err := checkItemTexts(items); err != nil {
		return memo.List{}, err
	}
	var l memo.List
	err := db.inTx(ctx, func(tx *txn) error {
		if key != "" {
			var id string
			err := tx.QueryRowContext(ctx, `SELECT id FROM lists WHERE user_id = ? AND idem_key = ?`, userID, key).Scan(&id)
			if err == nil {
				l, err = findList(ctx, tx, userID, id)
				return err
			}
			if !errNoRows(err) {
				return fmt.Errorf("find by key: %w", err)
			}
		}
		if err := requireUser(ctx, tx, userID); err != nil {
			return err
		}
		if err := checkListName(ctx, tx, userID, name); err != nil {
			return err
		}
		id := newID("l_")
		_, err := tx.ExecContext(ctx, `
			INSERT INTO lists (id, user_id, name, is_checklist, created_at, idem_key)
			VALUES (?, ?, ?, ?, ?, ?)`, id, userID, name, checklist, db.now().Unix(), nullString(key))
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		if err := db.addItems(ctx, tx, id, items); err != nil {
			return err
		}
		l, err = findList(ctx, tx, userID, id)
		return err
	})
	if err != nil {
		return memo.List{}, fmt.Errorf("create list: %w", err)
	}
	return l, nil
}

// FindLists returns the user's lists with their items, oldest first; items
// are in the order they were added.
func (db *DB) FindLists(ctx context.Context, userID string) ([]memo.List, error) {
	var ls []memo.List
	err := db.inReadTx(ctx, func(tx *txn) error {
		var err error
		ls, err = findLists(ctx, tx, userID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("find lists: %w", err)
	}
	return ls, nil
}

// ListNames returns the names of the user's lists, oldest first, without
// reading their items: what the planner needs on every turn.
func (db *DB) ListNames(ctx context.Context, userID string) ([]string, error) {
	// One statement: no transaction (a BEGIN and a COMMIT cost more than
	// the query).
	names, err := collect(ctx, db.db, func(rows *sql.Rows) (n string, err error) {
		err = rows.Scan(&n)
		return n, err
	}, `SELECT name FROM lists WHERE user_id = ? ORDER BY seq`, userID)
	if err != nil {
		return nil, fmt.Errorf("list names: %w", err)
	}
	return names, nil
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
		if _, err := tx.ExecContext(ctx, q, append([]any{listID}, anys(itemIDs)...)...); err != nil {
			return fmt.Errorf("delete items: %w", err)
		}
		return nil
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
		if _, err := tx.ExecContext(ctx, q, append([]any{checked, listID}, anys(itemIDs)...)...); err != nil {
			return fmt.Errorf("update items: %w", err)
		}
		return nil
	})
}

// DeleteList deletes the user's list with its items and returns it as it
// was. ENotFound when the user has no such list.
func (db *DB) DeleteList(ctx context.Context, userID, listID string) (memo.List, error) {
	var l memo.List
	err := db.inTx(ctx, func(tx *txn) error {
		var err error
		if l, err = findList(ctx, tx, userID, listID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM lists WHERE user_id = ? AND id = ?`, userID, listID); err != nil {
			return fmt.Errorf("delete: %w", err)
		}
		return nil
	})
	if err != nil {
		return memo.List{}, fmt.Errorf("delete list: %w", err)
	}
	return l, nil
}

// RenameList gives the list a new name; see memo.ListService.
func (db *DB) RenameList(ctx context.Context, userID, listID, name string) (memo.List, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return memo.List{}, memo.Errorf(memo.EInvalid, "list name is empty")
	}
	if err := memo.CheckText("list name", name, memo.MaxTextRunes); err != nil {
		return memo.List{}, err
	}
	return db.changeList(ctx, "rename list", userID, listID, func(tx *txn) error {
		if err := checkListNameExcept(ctx, tx, userID, name, listID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE lists SET name = ? WHERE user_id = ? AND id = ?`, name, userID, listID); err != nil {
			return fmt.Errorf("rename: %w", err)
		}
		return nil
	})
}

// changeList checks that the user owns the list, runs change, and returns
// the list as it is after, all in one transaction.
func (db *DB) changeList(ctx context.Context, what, userID, listID string, change func(tx *txn) error) (memo.List, error) {
	var l memo.List
	err := db.inTx(ctx, func(tx *txn) error {
		if _, err := findList(ctx, tx, userID, listID); err != nil {
			return err
		}
		if err := change(tx); err != nil {
			return err
		}
		var err error
		l, err = findList(ctx, tx, userID, listID)
		return err
	})
	if err != nil {
		return memo.List{}, fmt.Errorf("%s: %w", what, err)
	}
	return l, nil
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

// checkListName returns EConflict when the user has a list called name,
// compared case-insensitively (beyond ASCII, which the index's NOCASE
// collation alone would miss).
func checkListName(ctx context.Context, tx *txn, userID, name string) error {
	return checkListNameExcept(ctx, tx, userID, name, "")
}

// checkListNameExcept is checkListName leaving out the list exceptID (the
// one being renamed).
func checkListNameExcept(ctx context.Context, tx *txn, userID, name, exceptID string) error {
	return eachRow(ctx, tx, func(rows *sql.Rows) error {
		var have string
		if err := rows.Scan(&have); err != nil {
			return fmt.Errorf("scan list name: %w", err)
		}
		if strings.EqualFold(have, name) {
			return memo.Errorf(memo.EConflict, "a list named %q exists already", have)
		}
		return nil
	}, `SELECT name FROM lists WHERE user_id = ? AND id <> ?`, userID, exceptID)
}

// itemKey is what two item texts are compared by: lower case, with runs of
// space folded, so "Milk" and " milk " are the same item.
func itemKey(text string) string { return strings.ToLower(strings.Join(strings.Fields(text), " ")) }

// findList reads one of the user's lists with its items; ENotFound when
// there is none.
func findList(ctx context.Context, tx *txn, userID, id string) (memo.List, error) {
	ls, err := queryLists(ctx, tx, `user_id = ? AND id = ?`, userID, id)
	if err != nil {
		return memo.List{}, err
	}
	if len(ls) == 0 {
		return memo.List{}, memo.Errorf(memo.ENotFound, "list not found")
	}
	return ls[0], nil
}

// findLists reads all the user's lists with their items, oldest first.
func findLists(ctx context.Context, tx *txn, userID string) ([]memo.List, error) {
	return queryLists(ctx, tx, `user_id = ?`, userID)
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
