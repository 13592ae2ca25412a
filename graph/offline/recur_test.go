package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

func TestPlannerRecurrence(t *testing.T) {
	tests := []struct {
		text     string
		typ      memo.RecurrenceType
		at       string // recurrence time "HH:MM"
		days     []int
		dom      int
		interval time.Duration
		due      *time.Time
		lead     time.Duration
		needTime bool
		title    string
		until    bool
	}{
		{text: "remind me every Sunday at 14:00 to call grandma", typ: memo.RecurWeekly, at: "14:00", days: []int{0}, title: "call grandma"},
		{text: "every Monday and Wednesday at 9 go to the gym", typ: memo.RecurWeekly, at: "09:00", days: []int{1, 3}, title: "go to the gym"},
		{text: "remind me every day at 8 to take vitamins", typ: memo.RecurDaily, at: "08:00", title: "take vitamins"},
		{text: "remind me daily at 21:30 to read", typ: memo.RecurDaily, at: "21:30", title: "read"},
		{text: "remind me every morning to meditate", typ: memo.RecurDaily, at: "09:00", title: "meditate"},
		{text: "remind me every month on the 31st at 10 to pay rent", typ: memo.RecurMonthly, at: "10:00", dom: 31, title: "pay rent"},
		{text: "remind me every 10 minutes to drink water", typ: memo.RecurNudge, interval: 10 * time.Minute, title: "drink water"},
		{text: "remind me every 2 hours to stretch", typ: memo.RecurNudge, interval: 2 * time.Hour, title: "stretch"},
		{text: "remind me every half hour to check the oven", typ: memo.RecurNudge, interval: 30 * time.Minute, title: "check the oven"},
		{text: "remind me at 8pm to take the pills and nag me every 10 minutes", typ: memo.RecurNudge, interval: 10 * time.Minute, due: at(20, 20, 0), title: "take the pills"},
		{text: "remind me every day to water the plants", typ: memo.RecurDaily, at: "09:00", title: "water the plants"},
		// A day by its letter after "יום" is that weekday, never every day.
		{text: "תזכיר לי כל יום ה' ב-15:00 לשלוח דוח", typ: memo.RecurWeekly, at: "15:00", days: []int{4}, title: "לשלוח דוח"},
		{text: "כל יום א׳ וג׳ ב8 להשקות", typ: memo.RecurWeekly, at: "08:00", days: []int{0, 2}, title: "להשקות"},
		{text: "תזכיר לי כל יום ב-15 להתקשר לאבא", typ: memo.RecurDaily, at: "15:00", title: "להתקשר לאבא"},
		{text: "remind me every day at 9 to journal until February 1", typ: memo.RecurDaily, at: "09:00", title: "journal", until: true},
		{text: "כל יום ב-8 לקחת ויטמין", typ: memo.RecurDaily, at: "08:00", title: "לקחת ויטמין"},
		{text: "remind me every day except saturday at 8 to walk the dog", typ: memo.RecurWeekly, at: "08:00", days: []int{0, 1, 2, 3, 4, 5}, title: "walk the dog"},
		{text: "תזכיר לי ב-8 בבוקר כל יום חוץ משבת לקחת את הכלב לטיול", typ: memo.RecurWeekly, at: "08:00", days: []int{0, 1, 2, 3, 4, 5}, title: "לקחת את הכלב לטיול"},
		{text: "every sunday morning at 9 remind me to plan the week", typ: memo.RecurWeekly, at: "09:00", days: []int{0}, title: "plan the week"},
		{text: "תזכיר לי כל יום ראשון ב-14:00 להתקשר לסבתא", typ: memo.RecurWeekly, at: "14:00", days: []int{0}, title: "להתקשר לסבתא"},
		{text: "תזכיר לי כל יום שני ורביעי בשמונה בערב ללכת לחדר כושר", typ: memo.RecurWeekly, at: "20:00", days: []int{1, 3}, title: "ללכת לחדר כושר"},
		{text: "תזכיר לי כל 10 דקות לשתות מים", typ: memo.RecurNudge, interval: 10 * time.Minute, title: "לשתות מים"},
		{text: "תזכיר לי כל שעתיים לזוז", typ: memo.RecurNudge, interval: 2 * time.Hour, title: "לזוז"},
		{text: "תזכיר לי כל חודש ב-1 לשלם ועד בית ב-9", typ: memo.RecurMonthly, at: "09:00", dom: 1, title: "לשלם ועד בית"},
		{text: "תזכיר לי לשלם שכירות בראשון לכל חודש", typ: memo.RecurMonthly, at: "09:00", dom: 1, title: "לשלם שכירות"},
		{text: "תזכיר לי כל חודש בעשירי לשלם ועד בית", typ: memo.RecurMonthly, at: "09:00", dom: 10, title: "לשלם ועד בית"},
		{text: "תזכיר לי שעה לפני הפגישה מחר ב-10", due: at(21, 10, 0), lead: time.Hour, title: "הפגישה"},
		{text: "remind me Sunday at 8 to call the bank", due: at(25, 8, 0), title: "call the bank"},
		{text: "remind me every sunday to thursday at 7:30 to make a sandwich", typ: memo.RecurWeekly, at: "07:30", days: []int{0, 1, 2, 3, 4}, title: "make a sandwich"},
		{text: "remind me every mon-fri at 8 to stretch", typ: memo.RecurWeekly, at: "08:00", days: []int{1, 2, 3, 4, 5}, title: "stretch"},
		{text: "remind me every friday to sunday at 9 to water the garden", typ: memo.RecurWeekly, at: "09:00", days: []int{5, 6, 0}, title: "water the garden"},
		{text: "remind me every monday to call mom", typ: memo.RecurWeekly, at: "09:00", days: []int{1}, title: "call mom"},
		{text: "תזכיר לי כל יום ראשון עד חמישי ב7:30 להכין סנדוויץ' לליאור", typ: memo.RecurWeekly, at: "07:30", days: []int{0, 1, 2, 3, 4}, title: "להכין סנדוויץ' לליאור"},
		{text: "תזכירי לי כל יום מראשון עד חמישי ב7 לקום", typ: memo.RecurWeekly, at: "07:00", days: []int{0, 1, 2, 3, 4}, title: "לקום"},
		{text: "תזכיר לי כל יום מיום ראשון עד יום חמישי ב-8 לשלוח דוח", typ: memo.RecurWeekly, at: "08:00", days: []int{0, 1, 2, 3, 4}, title: "לשלוח דוח"},
		// Days listed with spaces, the last joined by "ו"; without it
		// "שני" after a day counts what follows.
		{text: "תזכירי לי כל יום ראשון שני ושלישי ב7 וחצי בבוקר להכין כריכים לילדים", typ: memo.RecurWeekly, at: "07:30", days: []int{0, 1, 2}, title: "להכין כריכים לילדים"},
		{text: "תזכיר לי כל יום שני, רביעי ושישי ב6 לרוץ", typ: memo.RecurWeekly, at: "06:00", days: []int{1, 3, 5}, title: "לרוץ"},
		{text: "תזכירי לי כל יום ראשון שני שיעורים ב7", typ: memo.RecurWeekly, at: "07:00", days: []int{0}, title: "שני שיעורים"},
		{text: "remind me every mon tue wed at 7:30 to stretch", typ: memo.RecurWeekly, at: "07:30", days: []int{1, 2, 3}, title: "stretch"},
		{text: "remind me every monday wednesday friday 6am to run", typ: memo.RecurWeekly, at: "06:00", days: []int{1, 3, 5}, title: "run"},
		{text: "תזכיר לי בימים א'-ה' ב-7 לקום", typ: memo.RecurWeekly, at: "07:00", days: []int{0, 1, 2, 3, 4}, title: "לקום"},
		{text: "every 1st of the month remind me to send the rent to Moshe", typ: memo.RecurMonthly, at: "09:00", dom: 1, title: "send the rent to Moshe"},
		{text: "remind me every 15th of the month at 10 to pay the gardener", typ: memo.RecurMonthly, at: "10:00", dom: 15, title: "pay the gardener"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := plan(t, tt.text).Steps[0]
			if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate {
				t.Fatalf("got %s.%s", s.Capability, s.Operation)
			}
			d := s.Tasks.Drafts[0]
			if d.Text != tt.title {
				t.Errorf("title %q want %q", d.Text, tt.title)
			}
			if s.Tasks.NeedTime != tt.needTime {
				t.Errorf("needTime %v", s.Tasks.NeedTime)
			}
			if tt.due != nil && (d.DueDate == nil || !d.DueDate.Equal(*tt.due)) {
				t.Errorf("due %v want %v", d.DueDate, tt.due)
			}
			if d.Lead != tt.lead {
				t.Errorf("lead %v want %v", d.Lead, tt.lead)
			}
			r := d.Recurrence
			if tt.typ == "" {
				if r != nil {
					t.Fatalf("unexpected recurrence %+v (recurrence only with every/כל)", r)
				}
				return
			}
			if r == nil {
				t.Fatalf("no recurrence")
			}
			if r.Type != tt.typ || r.Time != tt.at || !slices.Equal(r.Days, tt.days) || r.DayOfMonth != tt.dom || r.Interval != tt.interval {
				t.Errorf("recurrence %+v", *r)
			}
			if (r.Until != nil) != tt.until {
				t.Errorf("until %v", r.Until)
			}
			if err := r.Validate(); err != nil && !tt.needTime {
				t.Errorf("invalid recurrence: %v", err)
			}
		})
	}
}

// TestPlannerListingWindows: listings asked by what is late, what comes
// next, or how many, in both languages, with the window each names.
func TestPlannerListingWindows(t *testing.T) {
	tests := []struct {
		text string
		want memo.TaskWindow
	}{
		{"what's overdue", memo.WindowOverdue},
		{"overdue", memo.WindowOverdue},
		{"anything overdue?", memo.WindowOverdue},
		{"what's my next reminder?", memo.WindowUpcoming},
		{"next reminder", memo.WindowUpcoming},
		{"how many tasks do i have?", memo.WindowAll},
		{"מה באיחור", memo.WindowOverdue},
		{"מה פספסתי", memo.WindowOverdue},
		{"מה התזכורת הבאה שלי?", memo.WindowUpcoming},
		{"כמה משימות יש לי", memo.WindowAll},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := plan(t, tt.text).Steps[0]
			if s.Operation != memo.OpTaskGetAll || s.Tasks == nil || s.Tasks.Window != tt.want {
				t.Errorf("planned %s %+v, want getAll %s", s.Operation, s.Tasks, tt.want)
			}
		})
	}
	if s := plan(t, "the next task is to call mom").Steps[0]; s.Operation == memo.OpTaskGetAll {
		t.Errorf("a statement about the next task was read as a listing")
	}
}
