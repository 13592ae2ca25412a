package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWhereClassesMeet: messages where two readers meet, found by the
// generator at new draws. Each is read right, or declined, never wrong.
func TestWhereClassesMeet(t *testing.T) {
	// A hello, a name and two how-are-yous are still a greeting.
	for _, text := range []string{"בוקר טוב מותק, מה שלומך היום? אני מקווה שאת בסדר!", "שלום יקירי מה שלומך היום? אני מקווה שאת בסדר!"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpGreet {
			t.Errorf("%q: %s.%s, want a greeting", text, s.Capability, s.Operation)
		}
	}
	// A closing particle before chatter is no word of the title.
	for text, title := range map[string]string{
		"umm abeg remind me in an hour and a half to water the plants lah  tbh": "water the plants",
		"remind me at 5 to call the bank lah ngl":                               "call the bank",
		// A time the thing holds is no time said after "at".
		"remind me at 7 to catch the 8.15 train": "catch the 8.15 train",
		// A colon inside a time is no mail's body.
		"email Avi about the contract tomorrow at 2:30pm, as a reminder period": "email Avi about the contract",
		"email Avi about the contract on 15.3 at 10:00, as a reminder pls":      "email Avi about the contract",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s %+v, want a reminder to %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	// A mood with a letter held or doubled by a slip is a mood; a while
	// slept is no task done; a time meant after "at" and left in the
	// title is not guessed.
	for _, text := range []string{
		"feeeling relieved tonight",
		"תכלס כממעט לא ישנתי בלילה!",
		"שלום יקירי ישנתתי שעתיים",
		"אהלן, יששנתי שעתיים",
		"at 5.30 remind me to buy milk sorry tomorrow at 6pm",
	} {
		if s := plan(t, text).Steps[0]; s.Capability != memo.CapGeneral {
			t.Errorf("%q: %s.%s, want nothing changed", text, s.Capability, s.Operation)
		}
	}
	// Near-misses: a mail with a body after its colon, a task done by name.
	if s := plan(t, "email Avi about the contract: see you at 10").Steps[0]; s.Operation != memo.OpEmailSendPreview {
		t.Errorf("a mail with a body: %s.%s", s.Capability, s.Operation)
	}
	if s := plan(t, "סיימתי את הדוח").Steps[0]; s.Operation != memo.OpTaskComplete {
		t.Errorf("a task done by name: %s.%s", s.Capability, s.Operation)
	}
}
