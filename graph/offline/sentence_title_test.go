package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSentenceNotRead: a sentence after or before a request that is not
// read, and is no thanks or sign-off, declines the whole message; it is
// never kept in the title of what is made. Short forms with a dot, thanks
// after the request, and two requests are read as before.
func TestSentenceNotRead(t *testing.T) {
	for _, text := range []string{
		"dentist tue 4pm. blorf the snuffle",
		"dentist tue 4pm! blorf the snuffle",
		"blorf the snuffle. dentist tue 4pm",
		"remind me at 5 to call mom. blorf the snuffle",
		"תור לרופא שיניים ביום שלישי ב4. בלורף הסנאפל",
		"בלורף הסנאפל. תור לרופא שיניים ביום שלישי ב4",
		"תזכיר לי ב5 להתקשר לאמא. בלה בלה בלה",
		"תזכירי לי ב5 להתקשר לאמא. בלורף הסנאפל",
		"add milk to the shopping list. blorf the snuffle",
		"blorf the snuffle. add milk to the shopping list",
		"תוסיפי חלב לרשימת הקניות. בלורף הסנאפל",
		"בלורף הסנאפל. תוסיף חלב לרשימת הקניות",
	} {
		p := plan(t, text, "shopping", "קניות")
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpUnknown {
			t.Errorf("%q: %v; want it declined", text, kinds(p))
		}
	}
	for text, want := range map[string][]memo.Op{
		"dentist tue 4pm. thanks!": {memo.OpEventCreate},
		"תור לרופא שיניים ביום שלישי ב4. תודה!": {memo.OpEventCreate},
		"Dr. Cohen tue 4pm":                              {memo.OpTaskCreate},
		"dentist tuesday 4pm. haircut thursday 10am":     {memo.OpEventCreate, memo.OpEventCreate},
		"dentist tomorrow at 3. remind me at 2 to leave": {memo.OpEventCreate, memo.OpTaskCreate},
		"רופא שיניים מחר ב3. תזכירי לי ב2 לצאת":          {memo.OpEventCreate, memo.OpTaskCreate},
	} {
		p := plan(t, text, "shopping", "קניות")
		if got := kinds(p); !slices.Equal(got, want) {
			t.Errorf("%q: %v; want %v", text, got, want)
			continue
		}
		for _, s := range p.Steps {
			for _, d := range draftsOf(s) {
				if d == "" {
					t.Errorf("%q: an empty title", text)
				}
			}
		}
	}
}

// draftsOf is the titles of what s makes.
func draftsOf(s memo.Step) []string {
	var titles []string
	if s.Tasks != nil {
		for _, d := range s.Tasks.Drafts {
			titles = append(titles, d.Text)
		}
	}
	if s.Calendar != nil {
		for _, d := range s.Calendar.Drafts {
			titles = append(titles, d.Summary)
		}
	}
	return titles
}
