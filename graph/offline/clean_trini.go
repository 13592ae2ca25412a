package offline

import "strings"

// Trinidadian and Yorkshire English, as they are texted, read before the
// creole words are (readCreole): their articles, owners' words and "you"
// are said in the grammar's words, and the Trini "nah" that softens a
// request last ("put it in meh calendar nah") is taken off.
//   - "de" is "the" after a preposition or a command's verb ("add doubles to
//     de shopping list", "pay de phone bill"), or opening a message that
//     another Trini word marks ("de tutorial get move …, change it nah");
//     "De Niro", "de la Cruz", "call de Souza" keep it;
//   - "meh" is "me" or "my" where "mi" would be (it is handed to
//     readDialect as "mi"): after a verb, a preposition or a question word
//     ("remind meh", "in meh calendar", "wat meh locker code"); "meh"
//     opening a message or after any other word ("that was meh") stays;
//   - "t'" run into the next word is "the" ("Put on t'shopping list"),
//     "o'" said alone between words "of" ("a pound o' sausages"); "o'clock",
//     "o' clock" and "O'Brien" stay;
//   - "me" after a preposition before the calendar or a list named is "my"
//     ("in me calendar", "on me shopping list"), and after "I've got"
//     before a thing ("I've got me doctors appointment"); "me and Dan",
//     "remind me", "take me home" stay;
//   - "yuh", "tha" and "thee" after a modal or before one are "you" ("can tha
//     remind me", "Can tha make it half past nine", and "yuh could remind
//     me" asked as "could you"); "Tha" capitalised is a name and stays;
//   - "get" between a thing and a verb of moving a time is "got" and the
//     verb done ("de tutorial get move to 3 o'clock": got moved), so a
//     move told is read as one and never made a new thing's title;
//   - "nah" said last in its sentence (but for emoji and marks), after a
//     word and no comma, is a please ("change it nah 🙏", "… at 10:00
//     nah! i keep forgetting"); "…, nah" (no) and "nah" alone or first
//     stay.

// triniMarks are the words that mark a message as Trini English, so that a
// "de" opening it is "the".
var triniMarks = []string{" meh ", " nah ", "yuh ", " eh ", " doh ", " wha ", " get move", " ting "}

// triniNotArticle are the words after which "de" is a name's or another
// tongue's word: "de la Cruz", "call de souza", "de facto".
var triniNotArticle = wordSet(`la le les los las el del l lo facto jure luxe rigueur jong souza silva niro vito beers`)

// triniModals are the words "yuh", "tha" and "thee" stand beside as "you".
var triniModals = wordSet(`can could will would cyan cud wud canst wilt`)

// triniMoved are the verbs of changing a time that "get" before them
// makes passive in Trini English ("de tutorial get move to 3": got
// moved), with the form "got" takes.
var triniMoved = map[string]string{"move": "moved", "shift": "shifted", "push": "pushed", "change": "changed", "put": "put", "postpone": "postponed"}

// triniMoveTo are the words after such a verb that say where the time went.
var triniMoveTo = wordSet(`to till until back forward for`)

// triniNotThing are the words before "get" that make it no passive:
// pronouns and words of wanting ("I get move …", "to get move tickets").
var triniNotThing = wordSet(`i you we they to can could will would should must gonna wanna need want please pls`)

// triniYou are the Trini and Yorkshire words for "you".
var triniYou = wordSet(`yuh tha thee`)

// triniMeNext are the words after "me" that make it "my" after a
// preposition: the calendar and the lists.
var triniMeNext = wordSet(`calendar diary schedule list shopping`)

// triniGate holds a piece of each word this file reads.
var triniGate = []string{"de ", "meh", "t'", "t’", "o'", "o’", " me ", "yuh", "tha ", "thee", "nah"}

// triniYorks says the Trini and Yorkshire words of s in the grammar's
// (see above); s without one is returned as it is.
func triniYorks(s string) string {
	low := toLower(s)
	if len(low) != len(s) || !containsAny(low, triniGate...) {
		return s
	}
	ws := strings.Fields(s)
	marked := containsAny(" "+strings.Trim(low, ".!?")+" ", triniMarks...)
	out := make([]string, 0, len(ws)+2)
	changed := false
	for i, f := range ws {
		w := strings.TrimRight(f, ",.:;!?")
		tail := f[len(w):]
		prev, next := "", ""
		if i > 0 {
			prev = toLower(strings.TrimRight(ws[i-1], ",.:;!?"))
		}
		if i+1 < len(ws) {
			next = strings.TrimRight(ws[i+1], ",.:;!?")
		}
		switch {
		case w == "de" && next != "" && lowerWord(next) && !triniNotArticle[next] &&
			(i > 0 && !strings.ContainsAny(ws[i-1], ",.!?") && (dialectBefore[prev] || isDialectVerb(prev)) || sentenceStart(ws, i) && marked):
			out = append(out, "the"+tail)
		case (w == "de" || w == "De") && sentenceStart(ws, i) && marked && next != "" && lowerWord(next) && !triniNotArticle[next]:
			out = append(out, "The"+tail)
		case w == "meh" && i > 0 && next != "" && (isDialectVerb(prev) || dialectOwnerAfter[prev] || questionWords[prev] || prev == "wat" || prev == "remember"):
			out = append(out, "mi"+tail)
		case strings.HasPrefix(w, "t'") && len(w) > 3 && lowerWord(w[len("t'"):]):
			out = append(out, "the", w[len("t'"):]+tail)
		case strings.HasPrefix(w, "t’") && len(w) > len("t’")+1 && lowerWord(w[len("t’"):]):
			out = append(out, "the", w[len("t’"):]+tail)
		case (f == "o'" || f == "o’") && i > 0 && next != "" && toLower(next) != "clock" && !strings.ContainsAny(ws[i-1], ",.!?"):
			out = append(out, "of")
		case w == "me" && i > 0 && (dialectOwnerAfter[prev] && triniMeNext[toLower(next)] ||
			prev == "got" && i > 1 && (toLower(ws[i-2]) == "i've" || toLower(ws[i-2]) == "ive") && next != "" && lowerWord(next) && !scotsOwnedNext[toLower(next)] && !dialectNotNoun[toLower(next)]):
			out = append(out, "my"+tail)
		case triniYou[w] && i > 0 && triniModals[prev] && !strings.ContainsAny(ws[i-1], ",.!?"):
			out = append(out, "you"+tail)
		case triniYou[toLower(w)] && w == ws[i] && triniModals[toLower(next)] && next == ws[i+1] && sentenceStart(ws, i) && i+2 < len(ws):
			out = append(out, ws[i+1], "you") // "yuh could remind me …": could you
			ws[i+1] = ""
		case w == "get" && i > 0 && triniMoved[toLower(next)] != "" && !triniNotThing[prev] && i+2 < len(ws) && triniMoveTo[toLower(ws[i+2])]:
			out = append(out, "got", triniMoved[toLower(next)]) // "de tutorial get move to 3": was moved
			ws[i+1] = ""
		case f == "":
		case w == "nah" && (lastReal(ws, i) || strings.ContainsAny(tail, ".!?")) && i >= 2 && ws[i-1] != "" &&
			!strings.ContainsAny(ws[i-1][len(ws[i-1])-1:], ",;:.!?") && prev != "or":
			out[len(out)-1] += tail // "… in meh calendar nah", "change it nah!"
		default:
			out = append(out, f)
			continue
		}
		changed = true
	}
	if !changed {
		return s // "add milk …\nremind me at 6 …": the lines kept as they were
	}
	return strings.Join(out, " ")
}

// lowerWord reports whether w opens with a lower-case letter.
func lowerWord(w string) bool {
	return w != "" && w[0] >= 'a' && w[0] <= 'z'
}

// lastReal reports whether the word at i is the last of ws but for
// emoji and marks after it ("… change it nah 🙏").
func lastReal(ws []string, i int) bool {
	for _, w := range ws[i+1:] {
		if !decorationOnly(w) && strings.Trim(w, ".!?") != "" {
			return false
		}
	}
	return true
}
