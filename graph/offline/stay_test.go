package offline

import (
	"testing"
	"time"
)

// TestReadStay: stays and returns home said in both languages; what only
// looks like one is not.
func TestReadStay(t *testing.T) {
	jlm, _ := time.LoadLocation("Asia/Jerusalem")
	now := time.Date(2026, 12, 1, 10, 40, 0, 0, jlm) // a Tuesday
	london, _ := time.LoadLocation("Europe/London")
	ny, _ := time.LoadLocation("America/New_York")
	bkk, _ := time.LoadLocation("Asia/Bangkok")
	tests := []struct {
		text  string
		zone  string
		until time.Time
		back  bool
	}{
		{"I'm in London until Friday", "Europe/London", time.Date(2026, 12, 4, 23, 59, 0, 0, london), false},
		{"im in london till friday", "Europe/London", time.Date(2026, 12, 4, 23, 59, 0, 0, london), false},
		{"I'm in New York this week", "America/New_York", time.Date(2026, 12, 5, 23, 59, 0, 0, ny), false},
		{"i'm in NYC for a week", "America/New_York", time.Date(2026, 12, 8, 23, 59, 0, 0, ny), false},
		{"switch me to New York time", "America/New_York", time.Time{}, false},
		{"change my time zone to London", "Europe/London", time.Time{}, false},
		{"my timezone is Bangkok", "Asia/Bangkok", time.Time{}, false},
		{"תעביר אותי לשעון ניו יורק", "America/New_York", time.Time{}, false},
		{"אני בלונדון עד יום שישי", "Europe/London", time.Date(2026, 12, 4, 23, 59, 0, 0, london), false},
		{"אני נמצא בבנגקוק השבוע", "Asia/Bangkok", time.Date(2026, 12, 5, 23, 59, 0, 0, bkk), false},
		{"אני בתאילנד לשבועיים", "Asia/Bangkok", time.Date(2026, 12, 15, 23, 59, 0, 0, bkk), false},
		{"תשנה את אזור הזמן ללונדון", "Europe/London", time.Time{}, false},
		{"I'm back home", "", time.Time{}, true},
		{"חזרתי הביתה", "", time.Time{}, true},
		{"חזרתי לארץ", "", time.Time{}, true},
	}
	for _, tt := range tests {
		s, ok := readStay(tt.text, now, jlm)
		if !ok || s.Zone != tt.zone || s.Back != tt.back || (s.Until == nil) != tt.until.IsZero() || s.Until != nil && !s.Until.Equal(tt.until) {
			t.Errorf("%q: %+v %v, want zone %s until %v back %v", tt.text, s, ok, tt.zone, tt.until, tt.back)
		}
	}
	for _, text := range []string{"I'm in a meeting until 5", "I'm in the office", "i'm in london with dana, remind me to call her", "אני בפגישה עד 5",
		"I'm in London until yesterday", "remember that I'm in London", "I'm at home", "switch the lights to london", "I'm in Russia"} {
		if s, ok := readStay(text, now, jlm); ok {
			t.Errorf("%q read as %+v", text, s)
		}
	}
}
