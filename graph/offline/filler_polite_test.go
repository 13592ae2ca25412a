package offline_test

import (
	"testing"
)

// TestPoliteFillers: endearments, polite conditions ("אם את יכולה", "if
// possible") and thanks with drawn-out letters ("תודהה", "thanksss") around
// a request are no words of it; the same words inside the item stay.
func TestPoliteFillers(t *testing.T) {
	he8 := *at(21, 20, 0)
	for text, want := range map[string]string{
		"היי מותק אם את יכולה תזכירי לי בבקשה מחר בערב בסביבות 8 לשלוח לגננת את האישור לטיול תודהה":                 "לשלוח לגננת את האישור לטיול",
		"אם אפשר תזכירי לי מחר בערב בסביבות 8 לשלוח לגננת את האישור לטיול":                                          "לשלוח לגננת את האישור לטיול",
		"נשמה תזכירי לי מחר בערב בסביבות 8 לשלוח לגננת את האישור לטיול תודההה":                                      "לשלוח לגננת את האישור לטיול",
		"יקירתי אם לא קשה לך תזכירי לי מחר בערב בסביבות 8 לשלוח לגננת את האישור לטיול אם אפשר":                      "לשלוח לגננת את האישור לטיול",
		"hi honey if you can please remind me tomorrow evening around 8 to send the teacher the trip form thanksss": "send the teacher the trip form",
		"if possible remind me tomorrow evening around 8 to send the teacher the trip form thxx":                    "send the teacher the trip form",
		"sweetie if u could remind me tomorrow evening around 8 to send the teacher the trip form":                  "send the teacher the trip form",
		"dear, remind me tomorrow evening around 8 to send the teacher the trip form if possible":                   "send the teacher the trip form",
	} {
		wantReminder(t, text, plan(t, text).Steps[0], want, he8)
	}
	// Inside the item, the same words are the item's.
	for text, want := range map[string]string{
		"תזכירי לי מחר בערב בסביבות 8 לשאול את דנה אם את יכולה לבוא":           "לשאול את דנה אם את יכולה לבוא",
		"remind me tomorrow evening around 8 to ask Dana if you can come over": "ask Dana if you can come over",
	} {
		s := plan(t, text).Steps[0]
		if len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %q; want %q or no reminder", text, s.Tasks.Drafts[0].Text, want)
		}
	}
}
