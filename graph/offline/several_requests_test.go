package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// kinds is the operations of p's steps, in order.
func kinds(p memo.Plan) []memo.Op {
	var ops []memo.Op
	for _, s := range p.Steps {
		ops = append(ops, s.Operation)
	}
	return ops
}

// TestSeveralRequests: a message of several whole requests, each with its
// own command or event and its own time, is each of them; a question with
// a request is both; a message one clause of which is not read is
// declined whole; an "and" inside one request joins no two.
func TestSeveralRequests(t *testing.T) {
	create, task, list := memo.OpEventCreate, memo.OpTaskCreate, memo.OpListAdd
	for text, want := range map[string][]memo.Op{
		"dentist tue 4pm and haircut thu 10am":                                  {create, create},
		"dentist tuesday 4pm. haircut thursday 10am":                            {create, create},
		"put the dentist on tuesday at 4 and remind me monday night to confirm": {create, task},
		"add milk to the shopping list and remind me at 6 to go to the store":   {list, task},
		"add eggs to the shopping list and schedule a haircut thursday at 10":   {list, create},
		"תקבעי רופא שיניים ביום שלישי ב4 ותספורת בחמישי ב10":                    {create, create},
		"רופא שיניים ביום שלישי ב4 ותספורת ביום חמישי ב10":                      {create, create},
		"תקבעי רופא שיניים ביום שלישי ב4 ותזכירי לי ביום שני בערב לאשר":         {create, task},
		"תוסיפי חלב לרשימת הקניות ותזכירי לי ב6 ללכת לסופר":                     {list, task},
		"what do I have tomorrow? and remind me to call mom at 5":               {memo.OpTaskGetAll, memo.OpEventGetEvents, task},
		"what do I have tomorrow? also add milk to the shopping list":           {memo.OpTaskGetAll, memo.OpEventGetEvents, list},
		"מה יש לי מחר? ותזכירי לי להתקשר לאמא ב5":                               {memo.OpTaskGetAll, memo.OpEventGetEvents, task},
		"מה יש לי מחר ותזכיר לי ב5 להתקשר לאמא":                                 {memo.OpTaskGetAll, memo.OpEventGetEvents, task},
		"meeting with Dan and Ronit tue 4pm":                                    {create},
		"remind me to buy milk and eggs at 6":                                   {task},
		"lunch and learn thursday 12":                                           {create},
		"פגישה עם דן ורונית ביום שלישי ב4":                                      {create},
		"תזכיר לי לקנות חלב וביצים ב6":                                          {task},
		"dentist tue 4pm and haircut thu":                                       {memo.OpUnknown},
		"schedule dentist tuesday at 4 and also haircut thursday at 10":         {create, create},
		"book a dentist appointment tue 4pm and haircut thu 10am":               {create, create},
		"תקבע תור לרופא שיניים ביום שלישי ב4 ותספורת ביום חמישי ב10":            {create, create},
		"dentist on tuesday at 4pm, haircut on thursday at 10am":                {create, create},
		"dentist tue 4pm, haircut thu 10am, gym fri 7am":                        {create, create, create},
		"רופא שיניים ביום שלישי ב4, תספורת ביום חמישי ב10":                      {create, create},
		"lunch with Dan, Ronit and Avi tue 1pm":                                 {create},
		"dinner with Dana, Tuesday at 8":                                        {create},
		"ארוחת ערב עם דנה, רונית ואבי ביום שלישי ב8":                            {create},
		"meeting with Dan tue 4pm, with Ronit thu 10am":                         {memo.OpUnknown},
		"dentist tue 3pm\nhaircut thu 5pm":                                      {create, create},
		"add milk to the shopping list\nremind me at 6 to go to the store":      {list, task},
		"רופא שיניים ביום שלישי ב3\nתספורת ביום חמישי ב5":                       {create, create},
		"תזכיר לי מחר ב9 לקנות חלב\nתזכיר לי בשישי ב10 להתקשר לסבתא":            {task},
		"dentist tue 3pm\nhaircut thu":                                          {memo.OpUnknown},
		"remind me at 5 to call mom\nand tell her about friday":                 {memo.OpUnknown},
		"meeting with Dan\nand Ronit tomorrow at 5":                             {create},
		"add salt and pepper to the shopping list":                              {list},
		"תוסיף מלח ופלפל לרשימת הקניות":                                         {list},
		"meeting between 3 and 5 tomorrow":                                      {create},
	} {
		if got := kinds(plan(t, text)); !slices.Equal(got, want) {
			t.Errorf("%q: %v; want %v", text, got, want)
		}
	}
}

// TestToldWhereAfter: an event told in one sentence and its place or
// matter in the next, pointing back at it, is the event with that place
// or matter; a next sentence that points back and is read neither way,
// or follows no single new event, declines the message; one with a time,
// or a request of its own, is read as before.
func TestToldWhereAfter(t *testing.T) {
	for text, w := range map[string][3]string{
		"Eye Doctor tomorrow at 3. It is at the clinic on Herzl Street": {"Eye Doctor", "the clinic on Herzl Street", ""},
		"Eye Doctor tomorrow at 3. It's at the clinic on Herzl Street.": {"Eye Doctor", "the clinic on Herzl Street", ""},
		"team meeting monday 9am. The meeting is in room 4":             {"team meeting", "room 4", ""},
		"dentist thursday at 10. it's about the crown":                  {"dentist", "", "the crown"},
		"פגישה עם רואה החשבון ביום ראשון ב10. זה במשרד שלו ברמת גן":     {"פגישה עם רואה החשבון", "המשרד שלו ברמת גן", ""},
		"תור לרופא עיניים מחר ב3. זה במרפאה ברחוב הרצל":                 {"תור לרופא עיניים", "המרפאה ברחוב הרצל", ""},
		"ארוחת ערב ביום שישי ב8. זה אצל ההורים":                         {"ארוחת ערב", "אצל ההורים", ""},
		"פגישה עם הבנק ביום שני ב9. זה לגבי המשכנתא":                    {"פגישה עם הבנק", "", "המשכנתא"},
	} {
		p := plan(t, text)
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %v; want one event", text, kinds(p))
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != w[0] || d.Location != w[1] || d.Description != w[2] {
			t.Errorf("%q: %q at %q about %q; want %q", text, d.Summary, d.Location, d.Description, w)
		}
	}
	for text, want := range map[string][]memo.Op{
		"Eye Doctor tomorrow at 3. It's important":                                        {memo.OpUnknown},
		"dentist tomorrow at 3. it's in the morning":                                      {memo.OpUnknown},
		"remind me tomorrow at 3 to call the clinic. It is at the clinic on Herzl Street": {memo.OpUnknown},
		"רופא שיניים מחר ב3. זה בדיקה שנתית":                                              {memo.OpUnknown},
	} {
		p := plan(t, text)
		if got := kinds(p); !slices.Equal(got, want) {
			t.Errorf("%q: %v; want %v", text, got, want)
		}
		for _, s := range p.Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Location != "" {
				t.Errorf("%q: a place %q; want none", text, s.Calendar.Drafts[0].Location)
			}
		}
	}
}

// TestEventToldThenReminder: an event told with its day and hour in a
// sentence of its own, and a reminder asked for in the next with a thing
// of its own, are both, the reminder on the event's day; a clause that
// only tells when a thing ends, or gives no hour, is the reminder's
// context, as before.
func TestEventToldThenReminder(t *testing.T) {
	for text, want := range map[string][]memo.Op{
		"Eye Doctor tomorrow at 3. Remind me at 2 to leave":   {memo.OpEventCreate, memo.OpTaskCreate},
		"רופא שיניים מחר ב3. תזכירי לי ב2 לצאת":               {memo.OpEventCreate, memo.OpTaskCreate},
		"my shift ends at 3 tomorrow. remind me at 2 to pack": {memo.OpTaskCreate},
		"i'm off friday. remind me at 2 to call the bank":     {memo.OpTaskCreate},
		"pick up Mia at 5 remind me at 4.45":                  {memo.OpTaskCreate},
	} {
		p := plan(t, text)
		if got := kinds(p); !slices.Equal(got, want) {
			t.Errorf("%q: %v; want %v", text, got, want)
			continue
		}
		if s := p.Steps[len(p.Steps)-1]; len(want) == 2 && !s.Tasks.Drafts[0].DueDate.Equal(*at(21, 14, 0)) {
			t.Errorf("%q: the reminder at %v; want the event's day at 14:00", text, s.Tasks.Drafts[0].DueDate)
		}
	}
}

// TestChatterBeforeClosingCommand: chatter said of oneself before a
// closing command ("… im so dead lol put it in my calendar", "… אני
// הולכת למות תכניסי ללוח שנה") is no part of the title; what is said to
// someone, or a feeling that is not chatter, stays.
func TestChatterBeforeClosingCommand(t *testing.T) {
	for text, title := range map[string]string{
		"physics final fri 9am im so dead lol put it in my calendar":    "physics final",
		"bio quiz tmrw 8am ngl i'm cooked, add to calendar":             "bio quiz",
		"physics final fri 9am im so dead lol remind me thursday night": "physics final",
		"מחר ב8 מבחן בכימיה אני הולכת למות 💀 תכניסי ללוח שנה":           "מבחן בכימיה",
		"מבחן בהיסטוריה ביום חמישי ב9 אני גמורה תרשמי ביומן":            "מבחן בהיסטוריה",
		"מבחן בהיסטוריה ביום חמישי ב9 אני ממש בלחץ תזכירי לי":           "מבחן בהיסטוריה",
		"tell her i'm so stressed friday at 5 put it in my calendar":    "tell her i'm so stressed",
	} {
		p := plan(t, text)
		s := p.Steps[0]
		got := ""
		switch {
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			got = s.Calendar.Drafts[0].Summary
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			got = s.Tasks.Drafts[0].Text
		}
		if len(p.Steps) != 1 || got != title {
			t.Errorf("%q: %v %q; want %q", text, kinds(p), got, title)
		}
	}
}

// TestSlippedCommandTitle: a command mistyped at the head of a message
// with no other command ("reimnd …", "תבקע …") is not kept as the
// title's first word: the message is declined. A word that only looks
// like a verb of making ("scheduler", "תקבעו") is read as before.
func TestSlippedCommandTitle(t *testing.T) {
	for text, want := range map[string]memo.Op{
		// Mended, a bare "remind" before a deed's verb is "remind me".
		"reimnd call the bank tomorrow at 9":                               memo.OpTaskCreate,
		"תבקע בדיקת דם ביום חמישי ב-12:00":                                 memo.OpUnknown,
		"תבקע בדיקת דם ביום חמישי ב-12:00 ופגישה עם דני ביום שישי ב-12:00": memo.OpUnknown,
		"scheduler sync tuesday at 4":                                      memo.OpEventCreate,
		"jsut booked a flu shot this evening at 6":                         memo.OpUnknown,
		// A part not read beside a part done: declined whole.
		"put on my to do list pick up the kids from school and book a table at nando's": memo.OpUnknown,
		// A rare word a slip makes more often than it is meant: "just".
		"hi, juts so you know, my passport number is 12345678": memo.OpMemoryStore,
		"just booked a flu shot this evening at 6":             memo.OpEventCreate,
		"schedule dentist appointment monday at 9":             memo.OpEventCreate,
		"תקבע בדיקת דם ביום חמישי ב-12:00":                     memo.OpEventCreate,
	} {
		if got := kinds(plan(t, text)); got[0] != want {
			t.Errorf("%q: %v; want %v", text, got, want)
		}
	}
}

// TestEventCommaReminder: an event with its own day and hour, then a
// comma and a reminder with a thing and a time of its own, is both, as
// when a full stop parts them; a clause about the speaker's own thing or
// one without a day stays context of the reminder alone.
func TestEventCommaReminder(t *testing.T) {
	create, task := memo.OpEventCreate, memo.OpTaskCreate
	for text, want := range map[string][]memo.Op{
		"dentist tomorrow at 3, remind me at 2 to leave":                                {create, task},
		"meeting with Dan thursday at 10, remind me wednesday at 8 to print the slides": {create, task},
		"רופא שיניים מחר ב3, תזכירי לי ב2 לצאת":                                         {create, task},
		"פגישה עם דן ביום חמישי ב10, תזכיר לי ביום רביעי ב8 להדפיס":                     {create, task},
		"רופא שיניים מחר ב3, תזכיר לי ב2 לצאת":                                          {create, task},
		// Near misses: context of the reminder.
		"my shift ends at 3 tomorrow, remind me at 2 to pack":       {task},
		"המשמרת שלי נגמרת מחר ב3, תזכירי לי ב2 לארוז":               {task},
		"I have a meeting tomorrow at 3, remind me at 2 to prepare": {task},
		"יש לי פגישה מחר ב3, תזכיר לי ב2 להתכונן":                   {task},
		"pick up Mia tomorrow at 5, remind me at 4.45":              {task},
		"dentist at 3, remind me at 2 to leave":                     {task},
	} {
		if got := kinds(plan(t, text)); !slices.Equal(got, want) {
			t.Errorf("%q: %v; want %v", text, got, want)
		}
	}
}
