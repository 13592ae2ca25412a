package offline_test

import (
	"strings"
	"testing"
)

// TestCancelWithOwnReason: a removal said with the speaker's own reason
// after it, with a pause or none ("cancel the dentist, I'll rebook",
// "cancel gym im sick", "תבטל את רופא השיניים אני אקבע מחדש"), looks the
// thing up by its name alone. A reason with a time of its own, a clause
// that may be the name's ("the dentist i booked"), or a second request
// are not cut so.
func TestCancelWithOwnReason(t *testing.T) {
	for text, name := range map[string]string{
		"oh actually cancel the dentist, I'll rebook":   "dentist",
		"cancel the dentist i'll rebook":                "dentist",
		"cancel the dentist ill rebook":                 "dentist",
		"cancel gym, I'm sick":                          "gym",
		"cancel gym im sick":                            "gym",
		"cancel gym cuz im sick":                        "gym",
		"cancel the dentist, will rebook later":         "dentist",
		"cancel the dentist I need to rebook":           "dentist",
		"cancel the dentist i'll reschedule":            "dentist",
		"cancel lunch with tom can't make it":           "lunch with tom",
		"delete the pilates class im not feeling well":  "pilates class",
		"cancel the haircut we're away":                 "haircut",
		"delete the meeting with ron they moved it":     "meeting with ron",
		"תבטל את רופא השיניים אני אקבע מחדש":            "רופא השיניים",
		"תבטל את רופא השיניים, אני אקבע מחדש":           "רופא השיניים",
		"תבטלי את הפילאטיס אני חולה":                    "הפילאטיס",
		"תבטל את התור לרופא, אני לא יכולה להגיע":        "התור לרופא",
		"תבטל את הפגישה עם דנה אנחנו בחו\"ל":            "הפגישה עם דנה",
		"תבטל את רופא השיניים נקבע שוב":                 "רופא השיניים",
		"תמחק את הפגישה עם רון הם הזיזו אותה":           "הפגישה עם רון",
		"תבטל את רופא השיניים אני אקבע מחדש אחר כך":     "רופא השיניים",
		"hey cancel my massage, I'm so busy lol":        "massage",
		"cancel the vet appointment, I'll book another": "vet appointment",
	} {
		p := plan(t, text)
		got := deletedName(p.Steps[0])
		if !strings.Contains(got, strings.TrimPrefix(strings.TrimPrefix(name, "ה"), "the ")) || len(got) > len(name) {
			t.Errorf("%q: %s %q; want %q looked up", text, p.Steps[0].Operation, got, name)
		}
	}
	// The 3 p.m. meeting said with why: the one at 3, its noun no name.
	if p := plan(t, "delete the 3pm meeting they moved it"); p.Steps[0].Calendar == nil || p.Steps[0].Calendar.AtTime != "15:00" ||
		strings.Contains(p.Steps[0].Calendar.Summary, "moved") {
		t.Errorf("delete the 3pm meeting they moved it: %+v", p.Steps[0])
	}
	// Near misses: the words after the name may be its own, hold a time
	// the reason may be a request for, or be a second request; the name
	// is then looked up whole or the message declined, never cut.
	for text, cut := range map[string]string{
		"cancel the dentist, I'll rebook for friday":     "dentist",
		"תבטל את רופא השיניים אני אקבע מחדש בשבוע הבא":   "רופא השיניים",
		"cancel the dentist i booked":                    "dentist",
		"cancel the meeting i set up":                    "meeting",
		"cancel my appointment with the guy im seeing":   "appointment with the guy",
		"cancel the dentist and i'll rebook":             "dentist",
		"cancel gym im sick today":                       "gym",
		"cancel the dentist ill":                         "dentist",
		"תבטל את הפגישה שאני קבעתי":                      "פגישה",
		"cancel the dentist i'll move it to 5":           "dentist",
		"cancel the dentist, I'll reschedule for monday": "dentist",
	} {
		p := plan(t, text)
		if got := deletedName(p.Steps[0]); got == cut || got == "the "+cut || got == "ה"+cut || got == "my "+cut {
			t.Errorf("%q: %q looked up; want the words kept or the message declined", text, got)
		}
	}
}
