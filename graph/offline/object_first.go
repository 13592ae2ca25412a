package offline

import "strings"

// Learners of English and of Hebrew name what to remove first and the
// verb after it: "mrs lee cancel. delete please", "dentist cancel pls",
// "התור של יום ראשון תבטל אותו הם התקשרו שזה נדחה" (the appointment of
// Sunday, cancel it). objectFirst says it in the order the readers know
// ("cancel mrs lee. delete please", "תבטל את התור של יום ראשון …"). The
// thing is a few words that hold no subject, no verb of being and no day
// said alone ("I cancel", "it was cancel", "friday cancel" stay); the
// Hebrew thing opens with its article, holds no mark, and the verb takes it
// back with "אותו"/"אותה" and no "from" after it ("הגיעו מלפפון, תוריד
// אותם מהרשימה" is a list's items bought, and stays).

// reObjectFirstEN is the thing, then the verb of removing said last in its
// sentence, with "it" or a please after it.
var reObjectFirstEN = compile(`^((?:[a-z][a-z'.]*\s+){0,3}[a-z][a-z'.]*)\s+(cancel|delete|remove)((?:\s+(?:it|pls|please|plz))*[.!,]*(?:\s.*)?)$`)

// reObjectFirstHE is the Hebrew thing with its article, then the verb and
// the pronoun that takes it back.
var reObjectFirstHE = compile(`^(ה[^\s,.!?]+(?:\s+[^\s,.!?]+){0,4}?)\s+(תבטל|תבטלי|תמחק|תמחקי)\s+(?:אותו|אותה)((?:\s+[^מ\s].*)?)$`)

// heWhyOpens are the words that open a why told after the Hebrew verb
// and its pronoun: who called or said ("הם התקשרו", "היא ביטלה").
var heWhyOpens = wordSet(`הם היא הוא הן הרופא הרופאה המשרד כי זה`)

// heObjectNot are the Hebrew words that make the words before the verb no
// thing: a pronoun said as who speaks, a day, a verb of saying, a greeting
// or a please ("היי מותק אם אפשר תבטל אותו").
var heObjectNot = wordSet(`היא הוא הם הן היום הערב השבוע אמר אמרה אמרו ביקש ביקשה ביקשו הגיע הגיעה הגיעו היה הייתה היו
	היי הי הלו הנה אם אפשר בבקשה תודה מותק אחי`)

// heNotThing reports whether thing, the Hebrew words before the verb,
// holds one of heObjectNot ("היא אמרה תבטל אותו": she said).
func heNotThing(thing string) bool {
	for _, w := range strings.Fields(thing) {
		if heObjectNot[w] {
			return true
		}
	}
	return false
}

// objectFirstNot are the words that make the words before the verb no
// thing: a subject, a verb of being or having, a day said alone.
var objectFirstNot = wordSet(`i we you they he she it i'll i'd i'm im was is are were been be has have had got gets will would should can could
	did do does don't dont didn't to not please pls plz must gonna wanna want need`)

// objectFirst is s with a thing named before its verb of removing said in
// the readers' order (see above); any other s is returned as it is.
func objectFirst(s string) string {
	if g := reObjectFirstHE.FindStringSubmatchIndex(s); g != nil && !heNotThing(s[g[2]:g[3]]) {
		why := s[g[6]:g[7]]
		if w := strings.Fields(why); len(w) > 0 && heWhyOpens[w[0]] {
			why = "," + why // "… תבטל אותו הם התקשרו שזה נדחה": why it goes, after a pause
		}
		return s[g[4]:g[5]] + " את " + s[g[2]:g[3]] + why
	}
	low := toLower(s)
	if len(low) != len(s) || !containsAny(low, "cancel", "delete", "remove") {
		return s
	}
	first, tail := low, ""
	if k := strings.IndexAny(low, ".!,"); k >= 0 {
		first, tail = low[:k], low[k:]
	}
	g := reObjectFirstEN.FindStringSubmatchIndex(first)
	if g == nil || strings.TrimSpace(first[g[6]:g[7]]) != "" && !onlyPlease(first[g[6]:g[7]]) {
		return s
	}
	thing := strings.Fields(first[g[2]:g[3]])
	for _, w := range thing {
		if objectFirstNot[w] || enDayWord(w) || w == "tomorrow" || w == "today" || w == "tonight" {
			return s
		}
	}
	if tail != "" && !reRemoveAgain.MatchString(strings.TrimSpace(strings.TrimLeft(tail, ".!, "))) {
		return s // "mrs lee cancel, she's sick": what follows is read as said
	}
	return s[g[4]:g[5]] + " " + s[g[2]:g[3]] + strings.TrimRight(s[g[6]:g[7]], ".!, ") // the verb said again is no word of the thing
}

// reRemoveAgain is what may follow the first sentence: the verb said
// again, a please, nothing.
var reRemoveAgain = compile(`^(?:(?:delete|cancel|remove)(?:\s+it)?)?(?:\s*(?:pls|please|plz|thanks|thank\s+you|thx))*[.!]*$`)

// onlyPlease reports whether s holds only "it" and words of please.
func onlyPlease(s string) bool {
	for _, w := range strings.Fields(s) {
		if w != "it" && w != "pls" && w != "please" && w != "plz" {
			return false
		}
	}
	return true
}
