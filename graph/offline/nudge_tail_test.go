package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestNudgeSaidOtherwise: a nudge whose end is said before its thing
// ("תנדנדי לי עד שאני עושה את זה לחתום …"), after it with no interval
// ("תציק לי להתחיל לכתוב … עד שאני מתחיל"), as a deed told in the past
// ("עד שאגיד ששתיתי"), or after a reminder said whole ("remind me at 5pm
// to …, nag me till i confirm") is a nudge about the thing alone, from the
// reminder's time when one is said; a nag until something that is no deed
// of the user's is declined.
// nudgeMade plans text and checks it makes one nudge titled title every
// every; the draft, and whether one nudge was made at all.
func nudgeMade(t *testing.T, text, title string, every time.Duration) (memo.TaskDraft, bool) {
	t.Helper()
	s := plan(t, text).Steps[0]
	if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
		t.Errorf("%q: %s.%s; want one nudge", text, s.Capability, s.Operation)
		return memo.TaskDraft{}, false
	}
	d := s.Tasks.Drafts[0]
	if d.Text != title || d.Recurrence == nil || d.Recurrence.Type != memo.RecurNudge || d.Recurrence.Interval != every {
		t.Errorf("%q: %q %+v; want %q every %v", text, d.Text, d.Recurrence, title, every)
	}
	return d, true
}

func TestNudgeSaidOtherwise(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		every       time.Duration
		from        *time.Time
	}{
		{"תנדנדי לי עד שאני עושה את זה לחתום לנועה על הטופס לטיול", "לחתום לנועה על הטופס לטיול", time.Hour, nil},
		{"תציק לי עד שאעשה את זה להתקשר לבנק", "להתקשר לבנק", time.Hour, nil},
		{"תציקי לי כל חצי שעה עד שאני מסיימת את זה לקפל כביסה", "לקפל כביסה", 30 * time.Minute, nil},
		{"nag me until i do it: sign the form", "sign the form", time.Hour, nil},
		{"bug me every 15 min until i do it - call the bank", "call the bank", 15 * time.Minute, nil},
		{"תציק לי להתחיל לכתוב את הסמינריון עד שאני מתחיל", "להתחיל לכתוב את הסמינריון", time.Hour, nil},
		{"תנדנדי לי לשלם את החשבון עד שאשלם", "לשלם את החשבון", time.Hour, nil},
		{"תנדנד לי להחזיר את הספר לספרייה עד שאעשה את זה", "להחזיר את הספר לספרייה", time.Hour, nil},
		{"nudge me to call the bank until i confirm", "call the bank", time.Hour, nil},
		{"תציק לי כל חצי שעה לשתות מים עד שאגיד ששתיתי", "לשתות מים", 30 * time.Minute, nil},
		{"תציקי לי כל שעה לעשות כביסה עד שאגיד לך שעשיתי", "לעשות כביסה", time.Hour, nil},
		{"nag me every 20 minutes to stretch until i say i did it", "stretch", 20 * time.Minute, nil},
		{"remind me at 8 tonight to transfer money for the class trip and keep bugging me till i do it", "transfer money for the class trip", time.Hour, at(20, 20, 0)},
		{"remind me at 5pm to back up the hard drive, nag me till i confirm", "back up the hard drive", time.Hour, at(20, 17, 0)},
		{"remind me tomorrow at 9 to send the form and nag me every 30 min until i tell you it's done", "send the form", 30 * time.Minute, at(21, 9, 0)},
		{"תזכיר לי ב-8 בערב להעביר כסף ותציק לי עד שאעשה את זה", "להעביר כסף", time.Hour, at(20, 20, 0)},
		// A day with no hour: from the day's usual start, which the reply names.
		{"remind me tomorrow to pay rent and nag me till it's done", "pay rent", time.Hour, at(21, 9, 0)},
		{"nag me every hour on friday to pay rent", "pay rent", time.Hour, at(23, 9, 0)},
		{"תזכיר לי מחר לשלם שכר דירה ותנדנד לי עד שאעשה את זה", "לשלם שכר דירה", time.Hour, at(21, 9, 0)},
		{"תזכירי לי מחר בתשע לשלוח את הטופס, ותנדנדי לי כל רבע שעה עד שאסיים", "לשלוח את הטופס", 15 * time.Minute, at(21, 9, 0)},
	} {
		d, ok := nudgeMade(t, tt.text, tt.title, tt.every)
		if !ok {
			continue
		}
		if tt.from != nil && (d.DueDate == nil || !d.DueDate.Equal(*tt.from)) {
			t.Errorf("%q: from %v; want %v", tt.text, d.DueDate, *tt.from)
		}
	}
	for _, text := range []string{
		"remind me at 5 to call mom and nag me until the package arrives",
		"תזכיר לי ב-5 להתקשר לאמא ותציק לי עד שהחבילה תגיע",
		"תציק לי להתקשר לאמא עד שהיא עונה",
		"תזכיר לי בשש לקחת תרופה ותציק לי עד שאמא תתקשר",
		"תציק לי עד שאמא תתקשר",
		"תציק לי כל שעה עד שאבא יחזור הביתה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text != "" {
			t.Errorf("%q: %+v; want it declined", text, s.Tasks.Drafts[0])
		}
	}
}
