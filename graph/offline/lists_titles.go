package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
)

// A list of titles (books, films, series, songs) holds names with "ו" or
// "and" inside them: "סיפור על אהבה וחושך", "מלחמה ושלום", "war and
// peace". When the items are set apart by commas and the first of them
// already holds an "and" ("סיפור על אהבה וחושך, מלחמה ושלום"), every
// "and" is inside a title, so the items split there are joined again.
// When only the last holds one ("dune, war and peace"), whether it ends
// the list or is inside a title cannot be told, and nothing is added.
// With no comma, "and" parts items as on any list ("Interstellar and
// Heat", "חלב ולחם").

// titleWords are the words that name a list of titles.
// Only plurals: a singular is often part of another name ("תיק לבית
// ספר", "book club").
var titleWords = wordSet(`ספרים סרטים סדרות שירים פודקאסטים הצגות אלבומים קריאה לקריאה צפייה לצפייה
	books movies films shows series songs podcasts albums reading watchlist playlist`)

// titleList reports whether name names a list of titles ("ספרים לקרוא",
// "הסרטים", "books to read").
func titleList(name string) bool {
	for _, w := range strings.Fields(toLower(name)) {
		if titleWords[w] || titleWords[strings.TrimPrefix(w, "ה")] {
			return true
		}
	}
	return false
}

// keepTitles joins the titles a list step split at "ו"/"and" (see
// above), and reports false when where a title list's items part cannot
// be told.
func keepTitles(text string, steps []memo.Step) bool {
	for _, s := range steps {
		a := s.Lists
		if a == nil || (s.Operation != memo.OpListAdd && s.Operation != memo.OpListCreate) || len(a.Items) < 2 || !titleList(a.Name) {
			continue
		}
		joins := make([]string, len(a.Items)-1)
		and, andFirst, comma := false, false, false
		for i := range joins {
			joins[i] = joinOf(text, a.Items[i], a.Items[i+1])
			and = and || joins[i] == "and"
			andFirst = andFirst || (joins[i] == "and" && !comma)
			comma = comma || joins[i] == ","
		}
		if !and || !comma {
			continue // "Interstellar and Heat": two titles, as any list reads it
		}
		if !andFirst {
			// "dune, war and peace": the last "and" of a list, or one
			// inside a title?
			return false
		}
		items := []string{a.Items[0]}
		for i, j := range joins {
			if j == "and" {
				last := len(items) - 1
				items[last] = joined(text, items[last], a.Items[i+1])
				continue
			}
			items = append(items, a.Items[i+1])
		}
		a.Items = items
	}
	return true
}

// andJoin is "and" between two items as a list's text says it: "ו",
// "and", "&", "plus", "וגם".
const andJoin = `\s+(?:ו-?|(?:and|n|&|\+|plus)\s+|וגם\s+)`

// joinOf tells how text joins items a and b: "," for a comma, "and" for
// "ו"/"and", "" when it cannot be found.
func joinOf(text, a, b string) string {
	qa, qb := regexp.QuoteMeta(a), regexp.QuoteMeta(b)
	switch {
	case regexp.MustCompile(`(?i)` + qa + `\s*[,;\n]\s*(?:ו-?|and\s+)?` + qb).MatchString(text):
		return ","
	case regexp.MustCompile(`(?i)` + qa + andJoin + qb).MatchString(text):
		return "and"
	}
	return ""
}

// joined returns a and b as text joins them ("סיפור על אהבה וחושך").
func joined(text, a, b string) string {
	loc := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(a) + andJoin + regexp.QuoteMeta(b)).FindStringIndex(text)
	if loc == nil {
		return a + " " + b
	}
	return oneSpace(text[loc[0]:loc[1]])
}
