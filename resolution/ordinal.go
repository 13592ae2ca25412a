package resolution

// maxRef is the largest position a reference may name: lists shown in a
// chat are short, and a larger number is a quantity, a time or a phone.
const maxRef = 99

// ParseOrdinalRef finds a single reference to a position in the last
// numbered list inside a command ("delete the 2nd one", "מחק את השני",
// "done with 2", "סיימתי את 3"). It returns the 1-based index, or last=true
// (index 0) for "the last", and ok=false when there is no reference or there
// are several ("1 and 3": the caller reads lists of positions itself).
//
// It is conservative, so that quantities are not taken for positions ("buy 2
// milks"). A reference is:
//   - "#N", "number N", "option N", "מספר N", "אפשרות N", "task N",
//     "item N", "reminder N", "משימה N", "פריט N", "תזכורת N" anywhere
//     (N a number or a number word, 1–99);
//   - an ordinal word ("second", "2nd", "last", "השני", "השלישית",
//     "האחרונה") that opens the message or follows "the", "with", "את", a
//     command verb or a list noun ("the task"), and is followed by nothing
//     but filler ("one", "please", "as done", "from the list", "of them"):
//     so "the first week", "the last time", "the 2nd of May" are not
//     references;
//   - a bare number N (1–99) that is the whole message ("2", "2 please"), or
//     that follows a command verb ("delete", "done", "מחק", "סיימתי"), with
//     only "with", "the", "את", "ה-" between them and nothing but filler
//     after it ("mark 2 as done").
func ParseOrdinalRef(text string) (index int, last bool, ok bool) {
	items := read(lex(text))
	for i, it := range items {
		var n int
		found, at := false, i // at: the position's item
		switch {
		case it.cls == cHash || it.cls == cIntro || isRefNoun(it.word):
			if i+1 < len(items) && isNumber(items[i+1]) {
				n, found, at = items[i+1].n, true, i+1
			}
		case it.cls == cOrd:
			n, found = it.n, ordinalInContext(items, i)
		case it.cls == cDigits:
			n, found = it.n, bareNumberInContext(items, i)
		}
		if !found {
			continue
		}
		if partOfList(items, at) {
			return 0, false, false
		}
		if n == lastPosition {
			return 0, true, true
		}
		if n < 1 || n > maxRef {
			continue
		}
		return n, false, true
	}
	return 0, false, false
}

// isRefNoun reports whether w is a singular noun naming an entry, after
// which a number is its position ("task 2").
func isRefNoun(w string) bool {
	switch w {
	case "task", "item", "reminder", "entry", "משימה", "פריט", "תזכורת":
		return true
	}
	return false
}

// ordinalInContext reports whether the ordinal at items[i] refers to a list
// position (see ParseOrdinalRef).
func ordinalInContext(items []item, i int) bool {
	if !onlyClosing(items[i+1:]) {
		return false
	}
	if i == 0 {
		return true
	}
	prev := items[i-1]
	return isLeadWord(prev.word) || prev.cls == cVerb || prev.cls == cNoun && !isPluralNoun(prev.word)
}

// bareNumberInContext reports whether the number at items[i] is a position:
// the whole message, or right after a command verb (see ParseOrdinalRef).
func bareNumberInContext(items []item, i int) bool {
	if !onlyClosing(items[i+1:]) {
		return false
	}
	j := i - 1
	for j >= 0 && (isLeadWord(items[j].word) || items[j].cls == cDash || items[j].cls == cHash) {
		j--
	}
	if j < 0 {
		return onlyClosing(items[:i]) // "#2", "את 2"
	}
	return items[j].cls == cVerb || items[j].cls == cCancel && isCancelVerb(items[j].word)
}

// isLeadWord reports whether w may stand between a verb and a position:
// "the", "with", "את", a lone "ה" (written "ה-2").
func isLeadWord(w string) bool {
	switch w {
	case "the", "with", "את", "ה", "עם":
		return true
	}
	return false
}

// isCancelVerb reports whether w is a cancel word that is also a command
// on an entry ("cancel 2", "בטל את 3").
func isCancelVerb(w string) bool {
	switch w {
	case "cancel", "בטל", "תבטל", "בטלי", "תבטלי":
		return true
	}
	return false
}

// onlyClosing reports whether items are nothing but words that may close a
// reference: filler ("one", "please", "בבקשה"), "as done", a singular list
// noun, "from the list", "of them". Anything else ("the first week", "buy 2
// milks", "the 2nd of May") means the number or ordinal is not a position.
func onlyClosing(items []item) bool {
	for k, it := range items {
		switch {
		case it.word == "of":
			if k+1 >= len(items) || !isThemWord(items[k+1].word) {
				return false
			}
		case it.cls == cFiller, it.cls == cVerb, it.cls == cYes, it.cls == cSep,
			it.cls == cNoun && !isPluralNoun(it.word), isListPlace(it.word):
		default:
			return false
		}
	}
	return true
}

// isListPlace reports whether w places an entry in a list ("from the list",
// "on my list", "מהרשימה").
func isListPlace(w string) bool {
	switch w {
	case "from", "in", "on", "list", "רשימה", "הרשימה", "מהרשימה", "ברשימה", "שלי":
		return true
	}
	return false
}

// partOfList reports whether the reference at items[i] is joined to another
// position ("1st and 3rd", "2, 4", "#2 and #3"), which makes it one of
// several.
func partOfList(items []item, i int) bool {
	joins := func(it item) bool { return it.cls == cAnd || it.cls == cSep || it.cls == cDash || it.cls == cTo }
	isPos := func(it item) bool { return isNumber(it) || it.cls == cOrd }
	intro := func(it item) bool {
		return it.cls == cHash || it.cls == cIntro || isRefNoun(it.word) || isLeadWord(it.word)
	}
	// After: a joining word, then a position with its introducers.
	if k := i + 1; k < len(items) && joins(items[k]) {
		k++
		for k < len(items) && intro(items[k]) {
			k++
		}
		if k < len(items) && isPos(items[k]) {
			return true
		}
	}
	// Before: this position's introducers, a joining word, a position.
	k := i - 1
	for k >= 0 && intro(items[k]) {
		k--
	}
	return k >= 1 && joins(items[k]) && isPos(items[k-1])
}

func isThemWord(w string) bool { return w == "them" || w == "these" || w == "those" }

// isPluralNoun reports whether w is a plural list noun, which turns "שני"
// and "שתי" into "both" ("שני הפריטים").
func isPluralNoun(w string) bool {
	switch w {
	case "tasks", "items", "reminders", "entries", "options", "משימות", "המשימות", "פריטים",
		"הפריטים", "תזכורות", "התזכורות", "אפשרויות", "האפשרויות":
		return true
	}
	return false
}
