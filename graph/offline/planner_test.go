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

var jerusalem, _ = time.LoadLocation("Asia/Jerusalem")

// now is Tuesday 2026-01-20 09:00 in Jerusalem.
var now = time.Date(2026, 1, 20, 9, 0, 0, 0, jerusalem)

func at(d, h, m int) *time.Time {
	t := time.Date(2026, 1, d, h, m, 0, 0, jerusalem)
	return &t
}

// want describes the first step of a plan; zero fields are not checked.
type want struct {
	cap      memo.Capability
	op       memo.Op
	text     string     // the created task's text
	due      *time.Time // the created task's due time
	needTime bool
	targets  []string
	indexes  []int
	window   memo.TaskWindow
	list     string
	items    []string
	itemIdx  []int
	reason   memo.UnknownReason
}

func plan(t *testing.T, text string, lists ...string) memo.Plan {
	t.Helper()
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	numbered := &memo.NumberedList{Kind: memo.NumberedTasks, IDs: []string{"t1", "t2", "t3"}}
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Numbered: numbered, ListNames: lists,
	})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	if len(p.Steps) == 0 {
		t.Fatalf("%q: no steps", text)
	}
	return p
}

func TestPlanner(t *testing.T) {
	lists := []string{"packing", "קניות"}
	tests := []struct {
		text string
		want want
	}{
		// General.
		{"help", want{cap: memo.CapGeneral, op: memo.OpHelp}},
		{"what can you do?", want{cap: memo.CapGeneral, op: memo.OpHelp}},
		{"עזרה", want{cap: memo.CapGeneral, op: memo.OpHelp}},
		{"מה את יודעת לעשות?", want{cap: memo.CapGeneral, op: memo.OpHelp}},
		{"hi", want{cap: memo.CapGeneral, op: memo.OpGreet}},
		{"בוקר טוב", want{cap: memo.CapGeneral, op: memo.OpGreet}},
		{"thanks!", want{cap: memo.CapGeneral, op: memo.OpThanks}},
		{"תודה רבה", want{cap: memo.CapGeneral, op: memo.OpThanks}},
		{"   ", want{cap: memo.CapGeneral, op: memo.OpUnknown, reason: memo.ReasonEmpty}},
		{"🙂🎉", want{cap: memo.CapGeneral, op: memo.OpUnknown, reason: memo.ReasonNoText}},
		{strings.Repeat("a ", 2500), want{cap: memo.CapGeneral, op: memo.OpUnknown, reason: memo.ReasonTooLong}},
		{"the weather is nice", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		// A correction within the message: of the time, the time said
		// last (correct_in_place.go); of the text, not guessed at.
		{"remind me tomorrow at 9 to call mom, actually make it 10", want{op: memo.OpTaskCreate, text: "call mom", due: at(21, 10, 0)}},
		{"add a task: buy milk, sorry i meant bread", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"תזכיר לי מחר ב-9 להתקשר לאמא, בעצם ב-10", want{op: memo.OpTaskCreate, text: "להתקשר לאמא", due: at(21, 10, 0)}},
		{"remind me at 10am, sorry 11, to call the doctor", want{cap: memo.CapTasks, op: memo.OpTaskCreate, text: "call the doctor", due: at(20, 11, 0)}},
		{"remind me tomorrow at 8 to call dad no wait 9", want{op: memo.OpTaskCreate, text: "call dad", due: at(21, 9, 0)}},
		{"remind me to buy flowers tomorrow at 10, actually make it 11", want{op: memo.OpTaskCreate, text: "buy flowers", due: at(21, 11, 0)}},
		{"remind me to buy milk tomorrow at 9, sorry 10", want{op: memo.OpTaskCreate, text: "buy milk", due: at(21, 10, 0)}},
		{"תזכיר לי לקנות פרחים מחר בעשר, בעצם תעשה את זה באחת עשרה", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		// "later", "after work" say there is an hour without saying it.
		{"add a task to pick up the kids after school", want{op: memo.OpTaskCreate, text: "pick up the kids", due: at(20, 0, 0), needTime: true}},
		// Asking whether a thing was done does not mark it done.
		{"did I call the bank", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"done with the bank?", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"did the plumber come", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"עשיתי את הכביסה?", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		// A request's opening left in a title is no part of it.
		{"תדחוף לי קפה עם דנה מחרתיים בארבע", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"בוא נסגור קפה עם דנה מחרתיים בארבע", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		// A date the text speaks of, taken for the reminder's, leaves "of" behind.
		{"תזכיר לי ב-3 להתקשר לבית ספר לגבי הטיול של ה-3 בדצמבר", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"remind me at 3 to call the school about the trip of december 3rd", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		// A part of the day after a thing's name is part of that name.
		{"remind me to prep for game night tomorrow at 4", want{op: memo.OpTaskCreate, text: "prep for game night", due: at(21, 16, 0)}},
		{"remind me to get the morning paper tmrw at 7", want{op: memo.OpTaskCreate, text: "get the morning paper", due: at(21, 7, 0)}},
		{"remind me to set up the evening standup for tomorrow at 11", want{op: memo.OpTaskCreate, text: "set up the evening standup", due: at(21, 11, 0)}},
		{"poker night friday at 9", want{op: memo.OpTaskCreate, text: "poker night", due: at(23, 21, 0)}},
		// Words that only frame the thing to do leave its title.
		{"תזכיר לי ב7 בערב שיש אימון כדורגל", want{op: memo.OpTaskCreate, text: "אימון כדורגל", due: at(20, 19, 0)}},
		{"אני צריך לזכור להתקשר ליוני מחר בשתיים", want{op: memo.OpTaskCreate, text: "להתקשר ליוני", due: at(21, 14, 0)}},
		{"תזכיר לי באחת וחצי לאכול צהריים", want{op: memo.OpTaskCreate, text: "לאכול צהריים", due: at(20, 13, 30)}},
		{"תזכיר לי ב-5 להתקשר לאמא לא רגע בשש", want{op: memo.OpTaskCreate, text: "להתקשר לאמא", due: at(20, 18, 0)}},
		// A question without its question mark makes no task.
		{"what time is the dentist tomorrow", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"how about tomorrow at 5 for the haircut", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"what's free tomorrow afternoon", want{cap: memo.CapCalendar, op: memo.OpEventCheckConflicts}},
		// Memo reminds its user only.
		{"תזכיר לדני מחר ב-9 להביא את המפתח", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"תזכיר לי ולדנה מחר ב-8 לקנות מתנה", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"תזכיר להתקשר לאמא מחר ב-9", want{op: memo.OpTaskCreate, text: "להתקשר לאמא", due: at(21, 9, 0)}},
		{"תזכיר לי ב-10 בבוקר, לא רגע, ב-11, להתקשר לרופא", want{cap: memo.CapTasks, op: memo.OpTaskCreate, text: "להתקשר לרופא", due: at(20, 11, 0)}},
		{"remind me at 9 to wait for the plumber", want{op: memo.OpTaskCreate, text: "wait for the plumber", due: at(20, 21, 0)}},
		{"remind me tomorrow at 9 to pick up the x-ray results", want{op: memo.OpTaskCreate, text: "pick up the x-ray results", due: at(21, 9, 0)}},
		// Items named first, then "put them on" the list: the items, never
		// "i need to buy".
		{"i need to buy batteries and lightbulbs, put them on my shopping list", want{cap: memo.CapLists, op: memo.OpListAdd, list: "קניות", items: []string{"batteries", "lightbulbs"}}},
		{"remind me to call grandma at 5. also add eggs to the cooler stuff", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"אני צריך לקנות סוללות ונורות, תשים אותם ברשימת הקניות", want{cap: memo.CapLists, op: memo.OpListAdd, list: "קניות", items: []string{"סוללות", "נורות"}}},
		{"add a task: buy paint, set up the room", want{op: memo.OpTaskCreate, text: "buy paint, set up the room"}},
		// A lead counts back from an event; the event is no part of the
		// thing to do that follows it.
		{"remind me 15 minutes before my 3pm meeting to prep slides", want{op: memo.OpTaskCreate, text: "prep slides", due: at(20, 15, 0)}},
		{"remind me an hour before the dinner with Tal at 8 to buy wine", want{op: memo.OpTaskCreate, text: "buy wine", due: at(20, 20, 0)}},
		{"remind me 15 minutes before my 3pm meeting", want{op: memo.OpTaskCreate, text: "my meeting", due: at(20, 15, 0)}},
		{"remind me tomorrow at 9 about my meeting to discuss the budget", want{op: memo.OpTaskCreate, text: "my meeting to discuss the budget", due: at(21, 9, 0)}},
		{"תזכיר לי רבע שעה לפני הפגישה ב-3 להכין מצגת", want{op: memo.OpTaskCreate, text: "להכין מצגת", due: at(20, 15, 0)}},
		{"תזכיר לי שעה לפני התור לרופא מחר ב-10 להביא את ההפניה", want{op: memo.OpTaskCreate, text: "להביא את ההפניה", due: at(21, 10, 0)}},

		// Creating tasks and reminders.
		{"remind me at 6pm to pick up the kids", want{op: memo.OpTaskCreate, text: "pick up the kids", due: at(20, 18, 0)}},
		{"remind me tomorrow at 9 to call mom", want{op: memo.OpTaskCreate, text: "call mom", due: at(21, 9, 0)}},
		{"Remind me next Sunday at 10:15 to book tickets", want{op: memo.OpTaskCreate, text: "book tickets", due: at(25, 10, 15)}},
		{"remind me in 20 minutes to take out the laundry", want{op: memo.OpTaskCreate, text: "take out the laundry", due: at(20, 9, 20)}},
		{"remind me tomorrow morning to buy bread", want{op: memo.OpTaskCreate, text: "buy bread", due: at(21, 9, 0)}},
		{"remind me to call the plumber tomorrow at 21:00", want{op: memo.OpTaskCreate, text: "call the plumber", due: at(21, 21, 0)}},
		{"remind me about the meeting on Thursday at 14:00", want{op: memo.OpTaskCreate, text: "the meeting", due: at(22, 14, 0)}},
		{"remind me to water the plants", want{op: memo.OpTaskCreate, text: "water the plants", needTime: true}},
		{"remind me tomorrow to water the plants", want{op: memo.OpTaskCreate, text: "water the plants", needTime: true}},
		{"remind me today at 8 to run", want{op: memo.OpTaskCreate, text: "run", due: at(20, 20, 0)}},
		{"add a task to call the bank", want{op: memo.OpTaskCreate, text: "call the bank"}},
		{"add a task: send report to Yossi", want{op: memo.OpTaskCreate, text: "send report to Yossi"}},
		{"new task: renew passport", want{op: memo.OpTaskCreate, text: "renew passport"}},
		{"put as task: renew passport", want{op: memo.OpTaskCreate, text: "renew passport"}},
		{"add as a task: call the bank", want{op: memo.OpTaskCreate, text: "call the bank"}},
		{"תוסיף כמשימה: לחדש דרכון", want{op: memo.OpTaskCreate, text: "לחדש דרכון"}},
		{"תרשמי לי בתור משימה לחדש דרכון", want{op: memo.OpTaskCreate, text: "לחדש דרכון"}},
		{"put a reminder on the fridge", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"put it as a reminder", want{cap: memo.CapGeneral, op: memo.OpUnknown}},
		{"add task pay rent tomorrow", want{op: memo.OpTaskCreate, text: "pay rent", due: at(21, 9, 0)}},
		{"todo: buy 2 milks", want{op: memo.OpTaskCreate, text: "buy 2 milks"}},
		{"call the dentist on Thursday at 5pm", want{op: memo.OpTaskCreate, text: "call the dentist", due: at(22, 17, 0)}},
		{"תזכיר לי היום ב-17:00 לאסוף את הילדים", want{op: memo.OpTaskCreate, text: "לאסוף את הילדים", due: at(20, 17, 0)}},
		{"תזכיר לי מחר בבוקר לקנות לחם", want{op: memo.OpTaskCreate, text: "לקנות לחם", due: at(21, 9, 0)}},
		{"תזכיר לי מחר בשמונה בערב לקנות חלב", want{op: memo.OpTaskCreate, text: "לקנות חלב", due: at(21, 20, 0)}},
		{"תזכירי לי מחר בשמונה לקנות חלב", want{op: memo.OpTaskCreate, text: "לקנות חלב", due: at(21, 8, 0)}},
		{"תזכיר לי בעוד שעתיים להוציא את הכביסה", want{op: memo.OpTaskCreate, text: "להוציא את הכביסה", due: at(20, 11, 0)}},
		{"תזכיר לי ביום חמישי ב-17:30 להתקשר לרופא", want{op: memo.OpTaskCreate, text: "להתקשר לרופא", due: at(22, 17, 30)}},
		{"תזכיר לי לקנות מתנה", want{op: memo.OpTaskCreate, text: "לקנות מתנה", needTime: true}},
		{"תוסיף משימה לקנות מתנה לאמא", want{op: memo.OpTaskCreate, text: "לקנות מתנה לאמא"}},
		{"משימה חדשה: לחדש דרכון", want{op: memo.OpTaskCreate, text: "לחדש דרכון"}},
		{"מחר ב-9 רופא שיניים", want{cap: memo.CapCalendar, op: memo.OpEventCreate}},

		// Listing tasks.
		{"show my tasks", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"my tasks", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"what do I have to do tomorrow?", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"what do I have today", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"show overdue tasks", want{op: memo.OpTaskGetAll, window: memo.WindowOverdue}},
		{"undated tasks", want{op: memo.OpTaskGetAll, window: memo.WindowUndated}},
		{"tasks for this week", want{op: memo.OpTaskGetAll, window: memo.WindowWeek}},
		{"show my reminders", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"מה המשימות שלי?", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"מה המשימות שלי להיום?", want{op: memo.OpTaskGetAll, window: memo.WindowToday}},
		{"מה יש לי מחר?", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"משימות השבוע", want{op: memo.OpTaskGetAll, window: memo.WindowWeek}},
		{"תראה לי משימות באיחור", want{op: memo.OpTaskGetAll, window: memo.WindowOverdue}},
		{"משימות בלי תאריך", want{op: memo.OpTaskGetAll, window: memo.WindowUndated}},
		{"what reminders have i got", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"any reminders left?", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"what's on my todo", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"נשארו לי תזכורות?", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"show me what tasks i have for friday", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"list my stuff", want{op: memo.OpTaskGetAll, window: memo.WindowAll}},
		{"מה בלו״ז ביום חמישי", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"מה על הפרק מחר?", want{op: memo.OpTaskGetAll, window: memo.WindowDays}},
		{"which lists have i got", want{cap: memo.CapLists, op: memo.OpListGetAll}},

		// Done.
		{"done call mom", want{op: memo.OpTaskComplete, targets: []string{"call mom"}}},
		{"done with 2", want{op: memo.OpTaskComplete, indexes: []int{2}}},
		{"I finished the report", want{op: memo.OpTaskComplete, targets: []string{"report"}}},
		{"mark call mom as done", want{op: memo.OpTaskComplete, targets: []string{"call mom"}}},
		{"done 1,3", want{op: memo.OpTaskComplete, indexes: []int{1, 3}}},
		{"done", want{op: memo.OpTaskComplete}},
		{"סיימתי לבדוק את הפיצ'ר", want{op: memo.OpTaskComplete, targets: []string{"לבדוק את הפיצ'ר"}}},
		{"סיימתי את 2", want{op: memo.OpTaskComplete, indexes: []int{2}}},
		{"בוצע 3", want{op: memo.OpTaskComplete, indexes: []int{3}}},

		// Delete.
		{"delete send to Yossi", want{op: memo.OpTaskDelete, targets: []string{"send to Yossi"}}},
		{"delete the 2nd one", want{op: memo.OpTaskDelete, indexes: []int{2}}},
		{"delete the last one", want{op: memo.OpTaskDelete, indexes: []int{3}}},
		{"remove buy milk and call Dana", want{op: memo.OpTaskDelete, targets: []string{"buy milk", "call Dana"}}},
		{"delete the task call the bank", want{op: memo.OpTaskDelete, targets: []string{"call the bank"}}},
		{"delete all overdue tasks", want{op: memo.OpTaskDeleteAll, window: memo.WindowOverdue}},
		{"delete overdue tasks", want{op: memo.OpTaskDeleteAll, window: memo.WindowOverdue}},
		{"delete all my tasks", want{op: memo.OpTaskDeleteAll, window: memo.WindowAll}},
		{"תמחק לקנות מתנה", want{op: memo.OpTaskDelete, targets: []string{"לקנות מתנה"}}},
		{"מחק את השני", want{op: memo.OpTaskDelete, indexes: []int{2}}},
		{"תמחק את המשימה להתקשר לבנק", want{op: memo.OpTaskDelete, targets: []string{"להתקשר לבנק"}}},
		{"תמחק את כל המשימות שבאיחור", want{op: memo.OpTaskDeleteAll, window: memo.WindowOverdue}},
		{"תמחק את כל המשימות", want{op: memo.OpTaskDeleteAll, window: memo.WindowAll}},

		// Update.
		{"move call mom to tomorrow at 10", want{op: memo.OpTaskUpdate, targets: []string{"call mom"}}},
		{"postpone the dentist to Thursday", want{op: memo.OpTaskUpdate, targets: []string{"dentist"}}},
		{"תזיז את להתקשר לאמא למחר ב-10", want{op: memo.OpTaskUpdate, targets: []string{"להתקשר לאמא"}}},
		{"תדחה את 2 ליום חמישי", want{op: memo.OpTaskUpdate, indexes: []int{2}}},
		{"תזיז את להתקשר לאמא לשישי ב-10", want{op: memo.OpTaskUpdate, targets: []string{"להתקשר לאמא"}}},
		{"תדחי את 2 לחמישי", want{op: memo.OpTaskUpdate, indexes: []int{2}}},
		{"תוסיף משימה: לחדש דרכון", want{op: memo.OpTaskCreate, text: "לחדש דרכון"}},

		// Lists.
		{"new list packing: passport, charger, socks", want{op: memo.OpListAdd, list: "packing", items: []string{"passport", "charger", "socks"}}},
		{"new list camping: tent, stove and lamp", want{op: memo.OpListCreate, list: "camping", items: []string{"tent", "stove", "lamp"}}},
		{"create a shopping list with milk and bread", want{op: memo.OpListCreate, list: "shopping", items: []string{"milk", "bread"}}},
		{"make a list called groceries", want{op: memo.OpListCreate, list: "groceries"}},
		{"רשימת טיול: אוהל, פנס ומים", want{op: memo.OpListCreate, list: "טיול", items: []string{"אוהל", "פנס", "מים"}}},
		{"צור רשימה חדשה בשם ספרים: הארי פוטר, דיונה", want{op: memo.OpListCreate, list: "ספרים", items: []string{"הארי פוטר", "דיונה"}}},
		{"add sunscreen to packing", want{op: memo.OpListAdd, list: "packing", items: []string{"sunscreen"}}},
		{"תוסיף לקניות חלב", want{op: memo.OpListAdd, list: "קניות", items: []string{"חלב"}}},
		{"תוסיף גם לקניות חלב וביצים", want{op: memo.OpListAdd, list: "קניות", items: []string{"חלב", "ביצים"}}},
		{"add eggs and butter to the shopping list", want{op: memo.OpListAdd, list: "shopping", items: []string{"eggs", "butter"}}},
		{"תוסיף גבינה לרשימת הקניות", want{op: memo.OpListAdd, list: "קניות", items: []string{"גבינה"}}},
		{"תוסיף לרשימת קניות חלב וביצים", want{op: memo.OpListAdd, list: "קניות", items: []string{"חלב", "ביצים"}}},
		{"תוסיף עגבניות לקניות", want{op: memo.OpListAdd, list: "קניות", items: []string{"עגבניות"}}},
		// "לרשימה" unnamed is the list the chat is about; "של" names it.
		{"תוסיף לרשימה 2 קילו עגבניות ו-3 מלפפונים", want{cap: memo.CapLists, op: memo.OpListAdd, items: []string{"2 קילו עגבניות", "3 מלפפונים"}}},
		{"תוסיפי לרשימה של הסופר במבה ושוקו", want{op: memo.OpListAdd, list: "סופר", items: []string{"במבה", "שוקו"}}},
		// A question naming a list is the list's, whatever day its name holds.
		{"whats on the weekend list", want{op: memo.OpListGet, list: "weekend"}},
		{"תוסיף לסופר במבה", want{op: memo.OpListAdd, list: "קניות", items: []string{"במבה"}}},
		{"show packing list", want{op: memo.OpListGet, list: "packing"}},
		{"what's on my packing list", want{op: memo.OpListGet, list: "packing"}},
		{"מה ברשימת הקניות?", want{op: memo.OpListGet, list: "קניות"}},
		{"תראה לי את רשימת הקניות", want{op: memo.OpListGet, list: "קניות"}},
		{"show my lists", want{op: memo.OpListGetAll}},
		{"הרשימות שלי", want{op: memo.OpListGetAll}},
		{"remove socks from the packing list", want{op: memo.OpListRemove, list: "packing", items: []string{"socks"}}},
		{"remove 2 from packing", want{op: memo.OpListRemove, list: "packing", itemIdx: []int{2}}},
		{"תמחק לחם מרשימת הקניות", want{op: memo.OpListRemove, list: "קניות", items: []string{"לחם"}}},
		{"check charger on packing", want{op: memo.OpListCheck, list: "packing", items: []string{"charger"}}},
		{"uncheck charger on packing", want{op: memo.OpListUncheck, list: "packing", items: []string{"charger"}}},
		{"סמן חלב ברשימת הקניות", want{op: memo.OpListCheck, list: "קניות", items: []string{"חלב"}}},
		{"delete the packing list", want{op: memo.OpListDelete, list: "packing"}},
		{"תמחק את רשימת הקניות", want{op: memo.OpListDelete, list: "קניות"}},
	}
	for _, tt := range tests {
		t.Run(tt.text[:min(len(tt.text), 40)], func(t *testing.T) {
			p := plan(t, tt.text, lists...)
			s := p.Steps[0]
			w := tt.want
			if w.cap == "" {
				w.cap = memo.CapTasks
				if strings.HasPrefix(w.op.Name(), "check") || strings.HasPrefix(w.op.Name(), "uncheck") || w.list != "" || w.op == memo.OpListGetAll && w.window == "" && !strings.Contains(tt.text, "task") {
					w.cap = memo.CapLists
				}
			}
			if s.Capability != w.cap || s.Operation != w.op {
				t.Fatalf("got %s.%s, want %s.%s", s.Capability, s.Operation, w.cap, w.op)
			}
			if s.ID == "" || p.TurnID != "turn" || p.Source != "offline" {
				t.Errorf("plan not stamped: %+v", p)
			}
			if w.reason != "" && (s.General == nil || s.General.Reason != w.reason) {
				t.Errorf("reason %+v want %s", s.General, w.reason)
			}
			if a := s.Tasks; a != nil {
				if w.text != "" || w.due != nil {
					if len(a.Drafts) != 1 {
						t.Fatalf("drafts %+v", a.Drafts)
					}
					if a.Drafts[0].Text != w.text {
						t.Errorf("text %q want %q", a.Drafts[0].Text, w.text)
					}
					if w.due != nil && (a.Drafts[0].DueDate == nil || !a.Drafts[0].DueDate.Equal(*w.due)) {
						t.Errorf("due %v want %v", a.Drafts[0].DueDate, w.due)
					}
					if w.due == nil && !w.needTime && a.Drafts[0].DueDate != nil {
						t.Errorf("unexpected due %v", a.Drafts[0].DueDate)
					}
				}
				if a.NeedTime != w.needTime {
					t.Errorf("needTime %v want %v", a.NeedTime, w.needTime)
				}
				if w.op != memo.OpTaskCreate && !slices.Equal(a.Targets, w.targets) {
					t.Errorf("targets %q want %q", a.Targets, w.targets)
				}
				if !slices.Equal(a.Indexes, w.indexes) {
					t.Errorf("indexes %v want %v", a.Indexes, w.indexes)
				}
				if w.window != "" && a.Window != w.window {
					t.Errorf("window %q want %q", a.Window, w.window)
				}
			}
			if a := s.Lists; a != nil {
				if a.Name != w.list {
					t.Errorf("list %q want %q", a.Name, w.list)
				}
				if !slices.Equal(a.Items, w.items) {
					t.Errorf("items %q want %q", a.Items, w.items)
				}
				if !slices.Equal(a.ItemIndexes, w.itemIdx) {
					t.Errorf("item indexes %v want %v", a.ItemIndexes, w.itemIdx)
				}
			}
		})
	}
}

func TestPlannerRejectsImpossibleTimes(t *testing.T) {
	for _, text := range []string{"remind me on February 30 to pay rent", "תזכיר לי ב-31.4 לשלם", "remind me at 25:00 to sleep"} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{Text: text, Lang: memo.English, Now: now, Loc: jerusalem})
		if memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%q: err=%v, want EInvalid", text, err)
		}
	}
}

func FuzzPlanner(f *testing.F) {
	for _, s := range []string{"remind me tomorrow at 9 to call mom", "תמחק את השני", "new list a: b, c", "done 1-3", "\x00", "ב-", "add  to list"} {
		f.Add(s)
	}
	p := offline.New()
	f.Fuzz(func(t *testing.T, s string) {
		plan, err := p.Plan(context.Background(), memo.PlanRequest{Text: s, Lang: memo.English, Now: now, Loc: jerusalem})
		if err == nil && len(plan.Steps) == 0 {
			t.Fatalf("%q: no steps and no error", s)
		}
	})
}

func BenchmarkPlanner(b *testing.B) {
	p := offline.New()
	msgs := []string{"remind me tomorrow at 9 to call mom", "תזכיר לי מחר בשמונה בערב לקנות חלב", "show my tasks", "delete send to Yossi", "add sunscreen to packing"}
	req := func(i int) memo.PlanRequest {
		return memo.PlanRequest{Text: msgs[i%len(msgs)], Lang: memo.English, Now: now, Loc: jerusalem, ListNames: []string{"packing"}}
	}
	// The grammar's patterns are compiled on first use, once per process:
	// plan each message once before timing, so the figure is the cost of a
	// message and not of starting up.
	for i := range msgs {
		_, _ = p.Plan(context.Background(), req(i))
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_, _ = p.Plan(context.Background(), req(i))
	}
}

// TestSentenceBreakThenCommandSplits: a request after a sentence's end
// and a conjunction ("… at 5. also add …", "…. וגם תוסיף …") is a
// request of its own, not part of the first one's title.
func TestSentenceBreakThenCommandSplits(t *testing.T) {
	for _, text := range []string{
		"remind me to call grandma at 5. also add eggs to the packing list",
		"remind me to call grandma at 5. And then add eggs to the packing list",
		"תזכיר לי מחר ב-8 להתקשר לבנק. וגם תוסיף חלב לקניות",
		"תזכיר לי מחר ב-8 להתקשר לבנק. גם תוסיף חלב לקניות",
		"remind me tmrw 8am to take the car for inspection. oh and add milk to the packing list",
		"תזכיר לי מחר בשמונה בבוקר לקחת את האוטו לטסט. אה ותוסיף חלב לקניות",
	} {
		p := plan(t, text, "packing", "קניות")
		var caps []memo.Capability
		for _, s := range p.Steps {
			caps = append(caps, s.Capability)
		}
		if len(p.Steps) != 2 || p.Steps[0].Capability != memo.CapTasks || p.Steps[1].Capability != memo.CapLists {
			t.Errorf("%q: steps %v; want a reminder, then a list add", text, caps)
			continue
		}
		if d := p.Steps[0].Tasks.Drafts; len(d) != 1 || strings.ContainsAny(d[0].Text, ".") || strings.HasSuffix(d[0].Text, " oh") || strings.HasSuffix(d[0].Text, " אה") {
			t.Errorf("%q: reminder drafts %+v; want one, without the second request", text, d)
		}
	}
}
