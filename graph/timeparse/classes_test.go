package timeparse_test

import (
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// More "now"s, in Asia/Jerusalem.
const (
	tue1445 = "2026-01-20 14:45" // the afternoon of the clock rule's example
	tue2am  = "2026-01-20 02:00" // the small hours
	sun10   = "2026-01-25 10:00" // a Sunday, the first day of the week
	fri10   = "2026-01-23 10:00" // a Friday
)

// crow is a row of the class tables: want is the start ("" when nothing
// is found, "ERR" when the text must be ErrInvalid), end the end of a
// range, and flags the letters d (HasDate), t (HasTime), p (Past), h
// (HourMeant) and e (EitherHalf).
type crow struct {
	now   string // default tue9
	text  string
	want  string
	end   string
	flags string
	rem   string
}

// The classes of expression about times, each a table; dayClasses,
// weekdayClasses and relativeClasses hold those about days, rangeClasses
// those about ranges of hours (classes gathers them all).
var timeClasses = map[string][]crow{
	"one digit, a colon and minutes, its half unsaid": {
		// The hour rule reads "5:00" as 17:00; EitherHalf tells the caller
		// that in a 24-hour hand it may as well be 05:00.
		{"", "תזכיר מחר 5:00 להזמין סחורה", "2026-01-21 17:00", "", "dte", "תזכיר להזמין סחורה"},
		{"", "משלוח מחר 6:30", "2026-01-21 18:30", "", "dte", "משלוח"},
		{"", "call the bank tomorrow at 5:30", "2026-01-21 17:30", "", "dte", "call the bank"},
		{"", "ביום שישי 1:15", "2026-01-23 13:15", "", "dte", ""},
		{tue2am, "ב-4:30", "2026-01-20 16:30", "", "te", ""},
		// Said with no day once that morning has gone, the afternoon is the
		// first still ahead.
		{tue1445, "ב-4:30", "2026-01-20 16:30", "", "t", ""},
		// A part of the day, am/pm, two digits, an early rising, a range,
		// a bare hour, an hour of 7 and on: said, or not this.
		{"", "מחר 5:00 בבוקר", "2026-01-21 05:00", "", "dt", ""},
		{"", "מחר 5:00 בערב", "2026-01-21 17:00", "", "dt", ""},
		{"", "tomorrow at 5:30pm", "2026-01-21 17:30", "", "dt", ""},
		{"", "מחר 05:00", "2026-01-21 05:00", "", "dt", ""},
		{"", "מחר 17:00", "2026-01-21 17:00", "", "dt", ""},
		{"", "השכמה מחר 5:30", "2026-01-21 05:30", "", "dt", "השכמה"},
		{"", "מחר ב-5", "2026-01-21 17:00", "", "dt", ""},
		{"", "מחר 7:30", "2026-01-21 07:30", "", "dt", ""},
		{"", "מחר 5:00-6:00", "2026-01-21 17:00", "2026-01-21 18:00", "dt", ""},
		{"2026-01-20 23:40", "at 1:30", "2026-01-21 01:30", "", "t", ""},
	},
	"שעה without its ב after a part of the day": {
		{"", "כל יום בערב שעה 8 לקחת כדור", "2026-01-20 20:00", "", "t", "כל יום לקחת כדור"},
		{"", "מחר בבוקר שעה 7 לצאת", "2026-01-21 07:00", "", "dt", "לצאת"},
		// Not after a part of the day: a count of hours stays.
		{"", "בערב לבשל שעה", "2026-01-20 18:00", "", "t", "לבשל שעה"},
	},
	"three digits before a part of the day": {
		{"", "איסוף נתבג מחר 430 בבוקר", "2026-01-21 04:30", "", "dt", "איסוף נתבג"},
		{"", "remind me 730 in the evening to call mom", "2026-01-20 19:30", "", "t", "remind me to call mom"},
		{"", "945 at night", "2026-01-20 21:45", "", "t", ""},
		// A count before a part of the day, or with no minutes, is no hour.
		{"", "buy 200 eggs in the morning", "2026-01-21 09:00", "", "t", "buy 200 eggs"},
		{"", "100 בבוקר", "2026-01-21 09:00", "", "t", "100"},
	},
	"a time in another zone": {
		{"", "4pm CET", "2026-01-20 17:00", "", "t", ""},
		{"", "Thursday 8:00 GMT", "2026-01-22 10:00", "", "dt", ""},
		{"", "at 9 London time", "2026-01-20 11:00", "", "t", ""},
		{"", "remind me at 5pm ET to call Dan", "2026-01-21 00:00", "", "t", "remind me to call Dan"},
		{"", "meeting 14:00-15:00 CET", "2026-01-20 15:00", "2026-01-20 16:00", "t", "meeting"},
		{"", "ב-8 בערב שעון ניו יורק", "2026-01-21 03:00", "", "t", ""},
		{"", "מחר ב-10 לפי שעון לונדון", "2026-01-21 12:00", "", "dt", ""},
		{"", "buy wet wipes at 5", "2026-01-20 17:00", "", "t", "buy wet wipes"},
	},
	"minutes around the hour": {
		{"", "10 past 4", "2026-01-20 16:10", "", "t", ""},
		{"", "ten past four", "2026-01-20 16:10", "", "t", ""},
		{"", "a quarter to midnight", "2026-01-20 23:45", "", "t", ""},
		{"", "quarter to six", "2026-01-20 17:45", "", "t", ""},
		{"", "twenty to 5", "2026-01-20 16:40", "", "t", ""},
		{"", "half past 7", "2026-01-20 19:30", "", "t", ""},
		{"", "quarter past 10", "2026-01-20 10:15", "", "t", ""},
		{"", "twenty-five past 3", "2026-01-20 15:25", "", "t", ""},
		{"", "five to seven", "2026-01-20 18:55", "", "t", ""},
		{"", "25 to 5", "2026-01-20 16:35", "", "t", ""},
		{"", "quarter past midnight", "2026-01-21 00:15", "", "t", ""},
		{"", "quarter to 1", "2026-01-20 12:45", "", "t", ""},
		{"", "quarter to noon", "2026-01-20 11:45", "", "t", ""},
		{"", "half past twelve", "2026-01-20 12:30", "", "t", ""},
		{"", "10 minutes past 6", "2026-01-20 18:10", "", "t", ""},
		{"", "20 minutes to 8", "2026-01-20 19:40", "", "t", ""},
		{"", "a quarter past 8 in the morning", "2026-01-21 08:15", "", "t", ""},
		{"", "ten thirty pm", "2026-01-20 22:30", "", "t", ""},
		{"", "at seven thirty", "2026-01-20 19:30", "", "t", ""},
		{"", "meet at the station at half 5", "2026-01-20 17:30", "", "t", "meet at the station"},
		{"", "remind me to call dan at 10 past 4", "2026-01-20 16:10", "", "t", "remind me to call dan"},
		{"", "pick up kids at twenty to 5 tomorrow", "2026-01-21 16:40", "", "dt", "pick up kids"},
		{tue15, "quarter to six", "2026-01-20 17:45", "", "t", ""},
		{"", "at 5 to 6", "", "", "", "at 5 to 6"}, // 5:55, or 5 to 6?
		{"", "10 to 4", "", "", "", "10 to 4"},
		{"", "at 10 to 11", "", "", "", "at 10 to 11"}, // 10:50, or 10 to 11?
		{"", "call the landlord at 10 to 3", "2026-01-20 14:50", "", "t", "call the landlord"},
		{"", "בשש ארבעים להאכיל את החתול", "2026-01-20 18:40", "", "t", "להאכיל את החתול"},
		{"", "בשמונה עשרים וחמש", "2026-01-20 20:25", "", "t", ""},
		{"", "בשבע עשרה", "2026-01-20 17:00", "", "t", ""},
		{"", "בשלוש עשרה ושלושים", "2026-01-20 13:30", "", "t", ""},
		{"", "רבע לשבע", "2026-01-20 18:45", "", "t", ""},
		{"", "עשרים ל-8", "2026-01-20 19:40", "", "t", ""},
		{"", "עשרה לתשע", "2026-01-20 20:50", "", "t", ""},
		{"", "חמש דקות לשש", "2026-01-20 17:55", "", "t", ""},
		{"", "שבע ועשרים", "2026-01-20 19:20", "", "t", ""},
		{"", "שמונה ורבע", "2026-01-20 20:15", "", "t", ""},
		{"", "שש וחצי", "2026-01-20 18:30", "", "t", ""},
		{"", "תשע וחצי", "2026-01-20 09:30", "", "t", ""},
		{"", "שלוש פחות רבע", "2026-01-20 14:45", "", "t", ""},
		{"", "אחת פחות רבע", "2026-01-20 12:45", "", "t", ""},
		{"", "ב-10 דקות ל-8", "2026-01-20 19:50", "", "t", ""},
		{"", "רבע לחצות", "2026-01-20 23:45", "", "t", ""},
		{"", "עשרים וחמש לשמונה", "2026-01-20 19:35", "", "t", ""},
		{"", "בשבע ועשרים בערב", "2026-01-20 19:20", "", "t", ""},
		{"", "ב-8 ועשרים", "2026-01-20 20:20", "", "t", ""},
		{"", "ב-7 ועשר דקות", "2026-01-20 19:10", "", "t", ""},
		{"", "בתשע ועשרים וחמש", "2026-01-20 09:25", "", "t", ""},
		{"", "מחר בעשרים ל-8 בבוקר", "2026-01-21 07:40", "", "dt", ""},
		{"", "תזכיר לי ברבע לשבע להתקשר", "2026-01-20 18:45", "", "t", "תזכיר לי להתקשר"},
		{"", "פגישה שבע ועשרים", "2026-01-20 19:20", "", "t", "פגישה"},
		{tue15, "שלוש פחות רבע", "2026-01-21 14:45", "", "t", ""},
	},
	"minutes past an hour, Hebrew and the 24-hour clock": {
		{"", "רבע אחרי 4", "2026-01-20 16:15", "", "t", ""},
		{"", "עשרים אחרי ארבע", "2026-01-20 16:20", "", "t", ""},
		{"", "10 דקות אחרי 3 אחה״צ", "2026-01-20 15:10", "", "t", ""},
		{"", "בחמש דקות אחרי שש", "2026-01-20 18:05", "", "t", ""},
		{"", "תזכיר לי עשרים אחרי ארבע להתקשר לדני", "2026-01-20 16:20", "", "t", "תזכיר לי להתקשר לדני"},
		{"", "a quarter past 14h", "2026-01-20 14:15", "", "t", ""},
		{"", "quarter to 15", "2026-01-20 14:45", "", "t", ""},
		{"", "10 minutes after 3pm", "2026-01-20 15:10", "", "t", ""},
		{"", "אחרי ארבע", "", "", "", "אחרי ארבע"}, // after four: no time said
	},
	"a word hour with the part of the day after it": {
		{"", "seven tonight", "2026-01-20 19:00", "", "dt", ""},
		{"", "remind me seven tonight to buy milk", "2026-01-20 19:00", "", "dt", "remind me to buy milk"},
		{"", "ten tomorrow night", "2026-01-21 22:00", "", "dt", ""},
		{"", "10 tomorrow night", "2026-01-21 22:00", "", "dt", ""},
		{"", "שבע הערב", "2026-01-20 19:00", "", "dt", ""},
		{"", "עשר מחר בלילה", "2026-01-21 22:00", "", "dt", ""},
		{"", "seven dwarfs", "", "", "", "seven dwarfs"},
		{"", "call the seven tomorrow", "2026-01-21 00:00", "", "d", "call the seven"},
	},
	"compact and continental": {
		{"", "0945", "2026-01-20 09:45", "", "t", ""},
		{"", "meet at 0945 tomorrow", "2026-01-21 09:45", "", "dt", "meet"},
		{"", "at 1530", "2026-01-20 15:30", "", "t", ""},
		{"", "at 930", "2026-01-20 09:30", "", "t", ""},
		{"", "lunch at 1230", "2026-01-20 12:30", "", "t", "lunch"},
		{"", "tomorrow 0800", "2026-01-21 08:00", "", "dt", ""},
		{"", "בשעה 1930", "2026-01-20 19:30", "", "t", ""},
		{"", "18h15", "2026-01-20 18:15", "", "t", ""},
		{"", "18h", "2026-01-20 18:00", "", "t", ""},
		{"", "dinner 20h", "2026-01-20 20:00", "", "t", "dinner"},
		{"", "at 9h30", "2026-01-20 09:30", "", "t", ""},
		{"", "at 4 20", "2026-01-20 16:20", "", "t", ""},
		{"", "7.30pm", "2026-01-20 19:30", "", "t", ""},
		{"", "7.30 pm", "2026-01-20 19:30", "", "t", ""},
		{"", "at 4.15pm", "2026-01-20 16:15", "", "t", ""},
		{"", "7.45am", "2026-01-21 07:45", "", "t", ""},
		{"", "at 7.30 in the evening", "2026-01-20 19:30", "", "t", ""},
		{"", "בשעה 19.30", "2026-01-20 19:30", "", "t", ""},
		{"", "ב-19.30", "2026-01-20 19:30", "", "t", ""},
		{"", "מחר ב-8.30", "2026-01-21 08:30", "", "dt", ""},
		{"", "tomorrow 10.30", "2026-01-21 10:30", "", "dt", ""}, // right after a day, two-digit minutes past 12
		{"", "מחר 10.30", "2026-01-21 10:30", "", "dt", ""},
		{"", "tomorrow 9.10", "2026-01-21 00:00", "", "d", "9.10"}, // 9.10 may be a date: not read
		{"", "tomorrow 12.50 shekels", "2026-01-21 00:00", "", "d", "12.50 shekels"},
		{"", "ב-8.10", "2026-10-08 00:00", "", "d", ""}, // October 8, not 8:10
		{"", "ב-9.90 ש\"ח", "", "", "", "ב-9.90 ש\"ח"},
		{"", "קניתי ב-14.50", "", "", "", "קניתי ב-14.50"},
		{"", "ב-12.30 שקל", "", "", "", "ב-12.30 שקל"},
		{"", "friday9am", "2026-01-23 09:00", "", "dt", ""},
		{"", "tmrw9am", "2026-01-21 09:00", "", "dt", ""},
		{"", "fri7pm", "2026-01-23 19:00", "", "dt", ""},
		{"", "tomorrow10am", "2026-01-21 10:00", "", "dt", ""},
		{"", "tomorrow 9", "2026-01-21 09:00", "", "dt", ""},
		{"", "Monday 10:30", "2026-01-26 10:30", "", "dt", ""},
		{tue15, "at 1530", "2026-01-20 15:30", "", "t", ""},
		{tue15, "at 1430", "2026-01-21 14:30", "", "t", ""},
		{"", "1930", "", "", "", "1930"},
		{"", "run a marathon by 2030", "", "", "", "run a marathon by 2030"},
		{"", "sold at 100", "", "", "", "sold at 100"},
		{"", "at 800pm", "2026-01-20 20:00", "", "t", ""},
		{"", "born in 85", "", "", "", "born in 85"},
		{"", "sleep 8h", "", "", "", "sleep 8h"},
		{"", "15.06 בערב", "2026-06-15 18:00", "", "dt", ""}, // June 15, not 15:06
		{"", "tomorrow 9 dentist", "2026-01-21 00:00", "", "d", "9 dentist"},
	},
	"am and pm": {
		{"", "7:40a", "2026-01-21 07:40", "", "t", ""},
		{"", "7:40p", "2026-01-20 19:40", "", "t", ""},
		{"", "5 oclock am", "2026-01-21 05:00", "", "t", ""},
		{"", "5 o'clock", "2026-01-20 17:00", "", "t", ""},
		{"", "7 AM", "2026-01-21 07:00", "", "t", ""},
		{"", "7a.m.", "2026-01-21 07:00", "", "t", ""},
		{"", "7 in the morning", "2026-01-21 07:00", "", "t", ""},
		{"", "early morning at 4", "2026-01-21 04:00", "", "t", ""},
		{"", "at 5 in the early morning", "2026-01-21 05:00", "", "t", ""},
		{"", "לפנות בוקר", "2026-01-21 05:00", "", "t", ""},
		{"", "ב-4 לפנות בוקר", "2026-01-21 04:00", "", "t", ""},
		{"", "בשש בבוקר", "2026-01-21 06:00", "", "t", ""},
		{"", "ב-11 בלילה", "2026-01-20 23:00", "", "t", ""},
		{"", "ב-4 אחה\"צ", "2026-01-20 16:00", "", "t", ""},
		{"", "ב-5 לפנות ערב", "2026-01-20 17:00", "", "t", ""},
		{"", "at 5 o'clock in the evening", "2026-01-20 17:00", "", "t", ""},
		{"", "5 in the afternoon", "2026-01-20 17:00", "", "t", ""},
		{"", "7 tonight", "2026-01-20 19:00", "", "dt", ""},
		{"", "at 7 this evening", "2026-01-20 19:00", "", "dt", ""},
		{"", "at 3 at night", "2026-01-21 03:00", "", "t", ""},
		{"", "4PM", "2026-01-20 16:00", "", "t", ""},
		{"", "at 10ish", "2026-01-20 10:00", "", "t", ""},
		{"", "at 5-ish", "2026-01-20 17:00", "", "t", ""},
		{"", "at 5 sharp", "2026-01-20 17:00", "", "t", ""},
		{"", "walk the dog 8ish", "2026-01-20 20:00", "", "t", "walk the dog"},
		{"", "remind me 10-ish to stretch", "2026-01-20 10:00", "", "t", "remind me to stretch"},
		{"", "call Dana 5 sharp", "2026-01-20 17:00", "", "t", "call Dana"},
		{"", "call Dana at 9am sharp", "2026-01-21 09:00", "", "t", "call Dana"},
		{"", "at like 4", "2026-01-20 16:00", "", "t", ""},
		{"", "call me at like 4 tomorrow", "2026-01-21 16:00", "", "dt", "call me"},
		{"", "around 4pm", "2026-01-20 16:00", "", "t", ""},
		{"", "~4pm", "2026-01-20 16:00", "", "t", ""},
		{"", "at about 6", "2026-01-20 18:00", "", "t", ""},
		{"", "call mom about 6pm", "2026-01-20 18:00", "", "t", "call mom"},
		{"", "by 5", "2026-01-20 17:00", "", "t", ""},
		{"", "עד 5", "2026-01-20 17:00", "", "t", ""},
		{"", "שמונה הערב", "2026-01-20 20:00", "", "dt", ""},
		{"", "באחת בלילה", "2026-01-21 01:00", "", "t", ""},
		{"", "בשתיים בצהריים", "2026-01-20 14:00", "", "t", ""},
		{"", "seven pm tomorrow", "2026-01-21 19:00", "", "dt", ""},
	},
	"impossible": {
		{"", "31/2", "ERR", "", "", ""},
		{"", "30 February", "ERR", "", "", ""},
		{"", "25:00", "ERR", "", "", ""},
		{"", "at 9:75", "ERR", "", "", ""},
		{"", "ה-32 בחודש", "ERR", "", "", ""},
		{"", "31 April", "ERR", "", "", ""},
		{"", "the 31st of February", "ERR", "", "", ""},
		{"", "2026-02-30", "ERR", "", "", ""},
		{"", "31.11", "ERR", "", "", ""},
		{"", "at 12:60", "ERR", "", "", ""},
		{"", "בשעה 24:30", "ERR", "", "", ""},
		{"", "Friday 31/4", "ERR", "", "", ""},
		{"", "13pm", "ERR", "", "", ""},
	},
	"a part of the day that names a thing stays in the text": {
		{"", "prep for game night tomorrow at 4", "2026-01-21 16:00", "", "dt", "prep for game night"},
		{"", "lunch with the night shift team tomorrow at 1", "2026-01-21 13:00", "", "dt", "lunch with the night shift team"},
		{"", "poker night friday at 9", "2026-01-23 21:00", "", "dt", "poker night"},
		{"", "get the morning paper tmrw at 7", "2026-01-21 07:00", "", "dt", "get the morning paper"},
		{"", "morning run at 7", "2026-01-21 07:00", "", "t", "morning run"},
		{"", "cancel the morning yoga class tomorrow at 7pm", "2026-01-21 19:00", "", "dt", "cancel the morning yoga class"},
		{"", "friday night at 9 dinner", "2026-01-23 21:00", "", "dt", "dinner"},
		{"", "באחת וחצי לאכול צהריים", "2026-01-20 13:30", "", "t", "לאכול צהריים"},
		{"", "מחר לפני הצהריים לשלוח קורות חיים", "2026-01-21 09:00", "", "dt", "לשלוח קורות חיים"},
	},
	"the clock rule": {
		{tue1445, "at 11:00", "2026-01-21 11:00", "", "t", ""},
		{tue1445, "11:00", "2026-01-21 11:00", "", "t", ""},
		{tue1445, "at 11", "2026-01-20 23:00", "", "t", ""},
		{tue1445, "at 10:30", "2026-01-21 10:30", "", "t", ""},
		{tue1445, "at 5:30", "2026-01-20 17:30", "", "t", ""},
		{tue1445, "tomorrow at 11:00", "2026-01-21 11:00", "", "dt", ""},
		{tue1445, "tomorrow at 03:00", "2026-01-21 03:00", "", "dt", ""},
		{tue1445, "at 12:00", "2026-01-21 12:00", "", "t", ""},
		{tue1445, "at 00:30", "2026-01-21 00:30", "", "t", ""},
		{tue1445, "at 18:15", "2026-01-20 18:15", "", "t", ""},
		{tue1445, "ב-11:00", "2026-01-21 11:00", "", "t", ""},
		{tue1445, "בשעה 09:30", "2026-01-21 09:30", "", "t", ""},
		{tue1445, "Friday at 10:00", "2026-01-23 10:00", "", "dt", ""},
		{"", "at 11:00", "2026-01-20 11:00", "", "t", ""},
		{"", "at 10:00 tonight", "2026-01-20 22:00", "", "dt", ""},
		{"", "10:00 pm", "2026-01-20 22:00", "", "t", ""},
		{"", "10:00 בערב", "2026-01-20 22:00", "", "t", ""},
		{"", "this evening at 8:30", "2026-01-20 20:30", "", "dt", ""},
		{"", "in the morning at 8", "2026-01-21 08:00", "", "t", ""},
		{tue1445, "wake me at 6", "2026-01-21 06:00", "", "t", "wake me"},
		{tue1445, "alarm at 5:30", "2026-01-21 05:30", "", "t", "alarm"},
		{tue1445, "flight at 4", "2026-01-21 04:00", "", "t", "flight"},
		{tue1445, "תעיר אותי ב-6", "2026-01-21 06:00", "", "t", "תעיר אותי"},
		{"", "wake me up tomorrow at 6", "2026-01-21 06:00", "", "dt", "wake me up"},
		{"", "השכמה מחר ב-5", "2026-01-21 05:00", "", "dt", "השכמה"},
		{"", "flight on Friday at 3", "2026-01-23 03:00", "", "dt", "flight"},
		{tue2am, "wake me at 6", "2026-01-20 06:00", "", "t", "wake me"},
		{tue2am, "at 6", "2026-01-20 06:00", "", "t", ""},
		{tue1445, "tomorrow at 3", "2026-01-21 15:00", "", "dt", ""},
		// Late at night, an hour after midnight is the coming one when
		// it is near; far off, the afternoon.
		{"2026-01-20 23:40", "at 1", "2026-01-21 01:00", "", "t", ""},
		{"2026-01-20 00:10", "ברבע לאחת", "2026-01-20 00:45", "", "t", ""},
		{"2026-01-20 23:00", "at 12", "2026-01-21 00:00", "", "t", ""},
		{"2026-01-20 21:00", "at 2", "2026-01-21 14:00", "", "t", ""},
		{"2026-01-20 16:00", "at 3", "2026-01-21 15:00", "", "t", ""},
	},
}

func TestParseClasses(t *testing.T) {
	loc := jerusalem(t)
	total := 0
	for name, rows := range classes() {
		total += len(rows)
		for _, tc := range rows {
			nowText := tc.now
			if nowText == "" {
				nowText = tue9
			}
			now, err := time.ParseInLocation(layout, nowText, loc)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(name+"/"+nowText+" "+tc.text, func(t *testing.T) {
				r, found, err := timeparse.Parse(tc.text, now, loc)
				checkSpans(t, tc.text, r.Spans)
				if tc.want == "ERR" {
					if !errors.Is(err, timeparse.ErrInvalid) || !found || len(r.Spans) == 0 {
						t.Fatalf("found %v, err %v: want ErrInvalid with the expression marked", found, err)
					}
					return
				}
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if found != (tc.want != "") {
					t.Fatalf("found = %v, want %v (result %+v)", found, tc.want != "", r)
				}
				if found {
					checkTime(t, "Time", r.Time, tc.want, loc)
					if r.HasEnd != (tc.end != "") {
						t.Errorf("HasEnd = %v, want %v (End %s)", r.HasEnd, tc.end != "", r.End)
					} else if r.HasEnd {
						checkTime(t, "End", r.End, tc.end, loc)
					}
					flags := ""
					if r.HasDate {
						flags += "d"
					}
					if r.HasTime {
						flags += "t"
					}
					if r.Past {
						flags += "p"
					}
					if r.HourMeant {
						flags += "h"
					}
					if r.EitherHalf {
						flags += "e"
					}
					if flags != tc.flags {
						t.Errorf("flags = %q, want %q", flags, tc.flags)
					}
					if r.Conflict != nil {
						t.Errorf("Conflict = %+v, want none", r.Conflict)
					}
				}
				if got := r.Remainder(tc.text); got != tc.rem {
					t.Errorf("Remainder = %q, want %q (spans %v)", got, tc.rem, r.Spans)
				}
			})
		}
	}
	if total < 380 {
		t.Fatalf("the class tables have %d rows; keep at least 380", total)
	}
}

func checkTime(t *testing.T, what string, got time.Time, want string, loc *time.Location) {
	t.Helper()
	w, err := time.ParseInLocation(layout, want, loc)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(w) || got.Location() != loc {
		t.Errorf("%s = %s, want %s", what, got.Format("Mon "+layout+" -07:00 MST"), w.Format("Mon "+layout))
	}
}
