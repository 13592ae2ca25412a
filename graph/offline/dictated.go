package offline

import (
	"strings"
)

// Punctuation said by name, as voice typing leaves it: "buy milk comma
// eggs comma bread period", "חלב פסיק לחם פסיק ביצים נקודה". The words
// are written as the marks they name before the message is read, so they
// land in no title or item. A word is a mark only where it stands as one:
// after a word, and not where it is a word of the message ("a period
// tracker app", "my period", "נקודה חמה", "עוד נקודה", "still a question
// mark"). A mark inside the message ("call mom period then email dana")
// is read as one only when the message holds another one said so, or
// when the sentence after it points back at what was told ("… ביאיר
// נקודה זה ליד הכניסה", "… full stop it's near the mall"), since "period"
// or "נקודה" alone in the middle is most often the word.

// dictatedMark is a mark said by name: its words and the mark written.
type dictatedMark struct {
	words []string
	mark  string
	// end: only at the message's end ("question mark"); mid: inside the
	// message only when another mark was said (see above).
	end, mid bool
	// notAfter are words before it that make it a word; notBefore the
	// same after it.
	notAfter, notBefore map[string]bool
}

var (
	commaNotAfterEN = wordSet(`a an the oxford serial this that one no missing extra inverted`)
	commaNotAfterHE = wordSet(`עם בלי אף שום כל עוד שים לשים תשים תשימי מחק תמחק`)
	commaNotBefore  = wordSet(`separated splice splices delimited`)
	stopNotAfterEN  = wordSet(`a an the my your her his our their its this that each every per any no one same whole entire
		trial grace waiting notice probation probationary cooling billing free study rest time first second third fourth
		fifth sixth seventh eighth last next late missed heavy light math english history science
		homeroom 1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th
		pay reporting holiday holidays vacation summer winter spring autumn fall festive exam exams transition adjustment`)
	stopNotBeforeEN = wordSet(`tracker trackers app apps pain pains cramps cramp products underwear panties pants piece pieces
		drama dramas costume costumes of`)
	stopNotAfterHE = wordSet(`עוד כל אף שום אותה באותה מאותה לאותה אחת בכל לכל מכל שים לשים תשים תשימי לסמן סמן תסמן ועוד
		נקודה`)
	stopNotBeforeHE = wordSet(`חמה קטנה גדולה חשובה טובה עיוורת שחורה אדומה ירוקה כחולה לבנה חלשה חזקה מרכזית אחת נוספת
		זו זאת למחשבה`)
	askNotAfter = wordSet(`a the big still huge עדיין יש זה זו הוא היא עם בסימן`)
	endNotAfter = wordSet(`a the an`)
)

// dictatedMarks are the marks said by name, longest first.
var dictatedMarks = []dictatedMark{
	{words: []string{"full", "stop"}, mark: ".", end: true, mid: true, notAfter: endNotAfter},
	{words: []string{"question", "mark"}, mark: "?", end: true, notAfter: askNotAfter},
	{words: []string{"exclamation", "mark"}, mark: "!", end: true, notAfter: endNotAfter},
	{words: []string{"exclamation", "point"}, mark: "!", end: true, notAfter: endNotAfter},
	{words: []string{"סימן", "שאלה"}, mark: "?", end: true, notAfter: askNotAfter},
	{words: []string{"סימן", "קריאה"}, mark: "!", end: true, notAfter: askNotAfter},
	{words: []string{"comma"}, mark: ",", end: true, mid: true, notAfter: commaNotAfterEN, notBefore: commaNotBefore},
	{words: []string{"פסיק"}, mark: ",", end: true, mid: true, notAfter: commaNotAfterHE},
	{words: []string{"period"}, mark: ".", end: true, mid: true, notAfter: stopNotAfterEN, notBefore: stopNotBeforeEN},
	{words: []string{"נקודה"}, mark: ".", end: true, mid: true, notAfter: stopNotAfterHE, notBefore: stopNotBeforeHE},
	{words: []string{"colon"}, mark: ":", mid: true, notAfter: endNotAfter},
	{words: []string{"נקודתיים"}, mark: ":", mid: true, notAfter: stopNotAfterHE},
}

// dictatedGate holds a piece of every word above: a message with none of
// them is returned as it is, with no work.
var dictatedGate = []string{"comma", "period", "full stop", "question mark", "exclamation", "colon", "פסיק", "נקודה", "נקודתיים", "סימן"}

// markSaid is a mark found at words [at, at+n).
type markSaid struct {
	at, n int
	mark  string
}

// undictate writes punctuation said by name ("comma", "period", "פסיק",
// "נקודה") as the marks it names, where the words stand as marks and not
// as words of the message. Text with none is returned unchanged.
func undictate(text string) string {
	low := toLower(text)
	if !containsAny(low, dictatedGate...) {
		return text
	}
	spans := reWordSpan.FindAllStringIndex(text, -1)
	words := make([]string, len(spans))
	for i, sp := range spans {
		words[i] = strings.TrimRight(toLower(text[sp[0]:sp[1]]), ".,!?")
	}
	var found []markSaid
	var inner []markSaid // said inside the message, kept only with another
	for i := 1; i < len(words); i++ {
		d, ok := dictatedAt(words, i)
		if !ok {
			continue
		}
		n := len(d.words)
		last := i+n == len(words) || closingOnly(text[spans[i+n-1][1]:])
		prev := strings.TrimRight(words[i-1], ".,!?:;")
		if d.notAfter[prev] || isMarkWord(prev) {
			continue
		}
		switch {
		case last && d.end:
			found = append(found, markSaid{i, n, d.mark})
		case !last && d.mid && !d.notBefore[words[i+n]]:
			if d.mark == "," || pointsBack(text[spans[i+n-1][1]:]) {
				found = append(found, markSaid{i, n, d.mark})
			} else {
				inner = append(inner, markSaid{i, n, d.mark})
			}
		}
		i += n - 1
	}
	if len(found) == 0 {
		return text
	}
	found = mergeMarks(found, inner)
	var b strings.Builder
	last := 0
	for _, f := range found {
		b.WriteString(text[last:spans[f.at-1][1]])
		b.WriteString(f.mark)
		last = spans[f.at+f.n-1][1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// pointsBack reports whether rest, after a mark said inside the message,
// is a sentence that points back at what was told before it ("… ביאיר
// נקודה זה ליד הכניסה למושב", "… at 5 full stop it's near the mall"):
// the mark ends a sentence, and the next one only says where or what it
// is (see event_told_after.go).
func pointsBack(rest string) bool {
	rest = strings.TrimSpace(rest)
	return reToldAfterEN.MatchString(rest) || reToldAfterHE.MatchString(rest)
}

// closingOnly reports whether rest, after a mark, only closes the
// message: nothing, marks or emoji, thanks or please ("… period
// thanks 🙏", "… נקודה תודה").
func closingOnly(rest string) bool {
	if closes(rest) || closes(trailFree(rest)) {
		return true
	}
	// Fillers alone close it too, and so does chatter with only fillers
	// before it: "… period ngl i'm so cooked", "… נקודה, אני ממש בלחץ"
	// (see chatterTails). The first tail found decides, as it does for a
	// request.
	said := " " + rest // a tail is told after the words before the mark
	low, only := lower(said), false
	if len(low) != len(said) {
		return false
	}
	if cut, dropped := closingFillersOff(rest); dropped && (closes(cut) || closes(trailFree(cut))) {
		return true // "… period hmm", "… נקודה 🙏 נו": fillers and what closes
	}
	chatterTails(low, func(_ *pattern, at int) bool {
		only = closes(strings.TrimSpace(dropFillers(said[:at])))
		return true
	})
	return only
}

// trailFree is rest without the thanks, asides and sign-offs that close
// a message ("thanks tbh", "בבקשה וואלה").
func trailFree(rest string) string {
	t := dropSymbols(rest)
	for range 4 {
		low := toLower(t)
		loc := reTrailFiller.FindStringIndex(low)
		if loc == nil || len(low) != len(t) {
			break
		}
		t = t[:loc[0]]
	}
	return t
}

// closes reports whether rest is nothing but marks, emoji, thanks or
// please, or a closing particle or kiss ("… period xx").
func closes(rest string) bool {
	t := strings.Trim(strings.TrimSpace(dropSymbols(rest)), " .,!?")
	return t == "" || onlyAck(rest) || reClosingOnly.MatchString(toLower(t)) || voiceOnly(t)
}

// reClosingOnly is a closing that asks no more: "if you can", "אם אפשר".
var reClosingOnly = compile(`^(?:if\s+(?:you|u)\s+(?:can|could)|if\s+possible|when\s+you\s+can|אם\s+אפשר|אם\s+תוכל|אם\s+תוכלי)$`)

// reWordSpan is a run of text between spaces.
var reWordSpan = compile(`\S+`)

// dictatedAt returns the mark whose words start at words[i].
func dictatedAt(words []string, i int) (dictatedMark, bool) {
	for _, d := range dictatedMarks {
		if i+len(d.words) > len(words) {
			continue
		}
		match := true
		for k, w := range d.words {
			if words[i+k] != w {
				match = false
				break
			}
		}
		if match {
			return d, true
		}
	}
	return dictatedMark{}, false
}

// isMarkWord reports whether w is one of the words of a mark said by
// name: "comma comma" is no mark after a word.
func isMarkWord(w string) bool {
	for _, d := range dictatedMarks {
		if d.words[len(d.words)-1] == w {
			return true
		}
	}
	return false
}

// mergeMarks joins the marks found inside the message to the others, in
// the order they were said.
func mergeMarks(found, inner []markSaid) []markSaid {
	out := make([]markSaid, 0, len(found)+len(inner))
	i, j := 0, 0
	for i < len(found) || j < len(inner) {
		if j == len(inner) || i < len(found) && found[i].at < inner[j].at {
			out = append(out, found[i])
			i++
		} else {
			out = append(out, inner[j])
			j++
		}
	}
	return out
}
