package offline

import (
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// vavItem reads a Hebrew "and X" said as one word ("ועגבניות",
// "והמלפפונים"): X, when the ו is a prefix of its own. A word that opens
// with וו ("וופל") or whose rest is too short to be a word is left whole.
// "ועוד X" is X too.
func vavItem(text string) (string, bool) {
	text = strings.TrimSpace(text)
	bare, ok := strings.CutPrefix(text, "ו")
	if !ok || strings.HasPrefix(bare, "ו") || strings.HasPrefix(bare, "-") || !hebrewText(bare) {
		return "", false
	}
	first, rest, _ := strings.Cut(bare, " ")
	if first == "עוד" {
		// "ועוד סבון כביסה": and one more, soap; "ועוד", "ועוד אחד" name
		// no item.
		bare = strings.TrimSpace(rest)
		first, _, _ = strings.Cut(bare, " ")
		if bare == "" || notMoreItem[first] {
			return "", false
		}
	}
	if utf8.RuneCountInString(first) < 3 {
		return "", false
	}
	return bare, true
}

// notMoreItem are words after "ועוד" that say one more of something
// without naming it ("ועוד אחד", "ועוד משהו", "ועוד פעם").
var notMoreItem = wordSet(`אחד אחת פעם משהו דבר כמה קצת מהם מהן מזה כזה כזאת כזו אחר אחרת`)

// justAddedTo reports whether the last thing done was an add to a list
// (or a list made with its items).
func justAddedTo(req memo.PlanRequest) bool {
	switch newMessage(req).lastTool() {
	case memo.OpListAdd, memo.OpListCreate:
		return true
	}
	return false
}
