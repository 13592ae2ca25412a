package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOpenerAndArrangedWord: an opener that only hands over to the
// command ("ok grand", "right so") is no word of the event it puts; a
// participle of arranging after the event's noun, its auxiliary said or
// left out ("Surgery booked for Thursday", "meeting confirmed for friday",
// "הניתוח נקבע ליום חמישי"), is no word of its title.
func TestOpenerAndArrangedWord(t *testing.T) {
	checkMade(t, memo.OpEventCreate, map[string]string{
		"ok grand put a meeting thurs 3pm with the builder on Clanbrassil st": "meeting with the builder on Clanbrassil st",
		"okay grand so book a meeting with Tom friday at 2":                   "meeting with Tom",
		"right so pop a dentist appointment on friday at 10":                  "dentist appointment",
		"Surgery booked for Thursday 8:30am - desexing for Bella the lab":     "Surgery desexing for Bella the lab",
		"Dentist scheduled for Monday 9am":                                    "Dentist",
		"meeting confirmed for friday at 10":                                  "meeting",
		"dentist penciled in for monday at 4":                                 "dentist",
		"the meeting is on for friday at 10":                                  "meeting",
		"flight booked for friday at 6":                                       "flight",
		"התור לרופא נקבע למחר ב-5":                                            "התור לרופא",
		"הניתוח נקבע ליום חמישי ב-8:30 - עיקור לבלה":                          "הניתוח עיקור לבלה",
	})
	// Near misses: a reminder or an item put, not an event; "grand" alone
	// may be the thing; an alarm set is no event told.
	for text, want := range map[string]memo.Op{
		"put a reminder tomorrow at 3 to call mom": memo.OpTaskCreate,
		"put milk on the list":                     memo.OpListAdd,
	} {
		p := plan(t, text)
		if p.Steps[0].Operation != want {
			t.Errorf("%q: %s; want %s", text, p.Steps[0].Operation, want)
		}
	}
	if got, _, _ := titleOf(plan(t, "grand opening friday at 6")); got != "grand opening" {
		t.Errorf("grand opening: %q", got)
	}
	for _, text := range []string{"my alarm set for 7", "my alarm is set for 7"} {
		if _, op, _ := titleOf(plan(t, text)); op == memo.OpEventCreate {
			t.Errorf("%q: an event; want none", text)
		}
	}
}

// TestParticlesAndAddress: the particles of Singapore, Malaysian and South
// Asian English at a clause's end or before its mark ("… 3pm lah, add
// it", "… yaar") and a word of address before the command ("Sugar, could
// you …", "bhai remind me …", "boss, add …") are no words of the thing;
// "Ah Ma" (grandma), "La Scala", a thing named by the word ("boss
// meeting", "sugar, flour and eggs") keep them.
func TestParticlesAndAddress(t *testing.T) {
	checkMade(t, "", map[string]string{
		"Board call tmr 3pm lah, add it":                                        "Board call",
		"flu shot tomorrow at 2:30pm lah, add it to my calendar.":               "flu shot",
		"parent-teacher meeting friday at 10am lahh, add it to my calendar pls": "parent-teacher meeting",
		"Board call tmr 3pm lah":                                                "Board call",
		"Sugar, could you remind me at 5 to call mom":                           "call mom",
		"bhai remind me at 5 to call mom":                                       "call mom",
		"remind me at 5 to call mom yaar":                                       "call mom",
		"Ah Ma's birthday on friday at 7pm":                                     "Ah Ma's birthday",
		"Ah Gong's checkup friday at 10am":                                      "Ah Gong's checkup",
		"trip to La Scala on friday at 7pm":                                     "trip to La Scala",
		"boss meeting tomorrow at 3":                                            "boss meeting",
		"remind me to say ah, then call mom at 5":                               "say ah, then call mom",
	})
	p := plan(t, "boss, add milk to the shopping list", "shopping")
	if s := p.Steps[0]; s.Operation != memo.OpListAdd || len(s.Lists.Items) != 1 || s.Lists.Items[0] != "milk" {
		t.Errorf("boss, add milk: %+v", p.Steps)
	}
	// "sugar, flour and eggs" are items, never a word of address.
	for _, s := range plan(t, "sugar, flour and eggs on the shopping list", "shopping").Steps {
		if s.Operation == memo.OpListAdd && len(s.Lists.Items) > 0 && s.Lists.Items[0] != "sugar" {
			t.Errorf("sugar, flour and eggs: %+v", s.Lists.Items)
		}
	}
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dinner", When: at(24, 18, 0), End: at(24, 19, 0)}
	for _, text := range []string{"actually make it 3:30 yaar", "make it 3:30 lah"} {
		s := focusStep(t, text, ev)
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*at(24, 15, 30)) {
			t.Errorf("%q: %+v; want the event at 15:30", text, s)
		}
	}
}
