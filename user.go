package memo

import (
	"context"
	"sync"
	"time"
)

// User is a person who talks to Memo; the id is their chat id or phone number.
type User struct {
	ID        string    `json:"id"`
	TimeZone  string    `json:"time_zone"`
	Language  Language  `json:"language"`
	CreatedAt time.Time `json:"created_at"`
}

// Location returns the user's time zone, or fallback when it is empty or unknown.
func (u User) Location(fallback *time.Location) *time.Location {
	if u.TimeZone == "" {
		return fallback
	}
	loc, err := time.LoadLocation(u.TimeZone)
	if err != nil {
		return fallback
	}
	return loc
}

// UserService keeps users.
type UserService interface {
	// EnsureUser returns the user with id, creating it with the given zone and
	// language when it does not exist yet.
	EnsureUser(ctx context.Context, id, timeZone string, lang Language) (User, error)
	// UpdateUser stores the user's zone and language.
	UpdateUser(ctx context.Context, u User) error
}

// ZoneCache loads time zones once per name: loading one parses zoneinfo,
// which is too slow to do for every turn and every reminder. The zero value
// is ready; it is safe for concurrent use.
type ZoneCache struct{ m sync.Map }

// Location returns u's zone, or fallback when it is empty or unknown.
func (z *ZoneCache) Location(u User, fallback *time.Location) *time.Location {
	if u.TimeZone == "" {
		return fallback
	}
	if loc, ok := z.m.Load(u.TimeZone); ok {
		return loc.(*time.Location)
	}
	loc := u.Location(fallback)
	z.m.Store(u.TimeZone, loc)
	return loc
}
