package timeparse

import "strings"

// Remainder returns text with r.Spans cut out and whitespace collapsed.
// Connective words and marks left dangling at a cut ("at", "on", "by",
// "around", "until", "ב", "עד", "בערך", "-", ",", "~") go with it, as do
// the words that restrict it ("only", "רק", "בלבד": "at 7 only"), and so
// do softeners said before it ("like" in "at like 4", "about", "approx"):
// "remind me at 6pm to pick up the kids" leaves "remind me to pick up the
// kids". Spans outside text are ignored.
func (r Result) Remainder(text string) string {
	if len(r.Spans) == 0 {
		return strings.Join(strings.Fields(text), " ")
	}
	toks := r.toks
	if toks == nil || r.src != text {
		toks = tokenize(text, make([]token, 0, len(text)/4+4))
	}
	cut := cutMask(toks, r.Spans)
	var b strings.Builder
	prev := 0 // where the text not yet written starts
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !cut[i] {
			continue
		}
		end := len(text)
		if i < len(toks) {
			end = toks[i].start
		}
		if piece := strings.Join(strings.Fields(text[prev:end]), " "); piece != "" {
			// Pieces after the first follow a cut, where the words stood apart.
			if b.Len() > 0 && !strings.ContainsRune(".,!?;:)", rune(piece[0])) {
				b.WriteByte(' ')
			}
			b.WriteString(piece)
		}
		if i < len(toks) {
			prev = toks[i].end
		}
	}
	return b.String()
}

// cutMask marks the tokens Remainder cuts: those inside spans, the
// connectives left dangling at each cut (up to two on each side), and
// brackets left holding nothing.
func cutMask(toks []token, spans [][2]int) []bool {
	cut := make([]bool, len(toks))
	for i, t := range toks {
		for _, s := range spans {
			if t.start >= s[0] && t.end <= s[1] {
				cut[i] = true
				break
			}
		}
	}
	for i := 0; i < len(toks); {
		if !cut[i] {
			i++
			continue
		}
		j := i
		for j < len(toks) && cut[j] {
			j++
		}
		for k, n := i-1, 0; k >= 0 && n < 2 && !cut[k] && (connective(toks[k]) || leading(toks[k]) && clockStart(toks[k+1])); k, n = k-1, n+1 {
			cut[k] = true
		}
		end := j
		for k, n := j, 0; k < len(toks) && n < 2 && !cut[k] && connective(toks[k]) && !placeAfter(toks, cut, k) && !purposeAfter(toks, cut, i, k); k, n = k+1, n+1 {
			cut[k] = true
			end = k + 1
		}
		i = end
	}
	// Brackets left holding nothing go too: "call mom (tomorrow)".
	for i, open := -1, -1; i+1 < len(toks); {
		i++
		switch {
		case cut[i]:
		case toks[i].text == "(" || toks[i].text == "[":
			open = i
		case open >= 0 && (toks[i].text == ")" || toks[i].text == "]") && i > open+1:
			cut[open], cut[i] = true, true
			open = -1
		default:
			open = -1
		}
	}
	return cut
}

// placeAfter reports whether toks[k], after a cut, is "at", "on", "in"
// or "from" opening words of their own: a place ("dinner friday 8pm at Mika's",
// "standup 9am on zoom"), which stays with the text. Dangling at the
// text's end or before another cut, it goes.
func placeAfter(toks []token, cut []bool, k int) bool {
	switch toks[k].text {
	case "at", "on", "in", "from":
	default:
		return false
	}
	return k+1 < len(toks) && toks[k+1].kind == tWord && !cut[k+1]
}

// purposeAfter reports whether toks[k], after the cut that starts at
// toks[i], is a "for" that says what the thing before the time is for:
// "call Dan at 5 for the tickets", "plumber friday at 9 for the boiler".
// With nothing said before the time ("at 5 for my flight", the rest of
// "set a reminder …") the "for" only ties the time on, and goes.
func purposeAfter(toks []token, cut []bool, i, k int) bool {
	if toks[k].text != "for" || k+1 >= len(toks) || toks[k+1].kind != tWord || cut[k+1] {
		return false
	}
	for b := i - 1; b >= 0; b-- {
		if !cut[b] && toks[b].kind == tWord {
			return true
		}
	}
	return false
}

// connective reports whether t only ties a time expression to the
// sentence, so it has no meaning once the expression is cut out.
func connective(t token) bool {
	switch t.kind {
	case tSym:
		return t.text == "-" || t.text == "," || t.text == "@" || t.text == ":" || t.text == "~"
	case tWord:
		switch t.text {
		case "at", "on", "in", "by", "around", "until", "till", "for", "only",
			"ב", "ל", "ה", "ו", "מ", "ומ", "עד", "ביום", "בשעה", "בתאריך", "לתאריך", "בערך", "רק", "בלבד":
			return true
		}
	}
	return false
}

// clockStart reports whether t starts a time of day, after which a
// softener belongs to it ("about 5pm", not "about tomorrow").
func clockStart(t token) bool {
	if t.kind == tNum {
		return true
	}
	if _, ok := enHourWord(t.text); ok {
		return true
	}
	switch t.text {
	case "noon", "midday", "midnight", "half", "quarter", "at", "like", "about", "around":
		return true
	}
	return false
}

// leading reports whether t, said before a time, only softens it ("at
// like 4", "about 5pm", "approx 3"); after one it may begin something else.
func leading(t token) bool {
	switch t.text {
	case "like", "about", "approx", "approximately", "roughly", "circa", "exactly", "~", "from":
		// "from" only before an hour ("every 30 minutes from 5pm"): before
		// a day it says where a repetition starts, which is no time's.
		return true
	}
	return false
}
