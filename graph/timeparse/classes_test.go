package timeparse_test

import (
	"errors"
	"strings"
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
// range, and flags the letters d (HasDate), t (HasTime) and p (Past).
type crow struct {
	now   string // default tue9
	text  string
	want  string
	end   string
	flags string
	rem   string
}

// The classes of expression, each a table.
var classes = map[string][]crow{
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
		{"", "remind me to call dan at 10 past 4", "2026-01-20 16:10", "", "t", "remind me to call dan"},
		{"", "pick up kids at twenty to 5 tomorrow", "2026-01-21 16:40", "", "dt", "pick up kids"},
		{tue15, "quarter to six", "2026-01-20 17:45", "", "t", ""},
		{"", "at 5 to 6", "", "", "", "at 5 to 6"}, // 5:55, or 5 to 6?
		{"", "10 to 4", "", "", "", "10 to 4"},
		{"", "רבע לשבע", "2026-01-20 18:45", "", "t", ""},
		{"", "עשרים ל-8", "2026-01-20 19:40", "", "t", ""},
		{"", "עשרה לתשע", "2026-01-20 20:50", "", "t", ""},
		{"", "חמש דקות לשש", "2026-01-20 17:55", "", "t", ""},
		{"", "שבע ועשרים", "2026-01-20 19:20", "", "t", ""},
		{"", "שמונה ורבע", "2026-01-20 20:15", "", "t", ""},
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
		{"", "friday9am", "2026-01-23 09:00", "", "dt", ""},
		{"", "tmrw9am", "2026-01-21 09:00", "", "dt", ""},
		{"", "fri7pm", "2026-01-23 19:00", "", "dt", ""},
		{"", "tomorrow10am", "2026-01-21 10:00", "", "dt", ""},
		{"", "tomorrow 9", "2026-01-21 09:00", "", "dt", ""},
		{"", "Monday 10:30", "2026-01-26 10:30", "", "dt", ""},
		{tue15, "at 1530", "2026-01-20 15:30", "", "t", ""},
		{tue15, "at 1430", "2026-01-21 14:30", "", "t", ""},
		{"", "1930", "", "", "", "1930"},
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
	"ranges": {
		{"", "2-3pm", "2026-01-20 14:00", "2026-01-20 15:00", "t", ""},
		{"", "10-11:30", "2026-01-20 10:00", "2026-01-20 11:30", "t", ""},
		{"", "from 9 to 11", "2026-01-20 21:00", "2026-01-20 23:00", "t", ""},
		{"", "between 2 and 3", "2026-01-20 14:00", "2026-01-20 15:00", "t", ""},
		{"", "9am to 5pm", "2026-01-21 09:00", "2026-01-21 17:00", "t", ""},
		{"", "14:00-15:30", "2026-01-20 14:00", "2026-01-20 15:30", "t", ""},
		{"", "בין 2 ל-3", "2026-01-20 14:00", "2026-01-20 15:00", "t", ""},
		{"", "מ-9 עד 11", "2026-01-20 21:00", "2026-01-20 23:00", "t", ""},
		{"", "9:00–10:30", "2026-01-21 09:00", "2026-01-21 10:30", "t", ""},
		{"", "22:00-01:00", "2026-01-20 22:00", "2026-01-21 01:00", "t", ""},
		{"", "11-1pm", "2026-01-20 11:00", "2026-01-20 13:00", "t", ""},
		{"", "12-1pm", "2026-01-20 12:00", "2026-01-20 13:00", "t", ""},
		{"", "9pm-1", "2026-01-20 21:00", "2026-01-21 01:00", "t", ""},
		{"", "11-1am", "2026-01-20 23:00", "2026-01-21 01:00", "t", ""},
		{"", "11-13:00", "2026-01-20 11:00", "2026-01-20 13:00", "t", ""},
		{"", "tomorrow 2-3pm", "2026-01-21 14:00", "2026-01-21 15:00", "dt", ""},
		{"", "meeting next Monday 2-3pm with the design team", "2026-01-26 14:00", "2026-01-26 15:00", "dt", "meeting with the design team"},
		{"", "9 to 5:30", "2026-01-21 09:00", "2026-01-21 17:30", "t", ""},
		{"", "from 10 to 11", "2026-01-20 10:00", "2026-01-20 11:00", "t", ""},
		{"", "at 10-11", "2026-01-20 10:00", "2026-01-20 11:00", "t", ""},
		{"", "10am-12", "2026-01-20 10:00", "2026-01-20 12:00", "t", ""},
		{"", "between 9 and 11am", "2026-01-21 09:00", "2026-01-21 11:00", "t", ""},
		{"", "between 10:30 and 11", "2026-01-20 10:30", "2026-01-20 11:00", "t", ""},
		{"", "8:30-9:30 tomorrow", "2026-01-21 08:30", "2026-01-21 09:30", "dt", ""},
		{"", "tomorrow from 9 to 5", "2026-01-21 09:00", "2026-01-21 17:00", "dt", ""},
		{"", "tomorrow 2 to 4", "2026-01-21 14:00", "2026-01-21 16:00", "dt", ""},
		{"", "10:00 - 11:00", "2026-01-20 10:00", "2026-01-20 11:00", "t", ""},
		{"", "מחר בין 10 ל-12", "2026-01-21 10:00", "2026-01-21 12:00", "dt", ""},
		{"", "מחר מ-10 עד 12", "2026-01-21 10:00", "2026-01-21 12:00", "dt", ""},
		{"", "בין השעות 10 ל-12", "2026-01-20 10:00", "2026-01-20 12:00", "t", ""},
		{"", "משמונה עד עשר", "2026-01-20 20:00", "2026-01-20 22:00", "t", ""},
		{"", "בין 9:00 ל-10:00", "2026-01-21 09:00", "2026-01-21 10:00", "t", ""},
		{"", "ביום שלישי בין 4 ל-6 אחה\"צ", "2026-01-27 16:00", "2026-01-27 18:00", "dt", ""},
		{"", "פגישה עם דני ביום שני הבא מ-9 עד 11", "2026-01-26 09:00", "2026-01-26 11:00", "dt", "פגישה עם דני"},
		{tue15, "from 2 to 4", "2026-01-21 14:00", "2026-01-21 16:00", "t", ""},
		{tue15, "between 11 and 1", "2026-01-21 11:00", "2026-01-21 13:00", "t", ""},
		{tue15, "2-3pm", "2026-01-21 14:00", "2026-01-21 15:00", "t", ""},
		{"", "from 1 to 10", "", "", "", "from 1 to 10"},
		{"", "from 3 to 5 kids", "", "", "", "from 3 to 5 kids"},
		{"", "2-3 eggs", "", "", "", "2-3 eggs"},
		{"", "9-5 job", "", "", "", "9-5 job"},
		{"", "score was 3-2", "", "", "", "score was 3-2"},
		{"", "between 2 and 3 kg", "", "", "", "between 2 and 3 kg"},
		{"", "tickets 10-20 shekels", "", "", "", "tickets 10-20 shekels"},
		{"", "ages 9-12", "", "", "", "ages 9-12"},
		{"", "10-11", "", "", "", "10-11"},
		{"", "from 9 to 25:00", "ERR", "", "", ""},
	},
	"weekdays": {
		{"", "last Monday", "2026-01-19 00:00", "", "dp", ""},
		{"", "next Monday", "2026-01-26 00:00", "", "d", ""},
		{"", "Monday after next", "2026-02-02 00:00", "", "d", ""},
		{"", "the Monday after next", "2026-02-02 00:00", "", "d", ""},
		{"", "Monday of next week", "2026-01-26 00:00", "", "d", ""},
		{"", "next week Monday", "2026-01-26 00:00", "", "d", ""},
		{"", "a week from Monday", "2026-02-02 00:00", "", "d", ""},
		{"", "two weeks from Friday", "2026-02-06 00:00", "", "d", ""},
		{"", "יום שני הבא", "2026-01-26 00:00", "", "d", ""},
		{"", "שני בעוד שבועיים", "2026-02-02 00:00", "", "d", ""},
		{"", "יום שני שעבר", "2026-01-19 00:00", "", "dp", ""},
		{"", "ביום שני בשבוע הבא", "2026-01-26 00:00", "", "d", ""},
		{"", "Monday last week", "2026-01-12 00:00", "", "dp", ""},
		{"", "last week on Monday", "2026-01-12 00:00", "", "dp", ""},
		{"", "בשבוע שעבר ביום רביעי", "2026-01-14 00:00", "", "dp", ""},
		{"", "ביום רביעי שעבר", "2026-01-14 00:00", "", "dp", ""},
		{"", "this past Sunday", "2026-01-18 00:00", "", "dp", ""},
		{"", "last Tuesday", "2026-01-13 00:00", "", "dp", ""},
		{"", "in 2 weeks on Monday", "2026-02-02 00:00", "", "d", ""},
		{"", "בעוד שבועיים ביום שני", "2026-02-02 00:00", "", "d", ""},
		{"", "meet on wensday", "2026-01-21 00:00", "", "d", "meet"},
		{"", "thrusday at 5", "2026-01-22 17:00", "", "dt", ""},
		{"", "sat at 7", "2026-01-24 07:00", "", "dt", ""},
		{"", "wed at noon", "2026-01-21 12:00", "", "dt", ""},
		{"", "Thurs 11 am", "2026-01-22 11:00", "", "dt", ""},
		{"", "חמישי הבא", "2026-01-29 00:00", "", "d", ""},
		{"", "בחמישי הבא ב-10", "2026-01-29 10:00", "", "dt", ""},
		{"", "שני הקרוב", "2026-01-26 00:00", "", "d", ""},
		{"", "ביום חמישי השבוע", "2026-01-22 00:00", "", "d", ""},
		{"", "במוצאי שבת", "2026-01-24 18:00", "", "dt", ""},
		{"", "מוצ\"ש ב-9", "2026-01-24 21:00", "", "dt", ""},
		{sun10, "next Monday", "2026-02-02 00:00", "", "d", ""},
		{sun10, "Monday", "2026-01-26 00:00", "", "d", ""},
		{sun10, "Monday after next", "2026-02-02 00:00", "", "d", ""},
		{sun10, "last Sunday", "2026-01-18 00:00", "", "dp", ""},
		{sun10, "יום שני שעבר", "2026-01-19 00:00", "", "dp", ""},
	},
	"ordinal and word days": {
		{"", "the 2nd", "2026-02-02 00:00", "", "d", ""},
		{"", "on the 21st", "2026-01-21 00:00", "", "d", ""},
		{"", "fifth of May", "2026-05-05 00:00", "", "d", ""},
		{"", "May fifth", "2026-05-05 00:00", "", "d", ""},
		{"", "the fifth of May", "2026-05-05 00:00", "", "d", ""},
		{"", "May the 5th", "2026-05-05 00:00", "", "d", ""},
		{"", "the twenty-third", "2026-01-23 00:00", "", "d", ""},
		{"", "on the twenty first", "2026-01-21 00:00", "", "d", ""},
		{"", "on the first", "2026-02-01 00:00", "", "d", ""},
		{"", "pay bills on the 1st", "2026-02-01 00:00", "", "d", "pay bills"},
		{"", "the 15th of next month", "2026-02-15 00:00", "", "d", ""},
		{"", "on the 3rd at 10", "2026-02-03 10:00", "", "dt", ""},
		{"", "Friday the 13th", "2026-02-13 00:00", "", "d", ""},
		{"", "העשרים ביוני", "2026-06-20 00:00", "", "d", ""},
		{"", "בעשרה בפברואר", "2026-02-10 00:00", "", "d", ""},
		{"", "ב-3 לחודש", "2026-02-03 00:00", "", "d", ""},
		{"", "בראשון לחודש", "2026-02-01 00:00", "", "d", ""},
		{"", "ה-15 בחודש הבא", "2026-02-15 00:00", "", "d", ""},
		{"", "בשלישי לחודש", "2026-02-03 00:00", "", "d", ""},
		{"", "בעשרים ושלושה לחודש", "2026-01-23 00:00", "", "d", ""},
		{"", "בחמישה עשר בינואר", "2027-01-15 00:00", "", "d", ""},
		{"", "עד העשרים לחודש", "2026-01-20 00:00", "", "d", ""},
		{"", "the 2nd floor", "", "", "", "the 2nd floor"},
		{"", "on the 2nd floor", "", "", "", "on the 2nd floor"},
		{"", "the first time", "", "", "", "the first time"},
		{"", "the first", "", "", "", "the first"},
		{"", "the second one", "", "", "", "the second one"},
		{"", "1st place", "", "", "", "1st place"},
		{"", "בראשון לציון", "", "", "", "בראשון לציון"},
		{"", "השני מימין", "", "", "", "השני מימין"},
		{"", "בשני חלקים", "", "", "", "בשני חלקים"},
	},
	"period phrases": {
		{"", "end of the month", "2026-01-31 00:00", "", "d", ""},
		{"", "סוף החודש", "2026-01-31 00:00", "", "d", ""},
		{"", "pay rent by the end of the month", "2026-01-31 00:00", "", "d", "pay rent"},
		{"", "בסוף החודש", "2026-01-31 00:00", "", "d", ""},
		{"", "end of next month", "2026-02-28 00:00", "", "d", ""},
		{"", "בסוף החודש הבא", "2026-02-28 00:00", "", "d", ""},
		{"", "end of the week", "2026-01-24 00:00", "", "d", ""},
		{"", "סוף השבוע", "2026-01-24 00:00", "", "d", ""},
		{"", "סופ\"ש", "2026-01-24 00:00", "", "d", ""},
		{"", "בסופ״ש", "2026-01-24 00:00", "", "d", ""},
		{"", "this weekend", "2026-01-24 00:00", "", "d", ""},
		{"", "over the weekend", "2026-01-24 00:00", "", "d", ""},
		{"", "next weekend", "2026-01-31 00:00", "", "d", ""},
		{"", "סופ\"ש הבא", "2026-01-31 00:00", "", "d", ""},
		{"", "beginning of next month", "2026-02-01 00:00", "", "d", ""},
		{"", "תחילת החודש הבא", "2026-02-01 00:00", "", "d", ""},
		{"", "בתחילת החודש", "2026-02-01 00:00", "", "d", ""},
		{"", "end of the year", "2026-12-31 00:00", "", "d", ""},
		{"", "later today", "2026-01-20 00:00", "", "d", ""},
		{"", "later", "2026-01-20 00:00", "", "d", ""},
		{"", "call him later", "2026-01-20 00:00", "", "d", "call him"},
		{"", "later tonight", "2026-01-20 21:00", "", "dt", ""},
		{"", "מאוחר יותר", "2026-01-20 00:00", "", "d", ""},
		{"", "this afternoon", "2026-01-20 14:00", "", "dt", ""},
		{"", "noon tomorrow", "2026-01-21 12:00", "", "dt", ""},
		{"", "midday", "2026-01-20 12:00", "", "t", ""},
		{"", "by EOD", "2026-01-20 00:00", "", "d", ""},
		{"", "submit the report by Friday EOD", "2026-01-23 00:00", "", "d", "submit the report"},
		{"", "סוף היום", "2026-01-20 00:00", "", "d", ""},
		{"", "first thing tomorrow", "2026-01-21 09:00", "", "dt", ""},
		{"", "first thing in the morning", "2026-01-21 09:00", "", "t", ""},
		{"", "2 hours later", "", "", "", "2 hours later"},
		{satEve, "this weekend", "2026-01-24 00:00", "", "d", ""},
		{satEve, "next weekend", "2026-01-31 00:00", "", "d", ""},
		{sun10, "this weekend", "2026-01-31 00:00", "", "d", ""},
		{fri10, "over the weekend", "2026-01-24 00:00", "", "d", ""},
		{jan31, "end of the month", "2026-01-31 00:00", "", "d", ""},
		{jan31, "end of next month", "2026-02-28 00:00", "", "d", ""},
	},
	"relative": {
		{"", "in a couple of hours", "2026-01-20 11:00", "", "dt", ""},
		{"", "in 2.5 hours", "2026-01-20 11:30", "", "dt", ""},
		{"", "in 1.5h", "2026-01-20 10:30", "", "dt", ""},
		{"", "in 0.75 hours", "2026-01-20 09:45", "", "dt", ""},
		{"", "in 90 min", "2026-01-20 10:30", "", "dt", ""},
		{"", "in a few minutes", "2026-01-20 09:05", "", "dt", ""},
		{"", "in a bit", "", "", "", "in a bit"},
		{"", "in a while", "", "", "", "in a while"},
		{"", "in a few days", "", "", "", "in a few days"},
		{"", "in 20", "2026-01-20 09:20", "", "dt", ""},
		{"", "remind me in 20 to stretch", "2026-01-20 09:20", "", "dt", "remind me to stretch"},
		{"", "in 20m", "2026-01-20 09:20", "", "dt", ""},
		{"", "in 1 hour 30 minutes", "2026-01-20 10:30", "", "dt", ""},
		{"", "in 1h30", "2026-01-20 10:30", "", "dt", ""},
		{"", "in 2 hours and 15 min", "2026-01-20 11:15", "", "dt", ""},
		{"", "in 45 minutes", "2026-01-20 09:45", "", "dt", ""},
		{"", "in an hr", "2026-01-20 10:00", "", "dt", ""},
		{"", "in 2hrs", "2026-01-20 11:00", "", "dt", ""},
		{"", "in fifteen minutes", "2026-01-20 09:15", "", "dt", ""},
		{"", "in twenty five minutes", "2026-01-20 09:25", "", "dt", ""},
		{"", "in half hour", "2026-01-20 09:30", "", "dt", ""},
		{"", "after 2 hours", "2026-01-20 11:00", "", "dt", ""},
		{"", "in two weeks", "2026-02-03 00:00", "", "d", ""},
		{"", "in 2 days time", "2026-01-22 00:00", "", "d", ""},
		{"", "a week from today", "2026-01-27 00:00", "", "d", ""},
		{"", "a week from tomorrow", "2026-01-28 00:00", "", "d", ""},
		{"", "a month from now", "2026-02-20 00:00", "", "d", ""},
		{"", "בעוד כמה דקות", "2026-01-20 09:05", "", "dt", ""},
		{"", "עוד רבע שעה", "2026-01-20 09:15", "", "dt", ""},
		{"", "בעוד 20", "2026-01-20 09:20", "", "dt", ""},
		{"", "תוך שעה", "2026-01-20 10:00", "", "dt", ""},
		{"", "בעוד 5 דק'", "2026-01-20 09:05", "", "dt", ""},
		{"", "בעוד שעה ועשרים דקות", "2026-01-20 10:20", "", "dt", ""},
		{"", "אחרי שעתיים", "2026-01-20 11:00", "", "dt", ""},
		{"", "בעוד יומיים בערב", "2026-01-22 18:00", "", "dt", ""},
		{"", "בעוד מעט", "", "", "", "בעוד מעט"},
		{"", "עוד 2 לחמניות", "", "", "", "עוד 2 לחמניות"},
		{"", "in 2026", "", "", "", "in 2026"},
	},
	"dates and years": {
		{"", "3/4/27", "2027-04-03 00:00", "", "d", ""},
		{"", "03.04.27", "2027-04-03 00:00", "", "d", ""},
		{"", "12/25", "2026-12-25 00:00", "", "d", ""},
		{"", "4/20", "2026-04-20 00:00", "", "d", ""},
		{"", "12/25/2026", "2026-12-25 00:00", "", "d", ""},
		{"", "2026-12-03", "2026-12-03 00:00", "", "d", ""},
		{"", "Dec 3rd 2026", "2026-12-03 00:00", "", "d", ""},
		{"", "3 Dec '27", "2027-12-03 00:00", "", "d", ""},
		{"", "Dec 3, '27", "2027-12-03 00:00", "", "d", ""},
		{"", "15 Jan 2027", "2027-01-15 00:00", "", "d", ""},
		{"", "01/15/2027", "2027-01-15 00:00", "", "d", ""},
		{"", "15/01/2027", "2027-01-15 00:00", "", "d", ""},
		{"", "2027-01-15 10:00", "2027-01-15 10:00", "", "dt", ""},
		{"", "January 15th at 3pm", "2027-01-15 15:00", "", "dt", ""},
		{"", "book flight for Dec 20", "2026-12-20 00:00", "", "d", "book flight"},
		{"", "ב-1/2", "2026-02-01 00:00", "", "d", ""},
		{"", "ב-3 במרץ 2027", "2027-03-03 00:00", "", "d", ""},
		{"", "5/6", "2026-06-05 00:00", "", "d", ""},
		{"", "meeting room 3.12", "", "", "", "meeting room 3.12"},
		{"", "version 2.10 released", "", "", "", "version 2.10 released"},
		{"", "13/25", "", "", "", "13/25"},
	},
	"weekday beside a date": {
		{"", "Friday 13.3", "2026-03-13 00:00", "", "d", ""},
		{"", "ביום שישי 13.3", "2026-03-13 00:00", "", "d", ""},
		{"", "Friday, March 13", "2026-03-13 00:00", "", "d", ""},
		{"", "13.3 Friday", "2026-03-13 00:00", "", "d", ""},
		{"", "Fri 13/3 at 9", "2026-03-13 09:00", "", "dt", ""},
		{"", "יום שישי ה-13", "2026-02-13 00:00", "", "d", ""},
		{"", "Sunday January 25", "2026-01-25 00:00", "", "d", ""},
		{"", "מחר, יום רביעי, ב-5", "2026-01-21 17:00", "", "dt", ""},
		{"", "every Monday from tomorrow", "2026-01-21 00:00", "", "d", "every Monday from"},
	},
	"past": {
		{"", "yesterday", "2026-01-19 00:00", "", "dp", ""},
		{"", "אתמול", "2026-01-19 00:00", "", "dp", ""},
		{"", "שלשום", "2026-01-18 00:00", "", "dp", ""},
		{"", "two days ago", "2026-01-18 00:00", "", "dp", ""},
		{"", "לפני יומיים", "2026-01-18 00:00", "", "dp", ""},
		{"", "last week", "", "", "", "last week"},
		{"", "last night", "2026-01-19 21:00", "", "dtp", ""},
		{"", "last night at 11", "2026-01-19 23:00", "", "dtp", ""},
		{"", "אמש", "2026-01-19 21:00", "", "dtp", ""},
		{tue15, "this morning", "2026-01-20 09:00", "", "dtp", ""},
		{tue15, "today at 9am", "2026-01-20 09:00", "", "dtp", ""},
		{"", "the day before yesterday", "2026-01-18 00:00", "", "dp", ""},
		{"", "yesterday at 5", "2026-01-19 17:00", "", "dtp", ""},
		{"", "yesterday morning", "2026-01-19 09:00", "", "dtp", ""},
		{"", "אתמול בערב", "2026-01-19 18:00", "", "dtp", ""},
		{"", "5 minutes ago", "2026-01-20 08:55", "", "dtp", ""},
		{"", "2 hours ago", "2026-01-20 07:00", "", "dtp", ""},
		{"", "a week ago", "2026-01-13 00:00", "", "dp", ""},
		{"", "לפני שעה", "2026-01-20 08:00", "", "dtp", ""},
		{"", "לפני שבועיים", "2026-01-06 00:00", "", "dp", ""},
		{"", "מה היה לי אתמול", "2026-01-19 00:00", "", "dp", "מה היה לי"},
		{"", "what did I have yesterday afternoon?", "2026-01-19 14:00", "", "dtp", "what did I have?"},
		{"", "לפני 5", "", "", "", "לפני 5"},
		{"", "today", "2026-01-20 00:00", "", "d", ""},
		{tue15, "this evening", "2026-01-20 18:00", "", "dt", ""},
	},
	"not dates": {
		{"", "1/2 h", "", "", "", "1/2 h"},
		{"", "1/2 hour", "", "", "", "1/2 hour"},
		{"", "1.5 liters", "", "", "", "1.5 liters"},
		{"", "2/3 of the cake", "", "", "", "2/3 of the cake"},
		{"", "3/4 cup", "", "", "", "3/4 cup"},
		{"", "1/2 cup sugar", "", "", "", "1/2 cup sugar"},
		{"", "3/4 of the team", "", "", "", "3/4 of the team"},
		{"", "2/3 מהעוגה", "", "", "", "2/3 מהעוגה"},
		{"", "1/2 כוס סוכר", "", "", "", "1/2 כוס סוכר"},
		{"", "call 0541234567", "", "", "", "call 0541234567"},
		{"", "at 25 shekels", "", "", "", "at 25 shekels"},
		{"", "at 5 shekels", "", "", "", "at 5 shekels"},
		{"", "v2.5", "", "", "", "v2.5"},
		{"", "version 2.5", "", "", "", "version 2.5"},
		{"", "it's 30% off", "", "", "", "it's 30% off"},
		{"", "by 2 votes", "", "", "", "by 2 votes"},
		{"", "until 3 people come", "", "", "", "until 3 people come"},
		{"", "ב-2 שקלים", "", "", "", "ב-2 שקלים"},
		{"", "בשמונה ביצים", "", "", "", "בשמונה ביצים"},
		{"", "ב-9.90 ש\"ח", "", "", "", "ב-9.90 ש\"ח"},
		{"", "the kids are 5 and 7", "", "", "", "the kids are 5 and 7"},
		{"", "I'm 30", "", "", "", "I'm 30"},
		{"", "mp3 player", "", "", "", "mp3 player"},
		{"", "A4 paper", "", "", "", "A4 paper"},
		{"", "windows 11", "", "", "", "windows 11"},
		{"", "take 2 pills", "", "", "", "take 2 pills"},
		{"", "at least 5", "", "", "", "at least 5"},
		{"", "the code is 1234", "", "", "", "the code is 1234"},
		{"", "price is 25.50", "", "", "", "price is 25.50"},
		{"", "wait a second", "", "", "", "wait a second"},
		{"", "it takes an hour", "", "", "", "it takes an hour"},
		{"", "קומה 3", "", "", "", "קומה 3"},
		{"", "דירה 4 חדרים", "", "", "", "דירה 4 חדרים"},
		{"", "9 or 10", "", "", "", "9 or 10"},
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
	},
}

func TestParseClasses(t *testing.T) {
	loc := jerusalem(t)
	total := 0
	for name, rows := range classes {
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

func TestParseConflict(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, tc := range []struct {
		text, weekday, date, rem string
	}{
		{"Friday 12.3", "2026-01-23 00:00", "2026-03-12 00:00", ""},
		{"call dan on Thursday 21.1", "2026-01-22 00:00", "2026-01-21 00:00", "call dan"},
		{"tomorrow (Thursday) at 5 call mom", "2026-01-22 17:00", "2026-01-21 17:00", "call mom"},
		{"יום חמישי ה-13", "2026-01-22 00:00", "2026-02-13 00:00", ""},
		{"Monday, March 3", "2026-01-26 00:00", "2026-03-03 00:00", ""},
		{"ביום שישי 12.3 בשעה 10", "2026-01-23 10:00", "2026-03-12 10:00", ""},
		{"מחר יום שישי", "2026-01-23 00:00", "2026-01-21 00:00", ""},
		{"next Friday 12.3", "2026-01-30 00:00", "2026-03-12 00:00", ""},
		{"Sat March 15 at 9am", "2026-01-24 09:00", "2026-03-15 09:00", ""},
	} {
		t.Run(tc.text, func(t *testing.T) {
			r, found, err := timeparse.Parse(tc.text, now, loc)
			if !found || !errors.Is(err, timeparse.ErrConflict) {
				t.Fatalf("found %v, err %v: want ErrConflict", found, err)
			}
			if r.Conflict == nil {
				t.Fatal("Conflict is nil")
			}
			checkTime(t, "Conflict.Weekday", r.Conflict.Weekday, tc.weekday, loc)
			checkTime(t, "Conflict.Date", r.Conflict.Date, tc.date, loc)
			if got := r.Remainder(tc.text); got != tc.rem {
				t.Errorf("Remainder = %q, want %q", got, tc.rem)
			}
		})
	}
}

func TestParseOn(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	sat := time.Date(2026, 1, 31, 0, 0, 0, 0, loc) // a Saturday, e.g. "end of the month"
	for _, tc := range []struct {
		day       time.Time
		text      string
		want, end string // "" when not found
		rem       string
	}{
		{sat, "9", "2026-01-31 09:00", "", ""},
		{sat, "at 9", "2026-01-31 09:00", "", ""},
		{sat, "3", "2026-01-31 15:00", "", ""},
		{sat, "nine", "2026-01-31 09:00", "", ""},
		{sat, "תשע", "2026-01-31 09:00", "", ""},
		{sat, "ב-9", "2026-01-31 09:00", "", ""},
		{sat, "9 in the evening", "2026-01-31 21:00", "", ""},
		{sat, "in the evening", "2026-01-31 18:00", "", ""},
		{sat, "5:30pm", "2026-01-31 17:30", "", ""},
		{sat, "0930", "2026-01-31 09:30", "", ""},
		{sat, "11:00", "2026-01-31 11:00", "", ""},
		{sat, "21:00", "2026-01-31 21:00", "", ""},
		{sat, "בערב", "2026-01-31 18:00", "", ""},
		{sat, "בשמונה", "2026-01-31 08:00", "", ""},
		{sat, "7:30", "2026-01-31 07:30", "", ""},
		{sat, "2-3pm", "2026-01-31 14:00", "2026-01-31 15:00", ""},
		{sat, "9 please", "2026-01-31 09:00", "", "please"},
		{sat, "on the 31st at 9", "2026-01-31 09:00", "", ""},
		{sat, "Saturday at 9", "2026-01-31 09:00", "", ""},
		{sat, "tomorrow at 9", "", "", "tomorrow at 9"},
		{sat, "Friday at 9", "", "", "Friday at 9"},
		{sat, "in 2 hours", "", "", "in 2 hours"},
		{sat, "ok", "", "", "ok"},
		{sat, "9 or 10", "", "", "9 or 10"},
		{civilDay(now), "9", "2026-01-20 21:00", "", ""},
		{civilDay(now), "at 11", "2026-01-20 11:00", "", ""},
		{civilDay(now), "3", "2026-01-20 15:00", "", ""},
	} {
		t.Run(tc.day.Format("01-02 ")+tc.text, func(t *testing.T) {
			r, found, err := timeparse.ParseOn(tc.text, tc.day, now, loc)
			if err != nil {
				t.Fatalf("ParseOn: %v", err)
			}
			if found != (tc.want != "") {
				t.Fatalf("found = %v, want %v (%+v)", found, tc.want != "", r)
			}
			if found {
				checkTime(t, "Time", r.Time, tc.want, loc)
				if !r.HasDate || !r.HasTime {
					t.Errorf("HasDate, HasTime = %v, %v, want both", r.HasDate, r.HasTime)
				}
				if r.HasEnd != (tc.end != "") {
					t.Errorf("HasEnd = %v", r.HasEnd)
				} else if r.HasEnd {
					checkTime(t, "End", r.End, tc.end, loc)
				}
			}
			if got := r.Remainder(tc.text); got != tc.rem {
				t.Errorf("Remainder = %q, want %q", got, tc.rem)
			}
		})
	}
}

func civilDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

func TestTimeWords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"tomorrow 9 dentist", []string{"9"}},
		{"in 5 minutes and tomorrow", []string{"tomorrow"}},
		{"remind me at 6pm to pick up the kids", nil},
		{"good morning, add milk", nil},
		{"בוקר טוב תוסיף חלב", nil},
		{"buy 2 milks", nil},
		{"call mom before tomorrow", []string{"before"}},
		{"call mom at 9.30", []string{"9.30"}},
		{"room 101", nil},
		{"remind me in a bit", []string{"in a bit"}},
		{"next week", []string{"week"}},
		{"שבוע הבא", []string{"שבוע"}},
		{"מחר 9 רופא", []string{"9"}},
		{"at 1930", nil},
		{"ביום שני", nil},
		{"in 5 minutes then at 7:30", []string{"7:30"}},
		{"you may go", nil},
		{"see you later", nil},
		{"every Monday from tomorrow", []string{"Monday", "from"}},
		{"next month", []string{"month"}},
		{"pick up the dry cleaning before 6", []string{"before", "6"}},
		{"sat at 7", nil},
		{"I sat down", nil},
		{"call me at 9 or 10", []string{"9"}},
		{"תזכיר לי לשבת", nil},
		{"in 5 minutes and on Wensday", []string{"Wensday"}},
		{"מחר ובשבוע הבא", []string{"ובשבוע"}},
		{"call at 5 and at 7", []string{"7"}},
		{"lunch tmrw, dinner yesterday", []string{"yesterday"}},
		{"ring me around noon or so", nil},
		{"דני ביום הולדת", []string{"ביום"}},
		{"תשלום עד סוף החודש ובתחילת החודש", []string{"ובתחילת", "החודש"}},
		{"buy 3 eggs tomorrow and 2 mins", []string{"mins"}},
	} {
		t.Run(tc.text, func(t *testing.T) {
			var got []string
			for _, s := range timeparse.TimeWords(tc.text) {
				got = append(got, tc.text[s[0]:s[1]])
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("TimeWords = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestResultTimeWords(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	text := "dentist tomorrow 9 and Friday"
	r, found, err := timeparse.Parse(text, now, loc)
	if err != nil || !found {
		t.Fatalf("found %v, err %v", found, err)
	}
	var got []string
	for _, s := range r.TimeWords(text) {
		got = append(got, text[s[0]:s[1]])
	}
	if strings.Join(got, "|") != "Friday" {
		t.Errorf("TimeWords = %q, want [Friday]", got)
	}
	if all := (timeparse.Result{}).TimeWords(text); len(all) != 3 {
		t.Errorf("TimeWords with no spans = %v, want tomorrow, 9 and Friday", all)
	}
}

// TestTriggers checks that scan's shortcut skips no token where a piece
// of a time expression starts, over every text of the tables.
func TestTriggers(t *testing.T) {
	var texts []string
	for _, r := range rows {
		texts = append(texts, r.text)
	}
	for _, rs := range classes {
		for _, r := range rs {
			texts = append(texts, r.text)
		}
	}
	texts = append(texts, benchMix...)
	for _, text := range texts {
		if err := timeparse.CheckTriggers(text); err != nil {
			t.Error(err)
		}
	}
}
