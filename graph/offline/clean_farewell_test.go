package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFarewellAfterRequest: a goodbye said after a request with no mark
// before it, with its thanks and love, is no word of the title; one that
// is what is said or done, or an occasion's name, stays.
func TestFarewellAfterRequest(t *testing.T) {
	for _, tt := range []struct{ text, title string }{
		{"remind me tmrw 5pm to call my mom cheers see ya", "call my mom"},
		{"remind me tomorrow at 9 to feed the dog ok bye", "feed the dog"},
		{"remind me at 6 to buy bread thanks bye", "buy bread"},
		{"remind me tonight at 8 to pay the gas bill ttyl", "pay the gas bill"},
		{"remind me tomorrow at 7 to water the plants love ya bye", "water the plants"},
		{"תזכיר לי מחר ב5 להתקשר לאמא תודה ביי", "להתקשר לאמא"},
		{"תזכירי לי מחר ב-9 לקנות לחם יאללה ביי", "לקנות לחם"},
		{"תזכיר לי מחר ב8 לשלם חשבון חשמל נתראה", "לשלם חשבון חשמל"},
		{"וואלה תעיר אותי מחר ב-5 בבוקר לאימון נתראה אחי", "אימון"},
		{"remind me at 6 to buy bread see ya mate", "buy bread"},
		{"remind me at 6 to call my bro bye", "call my bro"},
		// near misses: said or done, an occasion, "later" a time
		{"remind me tomorrow at 8 to say bye to grandma", "say bye to grandma"},
		{"remind me tomorrow at 8 to kiss the kids good night", "kiss the kids good night"},
		{"remind me tomorrow at 5 to text Dan see you soon", "text Dan see you soon"},
		{"תזכיר לי מחר ב5 לכתוב לדני להתראות", "לכתוב לדני להתראות"},
	} {
		p := plan(t, tt.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate {
			t.Errorf("%q: %+v; want a reminder", tt.text, p.Steps)
			continue
		}
		if got := p.Steps[0].Tasks.Drafts[0].Text; got != tt.title {
			t.Errorf("%q: title %q, want %q", tt.text, got, tt.title)
		}
	}
	// an occasion named by its goodbye keeps it
	p := plan(t, "מסיבת להתראות לדני ביום חמישי ב-8")
	for _, s := range p.Steps {
		if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && !strings.Contains(s.Calendar.Drafts[0].Summary, "להתראות") {
			t.Errorf("the occasion lost its name: %q", s.Calendar.Drafts[0].Summary)
		}
	}
}
