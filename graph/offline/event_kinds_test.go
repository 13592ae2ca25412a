package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAppointmentKinds: a visit to a doctor or a specialist, what is done
// there, or a professional session, told with a time and no command, is
// an event — misspelled by one slip too, and after "נקבע" ("was set"),
// which is no word of its title. After a verb of something to do it is a
// task's.
func TestAppointmentKinds(t *testing.T) {
	for text, title := range map[string]string{
		"pedatrician for maya thurs 4pm dr rosen":     "pedatrician for maya dr rosen",
		"pediatrician for maya thurs 4pm":             "pediatrician for maya",
		"dermatolgist friday at 10":                   "dermatolgist",
		"flu shot for the kids sunday 5pm":            "flu shot for the kids",
		"client consult fri 12:30":                    "client consult",
		"court hearing monday 9am":                    "court hearing",
		"deposition in the smith case thursday at 2":  "deposition in the smith case",
		"job interview at google tomorrow 11am":       "job interview at google",
		"חיסון של חודשיים בטיפת חלב ביום ראשון ב9:30": "חיסון של חודשיים בטיפת חלב",
		"חיסון 4 חודשים ב3 בפברואר ב11 בטיפת חלב":     "חיסון 4 חודשים בטיפת חלב",
		"נקבע דיון הוכחות ב-9.12 בשעה 10:00 בבית המשפט המחוזי בחיפה": "דיון הוכחות בבית המשפט המחוזי בחיפה",
		"נקבעה לי ביקורת אצל האורתופד ביום חמישי ב-8":                "ביקורת אצל האורתופד",
		"נקבעלי תספורת ביום שישי ב-10":                               "תספורת",
		"שימוע ביום רביעי ב-12":                                      "שימוע",
		"פסיכולוגית לנועה מחר ב-16:00":                               "פסיכולוגית לנועה",
		"רופא ילדים לדניאל ביום שני ב-17:30":                         "רופא ילדים לדניאל",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", text, s.Capability, s.Operation)
			continue
		}
		if got := s.Calendar.Drafts[0].Summary; got != title {
			t.Errorf("%q: titled %q; want %q", text, got, title)
		}
	}
	for _, text := range []string{
		"call the pediatrician thurs 4pm", "text the dermatologist friday 10am", "email the court clerk monday 9am",
		"deposit the check friday 10am", "courtney's gift friday 10am", "labels for the jars friday 10am", "לקבוע חיסון מחר ב10", "להתקשר לפסיכולוגית מחר ב-9",
		"לבטל את השימוע ביום רביעי ב-12", "remind me about the hearing tomorrow at 8",
		"תזכיר לי על החיסון מחר ב-8",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpEventCreate {
			t.Errorf("%q: an event %+v; want it a task's", text, s.Calendar.Drafts)
		}
	}
}
