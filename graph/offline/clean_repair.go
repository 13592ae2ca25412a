package offline

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/adrg/strutil/metrics"
	"github.com/memo-assistant/memo"
)

// repairNoun reports whether the opening matched in s[:end] is "תיקון"
// said as the noun it also is, "the repair of": run into the next word with
// a space only ("תיקון דוד ברחוב הרצל 12 מחר ב-8", "תיקון הברז"), where a
// correction is marked off ("תיקון: ב-6", "תיקון, מחר"). A word of time
// next ("תיקון מחר ב-6") is a correction said in a hurry.
func repairNoun(s string, end int) bool {
	head := strings.TrimRight(s[:end], " ")
	if head != "תיקון" || end == len(head) || strings.TrimSpace(s[len(head):end]) != "" {
		return false
	}
	next, _, _ := strings.Cut(s[end:], " ")
	r, _ := utf8.DecodeRuneInString(next)
	return unicode.Is(unicode.Hebrew, r) && !reTimeWord.MatchString(next) && !strings.HasPrefix(next, "ל")
}

// heldLead mends a correction lead said with a letter held too long
// ("sorrry my bad, at 6", "ooopsie", "סליחההה, ב-6"): the first word, or
// the first after a comma ("they switched on me, סליחההה, ב-6"), its runs
// of a letter cut to one, is a one-word lead cut the same way. Only a word
// with a letter said three times or more is mended, or a lead of four
// letters or more with two neighbours swapped ("srory", "סלחיה"), so a word
// that merely looks like a lead ("sory", "sorely") stays as it is.
func heldLead(s string) string {
	f := strings.Fields(s)
	changed := false
	for i, w := range f {
		if i > 0 && !strings.HasSuffix(f[i-1], ",") {
			continue
		}
		if l, ok := mendLead(w); ok {
			f[i], changed = l, true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(f, " ")
}

// mendLead is w, with its marks after it, mended to the lead it is held
// or swapped from.
func mendLead(w string) (string, bool) {
	word := strings.TrimRight(w, ",.!:;…-–—")
	low := toLower(word)
	if len(low) != len(word) {
		return w, false
	}
	held := squeeze(low, 2) != low
	one := squeeze(low, 1)
	for _, l := range heldLeads {
		if held && squeeze(l, 1) == one || !held && swapOf(low, l) {
			return l + w[len(word):], true
		}
	}
	for _, l := range heldLeads { // "סליחהטעות": two leads run together
		if rest, ok := strings.CutPrefix(low, l); ok && utf8.RuneCountInString(l) >= 4 && slices.Contains(heldLeads, rest) {
			return l + " " + rest + w[len(word):], true
		}
	}
	return w, false
}

// swapOf reports whether w is lead, of four letters or more, with two
// neighbouring letters swapped or one letter doubled ("srory", "סלייחה").
func swapOf(w, lead string) bool {
	n, nl := utf8.RuneCountInString(w), utf8.RuneCountInString(lead)
	return w != lead && nl >= 4 && (n == nl || n == nl+1) && slipOf(w, lead)
}

// apologies are the leads that say sorry: a title that opens with one, or
// has one after a pause, was said to take something back, not to be kept
// ("sheasked, ok so sorrry my bad" made a task while a reminder was in
// focus).
var apologies = []string{"sorry", "oops", "whoops", "oopsie", "סליחה", "סורי", "אופס"}

// heApologyOff reports whether w, its held letters once, is a Hebrew
// apology of five letters one edit off ("סליהחהה"): two slips at once,
// which only a refusal may read so loosely.
func heApologyOff(w string) bool {
	one := squeeze(w, 1)
	if !strings.ContainsFunc(one, func(r rune) bool { return unicode.Is(unicode.Hebrew, r) }) {
		return false
	}
	return apologyNear(one, one, 5) // "סלחיה": two swapped
}

// apologyNear reports whether w is an apology of at least least letters
// one slip off, or one (w with its held letters once) one edit off.
func apologyNear(w, one string, least int) bool {
	lev := metrics.NewLevenshtein()
	for _, a := range apologies {
		if utf8.RuneCountInString(a) >= least && (slipOf(w, a) || lev.Distance(one, a) <= 1) {
			return true
		}
	}
	return false
}

// ownedSlips are the words that own a slip after an apology, or close a
// title with it: "… sorry my bad", "… סליחה טעות שלי".
var ownedSlips = []string{"my bad", "my mistake", "טעות שלי"}

// ownsSlip reports whether t holds an apology said with the slip owned
// ("שינו את זה סליחה טעות שלי", no pause before it), or closes with the
// slip owned.
func ownsSlip(t string) bool {
	low := " " + strings.Join(strings.Fields(strings.Trim(toLower(t), ",.!:;…-–— ")), " ")
	for _, o := range ownedSlips {
		if strings.HasSuffix(low, " "+o) {
			return true
		}
		for _, a := range apologies {
			if strings.Contains(low+" ", " "+a+" "+o+" ") {
				return true
			}
		}
	}
	return false
}

// apologyTitle reports whether a title steps make opens with an apology,
// or has one anywhere after its first pause, as said or one slip off, or
// one with the slip owned anywhere (see ownsSlip).
func apologyTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		if ownsSlip(t) || apologyAtEnd(t) || apologyAlone(t) {
			return true
		}
		paused := false // anywhere after the title's first pause
		for i, w := range strings.Fields(t) {
			if i > 0 && !paused {
				paused = strings.HasSuffix(w, ",")
				continue
			}
			paused = paused || strings.HasSuffix(w, ",")
			l, _ := mendLead(w)
			if f := strings.Fields(strings.TrimRight(toLower(l), ",.!:;…-–—")); len(f) > 0 && (slices.Contains(apologies, f[0]) || heApologyOff(f[0])) {
				return true
			}
		}
	}
	return false
}

// heldLeads are the one-word leads heldLead mends: the apologies, and the
// leads that take back without saying sorry. mendLead tries them in this
// order, which matters only among the leads of one script (no word is
// near leads of both, or opens with leads of both), and there the
// apologies come first.
var heldLeads = slices.Concat(apologies, []string{"actually", "wait", "nah", "nope", "רגע", "בעצם", "טעות"})

// apologyAtEnd reports whether title ends with an apology, alone or before
// a word of when ("feed the cat sorry", "… sorry later"): the sorry of a
// correction run in with no pause, not a thing to say ("say sorry",
// "לבקש סליחה").
func apologyAtEnd(title string) bool {
	fs := checkWords(toLower(title))
	n := len(fs)
	if n > 2 && whenAfterApology[fs[n-1]] {
		fs, n = fs[:n-1], n-1
	}
	if n < 2 || !slices.Contains(apologies, fs[n-1]) {
		return false
	}
	return !apologyVerbs[fs[n-2]]
}

// whenAfterApology are words of when said after a correction's sorry.
var whenAfterApology = map[string]bool{"later": true, "then": true, "tomorrow": true, "today": true, "tonight": true, "אחר כך": true, "מחר": true, "היום": true}

// apologyVerbs say the apology as a thing to do: "say sorry", "לבקש סליחה".
var apologyVerbs = map[string]bool{"say": true, "says": true, "said": true, "tell": true, "be": true, "feel": true, "am": true, "i'm": true,
	"im": true, "so": true, "a": true, "the": true, "lol": true, "לבקש": true, "להגיד": true, "לומר": true, "תגיד": true, "תגידי": true}

// apologyAlone reports whether title is one word, an apology with its
// letters held and one edit more ("soorory" of "hey soorory, at 6"): a
// title of that one word is no thing to do ("worry" neither).
func apologyAlone(title string) bool {
	w := strings.Trim(toLower(strings.TrimSpace(title)), ",.!?")
	if w == "" || strings.Contains(w, " ") || len([]rune(w)) < 4 {
		return false
	}
	return apologyNear(w, squeeze(w, 1), 4)
}
