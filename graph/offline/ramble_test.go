package offline_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// rambleRead is what a plan's one step does, and the title and the time
// it keeps ("Mon 15:04", or "" with none).
func rambleRead(p memo.Plan) (memo.Op, string, string) {
	if len(p.Steps) != 1 {
		return "", stepsOf(p.Steps), ""
	}
	s := p.Steps[0]
	at := func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.In(jerusalem).Format("Mon 15:04")
	}
	switch {
	case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
		d := s.Tasks.Drafts[0]
		when := at(d.DueDate)
		if d.Recurrence != nil {
			when = "every " + when
		}
		return s.Operation, d.Text, when
	case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
		return s.Operation, s.Calendar.Drafts[0].Summary, at(&s.Calendar.Drafts[0].Start)
	case s.Memory != nil && s.Memory.Draft != nil:
		return s.Operation, s.Memory.Draft.Text, ""
	case s.Lists != nil:
		return s.Operation, s.Lists.Name + ": " + strings.Join(s.Lists.Items, ", "), ""
	}
	return s.Operation, "", ""
}

// TestRambleRequest: a request said inside chatter, after a word that
// turns to it and with a reason or an aside after it, is read as if said
// alone; a thing told with its lead-in and hedges before a command that
// points back at it is that thing.
func TestRambleRequest(t *testing.T) {
	for _, row := range []struct {
		text  string
		op    memo.Op
		title string
		when  string
	}{
		{"ok so I was reading this paper on cognitive load and then I got distracted by a documentary about octopuses which was amazing btw they have neurons in their arms?? anyway the point is can you remind me tomorrow at 10 to email my supervisor about the chapter draft because I will absolutely forget otherwise",
			memo.OpTaskCreate, "email my supervisor about the chapter draft", "Wed 10:00"},
		{"I keep forgetting my library card PIN which is so embarrassing at the desk so please remember that my library PIN is 8832",
			memo.OpMemoryStore, "my library PIN is 8832", ""},
		{"my flatmate keeps eating everything long story short add oat milk to my shopping list if I'm honest", memo.OpListAdd, "shopping: oat milk", ""},
		{"what's happening tomorrow, I genuinely have no idea what day it even is", memo.OpEventGetEvents, "", ""},
		{"right so there's a seminar on Friday at 2pm on Bayesian methods which I think I should go to although honestly I'm not sure I'll understand it but put it in my calendar anyway please",
			memo.OpEventCreate, "seminar on Bayesian methods", "Fri 14:00"},
		{"so I've got this massive to do list in my head and one of the things is I need to finish the literature review by next friday can you add that as a task",
			memo.OpTaskCreate, "finish the literature review", "Fri 09:00"},
		{"היה לי יום ארוך ומטורף בעבודה והבוס שוב צעק עליי בקיצור תזכיר לי מחר ב-10 להתקשר לאמא כי אני אשכח", memo.OpTaskCreate, "להתקשר לאמא", "Wed 10:00"},
		{"אני כל הזמן שוכחת את הקוד של הכספת וזה מביך בכל מקרה תזכרי שהקוד של הכספת הוא 4471", memo.OpMemoryStore, "הקוד של הכספת הוא 4471", ""},
		{"מה יש לי מחר, אין לי מושג איזה יום היום", memo.OpEventGetEvents, "", ""},
		{"אז יש סמינר ביום שישי ב-14:00 על שיטות בייסיאניות שאני חושב שכדאי ללכת אליו אבל תכניס את זה ליומן בבקשה", memo.OpEventCreate, "סמינר על שיטות בייסיאניות", "Fri 14:00"},
		{"יש לי רשימה ענקית בראש ואחד הדברים זה שאני צריך לסיים את סקירת הספרות עד יום שישי הבא תוסיף את זה כמשימה", memo.OpTaskCreate, "לסיים את סקירת הספרות", "Fri 09:00"},
	} {
		p := planOf(t, row.text)
		if row.op == memo.OpEventGetEvents {
			if !strings.Contains(stepsOf(p.Steps), string(row.op)) {
				t.Errorf("%q: want the day's agenda, got %s", row.text, stepsOf(p.Steps))
			}
			continue
		}
		op, title, when := rambleRead(p)
		if op != row.op || row.title != "" && title != row.title || when != row.when && row.when != "" {
			t.Errorf("%q:\n want %s %q %s\n got  %s %q %s", row.text, row.op, row.title, row.when, op, title, when)
		}
	}
	// Near misses: chatter that names a time or a second command, a
	// request that points at what the chatter told, a tail that corrects,
	// and a hedge that names a time, are not read so.
	for _, text := range []string{
		"it might be at 3 or 4 idk anyway the point is remind me to call the dentist",
		"I wanted to delete the dentist thing but anyway remind me tomorrow at 10 to call mom",
		"my mom is sick so remind me tomorrow at 10 to call her",
		"so remind me tomorrow at 10 to call mom, I mean dad",
		"there's a seminar on Friday at 2pm which is at 3 actually but put it in my calendar",
		"אמא שלי חולה אז תזכיר לי מחר ב-10 להתקשר אליה",
		"רציתי למחוק את הפגישה עם דני בקיצור תזכיר לי מחר ב-10 להתקשר לאמא",
		"פספסתי את האוטובוס של 3 שוב בקיצור תזכיר לי מחר ב-10 להתקשר לאמא",
	} {
		if op, title, when := rambleRead(planOf(t, text)); op != memo.OpUnknown && op != "" && when != "" {
			t.Errorf("%q: want declined or asked, got %s %q %s", text, op, title, when)
		}
	}
}

// TestRestartSaid: a when begun and begun again after a pause or a word
// of correcting is the second; a restart that opens no when, or whose
// first word was not said before, leaves the message as it was.
func TestRestartSaid(t *testing.T) {
	for _, row := range []struct{ text, title, when string }{
		{"remind me every other... every friday at 6pm to call the kids", "call the kids", "every "},
		{"Remind me every first working day... abeg every Monday by 9am to send payroll summary to the MD", "send payroll summary to the MD", "every "},
		{"remind me on sunday — I mean on monday at 8 to call the bank", "call the bank", "Mon 08:00"},
		{"remind me tomorrow… tomorrow at 7 to water the plants", "water the plants", "Wed 07:00"},
		{"תזכיר לי ביום ראשון... לא, ביום שני ב-8 להתקשר לבנק", "להתקשר לבנק", "Mon 08:00"},
		{"תזכיר לי כל יום... כלומר כל יום שני ב-9 לשלם חשבונות", "לשלם חשבונות", "every "},
	} {
		op, title, when := rambleRead(planOf(t, row.text))
		if op != memo.OpTaskCreate || title != row.title || !strings.HasPrefix(when, row.when) {
			t.Errorf("%q:\n want %q %s\n got  %s %q %s", row.text, row.title, row.when, op, title, when)
		}
	}
	// Near misses: a deed said before the restart, a restart that opens no
	// when, and a pause with no word said again.
	for _, text := range []string{
		"remind me at 5 to call mom... at 6",
		"remind me at 5... at the office to call mom",
		"תזכיר לי ב-5 להתקשר לאמא... ב-6",
	} {
		if op, title, when := rambleRead(planOf(t, text)); op == memo.OpTaskCreate && when != "" {
			t.Errorf("%q: want declined or asked, got %s %q %s", text, op, title, when)
		}
	}
	op, title, _ := rambleRead(planOf(t, "remind me tomorrow... to call mom"))
	if op != memo.OpTaskCreate || title != "call mom" {
		t.Errorf("a pause with nothing said again: got %s %q", op, title)
	}
}
