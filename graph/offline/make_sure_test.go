package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestMakeSureIsADeed: "make sure" said of the thing to do ("make sure he
// took his meds", "make sure the door is locked") is the task's text; said
// of the user's memory ("make sure i don't forget") it asks, and is no
// part of a title.
func TestMakeSureIsADeed(t *testing.T) {
	for text, title := range map[string]string{
		"remind me every day at 8am to call dad and make sure he took his blood pressure meds": "call dad and make sure he took his blood pressure meds",
		"remind me tomorrow at 8am to make sure he took his meds":                              "make sure he took his meds",
		"remind me to make sure the door is locked at 10pm":                                    "make sure the door is locked",
		"call dad tomorrow at 8 make sure i don't forget":                                      "call dad",
	} {
		s := plan(t, text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Text != title {
			t.Errorf("%q planned %+v; want a reminder %q", text, s, title)
		}
	}
	// Near miss: "make sure i" asks for the reminder, it is never stored.
	for _, s := range plan(t, "make sure i call dad tomorrow at 8 and make sure you remind me").Steps {
		if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && strings.Contains(s.Tasks.Drafts[0].Text, "sure") {
			t.Errorf("a title kept the request: %q", s.Tasks.Drafts[0].Text)
		}
	}
}
