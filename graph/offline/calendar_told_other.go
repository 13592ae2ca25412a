package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// An event told of someone else: "Noa has a dentist appointment on Monday
// at 4:15pm", "my son David is coming for dinner on Friday at 7", "Noa's
// recital is on Thursday at 6", "לנועה יש תור לרופא שיניים ביום שני
// ב-16:15", "נועה יש לה חוג ביום שלישי ב-5", "אמא שלי מגיעה לארוחת ערב
// ביום שישי ב-7". As with what the user says they have, it is told, not
// asked for, and goes on the calendar; the words that tell it ("has",
// "is coming", "יש לה") are no part of its title, the person is. What
// someone has that is no thing that happens ("Noa has a cold", "Dan has
// my keys", "דני יש לו חום") is not read.

// otherForm is how an event of someone else is told.
type otherForm int

const (
	otherHas    otherForm = iota + 1 // "Noa has a dentist appointment": Noa's dentist appointment
	otherComing                      // "David is coming for dinner": David coming for dinner
	otherIs                          // "Noa's recital is on Thursday": Noa's recital
	otherHeHas                       // "לנועה יש תור", "נועה יש לה תור": תור לנועה
)

// otherTold is an event told of someone else: the text to read it from
// (its words and its time, without the telling), who it is of, and how
// it was told.
type otherTold struct {
	rest string
	who  string
	form otherForm
	// tail is what follows the copula of otherIs: its time, and nothing
	// else ("is on Monday at 5", not "is moved to 5").
	tail string
	// unknown is an otherIs whose noun is no event word ("my cousin's
	// sangeet"): it is read only with both a day and an hour after it.
	unknown bool
}

var (
	// reOtherHasEN is someone who has a thing: "Noa has", "my son David
	// has got", "the kids have", "Noa's got".
	reOtherHasEN = compile(`(?i)^((?:(?:my|our|the)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)??)(?:\s+(?:has|have)(?:\s+got)?|'s\s+got|\s+got)\s+(?:(?:a|an|the|his|her|their)\s+)?`)
	// reOtherComingEN is someone who comes: "David is coming", "my
	// parents are visiting", "grandma arrives", "David's coming".
	reOtherComingEN = compile(`(?i)^((?:(?:my|our|the)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)??)(?:\s+(?:is|are|will\s+be)|'s|'ll\s+be|'re)?\s+(coming|comes|arriving|arrives|visiting|visits|landing|lands|flying\s+in|coming\s+over)(?:\s|$)`)
	// reOtherIsEN is the copula between someone's event and its time:
	// "Noa's recital is on Thursday", "my son's game is at 5".
	reOtherIsEN = compile(`(?i)^([\p{L}-]+(?:\s+[\p{L}-]+)?(?:'s|s')\s+.+?)\s+(?:is|are|will\s+be)\s+`)
	// reOtherHasHE is "לX יש", "לבן שלי יש": to someone there is.
	reOtherHasHE = compile(`^(ל\p{Hebrew}{2,}(?:\s+שלי)?)\s+יש\s+`)
	// reOtherHeHas is "X יש לו/לה": someone, then "has" said of them.
	reOtherHeHas = compile(`^(\p{Hebrew}{2,}(?:\s+\p{Hebrew}{2,}){0,2})\s+יש\s+(?:לו|לה|להם|להן)\s+`)
	// reOtherComingHE is someone who comes: "דוד מגיע", "ההורים שלי
	// באים", "סבתא מבקרת".
	reOtherComingHE = compile(`^(\p{Hebrew}{2,}(?:\s+\p{Hebrew}{2,}){0,2})\s+(מגיע|מגיעה|מגיעים|מגיעות|בא|באה|באים|באות|מבקר|מבקרת|מבקרים|נוחת|נוחתת|נוחתים)(?:\s|$)`)
)

// notSomeone are the words that open a statement with no one named: the
// subjectPronouns, and the other pronouns, a thing, "there", an article
// or an owner's word.
var notSomeone = wordSetWith(subjectPronouns, `it this that these those there here what who which everybody nobody anyone nothing everything something it's its he's she's
	that's there's what's who's the a an my our his her their your
	זה זאת זו אלה מישהי כולם כולן משהו מה מי לי לנו
	לך לכם לכן לו לה להם להן לפעמים לפחות לכל לא`)

// relationWords are the words for the people one tells of by who they are
// to one ("my son", "הבת שלי", "אמא"), which may come with a name.
var relationWords = wordSet(`son sons daughter daughters kid kids child children boy girl baby mom mum mother mommy dad father daddy
	parents brother sister bro sis wife husband partner grandma grandpa grandmother grandfather granny nana
	aunt uncle cousin niece nephew boss friend in-laws grandson granddaughter grandchild grandkids grandchildren
	בן בת ילד ילדה ילדים ילדות תינוק תינוקת אמא אבא הורים אח אחות אשתי בעלי סבתא סבא דודה דוד בן־דוד חבר חברה חמות חמי גיסה גיס
	נכד נכדה נכדים נכדות`)

// visitorWords are the people who come to one's home by what they do
// ("the plumber is coming Friday at 1pm", "הטכנאי מגיע מחר בעשר"): told
// of as someone is, by the word alone.
var visitorWords = wordSet(`plumber electrician technician tech cleaner cleaners handyman babysitter nanny tutor courier painter
	gardener repairman contractor mechanic movers guests inspector exterminator installer carpenter locksmith
	אינסטלטור חשמלאי טכנאי מנקה מנקות בייביסיטר מטפלת שליח צבעי גנן קבלן מוביל מובילים אורחים שמאי מדביר מתקין נגר מסגר`)

// toldOfOther reads text as an event told of someone else, with ok false
// when it is not one. Only the form is read here; whether a time was said
// is for the caller.
func toldOfOther(text string) (otherTold, bool) {
	low := lower(text)
	if len(low) != len(text) || !strings.ContainsAny(low, "hvcaisגיבמנ") {
		return otherTold{}, false
	}
	if hebrewText(text) {
		return toldOfOtherHE(text)
	}
	if g := reOtherComingEN.FindStringSubmatchIndex(low); g != nil {
		if who, ok := someoneEN(text[g[2]:g[3]]); ok {
			return otherTold{rest: arrivalSaidAgain(text[g[4]:]), who: who, form: otherComing}, true
		}
	}
	if g := reOtherHasEN.FindStringSubmatchIndex(low); g != nil {
		who, ok := someoneEN(text[g[2]:g[3]])
		rest := strings.TrimSpace(text[g[1]:])
		if ok && rest != "" && !reHaveNoThing.MatchString(lower(rest)) && leadsWithEvent(rest) {
			return otherTold{rest: rest, who: who, form: otherHas}, true
		}
	}
	if g := reOtherIsEN.FindStringSubmatchIndex(low); g != nil {
		head, tail := text[g[2]:g[3]], strings.TrimSpace(text[g[1]:])
		owner, thing, _ := strings.Cut(head, " ")
		owner = strings.TrimSuffix(strings.TrimSuffix(owner, "'s"), "'")
		unknown := !leadsWithEvent(thing)
		if (notSomeone[toLower(owner)] && toLower(owner) != "my") || (unknown && !someonesNoun(thing)) || tail == "" {
			return otherTold{}, false
		}
		mine := ""
		if o := toLower(owner); o == "my" || o == "our" {
			mine = owner // "my son's game": cleaning the title drops "my", the title keeps it
		}
		return otherTold{rest: head + " " + tail, who: mine, form: otherIs, tail: tail, unknown: unknown}, true
	}
	return otherTold{}, false
}

// someonesNoun reports whether thing, said after someone's ("my cousin's
// sangeet", "Dan's mehndi"), may be a noun of something of theirs: one or
// two words, the first past "my cousin's" when the owner is "my" (the
// relation's thing), none a pronoun, a verb or a word of a day. Said with
// "is on <day> at <hour>" and nothing else, such a thing is an event even
// when its word is none the lexicon knows.
func someonesNoun(thing string) bool {
	ws := strings.Fields(toLower(thing))
	if first, rest, ok := strings.Cut(toLower(thing), "'s "); ok && relationWords[first] {
		ws = strings.Fields(rest) // "my cousin's sangeet": head "my", thing "cousin's sangeet"
	}
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		if !reLettersOnly.MatchString(w) || notSomeone[w] || taskVerbEN[w] || reTimeWord.MatchString(w) || strings.HasSuffix(w, "ing") {
			return false
		}
	}
	return true
}

// reLettersOnly is a word of letters alone.
var reLettersOnly = compile(`^\p{L}+$`)

// toldOfOtherHE reads the Hebrew forms of toldOfOther.
func toldOfOtherHE(text string) (otherTold, bool) {
	if g := reOtherHasHE.FindStringSubmatchIndex(text); g != nil {
		who := text[g[2]:g[3]]
		rest := strings.TrimSpace(text[g[1]:])
		if _, w, _ := strings.Cut(who, "ל"); !notSomeone[w] && !notSomeone["ל"+w] && heOtherThing(rest) {
			return otherTold{rest: rest, who: who, form: otherHeHas}, true
		}
	}
	if g := reOtherHeHas.FindStringSubmatchIndex(text); g != nil {
		who := text[g[2]:g[3]]
		rest := strings.TrimSpace(text[g[1]:])
		if (someoneHE(who) || heName(who)) && heOtherThing(rest) {
			who = heNameOfRelation(who)
			if first, _, _ := strings.Cut(who, " "); strings.HasPrefix(first, "ה") && relationWords[strings.TrimPrefix(first, "ה")] {
				who = strings.TrimPrefix(who, "ה") // "הבן שלי": "לבן שלי"
			}
			return otherTold{rest: rest, who: "ל" + who, form: otherHeHas}, true
		}
	}
	if g := reOtherComingHE.FindStringSubmatchIndex(text); g != nil {
		if who := text[g[2]:g[3]]; someoneHE(who) {
			return otherTold{rest: arrivalSaidAgain(text[g[4]:]), who: heNameOfRelation(who), form: otherComing}, true
		}
	}
	return otherTold{}, false
}

// heOtherThing reports whether rest, what someone is said to have, opens
// with a thing that happens ("תור לרופא שיניים", "חוג"), not with a deed
// or a state ("חום", "את המפתחות שלי").
func heOtherThing(rest string) bool {
	return rest != "" && !reHaveNoThing.MatchString(rest) && !reHaveState.MatchString(rest) && leadsWithEvent(rest)
}

// someoneEN reads who an English statement is of: a name, a relation
// ("my son", "grandma") or both ("my son David", where the name is kept).
// A pronoun or a thing ("it", "the package") is no one.
func someoneEN(s string) (string, bool) {
	ws := strings.Fields(s)
	if reTimeWord.MatchString(toLower(s)) {
		return "", false // "tomorrow has …": a day, no one
	}
	my := len(ws) > 1 && (toLower(ws[0]) == "my" || toLower(ws[0]) == "our" || toLower(ws[0]) == "the")
	if my {
		ws = ws[1:]
	}
	for _, w := range ws {
		if notSomeone[toLower(w)] || taskVerbEN[toLower(w)] || eventSetEN[toLower(w)] {
			return "", false
		}
	}
	switch {
	case len(ws) == 2 && relationWords[toLower(ws[0])]:
		return ws[1], true // "my son David": David
	case len(ws) == 2 && !my:
		// "Noa Cohen", but not "dentist appointment", "the meeting".
		return s, startsUpper(ws[0]) && startsUpper(ws[1])
	case len(ws) == 1 && my:
		w := toLower(ws[0])
		return strings.TrimPrefix(strings.TrimPrefix(s, "the "), "The "), relationWords[w] || visitorWords[w] // "my son", "the plumber", not "my keys"
	case len(ws) == 1:
		return s, true
	}
	return "", false
}

// someoneHE reports whether s names someone in Hebrew: a name, a relation
// ("הבן שלי", "אמא", "ההורים"), or both; a pronoun or a noun with the
// article that is no relation ("החבילה") is no one.
func someoneHE(s string) bool {
	ws := strings.Fields(s)
	for _, w := range ws {
		if notSomeone[w] || heEvent(w) || heInfinitiveVerb(w) {
			return false
		}
	}
	first := ws[0]
	if strings.HasPrefix(first, "ה") && !relationWords[strings.TrimPrefix(first, "ה")] && !relationWords[first] && !visitorWords[strings.TrimPrefix(first, "ה")] {
		return false // "החבילה מגיעה": a thing, not someone
	}
	if len(ws) > 1 && !relationWords[strings.TrimPrefix(first, "ה")] && !relationWords[first] && ws[1] != "שלי" {
		return false // two words that are no relation and a name
	}
	return true
}

// heName reports whether s is one word that may be a name, "הדס" or
// "הילה" as well as "נועה": before "יש לו/לה" a word with the article is
// someone's or something's, and either has what happens to it.
func heName(s string) bool {
	return !strings.Contains(s, " ") && !notSomeone[s] && !heEvent(s) && !heInfinitiveVerb(s)
}

// otherOccasion reports whether the event told of someone else is an
// occasion of a day said without its hour ("Noa has a birthday party on
// Saturday", "לנועה יש יום הולדת ביום שישי"), as one told of no one is.
func (m *message) otherOccasion(t otherTold) bool {
	r, found, err := timeparse.Parse(t.rest, m.now(), m.loc())
	return err == nil && found && !r.HasTime && m.occasionDay(r, r.Remainder(t.rest))
}

// heNameOfRelation keeps the name of "הבן שלי דוד" or "דוד הבן שלי", and
// the words as said otherwise.
func heNameOfRelation(s string) string {
	ws := strings.Fields(s)
	if len(ws) == 3 && ws[1] == "שלי" {
		return ws[2]
	}
	if len(ws) == 3 && ws[2] == "שלי" && relationWords[strings.TrimPrefix(ws[1], "ה")] {
		return ws[0]
	}
	return s
}

// startsUpper reports whether w opens with a capital letter.
func startsUpper(w string) bool {
	return w != "" && toLower(w[:1]) != w[:1]
}

// titleOther gives an event told of someone its title from the one read
// from its words: "Noa's dentist appointment", "David coming for dinner",
// "תור לרופא שיניים לנועה", "דוד מגיע לארוחת ערב".
func titleOther(steps []memo.Step, t otherTold) {
	if len(steps) != 1 || steps[0].Calendar == nil || len(steps[0].Calendar.Drafts) != 1 {
		return
	}
	d := &steps[0].Calendar.Drafts[0]
	switch t.form {
	case otherHas:
		if strings.HasSuffix(toLower(t.who), "s") {
			d.Summary = t.who + "' " + d.Summary
		} else {
			d.Summary = t.who + "'s " + d.Summary
		}
	case otherComing:
		if verb, _, _ := strings.Cut(t.rest, " "); d.Summary == "Event" || d.Summary == "אירוע" {
			d.Summary = verb // "the plumber is coming Friday at 1": "this coming Friday" took the verb
		}
		d.Summary = t.who + " " + d.Summary
	case otherHeHas:
		d.Summary = d.Summary + " " + t.who
	case otherIs:
		if t.who != "" && !strings.HasPrefix(toLower(d.Summary), toLower(t.who)+" ") {
			d.Summary = t.who + " " + d.Summary
		}
	}
}

// createOtherEvent makes the event told of someone else: read from its
// words and time, titled with who it is of. A copula followed by more
// than a time ("Noa's recital is moved to 6") tells a change, and is not
// read.
func (m *message) createOtherEvent(t otherTold) ([]memo.Step, bool, error) {
	if t.form == otherIs {
		r, found, err := timeparse.Parse(t.tail, m.now(), m.loc())
		if err != nil || !found || trimTrailingWords(strings.Trim(CleanTitle(r.Remainder(t.tail)), " ,.!"), "on", "at") != "" {
			return nil, false, nil
		}
		if t.unknown && !(r.HasDate && r.HasTime) {
			return nil, false, nil // "Dan's shift is at 6": an unknown noun needs its day and hour both
		}
	}
	steps, err := m.createEvent(t.rest)
	if err == nil {
		titleOther(steps, t)
		if len(steps) == 1 && steps[0].Calendar != nil && len(steps[0].Calendar.Drafts) == 1 &&
			reOtherClause.MatchString(lower(steps[0].Calendar.Drafts[0].Summary)) {
			return nil, false, nil // "… but I can't go", "… ואני צריך להסיע אותו": more than the event is told
		}
	}
	return steps, true, err
}

// reOtherClause is a clause of the user's own joined after an event told
// of someone else ("Noa has practice at 5 and I need to pick her up",
// "לדני יש משחק ב-5 ואני צריך להסיע אותו"): what the user will do is no
// part of the event's title, and the message is not read.
// A clause of the one who comes ("… he wants pizza", "… הוא רוצה פיצה")
// is more than the event too.
var reOtherClause = compile(`(?i)(?:^|\s)(?:but|and\s+(?:i|we)|so\s+(?:i|we)|because|cause|since|which|i|i'?ll|i'?m|we|we'?ll|` +
	`he|she|they|he'?ll|she'?ll|they'?ll|he'?s|she'?s|they'?re|` +
	`ו?אני|ואנחנו|אבל|כי|אז|ש?אני|ש?אנחנו|ו?הוא|ו?היא|ו?הם|ו?הן)(?:\s|$|[,.!?])`)

// reArrivalAgain is a second clause, of the one who comes, that says when
// they arrive: "(my grandson is visiting on saturday,) he arrives at 2pm",
// "she lands at 6", "they'll be here at 4", "(הנכד שלי בא בשבת) הוא מגיע
// בשתיים", "היא נוחתת בשש". Its pronoun and verb say no more than the
// first clause did; its time is the event's.
var reArrivalAgain = compile(`(?i)(?:^|\s|[,;.!-])\s*(?:and\s+|so\s+)?(?:he|she|they)(?:\s+(?:is|are|will|should|would)|'s|'re|'ll)?\s+` +
	`(?:arrives?|arriving|lands?|landing|comes?|coming|gets?\s+(?:in|here)|getting\s+(?:in|here)|be\s+here|be\s+arriving|be\s+landing|arrive|land)(?:\s|$)|` +
	`(?:^|\s|[,;.!-])\s*ו?(?:הוא|היא|הם|הן)\s+(?:מגיע|מגיעה|מגיעים|מגיעות|בא|באה|באים|באות|נוחת|נוחתת|נוחתים|נוחתות|` +
	`יגיע|תגיע|יגיעו|ינחת|תנחת|ינחתו|יהיה\s+פה|תהיה\s+פה|יהיו\s+פה|יהיה\s+כאן|תהיה\s+כאן|יהיו\s+כאן)(?:\s|$)`)

// arrivalSaidAgain takes off what someone comes to do, the clause that
// says again that they arrive (see reArrivalAgain), its time kept:
// "visiting on saturday he arrives at 2pm" is "visiting on saturday at 2pm".
func arrivalSaidAgain(rest string) string {
	if loc := reArrivalAgain.FindStringIndex(rest); loc != nil && loc[0] > 0 {
		rest = rest[:loc[0]] + " " + rest[loc[1]:]
	}
	return strings.TrimSpace(rest)
}

// otherTitle takes the telling off a title said of someone else ("add to
// my calendar: Noa has a dentist appointment on Monday at 4:15"): "Noa's
// dentist appointment", as the event told without a command is titled.
func otherTitle(s string) string {
	t, ok := toldOfOther(s)
	if !ok || t.form == otherIs {
		return s
	}
	steps := []memo.Step{{Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{{Summary: cleanEventTitle(t.rest)}}}}}
	titleOther(steps, t)
	if title := steps[0].Calendar.Drafts[0].Summary; !reOtherClause.MatchString(lower(title)) {
		return title
	}
	return s
}
