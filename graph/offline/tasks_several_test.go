package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSeveralTasks: several things to do in one message are a task each,
// in both languages: after "todo:", "tasks:", "משימות:", "add … to my
// todo", "תוסיף למשימות:", cut at commas with the last "and" or "ו", or at
// an "and" between two things to do each with a verb and a thing of its
// own. "משימה נוספת:", "another task:" add one task, the "one more" no
// word of it. Near-misses stay one task: "and" inside one errand ("call
// Tom and Jerry", "buy salt and pepper", "pick up and drop off the kids",
// "call mom and tell her …", "לדבר עם אבא ואמא", verbs that share one
// thing "לקנות ולהרכיב את הארון"), and a heading followed by a question
// is still a question.
func TestSeveralTasks(t *testing.T) {
	for _, c := range []struct {
		text   string
		titles []string
	}{
		{"add fix the gate, call the council and buy grout to my todo", []string{"fix the gate", "call the council", "buy grout"}},
		{"put on my to do list: fix the gate and call the council", []string{"fix the gate", "call the council"}},
		{"todo: buy grout, ring Jim, invoice Mrs Reid", []string{"buy grout", "ring Jim", "invoice Mrs Reid"}},
		{"tasks: call the bank, pay rent", []string{"call the bank", "pay rent"}},
		{"my to dos: call the bank and pay rent", []string{"call the bank", "pay rent"}},
		{"add tasks: call mom, buy milk and buy roses", []string{"call mom", "buy milk", "buy roses"}},
		{"add tasks: pay the electricity bill, take out the trash and book a table at Nando's", []string{"pay the electricity bill", "take out the trash", "book a table at Nando's"}},
		{"add call סבתא and take out the trash to my todo", []string{"call סבתא", "take out the trash"}},
		{"tasks renew my passport and buy milk", []string{"renew my passport", "buy milk"}},
		{"another task: call the bank", []string{"call the bank"}},
		{"תוסיף למשימות: לתקן את השער, להתקשר לעירייה ולקנות דבק", []string{"לתקן את השער", "להתקשר לעירייה", "לקנות דבק"}},
		{"משימות: לשלם חשמל, לאסוף את הילדים", []string{"לשלם חשמל", "לאסוף את הילדים"}},
		{"מטלות: לקנות ורדים, לשלם ביטוח לאומי ו-להשקות את העציצים", []string{"לקנות ורדים", "לשלם ביטוח לאומי", "להשקות את העציצים"}},
		{"טודו: להאכיל את החתול ו-לשלוח מייל ל-Avi", []string{"להאכיל את החתול", "לשלוח מייל ל-Avi"}},
		{"משימות לקנות ורדים ולקבוע תור לרופא", []string{"לקנות ורדים", "לקבוע תור לרופא"}},
		{"משימה נוספת: לשלם ארנונה", []string{"לשלם ארנונה"}},
		{"משימה נוספת - לשלם ארנונה", []string{"לשלם ארנונה"}},
		{"עוד משימה: להתקשר לבנק", []string{"להתקשר לבנק"}},
		{"להוסיף למשימות לתקן את השער ולהתקשר לעירייה", []string{"לתקן את השער", "להתקשר לעירייה"}},
		// Near-misses: one task with an "and" of its own.
		{"add call Tom and Jerry to my todo", []string{"call Tom and Jerry"}},
		{"todo: buy salt and pepper", []string{"buy salt and pepper"}},
		{"todo: pick up and drop off the kids", []string{"pick up and drop off the kids"}},
		{"todo: call mom and tell her about the party", []string{"call mom and tell her about the party"}},
		{"add a task: wash and fold the laundry", []string{"wash and fold the laundry"}},
		{"תוסיף למשימות לדבר עם אבא ואמא", []string{"לדבר עם אבא ואמא"}},
		{"משימות: לקנות ולהרכיב את הארון", []string{"לקנות ולהרכיב את הארון"}},
	} {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks == nil {
			t.Errorf("%q: %+v; want tasks %q", c.text, s, c.titles)
			continue
		}
		var got []string
		for _, d := range s[0].Tasks.Drafts {
			got = append(got, d.Text)
			if d.DueDate != nil || d.Recurrence != nil {
				t.Errorf("%q: %q got a time", c.text, d.Text)
			}
		}
		if !slices.Equal(got, c.titles) || s[0].Tasks.NeedTime {
			t.Errorf("%q: %q (asks %v); want %q", c.text, got, s[0].Tasks.NeedTime, c.titles)
		}
	}
	// A heading of the task list before a question is still the question;
	// "remind me" with two things to do asks when, as one reminder.
	for _, text := range []string{"משימות: מה יש לי היום", "tasks: what do i have"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want no task", text, s.Tasks)
		}
	}
	if s := plan(t, "remind me to fix the gate and call the council").Steps[0]; s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || !s.Tasks.NeedTime {
		t.Errorf("remind me … and …: %+v; want one reminder asking when", s.Tasks)
	}
}

// TestListNameGluedLatin: a list's name in Latin letters glued to the
// Hebrew ל, with its "list", is the list ("להוסיף לshopping list חלב");
// the task list said so is the tasks.
func TestListNameGluedLatin(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "להוסיף לshopping list חלב", op: memo.OpListAdd, name: "shopping", items: []string{"חלב"}},
		{text: "תוסיף לshopping list חלב וביצים", op: memo.OpListAdd, name: "shopping", items: []string{"חלב", "ביצים"}},
		{text: "תוסיף ל-shopping list חלב", op: memo.OpListAdd, name: "shopping", items: []string{"חלב"}},
		{text: "להוסיף לקניות חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
	})
	if s := plan(t, "תוסיף לtodo list להתקשר לבנק").Steps[0]; s.Operation != memo.OpTaskCreate {
		t.Errorf("the task list glued: %s; want a task", s.Operation)
	}
}
