package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEventToldOfSomeoneElse: an event told of someone else with its time
// ("Noa has a dentist appointment on Monday at 4:15pm", "my son David is
// coming for dinner on Friday at seven", "לנועה יש תור לרופא שיניים ביום
// שני ב16:15") is on the calendar at that time, titled by the person and
// the thing, without the words that tell it. What someone has that is no
// thing that happens, a pronoun with no one named, a change told or a
// thing said without its time are not made into events.
func TestEventToldOfSomeoneElse(t *testing.T) {
	for _, tc := range []struct {
		text  string
		op    memo.Op
		title string
		hour  int
	}{
		{"Noa has a dentist appointment on Monday at 4:15pm", memo.OpEventCreate, "Noa's dentist appointment", 16},
		{"My son David is coming for dinner on Friday evening at seven", memo.OpEventCreate, "David coming for dinner", 19},
		{"David's coming for dinner friday at 7pm", memo.OpEventCreate, "David coming for dinner", 19},
		{"my mom is coming over on saturday at 11", memo.OpEventCreate, "my mom coming over", 11},
		{"grandma arrives on sunday at 3pm", memo.OpEventCreate, "grandma arrives", 15},
		{"the kids have a school play on thursday at 6pm", memo.OpEventCreate, "kids' school play", 18},
		{"my daughter has ballet on tuesday at 5", memo.OpEventCreate, "my daughter's ballet", 17},
		{"Noa got a haircut appointment tomorrow at 10", memo.OpEventCreate, "Noa's haircut appointment", 10},
		{"Noa's dentist appointment is on Monday at 4:15pm", memo.OpEventCreate, "Noa's dentist appointment", 16},
		{"my son's game is at 5pm tomorrow", memo.OpEventCreate, "my son's game", 17},
		{"נועה יש לה תור לרופא שיניים ביום שני ב16:15", memo.OpEventCreate, "תור לרופא שיניים לנועה", 16},
		{"לנועה יש תור לרופא שיניים ביום שני ב16:15", memo.OpEventCreate, "תור לרופא שיניים לנועה", 16},
		{"לילד יש חוג ביום שלישי ב-17:00", memo.OpEventCreate, "חוג לילד", 17},
		{"לבת שלי יש אסיפת הורים מחר ב-18:00", memo.OpEventCreate, "אסיפת הורים לבת שלי", 18},
		{"הבן שלי דוד יש לו משחק כדורגל ביום שישי ב-10", memo.OpEventCreate, "משחק כדורגל לדוד", 10},
		{"הבת שלי יש לה חוג ביום שלישי ב-5", memo.OpEventCreate, "חוג לבת שלי", 17},
		{"הדס יש לה חוג ביום שלישי ב-5", memo.OpEventCreate, "חוג להדס", 17},
		{"דוד הבן שלי מגיע לארוחת ערב ביום שישי בשבע", memo.OpEventCreate, "דוד מגיע לארוחת ערב", 19},
		{"ההורים שלי באים לארוחת ערב ביום שישי ב-19:00", memo.OpEventCreate, "ההורים שלי באים לארוחת ערב", 19},
		{"סבתא מבקרת ביום שבת ב-12", memo.OpEventCreate, "סבתא מבקרת", 12},
		{"לנו יש פגישה מחר ב-10", memo.OpEventCreate, "פגישה", 10},
		// Near misses: no thing that happens, no one named, a change, no
		// time, a thing rather than someone.
		{"Noa has a cold", memo.OpUnknown, "", 0},
		{"Noa has a fever tomorrow at 5", memo.OpUnknown, "", 0},
		{"Dan has my keys until 5pm", memo.OpUnknown, "", 0},
		{"Dan has to call the bank tomorrow at 9", memo.OpUnknown, "", 0},
		{"he has a meeting tomorrow at 9", memo.OpUnknown, "", 0},
		{"tomorrow has a meeting at 3", memo.OpUnknown, "", 0},
		{"the package is coming tomorrow at 10", memo.OpUnknown, "", 0},
		{"Noa has a dentist appointment on Monday", memo.OpUnknown, "", 0},
		{"Noa had a dentist appointment yesterday at 4", memo.OpUnknown, "", 0},
		{"דני יש לו חום", memo.OpUnknown, "", 0},
		{"הוא מגיע מחר ב-10", memo.OpUnknown, "", 0},
		{"לנועה יש תור לרופא שיניים ביום שני", memo.OpUnknown, "", 0},
		// A clause of the user's own after it: more than the event.
		{"Noa has a meeting with Dan tomorrow at 9 but I can't go", memo.OpUnknown, "", 0},
		{"Noa has practice tomorrow at 5 and I need to pick her up", memo.OpUnknown, "", 0},
		{"לדני יש משחק מחר ב-5 ואני צריך להסיע אותו", memo.OpUnknown, "", 0},
		// The one who comes, told again by a pronoun with when they arrive:
		// the event of the first clause at the second clause's time.
		{"my grandson is visiting on saturday he arrives at 2pm", memo.OpEventCreate, "my grandson visiting", 14},
		{"my mom is coming tomorrow, she lands at 6pm", memo.OpEventCreate, "my mom coming", 18},
		{"Dan is visiting on saturday he gets in at 3", memo.OpEventCreate, "Dan visiting", 15},
		{"my mom is coming on friday she'll be here at 4", memo.OpEventCreate, "my mom coming", 16},
		{"הנכד שלי בא בשבת הוא מגיע בשתיים", memo.OpEventCreate, "הנכד שלי בא", 14},
		{"אמא שלי מגיעה מחר היא נוחתת בשש", memo.OpEventCreate, "אמא שלי מגיעה", 18},
		{"ההורים שלי באים בשישי, הם יגיעו בארבע", memo.OpEventCreate, "ההורים שלי באים", 16},
		// Who comes by what they do: told of as someone is.
		{"the plumber is coming Friday at 1 pm", memo.OpEventCreate, "plumber coming", 13},
		{"the electrician comes tomorrow at 9", memo.OpEventCreate, "electrician comes", 9},
		{"הטכנאי מגיע מחר בעשר", memo.OpEventCreate, "הטכנאי מגיע", 10},
		{"the package arrives tomorrow at 9", memo.OpTaskCreate, "the package arrives", 0},
		// Near misses: the pronoun's clause says more than the arrival.
		{"my grandson is visiting on saturday he wants pizza at 2", memo.OpUnknown, "", 0},
		{"my mom is coming tomorrow at 6 she is sick", memo.OpUnknown, "", 0},
		{"הנכד שלי בא בשבת בשתיים הוא רוצה פיצה", memo.OpUnknown, "", 0},
		// Someone's thing that no event word names, with its day and its
		// hour after "is": an event still.
		{"my cousin's sangeet is on 12th february at 7 pm", memo.OpEventCreate, "my cousin's sangeet", 19},
		{"my sister's mehndi is on friday at 6pm", memo.OpEventCreate, "my sister's mehndi", 18},
		{"Dan's bar mitzvah is on february 20 at 10am", memo.OpEventCreate, "Dan's bar mitzvah", 10},
		// Near misses: no hour, more than a time, a thing's state.
		{"my cousin's sangeet is on 12th february", memo.OpUnknown, "", 0},
		{"Dan's sangeet is at 7", memo.OpUnknown, "", 0},
		{"Dan's car is at the garage on friday at 5", memo.OpUnknown, "", 0},
		{"my son's temperature is 38 on friday at 5", memo.OpUnknown, "", 0},
		{"Dan's keys are on the table friday at 5", memo.OpUnknown, "", 0},
		// A thing of one's own told with its copula, its day and its hour:
		// the event (see toldScheduleIs).
		{"the meeting is at 3pm tomorrow", memo.OpEventCreate, "meeting", 15},
		// Asked for with a command, the title is the same.
		{"add to my calendar: Noa has a dentist appointment on Monday at 4:15pm", memo.OpEventCreate, "Noa's dentist appointment", 16},
		{"תוסיף ליומן: לנועה יש תור לרופא שיניים ביום שני ב16:15", memo.OpEventCreate, "תור לרופא שיניים לנועה", 16},
	} {
		op, title, start := eventOrTask(t, tc.text)
		if op != tc.op || title != tc.title || (tc.op == memo.OpEventCreate && start.In(jerusalem).Hour() != tc.hour) {
			t.Errorf("%q: %s %q at %s; want %s %q at %d", tc.text, op, title, start.In(jerusalem).Format("Mon 15:04"), tc.op, tc.title, tc.hour)
		}
	}
}

// TestOccasionToldOfSomeoneElse: an occasion of a day told of someone
// else with its day and no hour is that whole day, as one told of no one.
func TestOccasionToldOfSomeoneElse(t *testing.T) {
	for _, text := range []string{"נועה יש לה יום הולדת ביום שישי", "לנועה יש יום הולדת ביום שישי"} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || !s.Calendar.Drafts[0].AllDay || s.Calendar.Drafts[0].Summary != "יום הולדת לנועה" {
			t.Errorf("%q: %s %+v; want the whole day of יום הולדת לנועה", text, s.Operation, s.Calendar)
		}
	}
}
