package main

import (
	"strings"
	"testing"
)

// event checks that some item is an event whose summary contains name and,
// when start is not "", starts at start.
func event(name, start string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil {
			t.Fatalf("no result")
		}
		for _, it := range o.Result.Items {
			s, _ := it["summary"].(string)
			if strings.Contains(strings.ToLower(s), strings.ToLower(name)) && (start == "" || it["start"] == start) {
				return
			}
		}
		t.Errorf("no event %q starting %q in %v", name, start, o.Result.Items)
	}
}

// says checks the reply text holds each of words.
func says(words ...string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		for _, w := range words {
			if !strings.Contains(o.Summary, w) {
				t.Errorf("reply lacks %q:\n%s", w, o.Summary)
			}
		}
	}
}

func updated(n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || o.Result.Meta.Updated != n {
			t.Errorf("updated=%v want %d", o.Result, n)
		}
	}
}

func deletedN(n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) { t.Helper(); deleted(t, o, n) }
}

func itemsN(n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) { t.Helper(); items(t, o, n) }
}

func pendingN(kind string, n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) { t.Helper(); pending(t, o, kind, n) }
}

func TestCalendarEnglish(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"schedule a meeting with Dana tomorrow at 10", all(ok, english, noPending,
				event("meeting with Dana", "2026-01-21T10:00:00+02:00"), says("Added to your calendar", "10:00–11:00"))},
			turn{"book lunch with Dan on Thursday at 13:00", all(ok, event("lunch with Dan", "2026-01-22T13:00:00+02:00"))},
			turn{"book lunch with Dana on Thursday at 14:30", ok},
			turn{"what's on Thursday?", all(ok, itemsN(2), event("lunch with Dan", ""), says("Thursday 22 Jan", "13:00–14:00", "14:30–15:30"))},
			turn{"what's on Friday?", all(ok, itemsN(0), says("Nothing in your calendar"))},
			turn{"move the meeting with Dana to 15:00", all(ok, updated(1), event("meeting with Dana", "2026-01-21T15:00:00+02:00"))},
			turn{"cancel lunch", all(pendingN("choose", 2), english)},
			turn{"all", all(ok, noPending, deletedN(2), says("Deleted 2 events"))},
			turn{"what's on Thursday?", itemsN(0)},
			turn{"cancel the dentist", func(t *testing.T, o out) {
				if o.Success {
					t.Errorf("cancelling a missing event succeeded")
				}
				says("couldn't find an event")(t, o)
			}},
		)
	})
}

func TestCalendarHebrew(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"תקבע פגישה עם דני מחר ב-10", all(ok, hebrew, event("פגישה עם דני", "2026-01-21T10:00:00+02:00"))},
			turn{"תקבע תור לרופא שיניים מחר ב-8:30", all(ok, hebrew, event("רופא שיניים", "2026-01-21T08:30:00+02:00"))},
			turn{"תקבע אימון ביום חמישי ב-18:00", ok},
			turn{"תקבע אימון ביום שישי ב-9:00", ok},
			turn{"מה יש לי ביום חמישי?", all(ok, hebrew, itemsN(1), event("אימון", ""))},
			// Tasks first, then the day's events; the result is the events.
			turn{"מה יש לי מחר?", all(ok, hebrew, itemsN(2), says("פגישה עם דני", "תור לרופא שיניים"))},
			// Identical titles on different days are different events:
			// which one, and "כולם" takes both.
			turn{"תבטל את האימון", all(hebrew, pendingN("choose", 2))},
			turn{"כולם", all(ok, hebrew, noPending, deletedN(2))},
			turn{"תמחק את כל האירועים של מחר", all(pendingN("confirm", 2), hebrew)},
			turn{"לא", all(noPending, hebrew)},
			turn{"מה יש לי מחר?", itemsN(2)},
			turn{"תפנה את מחר חוץ מהרופא שיניים", pendingN("confirm", 1)},
			turn{"כן", all(ok, deletedN(1), event("פגישה עם דני", ""))},
			turn{"מה יש לי מחר?", all(itemsN(1), event("רופא שיניים", ""))},
		)
	})
}

func TestCalendarSeries(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"add gym every Monday 18:00–19:00", all(ok, event("gym", "2026-01-26T18:00:00+02:00"), says("every Monday"))},
			turn{"what's on Monday?", all(itemsN(1), event("gym", "2026-01-26T18:00:00+02:00"))},
			// One occurrence named by its day: which one is meant?
			turn{"cancel the gym event on Monday", pendingN("choose", 2)},
			turn{"2", all(ok, deletedN(1))},
			turn{"what's on Monday?", itemsN(0)},
			turn{"what's on 2.2", all(itemsN(1), event("gym", "2026-02-02T18:00:00+02:00"))},
			// The series by name, not said to be a series: confirm first.
			turn{"cancel gym", pendingN("confirm", 1)},
			turn{"no", noPending},
			turn{"delete the recurring gym event", all(ok, noPending, deletedN(1), says("recurring"))},
			turn{"what's on my calendar", itemsN(0)},
		)
	})
}

func TestCalendarScopeWholeSeries(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	s.talk(
		turn{"תקבע חוג כל יום ראשון ב-17:00", all(ok, hebrew)},
		turn{"תבטל את החוג ביום ראשון", all(pendingN("choose", 2), hebrew, says("כל הסדרה"))},
		// Option 1 is the whole series: no second question.
		turn{"1", all(ok, noPending, deletedN(1))},
		turn{"מה ביומן", itemsN(0)},
	)
}

func TestCalendarWindowDeleteEnglish(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	s.talk(
		turn{"schedule a call with Noa tomorrow at 9", ok},
		turn{"schedule a review with Noa tomorrow afternoon", event("review with Noa", "2026-01-21T14:00:00+02:00")},
		turn{"schedule a wedding on 30.6", says("What time is *wedding*")}, // a day and no hour: asked
		turn{"10am", event("wedding", "2026-06-30T10:00:00+03:00")},
		turn{"delete all my events tomorrow", all(pendingN("confirm", 2), english, says("Delete these 2 events"))},
		turn{"yes", all(ok, deletedN(2))},
		turn{"what's on tomorrow", itemsN(0)},
		turn{"delete all my events tomorrow", all(ok, noPending, says("Nothing in your calendar"))},
	)
}

// TestCalendarIdempotentCreate replays a create with the same message id:
// nothing runs twice, and one event exists.
func TestCalendarIdempotentCreate(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	line := `{"text": "schedule a meeting with Dana tomorrow at 10", "message_id": "m1"}`
	outs := s.run(line, line, `{"text": "what's on my calendar tomorrow"}`)
	if !outs[1].Dup {
		t.Errorf("redelivery not caught")
	}
	items(t, outs[2], 1)
}

func TestCalendarBadInput(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	long := strings.Repeat("x", 1200)
	s.talk(
		turn{"schedule a meeting with Dana", func(t *testing.T, o out) {
			if o.Success {
				t.Errorf("an event with no time succeeded")
			}
		}},
		turn{"schedule a meeting on February 30 at 10", func(t *testing.T, o out) {
			if o.Success {
				t.Errorf("February 30 succeeded")
			}
		}},
		turn{"add gym tomorrow 19:00-18:00", func(t *testing.T, o out) {
			if o.Success {
				t.Errorf("an event ending before it starts succeeded")
			}
		}},
		turn{"schedule " + long + " tomorrow at 10", func(t *testing.T, o out) {
			if o.Success {
				t.Errorf("a 1200-character title succeeded")
			}
		}},
		turn{"what's on my calendar", itemsN(0)},
	)
}

func TestCalendarMoveAndEnd(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	s.talk(
		turn{"schedule a call with Noa tomorrow at 9", ok},
		turn{"schedule a review with Dan tomorrow at 11:30", ok},
		turn{"move all my events tomorrow to Thursday", all(pendingN("confirm", 2), says("Move these 2 events"))},
		turn{"yes", all(ok, updated(2), event("call with Noa", "2026-01-22T09:00:00+02:00"), event("review with Dan", "2026-01-22T11:30:00+02:00"))},
		turn{"when is the review with Dan?", all(ok, itemsN(1), event("review", "2026-01-22T11:30:00+02:00"))},
		turn{"am I free on Thursday at 9?", all(ok, itemsN(1), says("already have"))},
		turn{"am I free tomorrow at 9?", all(ok, itemsN(0), says("free"))},
		turn{"add yoga every Sunday 08:00-09:00", ok},
		turn{"show the dates of yoga", all(ok, itemsN(4), event("yoga", "2026-01-25T08:00:00+02:00"))},
		turn{"end the yoga series on 8.2", all(ok, updated(1))},
		turn{"show the dates of yoga", all(ok, itemsN(3))},
		turn{"what's on 8.2", itemsN(1)},
		turn{"what's on 15.2", itemsN(0)},
	)
}

func TestCalendarWindowNamesTheEvent(t *testing.T) {
	s := newSession(t, tuesday9, nil)
	s.talk(
		turn{"schedule a meeting with Dana tomorrow at 10", ok},
		// The day alone names the only meeting that day.
		turn{"move tomorrow's meeting to Thursday", all(ok, updated(1), event("meeting with Dana", "2026-01-22T10:00:00+02:00"))},
		turn{"schedule a call with Noa on Thursday at 12", ok},
		// Two that day: which one?
		turn{"move Thursday's meeting to 15:00", pendingN("choose", 2)},
		turn{"2", all(ok, updated(1), event("call with Noa", "2026-01-22T15:00:00+02:00"))},
		turn{"add gym every Monday 18:00–19:00", ok},
		turn{"move the gym event on Monday to 19:00", pendingN("choose", 2)},
		// "all" to the series question means the whole series.
		turn{"כולם", all(ok, updated(1), event("gym", "2026-01-26T19:00:00+02:00"))},
		turn{"what's on 2.2", all(itemsN(1), event("gym", "2026-02-02T19:00:00+02:00"))},
	)
}
