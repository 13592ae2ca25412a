package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// Conversations for the right-or-ask rules, through memo chat --jsonl, in
// both languages, on SQLite and on Redis state: a parse that leaves words
// unaccounted is not acted on; filler and wrappers never reach a title;
// several requests in one message are several steps; appointments go to
// the calendar; day questions show tasks and events; follow-ups act on the
// item just made or shown; undo and "what did you do?"; snooze and stop on
// a fired reminder; bad input stores nothing.

// say is one line of a conversation: a message ("$fired" in quote is the
// id of the last reminder a clock line sent), or a clock line.
type say struct {
	text, clock, quote string
	check              func(t *testing.T, o out)
}

// converse runs each line as its own process run, moving the pinned clock
// with the clock lines, so a quote can name the reminder that just fired.
func (s *session) converse(lines ...say) {
	s.t.Helper()
	fired := ""
	for i, l := range lines {
		in := map[string]string{"text": l.text}
		if l.clock != "" {
			in = map[string]string{"clock": l.clock}
		}
		if l.quote != "" {
			in["quoted_message_id"] = strings.ReplaceAll(l.quote, "$fired", fired)
		}
		b, _ := json.Marshal(in)
		o := s.run(string(b))[0]
		if l.clock != "" {
			s.now = l.clock
			if len(o.MessageIDs) > 0 {
				fired = o.MessageIDs[0]
			}
		}
		if l.check != nil {
			name := l.text
			if l.clock != "" {
				name = "clock " + l.clock
			}
			s.t.Run(fmt.Sprintf("%02d %s", i, name), func(t *testing.T) {
				l.check(t, o)
				if t.Failed() {
					t.Logf("reply: %s", o.Summary)
				}
			})
		}
	}
}

// nothingDone checks a reply that changed nothing: no success, or a
// question, and no item created.
func nothingDone(t *testing.T, o out) {
	t.Helper()
	if o.Result != nil && (o.Result.Meta.Created > 0 || o.Result.Meta.Updated > 0 || o.Result.Meta.Deleted > 0) {
		t.Errorf("changed something: %+v", o.Result.Meta)
	}
	if o.Success && (o.Result == nil || o.Result.Pending == nil) && o.Tool != "general.thanks" && o.Tool != "general.greet" {
		t.Errorf("success without a question: %s %s", o.Tool, o.Summary)
	}
}

// capability checks the reply's tool is of capability c.
func capability(c string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if !strings.HasPrefix(o.Tool, c+".") {
			t.Errorf("tool=%s, want %s.*", o.Tool, c)
		}
	}
}

// starts checks an event item's start.
func starts(want string) func(t *testing.T, o out) {
	return func(t *testing.T, o out) {
		t.Helper()
		if o.Result == nil || len(o.Result.Items) == 0 || o.Result.Items[0]["start"] != want {
			t.Errorf("start: got %v want %s", o.Result, want)
		}
	}
}

// countN checks the number of result items.
func countN(n int) func(t *testing.T, o out) {
	return func(t *testing.T, o out) { t.Helper(); items(t, o, n) }
}

func TestUnderstandFillerEnglish(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "hey memo good morning!! could u pls remind me to call the plumber about the leaky tap at 11:45, thanks a lot",
				check: all(ok, english, has("plumber"), lacks("pls", "thanks", "remind", "hey"), due("2026-03-10T11:45:00+02:00"))},
			say{text: "ok so i need you to remind me on thursday at like 4 in the afternoon that i have to bring the chairs back to Orly",
				check: all(ok, has("bring the chairs back to Orly"), lacks("ok so", "like", "that i"), due("2026-03-12T16:00:00+02:00"))},
			say{text: "gotta drop off the dry cleaning at 5 today, remind me",
				check: all(ok, has("drop off the dry cleaning"), lacks("gotta", "remind"), due("2026-03-10T17:00:00+02:00"))},
			say{text: "hi there 👋", check: nothingDone},
			say{text: "ok cool thanks!!", check: nothingDone},
			say{text: "🙏🙏", check: nothingDone},
			say{text: "show my tasks", check: countN(3)},
		)
	})
}

func TestUnderstandFillerHebrew(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "בוקר טוב 🙂 תוכל בבקשה להזכיר לי ב-11:45 להתקשר לחשמלאי? תודה רבה!",
				check: all(ok, hebrew, has("להתקשר לחשמלאי"), lacks("בבקשה", "תודה", "תוכל"), due("2026-03-10T11:45:00+02:00"))},
			say{text: "אחי תזכירלי מחר ב7 בערב לקנות אוכל לחתול", check: all(ok, has("לקנות אוכל לחתול"), lacks("אחי", "לי"), due("2026-03-11T19:00:00+02:00"))},
			say{text: "אז תקשיב אני צריך שתזכיר לי ביום חמישי ב-16:00 להחזיר לרוני את המקדחה",
				check: all(ok, has("להחזיר לרוני את המקדחה"), lacks("תקשיב", "צריך"), due("2026-03-12T16:00:00+02:00"))},
			say{text: "היי", check: nothingDone},
			say{text: "סבבה תודה", check: nothingDone},
			say{text: "מה המשימות שלי?", check: countN(3)},
		)
	})
}

// TestUnderstandDeclines: a parse that would leave words unaccounted is
// not acted on, and nothing is stored.
func TestUnderstandDeclines(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "i've got a meeting with the accountant wedd at 14:30", check: nothingDone},
			say{text: "the meeting was moved to 3pm i think?", check: nothingDone},
			say{text: "remind me on february 30 to renew the insurance", check: nothingDone},
			say{text: "remind me at 25:00 to lock the shed", check: nothingDone},
			say{text: "תזכיר לי ב-31/2 לחדש ביטוח", check: nothingDone},
			say{text: "?", check: nothingDone},
			say{text: strings.Repeat("so yeah i was thinking maybe we could go to the beach and then ", 60), check: nothingDone},
			say{text: "show my tasks", check: countN(0)},
			say{text: "מה המשימות שלי?", check: countN(0)},
		)
	})
}

// TestUnderstandTwoRequests: several requests in one message are several
// steps, in order.
func TestUnderstandTwoRequests(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "new list shopping: eggs, bread", check: ok},
			say{text: "remind me at 4 to pick up Yarden from judo and add hummus to the shopping list",
				check: all(ok, lacks("add hummus", "shopping list"))},
			say{text: "remind me at noon to call the vet and at 3pm to pick up the prescription",
				check: all(ok, countN(2), lacks("and to", "3pm"))},
			say{text: "show my tasks", check: all(countN(3), has("Yarden", "vet", "prescription"))},
			say{text: "show the shopping list", check: all(ok, says("hummus"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "רשימת קניות: ביצים, לחם", check: ok},
			say{text: "תוסיף חומוס לרשימת הקניות ותזכיר לי בארבע לאסוף את יובל מהחוג", check: all(ok, has("יובל"), due("2026-03-10T16:00:00+02:00"))},
			say{text: "תזכיר לי ב12 להתקשר לווטרינר וב-15:00 לאסוף את התרופה", check: all(ok, countN(2), lacks("וב-15", "15:00"))},
			say{text: "מה המשימות שלי?", check: countN(3)},
			say{text: "תראה לי את רשימת הקניות", check: says("חומוס")},
		)
	})
}

// TestUnderstandEvents: appointments, dinners and classes with a time go
// to the calendar; "remind me" stays a task; a day's question shows both.
func TestUnderstandEvents(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "dinner at Noa's on friday 8pm", check: all(ok, capability("calendar"), starts("2026-03-13T20:00:00+02:00"))},
			say{text: "remind me on friday at 10 to buy wine", check: all(ok, capability("tasks"), due("2026-03-13T10:00:00+02:00"))},
			say{text: "block thursday 14:00-15:30 for Lia's school play", check: all(ok, capability("calendar"), starts("2026-03-12T14:00:00+02:00"))},
			say{text: "how does my friday look", check: all(ok, says("Noa", "wine"))},
			say{text: "and thursday?", check: all(ok, says("school play"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תור לרופאת עור ביום ראשון ב16:00", check: all(ok, hebrew, capability("calendar"), starts("2026-03-15T16:00:00+02:00"))},
			say{text: "תזכיר לי ביום ראשון ב-10 לשלם לוועד הבית", check: all(ok, capability("tasks"))},
			say{text: "מה הולך אצלי ביום ראשון?", check: all(ok, hebrew, says("עור", "ועד"))},
		)
	})
}

// TestUnderstandFollowUps: corrections and "it" act on the item just made.
func TestUnderstandFollowUps(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me tmrw at 7:30pm to feed Biscuit", check: due("2026-03-11T19:30:00+02:00")},
			say{text: "actually make it 8", check: all(ok, countN(1), has("Biscuit"), due("2026-03-11T20:00:00+02:00"))},
			say{text: "sorry i meant thursday", check: all(ok, has("Biscuit"), due("2026-03-12T20:00:00+02:00"))},
			say{text: "remind me at 5pm to buy a card for Dvir", check: ok},
			say{text: "oops not Dvir, Tomer", check: all(ok, has("Tomer"), lacks("Dvir"))},
			say{text: "add a task to fix the squeaky door", check: ok},
			say{text: "remind me about it saturday morning", check: all(ok, has("squeaky"), due("2026-03-14T09:00:00+02:00"))},
			say{text: "coffee with Adi tomorrow at 9:30", check: capability("calendar")},
			say{text: "push it to 10:30", check: all(ok, starts("2026-03-11T10:30:00+02:00"))},
			say{text: "show my tasks", check: countN(3)},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי מחר ב7 בערב לקנות אוכל לחתול", check: due("2026-03-11T19:00:00+02:00")},
			say{text: "בעצם תעשה את זה בשמונה", check: all(ok, hebrew, has("אוכל לחתול"), due("2026-03-11T20:00:00+02:00"))},
			say{text: "סליחה, התכוונתי ליום שלישי", check: all(ok, due("2026-03-17T20:00:00+02:00"))},
			say{text: "קפה עם עומר מחר ב9:30", check: capability("calendar")},
			say{text: "תזיז את זה ל10:30", check: all(ok, starts("2026-03-11T10:30:00+02:00"))},
			say{text: "מה המשימות שלי", check: countN(1)},
		)
	})
}

// TestUnderstandUndo: undo reverses the last change; "what did you do?"
// tells it.
func TestUnderstandUndo(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me at 18:00 to move the car", check: ok},
			say{text: "wait no, undo that", check: all(ok, has("move the car"), func(t *testing.T, o out) { deleted(t, o, 1) })},
			say{text: "add a task to order contact lenses", check: ok},
			say{text: "delete the contact lenses task", check: func(t *testing.T, o out) { deleted(t, o, 1) }},
			say{text: "oops undo", check: all(ok, has("contact lenses"))},
			say{text: "add kitchen roll to a new list called errands", check: ok},
			say{text: "hmm what did you just do?", check: all(ok, says("kitchen roll", "errands"))},
			say{text: "show my tasks", check: all(countN(1), has("contact lenses"))},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי ב18:00 להזיז את האוטו", check: ok},
			say{text: "רגע לא, תבטל את מה שעשית", check: all(ok, hebrew, func(t *testing.T, o out) { deleted(t, o, 1) })},
			say{text: "תוסיף משימה להזמין עדשות מגע", check: ok},
			say{text: "תמחק את המשימה של העדשות", check: func(t *testing.T, o out) { deleted(t, o, 1) }},
			say{text: "אופס, תחזיר את זה", check: all(ok, has("עדשות"))},
			say{text: "רגע, מה עשית עכשיו?", check: all(ok, hebrew, says("עדשות"))},
		)
		// Each undo takes the newest change not undone yet, across turns.
		u := newSession(t, "2026-03-10T08:30:00+02:00", env)
		u.converse(
			say{text: "add a task to water the plants", check: ok},
			say{text: "add a task to book the dentist", check: ok},
			say{text: "undo", check: all(ok, has("dentist"))},
			say{text: "undo", check: all(ok, has("plants"))},
			say{text: "show my tasks", check: countN(0)},
		)
	})
}

// TestUnderstandFiredReminder: "again in 10 min" and "stop" answer the
// reminder that fired; "did it" quoting it completes it.
func TestUnderstandFiredReminder(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "remind me at 9 to take the lasagna out", check: due("2026-03-10T09:00:00+02:00")},
			say{clock: "2026-03-10T09:00:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "lasagna") }},
			say{text: "again in 10 min", quote: "$fired", check: all(ok, has("lasagna"), due("2026-03-10T09:10:30+02:00"))},
			say{clock: "2026-03-10T09:11:00+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "lasagna") }},
			say{text: "did it, thx", quote: "$fired", check: all(ok, has("lasagna"))},
			say{text: "remind me every 10 minutes to drink water", check: ok},
			say{clock: "2026-03-10T09:21:00+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "water") }},
			say{text: "stop", check: all(ok, has("water"))},
			say{clock: "2026-03-10T09:31:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 0, "") }},
		)
		h := newSession(t, "2026-03-10T08:30:00+02:00", env)
		h.converse(
			say{text: "תזכיר לי ב10:30 לשלוח לשירה את המצגת", check: ok},
			say{clock: "2026-03-10T10:30:30+02:00", check: func(t *testing.T, o out) { fired(t, o, 1, "מצגת") }},
			say{text: "לא עכשיו, תזכיר לי שוב בעוד שעה", quote: "$fired", check: all(ok, hebrew, has("מצגת"), due("2026-03-10T11:30:30+02:00"))},
		)
	})
}

// TestUnderstandNumbered: "2" is the 2nd line of the last numbered
// message, a listing or a question's options.
func TestUnderstandNumbered(t *testing.T) {
	backends(t, func(t *testing.T, env map[string]string) {
		s := newSession(t, "2026-03-10T08:30:00+02:00", env)
		s.converse(
			say{text: "add a task to call Avi about the boat", check: ok},
			say{text: "add a task to call Avi about the invoice", check: ok},
			say{text: "add a task to buy milk", check: ok},
			say{text: "show my tasks", check: countN(3)},
			say{text: "done with the Avi call", check: func(t *testing.T, o out) { pending(t, o, "choose", 2) }},
			say{text: "cancel", check: noPending},
			// The question's options were the last numbered lines shown.
			say{text: "delete 2", check: all(ok, has("invoice"), func(t *testing.T, o out) { deleted(t, o, 1) })},
			say{text: "show my tasks", check: all(countN(2), has("boat", "milk"))},
		)
	})
}
