package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo/graph/offline"
)

func TestMessageCues(t *testing.T) {
	tests := []struct {
		text string
		want offline.Cues
	}{
		{"remind me to renew the passport", offline.Cues{Tasks: true}},
		{"תזכיר לי לחדש דרכון", offline.Cues{Tasks: true}},
		{"put hummus on the groceries", offline.Cues{Lists: true}},
		{"נגמר לנו החלב", offline.Cues{Lists: true}},
		{"תוסיף ביצים לרשימה", offline.Cues{Lists: true}},
		{"dentist appointment", offline.Cues{Calendar: true}},
		{"תבטל את הפגישה", offline.Cues{Calendar: true}},
		{"keep in mind the gate code", offline.Cues{Memory: true}},
		{"Dr. Levi is Noa's dentist", offline.Cues{Memory: true, Calendar: true}},
		{"דנה היא רופאת השיניים של נועה", offline.Cues{Memory: true, Calendar: true}},
		{"any emails from the bank", offline.Cues{Mail: true, Memory: true}},
		{"תשלח מייל לדנה", offline.Cues{Mail: true, Memory: true}},
		// Words are whole: "bread" is not "read", "market" not "mark",
		// "of course" is no event.
		{"bread and butter", offline.Cues{}},
		{"the market, of course", offline.Cues{}},
		{"Noa likes lilies", offline.Cues{}},
		{"נועה אוהבת חבצלות", offline.Cues{}},
		// Referring back.
		{"the second one", offline.Cues{Back: true}},
		{"את זה", offline.Cues{Back: true}},
		{"3", offline.Cues{Back: true}},
	}
	for _, tt := range tests {
		if got := offline.MessageCues(tt.text); got != tt.want {
			t.Errorf("MessageCues(%q) = %+v, want %+v", tt.text, got, tt.want)
		}
	}
}
