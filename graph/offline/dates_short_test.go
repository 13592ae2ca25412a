package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDatesSaidShort: a weekday cut short or its Hebrew letter after ב, a
// bare ordinal day, an hour in words with "a m" said apart, and a briefing
// told with its day and hour are read; an ordinal counting a noun stays in
// the title, and an event's noun mistyped alone is declined.
func TestDatesSaidShort(t *testing.T) {
	for text, w := range map[string]struct {
		op    memo.Op
		title string
		start string // "" when declined
	}{
		"add tourney sat 4pm to my cal":                                      {memo.OpEventCreate, "tourney", "2026-01-24 16:00"},
		"dentist thurs 3":                                                    {memo.OpEventCreate, "dentist", "2026-01-22 15:00"},
		"remind me fri 5pm to call dan":                                      {memo.OpTaskCreate, "call dan", "2026-01-23 17:00"},
		"תזכיר לי ב-ה' ב-8 לשלם חשבון":                                       {memo.OpTaskCreate, "לשלם חשבון", "2026-01-22 08:00"},
		"תזכיר לי ב-ה ב-10 בבוקר לקנות בננה":                                 {memo.OpTaskCreate, "לקנות בננה", "2026-01-22 10:00"},
		"remind me 25th at 9 to pay rent":                                    {memo.OpTaskCreate, "pay rent", "2026-01-25 09:00"},
		"remind me at nine thirty a m to call dan":                           {memo.OpTaskCreate, "call dan", "2026-01-20 09:30"},
		"remind me tomorrow at ten fifteen p m to lock up":                   {memo.OpTaskCreate, "lock up", "2026-01-21 22:15"},
		"תזכיר לי מחר תשע וחצי בבוקר להתקשר לדן":                             {memo.OpTaskCreate, "להתקשר לדן", "2026-01-21 09:30"},
		"תדריך מחר ב10":                                                      {memo.OpEventCreate, "תדריך", "2026-01-21 10:00"},
		"briefing tomorrow at 10am":                                          {memo.OpEventCreate, "briefing", "2026-01-21 10:00"},
		"remind me friday at 5 to buy flowers for the 2nd years anniversary": {memo.OpTaskCreate, "buy flowers for the 2nd years anniversary", "2026-01-23 17:00"},
		// a schedule told of an event's noun mistyped is an event, as a
		// long one ("dermatolgist") is; near misses: the noun mistyped
		// alone in English, a weekday's letter run into ב without its geresh
		"ביגישה היום ב1930":          {memo.OpEventCreate, "ביגישה", "2026-01-20 19:30"},
		"meetng today at 5":          {"", "", ""},
		"תזכיר לי בה ב-5 לקנות בננה": {"", "", ""},
	} {
		s := plan(t, text).Steps[0]
		if w.start == "" {
			if s.Capability != memo.CapGeneral {
				t.Errorf("%q: %s.%s, want it declined", text, s.Capability, s.Operation)
			}
			continue
		}
		title, start := "", ""
		switch {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil:
			title, start = s.Tasks.Drafts[0].Text, s.Tasks.Drafts[0].DueDate.In(jerusalem).Format("2006-01-02 15:04")
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			title, start = s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start.In(jerusalem).Format("2006-01-02 15:04")
		}
		if s.Operation != w.op || title != w.title || start != w.start {
			t.Errorf("%q: %s.%s %q at %s, want %s %q at %s", text, s.Capability, s.Operation, title, start, w.op, w.title, w.start)
		}
	}
	// A bare ordinal day with no hour asks the hour of that day.
	s := plan(t, "remind me 15th to pay rent").Steps[0]
	if s.Tasks == nil || !s.Tasks.NeedTime || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != "pay rent" {
		t.Errorf("remind me 15th to pay rent: %s.%s %+v, want the hour asked", s.Capability, s.Operation, s.Tasks)
	}
}
