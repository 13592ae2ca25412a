package timeparse_test

// rangeClasses are class tables about ranges of hours, beside the
// "ranges" of timeClasses.
var rangeClasses = map[string][]crow{
	"ranges whose end holds a fraction or the half of the day": {
		{"", "tomorrow 4:30-5:15pm", "2026-01-21 16:30", "2026-01-21 17:15", "dt", ""},
		{"", "dentist tomorrow 4:30-5:15pm", "2026-01-21 16:30", "2026-01-21 17:15", "dt", "dentist"},
		{"", "between 4 and 5:30pm", "2026-01-20 16:00", "2026-01-20 17:30", "t", ""},
		{"", "from 2 to 3:30", "2026-01-20 14:00", "2026-01-20 15:30", "t", ""},
		{"", "10 till half past 11", "2026-01-20 10:00", "2026-01-20 11:30", "t", ""},
		{"", "6-7:30pm", "2026-01-20 18:00", "2026-01-20 19:30", "t", ""},
		{"", "ישיבה עם דנה מחר מ2 עד 3 וחצי", "2026-01-21 14:00", "2026-01-21 15:30", "dt", "ישיבה עם דנה"},
		{"", "בין 4 ל-5 וחצי", "2026-01-20 16:00", "2026-01-20 17:30", "t", ""},
		{"", "מחר מ-10 עד 11 ורבע", "2026-01-21 10:00", "2026-01-21 11:15", "dt", ""},
		{"", "מחר מ-9 עד רבע ל-11", "2026-01-21 09:00", "2026-01-21 10:45", "dt", ""},
	},
	"ranges whose end is said in digits with no colon after an hour said with at or from": {
		{"", "soccer practice thursday at 4 to 530 at the park", "2026-01-22 16:00", "2026-01-22 17:30", "dt", "soccer practice at the park"},
		{"", "piano lesson tomorrow from 9 till 1030", "2026-01-21 09:00", "2026-01-21 10:30", "dt", "piano lesson"},
		// Near misses: an end with no minutes, a start with no "at" or "from".
		{"", "meeting tomorrow at 4 to 500", "2026-01-21 16:00", "", "dt", "meeting to 500"},
		{"", "practice tomorrow 4 to 530", "2026-01-21 16:00", "", "dt", "practice to 530"},
	},
	"ranges whose afternoon is said only at their end": {
		{"", "shooting course tomorrow from 8 to 2 in the afternoon", "2026-01-21 08:00", "2026-01-21 14:00", "dt", "shooting course"},
		{"", "from 10 to 1 in the afternoon", "2026-01-20 10:00", "2026-01-20 13:00", "t", ""},
		{"", "קורס ירי מחר מ8 עד 2 בצהריים", "2026-01-21 08:00", "2026-01-21 14:00", "dt", "קורס ירי"},
		{"", "מחר מ10 עד 3 אחה\"צ", "2026-01-21 10:00", "2026-01-21 15:00", "dt", ""},
		{"", "מחר מ11 עד 12 בצהריים", "2026-01-21 11:00", "2026-01-21 12:00", "dt", ""},
		// Near misses: a start that fits the afternoon takes it.
		{"", "tomorrow from 2 to 4 in the afternoon", "2026-01-21 14:00", "2026-01-21 16:00", "dt", ""},
		{"", "מחר מ7 עד 9 בערב", "2026-01-21 19:00", "2026-01-21 21:00", "dt", ""},
	},
	"spans whose ends fall on different days, each with its day and hour": {
		{"", "night shift fri 7pm to sat 7am", "2026-01-23 19:00", "2026-01-24 07:00", "dt", "night shift"},
		{"", "conference from monday 9am until wednesday 5pm", "2026-01-26 09:00", "2026-01-28 17:00", "dt", "conference"},
		{"", "trip dec 10 at 8am - dec 12 at 6pm", "2026-12-10 08:00", "2026-12-12 18:00", "dt", "trip"},
		{"", "משמרת לילה משישי ב-19:00 עד שבת ב-7:00", "2026-01-23 19:00", "2026-01-24 07:00", "dt", "משמרת לילה"},
		{"", "כנס מיום שני ב-9 עד יום רביעי ב-17:00", "2026-01-26 09:00", "2026-01-28 17:00", "dt", "כנס"},
		{"", "נופש מה-10 בפברואר ב-14:00 עד ה-12 בפברואר ב-11", "2026-02-10 14:00", "2026-02-12 11:00", "dt", "נופש"},
		// One day, or an end before the start: no span across days.
		{"", "remind me tomorrow at 9 to call mom", "2026-01-21 09:00", "", "dt", "remind me to call mom"},
	},
	"a start said with \"from\" after a day or a part of the day": {
		{"", "shift tonight from 6", "2026-01-20 18:00", "", "dt", "shift"},
		{"", "shift friday from 6", "2026-01-23 18:00", "", "dt", "shift"},
		{"", "משמרת בערב מ6", "2026-01-20 18:00", "", "t", "משמרת"},
		{"", "משמרת ביום שישי מ6", "2026-01-23 18:00", "", "dt", "משמרת"},
		{"", "משמרת מחר מ6 בערב", "2026-01-21 18:00", "", "dt", "משמרת"},
	},
	"bare hour ranges after a day, whose end is on the 24-hour clock": {
		{"", "long shift tomorrow 8-20", "2026-01-21 08:00", "2026-01-21 20:00", "dt", "long shift"},
		{"", "shift tomorrow 7-19", "2026-01-21 07:00", "2026-01-21 19:00", "dt", "shift"},
		{"", "shift tomorrow 12-20", "2026-01-21 12:00", "2026-01-21 20:00", "dt", "shift"},
		{"", "משמרת ארוכה מחר 8-20", "2026-01-21 08:00", "2026-01-21 20:00", "dt", "משמרת ארוכה"},
		{"", "כנס ביום חמישי 9-21", "2026-01-22 09:00", "2026-01-22 21:00", "dt", "כנס"},
		// An end before the start runs into the next day; numbers that are
		// no hours stay where they are.
		{"", "night shift tomorrow 20-8", "2026-01-21 20:00", "2026-01-22 08:00", "dt", "night shift"},
		{"", "pages 8-20 tomorrow", "2026-01-21 00:00", "", "d", "pages 8-20"},
		{"", "עמודים 8-20 מחר", "2026-01-21 00:00", "", "d", "עמודים 8-20"},
	},
	"ranges that end at midnight": {
		{"", "shoot on jan 27, 4pm to midnight at Kibbutz Shefayim", "2026-01-27 16:00", "2026-01-28 00:00", "dt", "shoot at Kibbutz Shefayim"},
		{"", "party friday 10pm-midnight", "2026-01-23 22:00", "2026-01-24 00:00", "dt", "party"},
		{"", "party tomorrow 9 to midnight", "2026-01-21 21:00", "2026-01-22 00:00", "dt", "party"},
		{"", "from 8pm until midnight", "2026-01-20 20:00", "2026-01-21 00:00", "t", ""},
		{"", "מסיבה מחר מ-20 עד חצות", "2026-01-21 20:00", "2026-01-22 00:00", "dt", "מסיבה"},
		{"", "מסיבה מחר מ-22:00 עד חצות", "2026-01-21 22:00", "2026-01-22 00:00", "dt", "מסיבה"},
		// "till midnight" alone is a time, not a range.
		{"", "open till midnight tomorrow", "2026-01-22 00:00", "", "dt", "open"},
		{"", "עד חצות מחר", "2026-01-22 00:00", "", "dt", ""},
	},
}
