package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestComplimentIsThanks: thanks said with a compliment, or a compliment
// alone, is thanks; with a request beside it, it is the request.
func TestComplimentIsThanks(t *testing.T) {
	for _, text := range []string{
		"thank u ur a lifesaver", "thanks you're the best", "ty u rock", "you're amazing thanks", "lifesaver!",
		"Thank you very much, you have been most helpful.", "you've been a great help, thanks",
		"thank you so much you saved me", "u r a legend thx", "tysm you're a star",
		"תודה אתה תותח", "אלופה תודה", "מלך", "את הכי טובה", "תודה אתה מציל אותי", "יא אלופה תודה רבה",
		"הצלת אותי תודה", "תודה את מצילה אותי",
		// Irish and British thanks, "useful" as praise.
		"grand thanks a million", "many thanks, memo", "Thank you very much for your help. You have been most useful.", "ta",
		"תודה, אתה מאוד עוזר", "תודה את עוזרת לי מאוד", "אתה ממש עוזר", "thanks, you are very helpful",
		// Help praised with no one named, the closing particles of
		// Singapore English, a sister addressed.
		"thank you ah memo very helpful", "thanks so helpful", "very helpful thanks", "that was super useful, thanks lor",
		"תודה ממו עזרת לי מאוד", "תודה ממש עוזר", "עזרת לי המון, תודה", "תודה אחותייי את הכי טובה ❤️❤️", "כפרה תודה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
	for text, want := range map[string]memo.Op{
		"you're the best, remind me tomorrow at 9 to call mom": memo.OpTaskCreate,
		"אתה תותח, תזכיר לי מחר ב-9 להתקשר לאמא":               memo.OpTaskCreate,
		"grand, remind me at 5 to call Joe":                    memo.OpTaskCreate,
		"howdy how you doin today":                             memo.OpGreet,
		"אתה עוזר לי מחר להעביר דירה":                          memo.OpUnknown,
		"very helpful tips for tomorrow":                       memo.OpUnknown,
		"very helpful, remind me at 5 to call Joe":             memo.OpTaskCreate,
		"תודה עזרת לי, תזכיר לי ב-5 להתקשר ליוסי":              memo.OpTaskCreate,
		"add very helpful tips to my list":                     memo.OpListAdd,
	} {
		if s := plan(t, text, "shopping").Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
}
