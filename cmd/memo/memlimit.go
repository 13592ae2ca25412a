package main

import (
	"context"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"

	"github.com/dustin/go-humanize"
)

// The soft memory limit memo serve runs under (and memo loadtest, which
// measures it).
//
// With Go's default pacing the heap may grow to twice what is live before
// a collection, so a burst of turns in flight — a thousand chats at once,
// a few hundred of them waiting on the model — briefly doubled itself and
// the process's peak memory moved by 20 MB from one run to the next. A soft
// limit makes the collector work harder only near it, so the burst is
// collected instead (memo loadtest: peak RSS 72.8–88.1 MB → 73.6–75.3 MB
// with the same turns/s; halving GOGC instead held it as well but cost a
// tenth of the throughput everywhere).
//
// A limit below what is live would have the collector run without pause,
// so the limit follows the live heap after every collection: never less
// than a quarter above it plus room for stacks and the runtime's own
// (limitRoom). A large install pays for its heap with more frequent
// collections, never with a collector that cannot stop.
const (
	// defaultMemoryLimit is the limit when neither GOMEMLIMIT nor
	// MEMO_MEMORY_LIMIT sets one.
	defaultMemoryLimit = 40 << 20
	// limitRoom is what the limit keeps above the live heap's 5/4:
	// goroutine stacks and the runtime's own memory.
	limitRoom = 8 << 20
)

// memoryLimit reads the soft limit to set from the environment: 0 when
// GOMEMLIMIT is set (the runtime applied it already) or MEMO_MEMORY_LIMIT
// is "off"; MEMO_MEMORY_LIMIT as a size ("64MiB", "100MB", bytes); else
// defaultMemoryLimit.
func memoryLimit(p *problems, getenv func(string) string) int64 {
	if strings.TrimSpace(getenv("GOMEMLIMIT")) != "" {
		return 0
	}
	v := strings.TrimSpace(getenv("MEMO_MEMORY_LIMIT"))
	switch strings.ToLower(v) {
	case "":
		return defaultMemoryLimit
	case "off", "0":
		return 0
	}
	n, err := humanize.ParseBytes(v)
	if err != nil || n < 8<<20 || n > math.MaxInt64 {
		p.add("MEMO_MEMORY_LIMIT %q: want a size of at least 8MiB, like 64MiB, or off", v)
		return 0
	}
	return int64(n)
}

// limitMemory sets base as the soft memory limit and, until ctx ends,
// moves it after every collection to what the live heap needs (see
// limitFor); at the end the limit is lifted. base 0 does nothing.
//
// The limit follows each collection, not a timer: a burst that made the
// live heap larger than the limit allows for would otherwise have the
// collector run back to back until the next tick.
func limitMemory(ctx context.Context, base int64) {
	if base <= 0 {
		return
	}
	debug.SetMemoryLimit(base)
	cur := base
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	afterEachGC(func() bool {
		if ctx.Err() != nil {
			debug.SetMemoryLimit(math.MaxInt64)
			return false
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 {
			if want := limitFor(base, sample[0].Value.Uint64()); want != cur {
				cur = want
				debug.SetMemoryLimit(cur)
			}
		}
		return true
	})
}

// gcSentinel is garbage the collector finds each cycle: its finalizer
// runs after the collection and sets itself again while f says so.
type gcSentinel struct{ f func() bool }

// afterEachGC runs f after every garbage collection (on the finalizer
// goroutine) until f returns false.
func afterEachGC(f func() bool) {
	runtime.SetFinalizer(&gcSentinel{f: f}, rearm)
}

func rearm(s *gcSentinel) {
	if s.f() {
		runtime.SetFinalizer(s, rearm)
	}
}

// limitFor is the limit for a live heap of live bytes: base, or a quarter
// above live plus limitRoom when that is more.
func limitFor(base int64, live uint64) int64 {
	if live > math.MaxInt64/2 {
		return math.MaxInt64
	}
	return max(base, int64(live)+int64(live)/4+limitRoom)
}

// limitSaid says the soft memory limit in the loadtest's first line.
func limitSaid(limit int64) string {
	if limit <= 0 {
		return "no memory limit of Memo's"
	}
	return "soft memory limit " + humanize.IBytes(uint64(limit))
}
