package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// reminderAt is a reminder's title and when it is due ("" for no time).
type reminderAt struct {
	title, due string
}

// checkReminder fails unless text plans one reminder titled want.title,
// due at want.due (Jerusalem time, "2006-01-02 15:04"; "" asks the hour).
func checkReminder(t *testing.T, text string, want reminderAt) {
	t.Helper()
	s := plan(t, text).Steps
	if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks == nil || len(s[0].Tasks.Drafts) != 1 {
		t.Errorf("%q: planned %+v, want a reminder %q", text, s, want.title)
		return
	}
	d := s[0].Tasks.Drafts[0]
	due := ""
	if d.DueDate != nil && !s[0].Tasks.NeedTime {
		due = d.DueDate.In(jerusalem).Format("2006-01-02 15:04")
	}
	if d.Text != want.title || due != want.due {
		t.Errorf("%q: reminder %q at %q, want %q at %q", text, d.Text, due, want.title, want.due)
	}
}

// TestRememberMeIsRemindMe: "תזכור אותי", "תזכרי אותי", "תזכרו אותי"
// (and "תזכיר אותי"), said for "תזכיר לי", ask for a reminder; no note
// ever begins with "אותי".
func TestRememberMeIsRemindMe(t *testing.T) {
	day := func(d int, hm string) string { return now.AddDate(0, 0, d).Format("2006-01-02") + " " + hm }
	sunday := now.AddDate(0, 0, (7-int(now.Weekday()))%7)
	if sunday.Weekday() != time.Sunday || !sunday.After(now) {
		sunday = sunday.AddDate(0, 0, 7)
	}
	for text, want := range map[string]reminderAt{
		"תזכרי אותי ביום ראשון בבוקר לקבוע תור לרופא שיניים": {"לקבוע תור לרופא שיניים", sunday.Format("2006-01-02") + " 09:00"},
		"תזכור אותי מחר ב-8 להתקשר לאמא":                     {"להתקשר לאמא", day(1, "08:00")},
		"תזכרו אותי מחר ב-10 לקחת תרופה":                     {"לקחת תרופה", day(1, "10:00")},
		"תזכיר אותי מחר ב-9 לשלם חשבון חשמל":                 {"לשלם חשבון חשמל", day(1, "09:00")},
		"היי תזכרי אותי לקנות חלב":                           {"לקנות חלב", ""},
	} {
		checkReminder(t, text, want)
	}
	for _, text := range []string{"תזכרי אותי ביום ראשון בבוקר לקבוע תור", "תזכור אותי", "תזכרי אותי ש", "תזכור אותי מחר"} {
		p := plan(t, text)
		if s, ok := memoryStep(t, p); ok && s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: stored a note %+v", text, s.Memory.Draft)
		}
	}
}

// TestTextingShorthandInTheHead: "rmnd" and "rmndr" for "remind" and
// "reminder", "tmw" for "tomorrow", and a "2" for "to" before a verb are
// read as what they stand for; a "2" before anything else stays a number.
func TestTextingShorthandInTheHead(t *testing.T) {
	day := func(d int, hm string) string { return now.AddDate(0, 0, d).Format("2006-01-02") + " " + hm }
	for text, want := range map[string]reminderAt{
		"remind me 2 call the plumber":                {"call the plumber", ""},
		"rmnd me tmrw 8am dentist 🦷":                  {"dentist", day(1, "08:00")},
		"rmnd me 2 call mom tmrw at 6pm":              {"call mom", day(1, "18:00")},
		"can u rmnd me 2 pay rent tmw at 9":           {"pay rent", day(1, "09:00")},
		"pls remind me 2 pick up the kids at 4":       {"pick up the kids", day(0, "16:00")},
		"remind me tmw at 9 to call mom":              {"call mom", day(1, "09:00")},
		"remnd me tomorrow at 9 to call mom":          {"call mom", day(1, "09:00")},
		"remind me in 2 hours to call mom":            {"call mom", now.Add(2 * time.Hour).In(jerusalem).Format("2006-01-02 15:04")},
		"remind me at 2 call mom":                     {"call mom", day(0, "14:00")},
		"i need 2 buy milk":                           {"buy milk", ""},
		"plz set a rmndr tmrw at 9 to call mom":       {"call mom", day(1, "09:00")},
		"can u pls rmnd me tmrw at 8 2 take my pills": {"take my pills", day(1, "08:00")},
		"will u remind me tmrw 2 buy bread":           {"buy bread", ""},
	} {
		checkReminder(t, text, want)
	}
	// "2 days before" is a lead, not "to days".
	for _, text := range []string{"remind me 2 days before", "add 2 eggs to my shopping list"} {
		for _, s := range plan(t, text, "shopping").Steps {
			if s.Tasks != nil {
				for _, d := range s.Tasks.Drafts {
					if d.Text != "" && d.Text[0] != '2' {
						t.Errorf("%q: a reminder %q", text, d.Text)
					}
				}
			}
			if s.Lists != nil && len(s.Lists.Items) > 0 && s.Lists.Items[0] != "2 eggs" {
				t.Errorf("%q: items %q", text, s.Lists.Items)
			}
		}
	}
}

// TestShortCommandWords: "remind me", "remember" and "weekday" texted
// short ("rmd me", "rmb", "wkday") are read as the words; a title that
// keeps one is not claimed.
func TestShortCommandWords(t *testing.T) {
	for text, want := range map[string]string{
		"rmd me every wkday 9:15 chk HSI open": "chk HSI open",
		"rmd me tmr 9am call mom":              "call mom",
		"rmnd me tmr 9am call mom":             "call mom",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, want)
		}
	}
	if s := plan(t, "rmd me every wkday 9:15 chk HSI open").Steps[0]; s.Tasks.Drafts[0].Recurrence == nil {
		t.Errorf("every wkday: no repetition")
	}
	if s := plan(t, "rmb Alan Wong's wife is Cindy").Steps[0]; s.Operation != memo.OpMemoryStore {
		t.Errorf("rmb: %s; want a note kept", s.Operation)
	}
	// Near miss: "rmd" in a name is no command.
	if s := plan(t, "buy RMD shoes tomorrow at 5").Steps[0]; s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].Text == "buy shoes" {
		t.Errorf("RMD shoes: the name lost")
	}
}
