package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync/atomic"
	"time"
)

// loadConfig is what memo loadtest runs.
type loadConfig struct {
	chats, turns int
	// rate is the open-loop target in turns a second; 0 skips that phase.
	rate float64
	// redisURL keeps conversation state in Redis; empty keeps it in the
	// SQLite file (the embedded state).
	redisURL string
	// tasks is how many tasks each chat's user has before the first turn.
	tasks int
	// modelEvery sends one message the grammar does not claim (so the
	// model answers it) every this many turns of a chat; 0 never.
	modelEvery int
	cpuProfile string
	// memProfile is where the heap profile taken at the heap's peak goes.
	memProfile string
	// memLimit is the soft memory limit set (0: none of Memo's).
	memLimit int64
}

func runLoadtest(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "loadtest")
	var lc loadConfig
	fs.IntVar(&lc.chats, "chats", 1000, "number of `chats` (one user each) sending at once")
	fs.IntVar(&lc.turns, "turns", 24, "`turns` each chat sends in each phase")
	fs.Float64Var(&lc.rate, "rate", 1000, "target `turns/s` of the open-loop phase (0 skips it)")
	state := fs.String("state", "redis", "conversation state: redis or embedded (in the SQLite file)")
	redisURL := fs.String("redis", "", "Redis `URL` for --state redis (env REDIS_URL; default redis://127.0.0.1:6379); keys get their own prefix, removed at the end")
	fs.IntVar(&lc.tasks, "tasks", 0, "`tasks` each user has before the first turn")
	fs.IntVar(&lc.modelEvery, "model-every", 16, "send one message only the model understands every `n` turns of a chat (0: never)")
	fs.StringVar(&lc.cpuProfile, "cpuprofile", "", "write a CPU profile of the measured phases to `file` (go tool pprof)")
	fs.StringVar(&lc.memProfile, "memprofile", "", "write a heap profile taken when the heap was largest to `file` (go tool pprof), and the goroutines at their most to file.goroutines")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	// The environment memo serve would read: the memory limit it runs
	// under (GOMEMLIMIT, MEMO_MEMORY_LIMIT) and its Redis.
	cfg, err := readConfig("loadtest", &flagValues{}, getenv)
	if err != nil {
		return err
	}
	switch *state {
	case "redis":
		lc.redisURL = orDefault(*redisURL, orDefault(cfg.Redis.URL, "redis://127.0.0.1:6379"))
	case "embedded":
	default:
		return usageError{fmt.Sprintf("--state %q: want redis or embedded", *state)}
	}
	if lc.chats <= 0 || lc.turns <= 0 || lc.rate < 0 || lc.tasks < 0 || lc.modelEvery < 0 {
		return usageError{"--chats and --turns must be positive; --rate, --tasks and --model-every not negative"}
	}
	lc.memLimit = cfg.MemoryLimit
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	limitMemory(ctx, lc.memLimit)
	return loadtest(ctx, lc, stdout, stderr)
}

// loadtest wires Memo as memo serve does — the real Dispatcher and Runner,
// SQLite in a temporary file, Redis under a key prefix of its own, a
// scripted model on loopback — and drives it, first as fast as it goes,
// then at lc.rate. Everything it made is removed at the end.
func loadtest(ctx context.Context, lc loadConfig, stdout, stderr io.Writer) error {
	dir, err := os.MkdirTemp("", "memo-loadtest-")
	if err != nil {
		return fmt.Errorf("loadtest: %w", err)
	}
	defer os.RemoveAll(dir)
	commits := countCommits(dir)
	model := newScriptedModel()
	defer model.Close()

	prefix := "memo-loadtest-" + randomHex(6) + ":"
	env := map[string]string{
		"MEMO_DB":           dir + "/memo.db",
		"REDIS_URL":         lc.redisURL,
		"MEMO_REDIS_PREFIX": prefix,
		"OPENAI_API_KEY":    "loadtest",
		"OPENAI_BASE_URL":   model.URL + "/v1/",
		"MEMO_LOG_LEVEL":    "error",
	}
	cfg, err := readConfig("loadtest", &flagValues{}, func(k string) string { return env[k] })
	if err != nil {
		return err
	}
	a, err := open(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer a.close()
	var trips *roundTrips
	if a.rdb != nil {
		trips = &roundTrips{}
		a.rdb.AddHook(trips)
		defer removeKeys(context.WithoutCancel(ctx), a, prefix, stderr)
	}

	sampling, stopSampling := context.WithCancel(ctx)
	defer stopSampling()
	peaks := sampleMemory(sampling, lc.memProfile != "")
	h := &harness{lc: lc, a: a, commits: commits, model: model, trips: trips}
	stateName := "embedded (SQLite)"
	if a.rdb != nil {
		stateName = "redis (keys under " + prefix + ")"
	}
	fmt.Fprintf(stdout, "memo loadtest: %d chats × %d turns, state %s, %d tasks a user, a model message every %d turns, GOMAXPROCS %d, %s\n",
		lc.chats, lc.turns, stateName, lc.tasks, lc.modelEvery, runtime.GOMAXPROCS(0), limitSaid(lc.memLimit))
	if lc.tasks > 0 {
		start := time.Now()
		if err := h.preload(ctx, "sat"); err != nil {
			return err
		}
		if lc.rate > 0 {
			if err := h.preload(ctx, "rate"); err != nil {
				return err
			}
		}
		fmt.Fprintf(stdout, "preloaded %d tasks a user in %s\n", lc.tasks, time.Since(start).Round(time.Millisecond))
	}
	if lc.cpuProfile != "" {
		f, err := os.Create(lc.cpuProfile)
		if err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
		// Stopped again when the phases end, so that what the command
		// measures afterwards is not in the profile.
		defer pprof.StopCPUProfile()
	}
	sat, err := h.phase(ctx, "sat", 0)
	if err != nil {
		return err
	}
	sat.print(stdout, "saturation")
	if lc.rate > 0 {
		r, err := h.phase(ctx, "rate", lc.rate)
		if err != nil {
			return err
		}
		r.print(stdout, fmt.Sprintf("at %.0f turns/s", lc.rate))
	}
	if lc.cpuProfile != "" {
		pprof.StopCPUProfile()
	}
	if a.rdb != nil {
		key, size, err := largestValue(ctx, a, prefix)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "largest state value: %d bytes (%s)\n", size, strings.TrimPrefix(key, prefix))
	}
	fmt.Fprintf(stdout, "peak RSS: %.1f MB\n", float64(peakRSS())/(1<<20))
	peaks.print(stdout)
	if lc.memProfile != "" {
		if err := peaks.writeProfile(lc.memProfile); err != nil {
			return fmt.Errorf("loadtest: %w", err)
		}
	}
	return nil
}

// harness drives one wired Memo.
type harness struct {
	lc      loadConfig
	a       *app
	commits *atomic.Int64
	model   *scriptedModel
	trips   *roundTrips
}

// loadResult is what one phase measured.
type loadResult struct {
	turns, failed         int
	refused, lost         atomic.Int64
	took                  time.Duration
	latency               []time.Duration
	byKind                map[string][]time.Duration
	trips, commits, calls int64
	// cpu and redisCPU are the CPU time this process and the Redis
	// server used during the phase.
	cpu, redisCPU time.Duration
}

func (r *loadResult) print(w io.Writer, name string) {
	slices.Sort(r.latency)
	n := float64(r.turns)
	fmt.Fprintf(w, "%-18s %6d turns in %6.2fs = %7.0f turns/s  p50 %6.2f ms  p99 %7.2f ms  max %7.2f ms\n",
		name+":", r.turns, r.took.Seconds(), n/r.took.Seconds(),
		ms(percentile(r.latency, 0.50)), ms(percentile(r.latency, 0.99)), ms(percentile(r.latency, 1)))
	fmt.Fprintf(w, "%-18s redis round trips/turn %.2f  sqlite commits/turn %.2f  model calls/turn %.3f  failed %d  refused %d  lost %d\n",
		"", float64(r.trips)/n, float64(r.commits)/n, float64(r.calls)/n, r.failed, r.refused.Load(), r.lost.Load())
	fmt.Fprintf(w, "%-18s cpu/turn: memo %.0f µs  redis server %.0f µs\n",
		"", float64(r.cpu.Microseconds())/n, float64(r.redisCPU.Microseconds())/n)
	var p50s, p99s []string
	for _, k := range kindNames {
		if d := r.byKind[k]; len(d) > 0 {
			slices.Sort(d)
			p50s = append(p50s, fmt.Sprintf("%s %.2f", k, ms(percentile(d, 0.5))))
			p99s = append(p99s, fmt.Sprintf("%s %.2f", k, ms(percentile(d, 0.99))))
		}
	}
	fmt.Fprintf(w, "%-18s p50 ms by turn: %s\n", "", strings.Join(p50s, "  "))
	fmt.Fprintf(w, "%-18s p99 ms by turn: %s\n", "", strings.Join(p99s, "  "))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// percentile returns the q-quantile of sorted d (nearest rank).
func percentile(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	i := int(q*float64(len(d)) + 0.5)
	if i < 1 {
		i = 1
	}
	if i > len(d) {
		i = len(d)
	}
	return d[i-1]
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// peakRSS is the process's peak resident set (VmHWM), or the runtime's
// total from the OS where /proc is missing.
func peakRSS() uint64 {
	if hwm, ok := procStatus()["VmHWM"]; ok {
		return hwm
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.Sys
}
