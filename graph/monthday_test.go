package graph

import (
	"testing"
	"time"
)

// TestMonthDayAnswer: an answer to "when next month?" that opens with a day
// ("the 15th at 9", "ב-15 בתשע") is read on that day of the month asked
// about; an hour ("9 am", "9:30") or a day the month has not is left alone.
func TestMonthDayAnswer(t *testing.T) {
	jan := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	feb := time.Date(2027, 2, 1, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		text  string
		first time.Time
		want  string
	}{
		{"the 15th at 9", jan, "15.1.2027 at 9"},
		{"15th", jan, "15.1.2027"},
		{"on the 3rd, 5pm", jan, "3.1.2027 5pm"},
		{"ב-15 בתשע", jan, "15.1.2027 בתשע"},
		{"ה-20 ב-17", jan, "20.1.2027 ב-17"},
		{"ב15 לחודש ב-9", jan, "15.1.2027 ב-9"},
	} {
		if got, ok := monthDayAnswer(tt.text, tt.first); !ok || got != tt.want {
			t.Errorf("%q: %q %v; want %q", tt.text, got, ok, tt.want)
		}
	}
	for _, text := range []string{"9 am", "9 בבוקר", "9:30", "15", "tomorrow at 9", "the 30th at 9"} {
		if got, ok := monthDayAnswer(text, feb); ok {
			t.Errorf("%q: %q; want it left alone", text, got)
		}
	}
}
