package timeparse_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func TestTimeWords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"tomorrow 9 dentist", []string{"9"}},
		{"in 5 minutes and tomorrow", []string{"tomorrow"}},
		{"remind me at 6pm to pick up the kids", nil},
		{"good morning, add milk", nil},
		{"בוקר טוב תוסיף חלב", nil},
		{"buy 2 milks", nil},
		{"call mom before tomorrow", []string{"before"}},
		{"call mom at 9.30", nil}, // a time Parse reads
		{"buy 1.30 kilo", []string{}},
		{"room 101", nil},
		{"remind me in a bit", nil}, // a time Parse reads: soon, the hour not said
		{"next week", []string{"week"}},
		{"שבוע הבא", []string{"שבוע"}},
		{"מחר 9 רופא", nil}, // a note: the day, its hour, the thing
		{"מחר 9 עוגות", []string{"9"}},
		{"at 1930", nil},
		{"ביום שני", nil},
		{"in 5 minutes then at 7:30", []string{"7:30"}},
		{"you may go", nil},
		{"see you later", nil},
		{"every Monday from tomorrow", []string{"Monday", "from"}},
		{"next month", []string{"month"}},
		{"pick up the dry cleaning before 6", []string{"before", "6"}},
		{"sat at 7", nil},
		{"I sat down", nil},
		{"call me at 9 or 10", []string{"9"}},
		{"תזכיר לי לשבת", nil},
		{"in 5 minutes and on Wensday", []string{"Wensday"}},
		{"מחר ובשבוע הבא", []string{"ובשבוע"}},
		{"call at 5 and at 7", []string{"7"}},
		{"lunch tmrw, dinner yesterday", []string{"yesterday"}},
		{"ring me around noon or so", nil},
		{"דני ביום הולדת", []string{"ביום"}},
		{"תשלום עד סוף החודש ובתחילת החודש", []string{"ובתחילת", "החודש"}},
		{"buy 3 eggs tomorrow and 2 mins", []string{"mins"}},
		{"meeting 9-11", []string{"9-11"}},
		{"call 054-1234567", nil},
	} {
		t.Run(tc.text, func(t *testing.T) {
			var got []string
			for _, s := range timeparse.TimeWords(tc.text) {
				got = append(got, tc.text[s[0]:s[1]])
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("TimeWords = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestResultTimeWords(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	text := "dentist tomorrow 9 and Friday"
	r, found, err := timeparse.Parse(text, now, loc)
	if err != nil || !found {
		t.Fatalf("found %v, err %v", found, err)
	}
	var got []string
	for _, s := range r.TimeWords(text) {
		got = append(got, text[s[0]:s[1]])
	}
	if strings.Join(got, "|") != "Friday" {
		t.Errorf("TimeWords = %q, want [Friday]", got)
	}
	if all := (timeparse.Result{}).TimeWords(text); len(all) != 3 {
		t.Errorf("TimeWords with no spans = %v, want tomorrow, 9 and Friday", all)
	}
}

// TestTriggers checks that scan's shortcut skips no token where a piece
// of a time expression starts, over every text of the tables.
func TestTriggers(t *testing.T) {
	var texts []string
	for _, r := range rows {
		texts = append(texts, r.text)
	}
	for _, rs := range classes() {
		for _, r := range rs {
			texts = append(texts, r.text)
		}
	}
	texts = append(texts, benchMix...)
	for _, text := range texts {
		if err := timeparse.CheckTriggers(text); err != nil {
			t.Error(err)
		}
	}
}
