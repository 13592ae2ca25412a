package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestHourWithoutBet: a day and "שעה N" without the ב before either, as
// texted ("יום שלישי הבא שעה 12", "מחר שעה 9"), are that day at that
// hour, for an event told and a reminder alike; "שעה" with no day right
// before it is no hour.
func TestHourWithoutBet(t *testing.T) {
	for text, want := range map[string]struct {
		op    memo.Op
		title string
		at    time.Time
	}{
		"יש לי פגישה עם רון יום שלישי הבא שעה 12":      {memo.OpEventCreate, "פגישה עם רון", time.Date(2026, 1, 27, 12, 0, 0, 0, jerusalem)},
		"יש לי פגישה עם רון ביום שלישי הבא שעה 12":     {memo.OpEventCreate, "פגישה עם רון", time.Date(2026, 1, 27, 12, 0, 0, 0, jerusalem)},
		"פגישה עם רון יום שלישי הבא שעה 12":            {memo.OpEventCreate, "פגישה עם רון", time.Date(2026, 1, 27, 12, 0, 0, 0, jerusalem)},
		"יש לי פגישה מחר שעה 12":                       {memo.OpEventCreate, "פגישה", time.Date(2026, 1, 21, 12, 0, 0, 0, jerusalem)},
		"תזכיר לי מחר שעה 12 להתקשר לרון":              {memo.OpTaskCreate, "להתקשר לרון", time.Date(2026, 1, 21, 12, 0, 0, 0, jerusalem)},
		"תזכיר לי יום שלישי הבא שעה 12 להתקשר לרון":    {memo.OpTaskCreate, "להתקשר לרון", time.Date(2026, 1, 27, 12, 0, 0, 0, jerusalem)},
		"I have a meeting with Ron next tuesday at 12": {memo.OpEventCreate, "meeting with Ron", time.Date(2026, 1, 27, 12, 0, 0, 0, jerusalem)},
	} {
		s := plan(t, text).Steps[0]
		var title string
		var at *time.Time
		switch {
		case s.Operation == memo.OpEventCreate && len(s.Calendar.Drafts) == 1:
			title, at = s.Calendar.Drafts[0].Summary, &s.Calendar.Drafts[0].Start
		case s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1:
			title, at = s.Tasks.Drafts[0].Text, s.Tasks.Drafts[0].DueDate
		}
		if s.Operation != want.op || title != want.title || at == nil || !at.Equal(want.at) {
			t.Errorf("%q: %s %q at %v; want %s %q at %s", text, s.Operation, title, at, want.op, want.title, want.at)
		}
	}
	// Near miss: "שעה" with no day before it names no hour.
	for _, s := range plan(t, "שעה 12 פגישה עם רון").Steps {
		if s.Operation == memo.OpEventCreate {
			t.Errorf("שעה 12 פגישה עם רון: %+v; want no event", s.Calendar)
		}
	}
}
