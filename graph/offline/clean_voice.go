package offline

import "strings"

// The voice of other Englishes, said around a request. Two kinds of word
// are no word of the thing asked for, and are read away here:
//
//   - A word that closes a sentence in the speaker's English: the
//     particles of Singapore and Malaysia ("… at 5 lah", "my locker is
//     42 ah", "so tired sia") and a kiss signed off a message ("… before
//     my shift x", "… xx"). They are taken only in lower case, as a word
//     of their own, last or before the closing marks; a name is
//     capitalised ("Leh", "Lor", "Project X"), and a word said after a
//     preposition or a noun that names by a letter ("a trip to leh",
//     "project x") is the thing.
//   - A tag the Englishes of London, Canada and elsewhere close with
//     ("… out the freezer fam", "… to hockey practice, eh", "… innit",
//     "… ya know"): read as the particles are, last and after no word
//     that holds it ("meet the fam", "see fam", "my fam").
//   - The spellings of function words in Jamaican and Caribbean English
//     ("nuh forget fi call mi madda", "add eggs to di shopping list"): each is
//     read as its standard form, where it can be nothing else (see
//     dialectWord in clean_creole.go).
//
// Tagalog particles are read in clean_particles.go.

// closingParticles are the particles of Singapore and Malaysia English a
// sentence closes with, Trinidad's "oui", and the Tagalog "po", "na",
// "pala", "naman" and "nga" said last in lower case ("update my resume po", "sleep na"; see
// clean_particles.go for where else they are read).
var closingParticles = wordSet(`lah la leh lor sia meh ah hor ar yaar oui po na pala naman nga`)

// closingTags are the tags other Englishes close a sentence with: London
// ("fam", "innit", "bruv"), Canada ("eh"), Kenya's Sheng ("bana"), South
// Africa and Australia ("… thanks hey"). "ya know" and "would ya" are read
// as one (see tagBefore).
var closingTags = wordSet(`fam innit bruv eh y'know yknow bana hey`)

// tagAsks are the asking words before "ya" that make the tag question an
// Irish or Australian request closes with: "… would ya", "… will ya".
var tagAsks = wordSet(`would will could can wont won't wouldn't`)

// kisses are the kisses a message is signed off with.
var kisses = wordSet(`x xx xxx xxxx xo xox xoxo`)

// particleHeld are the words after which a closing particle or a kiss is
// the thing itself: a place or a name after a preposition ("a trip to
// leh"), a word said ("say ah"), a letter named ("project x", "plan x").
var particleHeld = wordSet(`to in at from near of for into via visit visiting with call text email meet and or the a an say says said
	shout sing project plan option version type model factor chapter part page room gate level series size brand malcolm generation gen
	times by my your our his her their see seeing saw tell ask`)

// voiceTail are the marks and closing words a particle or a kiss may
// stand before: "… at 5 lah!", "… tomorrow ah thanks", "… lah tbh" (the
// chatter after it is read off later).
var voiceTail = wordSet(`thanks thank you thx ty please pls plz ok okay tbh ngl lol lmao fr rn haha period`)

// dropVoiceEnd takes a closing particle or a kiss off the end of s (see
// above), and any kiss or particle before it ("… lah xx").
func dropVoiceEnd(s string) string {
	if !mayCloseInVoice(s) {
		return s
	}
	fields := strings.Fields(s)
	end := len(fields)
	for end > 0 && voiceTail[toLower(strings.Trim(fields[end-1], ",.!?"))] && !addressAfterTime(fields, end-1) {
		end--
	}
	cut := -1
	for i := end - 1; i >= 1; i-- {
		w := strings.TrimRight(fields[i], ",.!?…")
		if n := tagBefore(fields, i); n > 0 {
			i -= n // "… ya know": the tag's first word is read as the particle
		} else if myAddressAfterTime(fields, i) {
			cut, i = i-1, i-1 // "… at 4 my guy": both words
			continue
		} else if !closingParticles[w] && !kisses[w] && !closingTags[w] && !addressAfterTime(fields, i) {
			break
		} else if w == "hey" && !voiceTail[toLower(strings.Trim(fields[i-1], ",.!?"))] && containsAny(toLower(s), farewellSaid...) {
			break // "text jake hey": a greeting to be said is the thing; "… thanks hey" closes
		}
		prev := toLower(strings.TrimRight(fields[i-1], ",.!?…"))
		if strings.ContainsAny(fields[i-1], ",.!?…") {
			cut = i // "… at 5, lah": after a mark it stands apart
			continue
		}
		if particleHeld[prev] || prev == "" {
			break // "a trip to leh", "say ah", "project x"
		}
		cut = i
	}
	if cut < 0 {
		return s
	}
	marks := fields[end-1][len(strings.TrimRight(fields[end-1], ",.!?…")):]
	head := strings.TrimRight(strings.Join(fields[:cut], " "), ",")
	out := append([]string{head + marks}, fields[end:]...)
	return strings.Join(out, " ")
}

// pauseParticles are the particles of Singapore and Malaysia English, and
// the Tagalog "pala" and "naman", that close a clause inside a message as
// well as at its end ("cancel that one lah landlord postpone already",
// "cancel the dentist pala i went already"). "ah" and "la" are left out: inside a
// message they are as often an interjection or a name's word ("ah ok",
// "la jolla").
var pauseParticles = wordSet(`lah lor leh sia pala naman`)

// singlishPause are the particles of pauseParticles that close a command
// said alone before a why ("cancel lah they all pangseh"); the Tagalog
// "pala" and "naman" after a command are its own ("pa remind naman …").
var singlishPause = wordSet(`lah lor leh sia`)

// particlePause writes a closing particle said inside a message, between
// two clauses, as the pause it is: "cancel that one lah landlord postpone
// already" is "cancel that one, landlord postpone already", so the second
// clause (here the reason) is read apart from the first. It is taken only
// in lower case, as a word of its own, after a word that does not hold it
// ("a trip to leh", see particleHeld) and with a clause after it: what
// only closes the message ("… po leh 🙏", "… lah thanks") is left to
// dropVoiceEnd.
func particlePause(s string) string {
	if !containsAny(s, " lah", " lor", " leh", " sia", " la", " ah", " meh", " hor", " ar", " yaar", " oui", " pala", " naman", " po", " na", " nga") {
		return s
	}
	fields := strings.Fields(s)
	out := make([]string, 0, len(fields))
	for i, f := range fields {
		if w, mark := particleMarked(f); w != "" && i > 0 && i < len(fields)-1 && len(out) > 0 {
			// "Board call tmr 3pm lah, add it": before its own mark it
			// closes the clause, and the mark stays.
			prev := out[len(out)-1]
			if !particleHeld[toLower(prev)] && strings.TrimRight(prev, ",.!?…:;") == prev {
				out[len(out)-1] = prev + mark // "… 2:30pm lah, add it": a mark inside the time is none after it
				continue
			}
		}
		if i > 0 && i < len(fields)-1 && pauseParticles[f] && len(out) > 0 && !closes(strings.Join(fields[i+1:], " ")) {
			prev := out[len(out)-1]
			low := toLower(prev)
			// "pa remind naman tomorrow …", "reckon u can remindme naman to …":
			// after the command, or the command run into its next word, it is
			// the command's particle, read with it.
			_, _, glued := gluedHead(low)
			if !particleHeld[low] && !headVerbs[low] && !glued && !strings.ContainsAny(prev, ",.!?…:;") {
				out[len(out)-1] = prev + ","
				continue
			}
			if headVerbs[low] && singlishPause[f] && len(out) == 1 {
				// "cancel lah they all pangseh": after a command said alone
				// the Singapore particle closes it, and a why follows.
				out[len(out)-1] = prev + ","
				continue
			}
		}
		out = append(out, f)
	}
	return strings.Join(out, " ")
}

// particleMarked splits f, a closing particle (or "yaar") said in lower
// case with a mark of its own after it ("lah,", "ah.", drawn out "lahh,"), into the particle
// and the mark; w is "" when f is none.
func particleMarked(f string) (w, mark string) {
	w = strings.TrimRight(f, ",.!?…;")
	if w == f || w == "" {
		return "", ""
	}
	said := w
	if last := w[len(w)-1:]; len(w) > 2 {
		said = strings.TrimRight(w, last) + last // drawn out: "lahh," is "lah,"
	}
	if !closingParticles[said] && said != "yaar" {
		return "", ""
	}
	return w, f[len(w):]
}

// mayCloseInVoice reports cheaply whether s may close with a particle or
// a kiss: its last word is one, or a closing word that may follow one.
func mayCloseInVoice(s string) bool {
	t := strings.TrimRight(s, " ,.!?…")
	w := t[strings.LastIndexAny(t, " ,")+1:]
	return closingParticles[w] || kisses[w] || closingTags[w] || addressTags[w] || addressNouns[w] || myAddress[w] || w == "know" || w == "ya" || w == "yah" || voiceTail[toLower(w)]
}

// tagBefore reports how many words before i, with it, make the tag "ya
// know" ("y'know" is one of closingTags): 1 for "ya know", and for "you know"
// after a mark ("…, you know"), and for "would ya", "will ya"; 0 otherwise
// ("what you know", "see ya").
func tagBefore(fields []string, i int) int {
	w := strings.TrimRight(fields[i], ",.!?…")
	if i < 2 {
		return 0
	}
	switch w {
	case "know":
		switch fields[i-1] {
		case "ya", "yah":
			return 1
		case "you":
			if strings.ContainsAny(fields[i-2], ",…") {
				return 1
			}
		}
	case "ya", "yah":
		if tagAsks[toLower(fields[i-1])] {
			return 1 // "… at 7 would ya": the tag question
		}
	}
	return 0
}

// voiceOnly reports whether t is only closing particles, tags and kisses,
// in lower case ("xx", "lah", "ah x", "innit", "ya know"): said after the request, no word of it.
func voiceOnly(t string) bool {
	fields := strings.Fields(t)
	for i, f := range fields {
		f = strings.Trim(f, ",.!?")
		if (f == "ya" || f == "you") && next(fields, i) == "know" {
			continue // "ya know"
		}
		if !closingParticles[f] && !kisses[f] && !closingTags[f] && (f != "know" || i == 0) {
			return false
		}
	}
	return len(fields) > 0
}
