package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSlipBeforeRequest holds a slip owned before the request with its
// comma ("ואללה שכחתי, …", "oh I forgot, …"): no word of the title.
// Without the comma, what was forgotten is the message's own.
func TestSlipBeforeRequest(t *testing.T) {
	checkTitles(t, []titleRow{
		{"ואללה שכחתי, פגישה עם עורך דין ביום ראשון בשעה עשר", "פגישה עם עורך דין", memo.OpEventCreate},
		{"שכחתי לספר לך, פגישה עם עורך דין ביום ראשון בעשר", "פגישה עם עורך דין", memo.OpEventCreate},
		{"oh I forgot, dentist on sunday at 10", "dentist", memo.OpEventCreate},
		{"forgot to tell you, dentist on sunday at 10", "dentist", memo.OpEventCreate},
		{"i forgot, remind me at 5 to call mom", "call mom", memo.OpTaskCreate},
		// Near misses: what was forgotten, said without the comma.
		{"שכחתי את המפתחות בבית תזכיר לי מחר ב9 לקחת אותם", "", memo.OpUnknown},
		{"I forgot my keys, remind me tomorrow at 9 to get them", "", memo.OpUnknown},
	})
}

// TestHeadAfterBlessing: a glued command after a blessing said first is
// mended as it is said alone ("God bless, remindme …").
func TestHeadAfterBlessing(t *testing.T) {
	checkTitles(t, []titleRow{
		{"God bless, remindme to feed the cat at 10 tomorrow night", "feed the cat", memo.OpTaskCreate},
		{"god bless you, remindme fi call mom next monday at 9am thanks", "call mom", memo.OpTaskCreate},
	})
}
