package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldSchedule: a Hebrew schedule told with its day and its hour and
// no command is an event, its noun known or not, and so is a going or an
// arriving said in the present. Near misses: a deed (an infinitive, an
// errand said in the present, a pickup, a thing taken at that hour) stays
// a reminder; without a day the noun Memo does not know stays as it was.
func TestToldSchedule(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"מטווח ביום ראשון 6 בבוקר":                   {op: memo.OpEventCreate, title: "מטווח", at: at(25, 6, 0)},
		"מחר ב6 בבוקר מטווח":                         {op: memo.OpEventCreate, title: "מטווח", at: at(21, 6, 0)},
		"יוצא הביתה ביום חמישי ב12":                  {op: memo.OpEventCreate, title: "יוצא הביתה", at: at(22, 12, 0)},
		"וטרינר מגיע ביום חמישי ב6 בבוקר":            {op: memo.OpEventCreate, title: "וטרינר מגיע", at: at(22, 6, 0)},
		"הטכנאי מגיע מחר ב10":                        {op: memo.OpEventCreate, title: "הטכנאי מגיע", at: at(21, 10, 0)},
		"חוזרים מאילת ביום שני ב8 בערב":              {op: memo.OpEventCreate, title: "חוזרים מאילת", at: at(26, 20, 0)},
		"תרופה מחר ב8":                               {op: memo.OpTaskCreate, title: "תרופה", at: at(21, 8, 0)},
		"קונה חלב מחר ב5":                            {op: memo.OpTaskCreate, title: "קונה חלב", at: at(21, 17, 0)},
		"מתקשר לאמא מחר ב5":                          {op: memo.OpTaskCreate, title: "מתקשר לאמא", at: at(21, 17, 0)},
		"לקנות חלב מחר ב5":                           {op: memo.OpTaskCreate, title: "לקנות חלב", at: at(21, 17, 0)},
		"מחר 12 איסוף מאיכילוב":                      {op: memo.OpTaskCreate, title: "איסוף מאיכילוב", at: at(21, 12, 0)},
		"שני ילדים לאסוף מחר ב5":                     {op: memo.OpTaskCreate, title: "שני ילדים לאסוף", at: at(21, 17, 0)},
		"לקבוע אסיפת הורים ביום ראשון בשעה 4":        {op: memo.OpTaskCreate, title: "לקבוע אסיפת הורים", at: at(25, 16, 0)},
		"לקבוע תור לרופא מחר ב5":                     {op: memo.OpTaskCreate, title: "לקבוע תור לרופא", at: at(21, 17, 0)},
		"לקבוע ביום ראשון בשעה 4 אחה\"צ אסיפת הורים": {op: memo.OpEventCreate, title: "אסיפת הורים", at: at(25, 16, 0)},
		"בעזהי\"ת לקבוע ביום ראשון בשעה 4 אחה\"צ אסיפת הורים בת\"ת של מוישי": {op: memo.OpEventCreate, title: "אסיפת הורים בת\"ת של מוישי", at: at(25, 16, 0)},
		"בס\"ד לקבוע מחר ב-10 פגישה עם דני":                                  {op: memo.OpEventCreate, title: "פגישה עם דני", at: at(21, 10, 0)},
	})
	for _, text := range []string{"הוא מגיע מחר ב5", "מטווח מחר"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate && s.Calendar.Drafts[0].Start.Hour() != 10 {
			t.Errorf("%q: an event at %v; want no event at an hour", text, s.Calendar.Drafts[0].Start)
		}
	}
}

// TestPutInTold: "put it in", "pop it in", "stick it in", "תכניס", "תרשום
// את זה" after a schedule told with its day and hour put it in the
// calendar; after a deed, or with "add it", the thing is kept as told: a
// noun at a place is an event, a deed a reminder.
func TestPutInTold(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"Showing at 4412 Maple at 11 tomorrow, put it in":            {op: memo.OpEventCreate, title: "Showing at 4412 Maple", at: at(21, 11, 0)},
		"Showing at 4412 Maple at 11 tomorrow, pop it in":            {op: memo.OpEventCreate, title: "Showing at 4412 Maple", at: at(21, 11, 0)},
		"Showing at 4412 Maple at 11 tomorrow, stick it in please":   {op: memo.OpEventCreate, title: "Showing at 4412 Maple", at: at(21, 11, 0)},
		"מטווח מחר ב6 בבוקר, תכניס":                                  {op: memo.OpEventCreate, title: "מטווח", at: at(21, 6, 0)},
		"מטווח מחר ב6 בבוקר תרשום את זה":                             {op: memo.OpEventCreate, title: "מטווח", at: at(21, 6, 0)},
		"Showing at 4412 Maple at 11 tomorrow, add it":               {op: memo.OpEventCreate, title: "Showing at 4412 Maple", at: at(21, 11, 0)},
		"Practice at the arena Saturday 6am, add it eh":              {op: memo.OpEventCreate, title: "Practice at the arena", at: at(24, 6, 0)},
		"Practice at the arena Saturday 6am, pop it in the calendar": {op: memo.OpEventCreate, title: "Practice at the arena", at: at(24, 6, 0)},
		"call Bob tomorrow at 5, add it":                             {op: memo.OpTaskCreate, title: "call Bob", at: at(21, 17, 0)},
		"call Bob tomorrow at 5, put it in":                          {op: memo.OpTaskCreate, title: "call Bob", at: at(21, 17, 0)},
		"buy milk tomorrow at 5, stick it in":                        {op: memo.OpTaskCreate, title: "buy milk", at: at(21, 17, 0)},
	})
}

// TestWakePurpose: a wake-up said with what it is for is a reminder
// titled by that purpose, never an event of it; words after its time that
// say no purpose leave it unread.
func TestWakePurpose(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"תעיר אותי ב1:45 בלילה לשמירה":                    {op: memo.OpTaskCreate, title: "שמירה", at: at(21, 1, 45)},
		"תעיר אותי לשמירה ב1:45":                          {op: memo.OpTaskCreate, title: "שמירה", at: at(21, 1, 45)},
		"תעירי אותי מחר ב6 לטיסה":                         {op: memo.OpTaskCreate, title: "טיסה", at: at(21, 6, 0)},
		"תעיר אותי מחר בשש כדי להספיק לרכבת":              {op: memo.OpTaskCreate, title: "להספיק לרכבת", at: at(21, 6, 0)},
		"תשים לי שעון מעורר לשש לעבודה":                   {op: memo.OpTaskCreate, title: "עבודה", at: at(21, 6, 0)},
		"wake me up at 5 for my flight":                   {op: memo.OpTaskCreate, title: "my flight", at: at(21, 5, 0)},
		"alarm for 6am for work":                          {op: memo.OpTaskCreate, title: "work", at: at(21, 6, 0)},
		"wake me up tomorrow at 6 to catch the train":     {op: memo.OpTaskCreate, title: "catch the train", at: at(21, 6, 0)},
		"תעיר אותי מחר ב6":                                {op: memo.OpTaskCreate, title: "להתעורר", at: at(21, 6, 0)},
		"wake me up at 6":                                 {op: memo.OpTaskCreate, title: "Wake up", at: at(21, 6, 0)},
		"remind me tomorrow at 6pm to buy an alarm clock": {op: memo.OpTaskCreate, title: "buy an alarm clock", at: at(21, 18, 0)},
	})
	for _, text := range []string{"תעיר אותי ב-7 לפני העבודה", "wake me up at 7 so I'm not late"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate || s.Operation == memo.OpTaskUpdate {
				t.Errorf("%q: %s; want it unread", text, s.Operation)
			}
		}
	}
}

// TestLengthSaidAside: an event's length told as a sentence of its own
// after it ("it's an hour long", "it'll take 2 hours", "זה שעתיים", "זה
// לוקח שעה וחצי") sets its end and is no word of its title.
func TestLengthSaidAside(t *testing.T) {
	for text, want := range map[string]struct {
		title string
		mins  int
	}{
		"Put the staff meeting on Monday at 15:30, it's an hour long":  {"staff meeting", 60},
		"Put the staff meeting on Monday at 15:30, it'll take 2 hours": {"staff meeting", 120},
		"staff meeting on Monday at 15:30, it's two hours":             {"staff meeting", 120},
		"add dentist friday at 9 to my calendar, it's half an hour":    {"dentist", 30},
		"תקבע ישיבת צוות ביום שני ב15:30, זה שעתיים":                   {"ישיבת צוות", 120},
		"תקבע ישיבת צוות ביום שני ב15:30, זה לוקח שעה וחצי":            {"ישיבת צוות", 90},
		"ישיבת צוות ביום שני ב15:30 זה שעה":                            {"ישיבת צוות", 60},
		"meeting with Dan on Monday at 3, it's about the budget":       {"meeting with Dan, it's about the budget", 0},
	} {
		s := plan(t, text).Steps[0]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			if want.mins > 0 {
				t.Errorf("%q: %s; want an event %q", text, s.Operation, want.title)
			}
			continue
		}
		d := s.Calendar.Drafts[0]
		if want.mins == 0 {
			if d.Summary == "meeting with Dan" {
				t.Errorf("%q: the aside cut as a length", text)
			}
			continue
		}
		if d.Summary != want.title || int(d.End.Sub(d.Start).Minutes()) != want.mins {
			t.Errorf("%q: %q lasting %v; want %q for %d minutes", text, d.Summary, d.End.Sub(d.Start), want.title, want.mins)
		}
	}
}
