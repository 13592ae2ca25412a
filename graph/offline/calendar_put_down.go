package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// The British and Irish ways of putting a thing in the calendar with a
// particle: "put down the match for saturday at 3", "pencil in lunch with
// Dan for friday at 1", "chuck in gym for thursday at 6pm", "stick in the
// dentist for monday at 9", "slot in a catch-up for friday at 4", "put me
// down for a shift friday 8pm". The particle is no word of the title, and
// the verb schedules by itself when a "for" and a time follow the thing
// ("pencil in" always does: it says nothing else). Without that "for"
// ("put in the new bulb at 5", "put down the deposit at 3") the verb is
// read as it was: an event only with an event word ("stick in a meeting
// with Dan tomorrow at 3"), the particle still no word of its title.

// putVerbs are the verbs that take the particle.
var putVerbs = map[string]bool{"put": true, "stick": true, "pop": true, "pencil": true, "chuck": true, "bung": true, "slot": true, "squeeze": true,
	"book": true} // "book in a governors' meeting tomorrow at 5pm"

var (
	// reParticle is the particle after the verb, before the thing
	// ("… in my calendar" is the calendar named, read as before).
	reParticle = compile(`^(?:down|in)\s+`)
	// reCalendarNamed is the calendar named right after the particle.
	reCalendarNamed = compile(`^(?:(?:my|the|our)\s+)?(?:calendar|cal|diary|schedule|sched|agenda|planner)\b`)
	// reParticleLast is the particle said after the thing, before its
	// "for" ("put the match down for saturday at 3").
	reParticleLast = compile(`\s(?:down|in)(\s+for\s)`)
	// reForTime is "for" before the time the thing is put down for.
	reForTime = compile(`\sfor\s+(?:(?:this|next|the)\s+)?(?:day\s+after|today|tonight|tomorrow|tmrw|tmr|2moro|` + weekdayFullEN + `|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b|\d)`)
)

// putDown takes the particle off rest, the words after verb, and reports
// whether the verb then schedules by itself (see above).
func putDown(verb, rest string) (string, bool) {
	low := toLower(rest)
	if !putVerbs[verb] || len(low) != len(rest) {
		return rest, false
	}
	if g := reParticleLast.FindStringSubmatchIndex(low); g != nil && reForTime.MatchString(low[g[2]-1:]) && reParticle.FindStringIndex(low) == nil {
		return rest[:g[0]] + rest[g[2]:], true
	}
	loc := reParticle.FindStringIndex(low)
	if loc == nil || reCalendarNamed.MatchString(low[loc[1]:]) {
		return rest, false
	}
	// The particle is no word of the title either way ("stick in a
	// meeting with Dan tomorrow at 3": "a meeting with Dan").
	after := strings.TrimSpace(rest[loc[1]:])
	if reForThing.MatchString(toLower(after)) {
		// "put me down for a shift friday 8pm": the thing booked, its
		// "for" no word of the title.
		return strings.TrimSpace(after[len("for"):]), true
	}
	return after, verb == "pencil" || reForTime.MatchString(low)
}

// reForThing is the "for" of a thing put down right after the particle,
// before its article: "(put me down) for a shift", "(book me in) for the
// 9am class".
var reForThing = compile(`^for\s+(?:a|an|the|my|our)\s`)

// reParticleOpen is a title that opens with such a verb and its particle
// ("chuck in a job bathroom reno", "slot in a call with mum"): the
// command to put the thing down was not read as one.
var reParticleOpen = compile(`(?i)^(?:put|stick|pop|pencil|chuck|bung|slot|squeeze)\s+(?:down|in)\s|^in\s+(?:a|an|the)\s`)

// calendarNamedVerbs keep a record as much as they schedule ("log my
// run 5-6pm", "write down the meeting notes at 3"): an event only
// with the calendar named ("log a dentist appointment for Monday at
// 11:15 in my calendar", "jot down lunch with Dana friday at 1 in my
// diary", "תזין ביומן תור לרופא ביום שני ב11").
// "Enter" also schedules with the "for" of the time booked ("enter a
// dental appointment for Monday at 11:15"); "enter the meeting room
// at 10" is no event.
var calendarNamedVerbs = wordSet(`log enter תזין תזיני הזן`)

// A thing "put" with its day and its hour last and nothing else is put in
// the calendar, as Caribbean and other Englishes say it: "put tutorial with
// Dr Ramlogan tomorrow 1pm", "put lime by Keisha friday 7pm" (at Keisha's).
// The thing is a few words that hold no particle or place of putting ("put
// the bins out tuesday 7pm", "put the kids to bed at 8", "put it friday 3pm"
// are no events), "by" only before a name; a day and an hour both said.

// putNotThing are the words that make what is put no event: a pronoun, a
// particle or a place where a thing is put.
var putNotThing = wordSet(`it that this them these those me him her us out away up back in on into onto down off aside to together over
	through inside outside under at for from near next behind beside between`)

// putSchedule reports whether rest, the words after "put", is a thing and
// its day and hour (see above).
func putSchedule(m *message, verb, rest string) bool {
	if verb != "put" || strings.ContainsAny(rest, ",;:?!") || strings.Contains(toLower(rest), " on ") || strings.Contains(toLower(rest), " from ") {
		return false
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || !r.HasTime || len(r.Spans) == 0 ||
		strings.TrimRight(rest[r.Spans[len(r.Spans)-1][1]:], " .") != "" {
		return false
	}
	ws := strings.Fields(r.Remainder(rest))
	if len(ws) > 0 && reArticle.MatchString(toLower(ws[0])+" ") {
		ws = ws[1:]
	}
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	for i, w := range ws {
		lw := toLower(w)
		if putNotThing[lw] || lw == "by" && (i+1 == len(ws) || lowerWord(ws[i+1])) {
			return false
		}
	}
	return true
}
