package main

import (
	"strings"
	"testing"
)

// More conversations about lists, the calendar and memories: listings
// asked many ways, a list renamed, a cancellation said with its reason,
// spans of days, one list named for two changes.

func TestUnderstandEventsAndListsMore(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		h := newSession(t, "2026-03-03T08:30:00+02:00", env)
		h.converse(
			say{text: "תכניס ליומן: חופשה באילת מ-12 עד 15 באוגוסט", check: all(ok, capability("calendar"), has("אילת"), starts("2026-08-12T00:00:00+03:00"))},
			say{text: "יוגה היום ב-19:00 תכניס ליומן", check: all(ok, capability("calendar"), lacks("תכניס"), starts("2026-03-03T19:00:00+02:00"))},
			say{text: "בראנץ׳ עם החבר׳ה מחר ב11", check: all(ok, capability("calendar"), starts("2026-03-04T11:00:00+02:00"))},
			say{text: "רשימה למסיבת הסיום: שתייה, חטיפים", check: ok},
			say{text: "תמחק את הרשימה של מסיבת הסיום", check: func(t *testing.T, o out) { deleted(t, o, 1) }},
			say{text: "תעשה לי רשימה לחדר כושר: מגבת בקבוק מים אוזניות מנעול", check: nothingDone},
		)
		s := newSession(t, "2026-03-03T08:30:00+02:00", env)
		s.converse(
			say{text: "dinner with the Levys friday at 8, put it in my calendar", check: all(ok, capability("calendar"), lacks("calendar"), starts("2026-03-06T20:00:00+02:00"))},
			say{text: "make a list for the gym: towel, water bottle, headphones", check: all(ok, has("gym"), lacks("make"))},
			say{text: "make a list for the pool: towel water bottle goggles sunscreen", check: nothingDone},
		)
	})
}

// TestUnderstandListingAndMemoryMore: listings asked many ways; facts
// said with "fyi", "note:" or a number alone; questions that name the
// thing in other words ("where's the car?"); a stored fact replaced by
// answering "replace".
func TestUnderstandListingAndMemoryMore(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me at 5 to call Gili", check: ok},
			say{text: "what reminders have i got", check: all(ok, capability("tasks"), countN(1))},
			say{text: "any reminders left?", check: all(ok, countN(1))},
			say{text: "parked on level -3 near pillar C7", check: capability("memory")},
			say{text: "where's the car", check: all(ok, says("C7"))},
			say{text: "my reading glasses are in the car glovebox fyi", check: all(ok, capability("memory"))},
			say{text: "where did i leave my reading glasses", check: all(ok, says("glovebox"))},
			say{text: "remember my bike lock code is 415", check: ok},
			say{text: "actually the bike lock code is 514 now", check: func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
			say{text: "replace", check: ok},
			say{text: "bike lock code?", check: all(ok, says("514"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "המספר של יוסי האינסטלטור 054-3326190", check: all(ok, capability("memory"))},
			say{text: "תרשום לך שהבן של רוני אלרגי לבוטנים", check: ok},
			say{text: "למה הבן של רוני אלרגי?", check: all(ok, says("בוטנים"))},
			say{text: "חניתי בקומה 3 בשורה G, תזכור", check: ok},
			say{text: "איפה השארתי את האוטו?", check: all(ok, says("G"))},
			say{text: "נשארו לי תזכורות?", check: all(ok, capability("tasks"))},
			say{text: "מה על הפרק מחר?", check: ok},
		)
	})
}

// TestUnderstandListRename: a list renamed in either language, undone,
// and refused when the name is taken or the list is unknown.
func TestUnderstandListRename(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "market list: tomatoes, pita", check: ok},
			say{text: "rename the market list to supermarket", check: all(ok, says("market", "supermarket"))},
			say{text: "show supermarket list", check: all(ok, says("tomatoes", "pita"))},
			say{text: "undo", check: all(ok, says("market"))},
			say{text: "new list shopping: milk", check: ok},
			say{text: "rename the market list to shopping", check: func(t *testing.T, o out) {
				if o.Success {
					t.Errorf("renamed onto a taken name: %q", o.Summary)
				}
			}},
			say{text: "rename the gym list to sport", check: func(t *testing.T, o out) {
				if o.Success {
					t.Errorf("renamed a list that does not exist: %q", o.Summary)
				}
			}},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "רשימת שוק: עגבניות, פיתות", check: ok},
			say{text: "תשנה את השם של רשימת שוק לשוק הכרמל", check: all(ok, says("שוק הכרמל"))},
			say{text: "תראה לי את רשימת שוק הכרמל", check: all(ok, says("עגבניות"))},
		)
	})
}

// TestUnderstandCancelWithReason: "skip X <day>" and a reason followed by
// "cancel just that one" remove one occurrence; "i quit X, delete all of
// them" removes the series; the other occurrences stay.
func TestUnderstandCancelWithReason(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-08-30T10:30:00+03:00", env)
		s.converse(
			say{text: "spanish class every tuesday 17:00-18:30", check: all(ok, capability("calendar"))},
			say{text: "no spanish on september 1st, cancel just that one", check: all(ok, says("spanish"))},
			say{text: "what do i have on sep 8", check: all(ok, says("spanish"))},
			say{text: "and on sep 1?", check: all(ok, func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "spanish") {
					t.Errorf("the skipped occurrence is still there: %q", o.Summary)
				}
			})},
			say{text: "piano every wednesday 16:00-16:45", check: ok},
			say{text: "skip piano this wednesday", check: ok},
			say{text: "what do i have on sep 2", check: func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "piano") {
					t.Errorf("skipped piano is still there: %q", o.Summary)
				}
			}},
			say{text: "what do i have on sep 16", check: says("piano")},
			say{text: "i quit piano, delete all of them", check: ok},
			say{text: "what do i have on sep 16", check: func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "piano") {
					t.Errorf("the deleted series is still there: %q", o.Summary)
				}
			}},
		)
		h := newSession(t, "2026-04-30T22:50:00+03:00", env)
		h.converse(
			say{text: "חוג קרמיקה כל יום שלישי 18:00-20:00", check: ok},
			say{text: "אין קרמיקה ב-5 במאי, תבטל רק את זה", check: ok},
			say{text: "מה יש לי ב-12 במאי", check: says("קרמיקה")},
			say{text: "הפסקתי קרמיקה, תמחק את כל הסדרה", check: ok},
			say{text: "מה יש לי ב-12 במאי", check: func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "קרמיקה") {
					t.Errorf("the deleted series is still there: %q", o.Summary)
				}
			}},
		)
	})
}

// TestUnderstandDaySpans: spans of days said with a title holding "to",
// "from … to …" and a trailing "add it to my calendar" in either language
// become one all-day event over the days.
func TestUnderstandDaySpans(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "put in the calendar: trip to Crete 12-16 July", check: all(ok, event("trip to Crete", "2026-07-12T00:00:00+03:00"))},
			say{text: "we're going up north to the Galilee from April 2 to April 5, add it to my calendar", check: all(ok, event("up north to the Galilee", "2026-04-02T00:00:00+03:00"))},
			say{text: "what do i have on april 3", check: all(ok, says("Galilee"))},
			say{text: "what do i have on april 6", check: func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "Galilee") {
					t.Errorf("the span runs past its last day: %q", o.Summary)
				}
			}},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "אנחנו בצפון מה-20 עד ה-23 ביולי, תרשום ביומן", check: all(ok, event("בצפון", "2026-07-20T00:00:00+03:00"))},
			say{text: "מה יש לי ב-21 ביולי", check: all(ok, says("בצפון"))},
		)
	})
}

// TestUnderstandSameListTwice: a removal and an addition in one message
// both go to the list the message named once.
func TestUnderstandSameListTwice(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "shopping list: milk, eggs", check: ok},
			say{text: "delete milk from shopping and add honey", check: all(ok, says("milk", "honey"))},
			say{text: "show the shopping list", check: all(ok, says("eggs", "honey"), func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "milk") {
					t.Errorf("milk is still on the list: %q", o.Summary)
				}
			})},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "רשימת קניות: חלב, ביצים", check: ok},
			say{text: "תוריד חלב מרשימת קניות ותוסיף דבש", check: all(ok, says("דבש"))},
			say{text: "תראה לי את רשימת קניות", check: all(ok, says("ביצים", "דבש"))},
		)
	})
}
