package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// opsOf is the operations of a plan's steps, in order.
func opsOf(p memo.Plan) []memo.Op {
	var ops []memo.Op
	for _, s := range p.Steps {
		ops = append(ops, s.Operation)
	}
	return ops
}

// isListing reports whether a plan only shows tasks or events.
func isListing(p memo.Plan) bool {
	for _, s := range p.Steps {
		if s.Operation != memo.OpTaskGetAll && s.Operation != memo.OpEventGetEvents {
			return false
		}
	}
	return len(p.Steps) > 0
}

// TestAskInOwnWords: a question about what one has, asked in the English
// of many places or in spoken Hebrew, is the listing it asks for; a
// message that only shares its words is not.
func TestAskInOwnWords(t *testing.T) {
	day := func(d int) string { return at(d, 0, 0).Format("01-02") }
	for _, c := range []struct {
		text string
		from string // the first day shown, "" when the listing has none
		ops  []memo.Op
	}{
		{"what all reminders I am having", "", []memo.Op{memo.OpTaskGetAll}},
		{"what reminders am i having", "", []memo.Op{memo.OpTaskGetAll}},
		{"what tasks i am having today", "", []memo.Op{memo.OpTaskGetAll}},
		{"what reminders do i have yaar", "", []memo.Op{memo.OpTaskGetAll}},
		{"what all i have tomorrow", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"what all i am having tomorrow", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"what all is there tomorrow", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"do i got anything thursday", day(22), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"i got anything tmrw?", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"got anything on friday?", day(23), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"what do i have", day(20), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"show me what i have", day(20), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"what have i got", day(20), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"תראי מה יש לי מחר", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"תראה לי מה יש לי ביום חמישי", day(22), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"תראי מה יש לי", "", []memo.Op{memo.OpEventGetEvents}},
		{"מה על הראש שלי השבוע", day(20), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"מה יש לי על הראש מחר", "", []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"מה בתכנון למחר", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"what reminders do i have set", "", []memo.Op{memo.OpTaskGetAll}},
		{"what reminders have i set up", "", []memo.Op{memo.OpTaskGetAll}},
		{"what tasks do i have scheduled", "", []memo.Op{memo.OpTaskGetAll}},
		// The question told as a thing forgotten, with chatter around it.
		{"וואלה שכחתי מה יש לי מחר", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"שכחתי מה יש לי ביום חמישי", day(22), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"אחי אני לא זוכר מה יש לי מחר", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"אחי מה יש לי מחר בכלל?", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"ugh i forgot what i have tomorrow", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"i forgot whats on tmrw lol", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
		{"wait what do I have tomorrow again", day(21), []memo.Op{memo.OpTaskGetAll, memo.OpEventGetEvents}},
	} {
		p := plan(t, c.text)
		got := opsOf(p)
		if len(got) != len(c.ops) {
			t.Errorf("%q: %v; want %v", c.text, got, c.ops)
			continue
		}
		for i := range got {
			if got[i] != c.ops[i] {
				t.Errorf("%q: %v; want %v", c.text, got, c.ops)
			}
		}
		if c.from == "" {
			continue
		}
		for _, s := range p.Steps {
			if s.Calendar != nil && s.Calendar.From != nil && s.Calendar.From.In(jerusalem).Format("01-02") != c.from {
				t.Errorf("%q: from %v; want %s", c.text, s.Calendar.From, c.from)
			}
		}
	}
	// Near misses: the words of such a question about something else.
	for _, text := range []string{
		"got anything for a headache?",
		"what have i got to buy",
		"what all did you save about the wifi",
		"do i got milk on my list",
		"what's the wifi password yaar",
		"תראי מה יש לי ברשימת קניות",
		"do i have set lunch",
		"what have i set the alarm to",
		"שכחתי מה יש לי לקנות",
		"i forgot what i have to buy",
		"שכחתי את המפתחות מחר",
	} {
		if p := plan(t, text); isListing(p) {
			t.Errorf("%q: %v; want no listing of tasks or events", text, opsOf(p))
		}
	}
	// The schedule as texted, its question word mistyped, is asked of the
	// calendar or declined, never looked up among things kept.
	for _, text := range []string{"hi, whhats my sched tmrw? thanks", "whhats my sched tmrw?"} {
		if s := plan(t, text).Steps[0]; s.Capability == memo.CapMemory {
			t.Errorf("%q: %s.%s; want no memory search", text, s.Capability, s.Operation)
		}
	}
	// "having" told of oneself with a time is no question.
	for text, title := range map[string]string{
		"i am having guests tomorrow at 5":          "guests",
		"i'm having dinner with dana tomorrow at 8": "dinner with dana",
	} {
		p := plan(t, text)
		if s := p.Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s; want the event %q", text, s.Operation, title)
		}
	}
}

// TestEventAskThenLength: an event told with a request to keep it and then
// its length is one event of that length, titled with the event alone.
func TestEventAskThenLength(t *testing.T) {
	for _, c := range []struct {
		text, title, span string
	}{
		{"dentist thursday 3pm, put it in my calendar, should take about 2 hours", "dentist", "01-22 15:00-17:00"},
		{"dentist thursday 3pm, add it, it'll take about 2 hours", "dentist", "01-22 15:00-17:00"},
		{"dentist thursday 3pm, it'll take 2 hours", "dentist", "01-22 15:00-17:00"},
		{"meeting w/ landlord tmrw 6pm pls add it", "meeting w/ landlord", "01-21 18:00-19:00"},
		{"פגישה עם רואה חשבון ביום שני ב-11, תכניס ליומן, בערך שעה וחצי", "פגישה עם רואה חשבון", "01-26 11:00-12:30"},
		{"פגישה עם רואה חשבון ביום שני ב-11, תרשום ביומן, זה לוקח שעתיים", "פגישה עם רואה חשבון", "01-26 11:00-13:00"},
		{"תור לרופא שיניים מחר ב-3, תוסיפי ליומן, בערך שעתיים", "תור לרופא שיניים", "01-21 15:00-17:00"},
		{"פגישה עם בעל הבית מחר ב-6 בערב תוסיפי בבקשה", "פגישה עם בעל הבית", "01-21 18:00-19:00"},
		{"פגישה עם רואה חשבון ביום שני ב-11, זה לוקח שעתיים", "פגישה עם רואה חשבון", "01-26 11:00-13:00"},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one event", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		span := d.Start.In(jerusalem).Format("01-02 15:04") + "-" + d.End.In(jerusalem).Format("15:04")
		if d.Summary != c.title || span != c.span {
			t.Errorf("%q: %q %s; want %q %s", c.text, d.Summary, span, c.title, c.span)
		}
	}
	// Near misses: a length inside the thing, and a reminder, stay as they were.
	for _, text := range []string{"watch a movie that takes 2 hours", "תזכיר לי מחר ב-5 לבשל, זה לוקח שעתיים"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate {
			t.Errorf("%q: an event; want none", text)
		}
	}
}
