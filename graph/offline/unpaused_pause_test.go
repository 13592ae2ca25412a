package offline

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPausedAfter: a word ending in a comma, a full stop or a semicolon is
// a pause before the next; a colon is one only when asked for, as the
// reader of an unpaused command asks and the cutter of a why does not.
func TestPausedAfter(t *testing.T) {
	for _, c := range []struct {
		word         string
		plain, colon bool
	}{
		{"everything,", true, true},
		{"הכל,", true, true},
		{"done.", true, true},
		{"cancelled;", true, true},
		{"update:", false, true},
		{"עדכון:", false, true},
		// Near misses: no pause after the word.
		{"everything", false, false},
		{"הכל", false, false},
		{"done!", false, false},
		{"ok?", false, false},
		{"10:30", false, false},
		{"-", false, false},
		{"", false, false},
	} {
		if got := pausedAfter(c.word, false); got != c.plain {
			t.Errorf("pausedAfter(%q, false) = %v; want %v", c.word, got, c.plain)
		}
		if got := pausedAfter(c.word, true); got != c.colon {
			t.Errorf("pausedAfter(%q, true) = %v; want %v", c.word, got, c.colon)
		}
	}
}

// TestUnpausedAfterColon: after a colon a command is set off already and
// is not mended, while the why before it is still cut there (reasonCuts
// makes no cut at a colon).
func TestUnpausedAfterColon(t *testing.T) {
	items := []memo.Step{{Capability: memo.CapLists, Operation: memo.OpListCheck, Lists: &memo.ListArgs{Items: []string{"everything empty it", "הכל תרוקני אותה"}}}}
	for _, text := range []string{"bought everything: empty it", "קנינו הכל: תרוקני אותה"} {
		if out, ok := unpausedCommand(text, items); ok {
			t.Errorf("unpausedCommand(%q) = %q; want none after the colon", text, out)
		}
	}
	for _, text := range []string{"bought everything empty it", "קנינו הכל תרוקני אותה"} {
		if _, ok := unpausedCommand(text, items); !ok {
			t.Errorf("unpausedCommand(%q): none; want the pause put in", text)
		}
	}
	for _, c := range []struct{ text, why string }{
		{"she cancelled: delete it", "she cancelled:"},
		{"הלקוח ביטל: תמחק", "הלקוח ביטל:"},
		{"she cancelled delete it", "she cancelled"},
	} {
		found := false
		for _, cut := range unpausedCuts(c.text) {
			found = found || cut.why == c.why
		}
		if !found {
			t.Errorf("unpausedCuts(%q) = %+v; want a cut after %q", c.text, unpausedCuts(c.text), c.why)
		}
	}
	if cuts := unpausedCuts("she cancelled, delete it"); len(cuts) != 0 {
		t.Errorf("unpausedCuts after a comma = %+v; want none (the pause's own cut)", cuts)
	}
}
