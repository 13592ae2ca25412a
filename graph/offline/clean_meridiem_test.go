package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestMeridiemDots: "a.m."/"p.m." after an hour end no sentence; the
// request after them is the same request.
func TestMeridiemDots(t *testing.T) {
	for text, want := range map[string]struct {
		title string
		hour  int
	}{
		"every thursday at 8 p.m. remind me to put out the recycling": {"put out the recycling", 20},
		"remind me at 7 a.m. to walk the dog. thanks":                 {"walk the dog", 7},
		"at 6.30 p.m. remind me to call Dana":                         {"call Dana", 18},
		"remind me tomorrow 9 A.M. to pay the rent":                   {"pay the rent", 9},
	} {
		p := plan(t, text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || len(p.Steps[0].Tasks.Drafts) != 1 {
			t.Errorf("%q: %d steps, want one reminder", text, len(p.Steps))
			continue
		}
		d := p.Steps[0].Tasks.Drafts[0]
		hour := -1
		switch {
		case d.DueDate != nil:
			hour = d.DueDate.In(jerusalem).Hour()
		case d.Recurrence != nil:
			if at, err := time.Parse("15:04", d.Recurrence.Time); err == nil {
				hour = at.Hour()
			}
		}
		if d.Text != want.title || hour != want.hour {
			t.Errorf("%q: %q at %d, want %q at %d", text, d.Text, hour, want.title, want.hour)
		}
	}
}
