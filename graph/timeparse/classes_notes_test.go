package timeparse_test

// noteClasses are class tables about notes jotted with their day first
// and no command: a bare weekday name or a day, then an hour, then the
// thing.
var noteClasses = map[string][]crow{
	"a bare Hebrew weekday opening a note, an hour after it": {
		{"", "שישי 5 בבוקר נסיעה לאילת", "2026-01-23 05:00", "", "dt", "נסיעה לאילת"},
		{"", "שישי ב5 בבוקר נסיעה לאילת", "2026-01-23 05:00", "", "dt", "נסיעה לאילת"},
		{"", "שני ב-9 ישיבת צוות", "2026-01-26 09:00", "", "dt", "ישיבת צוות"},
		{"", "ראשון 8:30 רופא שיניים", "2026-01-25 08:30", "", "dt", "רופא שיניים"},
		{"", "רביעי בשמונה בערב חוג", "2026-01-21 20:00", "", "dt", "חוג"},
		{"", "חלב. חמישי ב-7 אימון", "2026-01-22 07:00", "", "dt", "חלב. אימון"},
		// near misses: the name is an ordinal, or not at the note's head
		{"", "ראשון בתור לרופא", "", "", "", "ראשון בתור לרופא"},
		{"", "שני ילדים לאסוף", "", "", "", "שני ילדים לאסוף"},
		{"", "שלישי 3 ילדים", "", "", "", "שלישי 3 ילדים"},
		{"", "מקום שני 5 נקודות", "", "", "", "מקום שני 5 נקודות"},
	},
	"a four-digit hour after a bare weekday or after a day counted from today": {
		{"", "חוזר לבסיס ראשון 0600", "2026-01-25 06:00", "", "dt", "חוזר לבסיס"},
		{"", "תזכיר לי חמישי 1100 לארוז תיק", "2026-01-22 11:00", "", "dt", "תזכיר לי לארוז תיק"},
		{"", "מחר 2000 בירה עם החבר'ה", "2026-01-21 20:00", "", "dt", "בירה עם החבר'ה"},
		{"", "tomorrow 2000 beers with the guys", "2026-01-21 20:00", "", "dt", "beers with the guys"},
		// near misses: a count after an ordinal, a number that may be a year
		{"", "מקום שני 1500 איש", "", "", "", "מקום שני 1500 איש"},
		{"", "שני 2030", "", "", "", "שני 2030"},
	},
	"a four-digit hour right before its day, as a clinic writes it": {
		{"", "VA TELEHEALTH APPT 1400 MONDAY", "2026-01-26 14:00", "", "dt", "VA TELEHEALTH APPT"},
		{"", "DENTIST 0930 FRI", "2026-01-23 09:30", "", "dt", "DENTIST"},
		{"", "תור לרופא 0830 ביום חמישי", "2026-01-22 08:30", "", "dt", "תור לרופא"},
		// near misses: an amount, a phone's digits, a number of a thing
		{"", "pay 1500 monday", "2026-01-26 00:00", "", "d", "pay 1500"},
		{"", "call 052-555-1234 monday", "2026-01-26 00:00", "", "d", "call 052-555-1234"},
		{"", "flight 1400 friday", "2026-01-23 00:00", "", "d", "flight 1400"},
	},
	"a prayer said before the hour is no word of the thing": {
		{"", "after jummah at 2pm meet Yusuf", "2026-01-20 14:00", "", "dt", "meet Yusuf"},
		{"", "after church at 1 lunch with Dan", "2026-01-20 13:00", "", "dt", "lunch with Dan"},
		{"", "אחרי מנחה ב2 פגישה עם דני", "2026-01-20 14:00", "", "dt", "פגישה עם דני"},
		// near misses: no hour after it, the word as a place to go
		{"", "after church lunch with Dan", "", "", "", "after church lunch with Dan"},
		{"", "go to church at 9pm", "2026-01-20 21:00", "", "t", "go to church"},
	},
	"Hebrew time words written as they sound": {
		{"", "פגישה ביום שני הבא בשאה 13:00", "2026-01-26 13:00", "", "dt", "פגישה"},
		{"", "מחרר בשעא 8 לבנק", "2026-01-21 08:00", "", "dt", "לבנק"},
		{"", "פגישה עם השאה מחר ב-5", "2026-01-21 17:00", "", "dt", "פגישה עם השאה"},
	},
	"a bare hour after a day opening a Hebrew note, before a noun in the singular": {
		{"", "מחר 12 איסוף מאיכילוב", "2026-01-21 12:00", "", "dt", "איסוף מאיכילוב"},
		{"", "יום שישי 10 טיפול בשיניים", "2026-01-23 10:00", "", "dt", "טיפול בשיניים"},
		// near misses: a count of things, the day not at the head
		{"", "מחר 3 עוגות", "2026-01-21 00:00", "", "d", "3 עוגות"},
		{"", "מחר 2 קילו עגבניות", "2026-01-21 00:00", "", "d", "2 קילו עגבניות"},
		{"", "לקנות מחר 2 חלב", "2026-01-21 00:00", "", "d", "לקנות 2 חלב"},
		{"", "מחר 12 ילדים בגן", "2026-01-21 00:00", "", "d", "12 ילדים בגן"},
	},
	"a number to call or a case number is no time or date": {
		{"", "the plumber may be reached at 052-3348712", "", "", "", "the plumber may be reached at 052-3348712"},
		{"", "call him at 03 5551234 tomorrow", "2026-01-21 00:00", "", "d", "call him at 03 5551234"},
		{"", "תתקשר אליו ב-052-3348712 מחר ב-9", "2026-01-21 09:00", "", "dt", "תתקשר אליו ב-052-3348712"},
		{"", "להגיש כתב תשובה בתיק 4521-11-25 ביום שישי", "2026-01-23 00:00", "", "d", "להגיש כתב תשובה בתיק 4521-11-25"},
		// near misses: an hour before a phone's digits, a date written the ISO way
		{"", "call 03-5551234 at 5pm", "2026-01-20 17:00", "", "t", "call 03-5551234"},
		{"", "at 0930 call the bank", "2026-01-20 09:30", "", "t", "call the bank"},
		{"", "dentist 2026-03-05 at 10", "2026-03-05 10:00", "", "dt", "dentist"},
	},
	"\"tn\" texted for tonight; a state's \"TN\", or \"tn\" after a place word, is no time": {
		{"", "prep meal plan for Shira tn @ 8", "2026-01-20 20:00", "", "dt", "prep meal plan for Shira"},
		{"", "call dan tn", "2026-01-20 21:00", "", "dt", "call dan"},
		{"", "tn to call dan", "2026-01-20 21:00", "", "dt", "to call dan"},
		{"", "call dan tn at 9", "2026-01-20 21:00", "", "dt", "call dan"},
		{"", "drive to Memphis TN", "", "", "", "drive to Memphis TN"},
		{"", "drive to Memphis tn", "", "", "", "drive to Memphis tn"},
		{"", "move to tn", "", "", "", "move to tn"},
		{"", "visit tn cousins", "", "", "", "visit tn cousins"},
	},
	"the afternoon said without the article, or cut short; \"before noon\" and noon alone stay": {
		{"", "פגישה ביום חמישי בשעה שלוש אחרי צהרים במשרד", "2026-01-22 15:00", "", "dt", "פגישה במשרד"},
		{"", "מחר בשלוש אחר צהריים", "2026-01-21 15:00", "", "dt", ""},
		{"", "מחר בשלוש אחרי צהריים", "2026-01-21 15:00", "", "dt", ""},
		{"", "מחר ב-3 אחה\"צ", "2026-01-21 15:00", "", "dt", ""},
		{"", "מחר ב-3 אחהצ", "2026-01-21 15:00", "", "dt", ""},
		{"", "מחר בשלוש אחרי הצהרים", "2026-01-21 15:00", "", "dt", ""},
		{"", "מחר בעשר לפני צהריים", "2026-01-21 10:00", "", "dt", ""},
		{"", "מחר בשתיים בצהריים", "2026-01-21 14:00", "", "dt", ""},
	},
	"a bare hour to wake or get up is in the morning; another thing keeps the hour rule": {
		{"", "תזכיר לי מחר ב6 לקום למילואים", "2026-01-21 06:00", "", "dt", "תזכיר לי לקום למילואים"},
		{"", "תזכיר לי מחר ב6 להתעורר", "2026-01-21 06:00", "", "dt", "תזכיר לי להתעורר"},
		{"", "remind me tomorrow at 6 to get up", "2026-01-21 06:00", "", "dt", "remind me to get up"},
		{"", "remind me tomorrow at 6 to wake up", "2026-01-21 06:00", "", "dt", "remind me to wake up"},
		{"", "תזכיר לי מחר ב6 להשקות בפרדס", "2026-01-21 18:00", "", "dt", "תזכיר לי להשקות בפרדס"},
		{"", "remind me tomorrow at 6 to water the orchard", "2026-01-21 18:00", "", "dt", "remind me to water the orchard"},
	},
}

// classes is every class table.
func classes() map[string][]crow {
	all := make(map[string][]crow, len(timeClasses)+len(dayClasses)+len(weekdayClasses)+len(relativeClasses)+len(rangeClasses)+len(noteClasses)+len(dialectClasses)+len(foreignClasses)+len(shortClasses))
	for _, m := range []map[string][]crow{timeClasses, dayClasses, weekdayClasses, relativeClasses, rangeClasses, noteClasses, dialectClasses, foreignClasses, shortClasses} {
		for k, v := range m {
			all[k] = v
		}
	}
	return all
}
