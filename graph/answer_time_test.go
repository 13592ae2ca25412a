package graph

import "testing"

func TestOnlyATime(t *testing.T) {
	for _, c := range []struct {
		rest, subject string
		want          bool
	}{
		{"", "call the bank", true},
		{"please", "call the bank", true},
		{"ok for the bank call", "call the bank", true},
		{"hmm let's say i guess", "call the bank", true},
		{"oops i meant", "call the bank", true},
		{"to pay them", "pay the bills", true},
		{"בבקשה", "להתקשר לבנק", true},
		{"נגיד", "להתקשר לבנק", true},
		{"על הבנק", "להתקשר לבנק", true},
		{"and again at 10 to take my pills", "pay the bills", false},
		{"and also remind me to buy milk", "call the bank", false},
		{"ותזכיר לי גם לקנות חלב", "להתקשר לבנק", false},
		{"call dana", "call the bank", false},
	} {
		if got := onlyATime(c.rest, c.subject); got != c.want {
			t.Errorf("onlyATime(%q, %q) = %v; want %v", c.rest, c.subject, got, c.want)
		}
	}
}

func TestBareHourAnswer(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"9 please", "at 9"},
		{"ok 10:30", "at 10:30"},
		{"נגיד 9 בבקשה", "at 9"},
		{"9 or 10", ""},
		{"9 for the bank", ""},
		{"in 10", ""},
		{"please", ""},
	} {
		got, ok := bareHourAnswer(c.text)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("bareHourAnswer(%q) = %q; want %q", c.text, got, c.want)
		}
	}
}
