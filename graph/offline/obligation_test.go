package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// planOnlyTask reports the title of the one untimed task plan(text)
// makes, or "" when it makes anything else.
func planOnlyTask(t *testing.T, text string) string {
	t.Helper()
	p := plan(t, text)
	if len(p.Steps) != 1 {
		return ""
	}
	s := p.Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate != nil {
		return ""
	}
	return s.Tasks.Drafts[0].Text
}

// keepsNothing reports whether plan(text) makes, changes or completes
// nothing.
func keepsNothing(t *testing.T, text string) bool {
	t.Helper()
	for _, s := range plan(t, text).Steps {
		switch s.Operation {
		case memo.OpTaskCreate, memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring,
			memo.OpTaskComplete, memo.OpTaskDelete, memo.OpEventUpdate, memo.OpEventDelete:
			return false
		}
	}
	return true
}

// TestObligationIsATask: the user's own "must", with no command and no
// time, is a task of the deed after it, in either language; a word of the
// saying, a state, a want, a question or someone else's must is none.
func TestObligationIsATask(t *testing.T) {
	for text, title := range map[string]string{
		"i must book flights":                 "book flights",
		"I really must book flights":          "book flights",
		"gotta call the insurance":            "call the insurance",
		"ive gotta call the insurance":        "call the insurance",
		"I've got to renew my passport":       "renew my passport",
		"I have got to renew my passport":     "renew my passport",
		"need to renew my passport":           "renew my passport",
		"must renew passport":                 "renew passport",
		"I need to tell dan about the party":  "tell dan about the party",
		"I need to say sorry to mom":          "say sorry to mom",
		"I need to go to the bank":            "go to the bank",
		"אני חייב להזמין טיסות":               "להזמין טיסות",
		"חייבת להזמין טיסות":                  "להזמין טיסות",
		"צריך לאסוף את החליפה מהניקוי":        "לאסוף את החליפה מהניקוי",
		"אני צריך לצאת לדואר":                 "לצאת לדואר",
		"צריך להגיד לדנה מזל טוב":             "להגיד לדנה מזל טוב",
		"gotta book the flights for the trip": "book the flights for the trip",
	} {
		if got := planOnlyTask(t, text); got != title {
			t.Errorf("%q: task %q; want %q", text, got, title)
		}
	}
	for _, text := range []string{
		"I must say the weather is nice", "I have to say the weather is nice", "I have to admit that was fun",
		"i must say thanks", "i must tell you something", "I must not forget the passport thing", "אני צריך לא לשכוח את הדרכון", "must be nice", "I must have left my keys at work",
		"gotta go", "gotta run", "gotta get going", "need to sleep lol", "I need to vacation lol", "I need a vacation lol",
		"i must book flights?", "need to renew my passport?", "do i need to book flights?",
		"he must book flights", "he needs to book flights", "I start work at 8", "pick up where we left off?",
		"אני חייב לומר שמזג האוויר יפה", "צריך לציין שמזג האוויר יפה", "צריך להגיד לך משהו", "אני צריך חופש",
		"אני צריך לישון", "אני חייבת ללכת", "הוא חייב להזמין טיסות", "צריך לאסוף את החליפה?",
	} {
		if !keepsNothing(t, text) {
			t.Errorf("%q: %+v; want nothing kept", text, plan(t, text).Steps)
		}
	}
}

// TestBareErrandIsATask: an errand of the hands jotted down alone is a
// task; an idiom, a pronoun, Memo's own item, a question or a booking
// asked of Memo is not.
func TestBareErrandIsATask(t *testing.T) {
	for text, title := range map[string]string{
		"pick up scrubs":               "pick up scrubs",
		"drop off the dry cleaning":    "drop off the dry cleaning",
		"renew passport":               "renew passport",
		"return the library books":     "return the library books",
		"pay the electricity bill":     "pay the electricity bill",
		"collect the parcel":           "collect the parcel",
		"walk the dog":                 "walk the dog",
		"לאסוף את החליפה מהניקוי":      "לאסוף את החליפה מהניקוי",
		"לחדש דרכון":                   "לחדש דרכון",
		"לשלם ארנונה":                  "לשלם ארנונה",
		"להוציא את הזבל":               "להוציא את הזבל",
		"pick up the kids from school": "pick up the kids from school",
		// The Hebrew infinitive alone is how a to-do is jotted.
		"להזמין כרטיסים להופעה": "להזמין כרטיסים להופעה",
		"לקנות מתנה לאמא":       "לקנות מתנה לאמא",
		"להתקשר לאינסטלטור":     "להתקשר לאינסטלטור",
		"לתקן את הברז":          "לתקן את הברז",
		"לתאם טכנאי למזגן":      "לתאם טכנאי למזגן",
	} {
		if got := planOnlyTask(t, text); got != title {
			t.Errorf("%q: task %q; want %q", text, got, title)
		}
	}
	for _, text := range []string{
		"pick up where we left off?", "pick up the pace", "pick it up", "pay attention", "return to the list",
		"renew the reminder", "להחזיר את התזכורת", "book flights", "להזמין לי טיסות", "תזמין טיסות", "call it a day", "drop it",
		"I picked up scrubs", "pick up scrubs?",
		// Hebrew near misses: a question, a wish, a pronoun or a choice.
		"לקנות?", "לא לשכוח?", "לא לשכוח לקנות חלב?", "הלוואי שיכולתי לקנות מתנה", "לקנות או לא לקנות", "להתקשר אליו",
		"לקנות לך משהו?", "לבטל את הפגישה",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want nothing made", text, s)
			}
		}
	}
}

// TestMeetingByItsKind: a call or a review said with the noun of its kind
// before it and a day and an hour is an event; "call <someone>" is a call
// to make, a reminder, in either language.
func TestMeetingByItsKind(t *testing.T) {
	for text, summary := range map[string]string{
		"board call on monday 11am":                  "board call",
		"investor call tomorrow 10":                  "investor call",
		"design review thu 3pm":                      "design review",
		"code review tomorrow at 10":                 "code review",
		"follow up call with the client tomorrow 10": "follow up call with the client",
		"I have a board call monday at 11":           "board call",
		"team sync thu 3pm":                          "team sync",
		"team standup tomorrow 9:30":                 "team standup",
		"investor zoom tomorrow 10":                  "investor zoom",
		"שיחת צוות ביום שני ב11":                     "שיחת צוות",
		"זום עם המשקיעים מחר ב10":                    "זום עם המשקיעים",
		"ישיבת הנהלה מחר ב10":                        "ישיבת הנהלה",
		// A service given at someone's home, with its time, is an event.
		"סירוק פאה מחר ב4 בע\"ה אצל משפחת כהן":     "סירוק פאה אצל משפחת כהן",
		"תספורת מחר ב4 אצל דני":                    "תספורת אצל דני",
		"wig styling tomorrow at 4 at the Cohens'": "wig styling at the Cohens",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != summary {
			t.Errorf("%q: %+v; want the event %q", text, p.Steps, summary)
		}
	}
	for _, text := range []string{
		"call mom monday 11am", "להתקשר לאמא ביום שני ב11", "mom call monday 11am", "missed call tomorrow 10",
		"return call monday 11am", "review the contract monday 11am", "remind me about the board call monday at 11",
		"להתקשר לכהן מחר ב4", "call the Cohens tomorrow at 4",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate {
			t.Errorf("%q: %s.%s; want a reminder", text, s.Capability, s.Operation)
		}
	}
}
