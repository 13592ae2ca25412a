package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestFormalHebrewClean: "אנא" and "נא" ask nothing, and "תזכירני",
// "הזכירני" are "תזכיר לי"; "נא" that is a word of the thing ("בשר נא")
// and English stay.
func TestFormalHebrewClean(t *testing.T) {
	for text, want := range map[string]string{
		"אנא הוסף לרשימת הקניות: לחם, חלב":       "הוסף לרשימת הקניות: לחם, חלב",
		"תזכיר לי נא מחר להתקשר לדנה":            "תזכיר לי מחר להתקשר לדנה",
		"תזכירני נא בכל יום ראשון להשקות עציצים": "תזכיר לי בכל יום ראשון להשקות עציצים",
		"הזכירני מחר בשמונה לשלם חשבון":          "תזכיר לי מחר בשמונה לשלם חשבון",
		"תזכיר לי אנא מחר לשלם חשבון":            "תזכיר לי מחר לשלם חשבון",
		"תוסיף לרשימה בשר נא":                    "תוסיף לרשימה בשר נא",
		"נאור מגיע מחר":                          "נאור מגיע מחר",
		"remind me tomorrow to call Ana":         "remind me tomorrow to call Ana",
		"תזכיר לי מחר לקנות שמן זית לבישול נאמן": "תזכיר לי מחר לקנות שמן זית לבישול נאמן",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
}

// TestFormalKeepItInDiary: a formal "(אנא) רשום זאת ביומן", "הוסף זאת
// ליומן" after an event with its time keeps the event and is no word of
// its title.
func TestFormalKeepItInDiary(t *testing.T) {
	for text, want := range map[string]string{
		"בוקר טוב. יש לי תור לרופא המשפחה, ד\"ר כהן, ביום שלישי הבא בשעה 9:15. אנא רשום זאת ביומן.": "תור לרופא המשפחה, ד\"ר כהן",
		"יש לי תור לרופא המשפחה ביום שלישי הבא בשעה 9:15. הוסף זאת ליומן.":                          "תור לרופא המשפחה",
		"יש לי פגישה עם דנה מחר בשעה 10, רשמי את זה ביומן":                                          "פגישה עם דנה",
		"נכדי יונתן חוגג יום הולדת ב20 לדצמבר נא לרשום ביומן":                                       "נכדי יונתן חוגג יום הולדת",
		"פגישה עם דנה מחר ב10 אנא להכניס ליומן":                                                     "פגישה עם דנה",
		"I have a dentist appointment next Tuesday at 9:15. Please put it in my calendar.":          "dentist appointment",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || s.Calendar.Drafts[0].Summary != want {
			t.Errorf("%q: %s.%s %+v; want the event %q", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
}
