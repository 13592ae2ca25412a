package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

func TestGooglePhrases(t *testing.T) {
	for _, tt := range []struct {
		text string
		op   memo.Op
	}{
		{"connect my Google account", memo.OpGoogleConnect},
		{"Connect my google account please", memo.OpGoogleConnect},
		{"link my gmail", memo.OpGoogleConnect},
		{"connect google calendar", memo.OpGoogleConnect},
		{"חבר את חשבון הגוגל שלי", memo.OpGoogleConnect},
		{"תחבר לי את הגוגל", memo.OpGoogleConnect},
		{"חבר את היומן של גוגל", memo.OpGoogleConnect},
		{"disconnect Google", memo.OpGoogleDisconnect},
		{"unlink my google account", memo.OpGoogleDisconnect},
		{"נתק את גוגל", memo.OpGoogleDisconnect},
		{"תנתק את חשבון הגוגל שלי", memo.OpGoogleDisconnect},
		// Other requests keep their meaning.
		{"connect with Dana tomorrow at 5", ""},
		{"remind me to connect the printer", ""},
		{"תזכיר לי לחבר את המדפסת", ""},
	} {
		plan := plan(t, tt.text)
		var got memo.Op
		if len(plan.Steps) == 1 && plan.Steps[0].Capability == memo.CapSettings {
			got = plan.Steps[0].Operation
		}
		if got != tt.op {
			t.Errorf("%q planned %+v; want %q", tt.text, plan.Steps, tt.op)
		}
	}
}
