package offline

import (
	"strings"
	"unicode/utf8"
)

// yomSaid reports whether w, the word right before a Hebrew weekday, is
// "יום" ("day") behind its prefix letters, and returns it with a slip
// mended (w itself when typed whole). It is the one reader of that word
// for bareDayHour, which leaves a weekday after it as it is, and mendYom,
// which writes the slip out so a list of days is read as one.
//
// Typed whole, "יום" is taken behind up to two of ב ל ו ה מ ש ("ביום",
// "וליום", "מיום", "היום", "שיום"): whatever it means there, the weekday
// after it is already named a day. A slip (see yomSlip) is taken only
// with no prefix or behind those "יום" takes before a weekday, ב ל מ
// with ו or not ("ביוום", "ביםו", "ומיוום", "ביומ"): behind ה or ש a
// slip of it is as often another word ("שימו", put).
func yomSaid(w string) (string, bool) {
	rest := w
	for peeled := 0; peeled <= 2; peeled++ {
		prefix := w[:len(w)-len(rest)]
		switch {
		case rest == "יום":
			return w, true
		case yomSlipPrefixes[prefix] && yomSlip(rest):
			return prefix + "יום", true
		}
		r, size := utf8.DecodeRuneInString(rest)
		if !strings.ContainsRune("בלוהמש", r) {
			break
		}
		rest = rest[size:]
	}
	return "", false
}

// yomSlipPrefixes are the prefixes a slip of "יום" is mended behind.
var yomSlipPrefixes = map[string]bool{"": true, "ו": true, "ב": true, "ל": true, "מ": true, "וב": true, "ול": true, "ומ": true}

// yomSlip reports whether core is "יום" typed with one slip that keeps
// all its letters: one doubled ("יוום", "ייום", "יוםם"), two neighbours
// swapped ("וים", "ימו"), or its mem not in its final form ("יומ"). A
// letter dropped is no slip of it here: "ים" is the sea, and "לים שני
// ורביעי" goes to the sea.
func yomSlip(core string) bool {
	return core == "יומ" || core != "יום" && utf8.RuneCountInString(core) >= 3 && slipOf(core, "יום")
}
