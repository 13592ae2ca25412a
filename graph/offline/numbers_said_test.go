package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNudgeCountInWords: a nudge's interval said in words, in Hebrew in
// either gender, is the interval said in digits ("כל עשר דקות" is "כל 10
// דקות"); a count of days or years is no nudge, and the words stay out of
// the title.
func TestNudgeCountInWords(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		every       time.Duration
	}{
		{"תזכיר לי כל עשר דקות להוציא את הכביסה", "להוציא את הכביסה", 10 * time.Minute},
		{"כל עשרה דקות תזכיר לי להפוך את הקציצות", "להפוך את הקציצות", 10 * time.Minute},
		{"תציק לי כל חמש עשרה דקות לצאת", "לצאת", 15 * time.Minute},
		{"תזכירי לי כל שלוש שעות לשתות מים", "לשתות מים", 3 * time.Hour},
		{"תנדנד לי כל ארבעים דקות לבדוק את התנור", "לבדוק את התנור", 40 * time.Minute},
		{"remind me every ten minutes to take out the laundry", "take out the laundry", 10 * time.Minute},
		{"nag me every seven minutes to stir the soup", "stir the soup", 7 * time.Minute},
		{"remind me every forty five minutes to stretch", "stretch", 45 * time.Minute},
		{"remind me every twelve hours to take the antibiotic", "take the antibiotic", 12 * time.Hour},
		{"תציקי לי כל עשר דקות עד שאקנה חלב", "לקנות חלב", 10 * time.Minute},
		{"תנדנד לי כל שלוש שעות עד שאשלח את הדוח", "לשלוח את הדוח", 3 * time.Hour},
		{"nag me every ten minutes until i buy milk", "buy milk", 10 * time.Minute},
	} {
		nudgeMade(t, tt.text, tt.title, tt.every)
	}
	// Near misses: days, weeks and years are no nudge.
	for _, text := range []string{
		"תזכיר לי כל שלושה ימים להשקות את העציצים",
		"תזכיר לי כל עשרים שנה לחדש דרכון",
		"remind me every three days to water the plants",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Recurrence != nil && s.Tasks.Drafts[0].Recurrence.Type == memo.RecurNudge {
				t.Errorf("%q: read as a nudge", text)
			}
		}
	}
}

// TestMonthlyHourNotDay: "כל חודש ב-10 בערב" says an hour, not the 10th:
// which day of the month is asked; a day said with "לחודש", or with its
// part of the day apart, stays the day.
func TestMonthlyHourNotDay(t *testing.T) {
	for _, text := range []string{
		"כל חודש ב-10 בערב תזכיר לי לשלם את החשבון",
		"תזכיר לי כל חודש ב8 בבוקר לשלם לגן",
	} {
		if _, err := planErr(text); err == nil {
			t.Errorf("%q: planned; want the day of the month asked", text)
		} else if why, _ := memo.WhyOf(err); why != memo.WhyMonthWhichDay {
			t.Errorf("%q: %v; want the day of the month asked", text, err)
		}
	}
	for text, day := range map[string]int{
		"כל חודש ב-10 לחודש בבוקר תזכיר לי לשלם את החשבון": 10,
		"תזכיר לי כל חודש ב-10 לשלם את החשבון":             10,
		"כל חודש ב-10 תזכיר לי בבוקר לשלם את החשבון":       10,
		"ב-15 לכל חודש ב-8 בבוקר תזכיר לי לשלם ארנונה":     15,
	} {
		s := plan(t, text).Steps[0]
		if s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.DayOfMonth != day {
			t.Errorf("%q: %+v; want monthly on the %d", text, s, day)
		}
	}
}
