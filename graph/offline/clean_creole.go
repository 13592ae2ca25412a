package offline

import (
	"slices"
	"strings"
)

// The creoles English is texted in: Jamaican and Caribbean patois ("remind
// me fi call mi madda", "put it inna mi calendar", "tek out di ackee mi
// find some", "wah mi have pon monday?"), Scots ("whit's on ma tasks",
// "remind me tae …") and Nigerian Pidgin ("wetin dey my shopping list",
// "delete am", "… sef …"). Their function words are read here, once, as the
// standard words the grammar knows (readCreole, run before a message is
// planned, and readDialect again on each clause Clean is given), and only
// where the creole reading is certain: "mi" and "di" are also words of
// names and other tongues ("Di Maria", "mi casa", "call di maria at 5"
// stays as typed where no verb or preposition reads it), so a capitalised
// word is never read, and a word is read only beside what makes it the
// function word (see dialectWord). What is not certain is left as typed,
// and the message is declined when no reader claims it.

// readCreole reads the creole words of s as their standard forms: a
// Spanglish request said in English first (spanglish), a Hinglish one
// (hinglish), then a Singlish particle last taken off (dropSinglish), the
// Malaysian "got" after a time (manglishGot), Pidgin's phrases (pidgin),
// the patois phrases (patois), then the words of dialectSpellings
// (readDialect).
func readCreole(s string) string {
	return readDialect(patois(pidgin(manglishGot(dropSinglish(hinglish(spanglish(s)))))))
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
	"bout": "about", "fer": "for", "oot": "out", "afore": "before", "mek": "make", "pit": "put", "remindmi": "remind me",
	// "before" as texted, read before a word of time only ("renew passport
	// b4 jan", "b4 friday"): "B4 paper" is a size.
	"b4": "before",
	// "with" typed short after a word of being done: "done w the GST".
	"w": "with",
	// Patois: "wah" (what) opening a question, "pon" (on) and "inna" (in,
	// in the) before what they place, "dem" (them) after a verb
	// ("tek dem off").
	"wah": "what", "pon": "on", "inna": "in", "dem": "them",
	// Scots (clean_scots.go): "mind me tae …", "at hauf ten", "whit have
	// ah got", "tatties an a haggis".
	"hauf": "half", "mornin": "morning", "evenin": "evening", "shoppin": "shopping", "meetin": "meeting", "naw": "no",
	"ah've": "I've", "ah'm": "I'm", "ah'll": "I'll", "ah'd": "I'd", "ah": "I", "an": "and", "mind": "remind", "mindme": "remind me",
}

// dialectSubjectVerbs are the verbs after which "mi" opening a message is
// "I": "mi have doctor appointment tomorrow 2pm".
var dialectSubjectVerbs = wordSet(`have has need want got gotta gonna must should can cyaan haffi affi`)

// dialectDeedVerbs are the verbs after which "mi" is "I" after a thing
// named or a question word: "tek out di ackee mi find some" (I found
// some), "wah mi have pon monday?"; after a verb or a preposition it is
// still "me" or "my" ("call mi madda", "in mi calendar").
var dialectDeedVerbs = wordSet(`have has had need want got find found buy bought get done did reach finish finished
	pick picked use used gone go going cyaan haffi affi forget miss`)

// dialectPlaceNext are the words before which "pon" and "inna" place a
// thing: a word of owning or pointing ("pon mi list", "inna di
// calendar"), the calendar itself ("inna calendar"); "pon" also before a
// day ("pon monday").
var dialectPlaceNext = wordSet(`mi my me di the dat that dis this it ma yuh your calendar diary schedule list`)

// dialectNotOwned are the words after which "mi" is no owner's "my":
// what opens a clause or a thing told ("tell mi di news", "show mi how").
var dialectNotOwned = wordSet(`di the a an dat that dis this how what wah wen when where why if whether who`)

// dialectOwnerAfter are the words after which "mi" and "ma" before a
// noun are "my": "put on mi shopping list", "in ma calendar".
var dialectOwnerAfter = wordSet(`on in onto into to from`)

// dialectTimeEnd are the words a time ends with, after which "tae" is
// "to": "remind me in 20 min tae check the coolant".
var dialectTimeEnd = wordSet(`min mins minute minutes hour hours hr hrs am pm tomorrow tonight today morning evening afternoon
	night noon midnight mornin evenin morra`)

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
	if kept := slices.DeleteFunc(slices.Clone(fields), decorationOnly); len(kept) != len(fields) && len(kept) > 0 {
		fields, changed = kept, true // "wetin 😅 dey tomorrow", "mi 🙏 find some": the words read as neighbours
	}
	for i, f := range fields {
		w := strings.TrimRight(f, ",.:;!?")
		if sentenceStart(fields, i) {
			w = toLower(w) // "Whit's on ma tasks", "Tek off the saltfish", "… well. Wetin be …"
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
		} else if w == "mi" && dialectDeedVerbs[nx] {
			switch prev := toLower(strings.TrimRight(fields[i-1], ",.:;!?")); {
			case dialectLetVerbs[prev]:
				std = "me" // "nuh mek mi forget", "let mi find"
			case mayOpenClause(prev):
				std = "I" // "tek out di ackee mi find some", "wah mi have pon monday?"
			}
		}
		if w == "wetin" && nx == "dey" && i+2 < len(fields) {
			// "wetin dey my shopping list?" is "what's on my shopping
			// list?"; "wetin dey (pon) monday" "what's on monday".
			std, fields[i+1] = "what's", "on"
			if after := toLower(fields[i+2]); after == "on" || after == "pon" {
				fields[i+1] = ""
			}
		}
		if w == "mek" && i > 0 && toLower(fields[i-1]) == "don't" {
			std = "let" // "nuh mek mi forget": don't let me forget
		}
		fields[i] = std + f[len(w):]
		changed = true
	}
	if !changed {
		return s
	}
	return strings.Join(strings.Fields(strings.Join(fields, " ")), " ")
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
	if read, ok := scotsWord(fields, i, w, prev, nxt); ok {
		return read
	}
	switch w {
	case "tae": // "need tae order", "at half 3 tae phone", "at 6 sharp tae call"; not "tae kwon do", "Tae"
		return nxt != "" && nxt != "kwon" && prev != "" && fields[i] == strings.ToLower(fields[i])
	case "ma": // "on ma tasks", "aye, ma grandson …"; not "call ma", "ring ma tonight"
		return dialectOwnerAfter[prev] && nxt != "" && !dialectNotNoun[nxt] ||
			(i == 0 || strings.HasSuffix(fields[i-1], ",")) && relationWords[nxt] || scotsOwner(fields, prev, nxt)
	case "whit", "whit's", "wetin", "wha's", "wha":
		return sentenceStart(fields, i)
	case "wah": // "wah mi locker number again?"; not "wah wah", "wah so tired"
		return sentenceStart(fields, i) && (nxt == "mi" || nxt == "my" || nxt == "is" || nxt == "di" || nxt == "on" || nxt == "pon")
	case "pon", "inna": // "put it inna mi calendar", "wah mi have pon monday"; not "Inna", "call inna"
		return i > 0 && (dialectPlaceNext[nxt] || w == "pon" && (enDayWord(nxt) || whenNext(nxt)))
	case "dem": // "tek dem off", "add dem to di list"; not "di pikin dem", "dem go vex"
		return i > 0 && (isDialectVerb(prev) || prev == "take") && nxt != "go"
	case "tek": // "tek off the saltfish", "yo tek it out"; not "tek" as a name
		return i == 0 || nxt == "off" || nxt == "out" || nxt == "away" || nxt == "it" || nxt == "dem" || nxt == "them"
	case "be": // "wetin be my locker code"
		return i > 0 && prev == "what" && sentenceStart(fields, i-1)
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
	case "fi": // "rememba fi call", "in 20 min fi call", "every sunday 8am fi call", "friday fi pay"
		return prev == "remember" || prev == "rememba" || prev == "memba" || prev == "forget" || prev == "need" || prev == "me" ||
			(dialectTimeEnd[prev] || reClockSaid.MatchString(prev) || enDayWord(prev)) && nxt != ""
	case "bout", "fer", "oot", "afore":
		return i > 0
	case "w":
		return (prev == "done" || prev == "finished" || prev == "through") && nxt != ""
	case "b4":
		return i > 0 && nxt != "" && (whenNext(nxt) || monthWord(nxt) || dialectTimeAfterB4[nxt])
	case "mek": // "actually mek it 8", "mek it 45 min", "nuh mek mi forget"
		return nxt == "it" || nxt == "that" || nxt == "dat" || prev == "don't" && (nxt == "mi" || nxt == "me")
	case "pit": // "pit that in the calendar", "pit it on ma list", "pit tatties … on the shoppin list"
		return nxt == "it" || nxt == "that" || nxt == "dat" || nxt == "this" || nxt == "them" || scotsPut(fields, i)
	case "mi":
		if i == 0 {
			return dialectSubjectVerbs[nxt] // "mi have …", "mi need fi …"
		}
		if dialectDeedVerbs[nxt] && mayOpenClause(prev) {
			return true // "… ackee mi find some", "wah mi have …": read as "I"
		}
		return isDialectVerb(prev) || dialectOwnerAfter[prev] && nxt != "" && !dialectNotNoun[nxt] ||
			prev != "" && nxt != "" && !dialectNotNoun[nxt] && !dialectNotOwned[nxt] && !dialectSubjectVerbs[nxt] // "renew mi nursing license"; not "… mi have some"
	case "nuh": // "nuh forget", "nuh mek mi forget", "nuh let mi miss"
		return nxt == "forget" || (nxt == "let" || nxt == "mek") && i+2 < len(fields) && (fields[i+2] == "mi" || fields[i+2] == "me")
	case "di", "dat", "dis":
		// "tek out di ackee"; "show mi di list": after the object of a verb
		return i+1 < len(fields) && (dialectBefore[prev] || prev == "me" && i > 1 && isDialectVerb(toLower(fields[i-2])))
	}
	return true
}

// mayOpenClause reports whether "mi" after prev opens a clause of its own,
// as its subject: after a question word ("what mi have") or a thing named
// ("di ackee mi find some"), not after a verb whose object it is ("remind
// mi", "let mi find"), a preposition or an article.
func mayOpenClause(prev string) bool {
	if questionWords[prev] {
		return true
	}
	return prev != "" && !isDialectVerb(prev) && !dialectOwnerAfter[prev] && !dialectBefore[prev] && !dialectNotNoun[prev] &&
		!dialectNotOwned[prev] && !dialectCausatives[prev] && !strings.ContainsAny(prev, "0123456789")
}

// dialectLetVerbs are the verbs whose object "mi" is before another verb:
// "let mi find", "mek mi have", "help mi get".
var dialectLetVerbs = wordSet(`let make mek help`)

// dialectCausatives (with dialectLetVerbs, whose object "mi" is before
// the verb it lets) are the words after which "mi" opens no clause.
var dialectCausatives = wordSet(`let make mek help watch see hear have had get got and or but`)

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
		strings.Contains(s, "remind us") || strings.Contains(s, "wetin ") || strings.HasPrefix(s, "wha") ||
		strings.Contains(s, "saka ") || strings.Contains(s, " sa ") || strings.HasPrefix(s, "mi ") || strings.HasPrefix(s, "Mi ") ||
		strings.Contains(s, "bout ") || strings.Contains(s, " fer ") || strings.Contains(s, " oot") || strings.Contains(s, "afore ") ||
		strings.Contains(s, "mek ") || strings.Contains(s, "pit ") || strings.Contains(s, " b4 ") ||
		strings.Contains(s, "wah ") || strings.Contains(s, "Wah ") || strings.Contains(s, " pon ") || strings.Contains(s, " inna ") || strings.Contains(s, " dem") ||
		strings.Contains(s, "Wetin ") || strings.Contains(s, " w ") || strings.Contains(s, "remindmi") || containsAny(toLower(s), scotsGate...)
}

// dialectTimeAfterB4 are the words besides a day, a month or a number
// that make a "b4" before them "before" ("b4 the weekend", "b4 noon").
var dialectTimeAfterB4 = wordSet(`the end noon midday midnight weekend xmas christmas`)

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

// sentenceStart reports whether the word at i opens the text or a
// sentence of it ("Dear Memo, I hope you are well. wetin dey …").
func sentenceStart(ws []string, i int) bool {
	for i > 0 && ws[i-1] == "" {
		i-- // a word read away
	}
	return i == 0 || strings.ContainsAny(ws[i-1][len(ws[i-1])-1:], ".!?")
}

// decorationOnly reports whether w is only emoji and symbols that say
// nothing about a request (see isDecoration).
func decorationOnly(w string) bool {
	for _, r := range w {
		if !isDecoration(r) {
			return false
		}
	}
	return w != ""
}
