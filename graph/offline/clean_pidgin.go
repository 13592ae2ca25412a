package offline

import "strings"

// Nigerian Pidgin, which many English speakers text in, is said in the
// words the grammar knows where the reading is safe:
//   - "sef" (even) and "o" are fillers: "remind me tomorrow at 5 sef to
//     call mama", "… to call mama o 🙏", and "oga" opening a request is a
//     word of address ("oga, remind me …"; "abeg", "biko" are polite, read
//     elsewhere);
//   - "wetin dey" opening a question, or a sentence of a letter, is
//     "what's on": "wetin dey my shopping list?";
//   - "I get" before an event's noun is "I have": "I get meeting with the
//     client friday from 2pm to 3:30pm" ("I get to the office at 9" is
//     left as it is);
//   - "am" after a verb of changing is "it", said last ("delete am",
//     "cancel am"), before the calendar said with "for" ("put am for
//     calendar") or before a time that carries its own half of the day or
//     minutes ("make am 8pm instead"); "make am 8" may be 8 a.m. and is
//     left as it is.
//   - "don" between "she", "he" or "e" and a verb of deeds is "has" with
//     the verb done: "she don call me" is "she has called me" (read as a
//     call come, see followup_called_back.go), "e don pay" is "he has
//     paid"; "I don …" and "they don …" may be "don't" typed short and are
//     left as they are.

// pidginVerbs are the verbs "am" is the object of.
var pidginVerbs = wordSet(`delete cancel remove move shift push change make put set mark tick add`)

// pidginNeeds are the words one of which a text needs for pidgin to look
// at it.
var pidginNeeds = []string{"sef", " o", "oga", "wetin", " am", "i get ", "we get ", " don "}

// pidginDoneSubjects are the subjects "don" says "has" after: "she", "he"
// and the Pidgin "e" (he or she).
var pidginDoneSubjects = wordSet(`she he e`)

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
		case lw == "wetin" && sentenceStart(ws, i) && len(ws) > i+2 && toLower(ws[i+1]) == "dey":
			out = append(out, "what's", "on")
			ws[i+1] = ""
			continue
		case lw == "wetin" && sentenceStart(ws, i) && len(ws) > i+1:
			out = append(out, "what")
			continue
		case i == 1 && lw == "get" && (toLower(ws[0]) == "i" || toLower(ws[0]) == "we") && len(ws) > 2 && eventAfter(ws[2:]):
			out = append(out, "have")
			continue
		case lw == "am" && w == strings.ToLower(w) && i > 0 && pidginVerbs[toLower(ws[i-1])] && amIsIt(ws[i+1:]):
			out = append(out, "it"+w[len(lw):])
			if len(ws) > i+2 && toLower(ws[i+1]) == "for" && calendarWord(toLower(strings.TrimRight(ws[i+2], ".!?"))) {
				ws[i+1] = "in" // "put am for calendar": in it
			}
			continue
		case lw == "don" && w == "don" && i > 0 && i+1 < len(ws) && pidginDoneSubjects[toLower(ws[i-1])] &&
			pidginDone[toLower(strings.TrimRight(ws[i+1], ",.!?"))] != "":
			if out[len(out)-1] == "e" {
				out[len(out)-1] = "he" // "e don call": he or she
			}
			next := strings.TrimRight(ws[i+1], ",.!?")
			out = append(out, "has", pidginDone[toLower(next)]+ws[i+1][len(next):])
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
// article or none.
func eventAfter(ws []string) bool {
	if reArticle.MatchString(toLower(ws[0])+" ") && len(ws) > 1 {
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
		return calendarWord(second) || second == "my" && len(rest) > 2 && calendarWord(toLower(strings.TrimRight(rest[2], ".!?")))
	case first == "to" && len(rest) > 1:
		first = toLower(strings.TrimRight(rest[1], ",.!?"))
	}
	return reClockSaid.MatchString(first)
}

// reClockSaid is an hour that carries its own half of the day or its
// minutes: "8pm", "10am", "8:30".
var reClockSaid = compile(`^\d{1,2}(?::\d{2})?(?:am|pm|a\.m\.|p\.m\.)$|^\d{1,2}:\d{2}$`)

// sentenceStart reports whether the word at i opens the text or a
// sentence of it ("Dear Memo, I hope you are well. wetin dey …").
func sentenceStart(ws []string, i int) bool {
	return i == 0 || strings.ContainsAny(ws[i-1][len(ws[i-1])-1:], ".!?")
}
