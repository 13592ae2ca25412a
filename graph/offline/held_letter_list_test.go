package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestLetterAroundOneRequest: a letter of several sentences that greet,
// tell how the phone was set up and sign off with thanks and a name,
// around one request, is that request. A sentence set aside that holds a
// day, or a request that points back at it with a pronoun, keeps the
// letter declined.
func TestLetterAroundOneRequest(t *testing.T) {
	for _, tc := range []struct{ text, title string }{
		{"Hello. I am not sure if I am doing this correctly. My granddaughter set this up for me. Could you please remind me to take my heart pills at 9 o'clock every morning. Thank you kindly. Harold", "take my heart pills"},
		{"My grandson set this up for me. Please remind me to water the plants at 6 every evening. Thank you kindly. Ruth", "water the plants"},
		{"שלום. הנכדה שלי התקינה לי את זה. תזכיר לי בבקשה לקחת כדורים כל בוקר בתשע. תודה רבה, משה", "לקחת כדורים"},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != tc.title {
			t.Errorf("%q: %+v; want the reminder %q", tc.text, s, tc.title)
		}
	}
	for _, text := range []string{
		"I have the dentist on Tuesday. Remind me the day before.",
		"My son is David. Remind me to call him at 5. Thank you kindly. Harold",
		"שלום. הבן שלי הוא דוד. תזכיר לי להתקשר אליו בחמש. תודה רבה, משה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s.%s; want it declined", text, s.Capability, s.Operation)
		}
	}
}

// TestHeldNounWithDayHour: a noun phrase with a day and an hour and no
// verb, naming a work or a sale held in a town ("tile job in ramat gan",
// "bathroom reno givatayim", "עבודת ריצוף ברמת גן", a Hebrew weekday said
// bare before its hour) is an event; a deed that opens with its verb stays
// a reminder.
func TestHeldNounWithDayHour(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		day, h      int
	}{
		{"tile job in ramat gan friday 8am", "tile job in ramat gan", 23, 8},
		{"bathroom reno givatayim friday 1pm", "bathroom reno givatayim", 23, 13},
		{"cattle auction in san angelo saturday 9am", "cattle auction in san angelo", 24, 9},
		{"tile work in haifa thursday 7am", "tile work in haifa", 22, 7},
		{"staff meeting monday 2pm", "staff meeting", 26, 14},
		{"עבודת ריצוף ברמת גן שישי ב8 בבוקר", "עבודת ריצוף ברמת גן", 23, 8},
		{"שיפוץ אמבטיה בגבעתיים שישי ב13", "שיפוץ אמבטיה בגבעתיים", 23, 13},
		// A word that only ends as "יום" does ("סיום") is no "ביום" before the day.
		{"טקס סיום חמישי ב-9 בבוקר", "טקס סיום", 22, 9},
		{"אהלן, טקס סיום חמישי ב-9 בבוקר, נא לרשום תודה", "טקס סיום", 22, 9},
		{"טקס סיום 👍 חמישי ב-9 בבוקר", "טקס סיום", 22, 9}, // an emoji no word before the day
		{"שימוע בוים חמישי ב-16:00", "שימוע", 22, 16},     // "ביום" with two letters swapped
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		if d := s.Calendar.Drafts[0]; d.Summary != tc.title || !d.Start.Equal(*at(tc.day, tc.h, 0)) {
			t.Errorf("%q: %q at %s; want %q on the %d at %d", tc.text, d.Summary, d.Start, tc.title, tc.day, tc.h)
		}
	}
	for _, text := range []string{"call mom friday 8am", "finish the reno friday 8am", "kids in bed friday 8pm", "pay rent in cash friday 9am"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate {
			t.Errorf("%q: an event; want a reminder or nothing", text)
		}
	}
}

// TestNamedListNoColon: "<name> list <items>" cut by commas makes the list
// or adds to it, its verb-like name ("book") a noun before "list", and a
// number alone among the items ("1984") is an item, never a year. A title
// that opens with a preposition ("of mice and men") is one item.
func TestNamedListNoColon(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		items      []string
	}{
		{"book list the great gatsby, 1984, of mice and men", "book", []string{"great gatsby", "1984", "of mice and men"}},
		{"movie list dune, 1917, heat", "movie", []string{"dune", "1917", "heat"}},
		{"set list intro, 1999, outro", "set", []string{"intro", "1999", "outro"}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Lists == nil || s.Lists.Name != tc.name || !slices.Equal(s.Lists.Items, tc.items) {
			t.Errorf("%q: %+v; want list %q with %q", tc.text, s.Lists, tc.name, tc.items)
		}
	}
	if s := plan(t, "wats on my book list").Steps[0]; s.Operation != memo.OpListGet || s.Lists.Name != "book" {
		t.Errorf("wats on my book list: %s.%s", s.Capability, s.Operation)
	}
	for _, text := range []string{"shopping list milk, eggs tomorrow", "book a table for 2, friday at 8"} {
		if s := plan(t, text).Steps[0]; s.Lists != nil && s.Operation == memo.OpListCreate {
			t.Errorf("%q: a new list %+v; want it read otherwise", text, s.Lists)
		}
	}
}

// TestEverySlipBeforeShortDay: "every" typed with a slip before a weekday
// in any form the day table knows ("evry weds", "evey thurs", "everyy
// wednes") is every that weekday.
func TestEverySlipBeforeShortDay(t *testing.T) {
	for _, tc := range []struct {
		text string
		day  int
	}{
		{"remind me evry weds at 6 to go to the gym", 3},
		{"remind me evey thurs at 6pm to go to the gym", 4},
		{"remind me everyy wednes at 7 to call mom", 3},
		{"evry fridays at 5 remind me to buy flowers", 5},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Recurrence == nil ||
			!slices.Equal(s.Tasks.Drafts[0].Recurrence.Days, []int{tc.day}) {
			t.Errorf("%q: %+v; want every weekday %d", tc.text, s, tc.day)
		}
	}
	if s := plan(t, "remind me about the evey brand at 6").Steps[0]; s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].Recurrence != nil {
		t.Errorf("the evey brand: read as a repetition")
	}
}

// TestDayOffRemark: the day one is off, told before a request about that
// same day, is a remark; with no day said again it stays declined.
func TestDayOffRemark(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		day, h      int
	}{
		{"my day off is saturday, i have mass in jaffa church 2pm on saturday pls put it", "mass in jaffa church", 24, 14},
		{"im off friday, dentist friday 10am put it in", "dentist", 23, 10},
		{"יום החופש שלי הוא שבת, יש לי מיסה בכנסייה ביפו בשבת ב-14:00 תכניס ליומן", "מיסה בכנסייה ביפו", 24, 14},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		if d := s.Calendar.Drafts[0]; d.Summary != tc.title || !d.Start.Equal(*at(tc.day, tc.h, 0)) {
			t.Errorf("%q: %q at %s; want %q on the %d at %d", tc.text, d.Summary, d.Start, tc.title, tc.day, tc.h)
		}
	}
	if s := plan(t, "my day off is saturday, i have mass in jaffa church 2pm pls put it").Steps[0]; s.Operation != memo.OpUnknown {
		t.Errorf("day off with no day again: %s.%s; want it declined", s.Capability, s.Operation)
	}
}

// TestLaughGluedAndAsideAfterOrNot: a laugh run into "u" ("hey lolu
// good?") is the laugh and the question; an aside after the Singapore
// "or not" ("… or not lowkey") closes the request with it. "Manu" and a
// title's own "lowkey" are kept.
func TestLaughGluedAndAsideAfterOrNot(t *testing.T) {
	if s := plan(t, "hey lolu good?").Steps[0]; s.Operation != memo.OpGreet {
		t.Errorf("hey lolu good?: %s.%s; want a greeting", s.Capability, s.Operation)
	}
	s := plan(t, "can help me remind me to call mom at 6pm or not lowkey").Steps[0]
	if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "call mom" {
		t.Errorf("… or not lowkey: %+v; want the reminder \"call mom\"", s)
	}
	if s := plan(t, "remind me to call manu at 6pm").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "call manu" {
		t.Errorf("call manu: %+v", s)
	}
}
