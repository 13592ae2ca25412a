package timeparse_test

import (
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

func jerusalem(tb testing.TB) *time.Location {
	tb.Helper()
	loc, err := time.LoadLocation("Asia/Jerusalem")
	if err != nil {
		tb.Fatalf("load zone: %v", err)
	}
	return loc
}

// The "now"s of the table, all in Asia/Jerusalem.
const (
	tue9   = "2026-01-20 09:00" // a Tuesday morning
	tue15  = "2026-01-20 15:00" // the same Tuesday, afternoon
	satEve = "2026-01-24 21:30" // Saturday night
	dstEve = "2026-03-26 09:00" // the day before clocks go forward
	yearEn = "2026-12-30 10:00" // the end of the year
	jan31  = "2026-01-31 10:00"
)

const layout = "2006-01-02 15:04"

type row struct {
	now  string // default tue9
	text string
	want string // local time; "" when nothing is found
	date bool
	time bool
	rem  string
}

// Shorthands for the flags.
const (
	d = true
	t = true
	x = false
)

var rows = []row{
	// English days, with the remainder.
	{"", "remind me at 6pm to pick up the kids", "2026-01-20 18:00", x, t, "remind me to pick up the kids"},
	{"", "remind me tomorrow to call mom at 9", "2026-01-21 09:00", d, t, "remind me to call mom"},
	{"", "call mom tomorrow at 9", "2026-01-21 09:00", d, t, "call mom"},
	{"", "tomorrow", "2026-01-21 00:00", d, x, ""},
	{"", "Tomorrow, call the bank", "2026-01-21 00:00", d, x, "call the bank"},
	{"", "call mom tomorrow.", "2026-01-21 00:00", d, x, "call mom."},
	{"", "today", "2026-01-20 00:00", d, x, ""},
	{"", "the day after tomorrow", "2026-01-22 00:00", d, x, ""},
	{"", "day after tomorrow at 10", "2026-01-22 10:00", d, t, ""},
	{"", "tonight", "2026-01-20 21:00", d, t, ""},
	{"", "tonight at 10", "2026-01-20 22:00", d, t, ""},
	{"", "tonight at 2am", "2026-01-21 02:00", d, t, ""},
	{"", "tonight at midnight", "2026-01-21 00:00", d, t, ""},
	{"", "this evening", "2026-01-20 18:00", d, t, ""},
	{"", "this morning", "2026-01-20 09:00", d, t, ""},
	{"", "tomorrow morning", "2026-01-21 09:00", d, t, ""},
	{"", "tomorrow evening at 8", "2026-01-21 20:00", d, t, ""},
	{"", "tomorrow night", "2026-01-21 21:00", d, t, ""},
	{"", "tomorrow at 7", "2026-01-21 07:00", d, t, ""},
	{"", "tomorrow at 3", "2026-01-21 15:00", d, t, ""},
	{"", "tomorrow at 12", "2026-01-21 12:00", d, t, ""},
	{"", "tomorrow at 3am", "2026-01-21 03:00", d, t, ""},
	// English weekdays.
	{"", "Wednesday", "2026-01-21 00:00", d, x, ""},
	{"", "Tuesday", "2026-01-27 00:00", d, x, ""},
	{"", "next Sunday", "2026-01-25 00:00", d, x, ""},
	{"", "next Wednesday", "2026-01-28 00:00", d, x, ""},
	{"", "next Tuesday", "2026-01-27 00:00", d, x, ""},
	{"", "this Friday", "2026-01-23 00:00", d, x, ""},
	{"", "this Monday", "2026-01-26 00:00", d, x, ""},
	{"", "remind me on Monday at 10am to pay rent", "2026-01-26 10:00", d, t, "remind me to pay rent"},
	{"", "Friday at 3", "2026-01-23 15:00", d, t, ""},
	{"", "Friday at 7", "2026-01-23 07:00", d, t, ""},
	{"", "Friday evening", "2026-01-23 18:00", d, t, ""},
	{"", "Sat 9am", "2026-01-24 09:00", d, t, ""},
	{"", "meet on sat", "2026-01-24 00:00", d, x, "meet"},
	{"", "fri 5pm gym", "2026-01-23 17:00", d, t, "gym"},
	{"", "Thu at 18:00", "2026-01-22 18:00", d, t, ""},
	{"", "next week on Tuesday", "2026-01-27 00:00", d, x, ""},
	{"", "Friday next week", "2026-01-30 00:00", d, x, ""},
	{"", "pay rent by Friday", "2026-01-23 00:00", d, x, "pay rent"},
	// English relative times.
	{"", "in 5 minutes", "2026-01-20 09:05", d, t, ""},
	{"", "remind me in 5 min to stretch", "2026-01-20 09:05", d, t, "remind me to stretch"},
	{"", "in an hour", "2026-01-20 10:00", d, t, ""},
	{"", "in half an hour", "2026-01-20 09:30", d, t, ""},
	{"", "in another hour", "2026-01-20 10:00", d, t, ""},
	{"", "remind me in another 10 minutes to stir", "2026-01-20 09:10", d, t, "remind me to stir"},
	{"", "in a quarter of an hour", "2026-01-20 09:15", d, t, ""},
	{"", "in 2 hours", "2026-01-20 11:00", d, t, ""},
	{"", "in two hours", "2026-01-20 11:00", d, t, ""},
	{"", "in an hour and a half", "2026-01-20 10:30", d, t, ""},
	{"", "in 3 days", "2026-01-23 00:00", d, x, ""},
	{"", "in 2 weeks", "2026-02-03 00:00", d, x, ""},
	{"", "in 3 days at 5pm", "2026-01-23 17:00", d, t, ""},
	{"", "in a month", "2026-02-20 00:00", d, x, ""},
	{"", "in a couple of days", "2026-01-22 00:00", d, x, ""},
	{"", "10 minutes from now", "2026-01-20 09:10", d, t, ""},
	// English times with no date: the hour rule at 09:00.
	{"", "at 9", "2026-01-20 21:00", x, t, ""},
	{"", "at 10", "2026-01-20 10:00", x, t, ""},
	{"", "at 8", "2026-01-20 20:00", x, t, ""},
	{"", "at 3", "2026-01-20 15:00", x, t, ""},
	{"", "at 12", "2026-01-20 12:00", x, t, ""},
	{"", "9am", "2026-01-21 09:00", x, t, ""},
	{"", "at 8am", "2026-01-21 08:00", x, t, ""},
	{"", "5 pm", "2026-01-20 17:00", x, t, ""},
	{"", "9:30 p.m.", "2026-01-20 21:30", x, t, ""},
	{"", "12am", "2026-01-21 00:00", x, t, ""},
	{"", "17:30", "2026-01-20 17:30", x, t, ""},
	{"", "08:30", "2026-01-21 08:30", x, t, ""},
	{"", "at 21", "2026-01-20 21:00", x, t, ""},
	{"", "at 9:30", "2026-01-20 09:30", x, t, ""},
	{"", "@7 standup", "2026-01-20 19:00", x, t, "standup"},
	{"", "at around 4", "2026-01-20 16:00", x, t, ""},
	{"", "at noon", "2026-01-20 12:00", x, t, ""},
	{"", "12 noon", "2026-01-20 12:00", x, t, ""},
	{"", "midnight", "2026-01-21 00:00", x, t, ""},
	{"", "tomorrow at midnight", "2026-01-22 00:00", d, t, ""},
	{"", "in the evening", "2026-01-20 18:00", x, t, ""},
	{"", "at night", "2026-01-20 21:00", x, t, ""},
	{"", "in the morning", "2026-01-21 09:00", x, t, ""},
	{"", "9 in the evening", "2026-01-20 21:00", x, t, ""},
	{"", "at 8 o'clock", "2026-01-20 20:00", x, t, ""},
	{"", "quarter to 9 tomorrow", "2026-01-21 08:45", d, t, ""},
	{"", "half past 4", "2026-01-20 16:30", x, t, ""},
	{"", "remind me at eight to call", "2026-01-20 20:00", x, t, "remind me to call"},
	{"", "seven pm", "2026-01-20 19:00", x, t, ""},
	// English dates.
	{"", "February 2", "2026-02-02 00:00", d, x, ""},
	{"", "dentist Feb 2 at 10", "2026-02-02 10:00", d, t, "dentist"},
	{"", "2 February", "2026-02-02 00:00", d, x, ""},
	{"", "the 2nd of February", "2026-02-02 00:00", d, x, ""},
	{"", "on February 2nd", "2026-02-02 00:00", d, x, ""},
	{"", "January 5", "2027-01-05 00:00", d, x, ""},
	{"", "January 20", "2026-01-20 00:00", d, x, ""},
	{"", "March 3, 2027", "2027-03-03 00:00", d, x, ""},
	{"", "30.6", "2026-06-30 00:00", d, x, ""},
	{"", "30/6", "2026-06-30 00:00", d, x, ""},
	{"", "30.6.2027", "2027-06-30 00:00", d, x, ""},
	{"", "30/06/27", "2027-06-30 00:00", d, x, ""},
	{"", "2026-07-01", "2026-07-01 00:00", d, x, ""},
	{"", "15.1", "2027-01-15 00:00", d, x, ""},
	{"", "29.2", "2028-02-29 00:00", d, x, ""},
	{"", "on 1.3 at 17:00", "2026-03-01 17:00", d, t, ""},
	{"", "on the 5th", "2026-02-05 00:00", d, x, ""},
	{"", "by the 25th", "2026-01-25 00:00", d, x, ""},
	// Recurrence words stay for the caller.
	{"", "every Monday at 9", "2026-01-26 09:00", d, t, "every"},
	{"", "every day at 8pm", "2026-01-20 20:00", x, t, "every day"},
	// Hebrew days.
	{"", "תזכיר לי מחר בשמונה לקנות חלב", "2026-01-21 08:00", d, t, "תזכיר לי לקנות חלב"},
	{"", "מחר", "2026-01-21 00:00", d, x, ""},
	{"", "למחר", "2026-01-21 00:00", d, x, ""},
	{"", "היום", "2026-01-20 00:00", d, x, ""},
	{"", "מחרתיים", "2026-01-22 00:00", d, x, ""},
	{"", "הלילה", "2026-01-20 21:00", d, t, ""},
	{"", "הלילה ב-2", "2026-01-21 02:00", d, t, ""},
	{"", "הערב", "2026-01-20 18:00", d, t, ""},
	{"", "הערב בשמונה", "2026-01-20 20:00", d, t, ""},
	{"", "הבוקר", "2026-01-20 09:00", d, t, ""},
	{"", "להזמין מקום לארוחת הערב", "", x, x, "להזמין מקום לארוחת הערב"},
	// Hebrew relative times.
	{"", "בעוד 10 דקות", "2026-01-20 09:10", d, t, ""},
	{"", "תזכיר לי בעוד דקה", "2026-01-20 09:01", d, t, "תזכיר לי"},
	{"", "בעוד שעה", "2026-01-20 10:00", d, t, ""},
	{"", "בעוד שעתיים", "2026-01-20 11:00", d, t, ""},
	{"", "לעוד שעתיים", "2026-01-20 11:00", d, t, ""},
	{"", "לעוד יומיים", "2026-01-22 00:00", d, x, ""},
	{"", "מחר אחרי העבודה", "2026-01-21 00:00", d, x, ""},
	{"", "pick up the dry cleaning tmrw after work", "2026-01-21 00:00", d, x, "pick up the dry cleaning"},
	{"", "שבוע לפני היום הולדת של אבא", "", x, x, "שבוע לפני היום הולדת של אבא"},
	{"", "מה יש לי היום האחרון של החופש", "", x, x, "מה יש לי היום האחרון של החופש"},
	{"", "בעוד חצי שעה", "2026-01-20 09:30", d, t, ""},
	{"", "בעוד רבע שעה", "2026-01-20 09:15", d, t, ""},
	{"", "בעוד שעה וחצי", "2026-01-20 10:30", d, t, ""},
	{"", "בעוד חמש דקות", "2026-01-20 09:05", d, t, ""},
	{"", "בעוד עשרים וחמש דקות", "2026-01-20 09:25", d, t, ""},
	{"", "בעוד יומיים", "2026-01-22 00:00", d, x, ""},
	{"", "בעוד שבוע", "2026-01-27 00:00", d, x, ""},
	{"", "בעוד 3 ימים", "2026-01-23 00:00", d, x, ""},
	{"", "בעוד שלושה שבועות", "2026-02-10 00:00", d, x, ""},
	{"", "בעוד יומיים ב-10", "2026-01-22 10:00", d, t, ""},
	// Hebrew times.
	{"", "ב-9", "2026-01-20 21:00", x, t, ""},
	{"", "ב9", "2026-01-20 21:00", x, t, ""},
	// A ב typed apart from its hour is the same lead; a date after the
	// number still makes it a date.
	{"", "תזכירי לי ב 5", "2026-01-20 17:00", x, t, "תזכירי לי"},
	{"", "ישיבת צוות מחר ב 2", "2026-01-21 14:00", d, t, "ישיבת צוות"},
	{"", "פגישה וב 10 בבוקר", "2026-01-20 10:00", x, t, "פגישה"},
	{"", "ב 5 בדצמבר", "2026-12-05 00:00", d, x, ""},
	{"", "ב 5 לחודש", "2026-02-05 00:00", d, x, ""},
	{"", "לשלם ב 2 תשלומים", "", x, x, "לשלם ב 2 תשלומים"},
	{"", "team meeting tomorrow at 2", "2026-01-21 14:00", d, t, "team meeting"},
	{"", "תזכיר לי ב-9 לקנות חלב", "2026-01-20 21:00", x, t, "תזכיר לי לקנות חלב"},
	{"", "בשעה 17:30", "2026-01-20 17:30", x, t, ""},
	{"", "ב-17:00", "2026-01-20 17:00", x, t, ""},
	{"", "בשעה 10", "2026-01-20 10:00", x, t, ""},
	{"", "בשמונה", "2026-01-20 20:00", x, t, ""},
	{"", "בשמונה וחצי", "2026-01-20 20:30", x, t, ""},
	{"", "בשמונה ורבע", "2026-01-20 20:15", x, t, ""},
	{"", "בתשע פחות רבע", "2026-01-20 20:45", x, t, ""},
	{"", "בעשר", "2026-01-20 10:00", x, t, ""},
	{"", "באחת עשרה", "2026-01-20 11:00", x, t, ""},
	{"", "בשתים עשרה", "2026-01-20 12:00", x, t, ""},
	{"", "ב-8 בבוקר", "2026-01-21 08:00", x, t, ""},
	{"", "מחר ב-8 בבוקר", "2026-01-21 08:00", d, t, ""},
	{"", "בשמונה בערב", "2026-01-20 20:00", x, t, ""},
	{"", "8 בלילה", "2026-01-20 20:00", x, t, ""},
	{"", "ב-2 בלילה", "2026-01-21 02:00", x, t, ""},
	{"", "ב-12 בלילה", "2026-01-21 00:00", x, t, ""},
	{"", "ב-2 בצהריים", "2026-01-20 14:00", x, t, ""},
	{"", "בצהריים", "2026-01-20 12:00", x, t, ""},
	{"", "אחר הצהריים", "2026-01-20 14:00", x, t, ""},
	{"", "מחר אחה\"צ", "2026-01-21 14:00", d, t, ""},
	{"", "ב-4 אחה״צ", "2026-01-20 16:00", x, t, ""},
	{"", "בבוקר", "2026-01-21 09:00", x, t, ""},
	{"", "בערב", "2026-01-20 18:00", x, t, ""},
	{"", "בלילה", "2026-01-20 21:00", x, t, ""},
	{"", "בחצות", "2026-01-21 00:00", x, t, ""},
	{"", "ברבע לתשע", "2026-01-20 20:45", x, t, ""},
	{"", "מחר ברבע לתשע", "2026-01-21 08:45", d, t, ""},
	{"", "מחר בשלוש", "2026-01-21 15:00", d, t, ""},
	// Hebrew weekdays.
	{"", "ביום ראשון", "2026-01-25 00:00", d, x, ""},
	{"", "יום שלישי", "2026-01-27 00:00", d, x, ""},
	{"", "ביום רביעי", "2026-01-21 00:00", d, x, ""},
	{"", "יום רביעי הבא", "2026-01-28 00:00", d, x, ""},
	{"", "ביום שני בשעה 10", "2026-01-26 10:00", d, t, ""},
	{"", "בשבת", "2026-01-24 00:00", d, x, ""},
	{"", "שבת הבאה", "2026-01-31 00:00", d, x, ""},
	{"", "שישי הזה", "2026-01-23 00:00", d, x, ""},
	{"", "בשבוע הבא ביום שלישי", "2026-01-27 00:00", d, x, ""},
	{"", "ביום ה' ב-9", "2026-01-22 09:00", d, t, ""},
	{"", "ערב שבת", "2026-01-23 00:00", d, x, ""}, // the hour moves with the year: asked
	{"", "ערב שבת ב-7", "2026-01-23 19:00", d, t, ""},
	// "שעה" before an hour, said after the thing with no ב, leads it.
	{"", "עבודה שעה 6 בבוקר מחר", "2026-01-21 06:00", d, t, "עבודה"},
	{"", "ריצה שעה 7:30 מחר", "2026-01-21 07:30", d, t, "ריצה"},
	{"", "לימוד שעה 3 פעמים בשבוע", "", x, x, "לימוד שעה 3 פעמים בשבוע"},
	{"", "כל שעה 2 כדורים", "", x, x, "כל שעה 2 כדורים"},
	{"", "תזכיר לי עד יום חמישי להגיש דוח", "2026-01-22 00:00", d, x, "תזכיר לי להגיש דוח"},
	// Hebrew dates.
	{"", "2 בפברואר", "2026-02-02 00:00", d, x, ""},
	{"", "ב-2 לפברואר", "2026-02-02 00:00", d, x, ""},
	{"", "ה-2 בפברואר", "2026-02-02 00:00", d, x, ""},
	{"", "ב-15 ביוני בשעה 10", "2026-06-15 10:00", d, t, ""},
	{"", "ב-30.6", "2026-06-30 00:00", d, x, ""},
	{"", "ב-5 לחודש", "2026-02-05 00:00", d, x, ""},
	{"", "כל יום ב-9", "2026-01-20 21:00", x, t, "כל יום"},
	{"", "מחר ב-9 רופא שיניים", "2026-01-21 09:00", d, t, "רופא שיניים"},
	// Nothing to find.
	{"", "buy 2 milks", "", x, x, "buy 2 milks"},
	{"", "call 3 clients", "", x, x, "call 3 clients"},
	{"", "room 101", "", x, x, "room 101"},
	{"", "at 9.30", "2026-01-20 09:30", x, t, ""},
	{"", "at 1.5 km", "", x, x, "at 1.5 km"},
	{"", "good morning", "", x, x, "good morning"},
	{"", "I sat   down", "", x, x, "I sat down"},
	{"", "at one point we talked", "", x, x, "at one point we talked"},
	{"", "buy 1.5 liters of milk", "", x, x, "buy 1.5 liters of milk"},
	{"", "open 24/7", "", x, x, "open 24/7"},
	{"", "version 1.2.3", "", x, x, "version 1.2.3"},
	{"", "call 054-1234567", "", x, x, "call 054-1234567"},
	{"", "cut it at 3 cm", "", x, x, "cut it at 3 cm"},
	{"", "next week", "", x, x, "next week"},
	{"", "", "", x, x, ""},
	{"", "קנה 2 חלב", "", x, x, "קנה 2 חלב"},
	{"", "ב-3 ימים", "", x, x, "ב-3 ימים"},
	{"", "מחק את השני", "", x, x, "מחק את השני"},
	{"", "לשבת על הספה", "", x, x, "לשבת על הספה"},
	{"", "באחת הפעמים", "", x, x, "באחת הפעמים"},
	{"", "שמונה ביצים", "", x, x, "שמונה ביצים"},
	{"", "שתיים וחצי כוסות קמח", "", x, x, "שתיים וחצי כוסות קמח"},
	{"", "לשמונה וחצי", "2026-01-20 20:30", x, t, ""},
	{"", "שמונה וחצי בערב", "2026-01-20 20:30", x, t, ""},
	// The afternoon: hours that passed move to the evening or tomorrow.
	{tue15, "at 5", "2026-01-20 17:00", x, t, ""},
	{tue15, "at 3", "2026-01-21 15:00", x, t, ""},
	{tue15, "at 2", "2026-01-21 14:00", x, t, ""},
	{tue15, "at 9", "2026-01-20 21:00", x, t, ""},
	{tue15, "at 7", "2026-01-20 19:00", x, t, ""},
	{tue15, "at 12", "2026-01-21 12:00", x, t, ""},
	{tue15, "בשמונה", "2026-01-20 20:00", x, t, ""},
	{tue15, "ב-2", "2026-01-21 14:00", x, t, ""},
	{tue15, "today at 8", "2026-01-20 20:00", d, t, ""},
	{tue15, "היום ב-10", "2026-01-20 22:00", d, t, ""},
	{tue15, "tomorrow at 3", "2026-01-21 15:00", d, t, ""},
	{tue15, "in the morning", "2026-01-21 09:00", x, t, ""},
	{tue15, "בצהריים", "2026-01-21 12:00", x, t, ""},
	{tue15, "at 14:30", "2026-01-21 14:30", x, t, ""},
	// Saturday night.
	{satEve, "tomorrow", "2026-01-25 00:00", d, x, ""},
	{satEve, "next Sunday", "2026-01-25 00:00", d, x, ""},
	{satEve, "Sunday", "2026-01-25 00:00", d, x, ""},
	{satEve, "Saturday", "2026-01-31 00:00", d, x, ""},
	{satEve, "this Saturday", "2026-01-24 00:00", d, x, ""},
	{satEve, "next Saturday", "2026-01-31 00:00", d, x, ""},
	{satEve, "at 9", "2026-01-25 09:00", x, t, ""},
	{satEve, "at 10", "2026-01-24 22:00", x, t, ""},
	{satEve, "at 3", "2026-01-25 15:00", x, t, ""},
	{satEve, "מחר בשמונה", "2026-01-25 08:00", d, t, ""},
	{satEve, "בעוד שעה", "2026-01-24 22:30", d, t, ""},
	{satEve, "יום ראשון הבא", "2026-01-25 00:00", d, x, ""},
	{satEve, "הלילה ב-11", "2026-01-24 23:00", d, t, ""},
	// Clocks go forward on 2026-03-27 at 02:00.
	{dstEve, "tomorrow at 9", "2026-03-27 09:00", d, t, ""},
	{dstEve, "בעוד 24 שעות", "2026-03-27 10:00", d, t, ""},
	{dstEve, "in 1 day", "2026-03-27 00:00", d, x, ""},
	// Across the end of the year and of a short month.
	{yearEn, "January 5", "2027-01-05 00:00", d, x, ""},
	{yearEn, "5.1", "2027-01-05 00:00", d, x, ""},
	{yearEn, "in 3 days", "2027-01-02 00:00", d, x, ""},
	{yearEn, "on the 5th", "2027-01-05 00:00", d, x, ""},
	{yearEn, "next Sunday", "2027-01-03 00:00", d, x, ""},
	{jan31, "in a month", "2026-02-28 00:00", d, x, ""},
	{jan31, "on the 31st", "2026-01-31 00:00", d, x, ""},
	{jan31, "on the 30th", "2026-03-30 00:00", d, x, ""},
}

func TestParse(t *testing.T) {
	loc := jerusalem(t)
	for _, tc := range rows {
		nowText := tc.now
		if nowText == "" {
			nowText = tue9
		}
		now, err := time.ParseInLocation(layout, nowText, loc)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(nowText+" "+tc.text, func(t *testing.T) {
			r, found, err := timeparse.Parse(tc.text, now, loc)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if found != (tc.want != "") {
				t.Fatalf("found = %v, want %v (result %+v)", found, tc.want != "", r)
			}
			if found {
				want, err := time.ParseInLocation(layout, tc.want, loc)
				if err != nil {
					t.Fatal(err)
				}
				if !r.Time.Equal(want) || r.Time.Location() != loc {
					t.Errorf("Time = %s, want %s", r.Time.Format("Mon "+layout+" -07:00 MST"), want.Format("Mon "+layout+" -07:00"))
				}
				if r.HasDate != tc.date || r.HasTime != tc.time {
					t.Errorf("HasDate, HasTime = %v, %v, want %v, %v", r.HasDate, r.HasTime, tc.date, tc.time)
				}
			}
			checkSpans(t, tc.text, r.Spans)
			if got := r.Remainder(tc.text); got != tc.rem {
				t.Errorf("Remainder = %q, want %q (spans %v)", got, tc.rem, r.Spans)
			}
		})
	}
}

func TestParseTableSize(t *testing.T) {
	if len(rows) < 120 {
		t.Fatalf("the table has %d rows; keep at least 120", len(rows))
	}
}

// checkSpans asserts spans are sorted, non-overlapping and inside text.
func checkSpans(tb testing.TB, text string, spans [][2]int) {
	tb.Helper()
	end := 0
	for _, s := range spans {
		if s[0] < end || s[1] <= s[0] || s[1] > len(text) {
			tb.Fatalf("bad spans %v for %q", spans, text)
		}
		end = s[1]
	}
}

func TestParseInvalid(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, text := range []string{
		"February 30",
		"remind me on February 30 to call",
		"30 February",
		"31.4",
		"32.1",
		"29.2.2027",
		"2026-13-01",
		"25:00",
		"at 9:75",
		"24:30",
		"15am",
		"on the 32nd",
		"ב-30 בפברואר",
		"ב-31.4",
		"בשעה 25",
		"31 ביוני",
	} {
		t.Run(text, func(t *testing.T) {
			r, found, err := timeparse.Parse(text, now, loc)
			if !errors.Is(err, timeparse.ErrInvalid) {
				t.Fatalf("err = %v, want ErrInvalid (result %+v)", err, r)
			}
			if !found || len(r.Spans) == 0 {
				t.Errorf("found = %v, spans %v: want the bad expression marked", found, r.Spans)
			}
		})
	}
}

func TestParseSpans(t *testing.T) {
	loc := jerusalem(t)
	now, _ := time.ParseInLocation(layout, tue9, loc)
	for _, tc := range []struct {
		text  string
		spans []string
	}{
		{"remind me tomorrow to call mom at 9", []string{"tomorrow", "at 9"}},
		{"תזכיר לי מחר בשמונה לקנות חלב", []string{"מחר בשמונה"}},
		{"on Monday buy milk at 5pm", []string{"on Monday", "at 5pm"}},
		{"בשבוע הבא תזכיר לי ביום שלישי", []string{"בשבוע הבא", "ביום שלישי"}},
		{"in 5 minutes and tomorrow", []string{"in 5 minutes"}},
	} {
		r, found, err := timeparse.Parse(tc.text, now, loc)
		if err != nil || !found {
			t.Fatalf("%q: found %v, err %v", tc.text, found, err)
		}
		var got []string
		for _, s := range r.Spans {
			got = append(got, tc.text[s[0]:s[1]])
		}
		if len(got) != len(tc.spans) {
			t.Errorf("%q: spans %q, want %q", tc.text, got, tc.spans)
			continue
		}
		for i := range got {
			if got[i] != tc.spans[i] {
				t.Errorf("%q: spans %q, want %q", tc.text, got, tc.spans)
			}
		}
	}
}

func TestParseDST(t *testing.T) {
	loc := jerusalem(t)
	now := time.Date(2026, 3, 26, 9, 0, 0, 0, loc)
	r, found, err := timeparse.Parse("tomorrow at 9", now, loc)
	if err != nil || !found {
		t.Fatalf("found %v, err %v", found, err)
	}
	if got := r.Time.Format(time.RFC3339); got != "2026-03-27T09:00:00+03:00" {
		t.Errorf("Time = %s, want 2026-03-27T09:00:00+03:00", got)
	}
	if _, off := now.Zone(); off != 2*3600 {
		t.Errorf("now's offset = %d, want +02:00 before the change", off)
	}
}

func TestParseZone(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	// 09:00 in Jerusalem is 02:00 in New York: "tomorrow" is the New York
	// tomorrow, and the time comes back in New York's zone.
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, jerusalem(t))
	r, found, err := timeparse.Parse("tomorrow at 9", now, ny)
	if err != nil || !found {
		t.Fatalf("found %v, err %v", found, err)
	}
	if want := time.Date(2026, 1, 21, 9, 0, 0, 0, ny); !r.Time.Equal(want) || r.Time.Location() != ny {
		t.Errorf("Time = %s, want %s", r.Time, want)
	}
}
