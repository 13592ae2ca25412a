package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestBlessingsDropped: blessings and words of hope said with a request
// ("בעזרת השם", "בע\"ה", "בלי נדר", "God willing", "inshallah") are no word
// of what is stored, wherever they stand; "hopefully" only where it stands
// apart from the item. Near-misses: the words they are made of, said as
// words of the item, stay.
func TestBlessingsDropped(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"תזכיר לי מחר בעזרת השם ב5 להתקשר לבנק", "להתקשר לבנק"},
		{`תזכיר לי מחר ב5 להתקשר לבנק בע"ה`, "להתקשר לבנק"},
		{"תזכיר לי מחר ב5 להתקשר לבנק בע״ה", "להתקשר לבנק"},
		{`תזכיר לי מחר ב5 אי"ה לשלם ארנונה`, "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 לשלם ארנונה בלי נדר", "לשלם ארנונה"},
		{`ב"ה תזכיר לי מחר ב5 לשלם ארנונה`, "לשלם ארנונה"},
		{"אם ירצה השם תזכיר לי מחר ב5 לשלם ארנונה", "לשלם ארנונה"},
		{"תוסיף משימה לשלם ארנונה בעזרת השם", "לשלם ארנונה"},
		{"remind me tomorrow at 5 to call the bank God willing", "call the bank"},
		{"remind me to call mom tomorrow at 5 inshallah", "call mom"},
		{"remind me tomorrow at 5 insha'allah to pay rent", "pay rent"},
		{"add task call the bank hopefully", "call the bank"},
		{"hopefully remind me tomorrow at 5 to call the bank", "call the bank"},
		{"remind me tomorrow at 5 to call the bank, hopefully", "call the bank"},
		// A blessing said to the one asked, at the end: "תבורך", "bless you".
		{"תזכיר לי מחר ב-5 להתקשר לבנק תבורך", "להתקשר לבנק"},
		{"תזכיר לי מחר ב-5 להתקשר לבנק, תבורכי!", "להתקשר לבנק"},
		{"תבורך, תזכיר לי מחר ב-5 להתקשר לבנק", "להתקשר לבנק"},
		{"remind me tomorrow at 5 to call the bank bless you", "call the bank"},
		{"remind me tomorrow at 5 to call the bank, god bless", "call the bank"},
		// The abbreviations of a longer blessing: "בעזרת השם יתברך", "בלי נדר".
		{`בעזהי"ת תזכיר לי מחר ב5 לשלם ארנונה`, "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 לשלם ארנונה בעזהי״ת", "לשלם ארנונה"},
		{`משימה לשלם שכר לימוד לחיידר עד יום חמישי בלנ"ד`, "לשלם שכר לימוד לחיידר"},
		{"תזכיר לי מחר ב5 בעזרת השם יתברך לשלם ארנונה", "לשלם ארנונה"},
		// Arabic courtesies in Hebrew letters, and an "amen" after a
		// blessing or set off by a mark.
		{"תזכיר לי מחר ב5 להזמין תרופות מהספק יעטיכ אלעאפיה", "להזמין תרופות מהספק"},
		{"אלחמדולילה תזכיר לי מחר ב5 לשלם ארנונה", "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 לשלם ארנונה אנשאלה", "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 לשלם ארנונה שוכרן", "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 לשלם ארנונה יא רב", "לשלם ארנונה"},
		{"תזכיר לי מחר ב5 להתקשר לבנק בעזרת השם אמן", "להתקשר לבנק"},
		{"תזכיר לי מחר ב5 להתקשר לבנק, אמן", "להתקשר לבנק"},
		{"remind me tomorrow at 5 to call the bank alhamdulillah", "call the bank"},
		{"remind me tomorrow at 5 to call the bank shukran", "call the bank"},
		// Near-misses: the same words as words of the item.
		{"תזכיר לי מחר ב5 לקבוע פגישה עם אמן", "לקבוע פגישה עם אמן"},
		{"תזכיר לי מחר ב5 לקנות מתנה לחלאס", "לקנות מתנה לחלאס"},
		{"remind me tomorrow at 5 to say bless you to grandma", "say bless you to grandma"},
		{"תזכיר לי מחר ב-5 לאחל לסבתא שתבורך", "לאחל לסבתא שתבורך"},
		{"תזכיר לי מחר ב5 לשנות את השם של הקבוצה", "לשנות את השם של הקבוצה"},
		{"תזכיר לי מחר ב5 לבדוק את הנדר של סבא", "לבדוק את הנדר של סבא"},
		{"remind me tomorrow at 5 to ask if Dan is willing to help", "ask if Dan is willing to help"},
		{"remind me tomorrow at 5 to tell Dana i'm hopefully coming", "tell Dana i'm hopefully coming"},
		{"remind me tomorrow at 5 to read about God", "read about God"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// TestCourtesyOnDone: a courtesy said with a thing told done ("סיימתי עם
// הארנונה אלחמדולילה", "ח'לאס") completes the thing, by its name alone.
func TestCourtesyOnDone(t *testing.T) {
	for _, text := range []string{"סיימתי עם הארנונה אלחמדולילה", "אלחמדולילה סיימתי עם הארנונה", "סיימתי עם הארנונה ח'לאס", "סיימתי עם הארנונה ב\"ה"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != "הארנונה" {
			t.Errorf("%q: %s.%s %+v; want הארנונה completed", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}
