package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWrappersAround: the words around a request that are no part of it —
// a label in another tongue before it ("tarefa: …", "задача: …"), a
// greeting with a name of address ("שלום בני …", "hey love …"), and a
// blessing of the one it is for or self-talk after it ("…, I always forget
// bless them", "…, שתהיה בריאה") — are no words of its title.
// Near-misses: the same words as the thing's own keep them.
func TestWrappersAround(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"tarefa: finish the cap table by friday", "finish the cap table"},
		{"tarea: finish the cap table by friday", "finish the cap table"},
		{"tâche: finish the cap table by friday", "finish the cap table"},
		{"задача: finish the cap table by friday", "finish the cap table"},
		{"lembrete: call the bank tomorrow at 5", "call the bank"},
		{"TODO - finish the cap table by friday", "finish the cap table"},
		{"remind me to call grandma sunday at 5, I always forget bless them", "call grandma"},
		{"remind me to call grandma sunday at 5 bless her heart", "call grandma"},
		{"תזכיר לי להתקשר לסבתא ביום ראשון ב5, שתהיה בריאה", "להתקשר לסבתא"},
		{"שלום בני תזכיר לי כל יום ב8 לקחת כדור", "לקחת כדור"},
		{"בני, תזכיר לי מחר ב8 לקחת כדור", "לקחת כדור"},
		{"בובה תזכירי לי מחר ב8 לקחת כדור", "לקחת כדור"},
		{"hey love remind me tomorrow at 8 to take a pill", "take a pill"},
		{"hey pal, remind me tomorrow at 8 to take a pill", "take a pill"},
		{"remind me tomorrow at 5 to call mom, I always forget bless them i always forget", "call mom"},
		{"remind me tomorrow at 5 to call mom don't let me forget", "call mom"},
		{"morning love tomorrow 2000 buy roses reminder thanks", "buy roses"},
		{"morning love submit the timesheet tomorrow at 9am add it as a reminder", "submit the timesheet"},
		{"ok grand mindme tmr at 9am tae buy milk for the kids please", "buy milk for the kids"},
		{"remind me to call mom at 5, dear", "call mom"},
		{"I have a hair appointment on Friday at 11 o'clock, dear.", "hair appointment"},
		{"shabbat dinner at the folks friday 7pm, lekker", "shabbat dinner at the folks"},
		{"remind me to drink some water every 30 minutes until I say I'm done y'all", "drink some water"},
		{"remind me to buy a card for my dear at 5", "buy a card for my dear"},
		// Near-misses: a blessing asked for, a show called "love", a word
		// of a thing's own name.
		{"remind me tomorrow at 5 to ask the rabbi to bless them", "ask the rabbi to bless them"},
		{"love island on friday at 9", "love island"},
		{"hi, love island on friday at 9", "love island"},
		{"remind me tomorrow at 5 to buy a tarefa book", "buy a tarefa book"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
	// "בני" alone before a thing told is Benny's, not said to Memo.
	if got := stored(t, "בני יום הולדת ביום שישי"); got == "יום הולדת" {
		t.Errorf("בני יום הולדת: stored %q; want Benny kept or declined", got)
	}
}

// TestOccasionInTitle: a day and a part of it said with "for" after a
// thing got ready ("todo: book a babysitter for friday night", "משימה
// להזמין בייביסיטר לשישי בערב") is the occasion the thing is for: a task
// keeps it in its title and sets no due time. Near-misses: with "remind
// me" and no other time it is when to remind; with another time said it
// stays in the title; after another deed ("call mom for friday night")
// it is when.
func TestOccasionInTitle(t *testing.T) {
	for _, c := range []struct {
		text, title string
		due         *timeAt
	}{
		{"todo: להזמין בייביסיטר לשישי בערב", "להזמין בייביסיטר לשישי בערב", nil},
		{"משימה להזמין בייביסיטר לשישי בערב", "להזמין בייביסיטר לשישי בערב", nil},
		{"todo: book a babysitter for friday night", "book a babysitter for friday night", nil},
		{"add task book a table for tonight", "book a table for tonight", nil},
		{"todo: book a babysitter for friday night by wednesday", "book a babysitter for friday night", &timeAt{21, 9}},
		{"remind me tomorrow at 10 to book a babysitter for friday night", "book a babysitter for friday night", &timeAt{21, 10}},
		{"תזכיר לי להזמין בייביסיטר לשישי בערב", "להזמין בייביסיטר", &timeAt{23, 18}},
		{"remind me to book a babysitter for friday night", "book a babysitter", &timeAt{23, 21}},
		{"add task call mom for friday night", "call mom", &timeAt{23, 21}},
		{"add a task for friday night: book a babysitter", "book a babysitter", &timeAt{23, 21}},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a task", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != c.title {
			t.Errorf("%q: title %q; want %q", c.text, d.Text, c.title)
		}
		switch {
		case c.due == nil && d.DueDate != nil:
			t.Errorf("%q: due %v; want none", c.text, d.DueDate)
		case c.due != nil && (d.DueDate == nil || !d.DueDate.Equal(*at(c.due.day, c.due.hour, 0))):
			t.Errorf("%q: due %v; want Jan %d at %d", c.text, d.DueDate, c.due.day, c.due.hour)
		}
	}
}

// timeAt is a day of January 2026 and an hour.
type timeAt struct{ day, hour int }
