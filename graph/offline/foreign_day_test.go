package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestForeignDays: a day of another tongue said inside a Hebrew or English
// request is read as the day it names and kept out of the title
// (timeparse/foreign.go); one Memo cannot read (Swahili time, "every day"
// in Swahili, "le vendredi", "vendredi prochain") or a Swahili "that one"
// declines the request; a name that looks like one stays a name.
func TestForeignDays(t *testing.T) {
	friday := time.Date(2026, 1, 23, 11, 0, 0, 0, jerusalem)
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"תזכירי לי demain ב9 להתקשר לאמא", "להתקשר לאמא", *at(21, 9, 0)},
		{"תזכיר לי aujourd'hui ב5 לקנות חלב", "לקנות חלב", *at(20, 17, 0)},
		{"remind me ce soir at 9 to call mom", "call mom", *at(20, 21, 0)},
		{"remind me kesho at 9 to call mom", "call mom", *at(21, 9, 0)},
		{"remind me mañana at 9 to call mom", "call mom", *at(21, 9, 0)},
		{"remind me manana at 9 to call mom", "call mom", *at(21, 9, 0)},
		{"remind me hoy at 5 to call mom", "call mom", *at(20, 17, 0)},
		{"remind me el viernes at 11 to call mom", "call mom", friday},
		{"תזכיר לי בוקרה ב9 להתקשר לאמא", "להתקשר לאמא", *at(21, 9, 0)},
		{"תזכ demain ב-9 בבוקר לקנות בננה", "לקנות בננה", *at(21, 9, 0)},
		{"remind me bukra at 9 to call mom", "call mom", *at(21, 9, 0)},
		{"remind me zavtra at 9 to call mom", "call mom", *at(21, 9, 0)},
		{"remind me segodnya at 6 to call mom", "call mom", *at(20, 18, 0)},
		// Near misses: a name, a feast, a place.
		{"remind me to buy a gift for Leo's birthday tomorrow at 9", "buy a gift for Leo's birthday", *at(21, 9, 0)},
		{"call leo at 5", "call leo", *at(20, 17, 0)},
		{"remind me to buy beads for mardi gras on friday at 11", "buy beads for mardi gras", friday},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
	if s := plan(t, "vendredi יש לי פגישה עם הבנק ב11").Steps[0]; s.Operation != memo.OpEventCreate ||
		s.Calendar.Drafts[0].Summary != "פגישה עם הבנק" || !s.Calendar.Drafts[0].Start.Equal(friday) {
		t.Errorf("vendredi …: %s %+v; want the bank on Friday at 11", s.Operation, s.Calendar)
	}
	if s := plan(t, "lunch with Domingo tomorrow at 1").Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != "lunch with Domingo" {
		t.Errorf("lunch with Domingo: %s %+v; want the name kept", s.Operation, s.Calendar)
	}
	for _, text := range []string{
		"kila siku saa 8 remind me meds", "remind me saa 8 to take meds", "remind me hiyo tomorrow", "remind me hiyo kesho",
		"remind me le vendredi to call mom", "remind me vendredi prochain to call mom", "remind me pasado mañana at 9 to call mom",
		"remind me mañana por la mañana to call mom", "תזכיר לי kila siku ב8 לקחת כדורים", "remind me poslezavtra at 9 to call mom",
		// Hebrew forms of English verbs, not read: declined, not guessed.
		"תסנכרן לי מיטינג עם דני מחר ב5", "תסנכרן לי פגישה עם דני מחר ב5", "תבקק לי", "תשדיל לי פגישה מחר ב5",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s; want it declined", text, s.Capability, s.Operation)
		}
	}
	// "מיטינג" is a meeting, said in Hebrew letters.
	if s := plan(t, "מחר ב5 מיטינג עם דני").Steps[0]; s.Operation != memo.OpEventCreate {
		t.Errorf("מחר ב5 מיטינג עם דני: %s; want an event", s.Operation)
	}
}
