package main

import (
	"fmt"
	"strings"
	"testing"
)

// More conversations for the right-or-ask rules: other words for "remind
// me", times written compactly or late at night, repeating reminders and
// their changes, the digest named first, a reason before a snooze, spans
// of days, events said with "put it in my calendar", lists named and
// lists run together.

// repeats checks the first item's repetition: its type, its time (""
// not checked) and its days or day of the month.
func repeats(typ, hhmm string, days ...int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || len(o.Result.Items) == 0 {
			t.Fatalf("no items")
		}
		rec, _ := o.Result.Items[0]["reminder_recurrence"].(map[string]any)
		if rec == nil {
			t.Fatalf("no repetition: %v", o.Result.Items[0])
		}
		if rec["type"] != typ || hhmm != "" && rec["time"] != hhmm {
			t.Errorf("repetition %v, want %s at %s", rec, typ, hhmm)
		}
		if len(days) == 0 {
			return
		}
		switch typ {
		case "monthly":
			if fmt.Sprint(rec["dayOfMonth"]) != fmt.Sprint(days[0]) {
				t.Errorf("day of month %v, want %d", rec["dayOfMonth"], days[0])
			}
		default:
			if fmt.Sprint(rec["days"]) != fmt.Sprint(toAny(days)) {
				t.Errorf("days %v, want %v", rec["days"], days)
			}
		}
	}
}

func toAny(xs []int) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = float64(x)
	}
	return out
}

func TestUnderstandMoreReminders(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T23:40:00+02:00", env)
		s.converse(
			say{text: "in 45 mins tell me to move the car", check: all(ok, has("move the car"), lacks("tell me"), due("2026-03-11T00:25:00+02:00"))},
			say{text: "remind me at 1 to check the baby's fever", check: all(ok, due("2026-03-11T01:00:00+02:00"))},
			say{text: "remind me day after tmrw 8:15am to call the dentist", check: all(ok, lacks("day after"), due("2026-03-12T08:15:00+02:00"))},
			say{text: "set reminder 0700 tomorrow: call the vet", check: all(ok, has("vet"), lacks("0700"), due("2026-03-11T07:00:00+02:00"))},
			say{text: "every friday at 2 remind me to buy challah", check: all(ok, repeats("weekly", "14:00", 5))},
			say{text: "remind me every weekday at 6:15 to take the pill", check: all(ok, repeats("weekly", "06:15"))},
			say{text: "remind me at 5 to check today's numbers", check: all(ok, has("today's numbers"))},
			say{text: "can the daily summary come at 6:45 instead", check: all(ok, capability("settings"))},
			say{text: "the safe code is 0707", check: capability("memory")},
		)
		h := newSession(t, "2026-03-10T00:10:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי ברבע לאחת לכבות את המזגן", check: all(ok, due("2026-03-10T00:45:00+02:00"))},
			say{text: "תזכר לי היום בשתיים להתקשר לשרית", check: all(ok, lacks("תזכר"), due("2026-03-10T14:00:00+02:00"))},
			say{text: "תזכיר לי בימים א׳ ג׳ ה׳ בשמונה בבוקר לקחת את התרופה", check: all(ok, lacks("בימים"), repeats("weekly", "08:00", 0, 2, 4))},
			say{text: "תזכיר לי בשישי בעשר לקנות חלה", check: all(ok, lacks("בשישי"), due("2026-03-13T10:00:00+02:00"))},
		)
	})
}

func TestUnderstandRepeatingChanges(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me every sunday night at 9 to check next week's shift schedule",
				check: all(ok, has("next week's shift schedule"), repeats("weekly", "21:00", 0))},
			say{text: "change it to 9:30", check: all(ok, countN(1), repeats("weekly", "21:30", 0))},
			say{text: "make it monday", check: all(ok, repeats("weekly", "21:30", 1))},
			say{text: "every month on the 1st remind me to send the rent receipt", check: all(ok, repeats("monthly", "09:00", 1))},
			say{text: "make it the 5th", check: all(ok, repeats("monthly", "09:00", 5))},
			say{text: "remind me every sunday and wednesday at 8 to water the plants", check: ok},
			say{text: "make it thursday", check: nothingDone},
			say{text: "show my tasks", check: countN(3)},
		)
	})
}

func TestUnderstandCorrectionsAndSnoozes(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-02-18T12:20:00+02:00", env)
		s.converse(
			say{text: "remind me friday 10am to book the plumber", check: due("2026-02-20T10:00:00+02:00")},
			say{text: "actually thursday", check: all(ok, has("plumber"), due("2026-02-19T10:00:00+02:00"))},
			say{text: "board meeting thursday 10-12", check: starts("2026-02-19T10:00:00+02:00")},
			say{text: "move it to sunday, same time", check: all(ok, starts("2026-02-22T10:00:00+02:00"))},
			say{text: "remind me at 9pm to call the insurance company", check: ok},
			say{clock: "2026-02-18T21:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "insurance") }},
			say{text: "they're closed, remind me tomorrow morning", quote: "$fired",
				check: all(ok, has("insurance"), lacks("closed"), due("2026-02-19T09:00:00+02:00"))},
		)
		h := newSession(t, "2026-01-11T07:55:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי בשמונה לצאת לעבודה", check: ok},
			say{clock: "2026-01-11T08:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "עבודה") }},
			say{text: "תן לי עוד 5 דק", check: all(ok, has("עבודה"), due("2026-01-11T08:05:30+02:00"))},
			say{clock: "2026-01-11T08:06:00+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "עבודה") }},
			say{text: "יצאתי", check: ok},
			say{text: "תזכיר לי ב-10 להתקשר לעירייה", check: ok},
			say{clock: "2026-01-11T10:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "עירייה") }},
			say{text: "לא עונים שם, תזכיר לי מחר בבוקר", quote: "$fired", check: all(ok, has("עירייה"), lacks("עונים"), due("2026-01-12T09:00:00+02:00"))},
		)
	})
}

// TestUnderstandFocusMore: the item just made or shown is changed without
// being named, in the ways people say it: Hebrew without "it", an amount
// earlier or later, a reminder ahead of an event, items of the list on
// screen, "delete it"; a move names a task or an event alike.
func TestUnderstandFocusMore(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "קפה עם ליאת מחר ב10", check: starts("2026-03-11T10:00:00+02:00")},
			say{text: "תזיז לאחת עשרה", check: all(ok, starts("2026-03-11T11:00:00+02:00"))},
			say{text: "תזכיר לי שעה לפני", check: all(ok, has("ליאת"), due("2026-03-11T10:00:00+02:00"))},
			say{text: "תזכיר לי בחמש לאסוף את הכביסה", check: due("2026-03-10T17:00:00+02:00")},
			say{text: "תדחה ב20 דקות", check: all(ok, has("כביסה"), due("2026-03-10T17:20:00+02:00"))},
			say{text: "תעביר לחמישי", check: all(ok, due("2026-03-12T17:20:00+02:00"))},
			say{text: "תמחק את זה", check: func(t *testing.T, o out) { deleted(t, o, 1) }},
			say{text: "רשימה לפיקניק: אבטיח, שמיכה, צלחות", check: ok},
			say{text: "תוריד את האבטיח", check: all(ok, func(t *testing.T, o out) { deleted(t, o, 1) })},
			say{text: "תראה לי את רשימת הפיקניק", check: all(ok, says("שמיכה"))},
		)
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "meeting at the bank tomorrow at 16:00", check: starts("2026-03-11T16:00:00+02:00")},
			say{text: "remind me half an hour before", check: all(ok, has("bank"), due("2026-03-11T15:30:00+02:00"))},
			say{text: "add a task: book a table for mom's birthday", check: ok},
			say{text: "remind me on thursday evening", check: all(ok, has("table"), due("2026-03-12T18:00:00+02:00"))},
			say{text: "make it half an hour earlier", check: all(ok, has("table"), due("2026-03-12T17:30:00+02:00"))},
			say{text: "vet appointment for Bamba friday at 4:30", check: starts("2026-03-13T16:30:00+02:00")},
			say{text: "can we move the vet to sunday same time", check: all(ok, starts("2026-03-15T16:30:00+02:00"))},
			say{text: "shopping list: tomatoes, cucumbers, pita, hummus", check: ok},
			say{text: "got the tomatoes cucumbers and pita", check: all(ok, says("3 items", "tomatoes", "cucumbers", "pita"))},
			say{text: "send me the summary at 7", check: capability("settings")},
			say{text: "make that 6:30", check: all(ok, capability("settings"), says("06:30"))},
		)
	})
}

// TestUnderstandBareDay: a day alone, asked as a question, is a question
// about that day, after a listing or on its own, never a memory search.
func TestUnderstandBareDay(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "תזכיר לי ביום ראשון ב-10 לשלם לוועד הבית", check: all(ok, due("2026-03-15T10:00:00+02:00"))},
			say{text: "צהריים עם הדס ביום שני ב-13:00", check: all(ok, capability("calendar"))},
			say{text: "מה הולך אצלי ביום ראשון?", check: all(ok, says("ועד"), lacks("הדס"))},
			say{text: "ובשני?", check: all(ok, says("הדס"), lacks("ועד"))},
			say{text: "and on sunday?", check: all(ok, says("ועד"), lacks("הדס"))},
		)
		s2 := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s2.converse(
			say{text: "lunch with Noa on Monday at 13:00", check: all(ok, capability("calendar"))},
			say{text: "monday?", check: all(ok, says("Noa"))},
		)
	})
}

// TestUnderstandJoinInsideTime: an "and"/"ו" inside a time expression
// ("בעשרים ואחד לחודש") joins no requests; one between two requests still
// does.
func TestUnderstandJoinInsideTime(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-05-13T14:45:00+03:00", env)
		s.converse(
			say{text: "תזכיר לי בעשרים ואחד לחודש בשמונה לשלם לעוזרת", check: all(ok, has("לשלם לעוזרת"), lacks("עשרים", "אחד"), due("2026-05-21T08:00:00+03:00"))},
			say{text: "תזכיר לי בשש ארבעים להאכיל את החתול", check: all(ok, lacks("ארבעים"), due("2026-05-13T18:40:00+03:00"))},
			say{text: "don't let me forget to call the landlord at 10 to 3", check: all(ok, has("call the landlord"), lacks("10 to"), due("2026-05-13T14:50:00+03:00"))},
			say{text: "remind me at 5 to call mom and at 7 to call dad", check: all(ok, has("call mom", "call dad"))},
		)
	})
}

// TestUnderstandStopWithReason: a stop said with its reason, quoting the
// reminder that fired, ends that repeating reminder; a correction led by
// "meant" moves the reminder just made; "anything left for today" lists
// what is open.
func TestUnderstandStopWithReason(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-05-31T07:05:00+03:00", env)
		s.converse(
			say{text: "every day at 7:30 remind me to give Rex his pill", check: all(ok, repeats("daily", "07:30"))},
			say{clock: "2026-05-31T07:30:30+03:00", check: func(t *testing.T, o out) { fired(t, o, 1, "Rex") }},
			say{text: "stop this one, vet said no more pills", quote: "$fired", check: all(ok, has("Rex"), says("Rex"))},
			say{clock: "2026-06-01T07:30:30+03:00", check: func(t *testing.T, o out) { fired(t, o, 0, "") }},
			say{text: "remind me wed 9:45 to join the client call", check: due("2026-06-03T09:45:00+03:00")},
			say{text: "oh sorry, meant thursday", check: all(ok, has("client call"), due("2026-06-04T09:45:00+03:00"))},
		)
		h := newSession(t, "2026-11-30T16:45:00+02:00", env)
		h.converse(
			say{text: "כל יום ב17:00 תזכיר לי לתת לחתול את התרופה", check: all(ok, repeats("daily", "17:00"))},
			say{clock: "2026-11-30T17:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "חתול") }},
			say{text: "די, אפשר להפסיק עם זה", quote: "$fired", check: all(ok, has("חתול"))},
			say{clock: "2026-12-01T17:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 0, "") }},
		)
	})
}

// TestUnderstandDigestStop: "stop sending me the morning summary" stops
// the digest, and setting its time starts it again.
func TestUnderstandDigestStop(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		noDigest := func(t *testing.T, o out) {
			t.Helper()
			if strings.Contains(o.Summary, "☀️") {
				t.Errorf("a digest was sent: %q", o.Summary)
			}
		}
		digest := says("☀️")
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me tomorrow at 10 to call the bank", check: ok},
			say{clock: "2026-03-11T08:00:30+02:00", check: digest},
			say{text: "stop sending me the morning summary pls", check: all(ok, capability("settings"), says("no more"))},
			say{text: "remind me on friday at 10 to call mom", check: ok},
			say{clock: "2026-03-13T08:00:30+02:00", check: noDigest},
			say{text: "send me the summary at 7", check: capability("settings")},
			say{text: "remind me tomorrow at 10 to call dad", check: ok},
			say{clock: "2026-03-14T07:00:30+02:00", check: digest},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי מחר ב-10 להתקשר לבנק", check: ok},
			say{text: "תפסיק לשלוח לי את סיכום הבוקר", check: all(ok, capability("settings"))},
			say{clock: "2026-03-11T08:00:30+02:00", check: noDigest},
		)
	})
}

// TestUnderstandSameTimeAndSwap: "also X same time" is one more reminder
// at the time of the one in focus; "not flour, sugar" swaps an item just
// put on the list.
func TestUnderstandSameTimeAndSwap(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-07-22T19:50:00+03:00", env)
		s.converse(
			say{text: "remind me sunday 5pm math hw", check: due("2026-07-26T17:00:00+03:00")},
			say{text: "ugh also chem lab report same time", check: all(ok, has("chem lab report"), lacks("same time", "ugh"), due("2026-07-26T17:00:00+03:00"))},
			say{text: "add eggs and flour to the shopping list", check: ok},
			say{text: "not flour, sugar", check: all(ok, says("flour", "sugar"))},
			say{text: "show me the shopping list", check: all(ok, says("eggs", "sugar"), func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "flour") {
					t.Errorf("flour is still on the list: %q", o.Summary)
				}
			})},
		)
		h := newSession(t, "2026-05-17T09:00:00+03:00", env)
		h.converse(
			say{text: "תזכיר לי ביום רביעי בארבע ללמוד לבוחן בהיסטוריה", check: due("2026-05-20T16:00:00+03:00")},
			say{text: "וגם לסיים את העבודה באנגלית באותה שעה", check: all(ok, has("אנגלית"), lacks("באותה שעה"), due("2026-05-20T16:00:00+03:00"))},
			say{text: "תוסיף לרשימת קניות במבה וביסלי", check: ok},
			say{text: "לא ביסלי, אפרופו", check: all(ok, says("אפרופו"))},
			say{text: "תראה לי רשימת קניות", check: all(ok, says("במבה", "אפרופו"), func(t *testing.T, o out) {
				if strings.Contains(o.Summary, "ביסלי") {
					t.Errorf("ביסלי is still on the list: %q", o.Summary)
				}
			})},
		)
	})
}

// TestUnderstandCompleteAll: "mark all as done" completes the tasks in
// view after a yes, and is never read as a task called "all".
func TestUnderstandCompleteAll(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.talk(
			turn{"remind me tomorrow at 9 to call mom", ok},
			turn{"remind me at 5 to buy milk", ok},
			turn{"mark all as done", func(t *testing.T, o out) {
				if o.Result != nil && o.Result.Pending != nil || strings.Contains(o.Summary, "“all”") {
					t.Errorf("'all' with no tasks in view was looked up: %q", o.Summary)
				}
			}},
			turn{"show my tasks", itemsN(2)},
			turn{"mark all as done", func(t *testing.T, o out) { pending(t, o, "confirm", 2) }},
			turn{"yes", all(ok, itemsN(2))},
			turn{"show my tasks", itemsN(0)},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.talk(
			turn{"תזכיר לי מחר ב-9 להתקשר לאמא", ok},
			turn{"תזכיר לי ב-5 לקנות חלב", ok},
			turn{"מה המשימות שלי?", itemsN(2)},
			turn{"סיימתי הכל", func(t *testing.T, o out) { pending(t, o, "confirm", 2) }},
			turn{"כן", all(ok, itemsN(2))},
		)
	})
}

// TestUnderstandTimeAnswers: an answer to "what time?" is a time, with
// politeness or the reminder's own words around it; a message that holds
// a time and another request is not taken as the answer.
func TestUnderstandTimeAnswers(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me on the last day of the month to pay the bills", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "remind me at 8 tonight and again at 10 to take my pills", check: all(notOK, lacks("bills"))},
			say{text: "show my tasks", check: countN(0)},
			say{text: "remind me on friday to call the bank", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "9 please", check: all(ok, has("call the bank"), due("2026-03-13T09:00:00+02:00"))},
			say{text: "remind me tomorrow to renew the parking permit", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "ok at 3 for the parking permit", check: all(ok, due("2026-03-11T15:00:00+02:00"))},
			// A count of days before a named day is that day; its hour is asked.
			say{text: "remind me 2 days before march 20 to pack", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "9", check: all(ok, has("pack"), says("Wed 18 Mar"), due("2026-03-18T09:00:00+02:00"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי מחר להתקשר לבנק", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "ב8 בערב ותזכיר לי גם לקנות חלב", check: all(notOK, lacks("לבנק"))},
			say{text: "תזכיר לי ביום שישי לשלם ארנונה", check: func(t *testing.T, o out) { pending(t, o, "missing", -1) }},
			say{text: "נגיד 9 בבקשה", check: all(ok, has("ארנונה"), due("2026-03-13T09:00:00+02:00"))},
		)
	})
}

// TestUnderstandMoveToAnHour: a task moved by name to an hour said
// without its half of the day takes the half nearer its own time.
func TestUnderstandMoveToAnHour(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me tomorrow at 8 to go to the gym", check: due("2026-03-11T08:00:00+02:00")},
			say{text: "move the gym to 9", check: all(ok, due("2026-03-11T09:00:00+02:00"))},
			say{text: "remind me tomorrow at 8pm to call dad", check: due("2026-03-11T20:00:00+02:00")},
			say{text: "move the call to 9", check: all(ok, due("2026-03-11T21:00:00+02:00"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי מחר בשמונה לעשות ספורט", check: due("2026-03-11T08:00:00+02:00")},
			say{text: "תעביר את הספורט לשעה תשע", check: all(ok, due("2026-03-11T09:00:00+02:00"))},
		)
	})
}

// TestUnderstandSaidTwice: the same reminder said twice (two messages, not
// a redelivery) is one reminder; another time or another text is another.
func TestUnderstandSaidTwice(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me on sunday at 10 to call grandma", check: all(ok, due("2026-03-15T10:00:00+02:00"))},
			say{text: "remind me on sunday at 10 to call grandma", check: all(ok, due("2026-03-15T10:00:00+02:00"))},
			say{text: "show my tasks", check: countN(1)},
			say{text: "remind me on sunday at 11 to call grandma", check: ok},
			say{text: "remind me on sunday at 10 to call grandpa", check: ok},
			say{text: "show my tasks", check: countN(3)},
			// A repeating one said twice, in other words, is one series;
			// at another hour it is another.
			say{text: "remind me to take my meds at 8 every morning", check: ok},
			say{text: "remind me every morning at 8 to take my meds", check: ok},
			say{text: "show my tasks", check: countN(4)},
			say{text: "remind me every day at 9 to take my meds", check: ok},
			say{text: "show my tasks", check: countN(5)},
		)
	})
}
