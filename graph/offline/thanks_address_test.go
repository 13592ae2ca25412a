package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestThanksAddressAndLatinHebrew: thanks said with a slang word of
// address, Hebrew thanks written in Latin letters, thanks in other tongues
// or a blessing said as thanks are thanks; a
// request said with them stays the request.
func TestThanksAddressAndLatinHebrew(t *testing.T) {
	for _, text := range []string{"thanks bro", "thx dude!", "cheers mate", "ty bro 🙏", "todah rabah!", "toda raba", "toda", "תודה אחי",
		// Thanks in other tongues, and a blessing said as thanks.
		"Salamat! You are very helpful 😊", "salamat po", "asante sana", "gracias!", "god bless you",
		"תודה רבה תזכי למצוות", "יישר כוח", "תבורכי", "שכויח"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s.%s; want thanks", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"remind me to call my bro tomorrow at 5", "dude remind me at 6 to buy milk", "toda raba, remind me at 5 to buy milk",
		"remind me to call Salamat tomorrow at 5", "תזכיר לי ביום שני לברך את דני שיזכה למצוות", "bless you remind me at 6 to take the pills"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks {
			t.Errorf("%q: planned thanks", text)
		}
	}
}
