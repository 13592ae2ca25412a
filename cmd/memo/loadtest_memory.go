package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"time"
)

// memorySampleEvery is how often the loadtest looks at its memory.
const memorySampleEvery = 20 * time.Millisecond

// memoryPeaks are the largest of each part of the process's memory seen
// while the loadtest ran, in bytes: what the resident set is made of —
// the process's own (anonymous) pages and the executable's (file-backed)
// ones — and, of the Go heap, its live and dead objects and the goroutine
// stacks.
type memoryPeaks struct {
	mu                       sync.Mutex
	anon, file               uint64
	heapObjects, stacks, all uint64
	goroutines               int
	// profile, when kept, is the heap profile taken as the heap grew past
	// a tenth more than at the last one; gprofile the goroutines, taken
	// likewise as they grew in number.
	profile         *bytes.Buffer
	profiledObjects uint64
	gprofile        bytes.Buffer
	profiledG       int
}

// sampleMemory samples until ctx ends; with profile, it also keeps a heap
// profile of the heap at (about) its largest.
func sampleMemory(ctx context.Context, profile bool) *memoryPeaks {
	p := &memoryPeaks{}
	if profile {
		p.profile = &bytes.Buffer{}
	}
	samples := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/stacks:bytes"},
		{Name: "/memory/classes/total:bytes"},
	}
	go func() {
		t := time.NewTicker(memorySampleEvery)
		defer t.Stop()
		for {
			metrics.Read(samples)
			anon, file := residentParts()
			p.mu.Lock()
			p.heapObjects = max(p.heapObjects, samples[0].Value.Uint64())
			p.stacks = max(p.stacks, samples[1].Value.Uint64())
			p.all = max(p.all, samples[2].Value.Uint64())
			p.anon, p.file = max(p.anon, anon), max(p.file, file)
			p.goroutines = max(p.goroutines, runtime.NumGoroutine())
			if n := runtime.NumGoroutine(); p.profile != nil && n > p.profiledG+p.profiledG/10 {
				p.profiledG = n
				p.gprofile.Reset()
				_ = pprof.Lookup("goroutine").WriteTo(&p.gprofile, 1)
			}
			if p.profile != nil && p.heapObjects > p.profiledObjects+p.profiledObjects/10 {
				p.profiledObjects = p.heapObjects
				p.profile.Reset()
				_ = pprof.Lookup("heap").WriteTo(p.profile, 0)
			}
			p.mu.Unlock()
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return p
}

// print writes the peaks.
func (p *memoryPeaks) print(w io.Writer) {
	p.mu.Lock()
	defer p.mu.Unlock()
	mb := func(b uint64) float64 { return float64(b) / (1 << 20) }
	fmt.Fprintf(w, "                   at most: anonymous %.1f MB, file-backed %.1f MB (the executable's pages); Go: %.1f MB mapped, heap objects %.1f MB, goroutine stacks %.1f MB (%d goroutines at most)\n",
		mb(p.anon), mb(p.file), mb(p.all), mb(p.heapObjects), mb(p.stacks), p.goroutines)
}

// writeProfile writes the heap profile kept at the heap's peak to path,
// and the goroutines at their peak to path.goroutines.
func (p *memoryPeaks) writeProfile(path string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.profile == nil {
		return nil
	}
	return errors.Join(os.WriteFile(path, p.profile.Bytes(), 0o644),
		os.WriteFile(path+".goroutines", p.gprofile.Bytes(), 0o644))
}

// residentParts returns the process's resident anonymous and file-backed
// bytes (RssAnon and RssFile of /proc/self/status); zeros where there is
// no such file.
func residentParts() (anon, file uint64) {
	f := procStatus()
	return f["RssAnon"], f["RssFile"]
}

// procStatus returns the fields of /proc/self/status given in kB, in
// bytes, by name; nil where there is no such file.
func procStatus() map[string]uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return nil
	}
	fields := make(map[string]uint64)
	for line := range strings.SplitSeq(string(b), "\n") {
		name, rest, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		rest, ok = strings.CutSuffix(strings.TrimSpace(rest), " kB")
		if !ok {
			continue
		}
		if kb, err := strconv.ParseUint(rest, 10, 64); err == nil {
			fields[name] = kb << 10
		}
	}
	return fields
}
