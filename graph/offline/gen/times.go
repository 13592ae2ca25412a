package gen

import (
	"time"

	"github.com/memo-assistant/memo"
)

// timeExpr is a time expression with its meaning.
type timeExpr struct {
	text string
	mean meaning
}

// timesEN are English time expressions: digits and words, parts of day,
// minutes around the hour, relative days and hours, weekdays with and
// without this/next, dates in the common formats, vague and past ones.
var timesEN = []timeExpr{
	{text: "at 5pm", mean: nextAt(17, 0)},
	{text: "at 5 pm", mean: nextAt(17, 0)},
	{text: "at 17:00", mean: nextAt(17, 0)},
	{text: "at 5:30pm", mean: nextAt(17, 30)},
	{text: "at 9am", mean: nextAt(9, 0)},
	{text: "at 9:15 am", mean: nextAt(9, 15)},
	{text: "at 8", mean: bareHour(8, 0)},
	{text: "at 3", mean: bareHour(3, 0)},
	{text: "at noon", mean: nextAt(12, 0)},
	{text: "at half past 7 in the evening", mean: nextAt(19, 30)},
	{text: "at quarter to 6 pm", mean: nextAt(17, 45)},
	{text: "at 20 past 4", mean: bareHour(4, 20)},
	{text: "10 minutes after 3pm", mean: nextAt(15, 10)},
	{text: "at a quarter past 2pm", mean: nextAt(14, 15)},
	{text: "at seven tonight", mean: at(0, 19, 0)},
	{text: "tonight at 8", mean: at(0, 20, 0)},
	{text: "at 9 tonight", mean: at(0, 21, 0)},
	{text: "this evening at 6", mean: at(0, 18, 0)},
	{text: "tomorrow at 9am", mean: tomorrow(9, 0)},
	{text: "tomorrow at 2:30pm", mean: tomorrow(14, 30)},
	{text: "tomorrow morning at 8", mean: tomorrow(8, 0)},
	{text: "at 10 tomorrow night", mean: tomorrow(22, 0)},
	{text: "tomorrow evening at 7", mean: tomorrow(19, 0)},
	{text: "tomorrow afternoon at 3", mean: tomorrow(15, 0)},
	{text: "tmrw at 10am", mean: tomorrow(10, 0)},
	{text: "the day after tomorrow at 8am", mean: dayAfter(2, 8, 0)},
	{text: "in 20 minutes", mean: after(20 * time.Minute)},
	{text: "in 45 min", mean: after(45 * time.Minute)},
	{text: "in an hour", mean: after(time.Hour)},
	{text: "in 2 hours", mean: after(2 * time.Hour)},
	{text: "in half an hour", mean: after(30 * time.Minute)},
	{text: "in one and a half hours", mean: after(90 * time.Minute)},
	{text: "in an hour and a half", mean: after(90 * time.Minute)},
	{text: "in 3 and a half hours", mean: after(210 * time.Minute)},
	{text: "in 1.5 hours", mean: after(90 * time.Minute)},
	{text: "on friday at 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "next monday at 9am", mean: weekdayAt(time.Monday, 9, 0, true)},
	{text: "this thursday at 6pm", mean: weekdayAt(time.Thursday, 18, 0, false)},
	{text: "on sunday at 10:30am", mean: weekdayAt(time.Sunday, 10, 30, false)},
	{text: "on the 15th at 10am", mean: domAt(15, 10, 0)},
	{text: "on 15/3 at 10am", mean: dateAt(time.March, 15, 10, 0)},
	{text: "on march 15 at 10am", mean: dateAt(time.March, 15, 10, 0)},
	{text: "on 15 march at 10:00", mean: dateAt(time.March, 15, 10, 0)},
	{text: "on 15.3 at 10:00", mean: dateAt(time.March, 15, 10, 0)},
	{text: "on 23/4/27 at 9am", mean: dateOf(2027, time.April, 23, 9, 0)},
	{text: "on 2027-04-23 at 09:00", mean: dateOf(2027, time.April, 23, 9, 0)},
	{text: "tomorrow", mean: dayOnly(1)},
	{text: "on friday", mean: weekdayOnly(time.Friday)},
	{text: "tomorrow morning", mean: dayPart(1, 7, 12)},
	{text: "tonight", mean: dayPart(0, 18, 24)},
	{text: "in a bit", mean: vague()},
	{text: "later", mean: vague()},
	{text: "sometime soon", mean: vague()},
	{text: "in a few minutes", mean: vague()},
	{text: "yesterday at 9", mean: past()},
	{text: "last friday at 10", mean: past()},
	// Approximate and spelt-out hours keep the hour said.
	{text: "at 5ish", mean: bareHour(5, 0)},
	{text: "around 5pm", mean: nextAt(17, 0)},
	{text: "at 5 o'clock", mean: bareHour(5, 0)},
	{text: "at 10 to 5", mean: bareHour(4, 50)},
	{text: "at 5.30", mean: bareHour(5, 30)},
	{text: "at 17h", mean: nextAt(17, 0)},
	{text: "tomorrow at noon", mean: tomorrow(12, 0)},
	{text: "at 6 sharp", mean: bareHour(6, 0)},
	// Amounts and days counted from now.
	{text: "in 10 mins", mean: after(10 * time.Minute)},
	{text: "in 2 hrs", mean: after(2 * time.Hour)},
	{text: "in 90 minutes", mean: after(90 * time.Minute)},
	{text: "in 3 days at 9am", mean: dayAfter(3, 9, 0)},
	{text: "a week from today at 9am", mean: dayAfter(7, 9, 0)},
	{text: "next week on tuesday at 9am", mean: weekdayAt(time.Tuesday, 9, 0, true)},
	{text: "first thing tomorrow", mean: dayPart(1, 6, 10)},
}

// timesHE are the Hebrew ones, spoken numbers among them.
var timesHE = []timeExpr{
	{text: "ב-17:00", mean: nextAt(17, 0)},
	{text: "ב17:00", mean: nextAt(17, 0)},
	{text: "בשעה 17:00", mean: nextAt(17, 0)},
	{text: "ב-5 אחרי הצהריים", mean: nextAt(17, 0)},
	{text: "בחמש אחר הצהריים", mean: nextAt(17, 0)},
	{text: "בשבע בערב", mean: nextAt(19, 0)},
	{text: "הערב בשבע", mean: at(0, 19, 0)},
	{text: "הלילה ב-11", mean: at(0, 23, 0)},
	{text: "ב-9 בבוקר", mean: nextAt(9, 0)},
	{text: "בתשע וחצי בבוקר", mean: nextAt(9, 30)},
	{text: "ברבע לשש בערב", mean: nextAt(17, 45)},
	{text: "בשש ועשרים בערב", mean: nextAt(18, 20)},
	{text: "ב-8", mean: bareHour(8, 0)},
	{text: "בשלוש", mean: bareHour(3, 0)},
	{text: "בשמונה ורבע", mean: bareHour(8, 15)},
	{text: "בעשר פחות רבע", mean: bareHour(9, 45)},
	{text: "בשתיים וחצי", mean: bareHour(2, 30)},
	{text: "מחר ב-9", mean: tomorrow(9, 0)},
	{text: "מחר בתשע בבוקר", mean: tomorrow(9, 0)},
	{text: "מחר ב-14:30", mean: tomorrow(14, 30)},
	{text: "מחר בערב בשמונה", mean: tomorrow(20, 0)},
	{text: "מחר ב-10 בלילה", mean: tomorrow(22, 0)},
	{text: "מחרתיים ב-8 בבוקר", mean: dayAfter(2, 8, 0)},
	{text: "בעוד 20 דקות", mean: after(20 * time.Minute)},
	{text: "בעוד רבע שעה", mean: after(15 * time.Minute)},
	{text: "בעוד חצי שעה", mean: after(30 * time.Minute)},
	{text: "בעוד שעה", mean: after(time.Hour)},
	{text: "בעוד שעתיים", mean: after(2 * time.Hour)},
	{text: "בעוד שעה וחצי", mean: after(90 * time.Minute)},
	{text: "בעוד שעתיים וחצי", mean: after(150 * time.Minute)},
	{text: "בעוד 3 שעות", mean: after(3 * time.Hour)},
	{text: "ביום שישי ב-10 בבוקר", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "ביום ראשון הבא ב-9 בבוקר", mean: weekdayAt(time.Sunday, 9, 0, true)},
	{text: "ביום שלישי בשש בערב", mean: weekdayAt(time.Tuesday, 18, 0, false)},
	{text: "ב-15/3 ב-10 בבוקר", mean: dateAt(time.March, 15, 10, 0)},
	{text: "ב-15.3 בשעה 10:00", mean: dateAt(time.March, 15, 10, 0)},
	{text: "ב-15 במרץ ב-10:00", mean: dateAt(time.March, 15, 10, 0)},
	{text: "ב-23/4/27 ב-9:00", mean: dateOf(2027, time.April, 23, 9, 0)},
	{text: "ב-15 לחודש ב-10:00", mean: domAt(15, 10, 0)},
	{text: "מחר", mean: dayOnly(1)},
	{text: "מחר בבוקר", mean: dayPart(1, 7, 12)},
	{text: "הערב", mean: dayPart(0, 18, 24)},
	{text: "בעוד כמה דקות", mean: vague()},
	{text: "אחר כך", mean: vague()},
	{text: "מתישהו", mean: vague()},
	{text: "עוד מעט", mean: vague()},
	{text: "אתמול ב-9", mean: past()},
	{text: "אתמול בערב", mean: past()},
	{text: "בחמש בערך", mean: bareHour(5, 0)},
	{text: "בסביבות חמש אחר הצהריים", mean: nextAt(17, 0)},
	{text: "ב-6 בדיוק", mean: bareHour(6, 0)},
	{text: "בשבע וחצי בערב", mean: nextAt(19, 30)},
	{text: "מחר בצהריים", mean: dayPart(1, 11, 15)},
	{text: "בעוד 10 דק'", mean: after(10 * time.Minute)},
	{text: "בעוד 90 דקות", mean: after(90 * time.Minute)},
	{text: "בעוד שלושה ימים ב-9 בבוקר", mean: dayAfter(3, 9, 0)},
	{text: "בעוד שבוע ב-9 בבוקר", mean: dayAfter(7, 9, 0)},
	{text: "ביום שלישי הבא בשלוש אחר הצהריים", mean: weekdayAt(time.Tuesday, 15, 0, true)},
	{text: "מחר על הבוקר", mean: dayPart(1, 6, 10)},
}

// timesOf returns lang's time expressions.
func timesOf(lang memo.Language) []timeExpr {
	if lang == memo.Hebrew {
		return timesHE
	}
	return timesEN
}
