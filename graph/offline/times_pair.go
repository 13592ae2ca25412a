package offline

import "strings"

// One reminder said with two repetitions, each with its hour: "remind me
// to take my pills every morning at eight and also every evening at eight
// thirty", "every monday at 8 and every thursday at 18:00 remind me to
// call dad", "תזכיר לי לקחת כדורים כל בוקר ב-8 וכל ערב ב-8:30". Each
// repetition with its hour is a reminder of its own, with the same text.

// hourEN and hourHE are an hour said in digits or in words: "8", "8:30",
// "8pm", "eight thirty"; "8", "20:30", "שמונה וחצי".
const (
	hourEN = `(?:\d{1,2}(?:[:.]\d{2})?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:o'?clock|thirty|fifteen|forty[\s-]five|forty|twenty|ten))?)(?:\s*[ap]\.?m\.?)?`
	hourHE = `(?:\d{1,2}(?::\d{2})?|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה)(?:\s+וחצי|\s+ורבע)?` + partHE
	// repeatWhenEN and repeatWhenHE are what a repetition of such a pair
	// comes on: a part of the day, a day or the days of the week.
	repeatWhenEN = `every\s+(?:other\s+)?(?:morning|evening|night|afternoon|day|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`
	repeatWhenHE = `כל\s+(?:בוקר|ערב|לילה|צהריים|יום(?:\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|חול))?)`
	// partWhenEN and partWhenHE are a part of the day said in the second
	// of a pair without its "every" ("… and also in the evening at 8:30",
	// "… וגם בערב ב-8:30"): it repeats as the first does.
	partWhenEN = `(?:in\s+the\s+(?:morning|evening|afternoon)|at\s+night)`
	partWhenHE = `(?:בבוקר|בערב|בלילה|בצהריים)`
)

// partEvery is the repetition a part of the day said without "every"
// stands for.
var partEvery = map[string]string{"in the morning": "every morning", "in the evening": "every evening", "in the afternoon": "every afternoon",
	"at night": "every night", "בבוקר": "כל בוקר", "בערב": "כל ערב", "בלילה": "כל לילה", "בצהריים": "כל צהריים"}

var (
	reRepeatPairEN = compile(`(?i)(?:^|\s)(` + repeatWhenEN + `\s+at\s+` + hourEN + `)\s*,?\s+(?:and|&)\s+(?:also\s+|then\s+|again\s+)?(?:(` +
		repeatWhenEN + `)|(` + partWhenEN + `))\s+(at\s+` + hourEN + `)(?:\s+too|\s+as\s+well)?(\s|$|[,.!?:;])`)
	reRepeatPairHE = compile(`(?:^|\s)(` + repeatWhenHE + `\s+ב-?` + hourHE + `)\s*,?\s+(?:ו|וגם\s+|ושוב\s+)(?:(` +
		repeatWhenHE + `)|(` + partWhenHE + `))\s+(ב-?` + hourHE + `)(?:\s+גם|\s+שוב)?(\s|$|[,.!?:;])`)
)

// splitRepeatPair returns text once per repetition of such a pair, each
// copy with one of them and its hour; nil when text holds no pair.
func splitRepeatPair(text string) []string {
	if !strings.Contains(text, "כל") && !strings.Contains(toLower(text), "every") {
		return nil
	}
	for _, pat := range []*pattern{reRepeatPairEN, reRepeatPairHE} {
		m := pat.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		if m[2] < 0 || m[8] < 0 {
			continue
		}
		// The first of the pair: its repetition said with "every", only
		// with days in a time of the same kind.
		first := text[m[2]:m[3]]
		second := ""
		if m[4] >= 0 {
			second = text[m[4]:m[5]]
		} else if m[6] >= 0 {
			second = partEvery[oneSpace(toLower(text[m[6]:m[7]]))]
			if second == "" || !partFirst(first) {
				continue
			}
		}
		head, tail := text[:m[2]], text[m[10]:]
		return []string{oneSpace(head + " " + first + " " + tail), oneSpace(head + " " + second + " " + text[m[8]:m[9]] + " " + tail)}
	}
	return nil
}

// partFirst reports whether the first of a pair repeats by a part of the
// day ("every morning at 8"), which a part said without "every" after it
// follows: "every monday at 8 and in the evening at 9" is not read.
func partFirst(first string) bool {
	f := strings.Fields(toLower(first))
	if len(f) < 2 {
		return false
	}
	switch f[1] {
	case "morning", "evening", "night", "afternoon", "day", "בוקר", "ערב", "לילה", "צהריים":
		return true
	}
	return f[1] == "יום" && len(f) > 2 && strings.HasPrefix(f[2], "ב")
}
