package offline

import "testing"

// TestSplitGluedWords: a grammar word typed into the word next to it is
// split off; a word of the word list, a word that only begins or ends
// like one, and a pair the grammar does not read stay whole.
func TestSplitGluedWords(t *testing.T) {
	for in, want := range map[string]string{
		// Split: a day head and a weekday or "הולדת".
		"פגישה ביוםרביעי הבא":      "פגישה ביום רביעי הבא",
		"יוםהולדת למאיה":           "יום הולדת למאיה",
		"וביוםשישי ארוחה":          "וביום שישי ארוחה",
		"תור מיוםראשון":            "תור מיום ראשון",
		"חופש עד יוםשבת,":          "חופש עד יום שבת,",
		"תוסיפי לרשימתקניות קמח":   "תוסיפי לרשימת קניות קמח",
		"מה ברשימתהמשימות":         "מה ברשימת המשימות",
		"הרופאשלי דרכהן":           `הרופא שלי ד"ר כהן`,
		"אמאשלך ביום שני":          "אמא שלך ביום שני",
		"ישלי פגישה מחר":           "יש לי פגישה מחר",
		"ישלך בדיחה טובה?":         "יש לך בדיחה טובה?",
		"הואלא יכול, זה בוטל":      "הוא לא יכול, זה בוטל",
		"אפשרלכתוב לך באנגלית?":    "אפשר לכתוב לך באנגלית?",
		"הישלום":                   "הישלום",
		"תור לרופאה דרלוי":         `תור לרופאה ד"ר לוי`,
		"dentist onwednesday at 5": "dentist on wednesday at 5",
		"gym nextfriday":           "gym next friday",
		"add eggs to shoppinglist": "add eggs to shopping list",
		"my todolist please":       "my todo list please",
		"sorrymy bad, at 6":        "sorry my bad, at 6",
		"oopsi meant milk":         "oops i meant milk",
		"sheasked, nope 6pm":       "she asked, nope 6pm",
		"theycancelled, delete it": "they cancelled, delete it",
		"shears for the garden":    "shears for the garden",
		"wahtsmy sched tmrw?":      "wahts my sched tmrw?",
		"whatson tomorrow":         "whats on tomorrow",
		"whatsoever":               "whatsoever",
		"sorryyy":                  "sorryyy",
		"וואלהשכחתי מה יש לי היום": "וואלה שכחתי מה יש לי היום",
		"יאללהתזכירי לי בשש":       "יאללה תזכירי לי בשש",
		"תכלסתוסיף חלב":            "תכלס תוסיף חלב",
		"ואלה הדברים לקנות":        "ואלה הדברים לקנות",
		"וואלה!":                   "וואלה!",
		"יאללהה":                   "יאללהה",
		"sorrowful":                "sorrowful",
		// Near misses: real words, and pairs no grammar word opens.
		"תרשום ביומן פגישה":      "תרשום ביומן פגישה",
		"יומולדת למאיה":          "יומולדת למאיה",
		"תראה לי את הרשימות":     "תראה לי את הרשימות",
		"רשימתנו ארוכה":          "רשימתנו ארוכה",
		"יומיים לפני":            "יומיים לפני",
		"ביומיום":                "ביומיום",
		"הממשלה החליטה":          "הממשלה החליטה",
		"ירושלים ביום שני":       "ירושלים ביום שני",
		"משלי":                   "משלי",
		"דרכון חדש":              "דרכון חדש",
		"הרופא שלי דרכון":        "הרופא שלי דרכון",
		"תור לרופא דרך הקופה":    "תור לרופא דרך הקופה",
		"שלח לדרור":              "שלח לדרור",
		"one more birthday":      "one more birthday",
		"monday":                 "monday",
		"the playlist for today": "the playlist for today",
		"checklist":              "checklist",
	} {
		if got := splitGluedWords(in); got != want {
			t.Errorf("splitGluedWords(%q) = %q; want %q", in, got, want)
		}
	}
}

// TestGluedTimeInTitle: a day word glued into a title marks the title as
// unread; a day word on its own, or a word like one, does not.
func TestGluedTimeInTitle(t *testing.T) {
	for text, want := range map[string]bool{
		"הרופאשלי ביוםרביעי הבא": true,
		"פגישה יוםשני":           true,
		"ארוחה היוםבערב":         true,
		"dentist onfriday":       true,
		"gym nextmonday":         true,
		"פגישה ביום רביעי":       false,
		"יומולדת למאיה":          false,
		"ביומן":                  false,
		"יומיים":                 false,
		"call mom on friday":     false,
		"bonfire night":          false,
		"moonday party":          false,
	} {
		if got := reGluedTimeWord.MatchString(text); got != want {
			t.Errorf("reGluedTimeWord(%q) = %v; want %v", text, got, want)
		}
	}
}
