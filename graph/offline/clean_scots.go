package offline

import (
	"slices"
	"strings"
)

// Scots, as it is texted, read by the creole reader (readDialect): "mind
// me tae ring ma sister" (remind me to call my sister), "ah've got the
// doctors on friday at hauf ten" (I've got … at half ten), "whit have ah
// got on the morra", "pit tatties, neeps an a haggis on the shoppin
// list", "naw sorry it's hauf eleven". The words no English spells so
// ("hauf", "mornin", "shoppin", "naw", "ah've") are read wherever they
// stand; the words English has too are read only where English could not
// have them: "mind me" opening a request before what it asks ("mind me
// asking …" stays), "ah" where a subject stands (after "have", "did", …
// in a question, or before a verb: "ah need tae …"; "ah ok" stays), "an"
// before an article or an owner's word ("an a haggis": and), "ma" after a
// verb before a noun only in a message with another Scots word ("mind me
// tae take ma pills"; "call ma tonight" stays), and "pit" opening a
// request that names a list or the calendar.

// scotsAlways are the Scots spellings no English word shares.
var scotsAlways = wordSet(`hauf mornin evenin shoppin meetin naw ah've ah'm ah'll ah'd`)

// scotsSure are the Scots words that both let a message in to be read
// here (scotsGate) and mark it as Scots (scotsMarks).
var scotsSure = []string{"mind me", "mindme", "hauf", "mornin"}

// scotsGate holds a piece of each word clean_scots.go reads, for
// mayBeDialect: scotsSure, the rest of scotsAlways ("ah" for "ah've"
// and the like), and "an" and "pit", read only where they stand.
var scotsGate = slices.Concat(scotsSure, []string{"evenin", "shoppin", "meetin", "naw", "ah", " an ", "pit "})

// scotsSubjectBefore are the words after which "ah" is the subject of a
// question: "whit have ah got", "can ah …", "did ah …".
var scotsSubjectBefore = wordSet(`have has had did do does can could will would should shall am was`)

// scotsNotMind are the words after which "mind me" is no request: "never
// mind me at 5", "would you mind me calling".
var scotsNotMind = wordSet(`never don't dont do you u to would will if not`)

// scotsOwnedNext are the words after which "an" is "and": an article or
// an owner's word, which "an" is never said before.
var scotsOwnedNext = wordSet(`a an the some my ma mi his her their our your two three four five`)

// scotsNotNoun are the words after "ma" that make it a mother named, not
// "my": pronouns, "back", and what dialectNotNoun and dialectNotOwned
// hold.
var scotsNotNoun = wordSet(`back she he they we i you it she's he's they're up out off from with`)

// scotsMarks are the Scots words a message may hold that make "ma" after
// a verb "my": a Scots message. They differ from scotsGate on purpose:
// beside scotsSure they hold Scots words this file does not read ("tae",
// "aye", "wee"), and not the gate's words English shares ("an", "pit").
var scotsMarks = slices.Concat(scotsSure, []string{"tae ", "whit", "ah've", "ah ", "morra", "naw ", "aye", "wee ", "ken "})

// scotsWord reports whether the Scots spelling w at i is the standard
// word (see above); ok is false when w is no Scots word this file reads.
func scotsWord(fields []string, i int, w, prev, nxt string) (read, ok bool) {
	switch {
	case scotsAlways[w]:
		return true, true
	case w == "ah":
		bare := fields[i] == w || fields[i] == "Ah" // "ah, …" is an interjection
		return bare && nxt != "" && (i > 0 && scotsSubjectBefore[prev] && !sentenceStart(fields, i) || dialectSubjectVerbs[nxt] && nxt != "can"), true
	case w == "an":
		after := "" // "got an a in maths" is a grade
		if i+2 < len(fields) {
			after = toLower(strings.TrimRight(fields[i+2], ",.:;!?"))
		}
		return i > 0 && !strings.HasSuffix(fields[i-1], ",") && scotsOwnedNext[nxt] && nxt != "an" && after != "" &&
			!dialectNotNoun[after] && !dialectBefore[after], true
	case w == "mind" || w == "mindme":
		opens := sentenceStart(fields, i) || i <= 3 && !scotsNotMind[prev] // "hi honey, mindme tae …", "ok so mindme …"
		k := i + 2
		if w == "mindme" {
			k, nxt = i+1, "me"
		}
		if !opens || nxt != "me" || k >= len(fields) {
			return false, true
		}
		third := toLower(strings.TrimRight(fields[k], ",.:;!?"))
		return third == "tae" || third == "to" || third == "at" || third == "every" || third == "on" || third == "in" ||
			third == "the" || third == "tomorrow" || third == "tonight" || enDayWord(third) || third != "" && whenNext(third), true
	}
	return false, false
}

// scotsOwner reports whether "ma" at i is "my": after a verb before a
// noun, or before a word of kin, in a message with another Scots word
// ("tae ring ma sister", "take ma pills").
func scotsOwner(fields []string, prev, nxt string) bool {
	if !isDialectVerb(prev) && !relationWords[nxt] || nxt == "" || dialectNotNoun[nxt] || dialectNotOwned[nxt] || scotsNotNoun[nxt] || dialectBefore[nxt] {
		return false
	}
	low := " " + toLower(strings.Join(fields, " ")) + " "
	return containsAny(low, scotsMarks...)
}

// scotsPut reports whether "pit" opening a request is "put": the request
// names a list or the calendar ("pit tatties … on the shoppin list").
func scotsPut(fields []string, i int) bool {
	if !sentenceStart(fields, i) || i+1 >= len(fields) {
		return false
	}
	// A preposition of place with a list, the calendar or the diary
	// within three words after it: "pit stop at 5", "pit bull" name none.
	for j := i + 1; j < len(fields); j++ {
		switch toLower(strings.Trim(fields[j], ",.:;!?")) {
		case "on", "in", "onto", "into", "tae", "to", "oan":
		default:
			continue
		}
		for k := j + 1; k < len(fields) && k <= j+3; k++ {
			switch toLower(strings.Trim(fields[k], ",.:;!?")) {
			case "list", "calendar", "calender", "diary", "schedule":
				return true
			}
		}
	}
	return false
}
