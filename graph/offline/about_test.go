package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestAboutMemo: a question about what Memo is, in either language and
// however it is dressed, is answered as such; a request that mentions
// "you" is not, and "who are you" stays help.
func TestAboutMemo(t *testing.T) {
	cases := []struct {
		text string
		want memo.Op
	}{
		{"are you a bot?", memo.OpAbout},
		{"are you human", memo.OpAbout},
		{"r u a real person or a bot", memo.OpAbout},
		{"lol is this a bot", memo.OpAbout},
		{"am i talking to a real person?", memo.OpAbout},
		{"who made you", memo.OpAbout},
		{"Who built you?", memo.OpAbout},
		{"what's your name?", memo.OpAbout},
		{"haha are you AI", memo.OpAbout},
		{"חחח אתה בוט?", memo.OpAbout},
		{"את בן אדם אמיתי?", memo.OpAbout},
		{"אתה בוט או בן אדם", memo.OpAbout},
		{"האם אתה רובוט", memo.OpAbout},
		{"אני מדברת עם בוט?", memo.OpAbout},
		{"זה בוט?", memo.OpAbout},
		{"מי יצר אותך", memo.OpAbout},
		{"איך קוראים לך", memo.OpAbout},
		{"who are you", memo.OpHelp},
		{"מי אתה", memo.OpHelp},
		{"מה אתה יודע לעשות", memo.OpHelp},
		{"what can you do?", memo.OpHelp},
		// Near misses.
		{"are you there", memo.OpGreet},
		{"are you free tomorrow", memo.OpUnknown},
		{"you are a bot, remind me at 5 to call mom", memo.OpTaskCreate}, // the reminder after the remark, never an answer about Memo
		{"is it going to rain", memo.OpUnknown},
	}
	for _, c := range cases {
		if s := plan(t, c.text).Steps; s[0].Operation != c.want {
			t.Errorf("%q: planned %s.%s, want %s", c.text, s[0].Capability, s[0].Operation, c.want)
		}
	}
	for _, text := range []string{"remind me to ask dana if she is a real person", "תזכיר לי מחר לשאול את דנה אם היא בוט"} {
		if s := plan(t, text).Steps; s[0].Operation == memo.OpAbout {
			t.Errorf("%q: planned about", text)
		}
	}
}
