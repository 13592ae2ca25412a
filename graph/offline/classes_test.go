package offline_test

import (
	"fmt"
	"time"

	"testing"

	"github.com/memo-assistant/memo"
)

// TestTellMeWithTheTimeFirst: a verb that asks to be told, with the time
// (or a repetition) before the infinitive, is a reminder of what follows;
// with a question word, or no infinitive after the time, it is no
// reminder, and never one titled with the verb.
func TestTellMeWithTheTimeFirst(t *testing.T) {
	for text, title := range map[string]string{
		"tell me at 6 to leave for the airport":                "leave for the airport",
		"oh and let me know in 10 minutes to check the oven":   "check the oven",
		"text me tomorrow at quarter to 6 pm to buy roses":     "buy roses",
		"textme at 5 to grab the kids":                         "grab the kids",
		"tell me every other tuesday at 9 to water the plants": "water the plants",
		"ותגיד לי ב-6 לצאת לשדה":                               "לצאת לשדה",
		"תגידי לי מחר ברבע לשש בערב להאכיל את החתול":           "להאכיל את החתול",
		"תודיעלי בעוד שעה להוציא את הכביסה":                    "להוציא את הכביסה",
		"תודיע לי כל יום ראשון ב-8 לשים זבל":                   "לשים זבל",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s %+v; want a reminder %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	for _, text := range []string{
		"tell me tomorrow what the weather is", "tell me at 6 how to get there", "let me know at 5 if Dana called",
		"תגיד לי מחר מה מזג האוויר", "תגיד לי ב-6 תור לרופא", "תודיע לי מחר מתי להתקשר",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s.%s %+v; want no reminder or event", text, s.Capability, s.Operation, s)
			}
		}
	}
}

// TestDayQuestionByItsNoun: a day or a week asked about by its noun, with
// no time, is today or this week; "how busy am I" asks about a span.
func TestDayQuestionByItsNoun(t *testing.T) {
	day := func(d int) string { return now.AddDate(0, 0, d).Format("2006-01-02") }
	for text, span := range map[string][2]string{
		"whats my day look like":          {day(0), day(1)},
		"what does my schedule look like": {day(0), day(1)},
		"how's my day":                    {day(0), day(1)},
		"איך נראה הלו\"ז שלי":             {day(0), day(1)},
		"how busy am i tomorrow":          {day(1), day(2)},
		"כמה אני עמוסה מחר":               {day(1), day(2)},
	} {
		p := plan(t, text)
		var ev *memo.Step
		for i, s := range p.Steps {
			if s.Operation == memo.OpEventGetEvents {
				ev = &p.Steps[i]
			}
		}
		if ev == nil || ev.Calendar.From.Format("2006-01-02") != span[0] || ev.Calendar.To.Format("2006-01-02") != span[1] {
			t.Errorf("%q: %+v; want the events of %s", text, p.Steps, span[0])
		}
	}
	for _, text := range []string{"how's my week looking", "how does my week look", "how busy am i next week", "כמה אני עמוס בשבוע הבא"} {
		p := plan(t, text)
		last := p.Steps[len(p.Steps)-1]
		if last.Operation != memo.OpEventGetEvents || last.Calendar.To.Sub(*last.Calendar.From).Hours() < 48 {
			t.Errorf("%q: %+v; want the events of a week", text, p.Steps)
		}
	}
}

// TestListForADayIsNoList: "my list for tomorrow" says when, and names no
// list: no list is made or added to under that name; "הרשימה שלי" is
// "my list", and "שלי" is no item.
func TestListForADayIsNoList(t *testing.T) {
	for _, text := range []string{`put "call insurance" on my list for tomorrow`, "add call insurance to my list for tomorrow", "תוסיף לרשימה שלי למחר להתקשר לביטוח",
		"put feed store run on my list for saturday mornin", "add eggs to my list for friday"} {
		for _, s := range plan(t, text).Steps {
			if s.Capability == memo.CapLists {
				t.Errorf("%q: %s %+v; want no list step", text, s.Operation, s.Lists)
			}
		}
	}
	if s := plan(t, "put eggs on my list for the party").Steps[0]; s.Operation != memo.OpListAdd {
		t.Errorf("my list for the party: %s", s.Operation)
	}
	if s := plan(t, "תוסיף לרשימה שלי חלב וביצים").Steps[0]; s.Operation != memo.OpListAdd || len(s.Lists.Items) != 2 || s.Lists.Items[0] != "חלב" {
		t.Errorf("my list: %+v", s.Lists)
	}
}

// TestRecurringEventStartingNextWeek: "starting next week" said of a
// repeating event starts it then and stays out of its title.
func TestRecurringEventStartingNextWeek(t *testing.T) {
	for text, summary := range map[string]string{
		"meeting with the team every tuesday at 11 starting next week": "meeting with the team",
		"פגישת צוות כל יום שלישי ב-11 החל משבוע הבא":                   "פגישת צוות",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreateRecurring || len(s.Calendar.Drafts) != 1 {
			t.Fatalf("%q: %s %+v", text, s.Operation, s.Calendar)
		}
		d := s.Calendar.Drafts[0]
		// Now is Tuesday 20 January: next week's Tuesday is the 27th.
		if d.Summary != summary || d.Start.Day() != 27 || d.Start.Hour() != 11 {
			t.Errorf("%q: %q from %s; want %q from Tue 27 Jan at 11:00", text, d.Summary, d.Start, summary)
		}
	}
}

// TestLeadBeforeItStarts: "an hour before it starts" is the lead, all of
// it, and "I need to remember to …" is a reminder.
func TestLeadBeforeItStarts(t *testing.T) {
	for text, title := range map[string]string{
		"remind me about the parent teacher meeting an hour before it starts": "the parent teacher meeting",
		"תזכיר לי על האסיפה שעה לפני שזה מתחיל":                               "האסיפה",
		"i need to remember to bring the charger tomorrow at 8":               "bring the charger",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, title)
		}
	}
}

// TestLeadCountsFromANamedDay: "3 days before christmas" and "יומיים לפני
// ה-15" name a day, which the reminder is on; "2 days before" with no day
// after it is still a lead before the thing's own time.
func TestLeadCountsFromANamedDay(t *testing.T) {
	for text, want := range map[string]string{
		"remind me 3 days before christmas at 9 to buy gifts": "buy gifts@2026-12-22 09:00",
		"remind me the day before the 25th at 8pm to pack":    "pack@2026-01-24 20:00",
		"תזכיר לי יומיים לפני ה-15 בשמונה לשלם חשבון חשמל":    "לשלם חשבון חשמל@2026-02-13 08:00",
		"תזכירי לי שבוע לפני ה-1.3 בעשר בבוקר לחדש את הביטוח": "לחדש את הביטוח@2026-02-22 10:00",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s %+v; want one reminder", text, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		got := d.Text + "@"
		if d.DueDate != nil {
			got += d.DueDate.Format("2006-01-02 15:04")
		}
		if got != want || d.Lead != 0 {
			t.Errorf("%q: %q lead %s; want %q and no lead", text, got, d.Lead, want)
		}
	}
	for text, title := range map[string]string{
		"remind me about the dentist 2 days before": "the dentist",
		"תזכיר לי על האסיפה יומיים לפני":            "האסיפה",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title || s.Tasks.Drafts[0].Lead != 48*time.Hour {
			t.Errorf("%q: %s %+v; want %q with a 2-day lead", text, s.Operation, s.Tasks, title)
		}
	}
}

// TestWeekSaidAsWhen: a week with no day in it ("sometime this week",
// "מתישהו השבוע", "next week") asks which day within it; a week that is
// a thing's ("המצגת של השבוע") is part of the title.
func TestWeekSaidAsWhen(t *testing.T) {
	// Now is Tuesday 20 January: this week is the 20th to the 24th, next
	// week the 25th to the 31st.
	for text, want := range map[string]string{
		"remind me sometime this week to call the bank": "call the bank@20/5",
		"remind me this week to renew the passport":     "renew the passport@20/5",
		"i need to call the bank sometime next week":    "call the bank@25/7",
		"תזכיר לי מתישהו השבוע להתקשר לבנק":             "להתקשר לבנק@20/5",
		"תזכירי לי במהלך השבוע הבא לקבוע תור":           "לקבוע תור@25/7",
		// A month likewise: this month from today, next month from its 1st.
		"remind me sometime next month to renew the passport": "renew the passport@1/28",
		"task: renew passport, deadline next month":           "renew passport@1/28",
		"remind me this month to call the bank":               "call the bank@20/12",
		"תזכיר לי בחודש הבא לחדש דרכון":                       "לחדש דרכון@1/28",
		"תזכירי לי מתישהו החודש להתקשר לבנק":                  "להתקשר לבנק@20/12",
		"משימה: לחדש דרכון, דדליין בחודש הבא":                 "לחדש דרכון@1/28",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s %+v; want a reminder asking for the day", text, s.Operation, s.Tasks)
			continue
		}
		d := s.Tasks.Drafts[0]
		got := fmt.Sprintf("%s@%d/%d", d.Text, d.DueDate.Day(), s.Tasks.Within)
		if got != want || !s.Tasks.NeedTime {
			t.Errorf("%q: %s (need time %v); want %s", text, got, s.Tasks.NeedTime, want)
		}
	}
	for text, title := range map[string]string{
		"תזכיר לי מחר ב-9 להכין את המצגת של השבוע":               "להכין את המצגת של השבוע",
		"remind me tomorrow at 9 to print the menu for the week": "print the menu for the week",
		"remind me tomorrow at 9 to pay the rent of this month":  "pay the rent of this month",
		"תזכיר לי מחר ב-9 לשלם את החשבון של החודש":               "לשלם את החשבון של החודש",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title || s.Tasks.Within != 0 {
			t.Errorf("%q: %s %+v; want %q tomorrow at 9", text, s.Operation, s.Tasks, title)
		}
	}
}

// TestNeedToAddKeepsItsVerb: "add" after "i need to" is the deed's own
// verb when what is added goes to no list ("add the receipts to the
// report"): it stays in the reminder's text.
func TestNeedToAddKeepsItsVerb(t *testing.T) {
	for text, title := range map[string]string{
		"i need to add the receipts to the expense report tomorrow at 9": "add the receipts to the expense report",
		"I need to add a new feature to the app by friday":               "add a new feature to the app",
		"remind me in another hour to check the oven":                    "check the oven",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, title)
		}
	}
}

// TestAnotherAtABareHour: one more reminder at a bare hour after one is on
// its day, at the next such hour after it: after 19:00 "at 9" is 21:00,
// after 08:00 "ב-10" is 10:00.
func TestAnotherAtABareHour(t *testing.T) {
	at := func(h int) *time.Time { v := time.Date(2026, 1, 21, h, 0, 0, 0, jerusalem); return &v }
	for _, c := range []struct {
		focus int
		text  string
		want  int
	}{
		{19, "and another one at 9 to take out the trash", 21},
		{8, "ועוד אחת ב-10 להתקשר לסבתא", 10},
		{8, "and another one at 3 to pick up the kids", 15},
		{19, "and another one at 9am to take out the trash", 9},
	} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "water the plants", When: at(c.focus)}
		p, err := planWith(t, c.text, f)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %+v %v; want a reminder", c.text, p.Steps, err)
			continue
		}
		due := p.Steps[0].Tasks.Drafts[0].DueDate.In(jerusalem)
		if due.Day() != 21 || due.Hour() != c.want {
			t.Errorf("%q after %d:00: %s; want 21 Jan at %d:00", c.text, c.focus, due, c.want)
		}
	}
}
