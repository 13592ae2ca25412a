package offline_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestAnchoredLead: a reminder counted from an event told in the same
// message, with a thing to do of its own, is that thing at the event's
// time less the lead ("the day before" keeps the event's hour, or the
// day's usual hour for a day-long one), the event made beside it; "right
// after it" counts from an end the message says. Said with no thing to
// do, the lead is the event's alert, but before a day with no hour a
// reminder at the day's usual hour. An event with only its start has no
// end to count "after it" from, a lead in hours from a day-long event has
// no hour, and a moment passed is refused.
func TestAnchoredLead(t *testing.T) {
	for _, tt := range []struct {
		text  string
		event string // the event made beside the reminder, if any
		title string
		due   time.Time
	}{
		{"יום הולדת לאבי ב-25 לינואר, תזכיר לי יום לפני להזמין לו עוגה", "יום הולדת לאבי", "להזמין לו עוגה", *at(24, 9, 0)},
		{"dentist on friday at 10, remind me the day before to bring the referral", "dentist", "bring the referral", *at(22, 10, 0)},
		{"יום הולדת לאבא ב-25 לינואר, תזכיר לי יום לפני", "יום הולדת לאבא", "יום הולדת לאבא", *at(24, 9, 0)},
		{"Mom's birthday on the 28th, remind me a week before", "Mom's birthday", "Mom's birthday", *at(21, 9, 0)},
		{"יום הולדת לאמא ב-28 לחודש ותזכיר לי שבוע לפני", "יום הולדת לאמא", "יום הולדת לאמא", *at(21, 9, 0)},
		{`מחר ב4 יש לי ראיון עם מועמד, ותזכיר לי שעה לפני לעבור על הקו"ח שלו`, "ראיון עם מועמד", `לעבור על הקו"ח שלו`, *at(21, 15, 0)},
		{"meeting tomorrow at 4 and remind me half an hour before to print the slides", "meeting", "print the slides", *at(21, 15, 30)},
		{"dentist on friday at 10, remind me the night before at 9 to floss", "dentist", "floss", *at(22, 21, 0)},
		{"תור לרופא ב-29 לינואר ב-8, תזכירי לי יומיים לפני להביא הפניה", "תור לרופא", "להביא הפניה", *at(27, 8, 0)},
		{"i have an exam on sunday, remind me the day before at 8pm to study", "", "study", *at(24, 20, 0)},
		{"יש deadline לפרויקט ב-29 לינואר, תזכיר לי יומיים לפני", "", "deadline לפרויקט", *at(27, 9, 0)},
		{"there's a deadline for the project on the 29th, remind me 2 days before", "", "deadline for the project", *at(27, 9, 0)},
		{"my shift ends at 3 tomorrow, remind me right after it to buy cat food", "", "buy cat food", *at(21, 15, 0)},
		{"my shift ends at 3 tomorrow, remind me an hour after it to call mom", "", "call mom", *at(21, 16, 0)},
		{"המשמרת שלי נגמרת מחר ב-3, תזכיר לי מיד אחרי זה לקנות אוכל לחתול", "", "לקנות אוכל לחתול", *at(21, 15, 0)},
		{"תספורת מחר ב-10 בבוקר ותזכיר לי רבע שעה לפני להכין את האוכל של מחר", "תספורת", "להכין את האוכל של מחר", *at(21, 9, 45)},
		{"remind me tomorrow at 9 before the meeting to print the slides", "", "print the slides before the meeting", *at(21, 9, 0)}, // the hour said wins
		{"תזכיר לי מחר ב-9 לפני הפגישה להדפיס את המצגת", "", "להדפיס את המצגת לפני הפגישה", *at(21, 9, 0)},
		{"remind me before Friday to pay", "", "pay", *at(22, 0, 0)}, // a deadline: the day before, the hour asked
		// The reminder's own hour, no thing to do: the thing told is its title.
		{"dentist on friday at 10, remind me the day before at 9", "dentist", "dentist", *at(22, 9, 0)},
		{"deadline for the feature on tuesday, remind me a day before at 9", "", "deadline for the feature", *at(26, 9, 0)},
		{"chem test on friday, remind me the night before", "", "chem test", *at(22, 20, 0)},
		{"call mom on sunday, remind me a day before", "", "call mom", *at(24, 9, 0)},
	} {
		p := plan(t, tt.text)
		task := p.Steps[len(p.Steps)-1]
		if task.Operation != memo.OpTaskCreate || len(task.Tasks.Drafts) != 1 || task.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %+v; want a reminder at %s", tt.text, p.Steps, tt.due)
			continue
		}
		d := task.Tasks.Drafts[0]
		if !d.DueDate.Equal(tt.due) || tt.title != "" && d.Text != tt.title || d.Lead != 0 && tt.title != "" {
			t.Errorf("%q: %q at %s (lead %s); want %q at %s", tt.text, d.Text, d.DueDate, d.Lead, tt.title, tt.due)
		}
		switch {
		case tt.event == "" && len(p.Steps) != 1:
			t.Errorf("%q: %d steps; want the reminder alone", tt.text, len(p.Steps))
		case tt.event != "" && (len(p.Steps) != 2 || p.Steps[0].Calendar == nil || p.Steps[0].Calendar.Drafts[0].Summary != tt.event):
			t.Errorf("%q: %+v; want the event %q first", tt.text, p.Steps[0], tt.event)
		}
	}
	// No thing to do: the event's alert, as before; a day with no hour
	// has none to count an alert from (above, at the day's usual hour).
	for _, text := range []string{"dentist on friday at 10, remind me the day before", "רופא שיניים ביום שישי ב-10 ותזכיר לי יום לפני"} {
		p := plan(t, text)
		if len(p.Steps) != 1 || p.Steps[0].Calendar == nil || p.Steps[0].Calendar.Drafts[0].ReminderMinutes == nil || *p.Steps[0].Calendar.Drafts[0].ReminderMinutes != 1440 {
			t.Errorf("%q: %+v; want the event with an alert a day before", text, p.Steps)
		}
	}
	// Near misses: no end to count from, no hour in a day-long event.
	for _, text := range []string{
		"meeting tomorrow at 4, remind me right after it to send the summary",
		"מחר ב-4 פגישה, תזכיר לי שעה אחרי זה לשלוח סיכום",
		"birthday party on the 25th, remind me an hour before to buy a gift",
		"it on tuesday, remind me a day before",
		"the thing we talked about on tuesday, remind me a day before at 9",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && s.Tasks.Drafts[0].DueDate != nil && !s.Tasks.NeedTime {
				t.Errorf("%q: a reminder at %s; want none guessed", text, s.Tasks.Drafts[0].DueDate)
			}
		}
	}
	// A request slipped in its spelling is no part of an event's title.
	for _, text := range []string{"תספורת מחר ב-18:30 ותזזכיר לי שעתיים לפני להשקות את העציצים", "פגישה עם דני מחר ב-10 וזתכיר לי רבע שעה לפני לשלוח מייל"} {
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 && strings.Contains(s.Calendar.Drafts[0].Summary, " לי") {
				t.Errorf("%q: an event titled %q", text, s.Calendar.Drafts[0].Summary)
			}
		}
	}
	// A lead whose moment has passed is refused.
	for _, text := range []string{"meeting today at 9:30, remind me an hour before to print the slides", "פגישה היום ב-9:30, תזכיר לי שעה לפני להדפיס"} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{Text: text, Now: now, Loc: jerusalem})
		if !errors.Is(err, offline.PastTime()) && (err == nil || err.Error() != offline.PastTime().Error()) {
			t.Errorf("%q: %v; want the time refused as passed", text, err)
		}
	}
}
