package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestWriteOnTheList: a verb of writing or putting with "in the list" or
// "to the list" adds to it, as "תוסיף לרשימת" does.
func TestWriteOnTheList(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תרשום ברשימת קניות: אבוקדו, מלפפונים, שמנת מתוקה", op: memo.OpListAdd, name: "קניות", items: []string{"אבוקדו", "מלפפונים", "שמנת מתוקה"}},
		{text: "תכתוב ברשימת קניות: אבוקדו, מלפפונים", op: memo.OpListAdd, name: "קניות", items: []string{"אבוקדו", "מלפפונים"}},
		{text: "תשים ברשימת קניות חלב", op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "תרשמי לי לרשימת הקניות חלב וביצים", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "ביצים"}},
		{text: "add avocado to my shopping list", op: memo.OpListAdd, name: "shopping", items: []string{"avocado"}},
		// A note is no list: "תרשום לי ש…" stays a thing to remember.
		{text: "תרשום לי שהחניה בקומה 3"},
	})
}

// TestRememberForMeWithTime: "תזכור לי" ("remember for me") with a time
// and then an infinitive asks to be reminded; with a fact it is a note.
func TestRememberForMeWithTime(t *testing.T) {
	wantTask(t, "תזכור לי מחר לשלם לגנן", "לשלם לגנן")
	wantTask(t, "תזכרי לי ביום חמישי ב-9 לקחת את הרכב לטסט", "לקחת את הרכב לטסט")
	wantTask(t, "תזכור לי כל יום ב-9 לחדש את הביטוח", "לחדש את הביטוח")
	wantTask(t, "תזכרי לי פעם בשבועיים ביום שלישי ב-18:00 לקנות מלפפון", "לקנות מלפפון")
	for _, text := range []string{"תזכור לי שהקוד של השער הוא 1234", "תזכור לי מחר זה יום הולדת לדנה"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %+v; want no reminder", text, s.Tasks)
			}
		}
	}
}

// TestWriteDownToldEvent: "write it down" after an event the user tells
// of puts it in the calendar, titled with the event, not the telling.
func TestWriteDownToldEvent(t *testing.T) {
	for text, title := range map[string]string{
		"קבעתי תור לרופאה ב15.12 בשעה 9:15 תרשום לי":                              "תור לרופאה",
		"קבעתי תור לרופאה ב15.12 בשעה 9:15, תרשמי":                                "תור לרופאה",
		"i booked a dentist appointment on dec 15 at 9:15, note it down":          "dentist appointment",
		"i booked a dentist appointment on dec 15 at 9:15, put it in my calendar": "dentist appointment",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != title {
			t.Errorf("%q: %s.%s; want an event %q", text, s.Capability, s.Operation, title)
			continue
		}
		if d := s.Calendar.Drafts[0].Start.In(jerusalem); d.Format("01-02 15:04") != "12-15 09:15" {
			t.Errorf("%q: at %v; want 15.12 09:15", text, d)
		}
	}
}

// TestReminderLoanWord: "רמיינדר" is the word "תזכורת" in Hebrew letters.
func TestReminderLoanWord(t *testing.T) {
	wantTask(t, "רמיינדר לחדש ביטוח רכב ב-1.1", "לחדש ביטוח רכב")
	wantTask(t, "תשים לי רמיינדר מחר ב-8 לקנות חלב", "לקנות חלב")
	wantTask(t, "רמיידנר מחר ב-10 בלילה לקנות מלפפון", "לקנות מלפפון")
	wantTask(t, "רמייינדר מחר ב-9 להאכיל את החתול", "להאכיל את החתול")
	wantTask(t, "reminder to renew the car insurance on 1.1", "renew the car insurance")
}

// TestGreetingWithEndearment: an endearment after a greeting is no part
// of the request.
func TestGreetingWithEndearment(t *testing.T) {
	wantTask(t, "שלום יקירי תזכיר לי בבקשה ביום חמישי לקנות מתנה לנכד שלי", "לקנות מתנה לנכד שלי")
	wantTask(t, "בוקר טוב יקירתי, תזכירי לי מחר להתקשר לרופא", "להתקשר לרופא")
	wantTask(t, "hi honey remind me tomorrow to call the doctor", "call the doctor")
}

// TestWhatToBuy: asking what is left to buy shows the shopping list, the
// user's list of that kind when there is one.
func TestWhatToBuy(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "מה צריך לקנות?", op: memo.OpListGet, name: "קניות"},
		{text: "מה עוד צריך לקנות", op: memo.OpListGet, name: "קניות"},
		{text: "מה עוד צריך לקנות", lists: []string{"סופר"}, op: memo.OpListGet, name: "סופר"},
		{text: "what else do i need to buy", op: memo.OpListGet, name: "shopping"},
		{text: "what do we need to buy?", lists: []string{"groceries"}, op: memo.OpListGet, name: "groceries"},
		{text: "what should I get", lists: []string{"shopping"}},
		{text: "מה צריך לקנות לדנה ליום הולדת"},
	})
}

// TestListNameForWhat: a list's name followed, with no colon, by "for"
// glued to a noun ("ציוד למילואים") keeps it when items follow with
// commas; with no comma where the name ends is not guessed; a word that
// begins with ל and is a word ("לחם", "לבנה") is an item.
func TestListNameForWhat(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לרשימת ציוד למילואים גרביים, פנס, מטען נייד", op: memo.OpListAdd, name: "ציוד למילואים", items: []string{"גרביים", "פנס", "מטען נייד"}},
		{text: "תוסיף לרשימת ציוד לטיול שק שינה, פנס", op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"שק שינה", "פנס"}},
		{text: "תוסיף לרשימת ציוד למילואים גרביים"},
		{text: "תוסיף לרשימת קניות לחם, חלב", op: memo.OpListAdd, name: "קניות", items: []string{"לחם", "חלב"}},
		{text: "תוסיף לרשימת קניות לבנה, לימון", op: memo.OpListAdd, name: "קניות", items: []string{"לבנה", "לימון"}},
		{text: "תוסיף לרשימת קניות לקט ירקות, חלב", op: memo.OpListAdd, name: "קניות", items: []string{"לקט ירקות", "חלב"}},
		{text: "add socks, a torch to my reserve duty gear list", op: memo.OpListAdd, name: "reserve duty gear", items: []string{"socks", "a torch"}},
	})
}

// TestEndearmentThanks: thanks said with an endearment stay thanks.
func TestEndearmentThanks(t *testing.T) {
	for _, text := range []string{"hi honey well done please", "hi buddy well done", "תודה מותק", "היי יקירי כל הכבוד"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpThanks {
			t.Errorf("%q: %s.%s; want thanks", text, s.Capability, s.Operation)
		}
	}
}
