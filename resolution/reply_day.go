package resolution

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// A choice answered by the day of the option meant: "the friday one",
// "friday", "the one on friday", "של שישי", "זה ביום חמישי". Options carry
// their time; the one option on that weekday is picked. Said of several,
// or of none, it picks nothing and the reply is read another way.

// dayReplyFiller are the words said around the day that pick nothing.
var dayReplyFiller = map[string]bool{
	"the": true, "one": true, "on": true, "that": true, "this": true, "its": true, "it's": true, "is": true, "day": true,
	"של": true, "יום": true, "ביום": true, "זה": true, "זאת": true, "אחד": true, "אחת": true, "ה": true, "הזה": true, "הזאת": true,
}

// pickByDay picks the one option on the weekday the reply names, and
// reports whether it did.
func pickByDay(text string, p memo.Pending) (int, bool) {
	day := -1
	for _, w := range strings.Fields(Normalize(text)) {
		w = strings.Trim(w, ".,!?")
		if dayReplyFiller[w] {
			continue
		}
		d, ok := lexicon.Weekday(w)
		if !ok {
			for _, prefix := range []string{"ב", "ה", "של", "מ", "ל"} {
				if rest, cut := strings.CutPrefix(w, prefix); cut {
					if d, ok = lexicon.HeWeekday(rest); ok {
						break
					}
				}
			}
		}
		if !ok || day >= 0 && d != day {
			return 0, false
		}
		day = d
	}
	if day < 0 {
		return 0, false
	}
	pick := 0
	for i, o := range p.Options {
		if o.When == nil || int(o.When.Weekday()) != day {
			continue
		}
		if pick > 0 {
			return 0, false // two on that day: which is still the question
		}
		pick = i + 1
	}
	return pick, pick > 0
}
