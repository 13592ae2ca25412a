package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestCalledOutBefore: a word or two called out as a sentence of its own
// before a request — a greeting or a sigh of a dialect the planner does
// not know — leaves the request as it is; a word that may be the thing
// the request lacks, or one the request points back at, does not.
func TestCalledOutBefore(t *testing.T) {
	for text, title := range map[string]string{
		"Niaje! remind me every Friday at 5pm to pay the sacco contribution":              "pay the sacco contribution",
		"Bore da! Could you remind me Friday morning at 8 to ring the vet about the ewes": "ring the vet about the ewes",
		"Hi po! pls remind me at 9pm to log in for my shift":                              "log in for my shift",
		"שלום עליכם! בבקשה תזכיר לי מחר בעשר בבוקר לקחת את הכדורים. תודה רבה":             "לקחת את הכדורים",
		"יאללה! תזכירי לי מחר בשש לקנות חלב":                                              "לקנות חלב",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s, want a reminder to %q", text, s.Capability, s.Operation, title)
		}
	}
	for _, text := range []string{
		"Dentist! remind me tomorrow at 5",                  // the word may be the thing: asked, not dropped
		"add milk to the list. blorf snuffle!",              // a sentence after the request not read
		"remind me at 5 to call Dana. Niaje!",               // after, not before
		"three little words! remind me tomorrow at 5 to go", // more than a word or two
		"Dana! her birthday is May 5, remember it",          // the word is who "her" is
		"Milk! add it to the list",                          // the word is what "it" is
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s, want it declined", text, s.Capability, s.Operation)
		}
	}
	// A day called out is the request's day, not a word dropped.
	p := plan(t, "Tomorrow! dentist at 5 remind me")
	if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].DueDate == nil || s.Tasks.Drafts[0].DueDate.Day() != now.Day()+1 {
		t.Errorf("\"Tomorrow! dentist at 5 remind me\": %s.%s %+v, want a reminder tomorrow", s.Capability, s.Operation, s.Tasks)
	}
}
