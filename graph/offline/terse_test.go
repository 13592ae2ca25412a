package offline_test

import (
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// terseWant is what a terse note is read as: a reminder (task) or an
// event, its title, its moment (zero for a series) and the weekdays it
// repeats on.
type terseWant struct {
	op    memo.Op
	title string
	at    *time.Time
	days  []int
}

// checkTerse plans each text and checks its one step against w.
func checkTerse(t *testing.T, rows map[string]terseWant) {
	t.Helper()
	for text, w := range rows {
		s := plan(t, text).Steps[0]
		var title string
		var at time.Time
		var days []int
		switch {
		case s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			d := s.Tasks.Drafts[0]
			title = d.Text
			if d.DueDate != nil {
				at = *d.DueDate
			}
			if d.Recurrence != nil {
				days = d.Recurrence.Days
			}
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			d := s.Calendar.Drafts[0]
			title, at = d.Summary, d.Start
			if d.Recurrence != nil {
				days = d.Recurrence.Days
			}
		}
		if s.Operation != w.op || title != w.title || w.at != nil && !at.Equal(*w.at) || !slices.Equal(days, w.days) {
			t.Errorf("%q: %s %q at %v days %v; want %s %q at %v days %v", text, s.Operation, title, at, days, w.op, w.title, w.at, w.days)
		}
	}
}

// refusesTerse checks that no text makes a reminder or an event.
func refusesTerse(t *testing.T, texts []string) {
	t.Helper()
	for _, text := range texts {
		for _, s := range plan(t, text).Steps {
			switch s.Operation {
			case memo.OpTaskCreate, memo.OpEventCreate, memo.OpEventCreateRecurring, memo.OpEventCreateMultiple:
				t.Errorf("%q: %s; want nothing made", text, s.Operation)
			}
		}
	}
}

// TestTerseDeadline: a thing to do with a deadline and no command is the
// reminder the command makes of it, on that day (a deed due by a day with
// no hour, at the day's usual hour); a sentence about
// someone, a question, or a name alone is not.
func TestTerseDeadline(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"grade midterms by fri":          {op: memo.OpTaskCreate, title: "grade midterms", at: at(23, 0, 0)},
		"pay rent by the 1st":            {op: memo.OpTaskCreate, title: "pay rent", at: &feb1},
		"submit the report before fri":   {op: memo.OpTaskCreate, title: "submit the report", at: at(22, 0, 0)},
		"לחדש ביטוח רכב עד ה31 לחודש":    {op: memo.OpTaskCreate, title: "לחדש ביטוח רכב", at: at(31, 9, 0)},
		"להגיש עבודה עד יום חמישי":       {op: memo.OpTaskCreate, title: "להגיש עבודה", at: at(22, 9, 0)},
		"להגיש עד שישי":                  {op: memo.OpTaskCreate, title: "להגיש", at: at(23, 9, 0)},
		"לשלם חשבון חשמל לפני יום ראשון": {op: memo.OpTaskCreate, title: "לשלם חשבון חשמל", at: at(24, 0, 0)},
	})
	refusesTerse(t, []string{
		"I'll be home by fri", "we need it by fri", "mom by fri", "done by fri?", "is it due by fri",
		"הוא חוזר עד שישי", "אני בבית עד שישי", "מה צריך עד שישי",
	})
}

// feb1 is the 1st of the coming month at the day's usual hour.
var feb1 = time.Date(2026, 2, 1, 9, 0, 0, 0, jerusalem)

// TestTerseReminderNoun: "reminder" said after the thing, before or
// after its time, is the command; as a noun of the sentence it is not.
func TestTerseReminderNoun(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"math hw reminder at 6 pm pls":  {op: memo.OpTaskCreate, title: "math hw", at: at(20, 18, 0)},
		"math hw reminder tomorrow 6pm": {op: memo.OpTaskCreate, title: "math hw", at: at(21, 18, 0)},
		"6pm math hw reminder":          {op: memo.OpTaskCreate, title: "math hw", at: at(20, 18, 0)},
		"ביטוח רכב תזכורת מחר ב5":       {op: memo.OpTaskCreate, title: "ביטוח רכב", at: at(21, 17, 0)},
		"מחר ב5 ביטוח רכב תזכורת":       {op: memo.OpTaskCreate, title: "ביטוח רכב", at: at(21, 17, 0)},
		"math hw remidner at 6 pm":      {op: memo.OpTaskCreate, title: "math hw", at: at(20, 18, 0)},
		"ביטוח רכב תזכרות מחר ב5.":      {op: memo.OpTaskCreate, title: "ביטוח רכב", at: at(21, 17, 0)},
	})
	refusesTerse(t, []string{
		"what's my dentist reminder at 6pm", "the reminder is at 6 pm", "dentist reminder",
		"leave a note on the fridge as a reminder tomorrow at 5", "מה התזכורת שלי ב6",
	})
}

// TestTerseWeekdayRun: a run of weekday names in a note, with a plural or
// with no "and" between them, is the days it repeats on; an event or a
// reminder by its noun, as elsewhere. One day, or days joined by "and"
// each with its own hour, are not a series.
func TestTerseWeekdayRun(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"session w/ Avi 7am mon wed fri":              {op: memo.OpEventCreateRecurring, title: "session w/ Avi", days: []int{1, 3, 5}},
		"Dana training tuesdays and thursdays 6:30pm": {op: memo.OpEventCreateRecurring, title: "Dana training", days: []int{2, 4}},
		"yoga mon/wed 7pm":                            {op: memo.OpEventCreateRecurring, title: "yoga", days: []int{1, 3}},
		"take pills mon wed fri 8am":                  {op: memo.OpTaskCreate, title: "take pills", days: []int{1, 3, 5}},
		"אימון ימי שני ורביעי ב-7":                    {op: memo.OpEventCreateRecurring, title: "אימון", days: []int{1, 3}},
		"לקחת כדור ימי ראשון ורביעי ב-8":              {op: memo.OpTaskCreate, title: "לקחת כדור", days: []int{0, 3}},
		"wedding sat at 5":                            {op: memo.OpEventCreate, title: "wedding", at: at(24, 17, 0)},
		"call mom friday at 5":                        {op: memo.OpTaskCreate, title: "call mom", at: at(23, 17, 0)},
	})
	refusesTerse(t, []string{"call mom mon wed", "the wednesday wedding"})
}

// TestTerseEventNoun: a test of the body or a memorial told with its time
// is an appointment on the calendar.
func TestTerseEventNoun(t *testing.T) {
	dec14 := time.Date(2026, 12, 14, 7, 30, 0, 0, jerusalem)
	checkTerse(t, map[string]terseWant{
		"dad's blood test dec 14 at 7:30 fasting":          {op: memo.OpEventCreate, title: "dad's blood test fasting", at: &dec14},
		"blood test tomorrow at 8":                         {op: memo.OpEventCreate, title: "blood test", at: at(21, 8, 0)},
		"memorial for grandpa thursday at 5":               {op: memo.OpEventCreate, title: "memorial for grandpa", at: at(22, 17, 0)},
		"אזכרה לסבא ביום חמישי בבית הכנסת ב-5":             {op: memo.OpEventCreate, title: "אזכרה לסבא בבית הכנסת", at: at(22, 17, 0)},
		"בדיקות דם מחר ב8":                                 {op: memo.OpEventCreate, title: "בדיקות דם", at: at(21, 8, 0)},
		"test the app tomorrow at 5":                       {op: memo.OpTaskCreate, title: "test the app", at: at(21, 17, 0)},
		"call the rabbi about the memorial tomorrow at 10": {op: memo.OpTaskCreate, title: "call the rabbi about the memorial", at: at(21, 10, 0)},
	})
}

// TestTerseDayFirst: a note that opens with a bare weekday name, or a day
// and a bare hour, then the thing; the name is the day only before an
// hour at the note's head.
func TestTerseDayFirst(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"שישי 5 בבוקר נסיעה לאילת":  {op: memo.OpEventCreate, title: "נסיעה לאילת", at: at(23, 5, 0)},
		"שישי ב5 בבוקר נסיעה לאילת": {op: memo.OpEventCreate, title: "נסיעה לאילת", at: at(23, 5, 0)},
		"ראשון 9 בבוקר ישיבת צוות":  {op: memo.OpEventCreate, title: "ישיבת צוות", at: at(25, 9, 0)},
		"שני 7 בערב חוג":            {op: memo.OpEventCreate, title: "חוג", at: at(26, 19, 0)},
		"מחר 12 איסוף מאיכילוב":     {op: memo.OpTaskCreate, title: "איסוף מאיכילוב", at: at(21, 12, 0)},
		"מחר 9 הסעה לשדה":           {op: memo.OpTaskCreate, title: "הסעה לשדה", at: at(21, 9, 0)},
		"fri 5pm call mom":          {op: memo.OpTaskCreate, title: "call mom", at: at(23, 17, 0)},
		"ראשון בתור לרופא מחר ב5":   {op: memo.OpEventCreate, title: "ראשון בתור לרופא", at: at(21, 17, 0)},
		"שני ילדים לאסוף מחר ב5":    {op: memo.OpTaskCreate, title: "שני ילדים לאסוף", at: at(21, 17, 0)},
	})
	refusesTerse(t, []string{"שלישי 5 ילדים לאסוף", "מחר 4 פיתות", "מחר 3 עוגות", "מחר 2 קילו עגבניות"})
}

// TestTerseCapsName: a sigh written in capitals opening a note in lower
// case is an abbreviation, the note's title ("OH" office hours); said
// with a mark after it, or in a message in capitals, it is a sigh.
func TestTerseCapsName(t *testing.T) {
	checkTerse(t, map[string]terseWant{
		"OH tue 2-4 every week":          {op: memo.OpEventCreateRecurring, title: "OH", days: nil},
		"OH tue 2-4":                     {op: memo.OpEventCreate, title: "OH", at: at(20, 14, 0)}, // said on a Tuesday morning: today
		"ER visit tomorrow at 9":         {op: memo.OpEventCreate, title: "ER visit", at: at(21, 9, 0)},
		"OH, remind me at 5 to call mom": {op: memo.OpTaskCreate, title: "call mom", at: at(20, 17, 0)},
		"oh remind me at 5 to call mom":  {op: memo.OpTaskCreate, title: "call mom", at: at(20, 17, 0)},
		"OK remind me at 5 to call mom":  {op: memo.OpTaskCreate, title: "call mom", at: at(20, 17, 0)},
	})
	refusesTerse(t, []string{"OH NO I FORGOT", "UM tue 2-4"})
}
