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

// prayerWords are the prayers and services a time is said after
// ("after jummah at 2pm", "after church at 1", "אחרי מנחה ב2").
var prayerWords = map[string]bool{
	"jummah": true, "jumma": true, "jumuah": true, "jummuah": true, "juma": true, "jumah": true, "prayers": true,
	"church": true, "mass": true, "services": true, "service": true, "shul": true, "synagogue": true, "mosque": true,
	"mincha": true, "maariv": true, "shacharit": true, "davening": true, "sermon": true,
	"מנחה": true, "ערבית": true, "שחרית": true, "התפילה": true, "תפילה": true, "הכנסייה": true, "המיסה": true,
	"מיסה": true, "הדרשה": true,
}

// afterPrayer is how many tokens at i say "after" a prayer or a service
// (prayerWords) right before an hour said ("after jummah at 2pm",
// "after mass at 11", "אחרי מנחה ב2"), or 0: without its hour, when the
// prayer ends is the user's to tell, and "after church" alone is no time.
func (p *parser) afterPrayer(i int) int {
	if !p.word(i, "after") && !p.he(i, "אחרי", ",ו") {
		return 0
	}
	if t := p.at(i + 1); t == nil || t.kind != tWord || !prayerWords[t.text] {
		return 0
	}
	for _, j := range []int{i + 2, i + 3} {
		if _, ok := p.clock(j); ok {
			return 2
		}
	}
	return 0
}
