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
//     dialectWord).
//
// Tagalog particles are read in clean_particles.go.

// closingParticles are the particles of Singapore and Malaysia English a
// sentence closes with, Trinidad's "oui", and the Tagalog "po", "na" and
// "pala" said last in lower case ("update my resume po", "sleep na"; see
// clean_particles.go for where else they are read).
var closingParticles = wordSet(`lah la leh lor sia meh ah hor ar yaar oui po na pala`)

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

// pauseParticles are the particles of Singapore and Malaysia English that
// close a clause inside a message as well as at its end ("cancel that one
// lah landlord postpone already"). "ah" and "la" are left out: inside a
// message they are as often an interjection or a name's word ("ah ok",
// "la jolla").
var pauseParticles = wordSet(`lah lor leh sia`)

// particlePause writes a closing particle said inside a message, between
// two clauses, as the pause it is: "cancel that one lah landlord postpone
// already" is "cancel that one, landlord postpone already", so the second
// clause (here the reason) is read apart from the first. It is taken only
// in lower case, as a word of its own, after a word that does not hold it
// ("a trip to leh", see particleHeld) and with a clause after it: what
// only closes the message ("… po leh 🙏", "… lah thanks") is left to
// dropVoiceEnd.
func particlePause(s string) string {
	if !containsAny(s, " lah", " lor", " leh", " sia", " la", " ah", " meh", " hor", " ar", " yaar", " oui") {
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
			if !particleHeld[low] && !strings.ContainsAny(prev, ",.!?…:;") {
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
	return closingParticles[w] || kisses[w] || closingTags[w] || addressTags[w] || w == "know" || w == "ya" || w == "yah" || voiceTail[toLower(w)]
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

// dialectSpellings are the Jamaican, Caribbean and Scots spellings of
// function words and of the verbs a request opens with, and their
// standard forms. All but the verbs and "aboot" are read only where
// dialectWord says.
var dialectSpellings = map[string]string{
	"rememba": "remember", "memba": "remember",
	"fi": "to", "di": "the", "mi": "my", "dat": "that", "dis": "this", "nuh": "don't",
	"tae": "to", "ma": "my", "aboot": "about", "whit": "what", "whit's": "what's", "tek": "take", "us": "me",
	// Nigerian Pidgin "wetin be" (what is), a dropped t ("wha's on my
	// calendar"), and the Tagalog "tsaka" (and) and "sa" (to) of a list
	// ("add rice, eggs tsaka sardinas sa grocery list").
	"wetin": "what", "be": "is", "wha's": "what's", "wha": "what", "tsaka": "and", "saka": "and", "sa": "to",
	// Words no standard English spells so: read wherever they stand
	// ("… bout mi prescription", "… fer me", "put the bins oot", "afore the
	// weekend"), and the verbs "mek" and "pit" where a command has them.
	"bout": "about", "fer": "for", "oot": "out", "afore": "before", "mek": "make", "pit": "put",
	// "before" as texted, read before a word of time only ("renew passport
	// b4 jan", "b4 friday"): "B4 paper" is a size.
	"b4": "before",
}

// dialectSubjectVerbs are the verbs after which "mi" opening a message is
// "I": "mi have doctor appointment tomorrow 2pm".
var dialectSubjectVerbs = wordSet(`have has need want got gotta gonna must should can cyaan haffi affi`)

// dialectNotOwned are the words after which "mi" is no owner's "my":
// what opens a clause or a thing told ("tell mi di news", "show mi how").
var dialectNotOwned = wordSet(`di the a an dat that dis this how what wah wen when where why if whether who`)

// dialectOwnerAfter are the words after which "mi" and "ma" before a
// noun are "my": "put on mi shopping list", "in ma calendar".
var dialectOwnerAfter = wordSet(`on in onto into to from`)

// dialectTimeEnd are the words a time ends with, after which "tae" is
// "to": "remind me in 20 min tae check the coolant".
var dialectTimeEnd = wordSet(`min mins minute minutes hour hours hr hrs am pm tomorrow tonight today morning evening afternoon`)

// dialectBefore are the words after which "di", "dat" and "dis" are
// "the", "that" and "this": prepositions and the verbs of a command.
var dialectBefore = wordSet(`to on in from at for of off into onto with up out about over under add put move delete remove clear show check call pick
	buy get take bring feed pay send clean cancel`)

// dialectNotNoun are the words after which "mi" is "me", not "my": a
// time, a mark of the next clause or nothing.
var dialectNotNoun = wordSet(`to fi at in on by and tomorrow today tonight later now every about for when if`)

// readDialect reads the dialect spellings of s as their standard forms
// (see dialectSpellings): "rememba fi call mi madda" is "remember to call
// my madda", "add eggs to di shopping list" "add eggs to the shopping
// list". Capitalised words are names ("Di", "Mi") and stay.
func readDialect(s string) string {
	if !mayBeDialect(s) {
		return s
	}
	fields := strings.Fields(s)
	changed := false
	for i, f := range fields {
		w := strings.TrimRight(f, ",.:;!?")
		if i == 0 {
			w = toLower(w) // "Whit's on ma tasks", "Tek off the saltfish"
		}
		std, ok := dialectSpellings[w]
		if !ok || !dialectWord(fields, i, w) {
			continue
		}
		nx := ""
		if i+1 < len(fields) {
			nx = toLower(strings.TrimRight(fields[i+1], ",.:;!?"))
		}
		if w == "mi" && (nx == "" || dialectNotNoun[nx] || dialectNotOwned[nx] || w != f || nx[0] >= '0' && nx[0] <= '9') {
			std = "me" // "remind mi at 5", "tell mi", "remind mi 5:30"
		}
		if w == "mi" && i == 0 {
			std = "i" // "mi have night shift tomorrow", "mi need fi renew …"
		}
		fields[i] = std + f[len(w):]
		changed = true
	}
	if !changed {
		return s
	}
	return strings.Join(fields, " ")
}

// dialectWord reports whether the dialect spelling w at i may only be
// the standard word: "fi" after a verb of remembering ("rememba fi
// call"), "mi" after a verb ("call mi madda", "remind mi"), "di", "dat"
// and "dis" after a preposition or a command's verb, "nuh" before
// "forget"; the verbs anywhere.
func dialectWord(fields []string, i int, w string) bool {
	prev := ""
	if i > 0 {
		prev = toLower(strings.TrimRight(fields[i-1], ",.:;!?"))
	}
	nxt := ""
	if i+1 < len(fields) {
		nxt = toLower(strings.TrimRight(fields[i+1], ",.:;!?"))
	}
	switch w {
	case "tae": // "need tae order", "at half 3 tae phone"; not "tae kwon do"
		return nxt != "" && nxt != "kwon" && (prev == "me" || prev == "need" || prev == "remember" || prev == "forget" ||
			dialectTimeEnd[prev] || prev != "" && prev[len(prev)-1] >= '0' && prev[len(prev)-1] <= '9')
	case "ma": // "on ma tasks", "aye, ma grandson …"; not "call ma", "ring ma tonight"
		return dialectOwnerAfter[prev] && nxt != "" && !dialectNotNoun[nxt] ||
			(i == 0 || strings.HasSuffix(fields[i-1], ",")) && relationWords[nxt]
	case "whit", "whit's", "wetin", "wha's", "wha":
		return i == 0
	case "tek": // "tek off the saltfish", "yo tek it out"; not "tek" as a name
		return i == 0 || nxt == "off" || nxt == "out" || nxt == "away" || nxt == "it" || nxt == "dem" || nxt == "them"
	case "be": // "wetin be my locker code"
		return i == 1 && prev == "what"
	case "tsaka", "saka":
		return prev != "" && nxt != ""
	case "sa": // "… sa grocery list"; the list named within two words
		for k := i + 1; k < len(fields) && k <= i+3; k++ {
			if toLower(strings.TrimRight(fields[k], ",.:;!?")) == "list" {
				return k > i+1
			}
		}
		return false
	case "us": // "remind us at half 3" is said of oneself
		return i == 1 && prev == "remind"
	case "fi": // "rememba fi call", "in 20 min fi call"
		return prev == "remember" || prev == "rememba" || prev == "memba" || prev == "forget" || prev == "need" || prev == "me" ||
			dialectTimeEnd[prev] && nxt != ""
	case "bout", "fer", "oot", "afore":
		return i > 0
	case "b4":
		return i > 0 && nxt != "" && (whenNext(nxt) || monthWord(nxt) || dialectTimeAfterB4[nxt])
	case "mek": // "actually mek it 8", "mek it 45 min"
		return nxt == "it" || nxt == "that" || nxt == "dat"
	case "pit": // "pit that in the calendar", "pit it on ma list"
		return nxt == "it" || nxt == "that" || nxt == "dat" || nxt == "this" || nxt == "them"
	case "mi":
		if i == 0 {
			return dialectSubjectVerbs[nxt] // "mi have …", "mi need fi …"
		}
		return isDialectVerb(prev) || dialectOwnerAfter[prev] && nxt != "" && !dialectNotNoun[nxt] ||
			prev != "" && nxt != "" && !dialectNotNoun[nxt] && !dialectNotOwned[nxt] && !dialectSubjectVerbs[nxt] // "renew mi nursing license"; not "… mi have some"
	case "nuh":
		return i+1 < len(fields) && toLower(strings.TrimRight(fields[i+1], ",.:;!?")) == "forget"
	case "di", "dat", "dis":
		return i+1 < len(fields) && dialectBefore[prev]
	}
	return true
}

// isDialectVerb reports whether w is a verb "mi" may follow as its
// object or its owner's word: the verbs a request opens with, and the
// verbs of dialectBefore.
func isDialectVerb(w string) bool {
	return headVerbs[w] && w != "please" || dialectBefore[w] && len(w) > 3 || w == "fi" || w == "tell" || w == "text" || w == "visit"
}

// mayBeDialect reports cheaply whether s holds a dialect spelling.
func mayBeDialect(s string) bool {
	return strings.Contains(s, "memba") || strings.Contains(s, "nuh ") || strings.Contains(s, " fi ") || strings.Contains(s, " di ") ||
		strings.Contains(s, " mi") || strings.Contains(s, " dat ") || strings.Contains(s, " dis ") ||
		strings.Contains(s, " tae ") || strings.Contains(s, " ma ") || strings.Contains(s, "aboot") ||
		strings.HasPrefix(s, "whit") || strings.HasPrefix(s, "Whit") || strings.HasPrefix(s, "tek ") || strings.HasPrefix(s, "Tek ") || strings.Contains(s, " tek ") ||
		strings.Contains(s, "remind us") || strings.HasPrefix(s, "wetin ") || strings.HasPrefix(s, "wha") ||
		strings.Contains(s, "saka ") || strings.Contains(s, " sa ") || strings.HasPrefix(s, "mi ") || strings.HasPrefix(s, "Mi ") ||
		strings.Contains(s, "bout ") || strings.Contains(s, " fer ") || strings.Contains(s, " oot") || strings.Contains(s, "afore ") ||
		strings.Contains(s, "mek ") || strings.Contains(s, "pit ") || strings.Contains(s, " b4 ")
}

// dialectTimeAfterB4 are the words besides a day, a month or a number
// that make a "b4" before them "before" ("b4 the weekend", "b4 noon").
var dialectTimeAfterB4 = wordSet(`the end noon midday midnight weekend xmas christmas`)
