package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFormalAsk: a request said in formal words ("please be so kind as
// to", "I would be grateful if you could", "ברצוני ל…", "אבקש ש…",
// "אודה לך אם …", "האם תוכל …") is the plain command; the formal words
// are no part of the item.
func TestFormalAsk(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
		has  string // a word the item (or the list's name) holds
		lack string // words it must not hold
	}{
		{"Please be so kind as to remind me on the 15th of every month to pay the electricity bill.", memo.OpTaskCreate, "electricity", "kind"},
		{"I would be grateful if you could remind me tomorrow at 9 to call the bank", memo.OpTaskCreate, "call the bank", "grateful"},
		{"I would like to ask you to remind me tomorrow at 9 to call the bank", memo.OpTaskCreate, "call the bank", "ask"},
		{"I'd like to add milk to my shopping list", memo.OpListAdd, "milk", "like"},
		{"I would like to set a monthly reminder on the 1st of every month at 9 to check the bank statement", memo.OpTaskCreate, "check the bank statement", "monthly"},
		{"Thank you. Could you tell me what reminders I have?", memo.OpTaskGetAll, "", ""},
		{"ברצוני לבטל את הפגישה עם מר כהן.", memo.OpEventDeleteBySummary, "כהן", "ברצוני"},
		{"אבקש להוסיף לרשימת הקניות את הפריטים הבאים: לחם מחיטה מלאה, גבינה לבנה 5%, ועגבניות. תודה", memo.OpListAdd, "עגבניות", "הבאים"},
		{"לכבוד העוזר, אבקש שתזכור עבורי את מספר תעודת הזהות של אשתי רחל: 012345678. תודה רבה", memo.OpMemoryStore, "תעודת הזהות", "אבקש"},
		{"בוקר טוב. ברצוני לקבוע תזכורת חודשית, בכל 1 לחודש בשעה 9:00, לבדוק את דף החשבון בבנק.", memo.OpTaskCreate, "לבדוק את דף החשבון", "חודשית"},
		{"שלום. אבקש לרשום ביומן פגישה עם רואה החשבון של בני, מר כהן, ביום שלישי הבא בשעה 11:30 במשרדו ברחוב הרצל. תודה.", memo.OpEventCreate, "רואה החשבון", "אבקש"},
		{"אודה לך אם תזכיר לי מחר ב-9 להתקשר לבנק", memo.OpTaskCreate, "להתקשר לבנק", "אודה"},
		{"ערב טוב, האם תוכל לומר לי מה רשום אצלי ביומן לשבוע הבא?", memo.OpEventGetEvents, "", ""},
		{"what is written in my diary for tomorrow?", memo.OpEventGetEvents, "", ""},
		{"I wanted to ask, could you remind me tomorrow at 9 to call the bank", memo.OpTaskCreate, "call the bank", "ask"},
		{"would it be possible to add milk to my shopping list", memo.OpListAdd, "milk", "possible"},
		{"ואודה לך אם תזכיר לי מחר ב-9 להתקשר לבנק", memo.OpTaskCreate, "להתקשר לבנק", "אודה"},
		{"אבקש תזכורת קבועה בכל יום ראשון בשעה 7:30 לבדוק את יומן הדיונים", memo.OpTaskCreate, "לבדוק את יומן הדיונים", "קבועה"},
		{"I would like a recurring reminder every monday at 8 to check the bank statement", memo.OpTaskCreate, "check the bank statement", "recurring"},
	} {
		s := plan(t, tc.text, "קניות", "shopping").Steps[0]
		if s.Operation != tc.op {
			t.Errorf("%q: %s; want %s", tc.text, s.Operation, tc.op)
			continue
		}
		if got := itemWords(s); tc.has != "" && !strings.Contains(got, tc.has) || tc.lack != "" && strings.Contains(got, tc.lack) {
			t.Errorf("%q: item %q; want it to hold %q and not %q", tc.text, got, tc.has, tc.lack)
		}
	}
	// Near misses: a wish that is no command, and a formal opening before
	// words that ask nothing, are not read as a request.
	for _, text := range []string{
		"I would like to go swimming tomorrow at 5",
		"ברצוני שתדע שאני מרוצה",
		"I wanted to ask something",
		"ברצוני לספר לך על הנכד שלי",
		"I wanted to ask about the party on Friday",
		"is it possible to get a refund tomorrow at 5",
		"אבקש עזרה קטנה",
	} {
		if s := plan(t, text).Steps[0]; s.Capability != memo.CapGeneral {
			t.Errorf("%q: %s.%s; want nothing done", text, s.Capability, s.Operation)
		}
	}
}

// TestFormalKindQuestion: whether a kind of thing can be done at all is a
// question about Memo, answered as help; naming the one thing, it is the
// request.
func TestFormalKindQuestion(t *testing.T) {
	for _, text := range []string{
		"is it possible to delete a reminder?",
		"Good afternoon. I wanted to ask, is it possible to delete a reminder? I set one for calling my brother but he called me already.",
		"can I ask you to remind me of things?",
		"האם אפשר למחוק תזכורת?",
		"שלום, אני מנסה להבין איך זה עובד. האם אפשר לבקש ממך להזכיר לי דברים?",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpHelp {
			t.Errorf("%q: %s; want help", text, s.Operation)
		}
	}
	for text, want := range map[string]memo.Op{
		"is it possible to delete the dentist reminder?": memo.OpTaskDelete,
		"delete a reminder":   memo.OpUnknown, // which one is not said
		"delete one reminder": memo.OpUnknown,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
}

// TestLongThanks: longer thanks, compliments and good wishes are small
// talk, in both languages; with a request beside them, the request.
func TestLongThanks(t *testing.T) {
	for _, text := range []string{
		"Thank you, you are very helpful. Have a nice day.", "lol ur pretty smart", "thank you for your help, take care",
		"you're such a great assistant", "תודה רבה לך על העזרה, אתה עוזר נהדר.", "תודה רבה יא מתוקה שיהיה לך יום טוב",
		"תודה, המשך יום נעים", "את כזאת חכמה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s; want thanks", text, s.Operation)
		}
	}
	for text, want := range map[string]memo.Op{
		"thank you for your help, remind me tomorrow at 9 to call mom": memo.OpTaskCreate,
		"have a nice day at the beach":                                 memo.OpUnknown,
		"תודה על העזרה, תזכיר לי מחר ב-9 להתקשר לאמא":                  memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
}

// itemWords is the text a step would store: its task's, event's, fact's
// or list items', with the list's name.
func itemWords(s memo.Step) string {
	var out []string
	if s.Tasks != nil {
		for _, d := range s.Tasks.Drafts {
			out = append(out, d.Text)
		}
		out = append(out, s.Tasks.Targets...)
	}
	if s.Calendar != nil {
		for _, d := range s.Calendar.Drafts {
			out = append(out, d.Summary)
		}
		out = append(out, s.Calendar.Summary)
	}
	if s.Lists != nil {
		out = append(out, s.Lists.Name)
		out = append(out, s.Lists.Items...)
	}
	if s.Memory != nil && s.Memory.Draft != nil {
		out = append(out, s.Memory.Draft.Text)
	}
	return strings.Join(out, " | ")
}

// TestFormalFrames: the frames a formal ask or notice is said in ("אבקש
// תזכורת …", "אבקש לרשום לפניך כי …", "תזכר אותי …", "I would like a
// reminder …", "Please be advised I have …") are peeled and the rest is
// read as it would be alone; a frame word left in what is kept refuses
// the plan, and the same letters inside a word of the thing do not.
func TestFormalFrames(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
		item string
	}{
		{"אבקש תזכורת למחר ב-9 לשלם ארנונה", memo.OpTaskCreate, "לשלם ארנונה"},
		{"ברצוני לקבל תזכורת ביום חמישי ב-8 לאסוף את הרכב", memo.OpTaskCreate, "לאסוף את הרכב"},
		{"הנני מבקש להזכיר לי ביום שני ב-10 להתקשר לעו\"ד כהן", memo.OpTaskCreate, "להתקשר לעו\"ד כהן"},
		{"אפשר בבקשה תזכורת מחר ב-9 לשלם ארנונה", memo.OpTaskCreate, "לשלם ארנונה"},
		{"תזכר אותי ביום שישי ב-9 לשלם ארנונה", memo.OpTaskCreate, "לשלם ארנונה"},
		{"אבקש לרשום לפניך כי הפגישה עם עו\"ד כהן ביום שני ב-11", memo.OpMemoryStore, "הפגישה עם עו\"ד כהן ביום שני ב-11"},
		{"תרשום לפניך שהקוד של השער הוא 1234", memo.OpMemoryStore, "הקוד של השער הוא 1234"},
		{"I would like a reminder tomorrow at 9 to pay the bill", memo.OpTaskCreate, "pay the bill"},
		{"I'd appreciate it if you could remind me tomorrow at 9 to pay the bill", memo.OpTaskCreate, "pay the bill"},
		{"Would you be so kind as to put a dentist appointment in my calendar on Monday at 11", memo.OpEventCreate, "dentist appointment"},
		{"Please be advised I have a meeting with the lawyer on Monday at 11", memo.OpEventCreate, "meeting with the lawyer"},
		{"for your information, dentist appointment on thursday at 4pm", memo.OpEventCreate, "dentist appointment"},
		{"kindly set a reminder for tomorrow at 9 to pay the bill", memo.OpTaskCreate, "pay the bill"},
	} {
		s := plan(t, tc.text).Steps[0]
		if got := strings.TrimSuffix(itemWords(s), " | "); s.Operation != tc.op || got != tc.item {
			t.Errorf("%q: %s %q; want %s %q", tc.text, s.Operation, got, tc.op, tc.item)
		}
	}
	// A frame word left in the thing is refused; the same letters as a
	// word of the thing ("לפני", "advised") are not.
	for _, text := range []string{"תוסיף משימה: לרשום לפניך את הכל", "add a task: tell Dan please be advised"} {
		if s := plan(t, text).Steps[0]; s.Capability != memo.CapGeneral {
			t.Errorf("%q: %s.%s %q; want it declined", text, s.Capability, s.Operation, itemWords(s))
		}
	}
	for text, want := range map[string]string{"תוסיף משימה לשים את הספרים לפני הדלת": "לשים את הספרים לפני הדלת",
		"remind me at 9 to take the advised dose": "take the advised dose"} {
		if got := itemWords(plan(t, text).Steps[0]); got != want {
			t.Errorf("%q: item %q; want %q", text, got, want)
		}
	}
}
