package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// reDiaryPut is a diary, the British word for a calendar, or a schedule
// (as texted, "sched"), or the calendar cut short ("cal"), named as where a thing is put: "put the dentist in
// my diary for Friday", "add lunch to the diary", "stick the dentist in my
// sched tmrw at 3". Only after a verb that puts and a thing to put: "write
// in my diary" is a task.
var reDiaryPut = compile(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:put|add|pop|stick|enter|pencil|book|schedule|note|log|block|(?:jot|write|note)\s+down)\s+\S.*?\s(?:in|into|to|on)\s+(?:my|the|our)\s+(diary|schedule|sched|cal)\b`)

// diaryAsCalendar reads "diary", "schedule" and "cal" as the calendar where
// reDiaryPut puts a thing in it.
func diaryAsCalendar(s string) string {
	g := reDiaryPut.FindStringSubmatchIndex(lower(s))
	if g == nil {
		return s
	}
	return s[:g[2]] + "calendar" + s[g[3]:]
}

// reTimeThenPut is a thing put in the calendar after its time was said:
// "at 5:30pm stick the dentist in my sched", "tomorrow at 5 add lunch to
// my schedule". Group 1 is what goes before the verb, group 2 the request.
var reTimeThenPut = compile(`^(.+?)\s+((?:put|add|stick|pop)\s+\S.*?\s(?:in|into|to|on)\s+(?:my|the|our)\s+(?:calendar|cal|diary|schedule|sched|agenda))((?:\s+(?:please|pls|plz|thx|thanks))?\s*[.!]*)$`)

// timeThenPut says a request to put a thing in the calendar with its time
// after it when the time was said first ("at 5:30pm stick the dentist in
// my sched" → "stick the dentist in my sched at 5:30pm"): the verb opens
// the request, and nothing of the time stays before it.
func timeThenPut(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, "calendar", "diary", "sched", "agenda", " cal") {
		return s // the cheap check: a calendar is named
	}
	g := reTimeThenPut.FindStringSubmatchIndex(low)
	if g == nil || !onlyWhen(s[g[2]:g[3]]) {
		return s
	}
	return s[g[4]:g[5]] + " " + strings.TrimSpace(s[g[2]:g[3]]) + s[g[6]:g[7]]
}

// eventAddTail reads "choir concert on Sunday at 4pm, please add it" as
// "add to my calendar: …" when the thing told opens with an event's noun
// and holds a time, or its day alone ("bio test fri add it", asked its
// hour then): the request at the end asks to keep what was told
// and is no word of its title. Another thing with a time is kept without
// the request. "תוסיף את זה", "תכניס את זה" are the same.
func eventAddTail(s string) string {
	loc := atEnd(reAddThatAtEnd, lower(s), putAtEndNeeds...)
	if loc == nil || loc[0] == 0 {
		return s
	}
	head := thereIsOff(strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— "))
	if !hasClock(head, shapeNow, time.UTC) && (!leadsWithEvent(head) || dayOf(head, shapeNow, time.UTC) == "") {
		return s // an event's day with no hour is kept, and asked its hour ("bio test fri add it")
	}
	if place, ok := goingOff(head); ok {
		head = place // "we're going to the theatre on Saturday at 8:30. Please write it down."
	} else if !leadsWithEvent(head) && !putInTold(lower(s[loc[0]:]), head) {
		return head // "call Bob tomorrow at 5, add it": the thing and its time
	}
	if hebrewText(head) {
		return "תכניס ליומן: " + head
	}
	return "add to my calendar: " + head
}

// rePutIn is a bare request that puts the thing told in: "put it in", "pop
// it in please", "stick that in", "תכניס את זה", "תכניסי אותו", "תרשום את
// זה". Said of a thing told with its day and its hour and no deed, with
// no list or task named, it is put in the calendar: "Showing at 4412
// Maple at 11 tomorrow, put it in". A bare "add it" keeps such a thing
// as it was told.
var rePutIn = compile(`(?:^|[\s,.;:!\-–—]+)(?:(?:put|pop|stick|chuck|bung|slot|pencil)\s+(?:it|this|that|them)\s+in|` +
	`ו?(?:תכניס|תכניסי|להכניס|הכנס|הכניסי)(?:\s+לי)?|ו?(?:תרשום|תרשמי|לרשום|רשום|רשמי)(?:\s+לי)?\s+(?:את\s+זה|אותו|אותה|זאת|את\s+זאת))(?:\s|$|[?!.,])`)

// putInTold reports whether ask, the bare request closing a message, puts
// in head, a schedule told with its day and hour and no deed (see
// rePutIn).
func putInTold(ask, head string) bool {
	if !rePutIn.MatchString(ask) || opensWithDoing(head) || startsWithHeCommand(head) {
		return false
	}
	r, found, err := timeparse.Parse(head, shapeNow, time.UTC)
	if err != nil || !found || !r.HasDate || !r.HasTime {
		return false
	}
	title := CleanTitle(r.Remainder(head))
	first, _, _ := strings.Cut(lower(title), " ")
	if title == "" || heNotNoun[first] || heDeedNouns[first] || notePronouns[first] || reStatement.MatchString(title) || reQuestionLead.MatchString(lower(title)) {
		return false
	}
	return true
}
