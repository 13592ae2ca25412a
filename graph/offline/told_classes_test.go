package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldClasses: a note of one's own appointment to come is an event; a
// repetition told with "כל מוצאי שבת", a repetition's adjective said last,
// the learner's "אני יש", "event של X" and a thing wanted "בלוח" read as
// the event; "בבקשה"/"נא" before a command's infinitive is the command; the
// need to "make" a meeting with an hour is the meeting, and to make a list
// with its items is the list; "שופינג" is the shopping list. Each beside the
// near misses that must stay as they were.
func TestToldClasses(t *testing.T) {
	type want struct {
		op     memo.Op
		title  string // an event's summary, a task's text, a memory's text or a list's name
		series bool
	}
	for text, w := range map[string]want{
		// A note of one's own appointment to come.
		"שלום וברכה, תרשום לי בבקשה שביום ראשון בשעה שמונה בבוקר יש לי תור לרופא עיניים בקופת חולים, בעזרת השם":           {op: memo.OpEventCreate, title: "תור לרופא עיניים בקופת חולים"},
		"תרשמי שיש לי תור לרופא שיניים ביום חמישי ב-4":                                                                    {op: memo.OpEventCreate, title: "תור לרופא שיניים"},
		"היי מותק אם אפשר תרשום לי שביום ראשון בשעה שמונה בבוקר יש לי חיסון בטיפת חלב":                                    {op: memo.OpEventCreate, title: "חיסון בטיפת חלב"},
		"sweetie, pls note that tomorrow at 10am I've got a dentist appt":                                                 {op: memo.OpEventCreate, title: "dentist appt"},
		"Dear Memo, I hope you are well. note that on thursday at 4pm I have a dr appt for Maya. Kind regards, Harold B.": {op: memo.OpEventCreate, title: "dr appt for Maya"},
		"שלום ממו, אני מקווה שאתה בסדר. תרשמי בבקשה שביום חמישי ב-4 אחרי הצהריים יש לי זום עם המשקיעים.":                  {op: memo.OpEventCreate, title: "זום עם המשקיעים"},
		"תרשום שמחר ב4 יש הצגה":                          {op: memo.OpMemoryStore, title: "מחר ב4 יש הצגה"},
		"note that on Sunday at 8 I have the eye doctor": {op: memo.OpEventCreate, title: "eye doctor"},
		"תרשום לי שיש לי תור לרופא עיניים בקופת חולים":   {op: memo.OpMemoryStore, title: "יש לי תור לרופא עיניים בקופת חולים"},
		"תרשום שאתמול בעשר היה לי תור לרופא":             {op: memo.OpMemoryStore, title: "אתמול בעשר היה לי תור לרופא"},
		"תרשום שהקוד של השער מתחלף ביום ראשון":           {op: memo.OpMemoryStore, title: "הקוד של השער מתחלף ביום ראשון"},
		"note that the gate code changes on sunday":      {op: memo.OpMemoryStore, title: "the gate code changes on sunday"},
		"note that yesterday at 10 I had the dentist":    {op: memo.OpMemoryStore, title: "yesterday at 10 I had the dentist"},
		// Repetitions told.
		"כל מוצאי שבת בשעה תשע בערב יש שיעור תורה בבית הכנסת, תרשום לי ביומן בעזרת השם": {op: memo.OpEventCreateRecurring, title: "שיעור תורה בבית הכנסת", series: true},
		"כל מוצ\"ש ב9 שיעור תורה":  {op: memo.OpEventCreateRecurring, title: "שיעור תורה", series: true},
		"במוצאי שבת ב9 שיעור תורה": {op: memo.OpEventCreate, title: "שיעור תורה"},
		"אני צריך שכל יום שני בשעה 18:00 יהיה בלוח חוג שחמט של הבן שלי, בבקשה להוסיף": {op: memo.OpEventCreateRecurring, title: "חוג שחמט של הבן שלי", series: true},
		"אני רוצה שמחר בעשר יהיה ביומן תור לרופא":                                     {op: memo.OpEventCreate, title: "תור לרופא"},
		"כל יום ראשון בשעה שתיים אני יש שיעור תגבור לתלמידים חלשים, תרשום בלוח":       {op: memo.OpEventCreateRecurring, title: "שיעור תגבור לתלמידים חלשים", series: true},
		"אני יש לי חתונה של אח שלי ביום חמישי הבאה, בשעה שמונה בערב, באוהל ליד הבית":  {op: memo.OpEventCreate, title: "חתונה של אח שלי באוהל ליד הבית"},
		"כל יום חמישי 2000 שיחת פלוגה בזום, קבוע":                                     {op: memo.OpEventCreateRecurring, title: "שיחת פלוגה בזום", series: true},
		"every thursday at 8pm company call, recurring":                               {op: memo.OpEventCreateRecurring, title: "company call", series: true},
		"every saturday at 9pm there's a Torah class at the shul":                     {op: memo.OpEventCreateRecurring, title: "Torah class at the shul", series: true},
		"tomorrow at 9 there's a staff meeting":                                       {op: memo.OpEventCreate, title: "staff meeting"},
		"at 9 there's no class":                                                       {op: memo.OpUnknown},
		"my sister said at 9 there's a party":                                         {op: memo.OpUnknown},
		// "Please" before a command's infinitive.
		"בבקשה לקבוע לי פגישה עם מנהל הפרויקט ביום חמישי בשעה 14:00 במשרד": {op: memo.OpEventCreate, title: "פגישה עם מנהל הפרויקט במשרד"},
		"שלום, בבקשה לרשום לי תור לרופא ביום חמישי בשעה 14:00":             {op: memo.OpEventCreate, title: "תור לרופא"},
		"תזכיר לי בבקשה לקבוע תור לרופא מחר בעשר":                          {op: memo.OpTaskCreate, title: "לקבוע תור לרופא"},
		// Calques and loan words.
		"היי, אני צריכה לעשות פגישה עם המורה של הבת שלי ביום ראשון ב-4 אחרי הצהריים": {op: memo.OpEventCreate, title: "פגישה עם המורה של הבת שלי"},
		"I need to make a meeting with my daughter's teacher on sunday at 4pm":       {op: memo.OpEventCreate, title: "meeting with my daughter's teacher"},
		"אני צריכה לעשות פגישה עם המורה של הבת שלי":                                  {op: memo.OpTaskCreate, title: "לעשות פגישה עם המורה של הבת שלי"},
		"אני צריכה לעשות קניות מחר ב5":                                               {op: memo.OpTaskCreate, title: "לעשות קניות"},
		"אני צריכה לעשות רשימה חדש של ציוד לכיתה: גירים, מחברות, עטים כחול, סרגל":    {op: memo.OpListCreate, title: "ציוד לכיתה"},
		"I need to make a new list of classroom supplies: chalk, notebooks, pens":    {op: memo.OpListCreate, title: "classroom supplies"},
		"אני צריכה לעשות רשימה של ציוד לכיתה":                                        {op: memo.OpTaskCreate, title: "לעשות רשימה של ציוד לכיתה"},
		"יש לי event של השקה של המותג ביום חמישי ב20:00 ברוטשילד 22, תכניסי ללו\"ז":  {op: memo.OpEventCreate, title: "השקה של המותג ברוטשילד 22"},
		"יש לי איבנט של השקה ביום חמישי ב20:00":                                      {op: memo.OpEventCreate, title: "השקה"},
		"תוסיפי לרשימת ה-שופינג חלב, ביצים":                                          {op: memo.OpListAdd, title: "קניות"},
		"יום שופינג עם אמא מחר ב5":                                                   {op: memo.OpEventCreate, title: "יום שופינג עם אמא"},
		"וואלה תוסיפי לליסט של השופינג אבוקדו, קומבוצ'ה, חלב שיבולת שועל, גרנולה":    {op: memo.OpListAdd, title: "קניות"},
	} {
		s := plan(t, text).Steps[0]
		got, series := "", false
		switch {
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			got, series = s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Recurrence != nil
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			got = s.Tasks.Drafts[0].Text
		case s.Memory != nil && s.Memory.Draft != nil:
			got = s.Memory.Draft.Text
		case s.Lists != nil:
			got = s.Lists.Name
		}
		if s.Operation != w.op || got != w.title || series != w.series {
			t.Errorf("%q: %s %q series %v; want %+v", text, s.Operation, got, series, w)
		}
	}
}
