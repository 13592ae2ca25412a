package memo

import (
	"context"
	"sync"
	"time"
)

// User is a person who talks to Memo; the id is their chat id or phone number.
type User struct {
	ID       string   `json:"id"`
	TimeZone string   `json:"time_zone"`
	Language Language `json:"language"`
	// HomeZone is the zone to go back to while the user stays somewhere
	// else ("I'm in London until Friday": TimeZone is London's); "" at
	// home. StayUntil is when the stay ends; nil while it lasts until the
	// user says they are back.
	HomeZone  string     `json:"home_zone,omitempty"`
	StayUntil *time.Time `json:"stay_until,omitempty"`
	CreatedAt time.Time  `json:"created_at"`
}

// Home returns the zone the user lives in: HomeZone during a stay, else
// TimeZone.
func (u User) Home() string {
	if u.HomeZone != "" {
		return u.HomeZone
	}
	return u.TimeZone
}

// Location returns the user's time zone, or fallback when it is empty or unknown.
func (u User) Location(fallback *time.Location) *time.Location {
	if u.TimeZone == "" {
		return fallback
	}
	loc, err := LoadZone(u.TimeZone)
	if err != nil {
		return fallback
	}
	return loc
}

// zones holds the time zones LoadZone loaded, by name: no more than the
// zoneinfo database has.
var zones sync.Map

// LoadZone is time.LoadLocation, once per name: loading a zone reads and
// parses its zoneinfo file, too slow to do on every turn, every reminder
// and every stored recurrence. A name that does not load is tried again
// the next time.
func LoadZone(name string) (*time.Location, error) {
	if loc, ok := zones.Load(name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, err
	}
	zones.Store(name, loc)
	return loc, nil
}

// UserService keeps users.
type UserService interface {
	// EnsureUser returns the user with id, creating it with the given zone and
	// language when it does not exist yet.
	EnsureUser(ctx context.Context, id, timeZone string, lang Language) (User, error)
	// UpdateUser stores the user's zone and language.
	UpdateUser(ctx context.Context, u User) error
}
