package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// An occasion that takes a day, told with its day and no hour ("יום
// הולדת לנכדה שלי מאיה ביום שישי", "maya's birthday on friday"), is an
// all-day event: no verb is needed, as none is for a thing told with its
// hour; so is a bar or bat mitzvah ("בר מצווה של שמוליק ב15 לינואר").
// A thing of an hour told with its day alone ("dinner at mom's on Friday",
// "פגישה עם דן מחר") is asked its hour (see eventDay).

// reOccasionLead is such an occasion at the head of what is left once
// the day is read: "birthday …", "my granddaughter's birthday", "Grandma's
// 85th birthday party", "יום הולדת …", "מסיבת יום הולדת 85 לסבתא". A party
// or a dinner of the occasion told with no hour is one too: it is put on
// its day, and the hour can be added when it is known. A wedding is not:
// it is asked its hour, as any event said with a day and no hour is.
var reOccasionLead = compile(`(?i)^(?:(?:my|our|the|\S+'s|\S+’s|` + occasionKinEN + `)\s+){0,3}(?:\d{1,3}(?:st|nd|rd|th)\s+)?` +
	`(?:birthday|bday|b-day|(?:wedding\s+)?anniversary|ba[rt]\s+mitz?vah)(?:\s+(?:party|dinner|lunch|brunch|celebration|bash))?(?:\s+(?:for|of|to)\s|\s*$)|` +
	`^ו?(?:(?:מסיבת|חגיגת|ארוחת|ארוחת\s+ערב\s+של)\s+)?(?:יום\s+הולדת|יום\s+ההולדת|יומולדת|יום\s+נישואין|יום\s+הנישואין|ב[רת]\s+מצו?וה)(?:\s|$)`)

// occasionKinEN are the kin an English occasion is said of without "'s"
// ("grandma birthday party").
const occasionKinEN = `grandma|grandpa|granny|nana|mom|mum|dad|mother|father|sister|brother|son|daughter|wife|husband|baby`

// occasionLeads reports whether rest, a message without its day, opens
// with an occasion that takes the whole day.
func occasionLeads(rest string) bool {
	return reOccasionLead.MatchString(strings.TrimSpace(rest)) && !reWishes.MatchString(toLower(rest))
}

// reWishes are good wishes: "יום הולדת שמח למאיה היום" greets, it asks
// for nothing.
var reWishes = compile(`(?i)\b(?:happy|congrats|congratulations)\b|שמח|מזל\s+טוב|עד\s+120`)

// occasionDay reports whether r, read from a message with no hour, is a
// day to come (or today) with an occasion at the head of rest: "maya's
// birthday yesterday" tells, it asks for nothing.
func (m *message) occasionDay(r timeparse.Result, rest string) bool {
	return r.HasDate && civilDay(r.Time, m.loc()) >= civilDay(m.now(), m.loc()) && occasionLeads(rest)
}

// eventDay reports whether r, read from a message with no hour, is a day
// to come (or today) told of a thing of an hour, named first: "dinner at
// mom's on Friday", "tomorrow meeting with Dan", "פגישה עם דן מחר". Its
// hour is asked. A thing to do ("grade midterms by fri"), a question
// ("waht meetings do I have tmrw"), a range of days or a word that may
// join one ("dinner from monday to wednesday"), a thing that takes
// the day, and a day inside the name ("the wednesday wedding") are not.
// Nor is a clause of a longer message ("יש לי מבחן ביום ראשון, תזכיר לי
// יומיים לפני" tells the day a reminder counts from), or a text whose
// number was read as an address ("meeting at 3 main st tomorrow" may say
// the hour).
func (m *message) eventDay(r timeparse.Result, rest string) bool {
	return m.eventDayOf(r, rest, opensWithEventNoun)
}

// eventDayOf is eventDay with event telling whether a text names a thing
// of an hour: what one says one has ("a bio test", see toldEventDay) may
// name it after a word of its kind.
func (m *message) eventDayOf(r timeparse.Result, rest string, event func(string) bool) bool {
	if m.part || m.place != "" || !r.HasDate || r.HasEnd || len(r.Spans) != 1 || civilDay(r.Time, m.loc()) < civilDay(m.now(), m.loc()) {
		return false
	}
	before := strings.TrimSpace(m.raw[:r.Spans[0][0]])
	if before != "" && !event(before) || reDeadlineOpen.MatchString(lower(m.raw[r.Spans[0][0]:])) || reSpanJoint.MatchString(m.low) {
		return false
	}
	return event(rest) && !dayLong(rest)
}

// opensWithEventNoun reports whether title's first word, after an article
// or a possessive, is a noun of a thing that happens at an hour ("dinner
// at mom's", "the meeting with Dan", "ארוחת ערב", "פגישה עם דן").
func opensWithEventNoun(title string) bool {
	words := strings.Fields(toLower(strings.Trim(title, " ,.!?:;")))
	for len(words) > 1 && (isArticle(words[0]) || words[0] == "את") {
		words = words[1:]
	}
	if len(words) == 0 {
		return false
	}
	first := strings.Trim(words[0], ",.!?:;\"'")
	if len(words) > 1 && (eventSetEN[first+" "+strings.Trim(words[1], ",.!?:;\"'")] || heEvent(first+" "+words[1])) {
		return true
	}
	return eventSetEN[first] || heEvent(first)
}
