package timeparse

// Words beside a day word that change what it says.

// afterWork is how many tokens at i say "after work" (school, class;
// "אחרי העבודה", "אחרי בית הספר"), or 0.
func (p *parser) afterWork(i int) int {
	switch {
	case p.word(i, "after") && p.word(i+1, "work", "school", "class"):
		return 2
	case p.he(i, "אחרי", ",ו") && p.he(i+1, "עבודה", "ה"):
		return 2
	case p.he(i, "אחרי", ",ו") && p.word(i+1, "בית") && p.word(i+2, "הספר"):
		return 3
	}
	return 0
}

// namedDay reports whether the word at i makes a "היום" before it a day of
// something rather than today: "היום הולדת של אבא" (said for "יום
// ההולדת"), "היום האחרון של הלימודים".
func (p *parser) namedDay(i int) bool {
	return p.word(i, "הולדת", "נישואין", "נישואים", "העצמאות", "הזיכרון", "הזכרון", "כיפור", "האחרון", "הראשון")
}
