package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestThanksAddressAndLatinHebrew: thanks said with a slang word of
// address, or Hebrew thanks written in Latin letters, are thanks; a
// request said with them stays the request.
func TestThanksAddressAndLatinHebrew(t *testing.T) {
	for _, text := range []string{"thanks bro", "thx dude!", "cheers mate", "ty bro 🙏", "todah rabah!", "toda raba", "toda", "תודה אחי"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s.%s; want thanks", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"remind me to call my bro tomorrow at 5", "dude remind me at 6 to buy milk", "toda raba, remind me at 5 to buy milk"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks {
			t.Errorf("%q: planned thanks", text)
		}
	}
}
