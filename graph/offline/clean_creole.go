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

// readCreole reads the creole words of s as their standard forms: the
// words of other tongues a follow-up is said with first (readTold), a
// Spanglish request said in English (spanglish), a Hinglish one
// (hinglish), then a Singlish particle last taken off (dropSinglish), the
// Malaysian "got" after a time (manglishGot), Pidgin's phrases (pidgin),
// the patois phrases (patois), the Trini and Yorkshire words (triniYorks),
// then the words of dialectSpellings (readDialect), and a question with
// its question word last asked first (askLast).
func readCreole(s string) string {
	return askLast(readDialect(triniYorks(patois(pidgin(manglishGot(dropSinglish(hinglish(spanglish(readTold(s))))))))))
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
	// Hawaiian Pidgin and learners' English (clean_hawaii.go): "remind me
	// fo call da landlord", "remembah my locker code stay 2231", "I get
	// one doctor appointment".
	"fo": "to", "da": "the", "remembah": "remember", "member": "remember", "stay": "is", "one": "a",
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
	if read, ok := hawaiiWord(fields, i, w, prev, nxt); ok {
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
		strings.Contains(s, "Wetin ") || strings.Contains(s, " w ") || strings.Contains(s, "remindmi") || containsAny(toLower(s), scotsGate...) || containsAny(s, hawaiiGate...)
}

// dialectTimeAfterB4 are the words besides a day, a month or a number
// that make a "b4" before them "before" ("b4 the weekend", "b4 noon").
var dialectTimeAfterB4 = wordSet(`the end noon midday midnight weekend xmas christmas`)

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
