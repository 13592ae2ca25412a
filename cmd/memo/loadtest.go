package main

import (
	"cmp"
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
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
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
	redisURL := fs.String("redis", orDefault(getenv("REDIS_URL"), "redis://127.0.0.1:6379"), "Redis `URL` for --state redis (env REDIS_URL); keys get their own prefix, removed at the end")
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
	switch *state {
	case "redis":
		lc.redisURL = *redisURL
	case "embedded":
	default:
		return usageError{fmt.Sprintf("--state %q: want redis or embedded", *state)}
	}
	if lc.chats <= 0 || lc.turns <= 0 || lc.rate < 0 || lc.tasks < 0 || lc.modelEvery < 0 {
		return usageError{"--chats and --turns must be positive; --rate, --tasks and --model-every not negative"}
	}
	// The memory limit memo serve runs under (GOMEMLIMIT, MEMO_MEMORY_LIMIT).
	limit, err := memoryLimit(getenv)
	if err != nil {
		return err
	}
	lc.memLimit = limit
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	limitMemory(ctx, limit)
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
	getenv := func(k string) string { return env[k] }
	cfg, err := configFlags(flag.NewFlagSet("loadtest", flag.ContinueOnError), getenv)()
	if err != nil {
		return err
	}
	a, err := open(ctx, cfg, stderr, getenv)
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

// sent is one submitted message waiting for its reply.
type sent struct {
	at   time.Time
	kind string
	// then gets the reply, on the dispatcher's goroutine that delivers it.
	then func(*sent, memo.Reply)
}

// senders is how many goroutines submit a phase's messages. The users
// are not goroutines of their own — a thousand of them, each with its
// stack, would weigh on the memory and the CPU the loadtest reports of
// Memo — and a few submit at once, so one slow claim holds back no more
// than its own sender.
const senders = 16

// phase sends every chat's script: with rate 0 each chat sends its next
// message as soon as the last is answered (saturation); otherwise the
// messages of all chats go out at rate a second, round robin, whatever
// is still in flight (an open loop, as real users write).
func (h *harness) phase(ctx context.Context, name string, rate float64) (*loadResult, error) {
	var (
		mu       sync.Mutex
		inFlight = make(map[string]*sent)
		res      = &loadResult{byKind: make(map[string][]time.Duration)}
	)
	maxChats := max(h.lc.chats+1, bot.DefaultMaxChats)
	d := bot.NewDispatcher(bot.DispatcherConfig{
		Handler:  h.a.inst.handler(h.a.runner, "loadtest"),
		Dedupe:   h.a.inst.deduper(h.a.state),
		Logger:   h.a.log,
		Lang:     h.a.cfg.Lang,
		MaxChats: maxChats,
		MaxQueue: bot.DefaultMaxQueue,
		Slots:    h.a.slots,
		Deliver: func(_ context.Context, in memo.Inbound, r memo.Reply) {
			mu.Lock()
			s := inFlight[in.MessageID]
			delete(inFlight, in.MessageID)
			mu.Unlock()
			if s != nil {
				s.then(s, r)
			}
		},
	})
	defer d.Shutdown(context.WithoutCancel(ctx))

	// Every chat first makes the list it adds to; not measured.
	if err := h.pool(ctx, h.lc.chats, func(c int) error {
		done := make(chan struct{})
		if _, err := h.send(ctx, d, &mu, inFlight, name, c, -1, time.Now(), func(*sent, memo.Reply) { close(done) }); err != nil {
			return err
		}
		select {
		case <-done:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}); err != nil {
		return res, err
	}

	rcpu0 := redisCPU(ctx, h.a.rdb) // before the round trips are counted
	trips0, commits0, calls0 := h.trips.count(), h.commits.Load(), h.model.calls.Load()
	cpu0 := cpuTime()
	start := time.Now()
	var rmu sync.Mutex
	record := func(s *sent, r memo.Reply) {
		took := time.Since(s.at)
		rmu.Lock()
		defer rmu.Unlock()
		res.turns++
		res.latency = append(res.latency, took)
		res.byKind[s.kind] = append(res.byKind[s.kind], took)
		if !r.Success && r.Pending == nil {
			res.failed++
		}
	}
	var err error
	if rate == 0 {
		err = h.closedLoop(ctx, d, &mu, inFlight, name, record, &res.lost)
	} else {
		err = h.openLoop(ctx, d, &mu, inFlight, name, rate, record, &res.refused, &res.lost)
	}
	res.took = time.Since(start)
	res.trips, res.commits, res.calls = h.trips.count()-trips0, h.commits.Load()-commits0, h.model.calls.Load()-calls0
	res.cpu = cpuTime() - cpu0
	res.redisCPU = redisCPU(ctx, h.a.rdb) - rcpu0
	return res, err
}

// closedLoop sends each chat's next message as soon as its last one is
// answered, from the goroutine that delivered the answer, until every
// chat has sent its script.
func (h *harness) closedLoop(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, record func(*sent, memo.Reply), lost *atomic.Int64) error {
	var (
		chats sync.WaitGroup // one per chat until its script is sent and answered
		first firstError
	)
	var chain func(c, t int)
	chain = func(c, t int) {
		for ; t < h.lc.turns; t++ {
			_, err := h.send(ctx, d, mu, inFlight, name, c, t, time.Now(), func(s *sent, r memo.Reply) {
				record(s, r)
				chain(c, t+1)
			})
			if errors.Is(err, errDropped) {
				lost.Add(1)
				continue
			}
			if err != nil {
				first.keep(err)
				break
			}
			return // the next follows the answer
		}
		chats.Done()
	}
	chats.Add(h.lc.chats)
	if err := h.pool(ctx, h.lc.chats, func(c int) error { chain(c, 0); return nil }); err != nil {
		return err
	}
	if err := waitGroup(ctx, &chats); err != nil {
		return err
	}
	return first.get()
}

// openLoop submits chat c's turn t at start + (t·chats + c)/rate, as
// users write whatever is still in flight, and records each reply as it
// comes. Latency counts from the time a message was due, so a submit
// that fell behind is not forgiven.
func (h *harness) openLoop(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, rate float64, record func(*sent, memo.Reply), refused, lost *atomic.Int64) error {
	var answered sync.WaitGroup
	start := time.Now()
	err := h.lanes(ctx, h.lc.chats*h.lc.turns, h.lc.chats, func(i int) error {
		c, t := i%h.lc.chats, i/h.lc.chats
		due := start.Add(time.Duration(float64(i) / rate * float64(time.Second)))
		if wait := time.Until(due); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		answered.Add(1)
		_, err := h.send(ctx, d, mu, inFlight, name, c, t, due, func(s *sent, r memo.Reply) {
			record(s, r)
			answered.Done()
		})
		if err != nil {
			answered.Done()
		}
		switch {
		case errors.Is(err, bot.ErrQueueFull) || errors.Is(err, bot.ErrBusy):
			refused.Add(1)
		case errors.Is(err, errDropped):
			lost.Add(1)
		case err != nil:
			return err
		}
		return nil
	})
	if err != nil {
		return err
	}
	return waitGroup(ctx, &answered)
}

// pool runs fn(i) for i in [0, n) on senders goroutines, each taking the
// next i in order, and returns the first error (the rest still run).
func (h *harness) pool(ctx context.Context, n int, fn func(i int) error) error {
	var (
		next  atomic.Int64
		wg    sync.WaitGroup
		first firstError
	)
	for range min(senders, n) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				first.keep(fn(i))
			}
		})
	}
	wg.Wait()
	return cmp.Or(first.get(), ctx.Err())
}

// lanes runs fn(i) for i in [0, n) on senders goroutines, each taking
// the i of its own chats (i % chats) in order, and returns the first
// error (the rest still run). A chat's messages are submitted in their
// order however late a sender runs, as one user sends them; with a shared
// queue of i a sender held up could submit a chat's turn after the next.
func (h *harness) lanes(ctx context.Context, n, chats int, fn func(i int) error) error {
	var (
		wg    sync.WaitGroup
		first firstError
	)
	k := min(senders, chats, n)
	for lane := range k {
		wg.Go(func() {
			for i := 0; i < n && ctx.Err() == nil; i++ {
				if i%chats%k == lane {
					first.keep(fn(i))
				}
			}
		})
	}
	wg.Wait()
	return cmp.Or(first.get(), ctx.Err())
}

// firstError keeps the first error that goroutines report.
type firstError struct {
	mu  sync.Mutex
	err error
}

// keep notes err, unless it is nil or an error came before it.
func (f *firstError) keep(err error) {
	if err == nil {
		return
	}
	f.mu.Lock()
	f.err = cmp.Or(f.err, err)
	f.mu.Unlock()
}

// get returns the first error kept, or nil.
func (f *firstError) get() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.err
}

// waitGroup waits for wg, or until ctx ends.
func waitGroup(ctx context.Context, wg *sync.WaitGroup) error {
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// send submits chat c's turn t of phase name (t < 0: the set-up turn),
// due at at; then gets its reply.
func (h *harness) send(ctx context.Context, d *bot.Dispatcher, mu *sync.Mutex, inFlight map[string]*sent,
	name string, c, t int, at time.Time, then func(*sent, memo.Reply)) (*sent, error) {
	chat := fmt.Sprintf("%s-%d", name, c)
	in := memo.Inbound{
		ChatID: chat, UserID: chat, Channel: "loadtest",
		MessageID: chat + "-" + strconv.Itoa(t),
		Text:      h.script(c, t), At: time.Now(),
	}
	s := &sent{at: at, kind: h.kind(t), then: then}
	mu.Lock()
	inFlight[in.MessageID] = s
	mu.Unlock()
	ok, err := d.Submit(ctx, in)
	if err != nil || !ok {
		mu.Lock()
		delete(inFlight, in.MessageID)
		mu.Unlock()
		if err == nil {
			err = errDropped
		}
		return nil, err
	}
	return s, nil
}

// errDropped is a message the dispatcher took for a duplicate: it was
// never answered, it is lost.
var errDropped = errors.New("loadtest: a new message was taken for a duplicate")

// Scripts of the mix, English and Hebrew. Each cycle creates two tasks
// that share a word, lists them, deletes by that word (a question) and
// answers it by number, adds to a list, creates an event and asks what
// the day holds.
var (
	scriptEN = []string{
		"remind me tomorrow at 9 to call mom",
		"add task call the bank",
		"show my tasks",
		"delete call",
		"1",
		"add milk to shopping",
		"schedule a meeting with Dana tomorrow at 10",
		"what do I have tomorrow?",
	}
	scriptHE = []string{
		"תזכיר לי מחר ב-9 להתקשר לאמא",
		"תוסיף משימה להתקשר לבנק",
		"מה המשימות שלי",
		"מחק להתקשר",
		"1",
		"תוסיף חלב לקניות",
		"תקבע פגישה עם דנה מחר ב-10",
		"מה יש לי מחר?",
	}
	setupEN = "new list shopping: bread"
	setupHE = "רשימה חדשה קניות: לחם"
	// modelEN and modelHE are messages the grammar does not claim.
	modelEN = "my neighbour keeps parking across my driveway, how should I bring it up with him politely?"
	modelHE = "השכן שלי כל הזמן חוסם לי את החניה, איך לדבר איתו על זה בנימוס?"
)

// kindNames name the turns of a cycle of the script, then the model's.
var kindNames = []string{"reminder", "task", "list", "delete?", "answer", "add", "event", "day", "model"}

// kind names turn t of any chat's script.
func (h *harness) kind(t int) string {
	if t < 0 {
		return "setup"
	}
	i := t % len(scriptEN)
	if h.lc.modelEvery > 0 && (t+1)%h.lc.modelEvery == 0 && i == len(scriptEN)-1 {
		return "model"
	}
	return kindNames[i]
}

// script is chat c's message t: even chats write English, odd Hebrew.
// A model message replaces a cycle's day query, so the question and its
// answer stay together.
func (h *harness) script(c, t int) string {
	he := c%2 == 1
	if t < 0 {
		if he {
			return setupHE
		}
		return setupEN
	}
	lines := scriptEN
	if he {
		lines = scriptHE
	}
	i := t % len(lines)
	if h.lc.modelEvery > 0 && (t+1)%h.lc.modelEvery == 0 && i == len(lines)-1 {
		if he {
			return modelHE
		}
		return modelEN
	}
	return lines[i]
}

// preload gives every user of phase name lc.tasks tasks, a tenth of them
// due in the coming days.
func (h *harness) preload(ctx context.Context, name string) error {
	base := time.Now().Add(24 * time.Hour)
	return h.pool(ctx, h.lc.chats, func(c int) error {
		user := fmt.Sprintf("%s-%d", name, c)
		if _, err := h.a.db.EnsureUser(ctx, user, h.a.cfg.Zone.String(), ""); err != nil {
			return err
		}
		for i := 0; i < h.lc.tasks; i++ {
			d := memo.TaskDraft{Text: fmt.Sprintf("errand %d pick up parcel %d", i, i*7919%10007)}
			if i%10 == 0 {
				due := base.Add(time.Duration(i) * time.Hour)
				d.DueDate = &due
			}
			if _, err := h.a.db.CreateTask(ctx, user, fmt.Sprintf("preload-%s-%d", user, i), d); err != nil {
				return fmt.Errorf("preload: %w", err)
			}
		}
		return nil
	})
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
