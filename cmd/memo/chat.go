package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/api"
)

// maxLine is the longest input line chat reads; longer lines are refused
// whole (the planner itself refuses messages over 4,000 characters).
const maxLine = 1 << 20

func runChat(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("chat", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "chat")
	jsonl := fs.Bool("jsonl", false, "read one JSON object per line from stdin and write one per line to stdout")
	user := fs.String("user", "me", "the `id` of the user you chat as (a phone number on WhatsApp)")
	flags := configFlags(fs)
	if err := parseNoArgs(fs, "chat", args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	cfg, err := readConfig("chat", flags, getenv)
	if err != nil {
		return err
	}
	cfg.googleLoopback = true
	a, err := open(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer a.close()
	conv := a.conversation()
	defer func() { conv.close(ctx) }()
	if *jsonl {
		return chatJSONL(ctx, conv, a, *user, stdin, stdout)
	}
	// Interactively, reminders fire in real time and print as they come.
	tickCtx, stopTicks := context.WithCancel(ctx)
	defer stopTicks()
	go a.sched.Run(tickCtx, 15*time.Second)
	return chatInteractive(ctx, conv, a, *user, stdin, stdout)
}

// jsonIn is one input line of --jsonl.
type jsonIn struct {
	Text      *string `json:"text"`
	User      string  `json:"user"`
	MessageID string  `json:"message_id"`
	Clock     string  `json:"clock"`
	// Quoted is the id of a message this one replies to (a reminder's
	// message_ids entry).
	Quoted string `json:"quoted_message_id"`
	// QuotedText is the text of the message replied to ("remember this").
	QuotedText string `json:"quoted_text"`
}

// jsonOut is one output line of --jsonl, the /agent/chat response shape.
type jsonOut struct {
	Tool      string        `json:"tool,omitempty"`
	Summary   string        `json:"summary"`
	Result    *api.Envelope `json:"result"`
	Success   bool          `json:"success"`
	Duplicate bool          `json:"duplicate,omitempty"`
	// MessageIDs are the ids of the messages a clock line's tick sent.
	MessageIDs []string `json:"message_ids,omitempty"`
}

// clockLine moves the pinned clock and runs one scheduler tick.
func clockLine(ctx context.Context, a *app, at string) jsonOut {
	t, err := time.Parse(time.RFC3339, at)
	if err != nil {
		return jsonOut{Tool: "reminders.fire", Summary: fmt.Sprintf("clock %q is not an RFC 3339 time", at)}
	}
	a.clock.Set(t)
	a.notify.take()
	res, err := a.sched.Tick(ctx)
	if err != nil {
		a.log.Error("reminder tick", "err", err)
		return jsonOut{Tool: "reminders.fire", Summary: "the reminder tick failed: " + err.Error()}
	}
	items := make([]memo.Item, len(res.Fired))
	for i, task := range res.Fired {
		items[i] = task
	}
	texts := make([]string, 0, len(res.Sent))
	for _, n := range res.Sent {
		texts = append(texts, n.Text)
	}
	r := memo.NewResult(memo.CapTasks, memo.CapTasks.Op("fire"), items)
	r.Meta.Count = len(items)
	return jsonOut{Tool: "reminders.fire", Summary: strings.Join(texts, "\n\n"), Result: &api.Envelope{Result: r}, Success: res.Failed == 0, MessageIDs: a.notify.take()}
}

// chatJSONL answers each input line with exactly one output line.
func chatJSONL(ctx context.Context, conv *conversation, a *app, defaultUser string, stdin io.Reader, stdout io.Writer) error {
	var mu sync.Mutex
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	write := func(o jsonOut) error {
		mu.Lock()
		defer mu.Unlock()
		return enc.Encode(o)
	}
	in := bufio.NewReaderSize(stdin, 64<<10)
	for {
		line, err := readLine(in)
		if errors.Is(err, io.EOF) && strings.TrimSpace(line) == "" {
			return nil
		}
		if errors.Is(err, errLineTooLong) {
			if err := write(jsonOut{Summary: "line longer than 1 MiB"}); err != nil {
				return err
			}
			continue
		} else if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("read input: %w", err)
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		out := jsonlTurn(ctx, conv, a, defaultUser, line)
		if err := write(out); err != nil {
			return fmt.Errorf("write output: %w", err)
		}
		if ctx.Err() != nil {
			return nil
		}
	}
}

// jsonlTurn runs one input line.
func jsonlTurn(ctx context.Context, conv *conversation, a *app, defaultUser, line string) jsonOut {
	var msg jsonIn
	if err := json.Unmarshal([]byte(line), &msg); err != nil {
		return jsonOut{Summary: "invalid JSON: " + err.Error()}
	}
	if msg.Clock != "" {
		return clockLine(ctx, a, msg.Clock)
	}
	if msg.Text == nil {
		return jsonOut{Summary: `a line needs a "text" field`}
	}
	user := msg.User
	if user == "" {
		user = defaultUser
	}
	reply, err := conv.send(ctx, memo.Inbound{ChatID: user, UserID: user, MessageID: msg.MessageID, QuotedMessageID: msg.Quoted, QuotedText: msg.QuotedText, Text: *msg.Text, At: a.clock.Now()})
	if err != nil {
		return jsonOut{Summary: err.Error()}
	}
	return toJSON(reply)
}

// toJSON is the output line of a reply: the /agent/chat response shape
// with the typed envelope as its result (api.EnvelopeOf, the mapping
// POST /agent/chat builds on).
func toJSON(r memo.Reply) jsonOut {
	out := jsonOut{Tool: r.Tool, Summary: r.Text, Success: r.Success, Duplicate: r.Duplicate}
	if r.Duplicate {
		out.Summary = "duplicate message id; nothing was done"
		return out
	}
	out.Result = api.EnvelopeOf(r)
	return out
}

var errLineTooLong = errors.New("line too long")

// readLine reads one line without its newline. A line over maxLine is read
// to its end and refused with errLineTooLong.
func readLine(r *bufio.Reader) (string, error) {
	var b strings.Builder
	n := 0
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if n <= maxLine {
			b.Write(chunk)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if n > maxLine {
			return "", errLineTooLong
		}
		return strings.TrimRight(b.String(), "\r\n"), err
	}
}

// pinnedClock is a clock that stands still once pinned (--now, clock
// lines); unpinned, it is the wall clock.
type pinnedClock struct {
	mu sync.Mutex
	t  time.Time
}

// Now returns the pinned time, or the wall clock's when not pinned.
func (c *pinnedClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.t.IsZero() {
		return time.Now()
	}
	return c.t
}

// Set moves the clock.
func (c *pinnedClock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}
