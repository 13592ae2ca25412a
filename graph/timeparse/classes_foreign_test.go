package timeparse_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// foreignClasses are the days of other tongues said inside a Hebrew or
// English request (foreign.go), with the names and English words that
// look like them and must stay as they are.
var foreignClasses = map[string][]crow{
	"a French day said inside Hebrew or English": {
		{"", "תזכירי לי demain ב9 להתקשר לאמא", "2026-01-21 09:00", "", "dt", "תזכירי לי להתקשר לאמא"},
		{"", "vendredi יש לי פגישה עם הבנק ב11", "2026-01-23 11:00", "", "dt", "יש לי פגישה עם הבנק"},
		{"", "remind me ce soir to call mom", "2026-01-20 18:00", "", "dt", "remind me to call mom"},
		{"", "תזכיר לי aujourd'hui ב5 לקנות חלב", "2026-01-20 17:00", "", "dt", "תזכיר לי לקנות חלב"},
		{"", "demain soir at 8", "2026-01-21 20:00", "", "dt", ""},
		{"", "dentist vendredi à 10h", "2026-01-23 10:00", "", "dt", "dentist"},
		{"", "call mom demain", "2026-01-21 00:00", "", "d", "call mom"},
		// "le vendredi" is as often every Friday; "prochain" is not read.
		{"", "remind me le vendredi to call mom", "", "", "", "remind me le vendredi to call mom"},
		{"", "buy beads for mardi gras", "", "", "", "buy beads for mardi gras"},
		{"", "send the CE certificate", "", "", "", "send the CE certificate"},
	},
	"the French clock: two digits are the 24-hour clock, one digit the hour rule": {
		// "5h30" is "5:30" and "5h" is "at 5": the afternoon where the
		// rule takes it, as English and Hebrew writers mean it.
		{"", "dentist tomorrow at 5h30", "2026-01-21 17:30", "", "dte", "dentist"},
		{"", "dentist tomorrow at 5h", "2026-01-21 17:00", "", "dt", "dentist"},
		{"", "dentist tomorrow à 5h30", "2026-01-21 17:30", "", "dte", "dentist"},
		{"", "dentist tomorrow at 5 h 30", "2026-01-21 17:30", "", "dte", "dentist"},
		{"", "dentist demain à 17h", "2026-01-21 17:00", "", "dt", "dentist"},
		{"", "dentist tomorrow at 19h", "2026-01-21 19:00", "", "dt", "dentist"},
		{"", "dentist tomorrow at 08h", "2026-01-21 08:00", "", "dt", "dentist"},
		{"", "dentist tomorrow at 10h30", "2026-01-21 10:30", "", "dt", "dentist"},
		{"", "remind me at 5h", "2026-01-20 17:00", "", "t", "remind me"},
		// Near misses: a duration, an h that is a name, spaced minutes
		// without "at".
		{"", "sleep 5h", "", "", "", "sleep 5h"},
		{"", "grade 5h homework", "", "", "", "grade 5h homework"},
		{"", "row 5 h 30", "", "", "", "row 5 h 30"},
	},
	"a Spanish day": {
		{"", "remind me mañana at 9 to call mom", "2026-01-21 09:00", "", "dt", "remind me to call mom"},
		{"", "manana at 2pm", "2026-01-21 14:00", "", "dt", ""},
		{"", "remind me hoy at 5 to call mom", "2026-01-20 17:00", "", "dt", "remind me to call mom"},
		{"", "remind me el viernes at 5 to call mom", "2026-01-23 17:00", "", "dt", "remind me to call mom"},
		{"", "el domingo at 10am", "2026-01-25 10:00", "", "dt", ""},
		// The hour said "a las 7", "pa las 10"; "el" before an English day.
		{"", "remind me mañana a las 7am to call mom", "2026-01-21 07:00", "", "dt", "remind me to call mom"},
		{"", "a las 3", "2026-01-20 15:00", "", "t", ""},
		{"", "pa las 10", "2026-01-20 10:00", "", "t", ""},
		{"", "תזכיר לי mañana a las 7 להתקשר לפדרו", "2026-01-21 07:00", "", "dt", "תזכיר לי להתקשר לפדרו"},
		{"", "remind me pay the guys el friday at 3", "2026-01-23 15:00", "", "dt", "remind me pay the guys"},
		// A name, the article of a place, "ahoy": as they are; "a las"
		// before no hour is a place.
		{"", "book a las vegas trip", "", "", "", "book a las vegas trip"},
		{"", "El Al flight", "", "", "", "El Al flight"},
		{"", "lunch with Domingo", "", "", "", "lunch with Domingo"},
		{"", "meeting at el paso grill", "", "", "", "meeting at el paso grill"},
		{"", "pasado mañana", "", "", "", "pasado mañana"},
	},
	"a Swahili day; Swahili time and every day are not read": {
		{"", "remind me kesho at 9 to call mom", "2026-01-21 09:00", "", "dt", "remind me to call mom"},
		{"", "kesho jioni", "2026-01-21 18:00", "", "dt", ""},
		{"", "leo jioni call mom", "2026-01-20 18:00", "", "dt", "call mom"},
		{"", "call leo at 5", "2026-01-20 17:00", "", "t", "call leo"},
		{"", "Leo's birthday", "", "", "", "Leo's birthday"},
		{"", "kila siku saa 8 remind me meds", "", "", "", "kila siku saa 8 remind me meds"},
	},
	"an Arabic or Russian day in Latin or Hebrew letters": {
		{"", "תזכיר לי בוקרה ב9 להתקשר לאמא", "2026-01-21 09:00", "", "dt", "תזכיר לי להתקשר לאמא"},
		{"", "remind me bukra at 9 to call mom", "2026-01-21 09:00", "", "dt", "remind me to call mom"},
		{"", "remind me zavtra at 9 to call mom", "2026-01-21 09:00", "", "dt", "remind me to call mom"},
		{"", "segodnya at 6pm", "2026-01-20 18:00", "", "dt", ""},
		{"", "zavtra vecherom", "2026-01-21 18:00", "", "dt", ""},
		{"", "poslezavtra", "", "", "", "poslezavtra"},
	},
}

// TestForeignWordsLeft: a word of time of another tongue the grammar
// cannot read is reported by TimeWords, and ForeignLeft finds it, or one
// it reads, in what is left of a message; a name that looks like one is
// neither.
func TestForeignWordsLeft(t *testing.T) {
	for _, text := range []string{"saa 8", "kila siku meds", "vendredi prochain", "le vendredi", "hiyo", "pasado mañana", "poslezavtra"} {
		if len(timeparse.TimeWords(text)) == 0 {
			t.Errorf("TimeWords(%q) is empty; want the word of time not read", text)
		}
	}
	for _, w := range []string{"demain", "Kesho", "בוקרה", "zavtra"} {
		if !timeparse.ForeignDay(w) {
			t.Errorf("ForeignDay(%q) = false", w)
		}
	}
	for _, w := range []string{"leo", "hoy", "domingo", "saa", "tomorrow", "ce"} {
		if timeparse.ForeignDay(w) {
			t.Errorf("ForeignDay(%q) = true; want it read only beside a time, or not at all", w)
		}
	}
	for _, text := range []string{"hiyo", "call mom demain", "saa 8 meds", "le vendredi call mom", "תזכורת בוקרה", "après-midi"} {
		if !timeparse.ForeignLeft(text) {
			t.Errorf("ForeignLeft(%q) = false", text)
		}
	}
	for _, text := range []string{"call leo", "Leo's birthday", "lunch with Domingo", "meeting at el paso grill", "buy beads for mardi gras",
		"send the CE certificate", "apres-ski drinks", "להתקשר לאמא", "order à la carte"} {
		if timeparse.ForeignLeft(text) {
			t.Errorf("ForeignLeft(%q) = true; want a name or a word of its own", text)
		}
	}
}
