package resolution_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// confirmOf is a confirmation that covers the given items.
func confirmOf(labels ...string) memo.Pending {
	p := memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmWindowDelete}
	for _, l := range labels {
		p.Options = append(p.Options, memo.Option{Label: l, IDs: []string{l}})
	}
	return p
}

// TestConfirmAllOfThem: a confirmation of several items ("Delete these 2
// events tomorrow?") is answered yes by the word for all of them, and
// "both" only when it covers two; "neither" and "אף אחד" are a no. Of one
// item, "both" and "all" answer nothing.
func TestConfirmAllOfThem(t *testing.T) {
	two := confirmOf("dentist", "haircut")
	three := confirmOf("dentist", "haircut", "gym")
	one := confirmOf("dentist")
	tests := []struct {
		text string
		p    memo.Pending
		want resolution.ReplyKind
	}{
		{"both", two, resolution.ReplyYes},
		{"Both!", two, resolution.ReplyYes},
		{"both of them", two, resolution.ReplyYes},
		{"all of them", two, resolution.ReplyYes},
		{"all", three, resolution.ReplyYes},
		{"all of them please", three, resolution.ReplyYes},
		{"delete them all", three, resolution.ReplyYes},
		{"everything", three, resolution.ReplyYes},
		{"שניהם", two, resolution.ReplyYes},
		{"את שניהם", two, resolution.ReplyYes},
		{"תמחק את שניהם", two, resolution.ReplyYes},
		{"כולם", three, resolution.ReplyYes},
		{"את כולם בבקשה", three, resolution.ReplyYes},
		{"הכל", two, resolution.ReplyYes},
		{"neither", two, resolution.ReplyNo},
		{"neither of them", two, resolution.ReplyNo},
		{"none", three, resolution.ReplyNo},
		{"אף אחד", two, resolution.ReplyNo},
		{"אף אחד מהם", two, resolution.ReplyNo},
		{"no, not all", three, resolution.ReplyNo},
		// Near misses: one item, "both" of three, a word of all that
		// wants its noun, or more words than the answer.
		{"both", one, resolution.ReplyUnrelated},
		{"all", one, resolution.ReplyUnrelated},
		{"שניהם", one, resolution.ReplyUnrelated},
		{"both", three, resolution.ReplyUnrelated},
		{"שניהם", three, resolution.ReplyUnrelated},
		{"every", three, resolution.ReplyUnrelated},
		{"כל", two, resolution.ReplyUnrelated},
		{"all day", two, resolution.ReplyUnrelated},
		{"both at 5", two, resolution.ReplyUnrelated},
		{"כולם מחר", three, resolution.ReplyUnrelated},
		{"both", memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmSend}, resolution.ReplyUnrelated},
	}
	for _, tt := range tests {
		if got := resolution.ParseReply(tt.text, tt.p).Kind; got != tt.want {
			t.Errorf("ParseReply(%q) of %d items = %v, want %v", tt.text, len(tt.p.Options), got, tt.want)
		}
	}
}
