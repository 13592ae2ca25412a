package offline

import (
	"slices"
	"strings"
)

// A request texted clipped, each part its own sentence and the command
// last and alone: "Audiologist. Monday 11. Add.", "Haircut. Thursday 3pm.
// Book it.", "Sister Noa. Phone 052-555-1234. Save.", "רופא שיניים. יום
// שני 11. תוסיף.". The command is no word of the thing: the parts before
// it are read as one phrase, and the command as the request at its end
// that the readers after know ("… add it", "… save it", "… remind me").
// The calendar named with the command, as learners say it ("customer mrs
// kim come friday 3pm gel mani. put calendar"), is "put it in my calendar",
// and the thing before it may be told in a few more words.

// reClippedAsk is the closing sentence that is a bare command, after at
// least one sentence before it: group 1 is what comes before, group 2
// the command. An English verb that keeps a thing (putAtEndVerbs) with or
// without its object, "remind me", "remember", or a Hebrew one.
var reClippedAsk = compile(`(?i)^(.*\S)[.!]\s+(` +
	`(?:(?:pls|please|plz)\s+)?(?:` + alternation(putAtEndVerbs) + `|remember|keep)(?:\s+(?:` + alternation(putAtEndObjects) + `))?` +
	`(?:\s+(?:(?:in|to|on|into)\s+)?(?:(?:my|the)\s+)?(?:calendar|cal|diary|schedule))?|` +
	`(?:(?:pls|please|plz)\s+)?remind\s+me|` +
	`(?:בבקשה\s+)?ו?(?:` + alternation(putAtEndVerbsHE) + `|תשמור|תשמרי|תזכור|תזכרי|תזכיר|תזכירי)(?:\s+לי)?(?:\s+(?:את\s+זה|זאת|אותו|אותה))?` +
	`)(?:\s+(?:please|pls|plz|thanks|thx|בבקשה|תודה))?\s*[.!]*$`)

// reClippedStop is where one clipped sentence ends and the next begins.
var reClippedStop = compile(`[.!]\s+`)

// clippedMaxWords is the most words a clipped part may hold: a longer
// one is a sentence of its own, read as written.
const clippedMaxWords = 6

// clippedAsk writes a clipped request (see reClippedAsk) the way the
// readers read a request said after its thing, when two parts, or one
// with its hour, come before it: the parts joined as one phrase, and the
// bare command given what it keeps ("Add." → "add it", "Save." → "save
// it"). A part that asks or is long, one part with no hour ("… Owl2026!
// please remember"), or nothing before the command, is left as it was; a
// thing to keep with no hour in it keeps its sentences ("Sister Noa.
// Phone …, save it").
func clippedAsk(s string) string {
	low := lower(s)
	if len(low) != len(s) || !strings.Contains(s, ". ") && !strings.Contains(s, "! ") {
		return s // the cheap check: no second sentence
	}
	g := reClippedAsk.FindStringSubmatchIndex(low)
	if g == nil {
		return s
	}
	head, ask := strings.TrimSpace(s[g[2]:g[3]]), strings.TrimSpace(s[g[4]:g[5]])
	parts := reClippedStop.Split(head, -1)
	if len(parts) < 2 && !tellsClock(head) {
		return s // "the wifi password is Owl2026! please remember", "אהלנן! תזכיר לי": one sentence with no hour, read as said
	}
	most := clippedMaxWords
	if fs := strings.Fields(toLower(ask)); containsAny(toLower(ask), "calendar", "diary", "schedule", " cal") &&
		(len(fs) > 3 || len(fs) < 2 || clippedThanks[fs[0]] || slices.Contains(putAtEndObjects, fs[1])) {
		return s // "… Please put it in my calendar.": said whole, read as it was
	}
	if containsAny(toLower(ask), "calendar", "diary", "schedule", " cal") {
		most = clippedMaxWords + 4 // "customer mrs kim come friday 3pm gel mani. put calendar": the calendar named, the thing may be told longer
	}
	for _, p := range parts {
		if n := len(strings.Fields(p)); n == 0 || n > most || strings.ContainsAny(p, "?") {
			return s
		}
	}
	if tellsClock(strings.Join(parts, " ")) {
		head = strings.Join(parts, " ")
	}
	return head + ", " + clippedCommand(ask)
}

// clippedCommand gives a bare English command the object the readers
// know it with ("add" → "add it", "book" → "book it"); "remind me", a
// command with its object and a Hebrew one are as said.
func clippedCommand(ask string) string {
	fs := strings.Fields(toLower(ask))
	for len(fs) > 1 && clippedThanks[fs[len(fs)-1]] {
		fs = fs[:len(fs)-1] // "add pls": the politeness is no object
	}
	if hebrewText(ask) || len(fs) == 0 {
		return ask
	}
	ask = strings.Join(fs, " ")
	last := fs[len(fs)-1]
	switch {
	case last == "me" || slices.Contains(putAtEndObjects, last):
		return ask
	case last == "remember" || last == "keep":
		return ask + " that"
	case calendarWord(last) && len(fs) <= 3 && !clippedThanks[fs[0]] && !slices.Contains(putAtEndObjects, fs[1]):
		return fs[0] + " it in my calendar" // "put calendar", "add to calendar", "put it calendar": as the readers know it
	}
	return ask + " it"
}

// clippedThanks are the words of politeness that may close a clipped
// command.
var clippedThanks = wordSet(`please pls plz thanks thx`)
