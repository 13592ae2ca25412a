package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A message may hold several requests: "add milk to the shopping list and
// remind me at 6 to go to the store". It is cut where a conjunction is
// followed by a command of its own, or, after a reminder, by a new time
// and a new thing to do ("remind me at noon to call the vet and at 3pm to
// pick up the prescription"), which takes the reminder's command.

var (
	// reJoinEN is an English conjunction between two requests, after a
	// pause or a sentence's end too ("… at 5. also add eggs …"), and
	// after a filler ("…. oh and add milk …").
	reJoinEN = compile(`(?i)(?:\s*[,;.!?]\s*|\s+)(?:(?:oh|uh|um|ah|and\s+oh)[,.]?\s+)?(?:and\s+also|and\s+then|and|also|then|plus|&)\s+|\s*;\s*|[.!?]\s+|\s*\n\s*`)
	// reJoinHE is a Hebrew one: a "ו" glued to the next word, "וגם",
	// "ואז", or a sentence break (with "גם" or "אז" after it).
	reJoinHE = compile(`(?:\s*[,;.!?]\s*|\s+)(?:(?:אה|אהה|אוי)[,.]?\s+)?(?:וגם\s+|ואז\s+|ו-?)|\s*[.!?]\s*(?:גם|אז)\s+|\s*;\s*|[.!?]\s+|\s*\n\s*`)
	// reCommandEN opens a request the assistant is asked to do.
	reCommandEN = compile(`(?i)^(?:remind\s+me|also\s+remind|add\s|put\s|create\s|make\s+(?:a|me\s+a)\s+(?:new\s+)?list|start\s+a\s+list|new\s+list|` +
		`delete\s|remove\s|cancel\s|move\s|reschedule\s|schedule\s|book\s+(?:a|an|me)\s|show\s+me|show\s+my|mark\s|tick\s|check\s+off|` +
		`set\s+(?:a|me\s+a)\s+reminder|remember\s+that|note\s+that|what'?s\s+on|what\s+do\s+i\s+have)`)
	// reCommaHour is a comma before an hour: "…, at 6 to …", "…, ב-6 ל…";
	// its first group is the joint.
	reCommaHour = compile(`(?i)(\s*,\s*)(?:at|by|ב-?)\s*\d`)
	// reInfinitiveEN is "to <verb>" after a new time in a reminder.
	reInfinitiveEN = compile(`(?i)^(?:to|that\s+i\s+(?:need|have)\s+to)\s+\p{L}`)
	// reEventComma is a bare comma, which joins two events each said
	// with its day and hour and nothing else.
	reEventComma = compile(`\s*,\s*`)
	// reInfinitiveHE is a Hebrew infinitive after a new time.
	reInfinitiveHE = compile(`^ל\p{Hebrew}{2,}`)
)

// clause is one request of a message.
type clause struct {
	text string
	// joint is the text that joined it to the clause before ("and", "ו").
	joint string
	// inherited is set when the clause took the command of a reminder
	// before it.
	inherited bool
}

// splitClauses cuts text at the conjunctions that start a new request. A
// clause that gives only a new time and a new thing to do after a
// reminder takes the reminder's command ("remind me", "תזכיר לי").
func splitClauses(text string, now time.Time, loc *time.Location) []clause {
	if toDoListed(text) {
		return []clause{{text: text}} // "todo: pay rent and book a table"
	}
	join := reJoinEN
	if hebrewText(text) {
		join = reJoinHE
	}
	locs := join.FindAllStringIndex(text, -1)
	inherit := reminderCommand(text)
	if inherit == "" {
		// "dentist tue 4pm, haircut thu 10am": a comma may join two
		// events, each with its time (see eventComma).
		locs = append(locs, reEventComma.FindAllStringIndex(text, -1)...)
		slices.SortFunc(locs, func(a, b []int) int { return a[0] - b[0] })
	}
	if inherit != "" {
		// "remind me at 5 to call dad, at 6 to call mom": after a
		// reminder, a comma before a new hour joins a second one.
		for _, g := range reCommaHour.FindAllStringSubmatchIndex(text, -1) {
			locs = append(locs, g[2:4])
		}
		slices.SortFunc(locs, func(a, b []int) int { return a[0] - b[0] })
	}
	if len(locs) == 0 {
		return []clause{{text: text}}
	}
	var spans [][2]int
	if r, found, err := timeparse.Parse(text, now, loc); err == nil && found {
		spans = r.Spans
	}
	var out []clause
	start, prefix, lead, joint := 0, "", "", ""
	day := "" // the day the last reminder clause was set on, said as a date
	for _, l := range locs {
		if l[0] <= start || insideSpan(l, spans) {
			continue
		}
		rest := strings.TrimSpace(text[l[1]:])
		if rest == "" {
			continue
		}
		p, ok := clauseStart(rest, inherit, now, loc)
		if !ok && inherit != "" && secondTimedThing(text[start:l[0]], rest, now, loc) {
			// "remind me to call mom at 5 and also to buy flowers
			// tomorrow at 10": a second thing to do, at a time of its own.
			p, ok = inherit+" ", true
		}
		verb := ""
		if !ok {
			// "remind me to call mom at 5 and dad at 7": the same deed
			// to someone else, at a time of its own.
			if verb = whomAgain(text[start:l[0]], rest, inherit, now, loc); verb != "" {
				p, ok = inherit+" ", true
			}
		}
		events := false
		if !ok && (timedEvent(text[start:l[0]], now, loc) || scheduledEvent(text[start:l[0]], now, loc)) && timedEvent(rest, now, loc) {
			// "dentist monday 9 and haircut tuesday 16:00", "schedule the
			// dentist tuesday at 4 and also a haircut thursday at 10",
			// "dentist tue 4pm, haircut thu 10am": two events.
			p, ok, events = "", true, true
		}
		if !ok && inherit == "" && thenTimed(text[start:l[0]], text[l[0]:l[1]], rest, now, loc) {
			// "on sunday at 9 technician and then at 3 liat", "ביום ראשון
			// ב-9 טכנאי ואחר כך ב-15 ליאת": a second thing at an hour of
			// its own, after a word of sequence, on the first one's day.
			p, ok, events = "", true, true
		}
		if !ok || inherit == "" && eventComma(text, l) && (!events || dayOf(text[start:l[0]], now, loc) == "" || dayOf(rest, now, loc) == "") {
			continue // a comma joins only two events, each with its day and hour
		}
		if !ok || p != "" && !headHasThing(text[start:l[0]], now, loc) {
			// "remind me each tuesday and friday at 6pm to …": the part
			// before "and" has no thing of its own to do; it is one request.
			continue
		}
		if p != "" {
			// "tomorrow at 9 … and at 2 …": the second time is on the
			// first one's day.
			if d := dayOf(text[start:l[0]], now, loc); d != "" {
				day = d
			}
			if day != "" && dayOf(rest, now, loc) == "" {
				p += day + " "
			}
		}
		next := ""
		if verb != "" {
			next = verb + " "
			if !hebrewText(verb) {
				next = "to " + next
			}
		}
		if events {
			// "class at 9 tmrw then lunch w/ jake at 1": the second event,
			// said with only an hour, is on the first one's day.
			if d := dayOf(text[start:l[0]], now, loc); d != "" {
				day = d
			}
			if day != "" && dayOf(reThenLead.ReplaceAllString(rest, ""), now, loc) == "" {
				next = day + " "
			}
		}
		out = append(out, clause{text: strings.TrimSpace(prefix + lead + afterLead(lead, text[start:l[0]])), joint: joint, inherited: prefix != ""})
		start, prefix, lead, joint = l[1], p, next, text[l[0]:l[1]]
	}
	out = append(out, clause{text: strings.TrimSpace(prefix + lead + afterLead(lead, text[start:])), joint: joint, inherited: prefix != ""})
	sameDay(out, now, loc)
	for i := 1; i < len(out); i++ {
		if out[i].inherited && hebrewText(out[i].text) {
			out[i].text = takeVerb(out[i-1].text, out[i].text, now, loc)
		}
	}
	return out
}

// reThenLead is a word of sequence that opens a later part of a message
// ("then", "afterwards", "אחר כך"): it says the part comes after the one
// before, on its day, and is no day of its own.
var reThenLead = compile(`(?i)^(?:and\s+then|then|after\s+that|afterwards|later|אחר\s+כך|אחרי\s+זה|אחר-כך|אחכ|אח"כ|אז)\s+`)

// afterLead is s trimmed, without its word of sequence when the day of
// the part before leads it.
func afterLead(lead, s string) string {
	s = strings.TrimSpace(s)
	if lead == "" {
		return s
	}
	return reThenLead.ReplaceAllString(s, "")
}

// clauseStart reports whether rest opens a request of its own, and the
// command to put before it when it only gives a new time and a new thing
// to do after a reminder ("" when it has its own).
func clauseStart(rest, inherit string, now time.Time, loc *time.Location) (prefix string, ok bool) {
	if opensCommand(rest) {
		return "", true
	}
	if inherit == "" {
		return "", false
	}
	r, found, err := timeparse.Parse(rest, now, loc)
	if err != nil || !found || len(r.Spans) == 0 || r.Spans[0][0] != 0 {
		return "", false
	}
	after := strings.TrimSpace(rest[r.Spans[0][1]:])
	if reInfinitiveEN.MatchString(after) || reInfinitiveHE.MatchString(after) {
		return inherit + " ", true
	}
	return "", false
}

// secondTimedThing reports whether rest, after a reminder's head that has
// its own time, opens with a thing to do ("to buy flowers", "לקנות
// פרחים") and gives a time of its own.
func secondTimedThing(head, rest string, now time.Time, loc *time.Location) bool {
	first, _, _ := strings.Cut(rest, " ")
	if !(reInfinitiveEN.MatchString(rest) || heInfinitives[first]) {
		return false
	}
	return hasClock(head, now, loc) && hasClock(rest, now, loc)
}

// hasClock reports whether s states a time of day.
func hasClock(s string, now time.Time, loc *time.Location) bool {
	r, found, err := timeparse.Parse(s, now, loc)
	return err == nil && found && r.HasTime
}

// dayOf returns the day s states, as a date the time grammar reads in
// either language ("24.11.2026"), or "" when s states none.
func dayOf(s string, now time.Time, loc *time.Location) string {
	r, found, err := timeparse.Parse(s, now, loc)
	if err != nil || !found || !r.HasDate {
		return ""
	}
	return r.Time.In(loc).Format("02.01.2006")
}

// opensCommand reports whether s opens with a command of its own ("add
// …", "remind me …", "תוסיף …").
func opensCommand(s string) bool { return reCommandEN.MatchString(s) || startsWithHeCommand(s) }

// takeVerb gives a clause that inherited a reminder's command and only
// names a person or thing after its time ("וב-6 לאבא") the verb of the
// clause before it ("להתקשר לאמא"): "להתקשר לאבא". A deed of its own
// after the time ("וב-8 לעשות כביסה") takes none (see whomFor).
func takeVerb(prev, cur string, now time.Time, loc *time.Location) string {
	pv := strings.TrimSpace(strings.TrimPrefix(prev, "תזכיר לי"))
	r, found, err := timeparse.Parse(pv, now, loc)
	if err == nil && found {
		pv = r.Remainder(pv)
	}
	verb, _, _ := strings.Cut(strings.TrimSpace(pv), " ")
	if !heInfinitives[verb] {
		return cur
	}
	body := strings.TrimSpace(strings.TrimPrefix(cur, "תזכיר לי"))
	r, found, err = timeparse.Parse(body, now, loc)
	if err != nil || !found || len(r.Spans) == 0 || r.Spans[0][0] != 0 {
		return cur
	}
	after := strings.TrimSpace(body[r.Spans[0][1]:])
	obj := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(pv), verb))
	deed, ok := whomFor(verb, obj, after)
	if !ok || !whomVerbs[verb] {
		return cur // "וב-8 לעשות כביסה": a deed of its own, not someone
	}
	return "תזכיר לי " + strings.TrimSpace(body[:r.Spans[0][1]]) + " " + deed
}

// timedEvent reports whether s names an event with its time and nothing
// else ("haircut tuesday 16:00").
func timedEvent(s string, now time.Time, loc *time.Location) bool {
	r, found, err := timeparse.Parse(s, now, loc)
	if err != nil || !found || !r.HasTime {
		return false
	}
	rest := r.Remainder(s)
	return rest != "" && leadsWithEvent(rest) && len(strings.Fields(rest)) <= 6
}

// reHeadWords are words of a reminder's opening that name no thing to do.
var reHeadWords = compile(`(?i)^(?:remind|me|every|each|on|and|at|in|the|twice|once|times|a|per|week|weeks|other|fortnightly|fortnight|\d+x?|` +
	`כל|ב|לי|תזכיר|תזכירי|ו|פעם|פעמיים|פעמים|בשבוע|לשבוע|שבוע|שבועיים|שלוש|ארבע|בימים|ימים|בימי|ימי)$`)

// headHasThing reports whether a reminder clause names a thing to do
// beside its command and times.
func headHasThing(head string, now time.Time, loc *time.Location) bool {
	if at := reTrigger.FindStringIndex(toLower(head)); at != nil && len(toLower(head)) == len(head) {
		head = head[:at[0]] + " " + head[at[1]:] // "שים לי תזכורת", "i need a reminder"
	}
	if r, found, err := timeparse.Parse(head, now, loc); err == nil && found {
		head = r.Remainder(head)
	}
	for _, w := range strings.Fields(head) {
		w = strings.Trim(w, ",.:;!?")
		if w == "" || reHeadWords.MatchString(w) || weekdayName(w) {
			continue
		}
		return true
	}
	return false
}

// weekdayName reports whether w names a weekday ("tuesday", "שלישי").
func weekdayName(w string) bool { return len(weekdays(toLower(w))) > 0 }

// reminderCommand is the command of a message that asks to be reminded,
// for a later clause that gives only a time and a thing to do.
func reminderCommand(text string) string {
	low := toLower(text)
	switch {
	case strings.HasPrefix(low, "remind me"):
		return "remind me"
	case strings.HasPrefix(text, "תזכיר לי"), strings.HasPrefix(text, "תזכירי לי"):
		return "תזכיר לי"
	}
	return ""
}

// insideSpan reports whether the joint at l lies within one time
// expression of the whole text: the "ו" of "בעשרים ואחד לחודש" or the
// "and" of "two and a half hours" join no requests.
func insideSpan(l []int, spans [][2]int) bool {
	for _, sp := range spans {
		if sp[0] < l[0] && l[1] < sp[1] {
			return true
		}
	}
	return false
}

// sameDay gives a reminder asked again in its own words with only an hour
// ("remind me tomorrow at 7 to pack the bag and remind me at 8 to call the
// principal", "… ותזכירי לי גם בשמונה …") the day of the reminder before
// it, as a reminder that takes the command does.
func sameDay(cs []clause, now time.Time, loc *time.Location) {
	for i := 1; i < len(cs); i++ {
		cmd := reminderCommand(cs[i].text)
		if cs[i].inherited || cmd == "" || reminderCommand(cs[i-1].text) == "" || dayOf(cs[i].text, now, loc) != "" || !hasClock(cs[i].text, now, loc) {
			continue
		}
		said := len(cmd) // "remind me" as written, whatever its case
		if strings.HasPrefix(cs[i].text, "תזכירי לי") {
			said = len("תזכירי לי") // reminderCommand says both forms "תזכיר לי"
		}
		if d := dayOf(cs[i-1].text, now, loc); d != "" {
			cs[i].text = cs[i].text[:said] + " " + d + " " + strings.TrimSpace(cs[i].text[said:])
		}
	}
}

// eventComma reports whether the joint at l is a bare comma.
func eventComma(text string, l []int) bool { return strings.TrimSpace(text[l[0]:l[1]]) == "," }

// scheduledEvent reports whether s asks to schedule an event with its
// time and nothing else ("schedule the dentist tuesday at 4", "תקבע תור
// לרופא ביום שלישי ב4"): a verb of scheduling before a timed event.
func scheduledEvent(s string, now time.Time, loc *time.Location) bool {
	low := toLower(strings.TrimSpace(s))
	g := reCreateVerbEN.FindStringSubmatchIndex(low)
	if g == nil {
		g = reCreateVerbHE.FindStringSubmatchIndex(low)
	}
	if g == nil || len(low) != len(strings.TrimSpace(s)) || !strongCreate[oneSpace(low[g[2]:g[3]])] {
		return false
	}
	return timedEvent(strings.TrimSpace(s)[g[1]:], now, loc)
}

// reThenJoint is a joint that says what follows comes after ("and then",
// "ואז").
var reThenJoint = compile(`(?i)\bthen\b|ואז`)

// thenTimed reports whether rest, joined to head by joint, is a second
// thing said after a word of sequence and opening with an hour of its own
// ("… and then at 4 dentist", "… ואחר כך ב-15 ליאת"), after a head that
// names a thing at an hour.
func thenTimed(head, joint, rest string, now time.Time, loc *time.Location) bool {
	after := reThenLead.ReplaceAllString(rest, "")
	if after == rest && !reThenJoint.MatchString(joint) {
		return false
	}
	r, found, err := timeparse.Parse(after, now, loc)
	if err != nil || !found || !r.HasTime || len(r.Spans) == 0 || r.Spans[0][0] != 0 || strings.TrimSpace(r.Remainder(after)) == "" {
		return false
	}
	return hasClock(head, now, loc) && headHasThing(head, now, loc)
}
