package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
)

// A sentence the message goes on with after an item was told is read, or
// the message is declined: "dentist tue 4pm. blorf the snuffle" is no
// event called "dentist. blorf the snuffle", "תזכיר לי ב5 להתקשר לאמא.
// בלה בלה" no reminder to call mom and something more. Greetings, thanks
// and sign-offs after the request are taken off before this is asked.

// reTitleBreak is the end of a sentence inside a title: its marks, the
// space after them and a word.
var reTitleBreak = compile(`[.!?]+\s+\S`)

// sentenceInTitle reports whether a task or event that steps create
// would keep a second sentence of text, the message, in its title.
func sentenceInTitle(text string, steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if titleBreaks(d.Text, text) {
					return true
				}
			}
		}
		if s.Calendar != nil && s.Operation == memo.OpEventCreate {
			for _, d := range s.Calendar.Drafts {
				if titleBreaks(d.Summary, text) {
					return true
				}
			}
		}
	}
	return false
}

// titleBreaks reports whether title holds the end of a sentence of text
// that is no short form ("Dr. Cohen", "St. James"): a mark the word after
// it follows in text too.
func titleBreaks(title, text string) bool {
	low := lower(text)
	for _, loc := range reTitleBreak.FindAllStringIndex(title, -1) {
		head := strings.TrimSpace(title[:loc[0]])
		if head == "" || reTitleBefore.MatchString(lower(head)) || singleLetterEnd(head) {
			continue
		}
		next := strings.Fields(strings.TrimLeft(title[loc[0]:], ".!? \t"))[0]
		if regexp.MustCompile(`[.!?]+\s+` + regexp.QuoteMeta(lower(next))).MatchString(low) {
			return true
		}
	}
	return false
}
