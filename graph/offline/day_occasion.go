package offline

import (
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// An occasion that takes a day, told with its day and no hour ("יום
// הולדת לנכדה שלי מאיה ביום שישי", "maya's birthday on friday"), is an
// all-day event: no verb is needed, as none is for a thing told with its
// hour; so is a bar or bat mitzvah ("בר מצווה של שמוליק ב15 לינואר").
// Other things told with a day alone are not guessed.

// reOccasionLead is such an occasion at the head of what is left once
// the day is read: "birthday …", "my granddaughter's birthday", "Grandma's
// 85th birthday party", "יום הולדת …", "מסיבת יום הולדת 85 לסבתא". A party
// or a dinner of the occasion told with no hour is one too: it is put on
// its day, and the hour can be added when it is known. A wedding is not:
// an event said with a day and no hour is kept at the default hour, and
// one told with no verb is not guessed.
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
