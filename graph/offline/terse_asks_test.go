package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEnterVerbs: a verb that enters a thing in the calendar ("enter",
// "log", "jot down", "תזין") is the command, no word of the event's
// title; "log" and the "down" verbs only with the calendar named,
// "enter" also with the "for" of its time. Near misses keep no command in
// a title and make nothing of a record.
func TestEnterVerbs(t *testing.T) {
	checkMade(t, memo.OpEventCreate, map[string]string{
		"Please enter a dental appointment for Monday at 11:15 in my calendar.": "dental appointment",
		"Please enter a dental appointment for Monday at 11:15.":                "dental appointment",
		"log a dentist appointment for Monday at 11:15 in my calendar":          "dentist appointment",
		"note down lunch with Dana friday at 1 in my diary":                     "lunch with Dana",
		"write down the parents evening friday at 6 in my calendar":             "parents evening",
		"תזין ביומן תור לרופא שיניים ביום שני ב11:15":                           "תור לרופא שיניים",
	})
	checkMakesNone(t, memo.OpEventCreate, "enter the meeting room at 10", "log my run 5-6pm", "תזין תור לרופא ביום שני ב11")
}

// TestTerseDayAsk: a day asked with its lead and nothing else ("what
// tmrw", "מה מחר") is the agenda of that day; what follows the lead must
// be a day alone.
func TestTerseDayAsk(t *testing.T) {
	for _, text := range []string{"what tmrw", "what tmrw?", "anything friday", "what's on sat", "whats for tomorrow", "what monday?",
		"מה מחר", "מה מחר?", "מה יש ביום שישי", "מה ביום ראשון"} {
		if op := plan(t, text).Steps[0].Operation; op != memo.OpEventGetEvents && op != memo.OpTaskGetAll {
			t.Errorf("%q: %s; want the day's agenda", text, op)
		}
	}
	for _, text := range []string{"what now", "what time", "anything else", "what's on sale", "what sat", "what 5pm", "מה שלומך", "מה השעה"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventGetEvents {
				t.Errorf("%q: %s; want no agenda", text, s.Operation)
			}
		}
	}
}

// TestRememberSayAndLast: the Nigerian "remember say" is "remember that",
// and a fact with "remember" said after it is kept; a deed, a thing at
// a time and a question are not.
func TestRememberSayAndLast(t *testing.T) {
	for text, want := range map[string]string{
		"remember say my landlord account number na 0123456789": "my landlord account number is 0123456789", // Pidgin "na" is "is"
		"remember say Bola's birthday is March 3":               "Bola's birthday is March 3",
		"remember say hi to mum":                                "say hi to mum",
		"remember say Roi owes me 50":                           "Roi owes me 50",
		"pw for wifi studio = bluefox88 remember":               "pw for wifi studio = bluefox88",
		"wifi password is bluefox88, remember it":               "wifi password is bluefox88",
		"הקוד של השער 4512 תזכור":                               "הקוד של השער 4512",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil || s.Memory.Draft.Text != want {
			t.Errorf("%q: %s %+v; want %q kept", text, s.Operation, s.Memory, want)
		}
	}
	for _, text := range []string{"dentist is at 5 tomorrow remember", "what is the wifi password remember", "call mom remember"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: kept %+v; want nothing kept", text, s.Memory.Draft)
		}
	}
}

// TestBareListEN: "list" alone before items cut by commas makes the list
// and asks its name, as "רשימה: …" does.
func TestBareListEN(t *testing.T) {
	for _, text := range []string{"list: ink, A3 paper, cutting mat", "list ink, A3 paper, cutting mat", "רשימה: דיו, נייר A3, משטח חיתוך"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListCreate || s.Lists == nil || len(s.Lists.Items) != 3 {
			t.Errorf("%q: %s %+v; want a list of three asked its name", text, s.Operation, s.Lists)
		}
	}
	for _, text := range []string{"list my tasks, please", "list: call mom tomorrow at 5, pay rent"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpListCreate {
			t.Errorf("%q: a list made; want none", text)
		}
	}
}

// TestTillNoun: "the till" closing a reminder is the cash drawer, no
// "until" cut short; "work till" still dangles.
func TestTillNoun(t *testing.T) {
	if got, op, ok := titleOf(plan(t, "remind me friday at half 5 to count the till")); !ok || op != memo.OpTaskCreate || got != "count the till" {
		t.Errorf("count the till: %s %q", op, got)
	}
	if _, op, ok := titleOf(plan(t, "remind me to work till")); ok {
		t.Errorf("work till: %s; want nothing made", op)
	}
}

// TestRemindBareDayHE: a Hebrew weekday said alone between the reminding
// verb and an infinitive is that day ("תזכיר שישי להשקות עציצים"); before
// anything else it may be a number and stays.
func TestRemindBareDayHE(t *testing.T) {
	for text, title := range map[string]string{
		"תזכיר שישי להשקות עציצים":        "להשקות עציצים",
		"תזכיר לי שני לשלם חשבון":         "לשלם חשבון",
		"תזכיר לי שישי בעשר להתקשר לשמאי": "להתקשר לשמאי",
		"תזכירי לי רביעי להתקשר לשמאי":    "להתקשר לשמאי",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, title)
		}
	}
	if s := plan(t, "תזכיר לי שני דברים").Steps[0]; s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text != "שני דברים" {
		t.Errorf("תזכיר לי שני דברים: %q; want its two kept", s.Tasks.Drafts[0].Text)
	}
}
