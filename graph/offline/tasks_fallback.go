package offline

import (
	"errors"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Reminders said without their command first: a time and a thing to do
// with no command at all ("call mom tomorrow at 9"), or the command after
// the time ("on the 1st of every month remind me to pay rent").

// reStatement is a word of a sentence that tells or wonders rather than
// names a thing to do: a message with a time and one of these and no
// command is no request.
var reStatement = compile(`(?i)(?:^|\s)(?:was|were|is|are|am|been|being|has|had|will|would|did|does|think|thought|guess|maybe|` +
	`probably|perhaps|said|says|told|moved|changed|cancell?ed|postponed|happened|went|came|i'?m|it'?s|there'?s|` +
	`היה|היתה|הייתה|היו|יהיה|תהיה|אולי|נראה|חושב|חושבת|אמר|אמרה|אמרו|הוזז|הוזזה|נדחה|נדחתה|בוטל|בוטלה|עבר|עברה|קרה)(?:\s|$|[,.!?])|` +
	`^(?:it|that|this|they|he|she|we|זה|זאת|הוא|היא|הם|הן|אנחנו)\s`)

// reFallbackCommand opens a request the fallback must not read as a
// thing to do: "cancel my 3pm meeting" asks to cancel, not to be reminded
// to.
var reFallbackCommand = compile(`^(?:cancel|delete|remove|move|reschedule|postpone|push|change|clear|erase|drop|mark|check|tick|show|list|find|undo|set|add|put|schedule|book|create|make)\b`)

// reAsksMemo opens a request to Memo the grammar did not read: a verb and
// "me" ("text me", "tetx me", "let me know", "textme"), a Hebrew
// second-person verb and "לי" or "אותי" ("תודיע לי", "תעייר אותי"). What follows is no thing to
// do, and a reminder titled "text me to call mom" would be wrong: better
// to say it was not understood.
var reAsksMemo = compile(`^(?:[\p{L}']+\s+me|let\s+me\s+know|(?:text|tell|ping|txt|msg|message|email|notify|buzz|alert)me)(?:\s|$)|^ו?ת\p{Hebrew}{2,}\s+(?:לי|אותי)(?:\s|$)`)

// matchTimedFallback reads a message with a time and some words but no
// command ("call mom tomorrow at 9", "מחר ב-9 רופא שיניים") as a reminder.
func matchTimedFallback(m *message) ([]memo.Step, bool, error) {
	if t := weekdayRun(m.raw); t != m.raw {
		req := m.req
		req.Text = t // "session w/ Avi 7am mon wed fri": every one of them
		n := newMessage(req)
		n.part = m.part
		return matchTimedFallback(n)
	}
	if t, ok := toldScheduleIs(m); ok {
		req := m.req
		req.Text = t // "the reunion is saturday at six": the copula read away
		n := newMessage(req)
		n.part = m.part
		steps, ok, err := matchTimedFallback(n)
		m.tentative = n.tentative
		return steps, ok, err
	}
	if m.lasts == 0 && m.place == "" {
		d, rest := cutDuration(m.raw)
		if d == 0 {
			d, rest = cutLastLength(m.raw, m.now(), m.loc()) // "מחר ב10 אורית החלקה יפנית 3 שעות"
		}
		addr, rest := cutAddress(rest)
		if (d > 0 || addr != "") && rest != "" {
			// "leak fix thurs 1pm about an hour", "job at 14 Maple st
			// tomorrow 8am": a thing that lasts, or is held at an
			// address, is an event, read without its length and place.
			req := m.req
			req.Text = rest
			n := newMessage(req)
			n.lasts, n.place, n.part = d, addr, m.part
			if d == 0 && opensWithDoing(rest) && !leadsWithEvent(rest) {
				// "pick up keys at 14 Maple st at 8": an errand, not where a
				// thing is held; a reminder with the address in its title.
				return errandAtAddress(n, addr)
			}
			steps, ok, err := matchTimedFallback(n)
			m.tentative = n.tentative
			return steps, ok, err
		}
	}
	r, found, err := timeparse.Parse(m.raw, m.now(), m.loc())
	if err != nil && errors.Is(err, timeparse.ErrInvalid) {
		return nil, true, invalidTime(m)
	}
	// A span of days of a month is days and no hour, which the time
	// reader may not read at all: "offsite ב-14-15 בדצמבר בחיפה".
	spanDays := reDayRange.MatchString(m.low) && !opensWithDoing(m.raw)
	if !found && !spanDays || CleanTitle(r.Remainder(m.raw)) == "" {
		return nil, false, nil
	}
	if (r.Past || toldPast(m.raw)) && !spanDays {
		// "bareely slept last night", "worked late yesterday", "I met
		// Dan at 3", "הלכתי לרופא ב-5": with no command, a thing said of
		// the past is told, not asked for (see toldPast).
		return nil, false, nil
	}
	if toldOfWorld(r.Remainder(m.raw)) {
		return nil, false, nil // "the store closes at 9", "הבנק נפתח בשמונה": how the world runs, no request
	}
	other, toldOther := toldOfOther(m.raw) // "Noa has a dentist appointment …": told, not a statement to leave
	var self string
	var toldSelf bool
	var form selfForm
	if !toldOther {
		self, form, toldSelf = m.toldOfSelf(m.raw) // "שבוע הבא יש לי צו מילואים …": told too
		switch {
		case form == selfNot:
			return nil, false, nil // "יש לי רעיון מחר ב-5": no thing to keep
		case form == selfDeed:
			return m.haveDeed(self)
		}
	}
	allDay := !r.HasTime && m.allDayLater(r, r.Remainder(m.raw))
	if !r.HasTime && !allDay && !spanDays && !m.occasionDay(r, r.Remainder(m.raw)) && !(!toldOther && m.eventDay(r, r.Remainder(m.raw))) && !(toldOther && m.otherOccasion(other)) &&
		!(toldSelf && m.toldEventDay(form, self)) {
		if !toldOther && !toldSelf && !m.asksOrTells(r) {
			if steps, ok, err := deadlineNote(m, r); ok {
				return steps, ok, err // "grade midterms by fri"
			}
			return dayDeed(m, r) // "call the plumber tomorrow"
		}
		return nil, false, nil
	}
	statement := reStatement.MatchString(r.Remainder(m.raw))
	switch {
	case toldOther:
		statement = statement && reStatement.MatchString(other.rest)
	case toldSelf:
		statement = reStatement.MatchString(m.remainder(self))
	}
	if statement || m.asksOrTellsLead(r) || (tellsState(m.raw) && !(allDay && toldSelf)) {
		// "the meeting was moved to 3pm?" tells or asks; it asks for nothing.
		return nil, false, nil
	}
	m.tentative = true
	if toldOther {
		return m.createOtherEvent(other)
	}
	if toldSelf {
		return m.createSelfEvent(self)
	}
	text := m.raw
	if !r.HasTime || spanDays {
		steps, err := m.createEvent(text) // "יום הולדת למאיה ביום שישי": the whole day
		return steps, true, err
	}
	if loc := reHaveLead.FindStringIndex(text); loc != nil && leadsWithEvent(text[loc[1]:]) {
		text = text[loc[1]:] // "i've got a meeting with the accountant wed at 14:30"
	}
	if rest, ok := haveEvent(m.raw); ok && r.HasTime {
		text = rest // "יש לי שמירה מחר בעשר בלילה": told, so on the calendar
		steps, err := m.createEvent(text)
		return steps, true, err
	}
	if leadsWithEvent(r.Remainder(text)) || r.HasEnd || saidAtPlace(r.Remainder(text)) || m.lasts > 0 || m.place != "" || toldSchedule(r, r.Remainder(text)) {
		// A thing that runs from one time to another, or for a length
		// said, is an event.
		steps, err := m.createEvent(text)
		return steps, true, err
	}
	steps, err := m.createTask(true)
	return steps, true, err
}

// changeVerbs are the verbs that change or remove what a user has, in
// the forms a request takes (imperative, future, infinitive).
var changeVerbs = wordSet(`move moving reschedule postpone delete cancel remove erase shift delay
	להזיז תזיז תזיזי הזז הזיזי להעביר תעביר תעבירי העבר לדחות תדחה תדחי דחה למחוק תמחק תמחקי מחק
	לבטל תבטל תבטלי בטל לסמן תסמן תסמני סמן`)

// changeVerbLeads reports whether a verb that changes or removes opens the
// message, among its first three words, or glued to one ("אפשרלהזיז"): "can
// you move the dentist to 6", "אשפר להזיז את התזכורת לחמש" ask to change
// something, and their words are no reminder's title.
func changeVerbLeads(raw string) bool {
	ws := strings.Fields(lower(raw))
	for i, w := range ws {
		if i == 3 {
			break
		}
		w = strings.Trim(w, ".,!?:;-")
		if changeVerbs[w] && !(i > 0 && shiftNoun(ws[i-1], w)) && !(w == "shift" && i+1 < len(ws) && whenFollows(ws[i+1])) {
			return true
		}
		for v := range changeVerbs {
			if strings.HasPrefix(v, "ל") && len(w) > len(v) && strings.HasSuffix(w, v) {
				return true
			}
		}
	}
	return false
}

// whenFollows reports whether w, after "shift", says when ("shift on
// saturday", "shift tomorrow 8-20"): the noun, for "shift" the verb takes
// an object first ("shift the meeting to 3").
func whenFollows(w string) bool {
	switch strings.Trim(w, ".,!?:;-") {
	case "on", "at", "from", "tomorrow", "tmrw", "today", "tonight", "this", "next", "every":
		return true
	}
	return weekdayName(strings.Trim(w, ".,!?:;-"))
}

// shiftNoun reports whether w after prev is the noun "shift" ("night
// shift", "my shift"), not the verb that moves a thing.
func shiftNoun(prev, w string) bool {
	if w != "shift" {
		return false
	}
	switch strings.Trim(prev, ".,!?:;-") {
	case "night", "morning", "evening", "day", "late", "early", "double", "swing", "weekend", "my", "a", "the", "work", "long", "short", "extra", "next":
		return true
	}
	return false
}

// reQuestionLead opens a question said without its question mark
// ("what's free tomorrow afternoon", "מה קורה מחר בערב"): it asks, and
// makes no task of its words.
var reQuestionLead = compile(`^(?:what|what's|whats|when|where|who|whom|whose|why|which|how|is|are|am\s+i|do\s+i|does|did|any|anything)(?:\s|$)|` +
	`^(?:מה|מתי|איפה|מי|איך|למה|האם|כמה|איזה|אילו)(?:\s|$)`)

// errandAtAddress reads n, a thing to do told without its street address
// ("fix the boiler at 22 Main Road at 3" → "fix the boiler at 3"), as a
// reminder whose title ends with the address: the house number is no
// hour. Anything but one reminder read from it is left unclaimed.
func errandAtAddress(n *message, addr string) ([]memo.Step, bool, error) {
	n.place = "" // an errand is held nowhere: read as a reminder
	steps, ok, err := matchTimedFallback(n)
	if err != nil || !ok || len(steps) != 1 || steps[0].Operation != memo.OpTaskCreate || steps[0].Tasks == nil || len(steps[0].Tasks.Drafts) != 1 {
		return nil, false, nil
	}
	d := &steps[0].Tasks.Drafts[0]
	if d.Text == "" {
		return nil, false, nil
	}
	d.Text = placeTitle(d.Text, addr)
	return steps, true, nil
}

// reLateCommand finds a reminder command that comes after the time it is
// for: "on the 1st of every month remind me to pay rent", "בעוד 20 דקות
// תזכיר לי לכבות את הדוד".
var reLateCommand = compile(`(?i)(?:^|[\s,;:.\-–—]+)(?:remind|ping|nudge)\s+me\b|(?:^|[\s,;:.\-–—]+)(?:תזכיר|תזכירי)\s+לי(?:\s|$)`)

// reDeadlineLead is the word that makes a day said first a deadline
// ("before monday remind me …", "לפני שני תזכיר לי …"): the request reads
// it as it does after the item.
var reDeadlineLead = compile(`^(?:(?:the\s+)?day\s+before|before|by|ו?(?:יום\s+)?לפני|עד)$`)

// matchLateCommand reads a reminder whose time or recurrence opens the
// message, before the command: the opening must be time and nothing else.
func matchLateCommand(m *message) ([]memo.Step, bool, error) {
	loc := reLateCommand.FindStringIndex(m.raw)
	if loc == nil || loc[0] == 0 {
		return nil, false, nil
	}
	head := strings.TrimSpace(m.raw[:loc[0]])
	rc, rest, err := m.readRecurrence(head)
	if err != nil {
		return nil, false, nil
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if found {
		rest = r.Remainder(rest)
	}
	if left := strings.Trim(rest, " ,;:.-–—"); left != "" && !(found && reDeadlineLead.MatchString(toLower(left))) || (rc.rec == nil && !found) {
		return contextThenReminder(m, loc)
	}
	req := m.req
	req.Text = strings.TrimSpace(strings.TrimLeft(m.raw[loc[0]:], " ,;:.-–—")) + " " + head
	n := newMessage(req)
	n.moved = true
	return matchTaskCreate(n)
}

// contextThenReminder reads a reminder said whole after a sentence that
// only tells why ("im on nights fri and sat, remind me fri at 2pm to take
// a nap before shift"): when what follows the command has its own thing
// to do and its own time, it is the request, and the sentence before it,
// after a comma or a stop, is context. Without both, nothing is claimed.
func contextThenReminder(m *message, loc []int) ([]memo.Step, bool, error) {
	head := strings.TrimRight(m.raw[:loc[0]], " ")
	if !strings.HasSuffix(head, ",") && !strings.HasSuffix(head, ".") && !strings.ContainsAny(m.raw[loc[0]:min(loc[0]+2, len(m.raw))], ",.") {
		return nil, false, nil
	}
	if reReminderWord.MatchString(toLower(head)) {
		return nil, false, nil
	}
	req := m.req
	req.Text = strings.TrimSpace(strings.TrimLeft(m.raw[loc[0]:], " ,;:.-–—"))
	steps, ok, err := matchTaskCreate(newMessage(req))
	if err != nil || !ok || len(steps) != 1 || steps[0].Tasks == nil || len(steps[0].Tasks.Drafts) != 1 {
		return nil, false, nil
	}
	d := steps[0].Tasks.Drafts[0]
	if d.DueDate == nil && d.Recurrence == nil || steps[0].Tasks.NeedTime || !itemText(d.Text) {
		return nil, false, nil
	}
	return steps, true, nil
}

// remindsAnotherDeed reports whether rest, left once the command to remind
// is cut, is a deed of reminding another ("להזכיר לדני להביא את הכסף"):
// the "להזכיר" is the deed's own verb and stays in the title, unlike the
// command said twice ("תזכיר לי להזכיר לי …").
func remindsAnotherDeed(rest string) bool {
	after, ok := strings.CutPrefix(strings.TrimSpace(rest), "להזכיר ")
	if !ok {
		return false
	}
	whom, _, _ := strings.Cut(strings.TrimSpace(after), " ")
	return strings.HasPrefix(whom, "ל") && len([]rune(whom)) > 2 && !notWhom[whom] && !heInfinitives[whom]
}
