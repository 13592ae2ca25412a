package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAsidesAndMixedTongues: words that are no part of the thing stay
// out of what is made. A remark on oneself after the request ("…, I
// deserve it", "…, מגיע לי") is no item and no word of a title; a verb
// of reminding of another tongue ("nikumbushe", "recuérdame",
// "rappelle-moi", "napomni", "ذكرني", "דכרני") is the command, read
// where it opens the request and declined where it is not; a repetition
// typed with a slip ("evry 3 days", "כול יום", "כל יומייים") is read; a
// hello of another tongue or a blessing before the request ("Ça va?",
// "שלום עליכם", "בס״ד.") is dropped. Near misses, where the words are the
// thing's own, keep them or are declined.
func TestAsidesAndMixedTongues(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// A remark on oneself after the request.
		{"תוסיפי לקניות שוקולד מריר, מגיע לי", "lists.addItems|קניות|שוקולד מריר"},
		{"תוסיפי לקניות חלב, ביצים, מגיע לי", "lists.addItems|קניות|חלב,ביצים"},
		{"add dark chocolate to my shopping list, I deserve it", "lists.addItems|shopping|dark chocolate"},
		{"add dark chocolate to shopping, don't judge", "lists.addItems|shopping|dark chocolate"},
		{"add ice cream to shopping - treat yo self lol", "lists.addItems|shopping|ice cream"},
		{"add to shopping: wine, chips, i deserve it lol", "lists.addItems|shopping|wine,chips"},
		{"remind me tomorrow at 9 to buy wine, it's been a week", "tasks.create|buy wine"},
		{"תזכירי לי מחר ב9 לקנות יין, מה לעשות", "tasks.create|לקנות יין"},
		{"תזכירי לי מחר ב9 לקנות יין, אל תשפטי", "tasks.create|לקנות יין"},
		// Near misses: the words are the items, or what someone is asked.
		{"add milk, eggs to shopping", "lists.addItems|shopping|milk,eggs"},
		{"תוסיפי לקניות חלב, ביצים", "lists.addItems|קניות|חלב,ביצים"},
		{"תזכירי לי מחר ב9 לשאול את דנה, מה לעשות", "tasks.create|לשאול את דנה, מה לעשות"},
		{"remind me tomorrow at 9 to ask dana what can i do", "tasks.create|ask dana what can i do"},
		{"remind me to buy a self care kit tomorrow at 9", "tasks.create|buy a self care kit"},
		// A verb of reminding of another tongue.
		{"nikumbushe tomorrow at 9 to call mama", "tasks.create|call mama"},
		{"remind me nikumbushe tomorrow at 9 to call mama", "tasks.create|call mama"},
		{"recuerdame tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"rappelle-moi demain to call mom at 9", "tasks.create|call mom"},
		{"rappelle moi demain à 9 to call mom", "tasks.create|call mom"},
		{"napomni tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"hey напомни мне tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"ذكرني tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"דכרני מחר ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		{"ipaalala mo sa akin tomorrow at 9 to call mom", "tasks.create|call mom"},
		// Near miss: a word of the thing one letter from none of them.
		{"remind me tomorrow at 9 to read rappel", "tasks.create|read rappel"},
		// A repetition typed with a slip.
		{"remind me evry day at 9 to water the plants", "tasks.create|water the plants"},
		{"remind me everyy day at 9 to water the plants", "tasks.create|water the plants"},
		{"remind me evey monday at 9 to water the plants", "tasks.create|water the plants"},
		{"remind me to drink water evryday at 9", "tasks.create|drink water"},
		{"תזכיר לי כול יום ב9 להשקות את העציצים", "tasks.create|להשקות את העציצים"},
		{"תזכיר לי כל יומייים ב9 להשקות את העציצים", "tasks.create|להשקות את העציצים"},
		{"תזכיר לי בכול שבוע ביום ראשון ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		// Near misses: words of the thing one slip from "every" or "כל".
		{"remind me at 9 to watch the very day we met", "tasks.create|watch the very day we met"},
		{"remind me tomorrow at 9 to buy the evey brand shampoo", "tasks.create|buy the evey brand shampoo"},
		{"remind me tomorrow at 9 to call Evry", "tasks.create|call Evry"},
		{"תזכיר לי מחר ב9 לקנות כול מה שצריך", "tasks.create|לקנות כול מה שצריך"},
		// Hellos and blessings before the request.
		{"שלום עליכם תזכיר לי מחר ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		{"בס״ד. תזכיר לי מחר ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		{`ב"ה. תוסיף לקניות חלב`, "lists.addItems|קניות|חלב"},
		{"Ça va? remind me tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"d'accord remind me tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"salam alaikum remind me tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"shalom, remind me tomorrow at 9 to call mom", "tasks.create|call mom"},
		{"bonjour remind me to buy croissants tomorrow at 9", "tasks.create|buy croissants"},
		{"בס״ד. תזכירלי מחר ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		{"remind me so that I call the bank evry noon", "tasks.create|call the bank"},
		{"שלום עליכם", "general.greet"},
		{"ça va?", "general.greet"},
		// Near misses: the hello is the thing's.
		{"remind me tomorrow at 9 to say shalom to dana", "tasks.create|say shalom to dana"},
		{"remind me tomorrow at 9 to call Shalom", "tasks.create|call Shalom"},
	} {
		if got := madeIn(t, tc.text); got != tc.want {
			t.Errorf("%q: %q; want %q", tc.text, got, tc.want)
		}
	}
	// Unsure: declined, never kept.
	for _, text := range []string{
		"add wine, chips, i deserve it lol to shopping",
		"nikumbushe kesho saa tatu kupiga simu mama",
		"recuérdame mañana a las 9 llamar a mamá",
		"напомни мне завтра в 9 позвонить маме",
		"remind me tomorrow at 9 recuerdame to call mom",
		"remind me tomorrow at 9 to call mom napomni",
		"add napomni to shopping",
	} {
		if got := madeIn(t, text); got != "general.unknown" {
			t.Errorf("%q: %q; want it declined", text, got)
		}
	}
}

// madeIn is madeOrList with the lists "קניות" and "shopping" known.
func madeIn(t *testing.T, text string) string {
	t.Helper()
	if s := plan(t, text, "קניות", "shopping").Steps[0]; s.Lists != nil && s.Operation == memo.OpListAdd {
		return string(s.Operation) + "|" + s.Lists.Name + "|" + strings.Join(s.Lists.Items, ",")
	}
	return made(t, text)
}
