package brain

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/memo-assistant/memo"
)

// normalize scales v to unit length in place, so a dot product is the
// cosine similarity. A zero vector stays zero.
func normalize(v []float32) {
	var s float64
	for _, f := range v {
		s += float64(f) * float64(f)
	}
	if s == 0 {
		return
	}
	n := float32(1 / math.Sqrt(s))
	for i := range v {
		v[i] *= n
	}
}

// dot returns the dot product of a and b (of equal length).
func dot(a, b []float32) float32 {
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return s0 + s1 + s2 + s3
}

// parallelFloats is the size of an embedding matrix from which nearest
// splits the scan over the processors.
const parallelFloats = 1 << 20

// nearest returns up to k of the memories whose vectors are closest to q
// (a unit vector) with a cosine similarity of at least threshold, closest
// first. Vectors of another dimension than q's give nothing.
func nearest(v memo.MemoryVectors, q []float32, k int, threshold float64) []ranked {
	if v.Dims == 0 || v.Dims != len(q) || k <= 0 {
		return nil
	}
	n := len(v.IDs)
	parts := 1
	if len(v.Data) >= parallelFloats {
		parts = max(1, min(runtime.GOMAXPROCS(0), 4))
	}
	results := make([][]ranked, parts)
	var wg sync.WaitGroup
	for p := range parts {
		from, to := n*p/parts, n*(p+1)/parts
		wg.Go(func() { results[p] = scan(v, q, from, to, k, float32(threshold)) })
	}
	wg.Wait()
	var all []ranked
	for _, r := range results {
		all = append(all, r...)
	}
	sortRanked(all)
	if len(all) > k {
		all = all[:k]
	}
	return all
}

// scan keeps the best k rows in [from, to) at or above threshold.
func scan(v memo.MemoryVectors, q []float32, from, to, k int, threshold float32) []ranked {
	var top []ranked // sorted best first, at most k
	floor := threshold
	d := v.Dims
	for i := from; i < to; i++ {
		s := dot(v.Data[i*d:(i+1)*d], q)
		if s < floor {
			continue
		}
		r := ranked{id: v.IDs[i], score: float64(s)}
		j, _ := slices.BinarySearchFunc(top, r, func(a, b ranked) int {
			if a.score > b.score {
				return -1
			}
			return 1
		})
		top = slices.Insert(top, j, r)
		if len(top) > k {
			top = top[:k]
			floor = float32(top[k-1].score)
		}
	}
	return top
}

// vectorCache keeps users' embeddings in memory, each as of the version
// it was read at, within a bound on the floats held; the least recently
// used user is dropped first.
type vectorCache struct {
	mu    sync.Mutex
	max   int
	size  int
	tick  uint64
	users map[string]*cachedVectors
}

type cachedVectors struct {
	model string
	vecs  memo.MemoryVectors
	used  uint64
}

func newVectorCache(maxFloats int) *vectorCache {
	return &vectorCache{max: maxFloats, users: map[string]*cachedVectors{}}
}

// versioner is the part of the Store the cache reads.
type versioner interface {
	MemoryVersion(ctx context.Context, userID string) (int64, error)
	MemoryVectors(ctx context.Context, userID, model string) (memo.MemoryVectors, error)
}

// get returns the user's embeddings of model, reading them again when the
// user's memories changed since they were read (in this process or in
// another one sharing the database).
func (c *vectorCache) get(ctx context.Context, s versioner, userID, model string) (memo.MemoryVectors, error) {
	v, err := s.MemoryVersion(ctx, userID)
	if err != nil {
		return memo.MemoryVectors{}, err
	}
	c.mu.Lock()
	if e, ok := c.users[userID]; ok && e.model == model && e.vecs.Version == v {
		c.tick++
		e.used = c.tick
		vecs := e.vecs
		c.mu.Unlock()
		return vecs, nil
	}
	c.mu.Unlock()
	vecs, err := s.MemoryVectors(ctx, userID, model)
	if err != nil {
		return memo.MemoryVectors{}, fmt.Errorf("read embeddings: %w", err)
	}
	c.put(userID, model, vecs)
	return vecs, nil
}

// put caches vecs for the user, dropping least recently used users to
// stay within the bound. A user bigger than the bound is not cached.
func (c *vectorCache) put(userID, model string, vecs memo.MemoryVectors) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.users[userID]; ok {
		c.size -= len(old.vecs.Data)
		delete(c.users, userID)
	}
	if len(vecs.Data) > c.max {
		return
	}
	for c.size+len(vecs.Data) > c.max {
		var lru string
		var at uint64 = math.MaxUint64
		for id, e := range c.users {
			if e.used < at {
				lru, at = id, e.used
			}
		}
		c.size -= len(c.users[lru].vecs.Data)
		delete(c.users, lru)
	}
	c.tick++
	c.users[userID] = &cachedVectors{model: model, vecs: vecs, used: c.tick}
	c.size += len(vecs.Data)
}
