package main

import "testing"

// made checks a create's typed result: how many it made and how many it
// found already stored (the same title at the same start).
func made(n, there int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil {
			t.Fatalf("no result")
		}
		if o.Result.Meta.Created != n || len(o.Result.Meta.Existing) != there {
			t.Errorf("created=%d existing=%d, want %d and %d", o.Result.Meta.Created, len(o.Result.Meta.Existing), n, there)
		}
	}
}

// TestSentTwiceIsThere: an event or a reminder sent again in a new
// message, the same title at the same start, is said to be there already,
// in the user's language, and the typed result shows nothing created.
// Another hour or another title is another, added.
func TestSentTwiceIsThere(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "dentist thursday 5pm", check: all(ok, made(1, 0), says("Added"))},
			say{text: "dentist thursday 5pm", check: all(ok, made(0, 1), says("Already in your calendar", "dentist"))},
			say{text: "Dentist on Thursday at 17:00", check: all(ok, made(0, 1), says("Already"))},
			// Near misses: another hour, another title.
			say{text: "dentist thursday 6pm", check: all(ok, made(1, 0), says("Added"))},
			say{text: "vet thursday 5pm", check: all(ok, made(1, 0), says("Added"))},
			say{text: "what do I have thursday", check: countN(3)},
			say{text: "רופא שיניים ביום שלישי הבא ב10", check: all(ok, made(1, 0), says("נוסף"))},
			say{text: "רופא שיניים ביום שלישי הבא ב10", check: all(ok, made(0, 1), says("כבר ביומן"))},
			say{text: "remind me tomorrow at 9 to call mom", check: all(ok, made(1, 0))},
			say{text: "remind me tomorrow at 9 to call mom", check: all(ok, made(0, 1), says("already have this reminder", "call mom"))},
			say{text: "remind me tomorrow at 9 to call dad", check: all(ok, made(1, 0))},
			say{text: "remind me tomorrow at 10 to call mom", check: all(ok, made(1, 0))},
			say{text: "תזכיר לי מחר ב8 לקנות חלב", check: all(ok, made(1, 0))},
			say{text: "תזכיר לי מחר ב8 לקנות חלב", check: all(ok, made(0, 1), says("כבר קיימת"))},
		)
	})
}
