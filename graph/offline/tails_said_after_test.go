package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestTailsSaidAfter: what closes a request and is no word of it — a
// state someone will be in by then, a word of endearment after "put it
// in", a Trinidadian "oui", a formal "please note"/"נא לרשום" — is cut
// from the title; where the same words are the thing, they stay.
func TestTailsSaidAfter(t *testing.T) {
	checkTitles(t, []titleRow{
		{"Remind me to call Mum in Mumbai on Sunday at 8 am, she'll be awake by then.", "call Mum in Mumbai", memo.OpTaskCreate},
		{"remind me to call dad at 6, he should be home by then", "call dad", memo.OpTaskCreate},
		{"תזכיר לי להתקשר לאמא ביום ראשון ב8, היא תהיה ערה עד אז", "להתקשר לאמא", memo.OpTaskCreate},
		{"vet coming out to look at the ewes friday 2pm, put it in the diary love", "vet coming out to look at the ewes", memo.OpEventCreate},
		{"carnival fete friday night 9pm oui, put it in", "carnival fete", memo.OpEventCreate},
		{"נקבעה לי ישיבה עם עו\"ד לוי ביום רביעי הבא בשעה 13:00, נא לרשום", "ישיבה עם עו\"ד לוי", memo.OpEventCreate},
		{"meeting with the auditor next wednesday at 1pm, kindly note", "meeting with the auditor", memo.OpEventCreate},
		{"gig at the Crown thurs at 3pm, kinldy note", "gig at the Crown", memo.OpEventCreate}, // "kindly" with a slip
		{"dentist tues 7am kindly note", "dentist", memo.OpEventCreate},                        // no mark before the close
		{"umm beers at jacks mon 6am kindly note pls", "beers at jacks", memo.OpEventCreate},
		{"dentist tues 7am please note", "dentist", memo.OpEventCreate},
		{"remind me at 9 to get a £20 note", "get a £20 note", memo.OpTaskCreate}, // a note of money, no close
		{"meeting with the auditor next wednesday at 1pm, kidnly record it", "meeting with the auditor", memo.OpEventCreate},
		{"shearing at hendersons thurs at 3pm, kindy note!", "shearing at hendersons", memo.OpEventCreate},
		// Near misses: the length of "it", what Dan is told, a note to write.
		{"remind me to tell Dan at 6 that he'll be late", "tell Dan that he'll be late", memo.OpTaskCreate},
		{"remind me at 5 to write a note to the teacher", "write a note to the teacher", memo.OpTaskCreate},
		{"remind me to buy a card for my love at 5", "buy a card for my love", memo.OpTaskCreate},
	})
}

// TestGroceryRunAsked: items said with no mark between them, two or more
// of them groceries Memo cannot cut apart ("לימונים נענע סירופ סוכר
// אנגוסטורה"), are asked about, never kept as one item; one item said
// with what it is with or without, or a deed, is kept.
func TestGroceryRunAsked(t *testing.T) {
	for _, text := range []string{"תוסיף לרשימה של הבר לימונים נענע סירופ סוכר אנגוסטורה", "add to the bar list lemons mint sugar syrup bitters"} {
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Now: now, Loc: jerusalem})
		if err == nil {
			for _, s := range p.Steps {
				if s.Lists != nil {
					t.Errorf("%q: %s %v; want it asked", text, s.Operation, s.Lists.Items)
				}
			}
		}
	}
	for text, item := range map[string]string{
		"add soy milk without sugar to the shopping list": "soy milk without sugar",
		"תוסיף לרשימת קניות חלב סויה ללא סוכר":            "חלב סויה ללא סוכר",
		"add chocolate chip cookies to my list":           "chocolate chip cookies",
		"תוסיף לרשימה של הבר סירופ סוכר":                  "סירופ סוכר",
	} {
		s := plan(t, text).Steps[0]
		if s.Lists == nil || len(s.Lists.Items) != 1 || s.Lists.Items[0] != item {
			t.Errorf("%q: %s; want the one item %q", text, s.Operation, item)
		}
	}
}
