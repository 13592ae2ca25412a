package brain

import (
	"slices"
	"testing"
)

// A note's weekdays, by letter or by name, are found by a question that
// names the day another way; a letter that is no day (a grade) is not.
func TestDayTerms(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"אמא לוקחת קומדין 5 מ\"ג בימים א' ג' ה', ו-2.5 מ\"ג בשאר הימים", []string{"zzday0", "zzday2", "zzday4"}},
		{"החוג של נועה ביום ד׳", []string{"zzday3"}},
		{"the bins go out every Tuesday", []string{"zzday2"}},
		{"כמה קומדין היא לוקחת ביום שלישי?", []string{"zzday2"}},
		// near misses: a grade, a letter alone, a word that holds a day's letters
		{"מוריה בכיתה ג'", nil},
		{"הסיסמה היא ג' ואז 5", nil},
		{"סעיף א' ב' בחוזה", nil},
		{"the sun is out", nil},
	}
	for _, c := range cases {
		if got := dayTerms(c.text); !slices.Equal(got, c.want) {
			t.Errorf("dayTerms(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// A question that names its day takes the day's mark in place of "יום".
func TestAskedDays(t *testing.T) {
	got := askedGroups("כמה קומדין היא לוקחת ביום שלישי?")
	if len(got) != 3 || !slices.Contains(got[2], "zzday2") {
		t.Errorf("asked groups = %v, want three with the day marked", got)
	}
	got = askedGroups("מה אמא לוקחת ביום ג'?")
	if !slices.ContainsFunc(got, func(g []string) bool { return slices.Contains(g, "zzday2") }) {
		t.Errorf("asked groups = %v, want the letter day marked", got)
	}
	got = askedGroups("מה יש ביום הולדת של דנה")
	if slices.ContainsFunc(got, func(g []string) bool { return slices.Contains(g, "zzday2") }) {
		t.Errorf("asked groups = %v, want no day", got)
	}
}
