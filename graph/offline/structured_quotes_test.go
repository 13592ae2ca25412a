package offline

import (
	"slices"
	"testing"
)

// TestQuotedSpans: quote marks of every kind open a span; the Hebrew
// gershayim and geresh inside a word, and the English apostrophe, quote
// nothing.
func TestQuotedSpans(t *testing.T) {
	for in, want := range map[string][]string{
		`Add a task: "Renew passport" (no date).`:                 {"Renew passport"},
		`list “Books to read” and „Emma“`:                         {"Books to read", "Emma"},
		`תוסיף ״ספרים לקרוא״`:                                     {"ספרים לקרוא"},
		`call 'Dana' now`:                                         {"Dana"},
		`add: "Gödel, Escher, Bach" and "The Mythical Man-Month"`: {"Gödel, Escher, Bach", "The Mythical Man-Month"},
		// Near misses: no quote.
		`תדריך מ"מים מחר 0630 בחמ"ל, תכניס ליומן`:  nil,
		`יום שישי 1400 ישיבת מפ"ל עם הסמ"פ במפקדה`: nil,
		`להעביר דו"ח כוננות למג"ד`:                 nil,
		`שמלה ירוקה, עקבים כסופים, קלאץ' 💚`:        nil,
		`don't forget the kids' toys`:              nil,
		`קומבוצ'ה, ג'ינס ו'גרנולה`:                 nil,
		`he said " hi " to me`:                     nil,
		`the 12" pizza and the 14" one`:            nil,
	} {
		var got []string
		for _, q := range quotedSpans(in) {
			got = append(got, q.text)
		}
		if !slices.Equal(got, want) {
			t.Errorf("quotedSpans(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadStructured: what a form-like request is read as; a message
// with no quote, field or note is left to the grammar as it is.
func TestReadStructured(t *testing.T) {
	for in, want := range map[string]string{
		`Please create a calendar event: "Sprint planning", 2026-12-07 (Monday), 09:30–10:30, location: Meeting room B (3rd floor).`: "Please create a calendar event: Sprint planning, Monday 2026-12-07, 09:30–10:30",
		`Create an event "Dentist appointment" on 2026-12-10 at 14:00 (duration: 45 minutes).`:                                       "Create an event Dentist appointment on 2026-12-10 at 14:00 for 45 minutes .",
		`Please remember this fact: my bicycle lock code is 4471. (It is a 4-digit code.)`:                                           "Please remember: my bicycle lock code is 4471.",
		`Create a repeating reminder: "Water the plants", every 3 days, at 08:00`:                                                    "Create a reminder: Water the plants, every 3 days, at 08:00",
		`תפתחי לי רשימה "קניות לגן" ותוסיפי: צבעי גואש, דבק פלסטי`:                                                                   "רשימה חדשה קניות לגן: צבעי גואש, דבק פלסטי",
		`Remind me on 7.12.2026 (יום שני) at 9 to call`:                                                                              "Remind me on ביום שני 7.12.2026 at 9 to call",
		// Left alone: the parentheses belong to the items or the title.
		`Add to my shopping list: oat milk (1 L), rice (2 kg), bananas (6).`: "",
		`meeting (3rd floor) tomorrow at 9`:                                  "",
		`only one reminder, not repeating`:                                   "",
		`remind me about the dentist (no date)`:                              "remind me about the dentist",
		`תדריך מ"מים מחר 0630 בחמ"ל, תכניס ליומן`:                            "",
		`Remind me on 2026-12-07 (Mum's birthday) to call`:                   "",
	} {
		s, ok := readStructured(in)
		if !ok {
			s.text = ""
		}
		if s.text != want {
			t.Errorf("readStructured(%q) = %q, want %q", in, s.text, want)
		}
	}
}
