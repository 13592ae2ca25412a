package main

import "testing"

// asks checks the turn stopped on a question of kind with n options.
func asks(kind string, n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		pending(t, o, kind, n)
	}
}

// TestCancelByKind: an event named by its kind and its day ("cancel the
// meeting tomorrow", "תבטל את הפגישה ביום חמישי") is the one of that day
// whose title says the kind, taken when it is the only one and asked
// about when two say it; when none says it, the day's one event is shown
// and asked about, never the whole day deleted.
func TestCancelByKind(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "meeting with dana tomorrow at 9", check: ok},
			say{text: "dentist tomorrow at 14", check: ok},
			say{text: "cancel the meeting tomorrow", check: all(ok, noPending, func(t *testing.T, o out) { deleted(t, o, 1) }, says("meeting with dana"))},
			say{text: "what do I have tomorrow", check: all(countN(1), has("dentist"))},
			// Two meetings that day: asked, never both deleted.
			say{text: "team meeting friday at 10", check: ok},
			say{text: "planning meeting friday at 12", check: ok},
			say{text: "vet friday at 16", check: ok},
			say{text: "cancel the meeting on friday", check: asks("choose", 2)},
			say{text: "1", check: all(ok, func(t *testing.T, o out) { deleted(t, o, 1) }, says("team meeting"))},
			// No title says it: the one event is asked about first.
			say{text: "vet sunday at 10", check: ok},
			say{text: "cancel the meeting on sunday", check: asks("confirm", -1)},
			say{text: "no", check: ok},
			say{text: "what do I have sunday", check: countN(1)},
			// Hebrew, with a synonym of the kind in the title.
			say{text: "ישיבת צוות ביום רביעי ב9", check: ok},
			say{text: "רופא שיניים ביום רביעי ב14", check: ok},
			say{text: "תבטל את הפגישה ביום רביעי", check: all(ok, noPending, func(t *testing.T, o out) { deleted(t, o, 1) }, says("ישיבת צוות"))},
			say{text: "תור לרופא עיניים ביום חמישי ב8", check: ok},
			say{text: "חוג ציור ביום חמישי ב17", check: ok},
			say{text: "תבטלי את התור ביום חמישי", check: all(ok, noPending, func(t *testing.T, o out) { deleted(t, o, 1) }, says("רופא עיניים"))},
		)
	})
}

// TestCancelKindOfSomeone: an event named by its kind and whom it is with
// ("התור של משה", "the appointment with Dana", "Noa's meeting") is the
// event whose title names them when no title says the kind ("מטופל משה");
// two such events are asked about, and a name no title holds is not
// found.
func TestCancelKindOfSomeone(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "מטופל משה מחר ב11", check: ok},
			say{text: "מטופלת רינה מחר ב12", check: ok},
			say{text: "תבטלי את התור של משה", check: all(ok, func(t *testing.T, o out) { deleted(t, o, 1) }, says("מטופל משה"))},
			say{text: "תבטל את הפגישה עם רינה", check: all(ok, func(t *testing.T, o out) { deleted(t, o, 1) }, says("מטופלת רינה"))},
			say{text: "add to my calendar: Dana haircut on friday at 10", check: ok},
			say{text: "cancel the appointment with Dana", check: all(ok, func(t *testing.T, o out) { deleted(t, o, 1) }, says("Dana haircut"))},
			// Two events name him: asked.
			say{text: "יוסי חשמלאי ביום ראשון ב9", check: ok},
			say{text: "ארוחה עם יוסי ביום שני ב20", check: ok},
			say{text: "תבטל את הפגישה עם יוסי", check: asks("choose", 2)},
			say{text: "ביטול", check: ok},
			// No title names her: not found, nothing deleted.
			say{text: "תבטל את התור של שרה", check: func(t *testing.T, o out) {
				if o.Result != nil && o.Result.Meta.Deleted > 0 {
					t.Errorf("deleted %d", o.Result.Meta.Deleted)
				}
			}},
		)
	})
}
