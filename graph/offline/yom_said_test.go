package offline

import "testing"

// TestYomSaid pins the one set of forms of "יום" that bareDayHour and
// mendYom read before a weekday. Typed whole it is taken behind any two
// prefix letters (what dayWordSaid took); a slip only behind the prefixes
// "יום" takes before a weekday (what mendYom took, with מ and the
// non-final mem added); a dropped letter never ("ים" is the sea), and a
// slip behind ה or ש is another word as often ("שימו", put).
func TestYomSaid(t *testing.T) {
	for _, tc := range []struct {
		w, want string
		ok      bool
	}{
		// Whole, behind any prefix letters.
		{"יום", "יום", true},
		{"ביום", "ביום", true},
		{"וביום", "וביום", true},
		{"מיום", "מיום", true},
		{"היום", "היום", true},
		{"שיום", "שיום", true},
		{"ומיום", "ומיום", true},
		// A slip that keeps the letters, behind ב ל מ and ו.
		{"ביוום", "ביום", true},
		{"בייום", "ביום", true},
		{"ביוםם", "ביום", true},
		{"ביםו", "ביום", true},
		{"בוים", "ביום", true},
		{"וים", "יום", true},
		{"ביומ", "ביום", true},
		{"ליוום", "ליום", true},
		{"ומיוום", "ומיום", true},
		{"ויוום", "ויום", true},
		// Near misses: a letter dropped, a slip behind ה or ש, another
		// word ending as "יום" does, a word of three prefix letters.
		{"ים", "", false},
		{"לים", "", false},
		{"ביו", "", false},
		{"שימו", "", false},
		{"היוום", "", false},
		{"סיום", "", false},
		{"קיום", "", false},
		{"יומן", "", false},
		{"יומם", "", false}, // by day
		{"ומהיום", "", false},
		{"שני", "", false},
		{"", "", false},
	} {
		got, ok := yomSaid(tc.w)
		if got != tc.want || ok != tc.ok {
			t.Errorf("yomSaid(%q) = %q, %v; want %q, %v", tc.w, got, ok, tc.want, tc.ok)
		}
	}
}

// TestBareDayHour: a weekday alone before an hour is said with its
// "ביום", unless the word before it already names it a day, typed whole
// or with a slip.
func TestBareDayHour(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"חוג חמישי ב-17:00", "חוג ביום חמישי ב-17:00"},
		{"עבודת ריצוף ברמת גן שישי ב8", "עבודת ריצוף ברמת גן ביום שישי ב8"},
		{"טיול לים שישי ב8", "טיול לים ביום שישי ב8"},
		{"פגישה ביום חמישי ב3", "פגישה ביום חמישי ב3"},
		{"פגישה ביוום חמישי ב3", "פגישה ביוום חמישי ב3"},
		{"פגישה בוים חמישי ב3", "פגישה בוים חמישי ב3"},
		{"פגישה ביומ חמישי ב3", "פגישה ביומ חמישי ב3"},
		{"היום חמישי ב8", "היום חמישי ב8"},
		{"ראשון עד חמישי ב7:30", "ראשון עד חמישי ב7:30"},
		{"הילד החמישי ב8", "הילד החמישי ב8"},
		{"תזכירי לי את הפח חמישי 😅 ב-9 בבוקר", "תזכירי לי את הפח ביום חמישי 😅 ב-9 בבוקר"},
		{"חוג חמישי 😅 ילדים ב8", "חוג חמישי 😅 ילדים ב8"},
		// a weekday before a clock that closes the message, ראשון and שני too
		{"פגישה עם היינן ראשון 14:00", "פגישה עם היינן ביום ראשון 14:00"},
		{"חזרה שני 18:30-20:00", "חזרה ביום שני 18:30-20:00"},
		{"סיור טעימות שישי 11:00 עד 13:00", "סיור טעימות ביום שישי 11:00 עד 13:00"},
		{"מקום ראשון 14:00", "מקום ראשון 14:00"},
		{"שיעור שני 10:00", "שיעור שני 10:00"},
		{"הפרק השני 14:00", "הפרק השני 14:00"},
		{"ראשון 14:00 פגישה", "ראשון 14:00 פגישה"},
		{"ילד שני 14:00 ועוד משהו", "ילד שני 14:00 ועוד משהו"},
	} {
		if got := bareDayHour(tc.in); got != tc.want {
			t.Errorf("bareDayHour(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}

// TestMendYom: "יום" one slip off right before a weekday is written out;
// a word that is no slip of it stays.
func TestMendYom(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"פגישה ביוום חמישי ב3 וביום ראשון ב4", "פגישה ביום חמישי ב3 וביום ראשון ב4"},
		{"חוג ביםו שלישי ורביעי ב5", "חוג ביום שלישי ורביעי ב5"},
		{"חוג ביומ שני ורביעי ב5", "חוג ביום שני ורביעי ב5"},
		{"ביום שלישי ושילשי ב-16:00", "ביום שלישי ושלישי ב-16:00"},
		{"נוסעים לים שני ורביעי ב8", "נוסעים לים שני ורביעי ב8"},
		{"שימו שני כיסאות ביום רביעי ב8", "שימו שני כיסאות ביום רביעי ב8"},
		{"ביום שני ורביעי ב-18:00 פילאטיס", "ביום שני ורביעי ב-18:00 פילאטיס"},
	} {
		if got := mendYom(tc.in); got != tc.want {
			t.Errorf("mendYom(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}
