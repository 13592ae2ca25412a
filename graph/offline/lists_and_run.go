package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// Items said with no comma between them but an "and" before the last
// ("רד בול קפה ובמבה", "chocolate chip cookies and milk") are cut at the
// "and" only: the words before it stay one item unless splitGroceries
// knows each of them. Two words before the "and" are one item as often as
// two ("peanut butter and jam", "נייר טואלט ובמבה"), and are kept one;
// more than two are likely several, and which go together cannot be
// known, so it is asked (WhyItemsRunOn), never guessed. A deed ("mow the
// lawn and wash the car") keeps its words together, and so do a list of
// titles (keepTitles reads their "and") and items the user set apart with
// commas.

// andRunWords is how many words an item before an unmarked "and" may have
// before the run is asked about.
const andRunWords = 3

// andRunItems reports whether steps add to a list items cut only at an
// "and" of text, of which one before the "and" runs to andRunWords words
// or more.
func andRunItems(text string, steps []memo.Step) bool {
	if groceryRunItem(text, steps) {
		return true
	}
	if !strings.Contains(text, " ו") && !strings.Contains(toLower(text), " and ") && !strings.ContainsAny(text, "&+") {
		return false // the cheap gate: no "and" at all
	}
	for _, s := range steps {
		a := s.Lists
		if a == nil || (s.Operation != memo.OpListAdd && s.Operation != memo.OpListCreate) || len(a.Items) < 2 || titleList(a.Name) {
			continue
		}
		if userSeparated.MatchString(itemsSpan(text, a.Items)) {
			continue // "חלב, רד בול קפה ובמבה": the user's own commas part them
		}
		for i := 0; i+1 < len(a.Items); i++ {
			if joinOf(text, a.Items[i], a.Items[i+1]) == "and" && namingWords(a.Items[i]) >= andRunWords && !deedItem(a.Items[i]) {
				return true
			}
		}
	}
	return false
}

// itemsSpan is the text from the first of items to the last as text says
// them, or text itself when either is not found as said.
func itemsSpan(text string, items []string) string {
	low := toLower(text)
	from := strings.Index(low, toLower(items[0]))
	to := strings.LastIndex(low, toLower(items[len(items)-1]))
	if from < 0 || to < from {
		return text
	}
	return text[from : to+len(items[len(items)-1])]
}

// namingWords counts the words of an item that name it: an amount, a unit,
// a size or a count said with it ("2 קילו עגבניות", "eggs x12"), a word
// that says which kind ("large", "טריות") and an article are not counted.
func namingWords(item string) int {
	n := 0
	for _, w := range strings.Fields(item) {
		low := toLower(strings.Trim(w, `"'“”„״.,!?`))
		switch {
		case low == "" || isNumber(low) || isPercent(low) || isCount(low) || unitWords[low] || sizeWords[low]:
		case enGroceryAdjectives[low] || heGroceryAdjectives[low]:
		case low == "a" || low == "an" || low == "the" || low == "some":
		default:
			n++
		}
	}
	return n
}

// deedItem reports whether item opens with a verb and is a deed ("mow the
// lawn"), not a grocery whose first letter looks like the infinitive's ל
// ("לבנה פיתות זעתר").
func deedItem(item string) bool {
	first, _, _ := strings.Cut(toLower(strings.TrimSpace(item)), " ")
	return startsWithVerb(item) && !groceryWords[first]
}

// itemJoiners are the words that join the words of one item ("soy milk
// without sugar", "חלב סויה ללא סוכר", "cake for the party").
var itemJoiners = wordSet(`without with no for of in from ללא בלי עם של בשביל מ`)

// describedItem reports whether item holds one of itemJoiners: one item
// said with what it is made of, for or without.
func describedItem(item string) bool {
	for _, w := range strings.Fields(toLower(item)) {
		if itemJoiners[strings.Trim(w, ",.")] {
			return true
		}
	}
	return false
}

// groceryRunWords is how many naming words an item of two groceries or
// more, said with no mark between them, may have before it is asked
// about.
const groceryRunWords = 4

// groceryRunItem reports whether steps add to a list an item of
// groceryRunWords naming words or more of which two or more are
// groceries on their own, with no comma or "and" the user set between
// them: "לימונים נענע סירופ סוכר אנגוסטורה" is several items that
// splitGroceries could not cut ("סירופ סוכר" is one), and which words go
// together is asked, never kept as one item. A deed keeps its words.
func groceryRunItem(text string, steps []memo.Step) bool {
	for _, s := range steps {
		a := s.Lists
		if a == nil || (s.Operation != memo.OpListAdd && s.Operation != memo.OpListCreate) || titleList(a.Name) {
			continue
		}
		for _, item := range a.Items {
			if deedItem(item) || userSeparated.MatchString(item) || describedItem(item) {
				continue
			}
			if namingWords(item) < groceryRunWords {
				if groceryRunOn(item) {
					return true // "eggs milk blah": two groceries, and a word of neither
				}
				continue
			}
			n := 0
			for _, w := range strings.Fields(item) {
				k := unitKey(toLower(strings.Trim(w, `"'.,!?`)))
				if groceryWords[k] || strings.HasPrefix(k, "ו") && groceryWords[strings.TrimPrefix(k, "ו")] {
					n++
				}
			}
			if n >= 2 {
				return true
			}
		}
	}
	return false
}
