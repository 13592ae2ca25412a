package offline

import "strings"

// Nigerian Pidgin, which many English speakers text in, is said in the
// words the grammar knows where the reading is safe:
//   - "sef" (even) and "o" are fillers: "remind me tomorrow at 5 sef to
//     call mama", "… to call mama o 🙏", and "oga" opening a request is a
//     word of address ("oga, remind me …"; "abeg", "biko" are polite, read
//     elsewhere);
//   - "wetin dey" opening a question, or a sentence of a letter, is
//     "what's on": "wetin dey my shopping list?" (read with the words of
//     dialectSpellings, by readDialect);
//   - "I get" before an event's noun is "I have": "I get meeting with the
//     client friday from 2pm to 3:30pm" ("I get to the office at 9" is
//     left as it is);
//   - "am" after a verb of changing is "it", said last ("delete am",
//     "cancel am"), before the calendar said with "for" ("put am for
//     calendar") or before a time that carries its own half of the day or
//     minutes ("make am 8pm instead"), an hour after "to" ("abeg shift
//     am to 3") or "for me" last ("remember am for me"); "make am 8" may
//     be 8 a.m. and is left as it is;
//   - "wetin remain (for) …" is "what's left on …": "wetin remain for the
//     list".
//   - "don" between "she", "he" or "e" and a verb of deeds is "has" with
//     the verb done: "she don call me" is "she has called me" (read as a
//     call come, see followup_called_back.go), "e don pay" is "he has
//     paid"; "I don …", "we don …" and "they don …" may be "don't" typed
//     short and are read ("I don finish the aso ebi order o": I have
//     finished) only in a message Pidgin elsewhere (pidginMarks).

// pidginVerbs are the verbs "am" is the object of.
var pidginVerbs = wordSet(`delete cancel remove move shift push change make put set mark tick add undo remember`)

// pidginNeeds are the words one of which a text needs for pidgin to look
// at it.
var pidginNeeds = []string{"sef", " o", "oga", " am", "i get ", "we get ", " don ", " na ", "wetin remain"}

// pidginKeepVerbs are the verbs of keeping "am" is the object of when
// nothing or "for me" follows: "…, remember am for me", "save am".
var pidginKeepVerbs = wordSet(`remember rememba memba save keep note`)

// pidginNotFact are the words after which "na" is no "is": a pronoun, a
// preposition or a verb of a request ("make it 12 na lang", "call mom
// na 5pm").
var pidginNotFact = wordSet(`it me am pm at to by on in of for make move set call remind shift push change add lang already now then`)

// pidginNaIs reports whether "na" at i in ws is Pidgin's "is" of a fact:
// after a word that names a thing, before a number or a day of a month
// ("Tunde account number na 0123456789", "Mama Nkechi birthday na 14
// December", "my pin na 4432"). A Tagalog "na" (already, now) stands
// elsewhere: last, or after a time or a verb.
func pidginNaIs(ws []string, i int) bool {
	if i == 0 || i+1 >= len(ws) {
		return false
	}
	prev := toLower(ws[i-1])
	if prev == "" || pidginNotFact[prev] || strings.ContainsAny(prev, "0123456789,.!?:") {
		return false
	}
	next := toLower(strings.TrimRight(ws[i+1], ",.!?"))
	if next == "" {
		return false
	}
	if next[0] >= '0' && next[0] <= '9' {
		return true
	}
	return monthWord(next)
}

// pidginMarks are the Pidgin words that make a message Pidgin, so that
// "I don finish" in it is "I have finished", not "don't" typed short.
var pidginMarks = []string{" o ", "abeg", " sef ", "oga", "wetin", "abi ", " dey ", " wahala"}

// pidginDoneSubjects are the subjects "don" says "has" after: "she", "he"
// and the Pidgin "e" (he or she).
var pidginDoneSubjects = wordSet(`she he e`)

// pidginDoneSelf are the subjects "don" says "have" after, in a message
// Pidgin elsewhere (pidginMarks): "I don finish the aso ebi order o".
var pidginDoneSelf = wordSet(`i we they`)

// pidginDone are the verbs said after "don", with the form "has" takes.
var pidginDone = map[string]string{
	"call": "called", "ring": "rung", "text": "texted", "reach": "reached", "pay": "paid", "send": "sent", "buy": "bought",
	"bring": "brought", "come": "come", "go": "gone", "finish": "finished", "do": "done", "book": "booked", "fix": "fixed",
	"collect": "collected", "return": "returned", "carry": "carried", "cancel": "cancelled", "arrive": "arrived",
}

// pidgin says the Pidgin words of s in the grammar's (see above).
func pidgin(s string) string {
	low := toLower(s)
	if len(low) != len(s) || !containsAny(low, pidginNeeds...) {
		return s
	}
	ws := strings.Fields(s)
	out := make([]string, 0, len(ws))
	marked := containsAny(" "+strings.Trim(low, ".!?")+" ", pidginMarks...)
	for i, w := range ws {
		lw := toLower(strings.TrimRight(w, ",.!?"))
		switch {
		case lw == "sef" && w == strings.ToLower(w) && len(ws) > 2:
			if tail := w[len(lw):]; tail != "" && len(out) > 0 {
				out[len(out)-1] += tail
			}
			continue
		case lw == "o" && w[0] == 'o' && i >= 2:
			out[len(out)-1] += strings.TrimLeft(w, "o")
			continue
		case i == 0 && lw == "oga" && len(ws) > 2:
			continue // "oga, remind me …": a word of address
		case i == 1 && lw == "get" && (toLower(ws[0]) == "i" || toLower(ws[0]) == "we") && len(ws) > 2 && eventAfter(ws[2:]):
			out = append(out, "have")
			continue
		case lw == "am" && w == strings.ToLower(w) && i > 0 && pidginVerbs[toLower(ws[i-1])] && amIsIt(ws[i+1:]):
			out = append(out, "it"+w[len(lw):])
			if len(ws) > i+2 && toLower(ws[i+1]) == "for" && calendarWord(toLower(strings.TrimRight(ws[i+2], ".!?"))) {
				ws[i+1] = "in" // "put am for calendar": in it
			}
			continue
		case lw == "am" && w == strings.ToLower(w) && i > 0 && pidginKeepVerbs[toLower(ws[i-1])] &&
			(i+1 == len(ws) || toLower(strings.TrimRight(strings.Join(ws[i+1:], " "), ".!")) == "for me"):
			out = append(out, "it"+w[len(lw):]) // "…, remember am for me"
			continue
		case lw == "na" && w == "na" && pidginNaIs(ws, i):
			out = append(out, "is") // "Tunde account number na 0123456789"
			continue
		case lw == "wetin" && i+2 < len(ws) && (toLower(ws[i+1]) == "remain" || toLower(ws[i+1]) == "remains"):
			// "wetin remain for the list": what's left on the list.
			out = append(out, "what's", "left")
			if toLower(ws[i+2]) == "for" {
				ws[i+2] = "on"
			}
			ws[i+1] = ""
			continue
		case lw == "don" && w == "don" && i > 0 && i+1 < len(ws) && pidginDone[toLower(strings.TrimRight(ws[i+1], ",.!?"))] != "" &&
			(pidginDoneSubjects[toLower(ws[i-1])] || marked && pidginDoneSelf[toLower(ws[i-1])]):
			if out[len(out)-1] == "e" {
				out[len(out)-1] = "he" // "e don call": he or she
			}
			has := "has"
			if pidginDoneSelf[toLower(ws[i-1])] {
				has = "have" // "I don finish the aso ebi order o"
			}
			next := strings.TrimRight(ws[i+1], ",.!?")
			out = append(out, has, pidginDone[toLower(next)]+ws[i+1][len(next):])
			ws[i+1] = ""
			continue
		case w == "":
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// eventAfter reports whether ws open with an event's noun, after an
// article, Pidgin's "one" (a) or none.
func eventAfter(ws []string) bool {
	if (reArticle.MatchString(toLower(ws[0])+" ") || ws[0] == "one") && len(ws) > 1 {
		ws = ws[1:]
	}
	w := toLower(strings.Trim(ws[0], ",.!?"))
	return eventSetEN[w] || reEventWord.MatchString(w)
}

// calendarWord reports whether w names the calendar.
func calendarWord(w string) bool {
	return w == "calendar" || w == "diary" || w == "cal" || w == "schedule"
}

// amIsIt reports whether the words after "am" make it the object, not the
// morning: nothing, the calendar with "for", "instead", or a time that
// carries its own "am"/"pm" or minutes.
func amIsIt(rest []string) bool {
	if len(rest) == 0 {
		return true
	}
	first := toLower(strings.TrimRight(rest[0], ",.!?"))
	switch {
	case first == "instead" || first == "abeg" || first == "o" || first == "pls" || first == "please":
		return true
	case first == "for" && len(rest) > 1:
		second := toLower(strings.TrimRight(rest[1], ".!?"))
		return calendarWord(second) || second == "me" && len(rest) == 2 || second == "my" && len(rest) > 2 && calendarWord(toLower(strings.TrimRight(rest[2], ".!?")))
	case first == "to" && len(rest) > 1:
		first = toLower(strings.TrimRight(rest[1], ",.!?"))
		if reHourAlone.MatchString(first) {
			return true // "abeg shift am to 3": an hour after "to"
		}
	}
	return reClockSaid.MatchString(first)
}

// reHourAlone is an hour said alone: "3", "11".
var reHourAlone = compile(`^(?:[1-9]|1\d|2[0-3])$`)

// reClockSaid is an hour that carries its own half of the day or its
// minutes: "8pm", "10am", "8:30".
var reClockSaid = compile(`^\d{1,2}(?::\d{2})?(?:am|pm|a\.m\.|p\.m\.)$|^\d{1,2}:\d{2}$`)
