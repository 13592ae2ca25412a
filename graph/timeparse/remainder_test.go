package timeparse_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func TestRemainder(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, tc := range []struct{ text, want string }{
		{"remind me at 6pm to pick up the kids", "remind me to pick up the kids"},
		{"תזכיר לי מחר בשמונה לקנות חלב", "תזכיר לי לקנות חלב"},
		{"call mom (tomorrow)", "call mom"},
		{"tomorrow (Wednesday) at 5 call mom", "call mom"},
		{"call mom (tomorrow at 5) and dad (he is home)", "call mom and dad (he is home)"},
		{"  buy   milk   tomorrow  ", "buy milk"},
		{"buy milk tomorrow!", "buy milk!"},
		{"dentist - tomorrow at 9", "dentist"},
		{"Tomorrow: dentist", "dentist"},
		{"finish the report by tomorrow", "finish the report"},
		{"להתקשר לאמא ב-9", "להתקשר לאמא"},
		{"להתקשר לאמא ב 9 בערב", "להתקשר לאמא"},
		{"פגישה עם דני, מחר ב-10, במשרד", "פגישה עם דני במשרד"},
		{"book a table for tomorrow at 8", "book a table"},
		{"at like 4 call dan", "call dan"},
		{"approx 3pm call mom", "call mom"},
		{"~5pm gym", "gym"},
		{"gym around 5pm", "gym"},
		{"להתקשר לדני ב-5 בערך", "להתקשר לדני"},
		// A word that restricts the time goes with it; one inside the
		// thing stays.
		{"call mom on sunday at 7 pm only", "call mom"},
		{"water plants only on sunday at 8", "water plants"},
		{"להשקות עציצים ביום ראשון ב-8 בלבד", "להשקות עציצים"},
		{"להשקות עציצים רק ביום ראשון", "להשקות עציצים"},
		{"buy only organic milk tomorrow at 5", "buy only organic milk"},
		{"לקנות רק חלב מחר", "לקנות רק חלב"},
		{"tell him about tomorrow", "tell him about"},
		// A place after the time stays with the text; a connective left
		// dangling at the end does not.
		{"dinner friday 8pm at Mika's", "dinner at Mika's"},
		{"lunch with Avi tomorrow 1pm at the usual place", "lunch with Avi at the usual place"},
		{"standup tomorrow 9am on zoom", "standup on zoom"},
		{"call mom tomorrow at", "call mom"},
		{"check the oven from 5pm", "check the oven"},
		{"call mom at 5 from the office", "call mom from the office"},
		// So does what the thing is for; with nothing said before the
		// time, "for" only ties the time on.
		{"call Dan tomorrow at 5 for the tickets", "call Dan for the tickets"},
		{"meeting friday at 9 for the budget", "meeting for the budget"},
		{"at 5 for my flight", "my flight"},
		{"call Dan tomorrow at 5 for", "call Dan"},
	} {
		r, found, err := timeparse.Parse(tc.text, now, loc)
		if err != nil || !found {
			t.Errorf("%q: found %v, err %v", tc.text, found, err)
			continue
		}
		if got := r.Remainder(tc.text); got != tc.want {
			t.Errorf("Remainder(%q) = %q, want %q (spans %v)", tc.text, got, tc.want, r.Spans)
		}
	}
}

func TestRemainderNoSpans(t *testing.T) {
	var r timeparse.Result
	if got := r.Remainder("  buy \t milk  "); got != "buy milk" {
		t.Errorf("Remainder = %q, want %q", got, "buy milk")
	}
}

func TestRemainderForeignSpans(t *testing.T) {
	// Spans from another text must not panic or cut outside the text.
	r := timeparse.Result{Spans: [][2]int{{3, 5}, {50, 90}}}
	if got := r.Remainder("ab cd ef"); got != "ab ef" {
		t.Errorf("Remainder = %q, want %q", got, "ab ef")
	}
}
