package memo

import (
	"strings"
	"unicode"
)

// Language is the language a reply is written in.
type Language string

// The languages Memo speaks.
const (
	Hebrew  Language = "he"
	English Language = "en"
)

// Valid reports whether l is a language Memo speaks.
func (l Language) Valid() bool { return l == Hebrew || l == English }

// DetectLanguage tells the language of a message: the language most of
// its words are written in, the first word's on a tie, so that a request
// is answered in the language of its request words ("remind me to call
// סבתא" is English, "תזכיר לי לשלוח מייל ל-Avi" Hebrew). ok is false when
// it holds no letter (digits, emoji, "2"), so the caller keeps the chat's
// last language.
func DetectLanguage(text string) (lang Language, ok bool) {
	he, en, first := scriptCounts(text)
	switch {
	case he > en:
		return Hebrew, true
	case en > he:
		return English, true
	case first != "":
		return first, true
	}
	return "", false
}

// Even reports whether text holds as many Hebrew words as English ones,
// some of each: a message mixed half and half ("rename את זה ל focus
// time"), which tells no change of the chat's language, so the reply keeps
// the language the chat speaks.
func Even(text string) bool {
	he, en, _ := scriptCounts(text)
	return he > 0 && he == en
}

// scriptCounts counts the Hebrew and the English words of text, and tells
// the language of the first of them.
func scriptCounts(text string) (he, en int, first Language) {
	for _, w := range strings.Fields(text) {
		switch wordScript(w) {
		case Hebrew:
			he++
			if first == "" {
				first = Hebrew
			}
		case English:
			en++
			if first == "" {
				first = English
			}
		}
	}
	return he, en, first
}

// OneWord reports whether text is a single word ("undo", "ok", "סבבה"):
// too little, in English, to tell that a Hebrew chat changed its
// language, since Hebrew speakers text English words alone.
func OneWord(text string) bool { return len(strings.Fields(text)) == 1 }

// wordScript is the language a word is written in: Hebrew when it holds a
// Hebrew letter, English when it holds a Latin one, "" for neither.
func wordScript(w string) Language {
	latin := false
	for _, r := range w {
		switch {
		case r >= 0x05D0 && r <= 0x05EA: // alef..tav
			return Hebrew
		case r < 0x250 && unicode.IsLetter(r):
			latin = true
		}
	}
	if latin {
		return English
	}
	return ""
}
