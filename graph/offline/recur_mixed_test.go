package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// storesNothing reports whether a plan (or its refusal) keeps nothing:
// refused, or only general steps.
func storesNothing(p memo.Plan, err error) bool {
	if err != nil {
		return true
	}
	for _, s := range p.Steps {
		if s.Capability != memo.CapGeneral {
			return false
		}
	}
	return true
}

// TestMixedRepeatRefused: a repetition said with a day of another kind
// beside it — weekdays and a day of the month, every day and a weekday —
// is two rules one series cannot keep; it is refused, never kept in half.
// Near misses: a first day said with "starting"/"החל מ", one kind alone,
// and two days of one kind.
func TestMixedRepeatRefused(t *testing.T) {
	for _, text := range []string{
		"תזכיר לי כל יום שני וב1 לחודש לשלם",
		"תזכיר לי כל יום שני ו-1 לחודש לשלם",
		"תזכיר לי כל 1 לחודש וכל יום שני לשלם",
		"תזכיר לי כל שבוע וב-1 לחודש לשלם",
		"תזכיר לי כל יום וכל יום ראשון לרוץ",
		"תזכיר לי כל יום וב-15 לחודש להשקות",
		"remind me every monday and on the 1st to pay",
		"remind me every monday and the 1st to pay rent",
		"remind me every monday and the first of the month to pay",
		"remind me every month on the 5th and on monday to pay",
		"remind me every day and every sunday to run",
		"remind me every day and on sunday to run",
		"remind me daily and every sunday to run",
		"remind me every weekday and on the 1st to log hours",
		"remind me every monday at 9 and on the 1st at 10 to pay",
		"יוגה כל יום שני וב-1 לחודש ב-18:00",
		"yoga every monday and on the 1st at 6pm",
	} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %s %+v; want it refused", text, p.Steps[0].Operation, p.Steps[0].Tasks)
		}
	}
	near := []struct {
		text string
		want memo.Recurrence
	}{
		{"remind me every monday starting the 1st to pay", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1}, Start: "2026-02-01"}},
		{"תזכיר לי כל יום שני החל מה-1 לחודש לשלם", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1}, Start: "2026-02-01"}},
		{"remind me every day from tomorrow at 8 to stretch", memo.Recurrence{Type: memo.RecurDaily, Start: "2026-01-21"}},
		{"remind me on the 1st of every month to pay rent", memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 1}},
		{"תזכיר לי ב-1 לכל חודש לשלם שכירות", memo.Recurrence{Type: memo.RecurMonthly, DayOfMonth: 1}},
		{"תזכיר לי כל יום שני ב-9 לשלם", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1}}},
		{"remind me every monday and thursday to pay", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1, 4}}},
		{"תזכיר לי כל יום שני וחמישי לשלם", memo.Recurrence{Type: memo.RecurWeekly, Days: []int{1, 4}}},
	}
	for _, tt := range near {
		p, err := planErr(tt.text)
		if err != nil || len(p.Steps) != 1 || p.Steps[0].Tasks == nil || len(p.Steps[0].Tasks.Drafts) != 1 || p.Steps[0].Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q: %v %+v; want a repeating reminder", tt.text, err, p.Steps)
			continue
		}
		r := p.Steps[0].Tasks.Drafts[0].Recurrence
		if r.Type != tt.want.Type || r.DayOfMonth != tt.want.DayOfMonth || r.Start != tt.want.Start || len(r.Days) != len(tt.want.Days) {
			t.Errorf("%q: %+v; want %+v", tt.text, *r, tt.want)
		}
	}
}

// TestJoinedDayNotInTitle: a day said after "ו" ("היום ומחר", "ומחר")
// that the time reader left is a word of time, never a title's: the
// message is declined rather than one of its days dropped. Near misses: a
// second request with its own day, and a word that only opens like one.
func TestJoinedDayNotInTitle(t *testing.T) {
	for _, text := range []string{"תזכיר לי היום ומחר ב-5 להתקשר", "תזכיר לי הערב והלילה ב-9 לבדוק את הדוד"} {
		if p, err := planErr(text); !storesNothing(p, err) {
			t.Errorf("%q: %s %+v; want it declined", text, p.Steps[0].Operation, p.Steps[0].Tasks)
		}
	}
	for _, tt := range []struct {
		text   string
		titles []string
	}{
		{"תזכיר לי מחר ב-5 לשלם והערב לנקות", []string{"לשלם", "לנקות"}},
		{"תזכיר לי מחר ב-5 לקנות מחרוזת", []string{"לקנות מחרוזת"}},
	} {
		p, err := planErr(tt.text)
		var got []string
		for _, s := range p.Steps {
			if s.Tasks != nil {
				for _, d := range s.Tasks.Drafts {
					got = append(got, d.Text)
				}
			}
		}
		if err != nil || strings.Join(got, "|") != strings.Join(tt.titles, "|") {
			t.Errorf("%q: %v %q; want %q", tt.text, err, got, tt.titles)
		}
	}
}
