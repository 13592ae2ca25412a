package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// stepsLine is the capability and operation of each step of p, and the title
// of the first task made, as one line: "tasks.create:call mom".
func stepsLine(p memo.Plan) string {
	var out []string
	for _, s := range p.Steps {
		one := string(s.Operation)
		if s.Tasks != nil && len(s.Tasks.Drafts) > 0 {
			one += ":" + s.Tasks.Drafts[0].Text
		}
		out = append(out, one)
	}
	return strings.Join(out, " ")
}

// TestAcknowledgedThanks reads an acknowledgement said with thanks, a
// word of address or praise, in any order, as thanks; a request said
// after them is still read.
func TestAcknowledgedThanks(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"roger that thanks", "general.thanks"},
		{"appreciate it partner", "general.thanks"},
		{"thanks honestly you're keeping me alive", "general.thanks"},
		{"shukriya bhai, bohat acha", "general.thanks"},
		{"cheers mate heaps helpful", "general.thanks"},
		{"thank ya kindly", "general.thanks"},
		{"safe bro appreciate it", "general.thanks"},
		{"אחלה סחתיין עליך", "general.thanks"},
		{"safe travels to mom tomorrow at 5", "tasks.create:safe travels to mom"},
		{"copy that, cheers", "general.thanks"},
		{"much obliged", "general.thanks"},
		{"10-4 chief, thanks", "general.thanks"},
		{"seriously thank you boss", "general.thanks"},
		{"u keep me sane, ty", "general.thanks"},
		{"תודה אחי אתה מציל חיים", "general.thanks"},
		{"קיבלתי תודה", "general.thanks"},
		{"רוג'ר", "general.thanks"},
		{"רוג'ר בוס תודה", "general.thanks"},
		{"תודה גבר אתה מחזיק אותי בחיים", "general.thanks"},
		// Near misses: a request after the acknowledgement is read, and a
		// word that only makes thanks stronger thanks nobody.
		{"roger that, remind me at 5pm to call mom", "tasks.create:call mom"},
		{"copy that, add a task to call the bank", "tasks.create:call the bank"},
		{"סגור, תזכיר לי מחר ב-9 להתקשר לאמא", "tasks.create:להתקשר לאמא"},
		{"honestly", "general.unknown"},
	} {
		if got := stepsLine(plan(t, tc.text)); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestDayQuestionIdioms reads the idioms of a question about a day, and
// one asked after a remark on the day, as the day's listing; a question is
// never a thing told done.
func TestDayQuestionIdioms(t *testing.T) {
	day := "tasks.getAll calendar.getEvents"
	for _, tc := range []struct{ text, want string }{
		{"wicked busy day whats on my plate today", day},
		{"crazy week, what's on tomorrow", day},
		{"what's happening tomorrow", day},
		{"what am I up to tomorrow", day},
		{"anything on tomorrow?", day},
		{"what's the damage this week", day},
		{"what's on the cards for friday", "calendar.getEvents"},
		{"מה הולך מחר", day},
		{"מה על הצלחת שלי היום", day},
		{"מה מחכה לי מחר", day},
		{"איזה יום עמוס, מה יש לי מחר", day},
		{"וואי שבוע מטורף מה מחכה לי מחר", day},
		// Near misses: no day asked, a remark alone, a question after a
		// thing done, a thing done.
		{"what's the damage on the car", "memory.searchMemory"},
		{"wicked busy day", "general.unknown"},
		{"called the bank, when is the next payment", "general.unknown"},
		{"paid the gas bill", "tasks.complete"},
		{"wicked fixed the sink", "general.unknown"},
	} {
		if got := stepsLine(plan(t, tc.text)); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestHelpLeadAndMonthNoun reads help asked for a request as the request,
// and a month's name between an article and a noun as the thing's.
func TestHelpLeadAndMonthNoun(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Please help me to add a task to reconcile the December ledger by Monday", "tasks.create:reconcile the December ledger"},
		{"kindly help me add a task to call the bank by friday", "tasks.create:call the bank"},
		{"abeg help me put milk on the shopping list", "lists.addItems"},
		{"remind me to send my january report on friday at 9", "tasks.create:send my january report"},
		{"תעזור לי להוסיף משימה לשלם חשבון חשמל מחר", "tasks.create:לשלם חשבון חשמל"},
		{"תעזרי לי להוסיף חלב לרשימת קניות", "lists.addItems"},
		{"תעזור לי בבקשה להזכיר לי מחר ב-9 להתקשר לאמא", "tasks.create:להתקשר לאמא"},
		// Near misses: help asked alone, a month that is a time.
		{"תעזור לי", "general.help"},
		{"add a task to reconcile the ledger for December", "general.unknown"},
		{"remind me in december to pay the bill", "general.unknown"},
	} {
		if got := stepsLine(plan(t, tc.text, "shopping", "קניות")); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestAddressInNounPhrase keeps a word of address that ends a noun phrase
// opened by "the" or "my" in the title ("call the crew boss"), and still
// declines one said to Memo after a name ("call mom boss").
func TestAddressInNounPhrase(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"remind me in 2 hours to call the crew boss", "tasks.create:call the crew boss"},
		{"remind me in 2 hours to call the fire chief", "tasks.create:call the fire chief"},
		{"remind me at 5pm to text my team mate", "tasks.create:text my team mate"},
		{"remind me at 5pm to call my gym buddy", "tasks.create:call my gym buddy"},
		{"remind me at 5pm to ring the team doc", "tasks.create:ring the team doc"},
		{"remind me tomorrow at 9 to pay the boss", "tasks.create:pay the boss"},
		// Near misses: said to Memo.
		{"remind me at 5pm to call mom boss", "general.unknown"},
		{"remind me in 10 min to call mom mate", "general.unknown"},
		{"remind me at 5pm to call the crew bro", "general.unknown"},
		{"remind me at 5pm to call the boss mate", "general.unknown"},
		{"thanks boss", "general.thanks"},
	} {
		if got := stepsLine(plan(t, tc.text)); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestRepeatThenRemind reads a repeating thing told before a request to be
// reminded with only a repeating time as the reminder for that thing.
func TestRepeatThenRemind(t *testing.T) {
	for _, tc := range []struct {
		text, want string
		days       []int
		hhmm       string
	}{
		{"i have english course every tuesday at 18:00, remind me please every tuesday at 17", "tasks.create:english course", []int{2}, "17:00"},
		{"we have football on tuesdays at 6pm, remind me every tuesday at 5pm", "tasks.create:football", []int{2}, "17:00"},
		{"יש לי חוג אנגלית כל שלישי ב-18:00, תזכיר לי כל שלישי ב-17", "tasks.create:חוג אנגלית", []int{2}, "17:00"},
		// Near misses: a thing of the request's own, two things told, a
		// time that does not repeat.
		{"i have english course every tuesday at 18:00, remind me every monday at 17 to pack the bag", "tasks.create:pack the bag", []int{1}, "17:00"},
		{"i have english and math every tuesday at 18:00, remind me every tuesday at 17", "general.unknown", nil, ""},
		{"יש לי חוג אנגלית ושחייה כל שלישי ב-18:00, תזכיר לי כל שלישי ב-17", "general.unknown", nil, ""},
		{"יש לי חוג אנגלית כל שלישי ב-18:00, תזכירי לי ב-17", "general.unknown", nil, ""},
		{"i have english course every tuesday at 18:00, remind me tomorrow at 17", "general.unknown", nil, ""},
	} {
		p := plan(t, tc.text)
		if got := stepsLine(p); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.text, got, tc.want)
			continue
		}
		if tc.days == nil {
			continue
		}
		r := p.Steps[0].Tasks.Drafts[0].Recurrence
		if r == nil || r.Time != tc.hhmm || len(r.Days) != len(tc.days) || r.Days[0] != tc.days[0] {
			t.Errorf("%q: recurrence %+v, want %v at %s", tc.text, r, tc.days, tc.hhmm)
		}
	}
}
