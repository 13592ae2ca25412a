package timeparse_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// benchMix is a representative mix of messages: times, dates, relative
// times, ranges and weekdays in both languages, and texts with none.
var benchMix = []string{
	"remind me tomorrow to call mom about the insurance papers at 9",
	"תזכיר לי מחר בשמונה וחצי בערב לקנות חלב ולחם לשבת",
	"buy 2 milks, bread, eggs and a jar of honey for the weekend",
	"dentist on Friday 13.3 at 10:30",
	"meeting next Monday 2-3pm with the design team",
	"פגישה עם דני ביום שני הבא מ-9 עד 11",
	"in 2.5 hours check the oven",
	"בעוד שעה וחצי להוציא את הכביסה",
	"call the bank at a quarter to six",
	"רבע לשבע לאסוף את הילדים מהגן",
	"pay rent by the end of the month",
	"what did I have yesterday afternoon?",
	"wake me at 6 for the flight",
	"ב-15 בחודש הבא לשלם ארנונה",
	"send the report Dec 3rd 2026 at 0945",
	"add 3/4 cup of sugar and 1.5 liters of milk to the list",
}

func BenchmarkParse(b *testing.B) {
	loc := jerusalem(b)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	for _, bc := range []struct{ name, text string }{
		{"en", benchMix[0]},
		{"he", benchMix[1]},
		{"none", benchMix[2]},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := timeparse.Parse(bc.text, now, loc); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	// mix: one op is one Parse of the next message of benchMix.
	b.Run("mix", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			_, _, _ = timeparse.Parse(benchMix[i%len(benchMix)], now, loc)
			i++
		}
	})
}

// BenchmarkParseLong parses long runs of words that start expressions, to
// show the grammar stays linear in the length of the text.
func BenchmarkParseLong(b *testing.B) {
	loc := jerusalem(b)
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, loc)
	for _, w := range []string{"on the ", "later ", "first thing ", "a week from ", "ב-", "9 or ", "9:00 "} {
		text := strings.Repeat(w, 2000)
		b.Run(strings.TrimSpace(w), func(b *testing.B) {
			for b.Loop() {
				_, _, _ = timeparse.Parse(text, now, loc)
			}
		})
	}
}
