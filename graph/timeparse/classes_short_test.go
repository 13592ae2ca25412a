package timeparse_test

// shortClasses are class tables about days and hours as they are texted
// short or spoken: a weekday cut short, a bare ordinal day, an hour in
// words, and the ordinals that count a noun and are no day.
var shortClasses = map[string][]crow{
	"a weekday cut short, or its Hebrew letter after ב": {
		{"", "add tourney sat 4pm to my cal", "2026-01-24 16:00", "", "dt", "add tourney to my cal"},
		{"", "dentist thurs 3", "2026-01-22 15:00", "", "dt", "dentist"},
		{"", "fri 5pm", "2026-01-23 17:00", "", "dt", ""},
		{"", "gym weds", "2026-01-21 00:00", "", "d", "gym"},
		{"", "תזכיר לי ב-ה' ב-8 לשלם חשבון", "2026-01-22 08:00", "", "dt", "תזכיר לי לשלם חשבון"},
		{"", "בה' ב-8", "2026-01-22 08:00", "", "dt", ""},
		{"", "ב-ו׳ בבוקר", "2026-01-23 09:00", "", "dt", ""},
		{"", "ביום ו׳ ב-10", "2026-01-23 10:00", "", "dt", ""},
		// near misses: "sat" the verb, a class's letter, ב with no geresh
		{"", "I sat down at 4", "2026-01-20 16:00", "", "t", "I sat down"},
		{"", "בכיתה ב' ב-8", "2026-01-20 20:00", "", "t", "בכיתה ב'"},
		{"", "בה ב-8", "2026-01-20 20:00", "", "t", "בה"},
	},
	"a day of the month said as a bare ordinal, where a day is said, the next to come": {
		{"", "remind me 15th to pay rent", "2026-02-15 00:00", "", "d", "remind me to pay rent"},
		{"", "remind me 25th at 9 to pay rent", "2026-01-25 09:00", "", "dt", "remind me to pay rent"},
		{"", "rent due 1st", "2026-02-01 00:00", "", "d", "rent due"},
		{"", "on the 3rd at 9", "2026-02-03 09:00", "", "dt", ""},
		{"", "ב-15 לחודש", "2026-02-15 00:00", "", "d", ""},
		// today's day of the month with its hour gone is next month's
		{"", "on the 20th at 8am", "2026-02-20 08:00", "", "dt", ""},
		{"", "remind me 20th at 8am to pay rent", "2026-02-20 08:00", "", "dt", "remind me to pay rent"},
		{"", "ב-20 לחודש ב-8 בבוקר", "2026-02-20 08:00", "", "dt", ""},
		{"", "on the 20th at 10am", "2026-01-20 10:00", "", "dt", ""},
		// near misses: a place in a race or a queue
		{"", "I came 2nd in the race", "", "", "", "I came 2nd in the race"},
		{"", "he finished 3rd at the race", "", "", "", "he finished 3rd at the race"},
		{"", "put me 2nd to last", "", "", "", "put me 2nd to last"},
	},
	"an ordinal that counts the noun after it, singular or plural, is no day": {
		{"", "buy flowers for the 2nd years anniversary", "", "", "", "buy flowers for the 2nd years anniversary"},
		{"", "on the 2nd years party", "", "", "", "on the 2nd years party"},
		{"", "for Noa's 2nd years anniversary", "", "", "", "for Noa's 2nd years anniversary"},
		{"", "my 3rd time", "", "", "", "my 3rd time"},
		{"", "for the 3rd date", "", "", "", "for the 3rd date"},
		{"", "call him on the 2nd grade trip", "", "", "", "call him on the 2nd grade trip"},
		{"", "the 2nd years party friday at 8", "2026-01-23 08:00", "", "dt", "the 2nd years party"},
		{"", "ליום הנישואין ה-2 של נועה", "", "", "", "ליום הנישואין ה-2 של נועה"},
		// near misses: nothing but a day's words after the ordinal
		{"", "for the 15th", "2026-02-15 00:00", "", "d", ""},
		{"", "by the 21st", "2026-01-21 00:00", "", "d", ""},
	},
	"an hour said in words, with its minutes and its part of the day": {
		{"", "nine thirty am", "2026-01-20 09:30", "", "t", ""},
		{"", "ten fifteen pm", "2026-01-20 22:15", "", "t", ""},
		{"", "half nine", "2026-01-20 09:30", "", "t", ""},
		{"", "שמונה ורבע בערב", "2026-01-20 20:15", "", "t", ""},
		{"", "תשע וחצי בבוקר", "2026-01-20 09:30", "", "t", ""},
		// after "at", a verb that opens the deed ends the hour as "to" does
		{"", "remind me friday at ten call the appraiser", "2026-01-23 10:00", "", "dt", "remind me call the appraiser"},
		// near misses: a count of people or of kilos, no verb after the hour, "at one go"
		{"", "nine thirty people came", "", "", "", "nine thirty people came"},
		{"", "remind me at ten the appraiser", "", "", "", "remind me at ten the appraiser"},
		{"", "finish it at one go", "", "", "", "finish it at one go"},
		{"", "half nine kilos", "", "", "", "half nine kilos"},
	},
}
