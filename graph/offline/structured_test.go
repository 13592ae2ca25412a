package offline_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// structuredNow is Wednesday 2026-12-02 10:00 in Jerusalem.
var structuredNow = time.Date(2026, 12, 2, 10, 0, 0, 0, jerusalem)

// structuredPlan plans text at structuredNow; err is the planner's.
func structuredPlan(t *testing.T, text string) (memo.Plan, error) {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	return offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: structuredNow, Loc: jerusalem,
		ListNames: []string{"shopping", "Books to read"}})
}

// TestStructuredRequests: a request written as a form keeps its quoted
// span word for word as the title, name or item, fills a labelled field,
// and reads a remark about the message as no part of the thing
// (structured.go).
func TestStructuredRequests(t *testing.T) {
	day := func(d, h, m int) time.Time { return time.Date(2026, 12, d, h, m, 0, 0, jerusalem) }
	type event struct {
		summary, place string
		start, end     time.Time
	}
	for _, tc := range []struct {
		text  string
		event *event
		task  string
		due   *time.Time
		list  string
		items []string
	}{
		{text: `Please create a calendar event: "Sprint planning", 2026-12-07 (Monday), 09:30–10:30, location: Meeting room B (3rd floor).`,
			event: &event{"Sprint planning", "Meeting room B (3rd floor)", day(7, 9, 30), day(7, 10, 30)}},
		{text: `Create an event "Dentist appointment" on 2026-12-10 at 14:00 (duration: 45 minutes).`,
			event: &event{"Dentist appointment", "", day(10, 14, 0), day(10, 14, 45)}},
		{text: `Create an event "Dentist appointment" on 2026-12-10 from 9:30 to 10:30, place: Herzl 5`,
			event: &event{"Dentist appointment", "Herzl 5", day(10, 9, 30), day(10, 10, 30)}},
		{text: `תכניס ליומן "סקירה רבעונית" ב-2026-12-10 בשעה 14:00, מיקום: חדר 3, משך: 45 דקות`,
			event: &event{"סקירה רבעונית", "חדר 3", day(10, 14, 0), day(10, 14, 45)}},
		{text: `Add a task: "Renew passport" (no date).`, task: "Renew passport"},
		{text: `Add a task: "Renew passport (no date)"`, task: "Renew passport (no date)"},
		{text: `Add a reminder for 2026-12-03 at 17:45 (local time): "Take the laundry out of the dryer". Only one reminder, not repeating.`,
			task: "Take the laundry out of the dryer", due: new(day(3, 17, 45))},
		{text: `Remind me to tell Dana "happy birthday" tomorrow at 9`, task: `tell Dana "happy birthday"`, due: new(day(3, 9, 0))},
		{text: `Add the following items to my shopping list (exactly as written): oat milk (1 L), rice (2 kg), bananas (6).`,
			list: "shopping", items: []string{"oat milk (1 L)", "rice (2 kg)", "bananas (6)"}},
		{text: `Remove "bananas (6)" from the shopping list. I already have them.`, list: "shopping", items: []string{"bananas (6)"}},
		{text: `Create a list named "Books to read" and add: "Gödel, Escher, Bach" and "The Mythical Man-Month".`,
			list: "Books to read", items: []string{"Gödel, Escher, Bach", "The Mythical Man-Month"}},
		{text: `תפתחי לי רשימה "קניות לגן" ותוסיפי: צבעי גואש, דבק פלסטי, נייר קרפ`, list: "קניות לגן", items: []string{"צבעי גואש", "דבק פלסטי", "נייר קרפ"}},
		{text: `תיצור רשימה חדשה בשם "ספרים לקרוא" ותוסיף אליה: האחים קרמזוב, מאה שנים של בדידות`, list: "ספרים לקרוא", items: []string{"האחים קרמזוב", "מאה שנים של בדידות"}},
		{text: `תפתחי ליסט חדש "אאוטפיטים לחתונה" ותוסיפי שמלה ירוקה, עקבים כסופים, קלאץ'`, list: "אאוטפיטים לחתונה", items: []string{"שמלה ירוקה", "עקבים כסופים", "קלאץ'"}},
	} {
		p, err := structuredPlan(t, tc.text)
		if err != nil || len(p.Steps) == 0 {
			t.Errorf("%q: %v %v", tc.text, p.Steps, err)
			continue
		}
		st := p.Steps[len(p.Steps)-1]
		switch {
		case tc.event != nil:
			if st.Calendar == nil || len(st.Calendar.Drafts) != 1 {
				t.Errorf("%q: %s, want an event", tc.text, st.Operation)
				continue
			}
			d := st.Calendar.Drafts[0]
			if got := (event{d.Summary, d.Location, d.Start, d.End}); !got.start.Equal(tc.event.start) || !got.end.Equal(tc.event.end) || got.summary != tc.event.summary || got.place != tc.event.place {
				t.Errorf("%q: %+v, want %+v", tc.text, got, *tc.event)
			}
		case tc.task != "":
			if st.Operation != memo.OpTaskCreate || st.Tasks.Drafts[0].Text != tc.task || (tc.due == nil) != (st.Tasks.Drafts[0].DueDate == nil) ||
				tc.due != nil && !tc.due.Equal(*st.Tasks.Drafts[0].DueDate) {
				t.Errorf("%q: %s %+v, want %q at %v", tc.text, st.Operation, st.Tasks, tc.task, tc.due)
			}
		default:
			if st.Lists == nil || st.Lists.Name != tc.list || !equalStrings(st.Lists.Items, tc.items) {
				t.Errorf("%q: %s %+v, want %q %q", tc.text, st.Operation, st.Lists, tc.list, tc.items)
			}
		}
	}
}

// TestStructuredRefused: the near misses. A form whose parts disagree
// with what was read is declined or asked about, never read some other
// way.
func TestStructuredRefused(t *testing.T) {
	for _, text := range []string{
		`Add a task: "Renew passport" tomorrow at 9 (no date)`,                                     // a date for a thing said to have none
		`Remind me every day at 8 to "stretch". Only one reminder, not repeating.`,                 // repeats, said not to
		`Create a repeating reminder: "Water the plants" at 08:00`,                                 // repeats, but how often is not said
		`Add a task: "Renew passport", location: city hall`,                                        // a place for no event
		`Remind me tomorrow "at 9 call mom"`,                                                       // the quoted title is not what was read
		`Create an event "Sprint planning" on 2026-12-07 (Tuesday) at 9:30`,                        // the weekday names another day
		`Create an event "Sprint planning" on 2026-12-07 at 9:30, location: room B, place: room C`, // two places
	} {
		p, err := structuredPlan(t, text)
		if err != nil {
			var me *memo.Error
			if !errors.As(err, &me) {
				t.Errorf("%q: %v", text, err)
			}
			continue // refused with a reason: asked, not done
		}
		if err == nil && (len(p.Steps) != 1 || p.Steps[0].Capability != memo.CapGeneral) && !pending(p.Steps) {
			t.Errorf("%q: claimed as %v", text, p.Steps)
		}
	}
}

// pending reports whether steps ask the user before doing anything.
func pending(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && (s.Tasks.NeedTime || len(s.Tasks.DateChoices) > 0) {
			return true
		}
	}
	return false
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
