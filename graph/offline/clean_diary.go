package offline

import (
	"strings"
	"time"
)

// reDiaryPut is a diary, the British word for a calendar, named as where
// a thing is put: "put the dentist in my diary for Friday", "add lunch to
// the diary". Only after a verb that puts and a thing to put: "write in my
// diary" is a task.
var reDiaryPut = compile(`^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:put|add|pop|stick|enter|pencil|book|schedule|note)\s+\S.*?\s(?:in|into|to|on)\s+(?:my|the|our)\s+(diary)\b`)

// diaryAsCalendar reads "diary" as the calendar where reDiaryPut puts a
// thing in it.
func diaryAsCalendar(s string) string {
	g := reDiaryPut.FindStringSubmatchIndex(lower(s))
	if g == nil {
		return s
	}
	return s[:g[2]] + "calendar" + s[g[3]:]
}

// eventAddTail reads "choir concert on Sunday at 4pm, please add it" as
// "add to my calendar: …" when the thing told opens with an event's noun
// and holds a time: the request at the end asks to keep what was told
// and is no word of its title. Another thing with a time is kept without
// the request. "תוסיף את זה", "תכניס את זה" are the same.
func eventAddTail(s string) string {
	loc := atEnd(reAddThatAtEnd, lower(s), "add", "put", "save", "note", "write", "pop", "stick", "תוסיף", "תוסיפי", "להוסיף", "תכניס", "תכניסי", "להכניס", "תשים", "תשימי", "הוסף", "הוסיפי", "הכנס", "הכניסי", "רשום", "רשמי")
	if loc == nil || loc[0] == 0 {
		return s
	}
	head := thereIsOff(strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— "))
	if !hasClock(head, shapeNow, time.UTC) {
		return s
	}
	if place, ok := goingOff(head); ok {
		head = place // "we're going to the theatre on Saturday at 8:30. Please write it down."
	} else if !leadsWithEvent(head) {
		return head // "call Bob tomorrow at 5, add it": the thing and its time
	}
	if hebrewText(head) {
		return "תכניס ליומן: " + head
	}
	return "add to my calendar: " + head
}
