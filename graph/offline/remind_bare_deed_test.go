package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestRemindDeedWithoutTo: a reminder whose deed follows its time with no
// "to" — after an hour in words ("remind me friday at ten call the
// appraiser"), after a bare "remind" ("tmrw remind call mom"), or with a
// short weekday opening the message ("sun remind water plants") — is
// that deed at that time. Near misses: no verb after the hour, a name
// after "remind", "at one go".
func TestRemindDeedWithoutTo(t *testing.T) {
	sunday := time.Date(2026, 1, 25, 0, 0, 0, 0, jerusalem)
	wednesday := time.Date(2026, 1, 21, 0, 0, 0, 0, jerusalem)
	for _, c := range []struct {
		text, title string
		due         *time.Time
		needTime    bool
	}{
		{"remind me friday at ten call the appraiser", "call the appraiser", at(23, 10, 0), false},
		{"remind me at ten water the plants", "water the plants", at(20, 10, 0), false},
		{"remind me tomorrow 8am pick up the suit", "pick up the suit", at(21, 8, 0), false},
		{"sun remind water plants", "water plants", &sunday, true},
		{"sat remind me to call mom at 5", "call mom", at(24, 17, 0), false},
		{"tmrw remind call mom", "call mom", &wednesday, true},
		{"tmrw at 5 remind call mom", "call mom", at(21, 17, 0), false},
		{"תזכיר לי שישי בעשר להתקשר לשמאי", "להתקשר לשמאי", at(23, 10, 0), false},
	} {
		p, err := planErr(c.text)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate {
			t.Errorf("%q: %v %+v; want a reminder", c.text, err, p.Steps)
			continue
		}
		a := p.Steps[0].Tasks
		d := a.Drafts[0]
		if d.Text != c.title || d.DueDate == nil || !d.DueDate.Equal(*c.due) || a.NeedTime != c.needTime {
			t.Errorf("%q: %q due %v (hour asked %v); want %q due %v (%v)", c.text, d.Text, d.DueDate, a.NeedTime, c.title, *c.due, c.needTime)
		}
	}
	for _, text := range []string{"remind me friday at ten the appraiser", "remind me at ten the plants"} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %+v; want nothing kept", text, p.Steps)
		}
	}
	if p, err := planErr("remind Chase to send the invoice"); err != nil || p.Steps[0].Tasks == nil || p.Steps[0].Tasks.Drafts[0].Text != "tell Chase to send the invoice" {
		t.Errorf("remind Chase to send the invoice: %v %+v; want Chase told", err, p.Steps)
	}
}
