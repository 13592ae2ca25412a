package memo

import (
	"context"
	"time"
)

// List is a named list (shopping, packing...), a checklist by default.
// The JSON names are the result contract's.
type List struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	IsChecklist bool       `json:"is_checklist"`
	Items       []ListItem `json:"items"`
	CreatedAt   time.Time  `json:"created_at"`
}

// ListItem is one entry of a list.
type ListItem struct {
	ID      string    `json:"id"`
	Text    string    `json:"text"`
	Checked bool      `json:"checked"`
	AddedAt time.Time `json:"added_at"`
}

// ItemID implements Item.
func (l List) ItemID() string { return l.ID }

// Title implements Item.
func (l List) Title() string { return l.Name }

// InZone implements Item.
func (l List) InZone(loc *time.Location) Item {
	l.CreatedAt = l.CreatedAt.In(loc)
	items := make([]ListItem, len(l.Items))
	for i, it := range l.Items {
		it.AddedAt = it.AddedAt.In(loc)
		items[i] = it
	}
	l.Items = items
	return l
}

// ListService keeps a user's lists.
type ListService interface {
	// CreateList stores a new list with its items. key makes the call
	// idempotent. EConflict when the user has a list of that name already.
	CreateList(ctx context.Context, userID, key, name string, items []string, checklist bool) (List, error)
	// FindLists returns the user's lists with their items, oldest first.
	FindLists(ctx context.Context, userID string) ([]List, error)
	// ListNames returns the names of the user's lists, oldest first,
	// without their items.
	ListNames(ctx context.Context, userID string) ([]string, error)
	// AddListItems appends items to a list and returns the list. ENotFound
	// when the list does not exist. Items the list already holds (same text,
	// case-insensitive) are not added twice.
	AddListItems(ctx context.Context, userID, listID string, items []string) (List, error)
	// RemoveListItems deletes items by id and returns the list.
	RemoveListItems(ctx context.Context, userID, listID string, itemIDs []string) (List, error)
	// SetListItemsChecked checks or unchecks items by id and returns the list.
	SetListItemsChecked(ctx context.Context, userID, listID string, itemIDs []string, checked bool) (List, error)
	// DeleteList deletes a list and returns it; ENotFound when it does not exist.
	DeleteList(ctx context.Context, userID, listID string) (List, error)
	// RenameList gives a list a new name and returns it. ENotFound when it
	// does not exist, EConflict when another list of the user has the name
	// (case-insensitive), EInvalid for an empty name.
	RenameList(ctx context.Context, userID, listID, name string) (List, error)
}
