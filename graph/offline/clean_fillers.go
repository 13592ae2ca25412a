package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// People who talk to Memo, or dictate to it, say sounds and slang that
// are no word of the thing asked for, and say them anywhere: before the
// item ("remind me in an hour to um call my wife back"), between its
// words and the time ("parent teacher conference uh December 9th at 4"),
// or after it ("study for chem test tmrw at 7pm ngl i'm so cooked",
// "תזכיר לי מחר ב5 יעני להתקשר לאמא"). dropFillers takes them off
// wherever they stand, but only as words of their own: "call Uma", "the
// Uh-Oh café", "להתקשר לאמה" keep every letter.

// hesitations are sounds of hesitation and spoken fillers that are no
// word of any item, dropped wherever they stand. Drawn-out forms ("ummm",
// "אממממ") are read by drawnHesitation.
var hesitations = map[string]bool{
	"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "erm": true, "hmm": true, "mmm": true,
	"אממ": true, "אמ": true, "אהה": true, "אה": true, "אמממ": true, "יעני": true, "בקיצור": true,
}

// slangMarkers are texted adverbs of how the user feels about what they
// ask ("lowkey forgot", "highkey stressed"), no word of it, dropped
// wherever they stand. A laugh or an aside that opens a remark ("lol",
// "ngl", "tbh", "חחח", "וואלה") ends the title where it stands instead
// (see reChatterAfter); at the very start it is dropped (see
// leadMarkers).
var slangMarkers = map[string]bool{"lowkey": true, "highkey": true}

// leadMarkers are texted asides dropped when they open the message:
// "tbh remind me at 5 to call mom".
var leadMarkers = map[string]bool{"ngl": true, "tbh": true, "tbf": true, "imo": true, "imho": true}

// markedFillers are fillers that are words too ("er" of "the ER",
// "like", "כאילו" of "as if", "נו"): dropped only when set off by a
// pause after them ("to er, call mom", "call, like, the plumber"), or
// for כאילו and נו before an infinitive ("כאילו להתקשר").
var markedFillers = map[string]bool{"er": true, "like": true, "כאילו": true, "נו": true}

// markedPhrases are filler phrases of two words, dropped when a pause
// follows them ("call, you know, the plumber", "…, איך אומרים, …"), or
// closes the message after one ("…, you know"), or, for "אז ככה",
// wherever they stand. "…, you know him" keeps them.
var markedPhrases = map[string]bool{"you know": true, "sort of": true, "kind of": true, "איך אומרים": true, "אז ככה": true}

// endOnlyMarkers are slang that is a word elsewhere ("fr" of "fr school",
// "no cap"): dropped only at the end of the message. The Hebrew closers
// typed in Latin letters ("…, achla", "…, sababa?") are among them.
var endOnlyMarkers = map[string]bool{"fr": true, "frfr": true, "deadass": true, "יאללה": true, "נו": true,
	"sababa": true, "achla": true, "beseder": true, "yalla": true, "yallah": true}

// betOwners are the words before a last "bet" that make it a wager, not
// the slang "ok" that closes a request: "place a bet", "my bet".
var betOwners = wordSet(`a the my your his her our their this that one no any each every big small safe sure good place win won lose lost make`)

// closingSlang reports whether last, the message's last word, closes it
// as slang said after the request, and how many words before it (out's
// last ones) go with it: "fr", "deadass"; "bet" after a request ("…
// saturday 11am to 6pm bet"), not a wager ("place a bet"); "no cap"
// ("… is 4471 no cap"), not "a hat with no cap"; the radio's "over" after
// a pause ("call home, over") or "over and out", not "move it over".
func closingSlang(last string, out []string) (int, bool) {
	prevWord := func(k int) string { // the k-th word before last, 1 the nearest
		if k > len(out) {
			return ""
		}
		return toLower(strings.Trim(out[len(out)-k], ",.!?"))
	}
	switch {
	case endOnlyMarkers[last]:
		return 0, true
	case last == "bet":
		return 0, !betOwners[prevWord(1)]
	case last == "cap" && prevWord(1) == "no" && len(out) > 2:
		return 1, !slangCapOwners[prevWord(2)]
	case last == "over", last == "achi", last == "ahi":
		return 0, strings.HasSuffix(out[len(out)-1], ",") // "…, achi": not "lunch with achi"
	case last == "out" && prevWord(1) == "and" && prevWord(2) == "over" && len(out) > 3:
		return 2, true
	}
	return 0, false
}

// slangCapOwners are the words before "no cap" that make it a cap had or
// not: "a hat with no cap", "the bottle has no cap".
var slangCapOwners = wordSet(`with has have had there`)

// fillerFirstRunes are the first letters of every filler above: a
// message with no word starting with one holds none, and is left at once.
const fillerFirstRunes = "uehmlnistkfydbcoאיבכנjwpr5ㅋㅎח"

// dropFillers takes spoken fillers and slang asides off s wherever they
// stand (see hesitations, slangMarkers, markedFillers), then a chatter
// tail (see dropChatterTail). A message that is nothing but fillers is
// kept as it is: it asks nothing either way.
func dropFillers(s string) string {
	fields := strings.Fields(s)
	if !mayHoldFiller(fields) {
		return dropChatterTail(dropForgotLead(s))
	}
	out := make([]string, 0, len(fields))
	dropped := false
	for i := 0; i < len(fields); i++ {
		w := fields[i]
		core, mark := fillerCore(w)
		low := toLower(core)
		if i+1 < len(fields) {
			next, nextMark := fillerCore(fields[i+1])
			phrase := low + " " + toLower(next)
			if markedPhrases[phrase] {
				before := i > 0 && strings.HasSuffix(fields[i-1], ",")
				if phrase == "אז ככה" || mark == "" && (nextMark != "" || before && i+2 == len(fields)) {
					dropped = true
					if nextMark != "" && len(out) > 0 && i+2 < len(fields) && pauseInsideItem(out[len(out)-1], fields[i+2]) {
						out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ",")
					}
					i++
					continue
				}
			}
		}
		if hesitationWord(core, low) || (slangMarkers[low] || i == 0 && (leadMarkers[low] || laughWord(low))) && !allCaps(core) ||
			markedFillers[low] && i+1 < len(fields) && markedFiller(low, mark, prev(fields, i), fields[i+1]) {
			dropped = true
			if mark != "" && len(out) > 0 && i+1 < len(fields) && pauseInsideItem(out[len(out)-1], fields[i+1]) {
				out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ",") // "call, um, my wife": one pause, the filler's
			}
			continue
		}
		if i == len(fields)-1 && len(out) > 1 {
			if n, ok := closingSlang(low, out); ok {
				out = out[:len(out)-n]
				out[len(out)-1] = strings.TrimRight(out[len(out)-1], ",")
				dropped = true
				continue
			}
		}
		out = append(out, w)
	}
	if !dropped || len(out) == 0 {
		return dropChatterTail(dropForgotLead(s))
	}
	return dropChatterTail(dropForgotLead(strings.Join(out, " ")))
}

// closingFillersOff returns s without the words dropFillers takes off
// the close of a message: hesitations ("hmm", "אממ"), slang asides
// ("lowkey"), and, last, slang that is a word elsewhere ("fr", "יאללה",
// "נו"); dropped reports whether there were any.
func closingFillersOff(s string) (rest string, dropped bool) {
	fields := strings.Fields(s)
	out := fields[:0:0]
	for i, w := range fields {
		core, _ := fillerCore(w)
		low := toLower(core)
		if hesitationWord(core, low) || slangMarkers[low] && !allCaps(core) || endOnlyMarkers[low] && i == len(fields)-1 {
			dropped = true
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " "), dropped
}

// markedFiller reports whether low, a filler that is a word too, stands
// as a filler between before and after, with mark the pause after it:
// "er" after a pause and no article ("to er, call", not "the er, then"),
// "like" between pauses or after "to" ("call, like, the plumber", "to
// like, call"), "כאילו" and "נו" before an infinitive or a pause.
func markedFiller(low, mark, before, after string) bool {
	b := toLower(strings.TrimRight(before, ",.…;:!?-–—"))
	switch low {
	case "er":
		return mark != "" && !notBeforeFiller[b]
	case "like":
		return mark != "" && (strings.HasSuffix(before, ",") || b == "to")
	}
	return mark != "" || heClause(after)
}

// notBeforeFiller are words a noun follows: "er" after one is "the ER".
var notBeforeFiller = map[string]bool{"the": true, "to": true, "at": true, "in": true, "from": true, "an": true, "a": true,
	"my": true, "our": true, "of": true, "by": true, "into": true, "her": true, "his": true}

// pauseInsideItem reports whether the pause before a filler set off by
// two ("call, um, my wife", "להתקשר, אממ, לשרברב") is the filler's own,
// not one between two items of a list ("milk, um, eggs"): before a word
// that opens a noun phrase, or after an infinitive.
func pauseInsideItem(before, after string) bool {
	if !strings.HasSuffix(before, ",") {
		return false
	}
	w := strings.TrimSuffix(before, ",")
	return nounOpeners[toLower(after)] || strings.HasPrefix(w, "ל") && heClause(w) && !lexicon.HebrewWord(w)
}

// nounOpeners are words that open a noun phrase: no list item starts
// with one after a pause.
var nounOpeners = map[string]bool{"the": true, "my": true, "a": true, "an": true, "his": true, "her": true, "our": true,
	"their": true, "your": true, "to": true, "at": true, "with": true, "for": true, "about": true}

// prev is the word before fields[i], "" for none.
func prev(fields []string, i int) string {
	if i == 0 {
		return ""
	}
	return fields[i-1]
}

// mayHoldFiller reports whether any of fields starts with a letter a
// filler starts with: the cheap gate before the words are read.
func mayHoldFiller(fields []string) bool {
	for _, f := range fields {
		r, _ := utf8.DecodeRuneInString(f)
		if strings.ContainsRune(fillerFirstRunes, unicode.ToLower(r)) {
			return true
		}
	}
	return false
}

// fillerCore is w without the marks around it, and the marks after it
// that make a pause (",", "...", "…", " -").
func fillerCore(w string) (core, mark string) {
	core = strings.TrimRight(w, ",.…;:!?-–—")
	mark = strings.TrimLeft(w[len(core):], ".!?")
	if strings.HasPrefix(w[len(core):], "...") || strings.HasPrefix(w[len(core):], "…") {
		mark = "…"
	}
	return strings.TrimLeft(core, "(\"'"), mark
}

// hesitationWord reports whether core (low lower-cased) is a sound of
// hesitation: one of hesitations, or one drawn out ("ummm", "uhhh",
// "hmmmm", "אההה", "אממממ"). An acronym in capitals ("UH", "UM") is no
// sound.
func hesitationWord(core, low string) bool {
	if hesitations[low] {
		return !allCaps(core) || utf8.RuneCountInString(core) > 3
	}
	return drawnHesitation(low) && !allCaps(core)
}

// drawnHesitation reports whether w is a hesitation with a letter drawn
// out: a run of u then m or h, of h then m, of e r m, or of א then מ or ה.
func drawnHesitation(w string) bool {
	rs := []rune(w)
	if len(rs) < 3 {
		return false
	}
	runs := func(first rune, rest ...rune) bool {
		i := 0
		for i < len(rs) && rs[i] == first {
			i++
		}
		if i == 0 || i == len(rs) {
			return false
		}
		for _, r := range rs[i:] {
			if r != rest[0] && (len(rest) < 2 || r != rest[1]) {
				return false
			}
		}
		return true
	}
	return runs('u', 'm', 'h') || runs('h', 'm') || runs('א', 'מ', 'ם') || runs('א', 'ה') ||
		strings.HasPrefix(w, "er") && runs('e', 'r', 'm') && strings.HasSuffix(w, "m")
}

// allCaps reports whether w is written in capitals: an acronym.
func allCaps(w string) bool {
	return w != "" && strings.ToUpper(w) == w && strings.ToLower(w) != w
}
