package memo_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDetectLanguage: a message is in the language of most of its words,
// its first word's on a tie; no letters, no language.
func TestDetectLanguage(t *testing.T) {
	tests := []struct {
		text string
		want memo.Language
		ok   bool
	}{
		{"remind me to call סבתא tomorrow", memo.English, true},
		{"call סבתא", memo.English, true},
		{"buy במבה for the kids", memo.English, true},
		{"תזכיר לי לשלוח מייל ל-Avi", memo.Hebrew, true},
		{"הסיסמה של הוויפי היא sunflower22", memo.Hebrew, true},
		{"מה המספר של Avi", memo.Hebrew, true},
		{"סבתא call", memo.Hebrew, true},
		{"Dana's number?", memo.English, true},
		{"תודה", memo.Hebrew, true},
		// a request word in one language alone decides
		{"every sunday at 9 תזכירי לי לעשות weekly planning", memo.Hebrew, true},
		{"add חלב ולחם וביצים לרשימה", memo.English, true},
		{"תוסיף milk and eggs to the shopping list", memo.Hebrew, true},
		{"the weekly sync with the team תקבע לי", memo.Hebrew, true},
		{"remind me about the תזכורת", memo.English, true},
		// an English request word inside Hebrew grammar is a loan
		{"cancel את ה-journal club", memo.Hebrew, true},
		{"delete את ה-standup של מחר", memo.Hebrew, true},
		{"move את ה-sync לשלוש", memo.Hebrew, true},
		{"cancel את זה", memo.Hebrew, true},
		{"cancel ה-journal club של מחר", memo.Hebrew, true},
		{"cancel the journal club", memo.English, true},
		{"cancel the meeting with דנה", memo.English, true},
		{"remind me to call את אמא", memo.English, true},
		{"add חלב של תנובה to the list", memo.English, true},
		{"delete ב-9 meeting", memo.English, true},
		// a heading frames the things listed after its colon
		{"רשימת הזמנות: Tris, EDTA, agarose, pipette tips 200ul", memo.Hebrew, true},
		{"shopping list: חלב, לחם, ביצים, קוטג'", memo.English, true},
		// on a tie, the words that join the others tell it
		{"lab meeting כל שלישי 10:30", memo.Hebrew, true},
		{"ישיבת צוות every tuesday", memo.English, true},
		{"call סבתא", memo.English, true},
		{"2", "", false},
		{"👍 !!", "", false},
	}
	for _, tt := range tests {
		if got, ok := memo.DetectLanguage(tt.text); got != tt.want || ok != tt.ok {
			t.Errorf("DetectLanguage(%q) = %q %v, want %q %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
}

// TestEven: a message half in Hebrew and half in English tells no
// language of its own; one with more of either, or of one alone, does.
func TestEven(t *testing.T) {
	for text, want := range map[string]bool{
		"rename את זה ל focus time": true, "call סבתא": true,
		"rename it to focus time": false, "תזכיר לי לשלוח מייל ל-Avi": false, "remind me to call סבתא tomorrow": false, "2": false,
	} {
		if got := memo.Even(text); got != want {
			t.Errorf("Even(%q) = %v, want %v", text, got, want)
		}
	}
}
