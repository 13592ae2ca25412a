package offline

import "testing"

// TestDropWorldTail: a remark about the world said after the deed is no
// word of its title; a clause that is the deed's own stays.
func TestDropWorldTail(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ring mummy back she's been calling all morning", "ring mummy back"},
		{"light the Shabbos candles, it gets dark so early this time of year", "light the Shabbos candles"},
		{"call the super about the radiator, it's freezing in here", "call the super about the radiator"},
		{"dinner with dan, he's been visiting all week", "dinner with dan"},
		{"call mom, she's sick", "call mom, she's sick"},
		{"meeting with Dan, it's about the budget", "meeting with Dan, it's about the budget"},
		{"להתקשר לאמא, היא מתקשרת כל הבוקר", "להתקשר לאמא"},
		{"להתקשר לבעל הבית על ההסקה, קר פה נורא", "להתקשר לבעל הבית על ההסקה"},
		// near misses: what is told, checked or kept, a time, a request
		{"tell mom she's invited", "tell mom she's invited"},
		{"check if it's raining", "check if it's raining"},
		{"remind dad he has a doctor visit", "remind dad he has a doctor visit"},
		{"email Tom that it's done", "email Tom that it's done"},
		{"make sure it's done", "make sure it's done"},
		{`send "she's here" to dan`, `send "she's here" to dan`},
		{"remember my car, it has a dent", "remember my car, it has a dent"},
		{"pay the bill it is due friday", "pay the bill it is due friday"},
		{"pick up the kids, they finish at 3", "pick up the kids, they finish at 3"},
		{"להגיד לדנה, היא מוזמנת", "להגיד לדנה, היא מוזמנת"},
		{"לבדוק אם היא בבית", "לבדוק אם היא בבית"},
	} {
		if got := dropWorldTail(c.in); got != c.want {
			t.Errorf("dropWorldTail(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDropFeelsTail: how the one just named feels, said after a deed
// that names them, is no word of it, pause or none; what the deed asks
// or tells, or a clause with no deed before it, stays.
func TestDropFeelsTail(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"call mom, she's sick", "call mom"},
		{"call mom she's not feeling well", "call mom"},
		{"visit grandpa he is in the hospital", "visit grandpa"},
		{"remind me at 5 to call mom she isn't feeling well", "remind me at 5 to call mom"},
		{"להתקשר לאמא שלי היא לא מרגישה טוב", "להתקשר לאמא שלי"},
		{"לבקר את סבא הוא בבית חולים", "לבקר את סבא"},
		// near misses
		{"ask mom why she is sad", "ask mom why she is sad"},
		{"tell dad he is sick", "tell dad he is sick"},
		{"my mom is coming at 6 she is sick", "my mom is coming at 6 she is sick"},
		{"לשאול את אמא למה היא עצובה", "לשאול את אמא למה היא עצובה"},
		{"לבדוק אם הוא חולה", "לבדוק אם הוא חולה"},
	} {
		if got := dropChatterTail(c.in); got != c.want {
			t.Errorf("dropChatterTail(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSetsEventNoun: "set a call" makes an event as "set a meeting" does.
func TestSetsEventNoun(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"a call with the client at 9am", true},
		{"a quick sync with dana", true},
		{"an interview at 3", true},
		{"a timer for 10 minutes", false},
		{"the table at 7", false},
		{"a reminder to call mom", false},
	} {
		if got := setsEventNoun(c.in); got != c.want {
			t.Errorf("setsEventNoun(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
