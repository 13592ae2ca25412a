package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDigestTimeSaid: the time the morning digest is sent, said in either
// language and to a man or a woman; the digest's own "morning" is no time
// ("the morning summary", "סיכום הבוקר"), and "to" an hour is at it.
func TestDigestTimeSaid(t *testing.T) {
	for text, hhmm := range map[string]string{
		"תעבירי את סיכום הבוקר לשמונה":         "08:00",
		"תעביר את סיכום הבוקר לשמונה בבקשה":    "08:00",
		"תעביר את סיכום הבוקר ל-7:30":          "07:30",
		"תזיזי את התדריך היומי לשבע":           "07:00",
		"תשלחי לי את הסיכום בשבע וחצי":         "07:30",
		"הסיכום היומי ב-7 במקום":               "07:00",
		"move the morning summary to 8":        "08:00",
		"move my daily digest to 7.30 pls":     "07:30",
		"send me the morning briefing at 6:45": "06:45",
		"daily summary at 6:45":                "06:45",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpSetDigestTime || s.Settings.DigestTime != hhmm {
			t.Errorf("%q: %s.%s %+v, want the digest at %s", text, s.Capability, s.Operation, s.Settings, hhmm)
		}
	}
	// The digest named with no time: asked, never the morning's hour.
	for _, text := range []string{"send me the morning summary", "תשלח לי את סיכום הבוקר"} {
		p, err := planErr(text)
		if err == nil && len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpSetDigestTime {
			t.Errorf("%q: set the digest to %s, want a question", text, p.Steps[0].Settings.DigestTime)
		}
	}
}

// TestBriefingWithItsDayIsNoSetting: the digest's time is changed by a
// request to change it ("set", "תעביר את הסיכום …") or said of every day;
// a briefing named with its day — today, tomorrow, a weekday, a date —
// and no such request is a thing on that day, never the setting.
func TestBriefingWithItsDayIsNoSetting(t *testing.T) {
	for _, text := range []string{
		"תדריך היום ב1930", "תדריך היום ב-19:30", "התדריך מחר ב-8", "תדריך ביום שלישי ב-9", "סיכום ב-12.2 ב-10",
		"briefing today at 7:30pm", "digest tomorrow at 8", "the summary today at 8", "briefing on friday at 9",
	} {
		p, err := planErr(text)
		if err == nil && len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpSetDigestTime {
			t.Errorf("%q: set the digest to %s, want a thing on its day", text, p.Steps[0].Settings.DigestTime)
		}
	}
	// Near misses: said of every day, or asked to change, it is the digest.
	for text, hhmm := range map[string]string{
		"הסיכום כל יום ב-7":                "07:00",
		"summary every day at 7":           "07:00",
		"תעביר את הסיכום ל-7":              "07:00",
		"set the morning briefing to 6:30": "06:30",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpSetDigestTime || s.Settings.DigestTime != hhmm {
			t.Errorf("%q: %s.%s %+v, want the digest at %s", text, s.Capability, s.Operation, s.Settings, hhmm)
		}
	}
}
