package main

import (
	"io"
	"strings"
	"unicode"
)

// SGR codes of the terminal styles WhatsApp markup maps to.
const (
	sgrBold, sgrBoldOff     = "\x1b[1m", "\x1b[22m"
	sgrItalic, sgrItalicOff = "\x1b[3m", "\x1b[23m"
	sgrStrike, sgrStrikeOff = "\x1b[9m", "\x1b[29m"
)

// forTerminal makes a reply fit for a terminal: the bidi controls the
// writer puts around names in Hebrew replies are dropped (a terminal
// shows them as raw characters), and with styles on, WhatsApp markup
// (*bold*, _italic_, ~strike~, ```mono```) becomes bold, italic and
// struck-through text.
func forTerminal(s string, styles bool) string {
	s = strings.Map(func(r rune) rune {
		if isBidiControl(r) {
			return -1
		}
		return r
	}, s)
	if !styles {
		return s
	}
	s = strings.ReplaceAll(s, "```", "")
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		b.WriteString(styleLine(line))
	}
	return b.String()
}

// isBidiControl reports whether r is an invisible directional mark or
// embedding: LRM, RLM, ALM, the embeddings and overrides, the isolates.
func isBidiControl(r rune) bool {
	switch {
	case r == '\u200e' || r == '\u200f' || r == '\u061c':
		return true
	case r >= '\u202a' && r <= '\u202e':
		return true
	case r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// styleLine applies WhatsApp's rules on one line: a marker opens after
// the start, a space or punctuation and before a non-space; it closes
// after a non-space and before the end, a space or punctuation.
func styleLine(line string) string {
	var b strings.Builder
	rs := []rune(line)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		on, off, ok := markerStyle(r)
		if ok && opens(rs, i) {
			if j := closing(rs, i); j > 0 {
				b.WriteString(on)
				b.WriteString(styleLine(string(rs[i+1 : j])))
				b.WriteString(off)
				i = j
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

func markerStyle(r rune) (on, off string, ok bool) {
	switch r {
	case '*':
		return sgrBold, sgrBoldOff, true
	case '_':
		return sgrItalic, sgrItalicOff, true
	case '~':
		return sgrStrike, sgrStrikeOff, true
	}
	return "", "", false
}

// opens reports whether the marker at i may open a span.
func opens(rs []rune, i int) bool {
	if i+1 >= len(rs) || unicode.IsSpace(rs[i+1]) || rs[i+1] == rs[i] {
		return false
	}
	return i == 0 || unicode.IsSpace(rs[i-1]) || unicode.IsPunct(rs[i-1]) || unicode.IsSymbol(rs[i-1])
}

// closing returns the index of the marker that closes the span opened at
// i on the same line, or -1.
func closing(rs []rune, i int) int {
	for j := i + 2; j < len(rs); j++ {
		if rs[j] == '\n' {
			return -1
		}
		if rs[j] != rs[i] || unicode.IsSpace(rs[j-1]) {
			continue
		}
		if j+1 == len(rs) || unicode.IsSpace(rs[j+1]) || unicode.IsPunct(rs[j+1]) || unicode.IsSymbol(rs[j+1]) {
			return j
		}
	}
	return -1
}

// homeEndKeys are the Home and End keys' sequences that x/term's line
// editor does not know (it takes ESC [ H and ESC [ F), by what they
// become: the VT220 and rxvt forms (ESC [ 1 ~, ESC [ 7 ~ and ESC [ 4 ~,
// ESC [ 8 ~, sent by tmux, screen, PuTTY and the Linux console) and the
// application-mode ones (ESC O H, ESC O F).
var homeEndKeys = []struct{ from, to string }{
	{"\x1b[1~", "\x1b[H"}, {"\x1b[7~", "\x1b[H"}, {"\x1bOH", "\x1b[H"},
	{"\x1b[4~", "\x1b[F"}, {"\x1b[8~", "\x1b[F"}, {"\x1bOF", "\x1b[F"},
}

// homeEndReader rewrites the Home and End keys x/term does not know into
// the ones it does. A sequence cut between two reads waits for its end.
type homeEndReader struct {
	r    io.Reader
	out  []byte // rewritten bytes not yet read
	tail []byte // the start of a sequence the last read cut
	err  error  // the reader's error, returned once out is empty
}

func newHomeEndReader(r io.Reader) *homeEndReader { return &homeEndReader{r: r} }

// Read implements io.Reader.
func (h *homeEndReader) Read(p []byte) (int, error) {
	for len(h.out) == 0 {
		if h.err != nil {
			return 0, h.err
		}
		var b [256]byte
		n, err := h.r.Read(b[:])
		data := append(h.tail, b[:n]...)
		h.tail = nil
		if err != nil {
			h.err = err
		} else if cut := cutSequence(data); cut >= 0 {
			h.tail = append([]byte(nil), data[cut:]...)
			data = data[:cut]
		}
		s := string(data)
		for _, k := range homeEndKeys {
			s = strings.ReplaceAll(s, k.from, k.to)
		}
		h.out = []byte(s)
	}
	n := copy(p, h.out)
	h.out = h.out[n:]
	return n, nil
}

// cutSequence returns where data ends with the start of a Home or End
// sequence, or -1.
func cutSequence(data []byte) int {
	for i := max(0, len(data)-3); i < len(data); i++ {
		if data[i] != 0x1b {
			continue
		}
		for _, k := range homeEndKeys {
			if rest := string(data[i:]); len(rest) < len(k.from) && strings.HasPrefix(k.from, rest) {
				return i
			}
		}
	}
	return -1
}
