package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// stored is what the first step of text's plan would store: a task's
// text, an event's title, or a list's items joined by " | "; "" when it
// stores nothing.
func stored(t *testing.T, text string) string {
	t.Helper()
	s := plan(t, text).Steps[0]
	switch {
	case s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) > 0:
		return s.Tasks.Drafts[0].Text
	case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
		return s.Calendar.Drafts[0].Summary
	case s.Operation == memo.OpListAdd:
		return strings.Join(s.Lists.Items, " | ")
	}
	return ""
}

// TestFillersInside: sounds of hesitation and spoken fillers said inside
// a request, before the item or between its words and the time, are no
// words of what is stored; set off by pauses, so are fillers that are
// words too ("like", "er", "כאילו"). Near-misses: names and words that
// hold the same letters keep them.
func TestFillersInside(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"remind me in an hour to um call my wife back", "call my wife back"},
		{"remind me in 2 hours to uhhh switch the laundry", "switch the laundry"},
		{"put in my calendar uh Emma's recital is on Friday at six thirty PM at the Lincoln auditorium", "Emma's recital at the Lincoln auditorium"},
		{"remind me at 5 to call, um, my wife", "call my wife"},
		{"remind me tomorrow at 5 to call, like, the plumber", "call the plumber"},
		{"remind me tomorrow at 5 to call the plumber, you know", "call the plumber"},
		{"remind me tomorrow at 5 to call, you know, the plumber", "call the plumber"},
		{"add um milk to the shopping list", "milk"},
		{"add milk, um, eggs to the shopping list", "milk | eggs"},
		{"תזכיר לי מחר ב5 אממ להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי מחר ב5 להתקשר אהה לאמא", "להתקשר לאמא"},
		{"תזכיר לי בעוד שעתיים אההה להעביר כביסה", "להעביר כביסה"},
		{"תזכיר לי מחר ב5 כאילו להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי מחר ב5 יעני להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי בקיצור מחר ב5 להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי אז ככה מחר ב5 להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי מחר ב5 להתקשר, איך אומרים, לשרברב", "להתקשר לשרברב"},
		{"תזכיר לי מחר ב5 להתקשר לאמא נו", "להתקשר לאמא"},
		{"פגישה עם דנה מחר ב5 אממ בקפה", "פגישה עם דנה בקפה"},
		// Near-misses: the same letters in a word or a name of the item.
		{"remind me to call Uma tomorrow at 5", "call Uma"},
		{"remind me to buy a like button tomorrow at 5", "buy a like button"},
		{"coffee at the Uh-Oh café tomorrow at 10", "coffee at the Uh-Oh café"},
		{"remind me to call UM admissions tomorrow at 5", "call UM admissions"},
		{"take mom to the er, then pick up kids at 5", "take mom to the er, then pick up kids"},
		{"remind me at 5 to buy stuff i like, milk and eggs", "buy stuff i like, milk and eggs"},
		{"remind me tomorrow at 5 to call the plumber, you know him", "call the plumber, you know him"},
		{"remind me tomorrow at 5 to pick up kids fr school", "pick up kids fr school"},
		{"תזכיר לי מחר ב5 להתקשר לאמה", "להתקשר לאמה"},
		{"תזכיר לי מחר ב5 להתקשר לנועה", "להתקשר לנועה"},
		{"תזכיר לי מחר ב5 להתנהג כאילו לא קרה כלום", "להתנהג כאילו לא קרה כלום"},
		{"תזכיר לי מחר ב5 ללכת עם אחי לקולנוע", "ללכת עם אחי לקולנוע"},
		{"תזכיר לי מחר ב5 לבדוק איך אומרים שלום ביפנית", "לבדוק איך אומרים שלום ביפנית"},
		{"תוסיף לרשימת קניות לימון, אממ, ביצים", "לימון | ביצים"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// TestSlangChatter: texted asides ("ngl", "lowkey", "tbh", "חחח",
// "וואלה") and chatter that closes a request — a feeling said of oneself,
// someone's word to put it in, a change of shifts — are no part of what
// is stored. Near-misses: the same words as what is asked for stay, and a
// mood said alone is no request.
func TestSlangChatter(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"study for chem test tmrw at 7pm ngl i'm so cooked", "study for chem test"},
		{"remind me tomorrow at 5 to call mom lmao i'm dead", "call mom"},
		{"remind me tomorrow at 5 to call mom tbh", "call mom"},
		{"tbh remind me tomorrow at 5 to call mom", "call mom"},
		{"remind me tomorrow at 5 to call mom fr", "call mom"},
		{"lowkey forgot my history essay is due friday remind me thurs night", "my history essay is due"},
		{"remind me to take my melatonin at 8am tmrw, getting off nights", "take my melatonin"},
		{"dentist on dec 14 at 3:30 mom said put it in", "dentist"},
		{"dentist on dec 14 at 3:30, my mom said to put it in my calendar", "dentist"},
		{"תזכיר לי מחר ב5 להתקשר לאמא חחח", "להתקשר לאמא"},
		{"תזכיר לי מחר ב-8 לקחת כדור של לחץ דם, אני תמיד שוכח", "לקחת כדור של לחץ דם"},
		{"מבחן במתמטיקה מחר ב-9 תזכירי לי אני הולכת למות", "מבחן במתמטיקה"},
		{"תזכירי לי בשש לשים כביסה כי אמא תהרוג אותי", "לשים כביסה"},
		{"תזכיר לי מחר ב-8 להגיד לדנה שאני תמיד שוכח", "להגיד לדנה שאני תמיד שוכח"}, // what is told stays
		{"תזכיר לי מחר ב5 להתקשר לאמא וואלה", "להתקשר לאמא"},
		{"תזכיר לי מחר ב8 לקחת כדור, אני גמורה", "לקחת כדור"},
		{"רופא שיניים ב14 לחודש ב3 אמא אמרה לרשום", "רופא שיניים"},
		{"תזכיר לי לקחת מלטונין מחר ב8, יוצאת ממשמרות לילה", "לקחת מלטונין"},
		{"תזכיר לי מחר ב5 לקנות מתנה לאמא, יאללה", "לקנות מתנה לאמא"},
		{"set a reminder at 9:15 am to email Avi about the contract!, im dead lol", "email Avi about the contract"},
		{"מממ אני צריכה להזיז את האוטו, אני ממש בלחץ", "להזיז את האוטו"},
		// Near-misses: what someone is to be told stays; a thing forgotten
		// that is not due stays whole.
		{"remind me tomorrow at 5 to tell her i'm so stressed", "tell her i'm so stressed"},
		{"forgot my keys at work remind me tomorrow at 8", "forgot my keys at work"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
	// A mood said alone stores nothing.
	for _, text := range []string{"ugh barely slept, i'm so tired", "ngl i'm so cooked", "exhausted after a double shift, i'm dead", "וואלה אני גמורה",
		"תכלס אוף אני כל כך גמור", "שלום יקירי אני כל כך גמור"} {
		if got := stored(t, text); got != "" {
			t.Errorf("%q: stored %q; want nothing", text, got)
		}
	}
}
