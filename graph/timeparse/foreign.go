package timeparse

import (
	"slices"
	"strings"
)

// Words of other tongues said inside a Hebrew or English request: the
// French "demain", "vendredi", "ce soir", the Spanish "mañana", "el
// viernes", the Swahili "kesho", the Arabic "bukra" (also in Hebrew
// letters, "בוקרה"), the Russian "zavtra", "segodnya" typed in Latin
// letters. foreignWords is their one table. A word the grammar can read
// is read as the grammar's own word (its token's text is that word, its
// span the word as typed), so every matcher reads "demain à 9" as it
// reads "tomorrow"; a word of time it cannot read ("saa 8", Swahili
// time; "kila siku", every day; "prochain"; a weekday in a case ending)
// is marked alien: TimeWords reports it, and ForeignLeft refuses a title
// that keeps it. A word that is also a name or a word of English ("leo",
// "domingo", "el", "ce") is read only beside what makes it a time, and
// left as it is elsewhere ("Leo's birthday", "call leo at 5").

// foreignWord is one row of foreignWords.
type foreignWord struct {
	phrase string // as typed, lower case; words apart by one space
	as     string // the grammar's word it is read as; "" is time-like, never read
	// before and after are the words (space apart, as typed) one of which
	// must come right after, or right before, the word for it to be read.
	before, after string
	notAfter      string // words after which it is not read (and is alien)
	hour          bool   // read only beside an hour ("hoy at 5", "5pm hoy")
	plain         bool   // a name or a word of English too: left plain where not read
	// remind marks the verb of another tongue that asks to be reminded
	// ("nikumbushe", "recuérdame", "rappelle-moi", "напомни", "ذكرني"):
	// never a word of time, never a word of a title. with are the words
	// (space apart) that go with it after it ("moi", "мне", "mo ako").
	remind bool
	with   string
	// latinHE marks Hebrew typed in Latin letters ("yom shishi",
	// "machar"): written as its English word in the text too
	// (HebrewDaysEN), so the readers of repetition and of a day's
	// question read it as they read the English word.
	latinHE bool
	// A plain row with no "as" keeps a phrase that holds a word of the
	// table as it is: "mardi gras".
}

// foreignWeekdays of each tongue, for the rows that want one beside them.
const (
	frWeekdays = "lundi mardi mercredi jeudi vendredi samedi dimanche"
	enWeekdays = "monday tuesday wednesday thursday friday saturday sunday"
	esWeekdays = "lunes martes miércoles miercoles jueves viernes sábado sabado domingo"
	swParts    = "jioni asubuhi usiku mchana"
	frParts    = "soir matin"
)

// foreignWords are the words of day, part of the day and every day of
// other tongues that a user of Memo plausibly types, by tongue.
var foreignWords = []foreignWord{
	// French. "le vendredi" is as often every Friday: not read.
	{phrase: "demain", as: "tomorrow", notAfter: "après apres"},
	{phrase: "aujourd'hui", as: "today"}, {phrase: "aujourdhui", as: "today"}, {phrase: "ajd", as: "today"},
	{phrase: "soir", as: "evening"}, {phrase: "matin", as: "morning"},
	{phrase: "ce", as: "this", before: frParts + " " + frWeekdays, plain: true},
	{phrase: "mardi gras", plain: true},
	{phrase: "lundi", as: "monday", notAfter: "le les"}, {phrase: "mardi", as: "tuesday", notAfter: "le les"},
	{phrase: "mercredi", as: "wednesday", notAfter: "le les"}, {phrase: "jeudi", as: "thursday", notAfter: "le les"},
	{phrase: "vendredi", as: "friday", notAfter: "le les"}, {phrase: "samedi", as: "saturday", notAfter: "le les"},
	{phrase: "dimanche", as: "sunday", notAfter: "le les"},
	{phrase: "à", as: "at", hour: true, plain: true}, // "à la carte"
	{phrase: "après", before: "demain midi"}, {phrase: "apres", before: "demain midi"}, {phrase: "prochain"}, {phrase: "prochaine"},
	{phrase: "chaque jour"}, {phrase: "tous les jours"}, {phrase: "midi", after: "après apres"},
	// Spanish. "el viernes" is the coming Friday; "domingo" is a name
	// too, a day only after "el".
	{phrase: "mañana", as: "tomorrow", notAfter: "pasado la"}, {phrase: "manana", as: "tomorrow", notAfter: "pasado la"},
	{phrase: "hoy", as: "today", hour: true},
	{phrase: "el", as: "on", before: esWeekdays + " " + enWeekdays, plain: true},
	{phrase: "lunes", as: "monday"}, {phrase: "martes", as: "tuesday"}, {phrase: "miércoles", as: "wednesday"},
	{phrase: "miercoles", as: "wednesday"}, {phrase: "jueves", as: "thursday"}, {phrase: "viernes", as: "friday"},
	{phrase: "sábado", as: "saturday"}, {phrase: "sabado", as: "saturday"},
	{phrase: "domingo", as: "sunday", after: "el", plain: true},
	{phrase: "pasado"}, {phrase: "próximo"}, {phrase: "proximo"}, {phrase: "próxima"}, {phrase: "proxima"},
	// "a las 7", "pa las 10": at, before an hour only ("a las vegas
	// trip" is a place).
	{phrase: "a las", as: "at", hour: true, plain: true}, {phrase: "pa las", as: "at", hour: true, plain: true},
	{phrase: "para las", as: "at", hour: true, plain: true}, {phrase: "de la tarde"}, {phrase: "de la mañana"},
	{phrase: "por la"}, {phrase: "esta noche"}, {phrase: "noche"}, {phrase: "todos los días"},
	{phrase: "todos los dias"}, {phrase: "cada día"}, {phrase: "cada dia"},
	// Italian, as learners of English say the day in their own tongue
	// ("Domani I have the dentist at the 15"); "dopodomani" is time-like.
	{phrase: "domani", as: "tomorrow", notAfter: "dopo"}, {phrase: "oggi", as: "today"},
	{phrase: "stasera", as: "tonight"}, {phrase: "dopodomani"},
	// Swahili and Sheng. "saa 8" is Swahili time (2 p.m.), not read;
	// "leo" is a name, today only before a part of the day.
	{phrase: "kesho", as: "tomorrow"},
	{phrase: "leo", as: "today", before: swParts, plain: true},
	{phrase: "jioni", as: "evening"}, {phrase: "asubuhi", as: "morning"}, {phrase: "usiku", as: "night"},
	{phrase: "mchana", as: "afternoon"},
	{phrase: "keshokutwa"}, {phrase: "saa"}, {phrase: "kila siku"}, {phrase: "kila"}, {phrase: "siku"},
	{phrase: "baadaye"}, {phrase: "hiyo"},
	// Arabic said in Latin or Hebrew letters, as in Israel.
	{phrase: "bukra", as: "tomorrow"}, {phrase: "bokra", as: "tomorrow"}, {phrase: "bukara", as: "tomorrow"},
	{phrase: "בוקרה", as: "מחר"}, {phrase: "בוכרה", as: "מחר"},
	{phrase: "ba3d"}, {phrase: "alyom"}, {phrase: "elyom"}, {phrase: "אליום"},
	// Russian in Latin letters. Weekdays take case endings ("v
	// pyatnitsu"): time-like, not read.
	{phrase: "zavtra", as: "tomorrow", notAfter: "posle"}, {phrase: "segodnya", as: "today"},
	{phrase: "sevodnya", as: "today"}, {phrase: "segodnia", as: "today"}, {phrase: "sevodnia", as: "today"},
	{phrase: "vecherom", as: "evening"}, {phrase: "utrom", as: "morning"},
	{phrase: "poslezavtra"}, {phrase: "posle"}, {phrase: "nochyu"}, {phrase: "ponedelnik"}, {phrase: "vtornik"},
	{phrase: "sreda"}, {phrase: "sredu"}, {phrase: "chetverg"}, {phrase: "pyatnitsa"}, {phrase: "pyatnitsu"},
	{phrase: "subbota"}, {phrase: "subbotu"}, {phrase: "voskresenye"}, {phrase: "kazhdyy den"}, {phrase: "kazhdy den"},
	// Hebrew said in Latin letters, as Israelis text in English: the
	// weekday is "yom" and its ordinal ("yom rishon" is Sunday, "yom
	// shishi" Friday), read only together ("Shishi restaurant", "Rishon
	// LeZion" are places); "machar" is tomorrow and "hayom" today. The
	// Sabbath's evening and its going out are the grammar's own
	// (enSabbath).
	{phrase: "yom rishon", latinHE: true, as: "sunday"}, {phrase: "yom sheni", latinHE: true, as: "monday"}, {phrase: "yom sheini", latinHE: true, as: "monday"},
	{phrase: "yom shlishi", latinHE: true, as: "tuesday"}, {phrase: "yom shelishi", latinHE: true, as: "tuesday"},
	{phrase: "yom revi'i", latinHE: true, as: "wednesday"}, {phrase: "yom revii", latinHE: true, as: "wednesday"}, {phrase: "yom reviee", latinHE: true, as: "wednesday"},
	{phrase: "yom chamishi", latinHE: true, as: "thursday"}, {phrase: "yom hamishi", latinHE: true, as: "thursday"}, {phrase: "yom khamishi", latinHE: true, as: "thursday"},
	{phrase: "yom shishi", latinHE: true, as: "friday"}, {phrase: "yom shabbat", latinHE: true, as: "saturday"},
	{phrase: "machar", latinHE: true, as: "tomorrow"}, {phrase: "mahar", latinHE: true, as: "tomorrow"}, {phrase: "hayom", latinHE: true, as: "today"},
	// The verbs of reminding of the same tongues, said as the command of
	// a Hebrew or English request: read as "remind me" where they open
	// it, never kept in a title (see ForeignRemind).
	{phrase: "nikumbushe", remind: true}, {phrase: "unikumbushe", remind: true}, {phrase: "nikumbusheni", remind: true},
	{phrase: "recuérdame", remind: true}, {phrase: "recuerdame", remind: true}, {phrase: "recordame", remind: true},
	{phrase: "recuérdamelo", remind: true}, {phrase: "recuerdamelo", remind: true},
	{phrase: "rappelle", remind: true, with: "moi"}, {phrase: "rappelles", remind: true, with: "moi"},
	{phrase: "rappelez", remind: true, with: "moi nous"},
	{phrase: "napomni", remind: true, with: "mne"}, {phrase: "napomnite", remind: true, with: "mne"},
	{phrase: "напомни", remind: true, with: "мне"}, {phrase: "напомните", remind: true, with: "мне"},
	{phrase: "ذكرني", remind: true}, {phrase: "ذكّرني", remind: true}, {phrase: "فكرني", remind: true},
	{phrase: "fakkirni", remind: true}, {phrase: "fakirni", remind: true}, {phrase: "fakerni", remind: true},
	{phrase: "dhakkirni", remind: true}, {phrase: "thakkirni", remind: true}, {phrase: "zakkirni", remind: true},
	{phrase: "דכרני", remind: true}, {phrase: "פכרני", remind: true}, {phrase: "דכּרני", remind: true},
	{phrase: "paalala", remind: true, with: "mo ako sa akin po naman"}, {phrase: "ipaalala", remind: true, with: "mo sa akin po naman"},
	{phrase: "paalalahanan", remind: true, with: "mo ako po naman"},
	{phrase: "ricordami", remind: true}, {phrase: "erinnere", remind: true, with: "mich"},
	{phrase: "lembra", remind: true, with: "me"}, {phrase: "lembre", remind: true, with: "me"},
}

// foreignFirst indexes foreignWords by the first word of their phrase.
var foreignFirst = func() map[string][]int {
	m := make(map[string][]int, len(foreignWords))
	for k, f := range foreignWords {
		first, _, _ := strings.Cut(f.phrase, " ")
		m[first] = append(m[first], k)
	}
	return m
}()

// readForeign reads the words of other tongues in toks, in place: a word
// read is given the text of the grammar's word (a phrase read becomes one
// token spanning its words), a word of time not read
// is marked alien, and a plain word not read is left.
func readForeign(toks []token) []token {
	var read []int // token, row, count: the words read, rewritten once all are judged
	for i := 0; i < len(toks); i++ {
		if toks[i].kind != tWord {
			continue
		}
		rows, ok := foreignFirst[toks[i].text]
		if !ok {
			continue
		}
		for _, k := range rows {
			f := &foreignWords[k]
			if f.remind {
				continue // no word of time (see ForeignRemind)
			}
			n := phraseAt(toks, i, f.phrase)
			if n == 0 {
				continue
			}
			fits := foreignFits(toks, i, f)
			switch {
			case f.as != "" && fits:
				read = append(read, i, k, n)
			case f.as == "" && fits && !f.plain || f.as != "" && !fits && !f.plain:
				for j := i; j < i+n; j++ {
					toks[j].alien = true
				}
			}
			i += n - 1
			break
		}
	}
	for r := len(read) - 3; r >= 0; r -= 3 {
		// From the last, so a phrase made one token ("a las": "at")
		// leaves the places of those before it as they were.
		i, n := read[r], read[r+2]
		t := &toks[i]
		t.text, t.foreign, t.end = foreignWords[read[r+1]].as, true, toks[i+n-1].end
		toks = slices.Delete(toks, i+1, i+n)
	}
	return toks
}

// phraseAt is the count of tokens of phrase starting at i, 0 when it
// does not stand there.
func phraseAt(toks []token, i int, phrase string) int {
	n := 0
	for w := range strings.FieldsSeq(phrase) {
		if i+n >= len(toks) || toks[i+n].kind != tWord || toks[i+n].text != w {
			return 0
		}
		n++
	}
	return n
}

// foreignFits reports whether the word of row f at i stands where it is
// read.
func foreignFits(toks []token, i int, f *foreignWord) bool {
	typed := func(j, step int) string {
		if j >= 0 && j < len(toks) && toks[j].kind == tSym && toks[j].text == "-" {
			j += step // "après-midi"
		}
		if j < 0 || j >= len(toks) || toks[j].kind != tWord {
			return ""
		}
		return toks[j].text
	}
	if f.notAfter != "" && inWords(typed(i-1, -1), f.notAfter) {
		return false
	}
	if f.before != "" && !inWords(typed(i+1, 1), f.before) {
		return false
	}
	if f.after != "" && !inWords(typed(i-1, -1), f.after) {
		return false
	}
	if f.hour {
		words := strings.Count(f.phrase, " ") + 1
		next, prev := i+words, i-1
		if words > 1 {
			prev = -1 // "a las 7": the hour after it only
		}
		if inWords(typed(next, 0), "at around ב") || next < len(toks) && toks[next].text == "@" {
			next++
		}
		return next < len(toks) && toks[next].kind == tNum ||
			prev >= 0 && (toks[prev].kind == tNum || inWords(typed(prev, 0), "am pm"))
	}
	return true
}

// inWords reports whether w is one of the space-apart words.
func inWords(w, words string) bool {
	if w == "" {
		return false
	}
	for v := range strings.FieldsSeq(words) {
		if v == w {
			return true
		}
	}
	return false
}

// ForeignLeft reports whether text (a title, what is left of a message)
// holds a word of time of another tongue: one the grammar reads, left
// unread, or one it cannot read ("demain", "kesho", "saa", "prochain").
// A name it may also be ("leo", "domingo") is not one.
func ForeignLeft(text string) bool {
	if !foreignMaybe(text) {
		return false
	}
	for _, t := range tokenize(text, make([]token, 0, len(text)/4+4)) {
		if t.foreign || t.alien {
			return true
		}
	}
	return false
}

// foreignMaybe is a cheap gate for ForeignLeft: whether text holds a
// Latin letter or the start of a foreign word in Hebrew letters.
func foreignMaybe(text string) bool {
	for _, r := range text {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f && r < 0x5d0 {
			return true
		}
	}
	return strings.Contains(text, "בוקרה") || strings.Contains(text, "אליום") || strings.Contains(text, "בוכרה")
}

// ForeignRemind finds the first verb of reminding of another tongue in
// text (the rows of foreignWords marked remind), with the words that go
// with it ("rappelle-moi", "napomni mne", "paalala mo sa akin"): start
// and end are its bytes in text; ok is false when text holds none.
func ForeignRemind(text string) (start, end int, ok bool) {
	if !remindMaybe(text) {
		return 0, 0, false
	}
	toks := tokenize(text, make([]token, 0, len(text)/4+4))
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		for _, k := range foreignFirst[t.text] {
			f := &foreignWords[k]
			if !f.remind {
				continue
			}
			end = t.end
			for j := i + 1; j < len(toks); j++ {
				if toks[j].kind == tSym && toks[j].text == "-" {
					continue // "rappelle-moi"
				}
				if toks[j].kind != tWord || !inWords(toks[j].text, f.with) {
					break
				}
				end = toks[j].end
			}
			return t.start, end, true
		}
	}
	return 0, 0, false
}

// ForeignRemindLeft reports whether text (a title) still holds a verb of
// reminding of another tongue (see ForeignRemind).
func ForeignRemindLeft(text string) bool {
	_, _, ok := ForeignRemind(text)
	return ok
}

// remindMaybe is ForeignRemind's cheap gate: a Latin, Cyrillic or Arabic
// letter, or the Hebrew letters of "דכרני", "פכרני".
func remindMaybe(text string) bool {
	if foreignMaybe(text) {
		return true
	}
	for _, r := range text {
		if r >= 0x600 && r <= 0x6ff {
			return true
		}
	}
	return strings.Contains(text, "כרני") || strings.Contains(text, "כּרני")
}

// ForeignDay reports whether w alone is a day or a part of the day of
// another tongue that the grammar reads wherever it stands ("demain",
// "kesho", "בוקרה"), so a caller may take it as it takes "tomorrow".
func ForeignDay(w string) bool {
	w = strings.ToLower(w)
	for _, k := range foreignFirst[w] {
		f := &foreignWords[k]
		if f.as != "" && f.phrase == w && f.before == "" && f.after == "" && !f.hour && !f.plain {
			return true
		}
	}
	return false
}
