package main

import "testing"

// TestSeveralTasksDone: several things to do said in one message are a
// task each; a bare "done" after them asks which was done and completes
// none until told, and "done with the gate" completes that one alone.
func TestSeveralTasksDone(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"add fix the gate, call the council and buy grout to my todo", all(ok, english, func(t *testing.T, o out) { items(t, o, 3) })},
			turn{"done", all(english, func(t *testing.T, o out) { pending(t, o, "choose", 3) })},
			turn{"cancel", all(ok, noPending)},
			turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 3) }},
			turn{"done with the gate", all(ok, noPending, has("gate"))},
			turn{"show my tasks", func(t *testing.T, o out) { items(t, o, 2) }},
		)
	})
}

// TestSeveralTasksDoneHebrew is TestSeveralTasksDone in Hebrew.
func TestSeveralTasksDoneHebrew(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, tuesday9, env)
		s.talk(
			turn{"משימות: לתקן את השער, להתקשר לעירייה ולקנות דבק", all(ok, hebrew, func(t *testing.T, o out) { items(t, o, 3) })},
			turn{"סיימתי", all(hebrew, func(t *testing.T, o out) { pending(t, o, "choose", 3) })},
			turn{"ביטול", all(hebrew, noPending)},
			turn{"מה המשימות שלי?", func(t *testing.T, o out) { items(t, o, 3) }},
			turn{"סיימתי עם השער", all(ok, noPending, has("השער"))},
			turn{"מה המשימות שלי?", func(t *testing.T, o out) { items(t, o, 2) }},
		)
	})
}
