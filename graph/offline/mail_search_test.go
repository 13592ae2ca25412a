package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMailFromSender: a search for mail by its sender, asked the ways
// people ask it, lists the mail from that sender (and about what, when
// said); a day after "from" is no sender, and a bare "find an email" no
// search.
func TestMailFromSender(t *testing.T) {
	for _, tc := range []struct{ text, from, about string }{
		{"find the email from bezeq", "bezeq", ""},
		{"any emails from the school?", "school", ""},
		{"check if the bank emailed me", "bank", ""},
		{"did dana email me", "dana", ""},
		{"can you look for the mail from my landlord", "landlord", ""},
		{"find me the email from Dana about the contract", "Dana", "contract"},
		{"תחפש לי מייל מבזק", "בזק", ""},
		{"תמצא את המייל מהבנק", "הבנק", ""},
		{"יש מייל מדני?", "דני", ""},
		{"תחפשי לי את המיילים מאת רואה החשבון", "רואה החשבון", ""},
		{"הגיע לי מייל מהעירייה?", "העירייה", ""},
		{"תבדוק אם הבנק שלח לי מייל", "הבנק", ""},
		{"תחפש לי את המייל מדני לגבי החוזה", "דני", "החוזה"},
		{"תחפש לי במייל את החשבונית מבזק", "בזק", "חשבונית"},
		{"search my email for the invoice from bezeq", "bezeq", "invoice"},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEmailList || s.Email == nil || s.Email.Filter.From != tc.from || s.Email.Filter.TextContains != tc.about {
			t.Errorf("%q: %s.%s %+v; want mail from %q about %q", tc.text, s.Capability, s.Operation, s.Email, tc.from, tc.about)
		}
	}
	for _, text := range []string{"find emails from yesterday", "תחפש מייל", "find the email", "remind me to email dana tomorrow"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEmailList && s.Email.Filter.From != "" {
			t.Errorf("%q: mail from %q; want no sender", text, s.Email.Filter.From)
		}
	}
}
