package sqldb

import (
	"sync"

	memo "github.com/memo-assistant/memo"
)

// userCacheSize bounds the users a database keeps in memory.
const userCacheSize = 4096

// userCache keeps the users this process read or made, so the turn of a
// user already known reads no row: every turn ensures its user, and that
// one read had been a tenth of a turn's CPU (a read transaction on the
// file for a row that only UpdateUser changes). UpdateUser drops the
// entry it changes; another process on the same file changing a user is
// seen once this one changes it or forgets it, so a database several
// processes share keeps none (a nil *userCache keeps nothing). Past
// userCacheSize users an arbitrary one is forgotten. Safe for concurrent
// use.
type userCache struct {
	mu sync.Mutex
	m  map[string]memo.User
	// drops counts drop calls: a row read before one may be older than
	// what the drop's change wrote, and is not kept.
	drops uint64
}

// get returns the user kept under id, and the drops so far, to give put
// for a user read now.
func (c *userCache) get(id string) (memo.User, bool, uint64) {
	if c == nil {
		return memo.User{}, false, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	u, ok := c.m[id]
	return u, ok, c.drops
}

// put keeps u, read when drops were as get said, unless a change was
// dropped since.
func (c *userCache) put(u memo.User, drops uint64) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if drops != c.drops {
		return
	}
	if c.m == nil {
		c.m = make(map[string]memo.User)
	}
	if _, ok := c.m[u.ID]; !ok && len(c.m) >= userCacheSize {
		for id := range c.m {
			delete(c.m, id)
			break
		}
	}
	c.m[u.ID] = u
}

// drop forgets id, whose row changed.
func (c *userCache) drop(id string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.drops++
	delete(c.m, id)
}
