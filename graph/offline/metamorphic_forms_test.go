package offline_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
)

// These rewrites say a number, a time or a word the other way people
// write it: a number in words or in digits, the time before the request or
// after it, the hour on a 24-hour clock or with its part of the day,
// apostrophes and Hebrew marks left out, lower case with "pls". Each
// rewrites only what it can find safely and leaves the message as it was
// otherwise (a message left as it was is not counted).
func init() {
	rewrites = append(rewrites,
		rewrite{"num-words-en", "en", numWordsEn, notStored},
		rewrite{"num-digits-en", "en", numDigitsEn, notStored},
		rewrite{"num-words-he", "he", numWordsHe, notStored},
		rewrite{"num-digits-he", "he", numDigitsHe, notStored},
		rewrite{"time-front-en", "en", moveTime(remindEn, false), notStored},
		rewrite{"time-end-en", "en", moveTime(remindEn, true), notStored},
		rewrite{"time-front-he", "he", moveTime(remindHe, false), notStored},
		rewrite{"time-end-he", "he", moveTime(remindHe, true), notStored},
		rewrite{"ampm-en", "en", clock24To12En, notStored},
		rewrite{"clock24-en", "en", clock12To24En, notStored},
		rewrite{"ampm-he", "he", clock24ToPartHe, notStored},
		rewrite{"clock24-he", "he", partTo24He, notStored},
		rewrite{"no-apostrophe-en", "en", swap(`([A-Za-z])'([A-Za-z])`, "$1$2"), keepsNoMarks},
		rewrite{"no-marks-he", "he", swap(`([א-ת])["'״׳]([א-ת]|\s|$)`, "$1$2"), keepsNoMarks},
		rewrite{"casual-en", "en", func(s string) string {
			return strings.ToLower(strings.TrimRight(swap(`([A-Za-z])'([A-Za-z])`, "$1$2")(s), " .!")) + " pls"
		}, keepsNoMarks},
	)
}

// keepsNoMarks tells a plan that keeps no apostrophe or quote mark in what
// it stores or titles: leaving the marks out of the message would change it.
func keepsNoMarks(p memo.Plan) bool {
	b, _ := json.Marshal(p.Steps)
	s := string(b)
	return notStored(p) && !strings.ContainsAny(s, "'״׳") && !strings.Contains(s, `\"`) && !strings.Contains(s, `\u0027`)
}

var enNumbers = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// enAmounts are the amounts said of minutes as well as hours.
var enAmounts = map[int]string{15: "fifteen", 20: "twenty", 30: "thirty", 45: "forty five"}

func enNumber(n int) (string, bool) {
	if n >= 1 && n <= 12 {
		return enNumbers[n], true
	}
	w, ok := enAmounts[n]
	return w, ok
}

// An hour after "at" (not a minute, a date or a decimal after it), and an
// amount of time after "in" or "every".
var (
	enAtHour  = regexp.MustCompile(`\bat (\d{1,2})( ?(?:am|pm|a\.m\.|p\.m\.))?([ ,!?]|$)`)
	enAmount  = regexp.MustCompile(`\b(in|every|for) (\d{1,2}) (minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b`)
	enAtWord  = regexp.MustCompile(`\bat (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b( (?:past|to|after|before|of|till|thirty|fifteen|forty|twenty)\b)?`)
	enAmtWord = regexp.MustCompile(`\b(in|every|for) (an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b`)
)

// numWordsEn says the hour and the amounts in words: "at five", "in two hours".
func numWordsEn(s string) string {
	s = enAtHour.ReplaceAllStringFunc(s, func(m string) string {
		g := enAtHour.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[1])
		w, ok := enNumber(n)
		if !ok || n > 12 {
			return m
		}
		if g[2] != "" {
			w += " " + strings.TrimSpace(g[2])
		}
		return "at " + w + g[3]
	})
	return enAmount.ReplaceAllStringFunc(s, func(m string) string {
		g := enAmount.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[2])
		w, ok := enNumber(n)
		if !ok {
			return m
		}
		return g[1] + " " + w + " " + g[3]
	})
}

// numDigitsEn says in digits the numbers said in words.
func numDigitsEn(s string) string {
	digit := func(w string) string {
		for i, n := range enNumbers {
			if n == w {
				return strconv.Itoa(i)
			}
		}
		for n, x := range enAmounts {
			if x == w {
				return strconv.Itoa(n)
			}
		}
		return ""
	}
	s = enAtWord.ReplaceAllStringFunc(s, func(m string) string {
		if g := enAtWord.FindStringSubmatch(m); g[2] == "" {
			return "at " + digit(g[1])
		}
		return m // minutes said around the hour in words stay in words
	})
	return enAmtWord.ReplaceAllStringFunc(s, func(m string) string {
		g := enAmtWord.FindStringSubmatch(m)
		if g[2] == "a" || g[2] == "an" {
			return m
		}
		return g[1] + " " + digit(g[2]) + " " + g[3]
	})
}

// Hebrew hours are said in the feminine; amounts take the gender of what
// they count: minutes and hours feminine, days, weeks and months masculine.
var (
	heFeminine  = []string{"", "אחת", "שתיים", "שלוש", "ארבע", "חמש", "שש", "שבע", "שמונה", "תשע", "עשר", "אחת עשרה", "שתים עשרה"}
	heMasculine = []string{"", "אחד", "שניים", "שלושה", "ארבעה", "חמישה", "שישה", "שבעה", "שמונה", "תשעה", "עשרה"}
	// the dual: "שעתיים", not "שתי שעות".
	heDual = map[string]string{"שעות": "שעתיים", "ימים": "יומיים", "שבועות": "שבועיים", "חודשים": "חודשיים", "דקות": "שתי דקות"}
	heFem  = map[string]bool{"שעות": true, "דקות": true}
	// an hour after "ב": not a date ("ב-3 בינואר", "ב-24 לחודש") and
	// not a minute or a decimal.
	heAtHour = regexp.MustCompile(`(^|\s)ב-?(\d{1,2})(\s+\S+|$)`)
	heAmount = regexp.MustCompile(`(בעוד|עוד|כל) (\d{1,2}) (שעות|דקות|ימים|שבועות|חודשים)(\s|$)`)
	heMonth  = regexp.MustCompile(`^(ב|ל)(ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|חודש|חודש הבא)$|^בחודש|^לחודש|^בכל|^כל`)
)

// numWordsHe says the hour and the amounts in words: "בחמש", "בעוד שעתיים".
func numWordsHe(s string) string {
	if heMonthly.MatchString(s) {
		return s
	}
	s = heAtHour.ReplaceAllStringFunc(s, func(m string) string {
		g := heAtHour.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[2])
		if n < 1 || n > 12 || heMonth.MatchString(strings.TrimSpace(g[3])) {
			return m
		}
		return g[1] + "ב" + heFeminine[n] + g[3]
	})
	return heAmount.ReplaceAllStringFunc(s, func(m string) string {
		g := heAmount.FindStringSubmatch(m)
		n, _ := strconv.Atoi(g[2])
		switch {
		case n == 2:
			return g[1] + " " + heDual[g[3]] + g[4]
		case n >= 3 && n <= 10 && heFem[g[3]]:
			return g[1] + " " + heFeminine[n] + " " + g[3] + g[4]
		case n >= 3 && n <= 10:
			return g[1] + " " + heMasculine[n] + " " + g[3] + g[4]
		}
		return m
	})
}

var (
	heWordHour = regexp.MustCompile(`(^|\s)ב(אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)(\s+\S+|$)`)
	// words that say the minutes or the teens after an hour said in words
	heMinuteWord = regexp.MustCompile(`^(ו\S*|עשרה|עשרים|שלושים|ארבעים|חמישים|רבע|חצי|דקות|בדיוק)$`)
	// a month counted makes "ב-10" its day ("כל חודש ב-10")
	heMonthly  = regexp.MustCompile(`חודש|חודשי`)
	heWordAmt  = regexp.MustCompile(`(בעוד|עוד|כל) (שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|שלושה|ארבעה|חמישה|שישה|שבעה|תשעה|עשרה) (שעות|דקות|ימים|שבועות|חודשים)(\s|$)`)
	heWordDual = regexp.MustCompile(`(בעוד|עוד|כל) (שעתיים|יומיים|שבועיים|חודשיים)(\s|$)`)
)

// numDigitsHe says in digits the numbers said in words: "ב-5", "בעוד 2 שעות".
func numDigitsHe(s string) string {
	if heMonthly.MatchString(s) {
		return s
	}
	index := func(list []string, w string) int {
		for i, x := range list {
			if x == w && i > 0 {
				return i
			}
		}
		return 0
	}
	s = heWordHour.ReplaceAllStringFunc(s, func(m string) string {
		g := heWordHour.FindStringSubmatch(m)
		if heMinuteWord.MatchString(strings.TrimSpace(g[3])) {
			return m
		}
		return fmt.Sprintf("%sב-%d%s", g[1], index(heFeminine, g[2]), g[3])
	})
	s = heWordAmt.ReplaceAllStringFunc(s, func(m string) string {
		g := heWordAmt.FindStringSubmatch(m)
		n := index(heFeminine, g[2])
		if !heFem[g[3]] {
			n = index(heMasculine, g[2])
		}
		if n == 0 {
			return m // a gender that does not fit the word counted
		}
		return fmt.Sprintf("%s %d %s%s", g[1], n, g[3], g[4])
	})
	return heWordDual.ReplaceAllStringFunc(s, func(m string) string {
		g := heWordDual.FindStringSubmatch(m)
		unit := map[string]string{"שעתיים": "שעות", "יומיים": "ימים", "שבועיים": "שבועות", "חודשיים": "חודשים"}[g[2]]
		return g[1] + " 2 " + unit + g[3]
	})
}
