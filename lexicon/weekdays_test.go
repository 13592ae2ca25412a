package lexicon_test

import (
	"testing"

	"github.com/memo-assistant/memo/lexicon"
)

func TestWeekday(t *testing.T) {
	for _, c := range []struct {
		word string
		day  int
		form lexicon.WeekdayForm
	}{
		{"sunday", 0, lexicon.WeekdayFull}, {"wensday", 3, lexicon.WeekdayFull}, {"saterday", 6, lexicon.WeekdayFull},
		{"tues", 2, lexicon.WeekdayAbbr}, {"thurs", 4, lexicon.WeekdayAbbr}, {"fri", 5, lexicon.WeekdayAbbr},
		{"sun", 0, lexicon.WeekdayWeak}, {"wed", 3, lexicon.WeekdayWeak}, {"sat", 6, lexicon.WeekdayWeak},
	} {
		if d, f := lexicon.EnWeekday(c.word); d != c.day || f != c.form {
			t.Errorf("EnWeekday(%q) = %d %d, want %d %d", c.word, d, f, c.day, c.form)
		}
		if d, ok := lexicon.Weekday(c.word); !ok || d != c.day {
			t.Errorf("Weekday(%q) = %d %v, want %d", c.word, d, ok, c.day)
		}
	}
	for w, want := range map[string]int{"ראשון": 0, "שלישי": 2, "שישי": 5, "שבת": 6} {
		if d, ok := lexicon.HeWeekday(w); !ok || d != want {
			t.Errorf("HeWeekday(%q) = %d %v, want %d", w, d, ok, want)
		}
		if d, ok := lexicon.Weekday(w); !ok || d != want {
			t.Errorf("Weekday(%q) = %d %v, want %d", w, d, ok, want)
		}
	}
	for w, want := range map[string]int{"א'": 0, "ג'": 2, "ש": 6} {
		if d, ok := lexicon.HeWeekdayLetter(w); !ok || d != want {
			t.Errorf("HeWeekdayLetter(%q) = %d %v, want %d", w, d, ok, want)
		}
	}
	// Near-misses: words that look like days and are not, and prefixed
	// Hebrew days (the caller peels the prefix).
	for _, w := range []string{"", "monday's", "mo", "today", "weekend", "Friday", "בשלישי", "יום", "שנייה", "satisfied"} {
		if d, ok := lexicon.Weekday(w); ok {
			t.Errorf("Weekday(%q) = %d, want none", w, d)
		}
	}
	if d, ok := lexicon.HeWeekdayLetter("ז'"); ok {
		t.Errorf("HeWeekdayLetter(ז') = %d, want none", d)
	}
}
