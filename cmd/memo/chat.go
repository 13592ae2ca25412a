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
)

// maxLine is the longest input line chat reads; longer lines are refused
// whole (the planner itself refuses messages over 4,000 characters).
const maxLine = 1 << 20

func runChat(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("chat", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonl := fs.Bool("jsonl", false, "read one JSON object per line from stdin and write one per line to stdout")
	user := fs.String("user", "me", "the `id` of the user you chat as (a phone number on WhatsApp)")
	build := configFlags(fs, getenv)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	cfg, err := build()
	if err != nil {
		return err
	}
	a, err := open(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer a.close()
	conv := a.conversation()
	defer conv.close()
	if *jsonl {
		return chatJSONL(ctx, conv, a.clock, *user, stdin, stdout)
	}
	return chatREPL(ctx, conv, *user, stdin, stdout)
}

// chatREPL is the interactive terminal chat.
func chatREPL(ctx context.Context, conv *conversation, user string, stdin io.Reader, stdout io.Writer) error {
	fmt.Fprintln(stdout, "Memo — write in Hebrew or English (\"help\" / \"עזרה\"); Ctrl-D to leave.")
	in := bufio.NewReaderSize(stdin, 64<<10)
	for {
		fmt.Fprint(stdout, "> ")
		line, err := readLine(in)
		if errors.Is(err, io.EOF) && line == "" {
			fmt.Fprintln(stdout)
			return nil
		}
		if errors.Is(err, errLineTooLong) {
			fmt.Fprintln(stdout, "That message is too long; please send a shorter one.")
			continue
		} else if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("read input: %w", err)
		}
		if strings.TrimSpace(line) == "/quit" || strings.TrimSpace(line) == "/exit" {
			return nil
		}
		reply, err := conv.send(ctx, memo.Inbound{ChatID: user, UserID: user, Text: line, At: time.Now()})
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, reply.Text)
		fmt.Fprintln(stdout)
	}
}

// jsonIn is one input line of --jsonl.
type jsonIn struct {
	Text      *string `json:"text"`
	User      string  `json:"user"`
	MessageID string  `json:"message_id"`
	Clock     string  `json:"clock"`
}

// jsonOut is one output line of --jsonl, the /agent/chat response shape.
type jsonOut struct {
	Tool      string      `json:"tool,omitempty"`
	Summary   string      `json:"summary"`
	Result    *jsonResult `json:"result"`
	Success   bool        `json:"success"`
	Duplicate bool        `json:"duplicate,omitempty"`
}

// jsonResult is the typed envelope, plus the question when the turn asked.
type jsonResult struct {
	memo.Result
	Pending *jsonPending `json:"pending,omitempty"`
}

// jsonPending is the question a turn stopped on.
type jsonPending struct {
	Kind          memo.PendingKind `json:"kind"`
	Reason        string           `json:"reason"`
	Options       []memo.Option    `json:"options"`
	AllowMultiple bool             `json:"allowMultiple"`
	ExpiresAt     time.Time        `json:"expiresAt"`
}

// chatJSONL answers each input line with exactly one output line.
func chatJSONL(ctx context.Context, conv *conversation, clock memo.Clock, defaultUser string, stdin io.Reader, stdout io.Writer) error {
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
		out := jsonlTurn(ctx, conv, clock, defaultUser, line)
		if err := write(out); err != nil {
			return fmt.Errorf("write output: %w", err)
		}
		if ctx.Err() != nil {
			return nil
		}
	}
}

// jsonlTurn runs one input line.
func jsonlTurn(ctx context.Context, conv *conversation, clock memo.Clock, defaultUser, line string) jsonOut {
	var msg jsonIn
	if err := json.Unmarshal([]byte(line), &msg); err != nil {
		return jsonOut{Summary: "invalid JSON: " + err.Error()}
	}
	if msg.Clock != "" {
		return jsonOut{Tool: "reminders.fire", Summary: "clock lines need the reminder scheduler, which this build does not have"}
	}
	if msg.Text == nil {
		return jsonOut{Summary: `a line needs a "text" field`}
	}
	user := msg.User
	if user == "" {
		user = defaultUser
	}
	reply, err := conv.send(ctx, memo.Inbound{ChatID: user, UserID: user, MessageID: msg.MessageID, Text: *msg.Text, At: clock.Now()})
	if err != nil {
		return jsonOut{Summary: err.Error()}
	}
	return toJSON(reply)
}

func toJSON(r memo.Reply) jsonOut {
	out := jsonOut{Tool: r.Tool, Summary: r.Text, Success: r.Success, Duplicate: r.Duplicate}
	if r.Duplicate {
		out.Summary = "duplicate message id; nothing was done"
		return out
	}
	if r.Result != nil {
		out.Result = &jsonResult{Result: *r.Result}
	}
	if p := r.Pending; p != nil {
		if out.Result == nil {
			cap, op, _ := strings.Cut(r.Tool, ".")
			out.Result = &jsonResult{Result: memo.NewResult(memo.Capability(cap), op, nil)}
		}
		opts := p.Options
		if opts == nil {
			opts = []memo.Option{}
		}
		out.Result.Pending = &jsonPending{Kind: p.Kind, Reason: p.Reason, Options: opts, AllowMultiple: p.AllowMultiple, ExpiresAt: p.ExpiresAt}
	}
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

// pinnedClock is a clock that stands still until moved (--now, clock lines).
type pinnedClock struct {
	mu sync.Mutex
	t  time.Time
}

// Now returns the pinned time.
func (c *pinnedClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Set moves the clock.
func (c *pinnedClock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}
