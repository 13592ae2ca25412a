package offline_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planAbout plans text with focus as the conversation's focus.
func planAbout(t *testing.T, text string, focus *memo.FocusItem) memo.Plan {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus,
	})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return p
}

// TestSmallTalk: thanks and compliments, in both languages, are small
// talk; a compliment with a request in it is not.
func TestSmallTalk(t *testing.T) {
	for _, text := range []string{"thanks, you're awesome", "great job", "you rock!", "thank you so much, you're a lifesaver 🙏",
		"good bot", "much appreciated", "love you memo", "well done", "hey memo, well done pls", "אתה תותח", "כל הכבוד, תודה", "יא מלך", "תודה ענקית ❤️"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpThanks {
			t.Errorf("%q: planned %s.%s, want thanks", text, s[0].Capability, s[0].Operation)
		}
	}
	for _, text := range []string{"you're the best at reminding me to call mom", "great job, now remind me at 5 to call mom"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpThanks {
			t.Errorf("%q: planned thanks", text)
		}
	}
}

// TestUndoAlone: "ביטול", "תבטל" and "cancel" alone undo the last change.
func TestUndoAlone(t *testing.T) {
	for _, text := range []string{"ביטול", "תבטל", "תבטלי", "cancel", "undo"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpUndo {
			t.Errorf("%q: planned %s.%s, want undo", text, s[0].Capability, s[0].Operation)
		}
	}
}

// TestRetractAlone: "scratch that", "actually no" alone take the last
// change back; "wait" and "oops" alone are no request, and never thanks.
func TestRetractAlone(t *testing.T) {
	for _, text := range []string{"scratch that", "Scratch that!", "actually no", "no scratch that", "forget that", "טעות, תבטל", "תשכח מזה"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpUndo {
			t.Errorf("%q: planned %s.%s, want undo", text, s[0].Capability, s[0].Operation)
		}
	}
	for _, text := range []string{"wait", "oops", "hold on", "רגע", "אופס"} {
		if s := plan(t, text).Steps; s[0].Operation != memo.OpUnknown {
			t.Errorf("%q: planned %s.%s, want unknown", text, s[0].Capability, s[0].Operation)
		}
	}
}

// TestHowEarlyOrLate: "early"/"late" before a day the grammar reads
// without them never stay in a title: the reminder is not guessed.
func TestHowEarlyOrLate(t *testing.T) {
	for _, text := range []string{"remind me early tomorrow morning to call mom", "remind me late tonight to take the trash out", "remind me early on friday to pay rent"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) > 0 {
				t.Errorf("%q: stored %q", text, s.Tasks.Drafts[0].Text)
			}
		}
	}
	wantReminder(t, "remind me nxt mon at 9 to call mom", plan(t, "remind me nxt mon at 9 to call mom").Steps[0], "call mom", *at(26, 9, 0))
}

// TestReminderAskedForWithADate: "set a reminder on 15 march at 10 …"
// keeps its "on" (it was read "at 15", and declined); "for 9" is nine
// o'clock, "for 15 march" the day.
func TestReminderAskedForWithADate(t *testing.T) {
	march15 := time.Date(2026, 3, 15, 10, 0, 0, 0, jerusalem)
	for text, due := range map[string]time.Time{
		"set a reminder on 15 march at 10:00 to call the bank": march15,
		"set a reminder for 15 march at 10 to call the bank":   march15,
		"i need a reminder on march 15 at 10 to call the bank": march15,
		"can i get a reminder for 9 tomorrow to call the bank": *at(21, 9, 0),
	} {
		wantReminder(t, text, plan(t, text).Steps[0], "call the bank", due)
	}
}

// TestDeadlineSaidFirst: a deadline that opens the message, before the
// command ("before monday remind me to pay", "לפני שני תזכיר לי לשלם"),
// is read as it is after the item: the day before.
func TestDeadlineSaidFirst(t *testing.T) {
	for text, title := range map[string]string{
		"before monday remind me to pay the gardener":    "pay the gardener",
		"לפני שני תזכיר לי לשלם לגנן":                    "לשלם לגנן",
		"ok so before monday, remind me to pay the rent": "pay the rent",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title ||
			s.Tasks.Drafts[0].DueDate == nil || s.Tasks.Drafts[0].DueDate.Day() != 25 {
			t.Errorf("%q: %s.%s %+v; want %q on Sunday the 25th", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
}

// TestDoneBeforeItsTime: told in the past tense right after a reminder is
// set ("finally called them"), the reminder in focus is done; a deed that
// is not the focus's is not read as it.
func TestDoneBeforeItsTime(t *testing.T) {
	tomorrow := now.Add(24 * time.Hour)
	en := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t7", Title: "call the bank", When: &tomorrow}
	he := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t8", Title: "להתקשר לבנק", When: &tomorrow}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{{"finally called them", en}, {"i just called", en}, {"called them already", en}, {"התקשרתי סוף סוף", he}, {"כבר התקשרתי", he}} {
		s := planAbout(t, tt.text, tt.focus).Steps
		if s[0].Operation != memo.OpTaskComplete || s[0].Tasks == nil || len(s[0].Tasks.IDs) != 1 || s[0].Tasks.IDs[0] != tt.focus.ID {
			t.Errorf("%q: planned %+v, want the focus done", tt.text, s[0])
		}
	}
	pay := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t9", Title: "pay the gardener", When: &tomorrow}
	for _, text := range []string{"called them", "i tried to call them", "didn't call them"} {
		s := planAbout(t, text, pay).Steps
		if s[0].Operation == memo.OpTaskComplete && s[0].Tasks != nil && len(s[0].Tasks.IDs) == 1 {
			t.Errorf("%q about paying the gardener: planned it done", text)
		}
	}
}

// TestNoActually: "no actually 9", "לא בעצם ב9" after a reminder move it,
// never a reminder titled "no actually".
func TestNoActually(t *testing.T) {
	tomorrow8 := *at(21, 8, 0)
	for text, title := range map[string]string{"no actually 9": "pay the gardener", "לא בעצם ב9": "לשלם לגנן", "nah actually make it 9": "pay the gardener"} {
		f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: title, When: &tomorrow8}
		s := planAbout(t, text, f).Steps[0]
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewDue == nil || s.Tasks.NewDue.Hour() != 9 {
			t.Errorf("%q: %s.%s %+v; want the reminder moved to 9", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}

// TestThanksThenRequest: thanks before a new request is off it; "תזכירו
// לי" is "תזכיר לי"; "לזכור:" heads a note.
func TestThanksThenRequest(t *testing.T) {
	wantReminder(t, "תודה, ותזכירי לי גם בחמש לקנות חלב", plan(t, "תודה, ותזכירי לי גם בחמש לקנות חלב").Steps[0], "לקנות חלב", *at(20, 17, 0))
	wantReminder(t, "thanks! also remind me at 5 to buy milk", plan(t, "thanks! also remind me at 5 to buy milk").Steps[0], "buy milk", *at(20, 17, 0))
	if s := plan(t, "תזכירו לי ב-12.12 לחדש ביטוח רכב").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "לחדש ביטוח רכב" {
		t.Errorf("תזכירו לי: %s.%s %+v", s.Capability, s.Operation, s.Tasks)
	}
	if s := plan(t, "לזכור: המידה של נועה בנעליים היא 31").Steps[0]; s.Operation != memo.OpMemoryStore {
		t.Errorf("לזכור: %s.%s", s.Capability, s.Operation)
	}
	if s := plan(t, "תודה רבה!").Steps[0]; s.Operation != memo.OpThanks {
		t.Errorf("תודה רבה!: %s.%s; want thanks", s.Capability, s.Operation)
	}
}

// TestNamesAndDaysAcrossRequests: an endearment that ends a name in the construct state
// stays ("אגוזי מלך"); a second reminder asked in its own words with only
// an hour takes the first's day; a list request inside a reminder's words
// is not stored in its title; a request in the infinitive with what it
// puts to is the imperative.
func TestNamesAndDaysAcrossRequests(t *testing.T) {
	if s := plan(t, "תוסיפי לרשימת קניות קקאו ואגוזי מלך").Steps[0]; s.Lists == nil || !slices.Equal(s.Lists.Items, []string{"קקאו", "אגוזי מלך"}) {
		t.Errorf("walnuts: %+v", s.Lists)
	}
	if s := plan(t, "תוסיף לרשימת קניות חלב, יא מלך").Steps[0]; s.Lists == nil || !slices.Equal(s.Lists.Items, []string{"חלב"}) {
		t.Errorf("an endearment after a comma: %+v", s.Lists)
	}
	for text, titles := range map[string][2]string{
		"תזכירי לי מחר ב7 בבוקר לקחת את התיק של הבת ותזכירי לי גם בשמונה לצלצל למנהלת":     {"לקחת את התיק של הבת", "לצלצל למנהלת"},
		"remind me tomorrow at 7 to pack the bag and remind me at 8 to call the principal": {"pack the bag", "call the principal"},
	} {
		s := plan(t, text).Steps[0]
		if s.Tasks == nil || len(s.Tasks.Drafts) != 2 || s.Tasks.Drafts[1].Text != titles[1] || s.Tasks.Drafts[1].DueDate == nil || !s.Tasks.Drafts[1].DueDate.Equal(*at(21, 8, 0)) {
			t.Errorf("%q: %+v; want %q tomorrow at 8", text, s.Tasks, titles[1])
		}
	}
	for _, s := range plan(t, "תזכירי לי ביום שישי בבוקר לאפות 40 עוגיות להזמנה של רחל ולהוסיף לרשימה שקית של אבקת סוכר").Steps {
		if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) > 0 && strings.Contains(s.Tasks.Drafts[0].Text, "לרשימה") {
			t.Errorf("a list request stored in a title: %q", s.Tasks.Drafts[0].Text)
		}
	}
	wantTask(t, "תזכיר לי מחר לקנות קמח ולהוסיף סוכר לעוגה", "לקנות קמח ולהוסיף סוכר לעוגה")
	wantTask(t, "להוסיף משימה להתקשר לטכנאי של המקרר", "להתקשר לטכנאי של המקרר")
}

// TestChatterAndMonthlyOrdinal: a laugh or sigh inside a title with chatter
// after it ends the title; "every first of the month" repeats monthly.
func TestChatterAndMonthlyOrdinal(t *testing.T) {
	for text, title := range map[string]string{
		"remind me in 2 hours to stretch lol my back is dead": "stretch",
		"תזכיר לי בעוד שעה לעשות כביסה חחח אין לי כוח":        "לעשות כביסה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s.%s %+v; want %q", text, s.Capability, s.Operation, s.Tasks, title)
		}
	}
	s := plan(t, "remind me every first of the month to pay the electric bill").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.DayOfMonth != 1 || s.Tasks.Drafts[0].Text != "pay the electric bill" {
		t.Errorf("every first of the month: %+v", s.Tasks)
	}
}

// TestParticleEnd: a verb's particle ending a title ("… came in", "hand it
// in") is no time word cut short; a bare "at"/"to" still is.
func TestParticleEnd(t *testing.T) {
	wantTask(t, "remind me in 3 days to check if the pension deposit came in", "check if the pension deposit came in")
	wantTask(t, "remind me tomorrow to hand it in", "hand it in")
	for _, text := range []string{"remind me to call at", "remind me tomorrow to go to"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) > 0 && !s.Tasks.NeedTime {
			t.Errorf("%q: stored %q", text, s.Tasks.Drafts[0].Text)
		}
	}
}

// TestEndearmentAtTheEnd: "thank you sweetheart" is thanks; "call my
// darling" keeps its darling.
func TestEndearmentAtTheEnd(t *testing.T) {
	if s := plan(t, "Thank you sweetheart").Steps[0]; s.Operation != memo.OpThanks {
		t.Errorf("thank you sweetheart: %s.%s", s.Capability, s.Operation)
	}
	wantTask(t, "remind me to call my darling", "call my darling")
	wantTask(t, "remind me to buy honey", "buy honey")
}

// TestNotThatTime: "not <the item's time>, <another>" moves the item in
// focus to the other ("לא מחר מחרתיים", "not tomorrow, the day after");
// a "not" that names another time than the item's is not guessed.
func TestNotThatTime(t *testing.T) {
	tomorrow := *at(21, 7, 15)
	f := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לקחת תרופה", When: &tomorrow}
	for text, want := range map[string]time.Time{
		"אוי לא מחר מחרתיים":          *at(22, 7, 15),
		"not tomorrow, the day after": *at(22, 7, 15),
		"no not 7:15, 8":              *at(21, 8, 0),
		"לא מחר, ביום שישי":           *at(23, 7, 15),
	} {
		s := planAbout(t, text, f).Steps[0]
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q: %s.%s %+v; want it moved to %v", text, s.Capability, s.Operation, s.Tasks, want)
		}
	}
	for _, text := range []string{"not friday, saturday", "לא מחר"} {
		if s := planAbout(t, text, f).Steps[0]; s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved the item %+v", text, s.Tasks)
		}
	}
}

// TestItemOffAndCancelWithReason: "take yogurt off" takes the item off the
// list in view; "cancel it they rescheduled" cancels the event in focus,
// the reason no part of a name.
func TestItemOffAndCancelWithReason(t *testing.T) {
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "groceries"}
	if s := planAbout(t, "oh and take yogurt off", list).Steps[0]; s.Operation != memo.OpListRemove || !slices.Equal(s.Lists.Items, []string{"yogurt"}) {
		t.Errorf("take yogurt off: %s.%s %+v", s.Capability, s.Operation, s.Lists)
	}
	ev := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "Oasis Yoga meeting"}
	for _, text := range []string{"actually cancel it they rescheduled", "cancel it, they moved it", "תמחק את זה, הם דחו"} {
		if s := planAbout(t, text, ev).Steps[0]; s.Operation != memo.OpEventDelete {
			t.Errorf("%q: %s.%s; want the event in focus deleted", text, s.Capability, s.Operation)
		}
	}
}

// TestContextThenReminder: a sentence that only tells why, then a
// reminder said whole after a comma, is the reminder; a thing before the
// command with no thing after it is still that thing.
func TestContextThenReminder(t *testing.T) {
	wantReminder(t, "im on nights fri and sat, remind me fri at 2pm to take a nap before shift",
		plan(t, "im on nights fri and sat, remind me fri at 2pm to take a nap before shift").Steps[0], "take a nap before shift", *at(23, 14, 0))
	wantReminder(t, "אני במשמרת לילה בשישי, תזכיר לי בשישי ב-14 לנוח", plan(t, "אני במשמרת לילה בשישי, תזכיר לי בשישי ב-14 לנוח").Steps[0], "לנוח", *at(23, 14, 0))
	wantReminder(t, "call mom tomorrow, remind me at 5", plan(t, "call mom tomorrow, remind me at 5").Steps[0], "call mom", *at(21, 17, 0))
}
