package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/memo-assistant/memo"
)

// greeting opens the interactive chat.
const greeting = "Memo — write in Hebrew or English (\"help\" / \"עזרה\"); Ctrl-C or Ctrl-D to leave."

// maxHistory is how many lines the chat's history keeps.
const maxHistory = 500

// chatInteractive is memo chat for a person. On a terminal it edits lines
// and keeps their history across runs (golang.org/x/term, the Go team's
// terminal package: arrows, Home/End, word moves, history with Up/Down),
// quits at once on Ctrl-C, and shows WhatsApp markup as terminal styles;
// otherwise it reads lines as they come.
func chatInteractive(ctx context.Context, conv *conversation, a *app, user string, stdin io.Reader, stdout io.Writer) error {
	in, inOK := stdin.(*os.File)
	out, outOK := stdout.(*os.File)
	if inOK && outOK && term.IsTerminal(int(in.Fd())) && term.IsTerminal(int(out.Fd())) {
		hist := openHistory(a.cfg.Store.history())
		return chatTTY(ctx, conv, a.notify, user, in, out, hist, a.cfg.Styles)
	}
	a.notify.print(stdout, true)
	return chatLines(ctx, conv, user, stdin, stdout)
}

// chatTTY is the chat on a terminal. The terminal is raw only while a
// line is being edited: during a turn Ctrl-C is a signal again, which
// ends ctx and the chat at once.
func chatTTY(ctx context.Context, conv *conversation, notify *terminalNotifier, user string, in, out *os.File, hist *fileHistory, styles bool) error {
	t := term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{newHomeEndReader(in), out}, "> ")
	t.History = hist
	notify.print(ttyWriter{t: t, styles: styles}, false)
	fmt.Fprintln(out, greeting)
	fd := int(in.Fd())
	for {
		old, err := term.MakeRaw(fd)
		if err != nil {
			return fmt.Errorf("terminal: %w", err)
		}
		line, err := t.ReadLine()
		_ = term.Restore(fd, old)
		if errors.Is(err, io.EOF) { // Ctrl-D on an empty line, or Ctrl-C
			fmt.Fprintln(out)
			return nil
		}
		if err != nil && !errors.Is(err, term.ErrPasteIndicator) {
			return fmt.Errorf("read input: %w", err)
		}
		if quit(line) {
			return nil
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		reply, err := conv.send(ctx, memo.Inbound{ChatID: user, UserID: user, Text: line, At: time.Now()})
		if ctx.Err() != nil {
			fmt.Fprintln(out)
			return nil
		}
		if err != nil {
			return err
		}
		fmt.Fprint(out, strings.ReplaceAll(forTerminal(reply.Text, styles), "\n", "\r\n")+"\r\n\r\n")
	}
}

// ttyWriter prints reminders above the line being edited.
type ttyWriter struct {
	t      *term.Terminal
	styles bool
}

func (w ttyWriter) Write(p []byte) (int, error) {
	if _, err := w.t.Write([]byte(forTerminal(string(p), w.styles))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// chatLines is the chat on a pipe or a file: one message a line. Ctrl-C
// (the end of ctx) ends it even while it waits for input.
func chatLines(ctx context.Context, conv *conversation, user string, stdin io.Reader, stdout io.Writer) error {
	fmt.Fprintln(stdout, greeting)
	type read struct {
		line string
		err  error
	}
	lines := make(chan read)
	go func() { // ends at the end of input; a blocked read outlives the chat only until the process exits
		in := bufio.NewReaderSize(stdin, 64<<10)
		for {
			line, err := readLine(in)
			select {
			case lines <- read{line, err}:
			case <-ctx.Done():
				return
			}
			if err != nil && !errors.Is(err, errLineTooLong) {
				return
			}
		}
	}()
	for {
		fmt.Fprint(stdout, "> ")
		var r read
		select {
		case <-ctx.Done():
			fmt.Fprintln(stdout)
			return nil
		case r = <-lines:
		}
		if errors.Is(r.err, io.EOF) && r.line == "" {
			fmt.Fprintln(stdout)
			return nil
		}
		if errors.Is(r.err, errLineTooLong) {
			fmt.Fprintln(stdout, "That message is too long; please send a shorter one.")
			continue
		} else if r.err != nil && !errors.Is(r.err, io.EOF) {
			return fmt.Errorf("read input: %w", r.err)
		}
		if quit(r.line) {
			return nil
		}
		reply, err := conv.send(ctx, memo.Inbound{ChatID: user, UserID: user, Text: r.line, At: time.Now()})
		if ctx.Err() != nil {
			fmt.Fprintln(stdout)
			return nil
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, reply.Text)
		fmt.Fprintln(stdout)
	}
}

func quit(line string) bool {
	l := strings.TrimSpace(line)
	return l == "/quit" || l == "/exit"
}

// fileHistory is the chat's line history, kept in a file (0600) so it
// survives restarts; the newest maxHistory lines are kept. It implements
// term.History. A file that cannot be written only costs persistence.
type fileHistory struct {
	path string

	mu    sync.Mutex
	lines []string // oldest first
}

var _ term.History = (*fileHistory)(nil)

// openHistory loads the history at path (none when it cannot be read).
func openHistory(path string) *fileHistory {
	h := &fileHistory{path: path}
	b, err := os.ReadFile(path)
	if err != nil {
		return h
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" {
			h.lines = append(h.lines, l)
		}
	}
	if len(h.lines) > maxHistory {
		h.lines = h.lines[len(h.lines)-maxHistory:]
	}
	return h
}

// Add records a line, unless it repeats the last one.
func (h *fileHistory) Add(entry string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	entry = strings.ReplaceAll(entry, "\n", " ")
	if strings.TrimSpace(entry) == "" || (len(h.lines) > 0 && h.lines[len(h.lines)-1] == entry) {
		return
	}
	h.lines = append(h.lines, entry)
	if len(h.lines) > maxHistory {
		h.lines = h.lines[len(h.lines)-maxHistory:]
		_ = os.WriteFile(h.path, []byte(strings.Join(h.lines, "\n")+"\n"), 0o600)
		return
	}
	f, err := os.OpenFile(h.path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return
	}
	defer f.Close()
	_, _ = f.WriteString(entry + "\n")
}

// Len returns the number of lines.
func (h *fileHistory) Len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.lines)
}

// At returns a line; 0 is the newest.
func (h *fileHistory) At(idx int) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lines[len(h.lines)-1-idx]
}
