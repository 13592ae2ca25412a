package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"golang.org/x/term"
)

func TestForTerminal(t *testing.T) {
	tests := []struct {
		in     string
		styles bool
		want   string
	}{
		{"📅 Added: *meeting with Dana* — tomorrow", true, "📅 Added: \x1b[1mmeeting with Dana\x1b[22m — tomorrow"},
		{"_📅 Tomorrow, Wednesday 21 Jan_\n• *gym*", true, "\x1b[3m📅 Tomorrow, Wednesday 21 Jan\x1b[23m\n• \x1b[1mgym\x1b[22m"},
		{"*a* and *b*.", true, "\x1b[1ma\x1b[22m and \x1b[1mb\x1b[22m."},
		{"~old~ new", true, "\x1b[9mold\x1b[29m new"},
		{"2*3*4 and a * b * c", true, "2*3*4 and a * b * c"},
		{"file_name_here stays", true, "file_name_here stays"},
		{"unclosed *bold\nnext* line", true, "unclosed *bold\nnext* line"},
		{"*bold with _italic_ inside*", true, "\x1b[1mbold with \x1b[3mitalic\x1b[23m inside\x1b[22m"},
		{"```code```", true, "code"},
		{"נוסף: *\u2068Dana's party\u2069* מחר", true, "נוסף: \x1b[1mDana's party\x1b[22m מחר"},
		{"נוסף: *\u2068Dana\u2069*\u200f", false, "נוסף: *Dana*"},
	}
	for _, tt := range tests {
		if got := forTerminal(tt.in, tt.styles); got != tt.want {
			t.Errorf("forTerminal(%q, %v)\n got %q\nwant %q", tt.in, tt.styles, got, tt.want)
		}
	}
}

// Ctrl-C (the end of the command's context) ends the chat at once, even
// while it waits for input that never comes.
func TestChatQuitsOnInterrupt(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	var out syncBuffer
	var errb bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"chat", "--db", filepath.Join(t.TempDir(), "memo.db")}, r, &out, &errb, func(string) string { return "" })
	}()
	if _, err := w.Write([]byte("remind me tomorrow at 9 to call mom\n")); err != nil {
		t.Fatal(err)
	}
	// The answer first, however slow the machine: then the chat waits for
	// input that never comes, and Ctrl-C must end that wait.
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), "call mom"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the message before Ctrl-C was not answered:\n%s", out.String())
		}
	}
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("chat after Ctrl-C = %v; want nil", err)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("chat took %v to quit", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("chat did not quit on Ctrl-C")
	}
}

func TestHistoryFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "chat_history")
	h := openHistory(path)
	for i := range maxHistory + 10 {
		h.Add(fmt.Sprintf("line %d", i))
	}
	h.Add(fmt.Sprintf("line %d", maxHistory+9)) // a repeat is not kept twice
	h.Add("  ")
	if h.Len() != maxHistory || h.At(0) != fmt.Sprintf("line %d", maxHistory+9) {
		t.Fatalf("len %d, newest %q", h.Len(), h.At(0))
	}
	again := openHistory(path)
	if again.Len() != maxHistory || again.At(0) != h.At(0) || again.At(maxHistory-1) != "line 10" {
		t.Fatalf("reloaded: len %d, newest %q, oldest %q", again.Len(), again.At(0), again.At(again.Len()-1))
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("history file mode %v (%v); want 0600", fi.Mode().Perm(), err)
	}
}

// TestHomeEndKeys: the line editor takes Home and End in every form
// terminals send, even when a read cuts the sequence.
func TestHomeEndKeys(t *testing.T) {
	for _, tt := range []struct{ name, home, end string }{
		{"xterm", "\x1b[H", "\x1b[F"},
		{"vt220", "\x1b[1~", "\x1b[4~"},
		{"rxvt", "\x1b[7~", "\x1b[8~"},
		{"application mode", "\x1bOH", "\x1bOF"},
	} {
		for _, oneByte := range []bool{false, true} {
			input := "abc" + tt.home + "X" + tt.end + "Y\r"
			var r io.Reader = strings.NewReader(input)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			line, err := term.NewTerminal(struct {
				io.Reader
				io.Writer
			}{newHomeEndReader(r), io.Discard}, "> ").ReadLine()
			if err != nil || line != "XabcY" {
				t.Errorf("%s (a byte a read: %v): %q, %v; want XabcY", tt.name, oneByte, line, err)
			}
		}
	}
	// Other sequences pass through: Delete, and the arrows.
	line, err := term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{newHomeEndReader(strings.NewReader("ab\x1b[D\x1b[3~c\x1b[C!\r")), io.Discard}, "> ").ReadLine()
	if err != nil || line != "ac!" {
		t.Errorf("Delete and arrows: %q, %v; want ac!", line, err)
	}
}
