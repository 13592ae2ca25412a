package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// The focus given a new text: "rename it to …", "not Dvir, Tomer".

// retitle changes the focus's text.
func (m *message) retitle(f *memo.FocusItem, title string) ([]memo.Step, bool, error) {
	if g := reQuotedTo.FindStringSubmatch(title); g != nil {
		title = g[1] // "ל'להזמין עוגה'", "to “call Dana”"
	}
	if reEndSaidWord.MatchString(title) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "תשנה שזה נגמר בחצות": an end, no title
	}
	title = CleanTitle(title)
	if !itemText(title) {
		return nil, false, nil
	}
	switch f.Kind {
	case memo.FocusTask:
		return []memo.Step{taskStep(memo.OpTaskUpdate, memo.TaskArgs{IDs: []string{f.ID}, NewText: title})}, true, nil
	case memo.FocusEvent:
		return []memo.Step{calStep(memo.OpEventUpdate, memo.CalendarArgs{EventIDs: []string{f.ID}, Scope: memo.ScopeInstance,
			Fields: &memo.EventFields{Summary: title}})}, true, nil
	}
	return nil, false, nil
}

// peelTo takes the "to" (ל) off the front of a new text said after a
// Hebrew change verb: "תשנה את זה לארוחת ערב אצל סבתא" is "ארוחת ערב אצל
// סבתא". The letter is peeled by word: a word it belongs to ("לחם") or an
// infinitive that is the text itself ("תשנה את זה לקנות חלב") keeps it;
// "ל-" and a doubled ל ("ללקנות") are "to" before the text.
func peelTo(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	if !hebrewText(first) || !strings.HasPrefix(first, "ל") {
		return s
	}
	if after, ok := strings.CutPrefix(first, "ל-"); ok {
		return strings.TrimSpace(after + " " + rest)
	}
	if heInfinitives[first] && !strings.HasPrefix(first, "לל") {
		return s
	}
	if _, peeled, ok := lexicon.PeelPrefix(first, "ל"); ok {
		return strings.TrimSpace(peeled + " " + rest)
	}
	return s
}

// reQuotedTo is a new title in quotes, with "to"/"ל" before it.
var reQuotedTo = compile(`(?i)^(?:to\s+|into\s+|ל-?\s*)?["'“”„׳״‘’](.+?)["'“”„׳״‘’]?$`)

// replaceInTitle swaps one word of the focus's title for another: "not
// Dvir, Tomer". It is claimed only when the old word is in the title.
func (m *message) replaceInTitle(f *memo.FocusItem, p [2]string) ([]memo.Step, bool) {
	old, repl := strings.TrimSpace(p[0]), CleanTitle(p[1])
	if old == "" || repl == "" || !itemText(repl) || len(strings.Fields(old)) > 4 || len(strings.Fields(repl)) > 6 {
		return nil, false
	}
	i := wordIndex(f.Title, old)
	if i < 0 {
		return nil, false
	}
	title := f.Title[:i] + repl + f.Title[i+len(old):]
	steps, ok, _ := m.retitle(f, title)
	return steps, ok
}

// wordIndex finds word in s case-insensitively, as whole words (a Hebrew
// prefix letter may stand before it), and returns its byte index or -1.
func wordIndex(s, word string) int {
	ls, lw := toLower(s), toLower(word)
	for from := 0; from <= len(ls); {
		i := strings.Index(ls[from:], lw)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(lw)
		beforeOK := i == 0 || !isWordByte(ls, i-1) || hebrewPrefixAt(ls, i)
		afterOK := end == len(ls) || !isWordByte(ls, end)
		if beforeOK && afterOK && len(s) == len(ls) {
			return i
		}
		from = i + 1
	}
	return -1
}

func isWordByte(s string, i int) bool {
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}

// hebrewPrefixAt reports whether s[:i] ends a word with one Hebrew prefix
// letter standing alone before i ("ל" of "לדביר").
func hebrewPrefixAt(s string, i int) bool {
	for _, p := range []string{"ל", "ב", "ה", "ו", "מ", "ש"} {
		if strings.HasSuffix(s[:i], p) {
			j := i - len(p)
			return j == 0 || s[j-1] == ' '
		}
	}
	return false
}
