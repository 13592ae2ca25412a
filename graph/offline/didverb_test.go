package offline

import "testing"

func TestDidVerb(t *testing.T) {
	for _, c := range []struct {
		msg, title string
		want       bool
	}{
		{"יצאתי", "לצאת לעבודה", true},
		{"שילמתי", "לשלם חשבון חשמל", true},
		{"הזמנתי כבר", "להזמין שולחן", true},
		{"קניתי", "לקנות חלה", true},
		{"booked it", "book the plumber", true},
		{"i left", "leave for work", true},
		{"emailed him", "email Dan", true},
		{"ניסיתי", "לנסוע לסבתא", false},         // "I tried" is no completion
		{"אכלתי", "לאסוף את הילדים", false},      // another verb
		{"יצאתי", "חשבון חשמל", false},           // the title opens with no verb
		{"booked it", "call the plumber", false}, // another verb
		{"called", "call mom", true},
		{"went", "go", true},
		{"יצאתי מהבית עכשיו סוף סוף", "לצאת", false},
	} {
		if got := didVerb(c.msg, c.title); got != c.want {
			t.Errorf("didVerb(%q, %q) = %v, want %v", c.msg, c.title, got, c.want)
		}
	}
}
