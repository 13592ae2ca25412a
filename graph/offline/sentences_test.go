package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestBySentence: a message written as a letter holds its request in one
// sentence; greetings, thanks, sign-offs and sentences that only tell why
// the user writes are no part of it, and a sentence that only points back
// ("Please write it down.") asks to keep the one before.
func TestBySentence(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
		has  string
		lack string
	}{
		{"Hello, I hope this is the correct way to use this service. My grandson told me you can keep a list. Please add the following to my shopping list: cottage cheese, tomatoes, rye bread and tea bags.",
			memo.OpListAdd, "tea bags", "grandson"},
		{"My wife and I are going to the theatre on Saturday evening at 8:30 pm at the Haifa Auditorium. Please write it down.",
			memo.OpEventCreate, "theatre", "going"},
		{"Dear Memo, I have an appointment with Dr. Friedman, the cardiologist, on Tuesday the 8th of December at 9:15 in the morning. Kindly note it in my diary.",
			memo.OpEventCreate, "Dr. Friedman", "diary"},
		{"Good morning. I hope you are well. Remind me tomorrow at 9 to call the bank. Regards, Sam",
			memo.OpTaskCreate, "call the bank", "Sam"},
		{"שלום רב. אני חדש כאן. תזכיר לי מחר ב-9 להתקשר לבנק. בתודה מראש, יעקב",
			memo.OpTaskCreate, "להתקשר לבנק", "יעקב"},
		{"אנחנו הולכים לתיאטרון ביום שבת בשעה 20:30. תרשום את זה ביומן.",
			memo.OpEventCreate, "תיאטרון", "הולכים"},
		// The thing in one sentence, its time in another; a thing told
		// before "and" the ask is no part of it.
		{"שלום רב, ברצוני לקבוע תזכורת לתשלום ארנונה לעירייה. המועד האחרון הוא יום ראשון הבא, ואודה לך אם תזכיר לי ביום שבת בשעה 10:00 בבוקר. בתודה מראש, יעקב",
			memo.OpTaskCreate, "ארנונה", "המועד"},
		{"I'd like a reminder to pay the water bill. Please remind me on Friday at 10.",
			memo.OpTaskCreate, "pay the water bill", "remind"},
		{"Hello. I need a reminder to renew my passport. The office closes on the 30th, and I would be grateful if you could remind me on Monday at 9. Regards, Sam",
			memo.OpTaskCreate, "renew my passport", "office"},
	} {
		s := plan(t, tc.text, "shopping").Steps[0]
		if s.Operation != tc.op {
			t.Errorf("%q: %s; want %s", tc.text, s.Operation, tc.op)
			continue
		}
		if got := itemWords(s); !strings.Contains(got, tc.has) || strings.Contains(got, tc.lack) {
			t.Errorf("%q: item %q; want it to hold %q and not %q", tc.text, got, tc.has, tc.lack)
		}
	}
	// Near misses: a second request not read, a sentence before with a
	// time the request may need, or a request that points at the sentence
	// before are not guessed at.
	for _, text := range []string{
		"remind me to call grandma at 5. also add eggs to the cooler stuff",
		"The deadline is next Sunday. Please remind me to pay the tax.",
		"The plumber is coming. Can you remind me about it tomorrow at 9?",
		"המועד האחרון הוא יום ראשון הבא. תזכיר לי לשלם ארנונה.",
		"I went to the doctor. It was fine. Thanks.",
	} {
		if s := plan(t, text).Steps[0]; s.Tasks != nil && s.Operation == memo.OpTaskCreate || s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
			t.Errorf("%q: %s made %q; want nothing made", text, s.Operation, itemWords(s))
		}
	}
}

// TestToldThenLead: an event told with its copula and a reminder asked
// back from it in one message is the event with its reminder: the ask
// counts back from the thing told in the same message.
func TestToldThenLead(t *testing.T) {
	s := plan(t, "The dentist is on Monday at 10, and remind me an hour before. Thanks.").Steps[0]
	if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != "dentist" ||
		s.Calendar.Drafts[0].ReminderMinutes == nil || *s.Calendar.Drafts[0].ReminderMinutes != 60 {
		t.Errorf("%s %+v; want the dentist with a reminder an hour before", s.Operation, s.Calendar)
	}
}

// TestGoingToWriteDown: a plan told as going somewhere, with a time and a
// request to keep it, is an event named by where; "going to" before a
// deed is no place.
func TestGoingToWriteDown(t *testing.T) {
	for text, want := range map[string]string{
		"we're going to the theatre on Saturday at 8:30 pm, put it in my diary": "theatre",
		"my son and I are going to the zoo on sunday at 10, write it down":      "zoo",
		"אני ואשתי הולכים לקונצרט ביום חמישי ב-8 בערב, תכניס ליומן":             "קונצרט",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || !strings.HasPrefix(s.Calendar.Drafts[0].Summary, want) {
			t.Errorf("%q: %s %q; want an event %q", text, s.Operation, itemWords(s), want)
		}
	}
	if s := plan(t, "I'm going to call mom at 5, write it down").Steps[0]; s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
		t.Errorf("going to call: %q made an event", itemWords(s))
	}
}

// TestSignOffSentence: a closing sentence after a request (a sign-off
// with its name, thanks, good wishes) is no word of the item; the same
// words inside the item stay.
func TestSignOffSentence(t *testing.T) {
	for text, want := range map[string]string{
		"remind me tomorrow at 9 to call the bank. Regards, Sam": "call the bank",
		"remind me tomorrow at 9 to call the bank. Kind regards": "call the bank",
		"תזכיר לי מחר ב-9 להתקשר לבנק. בתודה מראש, יעקב":         "להתקשר לבנק",
		"תזכיר לי מחר ב-9 להתקשר לבנק. שיהיה לך יום טוב":         "להתקשר לבנק",
		"remind me tomorrow at 9 to send the best wishes card":   "send the best wishes card",
		"remind me tomorrow at 9 to send regards to grandma":     "send regards to grandma",
		"תזכיר לי מחר ב-9 לשלוח לדנה ברכה של שבת שלום":           "לשלוח לדנה ברכה של שבת שלום",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s %q; want a reminder %q", text, s.Operation, itemWords(s), want)
		}
	}
}
