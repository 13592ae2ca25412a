package main

import (
	"testing"
)

// lacks fails when an item's text holds any of words.
func lacks(words ...string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil {
			return
		}
		for _, it := range o.Result.Items {
			text, _ := it["text"].(string)
			for _, w := range words {
				if containsFold(text, w) {
					t.Errorf("item %q holds %q", text, w)
				}
			}
		}
	}
}

// TestPendingNewRequestIsNoAnswer: a complete request sent while Memo
// waits for the time of another reminder is planned as its own request;
// the question is set aside and says so, and nothing of the first is made.
func TestPendingNewRequestIsNoAnswer(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T14:45:00+02:00", env)
		s.talk(
			turn{"remind me next week to renew passport", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"remind me today at 8 to call Sara", all(ok, noPending, has("Sara"), due("2026-03-10T20:00:00+02:00"), lacks("passport"), says("set aside"))},
			turn{"show my tasks", all(func(t *testing.T, o out) { items(t, o, 1) }, has("Sara"))},
		)
		h := newSession(t, "2026-03-10T14:45:00+02:00", env)
		h.talk(
			turn{"תזכיר לי בשבוע הבא לחדש דרכון", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"תזכיר לי היום ב-8 להתקשר לשרה", all(ok, noPending, hebrew, has("שרה"), due("2026-03-10T20:00:00+02:00"))},
			turn{"מה המשימות שלי?", func(t *testing.T, o out) { items(t, o, 1) }},
		)
	})
}

// TestPendingTimeKeepsTheDay: the answer to "what time?" keeps every part
// of the date the request gave; a weekday picks a day of the week named.
func TestPendingTimeKeepsTheDay(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T14:45:00+02:00", env)
		s.talk(
			turn{"remind me next week to renew passport", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"tuesday at 9", all(ok, noPending, has("passport"), due("2026-03-17T09:00:00+02:00"))},
			turn{"remind me on friday to call the bank", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"3", all(ok, has("bank"), due("2026-03-13T15:00:00+02:00"))},
			turn{"remind me next week to book the vet", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"9", all(ok, has("vet"), due("2026-03-15T09:00:00+02:00"))},
		)
		h := newSession(t, "2026-03-10T14:45:00+02:00", env)
		h.talk(
			turn{"תזכיר לי ביום שישי להתקשר לבנק", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"ב-10", all(ok, hebrew, due("2026-03-13T10:00:00+02:00"))},
			turn{"תזכיר לי בשבוע הבא לחדש דרכון", func(t *testing.T, o out) { pending(t, o, "missing", 0) }},
			turn{"ביום שלישי בתשע", all(ok, hebrew, has("דרכון"), due("2026-03-17T09:00:00+02:00"))},
		)
	})
}

func containsFold(s, sub string) bool {
	return len(sub) > 0 && len(s) >= len(sub) && indexFold(s, sub) >= 0
}

func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if equalFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// TestPendingWhichDate: a weekday beside a date it disagrees with is asked
// about, and the answer picks the day.
func TestPendingWhichDate(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.talk(
			// The 13th of March 2026 is a Friday; Thursday is the 12th.
			turn{"remind me on thursday 13.3 at 10 to call the bank", all(english, func(t *testing.T, o out) { pending(t, o, "choose", 2) })},
			turn{"2", all(ok, has("bank"), due("2026-03-12T10:00:00+02:00"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.talk(
			turn{"תזכיר לי ביום חמישי 13.3 ב-10 להתקשר לבנק", all(hebrew, func(t *testing.T, o out) { pending(t, o, "choose", 2) })},
			turn{"1", all(ok, has("בנק"), due("2026-03-13T10:00:00+02:00"))},
		)
	})
}

// TestPendingPassedTime: a reminder for a time already past is kept as a
// question, and the correction that follows sets its time; with nothing to
// remind of it is refused.
func TestPendingPassedTime(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-04-14T17:45:00+03:00", env)
		s.talk(
			turn{"remind me yesterday to call Dafna", all(english, says("already passed", "call Dafna"), func(t *testing.T, o out) { pending(t, o, "missing", 0) })},
			turn{"oops i meant tomorrow at 10", all(ok, has("call Dafna"), lacks("oops", "meant"), due("2026-04-15T10:00:00+03:00"))},
			turn{"remind me today at 08:00 to take the pills", all(says("already passed"), func(t *testing.T, o out) { pending(t, o, "missing", 0) })},
			turn{"9pm", all(ok, has("take the pills"), due("2026-04-14T21:00:00+03:00"))},
		)
		h := newSession(t, "2026-08-31T21:40:00+03:00", env)
		h.talk(
			turn{"תזכיר לי שלשום להתקשר לאילנה", all(hebrew, says("כבר עבר"), func(t *testing.T, o out) { pending(t, o, "missing", 0) })},
			turn{"התכוונתי מחרתיים בעשר", all(ok, has("אילנה"), due("2026-09-02T10:00:00+03:00"))},
		)
	})
}
