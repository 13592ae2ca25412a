package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestClosers holds the rows of the remarks said before or after a
// complete request (clean_closers.go): words of address, exclamations and
// remarks on oneself said last, an interjection and "so" before the
// command, "help me" before a verb of writing down, and "this aft",
// "s'arvo". The near misses keep their words.
func TestClosers(t *testing.T) {
	checkTitles(t, []titleRow{
		{"remind me to call the plumber tomorrow at 9 b'y", "call the plumber", memo.OpTaskCreate},
		{"dentist friday at 3 brah", "dentist", memo.OpEventCreate},
		{"dentist friday at 3 love", "dentist", memo.OpEventCreate},
		{"dentist friday at 3 my guy", "dentist", memo.OpEventCreate},
		{"remind me at 5 to do my taxes God help me", "do my taxes", memo.OpTaskCreate},
		{"remind me at 5 to do my taxes, God help me", "do my taxes", memo.OpTaskCreate},
		{"remind me to check the oven tomorrow at 9am, what can I say God help me", "check the oven", memo.OpTaskCreate},
		{"remind me to pick up the suit tomorrow at 5 please God help me", "pick up the suit", memo.OpTaskCreate},
		{"remind me to pay rent tomorrow at 9 wish me luck", "pay rent", memo.OpTaskCreate},
		{"remind me at 9 to call the bank b'y", "call the bank", memo.OpTaskCreate},
		{"remind me to pay rent this aft", "pay rent", memo.OpTaskCreate},
		{"remind me to pay rent s'arvo", "pay rent", memo.OpTaskCreate},
		{"help me record meeting with Sam tomorrow at 2pm", "meeting with Sam", memo.OpEventCreate},
		{"can you help me record meeting with Sam tomorrow at 2pm", "meeting with Sam", memo.OpEventCreate},
		{"help me note dentist friday at 3", "dentist", memo.OpEventCreate},
		{"Nu, so remind me to call Moshe tomorrow at 4", "call Moshe", memo.OpTaskCreate},
		{"Oy, remind me to call Moshe tomorrow at 4", "call Moshe", memo.OpTaskCreate},
		{"Ach, remind me to call Moshe tomorrow at 4", "call Moshe", memo.OpTaskCreate},
		{"תזכיר לי מחר ב9 לעשות מס הכנסה שאלוהים יעזור לי", "לעשות מס הכנסה", memo.OpTaskCreate},
		{"תזכיר לי מחר ב9 להתקשר לאינסטלטור אל תשאל", "להתקשר לאינסטלטור", memo.OpTaskCreate},
		{"רופא שיניים ביום שישי ב3 כרגיל", "רופא שיניים", memo.OpEventCreate},
		// Near misses: the words are the thing's.
		{"remind me to call Mate Kovacs tomorrow at 9", "call Mate Kovacs", memo.OpTaskCreate},
		{"dentist with Dr Love friday at 3", "dentist with Dr Love", memo.OpEventCreate},
		{"remind me to ask about the Don't Ask policy tomorrow at 9", "ask about the Don't Ask policy", memo.OpTaskCreate},
		{"remind me to tell Dana don't ask tomorrow at 9", "tell Dana don't ask", memo.OpTaskCreate},
		{"remind me to send Dana my love tomorrow at 9", "send Dana my love", memo.OpTaskCreate},
		{"remind me to watch puppy love tomorrow at 8", "watch puppy love", memo.OpTaskCreate},
		{"help me record a video tomorrow at 3", "record a video", memo.OpTaskCreate},
		{"Nu Skin appointment friday at 3", "Nu Skin appointment", memo.OpEventCreate},
		{"תזכיר לי מחר ב9 להגיד לדנה אל תשאל", "להגיד לדנה אל תשאל", memo.OpTaskCreate},
	})
	for _, c := range []struct{ text, list, item string }{
		{"add milk to shopping list don't ask", "shopping", "milk"},
		{"add milk to the shopping list bro", "shopping", "milk"},
		{"Nu so add milk to the shopping list", "shopping", "milk"},
		{"תוסיף חלב לרשימת קניות אל תשאל", "קניות", "חלב"},
		{"add boss gift to the shopping list", "shopping", "boss gift"},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists == nil || s.Lists.Name != c.list || len(s.Lists.Items) != 1 || s.Lists.Items[0] != c.item {
			t.Errorf("%q: %s %+v; want %q added to %q", c.text, s.Operation, s.Lists, c.item, c.list)
		}
	}
	for _, c := range []struct{ text, fact string }{
		{"remember the wifi password is tiger99 my memory is a shanda", "the wifi password is tiger99"},
		{"remember the wifi password is tiger99, my memory is a sieve", "the wifi password is tiger99"},
		{"תזכור שהסיסמה של הוויפי היא tiger99 הזיכרון שלי כמו של דג", "הסיסמה של הוויפי היא tiger99"},
		{"remember that God help me is the name of the song", "God help me is the name of the song"},
		{"remember my favourite song is God help me", "my favourite song is God help me"},
		{"תזכור שהשיר האהוב עליי הוא אל תשאל", "השיר האהוב עליי הוא אל תשאל"},
	} {
		s := plan(t, c.text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft.Text != c.fact {
			t.Errorf("%q: %s %+v; want the fact %q", c.text, s.Operation, s.Memory, c.fact)
		}
	}
	if s := plan(t, "help me").Steps[0]; s.Operation != memo.OpHelp {
		t.Errorf(`"help me": %s; want help`, s.Operation)
	}
}
