package whatsapp_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/memo-assistant/memo/bot/whatsapp"
)

func TestSplit(t *testing.T) {
	line := func(c string, n int) string { return strings.Repeat(c, n) }
	tests := []struct {
		name string
		text string
		max  int
		want []string
	}{
		{name: "blank", text: " \n\n ", max: 10, want: nil},
		{name: "short", text: "hello", max: 10, want: []string{"hello"}},
		{name: "exactly max", text: line("a", 10), max: 10, want: []string{line("a", 10)}},
		{name: "trims blank lines at the edges", text: "\n\nhi\n\n", max: 10, want: []string{"hi"}},
		{name: "on line boundaries", text: "1. milk\n2. eggs\n3. bread", max: 15, want: []string{"1. milk\n2. eggs", "3. bread"}},
		{name: "a line never split when it fits", text: "aaaa\nbbbbbbbb\ncc", max: 10, want: []string{"aaaa", "bbbbbbbb", "cc"}},
		{name: "long line at the last space", text: "one two three four", max: 10, want: []string{"one two", "three four"}},
		{name: "long line without spaces cut hard", text: line("x", 25), max: 10, want: []string{line("x", 10), line("x", 10), line("x", 5)}},
		{name: "counts characters, not bytes", text: line("ש", 10) + "\n" + line("ש", 10), max: 10, want: []string{line("ש", 10), line("ש", 10)}},
		{name: "blank chunk between dropped", text: "aaaaaaaaaa\n\n\nbbbbbbbbbb", max: 10, want: []string{"aaaaaaaaaa", "bbbbbbbbbb"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := whatsapp.Split(tt.text, tt.max)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
				t.Errorf("Split(%q, %d) = %q; want %q", tt.text, tt.max, got, tt.want)
			}
		})
	}
}

func TestSplitDefaultMax(t *testing.T) {
	var b strings.Builder
	for i := range 300 {
		b.WriteString(strings.Repeat("שלום עולם ", 4))
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString("\n")
	}
	text := strings.TrimSuffix(b.String(), "\n")
	chunks := whatsapp.Split(text, 0)
	if len(chunks) < 3 {
		t.Fatalf("%d chunks for %d characters; want at least 3", len(chunks), utf8.RuneCountInString(text))
	}
	for i, c := range chunks {
		if n := utf8.RuneCountInString(c); n > whatsapp.MaxChunk {
			t.Errorf("chunk %d has %d characters; max %d", i, n, whatsapp.MaxChunk)
		}
	}
	if got := strings.Join(chunks, "\n"); got != text {
		t.Errorf("chunks joined by newlines differ from the text")
	}
}
