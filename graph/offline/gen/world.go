package gen

import "github.com/memo-assistant/memo"

// A statement of how the world runs, told with an hour and no command, is
// one of the fact kind's near-misses: "the store closes at 9", "the bus
// leaves tomorrow at 7", "הבנק נפתח בשמונה", "הרכבת יוצאת מחר ב-6", and the
// user's own day told so ("I get to the office at 9", "school ends at 3",
// "המשמרת שלי מתחילה ב7"). It asks for nothing: nothing may be stored of
// it, neither a fact nor a reminder nor an event, and no event changed;
// declining it, or asking what to do with it, is right.

var (
	// worldPlacesEN and worldPlacesHE are places that open and close; a
	// Hebrew place with its verbs in its gender.
	worldPlacesEN = []string{"the store", "the pharmacy", "the bank", "the post office", "the supermarket", "the library", "the gym", "store"}
	worldPlacesHE = [][3]string{
		{"הסופר", "נסגר", "נפתח"}, {"הבנק", "נסגר", "נפתח"}, {"הדואר", "נסגר", "נפתח"}, {"בית המרקחת", "נסגר", "נפתח"},
		{"המכולת", "נסגרת", "נפתחת"}, {"הספרייה", "נסגרת", "נפתחת"}, {"הקופה", "נסגרת", "נפתחת"},
	}
	worldOpenEN = []string{"closes", "opens", "shuts", "closes", "opens"}
	// worldRidesEN and worldRidesHE are what leaves on a timetable.
	worldRidesEN = []string{"the bus", "the train", "the ferry", "the last train", "the shuttle"}
	worldRidesHE = []string{"האוטובוס יוצא", "הרכבת יוצאת", "המעבורת יוצאת", "ההסעה יוצאת", "הקו האחרון יוצא"}
	worldLeaveEN = []string{"leaves", "departs"}
	// worldRoutineEN and worldRoutineHE are the user's own day told: the
	// user arriving, starting, finishing, waking; a routine starting or
	// ending.
	worldRoutineEN = []string{"I get to the office", "I start work", "we finish", "I usually get to work", "school ends",
		"my shift starts", "work starts", "I wake up", "school lets out", "the kids' school ends", "I get home"}
	worldRoutineHE = []string{"אני מגיע למשרד", "אני מגיעה לעבודה", "בית הספר נגמר", "המשמרת שלי מתחילה", "אני מסיים לעבוד",
		"הגן נגמר", "אני קמה", "הלימודים מתחילים", "אנחנו מסיימים", "אני חוזרת הביתה"}
	// worldTimesEN and worldTimesHE are the hours they are told at.
	worldTimesEN = []string{"at 9", "at 8pm", "tomorrow at 7", "at 21:00", "on friday at 2", "at 7"}
	worldTimesHE = []string{"ב9", "ב-8 בערב", "מחר ב-7", "בשמונה", "ביום שישי ב-2", "ב-21:00"}
)

// worldTold makes c a statement of how the world runs, its parts chosen
// by n (drawn from the words already said, so the other cases stay as
// they were).
func worldTold(c *Case, n int) {
	var text string
	if n%3 == 1 && n/3%2 == 0 {
		// "I get to the office at 9", "המשמרת שלי מתחילה ב7": the user's day.
		when := in(c.Lang, worldTimesEN, worldTimesHE)
		text = in(c.Lang, worldRoutineEN, worldRoutineHE)[n/6%len(in(c.Lang, worldRoutineEN, worldRoutineHE))] + " " + when[n%len(when)]
		c.Template, c.Text, c.Want = "{routine} {t}", text, Want{Op: memo.OpUnknown, World: true}
		return
	}
	if c.Lang == memo.Hebrew {
		when := worldTimesHE[n%len(worldTimesHE)]
		if n%3 == 0 {
			text = worldRidesHE[n/3%len(worldRidesHE)] + " " + when
		} else {
			p := worldPlacesHE[n/3%len(worldPlacesHE)]
			text = p[0] + " " + p[1+n%2] + " " + when
		}
	} else {
		when := worldTimesEN[n%len(worldTimesEN)]
		if n%3 == 0 {
			text = worldRidesEN[n/3%len(worldRidesEN)] + " " + worldLeaveEN[n%2] + " " + when
		} else {
			text = worldPlacesEN[n/3%len(worldPlacesEN)] + " " + worldOpenEN[n%len(worldOpenEN)] + " " + when
		}
	}
	c.Template, c.Text, c.Want = "{world} {verb} {t}", text, Want{Op: memo.OpUnknown, World: true}
}

// scoreWorld scores a statement of how the world runs: nothing stored.
func scoreWorld(steps []memo.Step) (Outcome, string) {
	for _, s := range steps {
		switch s.Operation {
		case memo.OpTaskCreate, memo.OpEventCreate, memo.OpEventCreateRecurring, memo.OpEventUpdate, memo.OpListAdd, memo.OpMemoryStore:
			return Wrong, "a statement of how the world runs kept: " + describe(s)
		}
	}
	if len(steps) == 1 && steps[0].Capability == memo.CapGeneral {
		return Correct, ""
	}
	return Declined, "read as " + describe(steps[0])
}
