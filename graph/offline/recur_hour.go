package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// compactHourAfterDays is word, the word right after the days of a
// repetition, as a time with its colon ("1500" → "15:00", "0800" →
// "08:00"), or "" when it is not one. Said after its days, four digits are
// their hour just as after "tomorrow" ("every thu 1500 swim", "כל יום ה'
// 1730 חוג"), unless the word after them says they count something
// ("every day 1000 steps", "כל יום 1000 צעדים"); with a zero in front they
// count nothing. Three digits ("930") stay: after a day they are as often
// a count ("every day 150 pushups").
func compactHourAfterDays(word, tail string) string {
	w := strings.TrimRight(word, ",.")
	if len(w) != 4 || strings.Trim(w, "0123456789") != "" {
		return ""
	}
	h, m := int(w[0]-'0')*10+int(w[1]-'0'), int(w[2]-'0')*10+int(w[3]-'0')
	if h > 23 || m > 59 {
		return ""
	}
	next, _, _ := strings.Cut(strings.TrimSpace(tail), " ")
	next = strings.TrimRight(next, ",.!?")
	if w[0] != '0' && (timeparse.QuantityWord(next) || countedNoun(next)) {
		return ""
	}
	return w[:2] + ":" + w[2:] + word[len(w):]
}

// countedNoun reports whether w is a noun that a number before it counts:
// a Hebrew plural ("צעדים", "מילים") or a thing counted in a day's
// exercise or writing ("steps", "pushups", "words").
func countedNoun(w string) bool {
	lw := toLower(w)
	if hebrewText(lw) {
		return len([]rune(lw)) >= 4 && !strings.HasPrefix(lw, "ל") &&
			(strings.HasSuffix(lw, "ים") || strings.HasSuffix(lw, "ות"))
	}
	switch lw {
	case "steps", "words", "pushups", "push-ups", "situps", "sit-ups", "squats", "crunches", "laps", "miles", "lines", "points":
		return true
	}
	return false
}

// hourAfterPart is word, a bare hour said right after a repetition by a
// part of the day ("כל ערב 9 לקחת כדור", "every morning 8 remind me
// meds"), with the mark that makes it an hour ("ב9", "at 8"), or "" when
// it is none. It is one only before the deed, the request or the
// series' end ("ל…", "תזכיר", "to", "remind", "until", "עד") or at the
// end: "כל ערב 2 כדורים", "every night 3 pages" count.
func hourAfterPart(cutWords, word, tail string) string {
	fs := strings.Fields(cutWords)
	if len(fs) == 0 || !partWords[toLower(strings.Trim(fs[len(fs)-1], ",."))] {
		return ""
	}
	w := strings.TrimRight(word, ",.:")
	h, mm, ok := strings.Cut(w, ":")
	if h == "" || len(h) > 2 || strings.Trim(h, "0123456789") != "" || ok && (len(mm) != 2 || strings.Trim(mm, "0123456789") != "") {
		return ""
	}
	if n := int(h[0] - '0'); len(h) == 2 && n*10+int(h[1]-'0') > 12 || n == 0 {
		return ""
	}
	next, _, _ := strings.Cut(strings.TrimSpace(tail), " ")
	next = toLower(strings.TrimRight(next, ",.!?"))
	he := hebrewText(cutWords)
	deed := next == "" || strings.HasSuffix(word, ":") || partHourNext[next] || he && (strings.HasPrefix(next, "ל") && len([]rune(next)) >= 4 || strings.HasPrefix(next, "תזכ"))
	if !deed {
		return ""
	}
	if he {
		return "ב" + word
	}
	return "at " + word
}

// partHourNext are the words after which a bare hour ends its phrase:
// the deed's "to", the request, an end of the series.
var partHourNext = wordSet(`to 2 remind rmd pls please plz thanks thx until till til through from starting עד החל מ-`)

// partWords are the parts of the day a repetition may end with.
var partWords = wordSet(`morning evening night afternoon noon midday בוקר ערב לילה צהריים צהרים`)
