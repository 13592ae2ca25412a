package main

import (
	"context"
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestMemoryLimitFromEnvironment: GOMEMLIMIT wins (the runtime applied
// it), MEMO_MEMORY_LIMIT sets a size or turns the limit off, and unset
// gives the default; a size too small or unreadable is refused.
func TestMemoryLimitFromEnvironment(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want int64
		bad  bool
	}{
		{map[string]string{}, defaultMemoryLimit, false},
		{map[string]string{"GOMEMLIMIT": "1GiB", "MEMO_MEMORY_LIMIT": "64MiB"}, 0, false},
		{map[string]string{"MEMO_MEMORY_LIMIT": "64MiB"}, 64 << 20, false},
		{map[string]string{"MEMO_MEMORY_LIMIT": "100 MB"}, 100_000_000, false},
		{map[string]string{"MEMO_MEMORY_LIMIT": "off"}, 0, false},
		{map[string]string{"MEMO_MEMORY_LIMIT": "3MiB"}, 0, true},
		{map[string]string{"MEMO_MEMORY_LIMIT": "lots"}, 0, true},
	} {
		var p problems
		got := memoryLimit(&p, func(k string) string { return c.env[k] })
		if (len(p) > 0) != c.bad || got != c.want {
			t.Errorf("%v: %d, %v; want %d (error %v)", c.env, got, p, c.want, c.bad)
		}
	}
}

// TestLimitFollowsTheLiveHeap: the limit is the base until the live heap
// needs more room, then a quarter above it plus limitRoom.
func TestLimitFollowsTheLiveHeap(t *testing.T) {
	base := int64(40 << 20)
	if got := limitFor(base, 10<<20); got != base {
		t.Errorf("10 MiB live: %d; want the base", got)
	}
	if got, want := limitFor(base, 100<<20), int64(125<<20+limitRoom); got != want {
		t.Errorf("100 MiB live: %d; want %d", got, want)
	}
	if got := limitFor(base, math.MaxUint64); got != math.MaxInt64 {
		t.Errorf("no bound: %d", got)
	}
}

// TestLimitMemorySetsAndLifts: the limit is set at once, follows a live
// heap larger than it allows for after a collection, and is lifted after
// the first collection once the context ended.
func TestLimitMemorySetsAndLifts(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(before)
	ctx, cancel := context.WithCancel(t.Context())
	limitMemory(ctx, 64<<20)
	if got := debug.SetMemoryLimit(-1); got != 64<<20 {
		t.Fatalf("limit %d; want 64 MiB", got)
	}
	// 100 MiB live: the limit moves above it after a collection.
	live := make([]byte, 100<<20)
	deadline := time.Now().Add(10 * time.Second)
	for debug.SetMemoryLimit(-1) < int64(len(live)) {
		if time.Now().After(deadline) {
			t.Fatalf("limit %d with 100 MiB live; want it above", debug.SetMemoryLimit(-1))
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	runtime.KeepAlive(live)
	cancel()
	for debug.SetMemoryLimit(-1) != math.MaxInt64 {
		if time.Now().After(deadline) {
			t.Fatal("the limit was not lifted when the context ended")
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}
