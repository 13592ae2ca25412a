package offline_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// made tells what the first step of text's plan makes, in a line: the
// operation, then the event's title and length, the reminder's text, the
// fact kept, or the list's name and items.
func made(t *testing.T, text string) string {
	t.Helper()
	s := plan(t, text).Steps[0]
	switch {
	case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
		d := s.Calendar.Drafts[0]
		return fmt.Sprintf("%s|%s|%s", s.Operation, d.Summary, d.End.Sub(d.Start))
	case s.Tasks != nil && len(s.Tasks.Drafts) > 0:
		return fmt.Sprintf("%s|%s", s.Operation, s.Tasks.Drafts[0].Text)
	case s.Memory != nil && s.Memory.Draft != nil:
		return fmt.Sprintf("%s|%s", s.Operation, s.Memory.Draft.Text)
	case s.Lists != nil && s.Operation == memo.OpListCreate:
		return fmt.Sprintf("%s|%s|%s", s.Operation, s.Lists.Name, strings.Join(s.Lists.Items, ","))
	}
	return string(s.Operation)
}

// TestRequestWrappers: a request wrapped in formal, indirect or
// non-native words ("note in my calendar that I have …", "please record
// that …", "I should like to be reminded …", "what I have today?",
// "each week in Friday", "in 8 morning", "נא לרשום ש…", "… תרשמי"), or
// with how long it takes said after it ("I expect it to last one hour",
// ", one hour"), is read as the plain request, none of the wrapping in
// what it makes. A title that holds such words keeps them, and what is
// still unclear is declined.
func TestRequestWrappers(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// The calendar named first as where the thing goes.
		{"Please note in my calendar that I have an appointment with the cardiologist at Rambam on Thursday at half past eleven. I expect it to last approximately two hours.",
			"calendar.create|appointment with the cardiologist at Rambam|2h0m0s"},
		{"Please add to my diary a lecture at the science museum on Thursday evening at 7 pm", "calendar.create|lecture at the science museum|1h0m0s"},
		{"put in my calendar: dinner with the Levis on Friday at 8", "calendar.create|dinner with the Levis|1h0m0s"},
		{"תרשום לי ביומן שיש לי פגישה עם רואה החשבון ביום שלישי בעשר", "calendar.create|פגישה עם רואה החשבון|1h0m0s"},
		{"נא להכניס ליומן הרצאה במתנ\"ס ביום חמישי ב-19:00", "calendar.create|הרצאה במתנ\"ס|1h0m0s"},
		// The calendar named at the end, with or without "it".
		{"Today at 17h I must pick up the dress from the tailor, put in calendar", "calendar.create|pick up the dress from the tailor|1h0m0s"},
		{"party at maya's sat night 9 🎉 put it in my cal", "calendar.create|party at maya's|1h0m0s"},
		{"There is a meeting of the residents' committee on Tuesday at 6 in the evening, in the lobby. Please enter it.",
			"calendar.create|meeting of the residents' committee in the lobby|1h0m0s"},
		{"יש לי מבחן בחדווא ביום חמישי בתשע בבוקר תרשמי", "calendar.create|מבחן בחדווא|1h0m0s"},
		{"ישיבת הורים ביום רביעי ב-18:00 תרשום בבקשה", "calendar.create|ישיבת הורים|1h0m0s"},
		// How long it takes, said after it; "starts" before its time.
		{"Chess club for Shira starts this Sunday at 16:00, every week, one hour", "calendar.createRecurring|Chess club for Shira|1h0m0s"},
		{"dinner with Noa Friday at 8, about 2 hours", "calendar.create|dinner with Noa|2h0m0s"},
		{"team offsite on Monday at 9. It'll take about three hours.", "calendar.create|team offsite|3h0m0s"},
		{"ישיבת צוות מחר ב10, זה ייקח בערך שעתיים", "calendar.create|ישיבת צוות|2h0m0s"},
		{"The course starts next Monday at 18:00 and lasts two hours", "calendar.create|course|2h0m0s"},
		{"קורס צילום מתחיל ביום שני ב-18:00 ונמשך שעתיים", "calendar.create|קורס צילום|2h0m0s"},
		{"חוג קרמיקה מתחיל ביום ראשון ב-17:00", "calendar.create|חוג קרמיקה|1h0m0s"},
		// Reminders asked for in a roundabout way or with other words.
		{"I should like to be reminded every Sunday morning at eight o'clock to take my blood pressure", "tasks.create|take my blood pressure"},
		{"I would appreciate a reminder tomorrow at 9 to check the post", "tasks.create|check the post"},
		{"Please to remind me tomorrow in 8 morning to call the bank about the mortgage", "tasks.create|call the bank about the mortgage"},
		{"Remind me each week in Friday at 12 to call my mother", "tasks.create|call my mother"},
		{"remind me in Thursday at 10 to water the plants", "tasks.create|water the plants"},
		{"Can you make rendez-vous for me with the dentist Thursday next week at 17h?", "calendar.create|rendez-vous with the dentist|1h0m0s"},
		{"אשמח לתזכורת מחר בשמונה לקחת תרופה", "tasks.create|לקחת תרופה"},
		{"נאלהזכיר לי מחר ב-9 לקנות חלב", "tasks.create|לקנות חלב"},
		// Facts asked to be kept.
		{"Kindly be so good as to remember the following for me: the water meter number is 4471-8823.", "memory.storeMemory|the water meter number is 4471-8823"},
		{"Note for myself: Yonatan's teacher is Orly, her number is 052-3318890", "memory.storeMemory|Yonatan's teacher is Orly, her number is 052-3318890"},
		{"Please record that I lent my circular saw to Avraham on the 28th of November.", "memory.storeMemory|I lent my circular saw to Avraham on the 28th of November"},
		{"נא לרשום שיום ההולדת של הנכדה שלי חל בשמונה עשר לינואר", "memory.storeMemory|יום ההולדת של הנכדה שלי חל בשמונה עשר לינואר"},
		// Questions asked indirectly (what the user has is read, in these
		// tests, after tasks were shown).
		{"Would you kindly show me everything I have scheduled for tomorrow?", "tasks.getAll"},
		{"What I have today?", "tasks.getAll"},
		{"what can u even do lol", "general.help"},
		// A list named "entitled", its items "placed on it".
		{`Please create a list entitled "Workshop supplies" and place on it: sandpaper, wood glue, clamps`, "lists.create|Workshop supplies|sandpaper,wood glue,clamps"},
		// Near misses: titles that hold such words, a thing said with
		// the "ש" of its own name, a fact with no event.
		{"Note-taking workshop Tuesday at 5", "calendar.create|Note-taking workshop|1h0m0s"},
		{"נא לרשום שיעור פסנתר ביום שני ב-17:00", "calendar.create|שיעור פסנתר|1h0m0s"},
		{"dinner at the Night Market friday at 8", "calendar.create|dinner at the Night Market|1h0m0s"},
		{"my train leaves Monday at 9, record it", "tasks.create|my train leaves"},
	} {
		if got := made(t, tc.text); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestRequestWrappersDeclined: a wrapped request that is still unclear
// once its wrapping is off is declined, not guessed.
func TestRequestWrappersDeclined(t *testing.T) {
	for _, text := range []string{
		"Please note in my calendar that",
		"Is it possible to see?",
		"נא לרשום ש",
		// A word not read before the request ("Pleaes") takes no title.
		"meeting with Dan at 5pm. Pleaes enter it.",
		"אשחמ לתזכורת ביום שישי ב-10 בבוקר לקנות בננה",
	} {
		if got := made(t, text); strings.Contains(got, "|") {
			t.Errorf("%q: %s; want it declined", text, got)
		}
	}
	if got := offline.Clean("Note-taking workshop Tuesday at 5").Text; got != "Note-taking workshop Tuesday at 5" {
		t.Errorf("Clean kept no title: %q", got)
	}
}
