package gen

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Pronoun is a follow-up on the item the conversation is about (the
// reminder or the event just made), naming it only as "it": "when is
// it?", "cancel it", "done with it", "snooze 30 min", "make it 6
// instead", "מתי זה?", "תבטל אותו", "סיימתי עם זה", "תדחה בחצי שעה". The
// case carries that item as its Focus.
const Pronoun Kind = "pronoun"

// The intents of a Pronoun case.
const (
	pronounWhen   = "when"
	pronounDelete = "delete"
	pronounDone   = "done"
	pronounShift  = "shift"
	pronounRetime = "retime"
	// pronounSkip leaves tomorrow's occurrence out of a repeating focus
	// and keeps the rest: "skip it tomorrow", "רק מחר לא".
	pronounSkip   = "skip"
	pronounRepeat = "repeat"
	pronounNote   = "note"
	pronounItems  = "items"
	// pronounLength gives the event a new length and keeps its start:
	// "naw make it half an hour", "שיהיה שעתיים".
	pronounLength = "length"
)

// pronounSaid is a follow-up as said, what it means, and whether it is
// said of a reminder only ("done with it", "snooze").
type pronounSaid struct {
	text, intent string
	// by is the shift's amount; taskOnly marks words said of reminders.
	by       time.Duration
	taskOnly bool
	// rec and every are how a repetition repeats, on the focus's own
	// day; note and place what is added to an event (eventOnly).
	rec         memo.RecurrenceType
	every       int
	note, place string
	eventOnly   bool
	// listOnly marks items for the list in focus, said as {g}.
	listOnly bool
	// length is the event's new length (pronounLength).
	length time.Duration
}

var (
	pronounEN = []pronounSaid{
		{text: "when is it?", intent: pronounWhen}, {text: "when's that?", intent: pronounWhen}, {text: "for when?", intent: pronounWhen},
		{text: "when is it again?", intent: pronounWhen}, {text: "what time is it set for?", intent: pronounWhen},
		{text: "what time did you set it for?", intent: pronounWhen},
		{text: "cancel it", intent: pronounDelete}, {text: "nvm cancel it", intent: pronounDelete}, {text: "cancel that one", intent: pronounDelete},
		{text: "delete it", intent: pronounDelete}, {text: "just cancel it", intent: pronounDelete},
		{text: "done with it", intent: pronounDone, taskOnly: true}, {text: "i'm done with it", intent: pronounDone, taskOnly: true},
		{text: "finished it", intent: pronounDone, taskOnly: true},
		{text: "close it", intent: pronounDone, taskOnly: true}, {text: "close the task", intent: pronounDone, taskOnly: true},
		{text: "mark the task closed", intent: pronounDone, taskOnly: true},
		{text: "snooze 30 min", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "snooze for 30 minutes", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "snooze it an hour", intent: pronounShift, by: time.Hour, taskOnly: true},
		{text: "push it back an hour", intent: pronounShift, by: time.Hour}, {text: "postpone it by 20 minutes", intent: pronounShift, by: 20 * time.Minute},
		{text: "make it 6 instead", intent: pronounRetime}, {text: "make it 6", intent: pronounRetime}, {text: "move it to 6 instead", intent: pronounRetime},
		{text: "push it to the evening, like 6", intent: pronounRetime}, {text: "move it to the evening, say 6", intent: pronounRetime},
		{text: "snooze it to 6", intent: pronounRetime, taskOnly: true}, {text: "snooze it to 6pm", intent: pronounRetime, taskOnly: true},
		// Said politely, or as a mistake owned.
		{text: "now move it to 6 please", intent: pronounRetime}, {text: "could you possibly move it to 6", intent: pronounRetime},
		{text: "actually, would you mind making it 6", intent: pronounRetime}, {text: "make it 6 actually", intent: pronounRetime},
		{text: "sorry, I've made a mistake, it should be 6", intent: pronounRetime}, {text: "it should be at 6.00", intent: pronounRetime},
		{text: "please delete it, it's been cancelled", intent: pronounDelete},
		{text: "oh, please delete that one, my sister is doing it instead", intent: pronounDelete},
		// With why after it, or a word of filler, and no pause.
		{text: "nah delete that my teacher extended it", intent: pronounDelete}, {text: "cancel it, not needed anymore", intent: pronounDelete},
		{text: "delete it, no longer relevant", intent: pronounDelete}, {text: "done, I picked them up already", intent: pronounDone, taskOnly: true},
		{text: "done I just got back", intent: pronounDone, taskOnly: true}, {text: "mark it done I finally got to it", intent: pronounDone, taskOnly: true},
		// A move said with its way and a polite question.
		{text: "could you move it later to 6", intent: pronounRetime}, {text: "can we push it back to 6?", intent: pronounRetime},
		// A remark around the change: why after it, a sigh, a plan told, "2" for "to".
		{text: "make it 6 practice runs late", intent: pronounRetime}, {text: "its actualy 6 sorry", intent: pronounRetime},
		{text: "cancel that, I'm pushing it to 6", intent: pronounRetime}, {text: "push it 2 6", intent: pronounRetime},
		{text: "I am afraid I was mistaken; it is at six", intent: pronounRetime},
		{text: "the task is finished, please mark it as done", intent: pronounDone, taskOnly: true},
		// One day of a series left out, the rest kept.
		{text: "skip it tomorrow", intent: pronounSkip}, {text: "skip tomorrow", intent: pronounSkip},
		{text: "cancel it just for tomorrow", intent: pronounSkip}, {text: "cancel only tomorrow", intent: pronounSkip},
		{text: "not tomorrow", intent: pronounSkip}, {text: "no reminder tomorrow", intent: pronounSkip, taskOnly: true},
		{text: "please skip the reminder tomorrow", intent: pronounSkip, taskOnly: true},
		// Made to repeat, or told a note or a place.
		{text: "make it every week", intent: pronounRepeat, rec: memo.RecurWeekly}, {text: "every day actually", intent: pronounRepeat, rec: memo.RecurDaily},
		{text: "make it repeat every day", intent: pronounRepeat, rec: memo.RecurDaily},
		{text: "actually every other week", intent: pronounRepeat, rec: memo.RecurWeekly, every: 2},
		{text: "have it repeat every month", intent: pronounRepeat, rec: memo.RecurMonthly},
		{text: "add note bring the snake", intent: pronounNote, note: "bring the snake", eventOnly: true},
		{text: "add a note: bring ID", intent: pronounNote, note: "bring ID", eventOnly: true},
		{text: "can you add a note that we need the projector", intent: pronounNote, note: "we need the projector", eventOnly: true},
		{text: "it's at room 3", intent: pronounNote, place: "room 3", eventOnly: true},
		{text: "oh it's in meeting room B", intent: pronounNote, place: "meeting room B", eventOnly: true},
		{text: "also add {g}", intent: pronounItems, listOnly: true}, {text: "chuck {g} on there too", intent: pronounItems, listOnly: true},
		{text: "throw in {g}", intent: pronounItems, listOnly: true}, {text: "stick {g} on it", intent: pronounItems, listOnly: true},
		{text: "add {g} too", intent: pronounItems, listOnly: true},
		{text: "also add: {g}", intent: pronounItems, listOnly: true}, {text: "add {g} for brekkie", intent: pronounItems, listOnly: true},
		{text: "also add {g} for the bbq", intent: pronounItems, listOnly: true},
		{text: "also add {g} for shabbat", intent: pronounItems, listOnly: true}, {text: "add {g} for the party too", intent: pronounItems, listOnly: true},
		// Other forms of a move's verb, and a detail told as where it goes.
		{text: "mv it to 6", intent: pronounRetime}, {text: "bump it to 6", intent: pronounRetime}, {text: "resched to 6", intent: pronounRetime},
		{text: "put in the notes bring ID", intent: pronounNote, note: "bring ID", eventOnly: true},
		{text: "add that we need the projector", intent: pronounNote, note: "we need the projector", eventOnly: true},
		{text: "add that it's in the living room", intent: pronounNote, place: "living room", eventOnly: true},
		// Where it is, asked, or told after the question.
		{text: "where is it?", intent: pronounWhen, eventOnly: true}, {text: "where's that again?", intent: pronounWhen, eventOnly: true},
		{text: "where is it? at the community center", intent: pronounNote, place: "community center", eventOnly: true},
		{text: "where's it? it's at the Hilton lobby", intent: pronounNote, place: "Hilton lobby", eventOnly: true},
		{text: "location: Cafe Nahat", intent: pronounNote, place: "Cafe Nahat", eventOnly: true},
		// An hour alone marked as one, a filler before a change, the
		// minutes apart, an amount more.
		{text: "6ish", intent: pronounRetime}, {text: "at 6", intent: pronounRetime}, {text: "around 6", intent: pronounRetime},
		{text: "nah make it 6", intent: pronounRetime}, {text: "no sorry 6 00", intent: pronounRetime},
		{text: "i can't, make it 6", intent: pronounRetime},
		{text: "push it out another hour", intent: pronounShift, by: time.Hour}, {text: "push it back another 20 minutes", intent: pronounShift, by: 20 * time.Minute},
		// An apology, its letters held or not, before the hour meant.
		{text: "ok so sorrry my bad, at 6 please", intent: pronounRetime}, {text: "sorry my mistake, 6pm", intent: pronounRetime},
		{text: "sooorry, at 6", intent: pronounRetime},
		// A change announced by a noun, the doing said again or not.
		{text: "change of plan, at 6", intent: pronounRetime}, {text: "update: we're leaving at 6", intent: pronounRetime},
		// A new length: the start kept.
		{text: "naw make it half an hour", intent: pronounLength, length: 30 * time.Minute, eventOnly: true},
		{text: "make it 90 minutes", intent: pronounLength, length: 90 * time.Minute, eventOnly: true},
		{text: "nah make it 2 hours", intent: pronounLength, length: 2 * time.Hour, eventOnly: true},
		// A change with why after it that has a time of its own: the
		// change's hour, never the why's; a correction said as someone's
		// word; a removal taken back or said with a day it happened.
		{text: "move it to 6, he's only back from the game at half 5", intent: pronounRetime},
		{text: "make that 6, they only open at 6", intent: pronounRetime}, {text: "nvm make it 6 my mom gets home at 7", intent: pronounRetime},
		{text: "push it to 6 because my shift ends at 5", intent: pronounRetime}, {text: "sorry she said 6 not 5", intent: pronounRetime},
		{text: "jk delete that", intent: pronounDelete}, {text: "cancel it, he has come today only", intent: pronounDelete},
		{text: "delete it, she already came yesterday", intent: pronounDelete},
		// Told cancelled, and to take it off the calendar.
		{text: "it got cancelled, take it out of the calendar", intent: pronounDelete, eventOnly: true},
		// Told as news, the helper verb glued or left out.
		{text: "it's cancelled", intent: pronounDelete, eventOnly: true}, {text: "it's been cancelled", intent: pronounDelete, eventOnly: true},
		{text: "it's been moved to 6", intent: pronounRetime, eventOnly: true}, {text: "it moving to 6 instead", intent: pronounRetime, eventOnly: true},
		{text: "it moved to 6", intent: pronounRetime, eventOnly: true}, {text: "it's getting pushed to 6", intent: pronounRetime, eventOnly: true},
		// A bare "no" before the hour meant, with no mark between; a
		// thing told done in words of one's own.
		{text: "no 6", intent: pronounRetime}, {text: "nah its 6 fam", intent: pronounRetime}, {text: "nope 6pm", intent: pronounRetime},
		{text: "pardon, not 5, it's 6", intent: pronounRetime},
		{text: "grand thats done now, im after doing it", intent: pronounDone, taskOnly: true},
		{text: "done already la, can tick it", intent: pronounDone, taskOnly: true}, {text: "its done", intent: pronounDone, taskOnly: true},
		// An amount "more", the delete verb typed short, a word of address
		// between why and the command.
		{text: "push it 15 more minutes", intent: pronounShift, by: 15 * time.Minute},
		{text: "push it 20 more minutes, she is not awake yet", intent: pronounShift, by: 20 * time.Minute, taskOnly: true},
		{text: "del", intent: pronounDelete}, {text: "they pushed it bro cancel it", intent: pronounDelete},
		// A correction said formally: the mistake owned, the time said as
		// how it should read, or said again after the line dropped; an
		// hour said with politeness around it.
		{text: "I beg your pardon, that should read 6:00.", intent: pronounRetime}, {text: "my apologies, make that 6", intent: pronounRetime},
		{text: "apologies, it should have been 6", intent: pronounRetime}, {text: "excuse me, it should be six", intent: pronounRetime},
		{text: "forgive me, that should say 6", intent: pronounRetime}, {text: "sorry signal went, that was 6pm", intent: pronounRetime},
		{text: "at 6, if you please", intent: pronounRetime}, {text: "at 6 thank you so much 🙏", intent: pronounRetime},
		// Slang that drops it; the removal with why said after "that" with
		// no pause; a tick with no pronoun.
		{text: "actually kill it", intent: pronounDelete}, {text: "nuke it", intent: pronounDelete}, {text: "ditch that", intent: pronounDelete},
		{text: "oh please cancel that the plumber just telephoned", intent: pronounDelete},
		{text: "cancel it the mechanic rang already", intent: pronounDelete}, {text: "delete that my sister sorted it", intent: pronounDelete},
		{text: "check it off", intent: pronounDone, taskOnly: true}, {text: "mark done", intent: pronounDone, taskOnly: true},
	}
	pronounHE = []pronounSaid{
		{text: "מתי זה?", intent: pronounWhen}, {text: "לאיזו שעה קבעת?", intent: pronounWhen}, {text: "למתי?", intent: pronounWhen},
		{text: "לפח", intent: pronounDelete}, {text: "תעיף את זה לפח", intent: pronounDelete}, {text: "תבטל את זה האינסטלטור התקשר", intent: pronounDelete},
		{text: "תעשה וי", intent: pronounDone, taskOnly: true}, {text: "שימי על זה וי", intent: pronounDone, taskOnly: true},
		{text: "מתי זה יהיה?", intent: pronounWhen}, {text: "באיזו שעה זה?", intent: pronounWhen},
		{text: "תמחק את זה", intent: pronounDelete}, {text: "עזוב תמחק את זה", intent: pronounDelete}, {text: "תבטל אותו", intent: pronounDelete},
		{text: "תמחקי את זה", intent: pronounDelete},
		{text: "סיימתי עם זה", intent: pronounDone, taskOnly: true}, {text: "גמרתי את זה", intent: pronounDone, taskOnly: true},
		{text: "תסגור את המשימה", intent: pronounDone, taskOnly: true}, {text: "תסגרי אותה", intent: pronounDone, taskOnly: true},
		{text: "תדחה בחצי שעה", intent: pronounShift, by: 30 * time.Minute, taskOnly: true},
		{text: "תדחי בשעה", intent: pronounShift, by: time.Hour, taskOnly: true},
		{text: "תדחה את זה בשעה", intent: pronounShift, by: time.Hour},
		{text: "נא לדחות את זה בשעה אחת", intent: pronounShift, by: time.Hour}, {text: "לדחות בשעתיים", intent: pronounShift, by: 2 * time.Hour},
		{text: "תעשה את זה ב-6 במקום", intent: pronounRetime}, {text: "תזיז את זה לשש במקום", intent: pronounRetime},
		{text: "תעשה את זה לשש", intent: pronounRetime},
		{text: "תעשי את זה ב-6 האימון נגמר מאוחר", intent: pronounRetime}, {text: "תזיז את זה לשש המנהל מתעכב", intent: pronounRetime},
		{text: "המשימה הושלמה, נא לסמן אותה כבוצעה", intent: pronounDone, taskOnly: true},
		{text: "תעביר את זה לערב, ב-6", intent: pronounRetime}, {text: "תדחה את זה ל-6", intent: pronounRetime, taskOnly: true},
		{text: "עכשיו תזיז את זה ל-6 בבקשה", intent: pronounRetime}, {text: "סליחה טעיתי, זה צריך להיות ב-6", intent: pronounRetime},
		{text: "זה אמור להיות ב-6", intent: pronounRetime}, {text: "תעשה את זה 6 בעצם", intent: pronounRetime},
		{text: "תמחק את זה, זה בוטל", intent: pronounDelete}, {text: "תמחקי את זה כי היא עושה את זה במקומי", intent: pronounDelete},
		{text: "תבטלי אותה, נדחתה", intent: pronounDelete}, {text: "תבטל את זה עזוב", intent: pronounDelete},
		{text: "תבטלי את זה, לא רלוונטי יותר", intent: pronounDelete}, {text: "בוצע, אספתי אותם", intent: pronounDone, taskOnly: true},
		{text: "בוצע סוף סוף הספקתי", intent: pronounDone, taskOnly: true}, {text: "תסמן שסיימתי עשיתי את זה עכשיו", intent: pronounDone, taskOnly: true},
		{text: "אפשר לדחות את זה לשש?", intent: pronounRetime}, {text: "אפשר לדחות לשש?", intent: pronounRetime},
		{text: "תדלג על מחר", intent: pronounSkip}, {text: "תדלגי על מחר", intent: pronounSkip}, {text: "לדלג על מחר", intent: pronounSkip},
		{text: "רק מחר לא", intent: pronounSkip}, {text: "מחר לא", intent: pronounSkip}, {text: "לא מחר", intent: pronounSkip},
		{text: "תבטלי אותה רק מחר", intent: pronounSkip, taskOnly: true}, {text: "תבטל לי את התזכורת רק מחר", intent: pronounSkip, taskOnly: true},
		{text: "ב-6 בערך", intent: pronounRetime}, {text: "בסביבות שש", intent: pronounRetime},
		{text: "אני לא יכולה, תעשי את זה בשש", intent: pronounRetime},
		{text: "תוסיפי את זה כל שבוע", intent: pronounRepeat, rec: memo.RecurWeekly}, {text: "שיהיה כל יום", intent: pronounRepeat, rec: memo.RecurDaily},
		{text: "תעשה את זה כל חודש", intent: pronounRepeat, rec: memo.RecurMonthly},
		{text: "כל שבועיים בעצם", intent: pronounRepeat, rec: memo.RecurWeekly, every: 2},
		{text: "תוסיף הערה: להביא תעודת זהות", intent: pronounNote, note: "להביא תעודת זהות", eventOnly: true},
		{text: "תוסיפי הערה להביא את הנחש", intent: pronounNote, note: "להביא את הנחש", eventOnly: true},
		{text: "תוסיף שזה בחדר ישיבות 3", intent: pronounNote, place: "חדר ישיבות 3", eventOnly: true},
		{text: "זה בחדר 3", intent: pronounNote, place: "חדר 3", eventOnly: true},
		{text: "תוסיפי גם {g}", intent: pronounItems, listOnly: true}, {text: "שימי גם {g}", intent: pronounItems, listOnly: true},
		{text: "תוסיף גם את {g}", intent: pronounItems, listOnly: true}, {text: "וגם {g}", intent: pronounItems, listOnly: true},
		{text: "תוסיפי גם: {g}", intent: pronounItems, listOnly: true}, {text: "תוסיפי {g} לשבת", intent: pronounItems, listOnly: true},
		{text: "תוסיפי גם {g} לארוחת ערב", intent: pronounItems, listOnly: true},
		{text: "תוסיפי גם {g} לשבת", intent: pronounItems, listOnly: true}, {text: "תוסיף גם {g} למסיבה", intent: pronounItems, listOnly: true},
		{text: "הזז את זה לשש", intent: pronounRetime}, {text: "הזיזי לשש", intent: pronounRetime},
		{text: "תרשמי בהערות להביא תעודת זהות", intent: pronounNote, note: "להביא תעודת זהות", eventOnly: true},
		{text: "תרשמי שצריך להביא תעודת זהות", intent: pronounNote, note: "צריך להביא תעודת זהות", eventOnly: true},
		{text: "תוסיף שזה בסלון", intent: pronounNote, place: "סלון", eventOnly: true},
		{text: "סליחה טעות שלי, ב-6", intent: pronounRetime}, {text: "סליחההה, ב-6", intent: pronounRetime},
		{text: "תעשה את זה חצי שעה", intent: pronounLength, length: 30 * time.Minute, eventOnly: true},
		{text: "שיהיה שעתיים", intent: pronounLength, length: 2 * time.Hour, eventOnly: true},
		{text: "תעשי את זה שעה וחצי", intent: pronounLength, length: 90 * time.Minute, eventOnly: true},
		{text: "זה בוטל, תמחק את זה מהיומן", intent: pronounDelete, eventOnly: true},
		{text: "זה בוטל", intent: pronounDelete, eventOnly: true}, {text: "זה התבטל", intent: pronounDelete, eventOnly: true},
		{text: "זה נדחה לשש", intent: pronounRetime, eventOnly: true}, {text: "זה הוזז לשש", intent: pronounRetime, eventOnly: true},
		{text: "איפה זה?", intent: pronounWhen, eventOnly: true}, {text: "ואיפה זה יהיה?", intent: pronounWhen, eventOnly: true},
		{text: "איפה זה? בספרייה העירונית", intent: pronounNote, place: "ספרייה העירונית", eventOnly: true},
		{text: "זה במתנס", intent: pronounNote, place: "מתנס", eventOnly: true},
		{text: "זה אצל דן", intent: pronounNote, place: "אצל דן", eventOnly: true},
		{text: "המיקום: קפה נחת", intent: pronounNote, place: "קפה נחת", eventOnly: true},
		{text: "תעביר את זה לשש, הוא חוזר רק בחמש וחצי", intent: pronounRetime}, {text: "תזיז את זה לשש כי הגן נסגר בחמש", intent: pronounRetime},
		{text: "סליחה היא אמרה שש לא חמש", intent: pronounRetime},
		{text: "תבטל את זה, הוא כבר הגיע היום", intent: pronounDelete}, {text: "תבטלי את זה הוא הגיע היום", intent: pronounDelete},
		{text: "לא 6", intent: pronounRetime}, {text: "לא, זה 6", intent: pronounRetime}, {text: "pardon, לא ב5, זה ב6", intent: pronounRetime},
		{text: "עשיתי את זה כבר", intent: pronounDone, taskOnly: true}, {text: "זה בוצע, אפשר לסמן", intent: pronounDone, taskOnly: true},
		// A word of address between why and the command; "and" before an
		// infinitive that adds.
		{text: "הם דחו אחי, תבטל את זה", intent: pronounDelete}, {text: "ולהוסיף גם {g}", intent: pronounItems, listOnly: true},
		// A correction said formally, or again after the line dropped; an
		// hour said with politeness around it.
		{text: "טעות שלי, צריך להיות 6", intent: pronounRetime}, {text: "אני מתנצלת, זה צריך להיות ב-6", intent: pronounRetime},
		{text: "תיקון: 18:00", intent: pronounRetime}, {text: "סליחה על הטעות, צריך להיות בשש", intent: pronounRetime},
		{text: "סליחה נפלה הקליטה, זה היה ב-6 בערב", intent: pronounRetime}, {text: "ב-6 אם אפשר", intent: pronounRetime},
		{text: "בשש בבקשה 🙏", intent: pronounRetime}, {text: "ב-6 אם לא קשה לך, תודה", intent: pronounRetime},
	}
)

// pronounWhy are what happened, said before a follow-up on the focus by
// language and intent: a why that names nothing but the focus.
var (
	pronounWhyEN = []map[string][]string{{
		pronounDelete: {"she cancelled", "they cancelled", "it got cancelled", "he can't come", "never mind", "turns out they called it off"},
		pronounRetime: {"they changed it", "they swapped me", "sorry my bad", "she asked"},
		pronounDone:   {"never mind", "ok"},
	}}
	pronounWhyHE = []map[string][]string{{
		pronounDelete: {"היא ביטלה", "ביטלו", "זה בוטל", "הוא לא יכול", "עזוב"},
		pronounRetime: {"שינו את זה", "החליפו לי", "סליחה טעיתי"},
		pronounDone:   {"בוצע", "סבבה"},
	}}
)

// pronoun composes a follow-up on a reminder or an event at 17:00
// tomorrow; "6" is then 18:00.
func (g *Generator) pronoun(c *Case) {
	if g.r.IntN(6) == 0 {
		g.pronounNewLead(c) // "make it 2 hours before"
		return
	}
	if g.r.IntN(8) == 0 {
		g.pronounBeforeLead(c) // "remind me a week before" a birthday
		return
	}
	if g.r.IntN(10) == 0 {
		g.pronounCopyFor(c) // "and another one for Sarah at 6"
		return
	}
	if g.r.IntN(12) == 0 {
		g.pronounSeries(c) // "stop it after friday", "actually also wednesday"
		return
	}
	if g.r.IntN(9) == 0 {
		g.pronounAddOn(c) // "and one for checking the troughs", "the following day at the same hour"
		return
	}
	at := day(c.Now, 1).Add(17 * time.Hour)
	said := pick(g.r, in(c.Lang, pronounEN, pronounHE))
	c.Focus = &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: pick(g.r, in(c.Lang, doingsEN, doingsHE)), When: &at}
	if !said.taskOnly && (said.eventOnly || g.r.IntN(2) == 0) {
		end := at.Add(time.Hour)
		c.Focus = &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: pick(g.r, in(c.Lang, heldEN, heldHE)),
			When: &at, End: &end}
	}
	if said.intent == pronounSkip {
		c.Focus.Recurring = true // a day left out of a series
	}
	text := said.text
	if said.intent == pronounRetime {
		if fix := g.bareFix(c); fix != "" {
			text = fix // "6 actually", "the dentist is now at 6 not 5"
		}
		if r := g.stream("nolead"); r.IntN(5) == 0 {
			text = pick(r, in(c.Lang, noLeadFixEN, noLeadFixHE)) // "no do it at 6", "לא תעשה את זה ב6"
		}
	}
	if said.listOnly {
		item := pick(g.r, in(c.Lang, goodsEN, goodsHE))
		c.Focus = &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: pick(g.r, in(c.Lang, Lists[:2], Lists[2:]))}
		text = fill(text, "{g}", item)
		c.Want.Has = []string{item}
	}
	if leads := in(c.Lang, pronounWhyEN, pronounWhyHE)[0][said.intent]; len(leads) > 0 && g.r.IntN(4) == 0 {
		text = pick(g.r, leads) + whyJoin(g, c.Lang, text) + text // "she cancelled, delete it", "she cancelled so delete it"
	}
	c.Template, c.Text = text, text
	c.Want = Want{Intent: said.intent, Note: said.note, Place: said.place, Has: c.Want.Has}
	switch said.intent {
	case pronounRepeat:
		c.Want.Repeat = &memo.Recurrence{Type: said.rec, Every: said.every}
		switch said.rec {
		case memo.RecurWeekly:
			c.Want.Repeat.Days = []int{int(at.Weekday())}
		case memo.RecurMonthly:
			c.Want.Repeat.DayOfMonth = at.Day()
		}
	case pronounShift:
		c.Want.When = When{Times: []time.Time{at.Add(said.by)}}
	case pronounRetime:
		c.Want.When = When{Times: []time.Time{at.Add(time.Hour)}}
	case pronounSkip:
		c.Want.When = When{Times: []time.Time{day(c.Now, 1)}}
	case pronounLength:
		c.Want.When = When{Times: []time.Time{at.Add(said.length)}}
	case pronounDelete:
		toldOff(g.stream("stories"), c)    // "Eli cancelled. No lunch."
		swappedOff(g.stream("swapped"), c) // "בטל החליפו אותי"
	}
}

// scoreSkip scores a day left out of the focus: tomorrow's occurrence of
// the reminder, or of the event by its title, and nothing more.
func scoreSkip(c Case, s memo.Step) (Outcome, string) {
	f := c.Focus
	switch {
	case s.Tasks != nil && s.Operation == memo.OpTaskUpdate && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == f.ID:
		if a := s.Tasks; a.SkipDay != nil && c.Want.When.Accepts(*a.SkipDay) && a.SkipDays == 1 {
			return Correct, ""
		}
	case s.Calendar != nil && s.Operation == memo.OpEventDelete && s.Calendar.Scope == memo.ScopeInstance:
		if a := s.Calendar; a.From != nil && c.Want.When.Accepts(*a.From) && a.Summary == f.Title {
			return Correct, ""
		}

	}
	return Wrong, "not tomorrow's occurrence of the focus: " + describe(s)
}

// scorePronoun scores a step that should act on the case's focus as its
// intent says: show it, delete it (an undo of its making is that too),
// complete it, or move it.
func scorePronoun(c Case, s memo.Step) (Outcome, string) {
	f := c.Focus
	onFocus := s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == f.ID ||
		s.Calendar != nil && len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == f.ID ||
		s.Lists != nil && s.Lists.ListID == f.ID
	if s.Operation == memo.OpUndo && c.Want.Intent == pronounDelete {
		return Correct, ""
	}
	if c.Want.Intent == pronounSkip {
		return scoreSkip(c, s)
	}
	if c.Want.Intent == pronounBefore {
		return scoreBefore(c, s)
	}
	if i := c.Want.Intent; i == pronounSeriesEnd || i == pronounSeriesDays || i == pronounSeriesAsk {
		return scoreSeries(c, s)
	}
	if c.Want.Intent == pronounCopy {
		return scoreCopy(c, s)
	}
	if i := c.Want.Intent; i == pronounAddon || i == pronounNextDay || i == pronounNamed {
		return scoreAddOn(c, s)
	}
	if !onFocus {
		if c.Noise != "" && readOnly(s) {
			// "wheen's that?" searched for: nothing changes. Said plainly,
			// a search instead of the focus is the reply people got wrong.
			return Declined, "a read, not on the focus: " + describe(s)
		}
		return Wrong, "not on the focus: " + describe(s)
	}
	if c.Want.Intent == pronounLead {
		return scoreNewLead(c, s)
	}
	var ok bool
	var moved *time.Time
	switch c.Want.Intent {
	case pronounWhen:
		ok = s.Operation == memo.OpTaskGetAll || s.Operation == memo.OpEventGet
	case pronounDelete:
		ok = s.Operation == memo.OpTaskDelete || s.Operation == memo.OpEventDelete
	case pronounDone:
		ok = s.Operation == memo.OpTaskComplete
	case pronounShift, pronounRetime:
		switch {
		case s.Operation == memo.OpTaskUpdate:
			moved = s.Tasks.NewDue
		case s.Operation == memo.OpEventUpdate && s.Calendar.Fields != nil:
			moved = s.Calendar.Fields.Start
		}
		ok = moved != nil && c.Want.When.Accepts(*moved)
	case pronounRepeat:
		ok = repeatsAsWanted(c.Want.Repeat, s)
	case pronounLength:
		f := s.Calendar
		if ok = s.Operation == memo.OpEventUpdate && f != nil && f.Fields != nil && f.Fields.Start == nil && f.Fields.End != nil; ok {
			moved = f.Fields.End
			ok = c.Want.When.Accepts(*moved)
		}
	case pronounItems:
		ok = s.Operation == memo.OpListAdd && slices.Equal(s.Lists.Items, c.Want.Has)
	case pronounNote:
		f := s.Calendar
		ok = s.Operation == memo.OpEventUpdate && f != nil && f.Fields != nil && f.Fields.Start == nil && f.Fields.Summary == "" &&
			strings.EqualFold(f.Fields.Note, c.Want.Note) && strings.EqualFold(f.Fields.Location, c.Want.Place)
	}
	if !ok {
		return Wrong, fmt.Sprintf("%s for %s, to %s", describe(s), c.Want.Intent, when(moved))
	}
	return Correct, ""
}

// readOnly reports whether s only reads: a search or a listing.
func readOnly(s memo.Step) bool {
	switch s.Operation {
	case memo.OpMemorySearch, memo.OpTaskGetAll, memo.OpEventGet, memo.OpEventGetEvents, memo.OpListGet, memo.OpListGetAll:
		return true
	}
	return false
}

// repeatsAsWanted reports whether s makes the focus repeat as want says:
// the reminder's repetition or the event's series, on the focus's day.
func repeatsAsWanted(want *memo.Recurrence, s memo.Step) bool {
	var got memo.Recurrence
	switch {
	case s.Operation == memo.OpTaskUpdate && s.Tasks != nil && s.Tasks.NewRecurrence != nil && s.Tasks.NewDue == nil:
		got = *s.Tasks.NewRecurrence
	case s.Operation == memo.OpEventUpdate && s.Calendar != nil && s.Calendar.Fields != nil && s.Calendar.Fields.Recurrence != nil &&
		s.Calendar.Fields.Start == nil:
		r := s.Calendar.Fields.Recurrence
		got = memo.Recurrence{Type: r.Type, Days: r.Days, DayOfMonth: r.DayOfMonth, Every: r.Interval}
	default:
		return false
	}
	return got.Type == want.Type && max(got.Every, 1) == max(want.Every, 1) && slices.Equal(got.Days, want.Days) &&
		(want.Type != memo.RecurMonthly || got.DayOfMonth == want.DayOfMonth)
}

// whyJoin is what joins a why to the follow-up after it: a comma, or,
// before a command said with its verb first, "so" ("אז").
func whyJoin(g *Generator, lang memo.Language, text string) string {
	first, _, _ := strings.Cut(text, " ")
	switch first {
	case "cancel", "delete", "move", "push", "make", "תמחק", "תמחקי", "תבטל", "תבטלי", "תזיז", "תעשה", "תעשי", "תדחה", "תעביר":
		if g.r.IntN(2) == 0 {
			return in(lang, []string{" so "}, []string{" אז "})[0]
		}
	}
	return ", "
}
