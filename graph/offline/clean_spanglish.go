package offline

import (
	"regexp"
	"strings"
)

// Spanglish, English texted by a Spanish speaker with the Spanish words of
// grammar and the commands left in Spanish, read by the creole reader
// (readCreole) as the English it asks, before all else: "oye remind me
// mañana a las 7am to call el concrete guy" (remind me tomorrow at 7am to
// call the concrete guy), "tengo inspection el viernes at 9 con el city
// inspector, ponlo en el calendar" (I have inspection on Friday at 9 with
// the city inspector, put it in the calendar), "muévelo pa las 10" (move
// it to 10), "cancel el lunch, se cayó" (…, it fell through), "ya lo
// llamé, done" (done), "cafe Bustelo, pan cubano y leche" (… and leche),
// "y también guava pastelitos" (and also …), "gracias hermano" (thanks
// bro). The hour said "a las 7" is the time grammar's own (timeparse,
// foreign.go); the day words "mañana", "hoy", "el viernes" too.
//
// A message is read only when it holds a Spanish word of grammar or a
// Spanish command no English sentence has (spanglishGate: "a las 7",
// "tengo" opening it, "con el", "ponlo", "muévelo", "cancela", "ya lo
// …", "se cayó", "también", "gracias", "oye", …), so "Las Vegas", "El Al
// flight", "Tengo the dog", "call Pancho at 5" stay as typed. Then its
// articles before a word in lower case are "the" ("el lunch", "los
// guys"; "El Al" is a name), "con" is "with", "en" "in", the commands are
// said in English, and the words of address go. The item keeps the
// user's words of content ("inspection with the city inspector", "pan
// cubano"); only the scaffolding is said in English. A message that asks
// to remember is stored as typed.

// spanglishGate are the Spanish words of grammar and the commands one of
// which makes a message Spanglish. "y" between two words of a list is
// one too (see spanglishAnd).
var spanglishGate = compile(`(?i)(?:^|[\s,(])(?:(?:a|pa|para)\s+las\s+\d[\d:.]*(?:am|pm)?|el\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|pon\s+en|^pon|tengo\s+[^\s,]+|con\s+(?:el|la|los|las|mi|mis)|(?:en|al|del)\s+(?:el\s+|mi\s+)?(?:calendario|calendar|lista)|calendario|lista|ponlo|ponla|ponle|p[oó]nme|p[oó]nmelo|agr[eé]ga(?:lo|la|me)?|a[ñn][aá]de(?:lo|la|me)?|an[oó]ta(?:lo|la|me)?|ap[uú]nta(?:lo|la|me)?|mu[eé]ve(?:lo|la)?|c[aá]mbia(?:lo|la)?|p[aá]sa(?:lo|la)|cancela|canc[eé]la(?:lo|la)|listo|b[oó]rra(?:lo|la)?|qu[ií]ta(?:lo|la)?|ya\s+(?:lo|la|le|los|las)\s+\S+|ya\s+est[aá]|se\s+(?:cay[oó]|cancel[oó])|tambi[eé]n|gracias|oye|[oó]yeme|oiga|hoy|mañana|manana|remember\s+que|todos\s+los|cada)(?:$|[\s,.!?:;)])`)

var (
	// reSpOpen is a word said to open the message: "oye", "óyeme", "bueno".
	reSpOpen = compile(`(?i)^(?:(?:oye|[oó]yeme|oiga|bueno)\b[\s,.!]*)+`)
	// reSpTengo is "tengo" opening the message before a thing ("tengo
	// inspection …"): "I have". Not before an article ("Tengo the dog")
	// nor "que" (a sentence in Spanish).
	reSpTengo = compile(`(?i)^tengo\s+((?:the|a|an|my|que|to|this|that)\b)?`)
	// reSpThanks is the thanks: "gracias", "muchas gracias".
	reSpThanks = compile(`(?i)\b(?:muchas\s+|mil\s+)?gracias\b`)
	// reSpAddress is a word of address said after a comma, a thanks or
	// last: "gracias hermano", "…, mano".
	reSpAddress = compile(`(?i)((?:^|,|thanks|bro)\s*)\b(?:hermano|hermana|mano|manito|compa|compadre|pana|socio|jefe|mi\s+amor)\b`)
	// reSpMove is the command to move, with the hour said after it:
	// "muévelo pa las 10", "cámbialo para el viernes".
	reSpMove = compile(`(?i)\b(?:mu[eé]ve(?:lo|la)?|c[aá]mbia(?:lo|la)?|p[aá]sa(?:lo|la))\b(?:\s+(?:(?:pa|para|a)\s+las|(?:pa|para)(?:\s+el)?|a\s+el|al))?\b`)
	// reSpPut is the command to put: "ponlo en el calendar", "agrégalo".
	reSpPut = compile(`(?i)\b(?:ponlo|ponla|ponle|p[oó]nmelo|agr[eé]ga(?:lo|la)|a[ñn][aá]de(?:lo|la)|an[oó]ta(?:lo|la)|ap[uú]nta(?:lo|la))\b`)
	// reSpPutBare is the command to put with no pronoun: "pon" opening
	// the message ("pon de ring" is a doughnut), "ponme", "agrega".
	reSpPutBare = compile(`(?i)(?:(?:^|,\s*)pon|\bp[oó]nme|agr[eé]ga(?:me)?|a[ñn][aá]de(?:me)?|an[oó]ta(?:me)?|ap[uú]nta(?:me)?)\b`)
	// reSpCancel is the command to cancel or delete.
	reSpCancel = compile(`(?i)\b(?:(canc[eé]la(?:lo|la))|(cancela)|(b[oó]rra(?:lo|la))|(borra)|(qu[ií]ta(?:lo|la))|(quita))\b`)
	// reSpFell is the reason told: "se cayó", "se canceló".
	reSpFell = compile(`(?i)\bse\s+(?:(cay[oó])|cancel[oó])`)
	// reSpDone is a deed told done, the whole message: "ya lo llamé,
	// done", "ya lo hice", "ya está", "listo".
	reSpDone = compile(`(?i)^(?:(?:ya\s+(?:lo|la|le|los|las)\s+[^\s,.!]+|ya\s+est[aá]|listo|done|ya)[\s,.!✅]*)+$`)
	// reSpCalendar is the calendar said in Spanish, with its article and
	// preposition: "en el calendar", "al calendario", "en mi calendario".
	reSpCalendar = compile(`(?i)\b(?:(en|al|del|a)\s+)?(?:(el|mi)\s+)?calendar(?:io)?\b`)
	// reSpList is the list said in Spanish: "en la lista", "de la lista".
	reSpList = compile(`(?i)\b(?:(en|a|de)\s+)?(?:(la|mi)\s+)?lista\b`)
	// reSpParts are the parts of the day said in Spanish after an hour:
	// "a las 7 de la mañana", "a las 4 de la tarde". Said alone ("por la
	// mañana") they are no hour, and left to be declined.
	reSpParts = compile(`(?i)(\d)\s+de\s+la\s+(mañana|manana|tarde|noche)\b`)
	// reSpEvery is a repetition: "todos los lunes", "cada día".
	reSpEvery = compile(`(?i)\b(?:todos\s+los|cada)\s+(d[ií]as?|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?)\b`)
	// reSpArticle is an article before a word in lower case: "el lunch",
	// "los guys"; "El Al" and "la Bamba" are names.
	reSpArticle = regexp.MustCompile(`(^|[\s,(])(el|la|los|las)\s+([a-zñáéíóú])`)
	// reSpCon is "con" and "en" before an article, an owner or a name:
	// "con el architect", "en Brickell".
	reSpCon = regexp.MustCompile(`(^|[\s,(])(con|en)\s+(el|la|los|las|mi|mis|[A-Z])`)
	// reSpToo is "también" (also), "y" (and) before it.
	reSpToo = compile(`(?i)\b(?:(y)\s+)?tambi[eé]n\b`)
	// reSpHoy is "hoy" (today).
	reSpHoy = compile(`(?i)\bhoy\b`)
	// reSpPutColon is the command to put in the calendar opening the
	// message before a colon: "ponlo en el calendario: reunión …".
	reSpPutColon = compile(`(?i)^put(?:\s+it)?\s+(?:in|on|to)\s+(?:the\s+|my\s+)?calendar\s*:\s*`)
	// reSpGuy is "el tipo" (the guy) of a reason: "el tipo says he running
	// late".
	reSpGuy = compile(`(?i)\b(el|la)\s+(tipo|tipa|jefe|jefa)\b`)
	// reSpBeing is a person and a verb in -ing with no "is" between, as
	// a Spanish speaker says it: "he running late".
	reSpBeing = compile(`(?i)\b(he|she|they|we|i)\s+(\w+ing)\b`)
	// reSpRemember is "que" after the command to remember.
	reSpRemember = compile(`(?i)^(remember|note)\s+que\s+`)
)

// spanglishDays are the Spanish days in their plural and their English
// words, for a repetition.
var spanglishDays = map[string]string{
	"día": "day", "dia": "day", "días": "day", "dias": "day", "lunes": "monday", "martes": "tuesday", "miércoles": "wednesday",
	"miercoles": "wednesday", "jueves": "thursday", "viernes": "friday", "sábado": "saturday", "sabado": "saturday",
	"sábados": "saturday", "sabados": "saturday", "domingo": "sunday", "domingos": "sunday",
}

// spanglishPeople are the persons a reason or a title names in Spanish
// after "el" or "la".
var spanglishPeople = map[string]string{
	"tipo": "guy", "tipa": "woman", "jefe": "boss", "jefa": "boss",
}

// spanglishBeing are the persons and their "be": "he running late" is
// "he's running late".
var spanglishBeing = map[string]string{"he": "he's", "she": "she's", "they": "they're", "we": "we're", "i": "I'm"}

// spanglishParts are the parts of the day and how an English request says
// them after an hour: "de la tarde" is pm.
var spanglishParts = map[string]string{"mañana": "am", "manana": "am", "tarde": "pm", "noche": "pm"}

// spanglish reads the Spanglish request s as its English (see above); s
// is returned as it is when it is no Spanglish.
func spanglish(s string) string {
	if !spanglishGate.MatchString(s) && !spanglishAnd(s) {
		return s
	}
	t := strings.TrimSpace(s)
	if open := reSpOpen.FindString(t); open != "" && len(open) < len(t) {
		t = t[len(open):]
	}
	if g := reSpRemember.FindStringSubmatch(t); g != nil {
		return g[1] + " " + t[len(g[0]):] // "remember que el gate code …": the note as typed
	}
	if reSpDone.MatchString(t) {
		return "done" // "ya lo llamé, done": a report of the deed in focus
	}
	if g := reSpTengo.FindStringSubmatch(t); g != nil {
		if g[1] != "" {
			return s // "Tengo the dog", "tengo que …"
		}
		t = "I have " + t[len(g[0]):]
	}
	t = reSpThanks.ReplaceAllString(t, "thanks")
	t = reSpAddress.ReplaceAllString(t, "${1}bro")
	t = reSpMove.ReplaceAllStringFunc(t, func(m string) string {
		if strings.Contains(toLower(m), " ") {
			return "move it to" // "muévelo pa las 10": the hour after it
		}
		return "move it"
	})
	t = reSpPut.ReplaceAllString(t, "put it")
	t = reSpPutBare.ReplaceAllStringFunc(t, func(m string) string {
		return m[:len(m)-len(strings.TrimLeft(m, ", "))] + "put" // ", pon en el calendar": the comma kept
	})
	t = reSpCancel.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpCancel.FindStringSubmatch(m)
		switch {
		case g[1] != "":
			return "cancel it"
		case g[2] != "":
			return "cancel"
		case g[3] != "":
			return "delete it"
		case g[4] != "":
			return "delete"
		case g[5] != "":
			return "remove it"
		}
		return "remove"
	})
	t = reSpFell.ReplaceAllStringFunc(t, func(m string) string {
		if reSpFell.FindStringSubmatch(m)[1] != "" {
			return "it fell through"
		}
		return "it was cancelled"
	})
	t = reSpCalendar.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpCalendar.FindStringSubmatch(m)
		return spPlace(g[1], g[2], "calendar")
	})
	t = reSpList.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpList.FindStringSubmatch(m)
		return spPlace(g[1], g[2], "list")
	})
	t = reSpParts.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpParts.FindStringSubmatch(m)
		return g[1] + spanglishParts[toLower(g[2])]
	})
	t = reSpEvery.ReplaceAllStringFunc(t, func(m string) string {
		return "every " + spanglishDays[toLower(reSpEvery.FindStringSubmatch(m)[1])]
	})
	t = reSpToo.ReplaceAllStringFunc(t, func(m string) string {
		if reSpToo.FindStringSubmatch(m)[1] != "" {
			return "and also"
		}
		return "also"
	})
	t = reSpHoy.ReplaceAllString(t, "today")
	t = reSpCon.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpCon.FindStringSubmatch(m)
		w := "with"
		if g[2] == "en" {
			w = "in"
		}
		return g[1] + w + " " + g[3]
	})
	t = reSpGuy.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpGuy.FindStringSubmatch(m)
		if m != toLower(m) {
			return m // "La Señora": a name
		}
		return "the " + spanglishPeople[g[2]]
	})
	t = spArticles(t)
	t = reSpBeing.ReplaceAllStringFunc(t, func(m string) string {
		g := reSpBeing.FindStringSubmatch(m)
		return spanglishBeing[toLower(g[1])] + " " + g[2]
	})
	t = reSpPutColon.ReplaceAllString(t, "add to my calendar: ")
	t = spAnd(t)
	t = strings.ReplaceAll(t, " ,", ",")
	return strings.Join(strings.Fields(t), " ")
}

// spPlace says a container of Spanish in English: "en el calendar" is
// "in the calendar", "de la lista" "from the list".
func spPlace(prep, owner, noun string) string {
	var b strings.Builder
	switch toLower(prep) {
	case "en":
		b.WriteString("in ")
	case "al", "a":
		b.WriteString("to ")
	case "del", "de":
		b.WriteString("from ")
	}
	switch {
	case toLower(owner) == "mi":
		b.WriteString("my ")
	case owner != "" || toLower(prep) == "al" || toLower(prep) == "del":
		b.WriteString("the ")
	}
	return b.String() + noun
}

// spanglishWeekdays are the English days, before which "el" is "on".
var spanglishWeekdays = wordSet(`monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun`)

// spanishWeekdays are the Spanish days, before which "el" is left to the
// time grammar ("el viernes").
var spanishWeekdays = wordSet(`lunes martes miércoles miercoles jueves viernes sábado sabado domingo`)

// spArticles says the articles before a word in lower case as "the", and
// "el" before an English day as "on": "pay the guys el friday". "el"
// before a Spanish day is left to the time grammar.
func spArticles(t string) string {
	var b strings.Builder
	for {
		loc := reSpArticle.FindStringSubmatchIndex(t)
		if loc == nil {
			b.WriteString(t)
			return b.String()
		}
		next, _, _ := strings.Cut(t[loc[6]:], " ")
		next = toLower(strings.TrimRight(next, ",.!?"))
		word := "the"
		rest := strings.Fields(t[loc[6]:])
		switch art := t[loc[4]:loc[5]]; {
		case len(rest) > 1 && startsUpper(rest[1]):
			word = "" // "la señora Gomez", "el doctor Ruiz": a title before a name
		case art == "el" && spanishWeekdays[next]:
			word = art // "el viernes": the time grammar's
		case art == "el" && spanglishWeekdays[next]:
			word = "on"
		}
		b.WriteString(t[:loc[4]] + word)
		t = t[loc[5]:]
	}
}

// reSpAnd is "y" between two words: "pan cubano y leche".
var reSpAnd = regexp.MustCompile(`([^\s,]\s+)y(\s+[^\s,])`)

// spanglishAnd reports whether s is a list's items with "y" for "and":
// "put on the shopping list cafe Bustelo, pan cubano y leche". "y" after
// a comma ("x, y and z") or before "and" or "or" is a letter.
func spanglishAnd(s string) bool {
	low := toLower(s)
	if !strings.Contains(low, "list") || !strings.Contains(low, " y ") {
		return false
	}
	for _, m := range reSpAnd.FindAllStringSubmatchIndex(s, -1) {
		after := strings.Fields(s[m[4]:])
		if len(after) > 0 && (after[0] == "and" || after[0] == "or") {
			continue
		}
		return true
	}
	return false
}

// spAnd says "y" between two words as "and".
func spAnd(t string) string {
	return reSpAnd.ReplaceAllString(t, "${1}and${2}")
}
