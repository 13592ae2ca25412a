package bot

import (
	"strings"
	"unicode/utf8"
)

// MaxChunk is the most characters Memo puts in one WhatsApp message.
// WhatsApp accepts far longer texts, but phones fold them behind "Read
// more" after a few thousand characters, and a long reply is easier to
// follow as several messages.
const MaxChunk = 4000

// Split cuts text into messages of at most max characters (runes), on line
// boundaries: a line is never broken unless it alone is longer than max,
// and then it is broken at the last space that fits (or, with no space, at
// max characters). Chunks are trimmed of surrounding blank lines; blank
// chunks are dropped. max <= 0 means MaxChunk.
func Split(text string, max int) []string {
	if max <= 0 {
		max = MaxChunk
	}
	text = strings.Trim(text, "\n")
	if strings.TrimSpace(text) == "" {
		return nil
	}
	if utf8.RuneCountInString(text) <= max {
		return []string{text}
	}
	var (
		out []string
		cur strings.Builder
		n   int // runes in cur
	)
	flush := func() {
		if s := strings.Trim(cur.String(), "\n"); strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
		cur.Reset()
		n = 0
	}
	for _, line := range strings.Split(text, "\n") {
		ln := utf8.RuneCountInString(line)
		if n > 0 && n+1+ln > max {
			flush()
		}
		for ln > max {
			head, tail := breakLine(line, max)
			cur.WriteString(head)
			flush()
			line, ln = tail, utf8.RuneCountInString(tail)
		}
		if n > 0 {
			cur.WriteByte('\n')
			n++
		}
		cur.WriteString(line)
		n += ln
	}
	flush()
	return out
}

// breakLine splits a line longer than max runes: the head holds at most max
// runes and ends before the last space that fits; with no space in reach
// it is cut at max runes. The tail starts after the space.
func breakLine(line string, max int) (head, tail string) {
	cut := len(line) // byte offset of the max-th rune boundary
	i := 0
	for off := range line {
		if i == max {
			cut = off
			break
		}
		i++
	}
	if sp := strings.LastIndexByte(line[:cut], ' '); sp > 0 {
		return line[:sp], line[sp+1:]
	}
	return line[:cut], line[cut:]
}
