package memo

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
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
//
// A request word in one language and none in the other decides it, however
// many words each has: "every sunday at 9 תזכירי לי לעשות weekly planning"
// asks in Hebrew, "add חלב ולחם to the shopping list" in English.
//
// An English request word said inside Hebrew grammar is a loan: "cancel את
// ה-journal club" joins its words with the object marker and a prefix
// before a Latin word, as only a Hebrew speaker does, and asks in Hebrew.
func DetectLanguage(text string) (lang Language, ok bool) {
	if l := requestLanguage(text); l != "" {
		if l == English && grammarLanguage(text) == Hebrew {
			return Hebrew, true
		}
		return l, true
	}
	if head, ok := heading(text); ok {
		text = head // "רשימת הזמנות: Tris, EDTA, agarose": the heading frames the items
	}
	he, en, first := scriptCounts(text)
	switch {
	case he > en:
		return Hebrew, true
	case en > he:
		return English, true
	}
	if l := grammarLanguage(text); l != "" {
		return l, true // "lab meeting כל שלישי 10:30": the words that join the others tell it
	}
	if first != "" {
		return first, true
	}
	return "", false
}

// heading is the part of text before a colon that ends a word ("רשימת
// הזמנות: …", "shopping list: …"), when it holds a word of either script:
// what follows is the things listed, said in whatever tongue they are
// named, while the heading is said in the writer's own.
func heading(text string) (string, bool) {
	for i := 0; i < len(text); i++ {
		if text[i] != ':' || i+1 < len(text) && text[i+1] != ' ' {
			continue // "10:30" is an hour
		}
		head := text[:i]
		if he, en, _ := scriptCounts(head); he+en > 0 {
			return head, true
		}
		return "", false
	}
	return "", false
}

// grammarLanguage is the language of the words that join a sentence (of,
// every, with, the object marker "את") when only one language has more of
// them, else "": the nouns of a mixed message are named in either tongue,
// its grammar is the writer's. A Hebrew prefix joined to a Latin word
// ("ה-journal", "ל-Avi", "בzoom") is Hebrew grammar too.
func grammarLanguage(text string) Language {
	he, en := 0, 0
	for _, w := range strings.Fields(strings.ToLower(text)) {
		w = strings.Trim(w, ",.!?:;")
		switch {
		case heGrammar[w] || prefixedLatin(w):
			he++
		case enGrammar[w]:
			en++
		}
	}
	switch {
	case he > en:
		return Hebrew
	case en > he:
		return English
	}
	return ""
}

// prefixedLatin reports whether w is Hebrew prefix letters (ה, ל, ב, מ,
// ש, ו, כ, up to three) before a Latin word, with a hyphen or without:
// "ה-journal", "ל-Avi", "בzoom".
func prefixedLatin(w string) bool {
	rest, n := w, 0
	for ; n < 3; n++ {
		r, size := utf8.DecodeRuneInString(rest)
		if !strings.ContainsRune("הלבמשוכ", r) || size == 0 {
			break
		}
		rest = rest[size:]
	}
	if n == 0 {
		return false
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "-"), "־")
	if rest == "" {
		return false
	}
	for _, r := range rest {
		if !(r < 0x250 && unicode.IsLetter(r)) && r != '-' && r != '\'' {
			return false
		}
	}
	return true
}

// heGrammar and enGrammar are the joining words of each language that a
// speaker of the other does not text inside it.
var (
	heGrammar = wordSet("את של כל עם עד על אל גם לא יש אין זה זאת הוא היא אני לי שלי ביום בשעה")
	enGrammar = wordSet("the to at on in with for every and of my is a an")
)

// Even reports whether text holds as many Hebrew words as English ones,
// some of each: a message mixed half and half ("rename את זה ל focus
// time"), which tells no change of the chat's language, so the reply keeps
// the language the chat speaks. Request words of one language alone tell it.
func Even(text string) bool {
	he, en, _ := scriptCounts(text)
	return he > 0 && he == en && requestLanguage(text) == ""
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

// requestLanguage is the language of text's request words when only one
// language has any, else "". A Hebrew request is a verb of asking in the
// future form, said to Memo ("תזכירי", "תוסיף", "תקבע לי"); an English one
// is a command said first or after "please" ("remind me", "add").
func requestLanguage(text string) Language {
	fs := strings.Fields(strings.ToLower(text))
	he, en := false, false
	for i, w := range fs {
		w = strings.Trim(w, ",.!?:;")
		if lexicon.HebrewCommandVerbs[w] || strings.HasPrefix(w, "ת") && i+1 < len(fs) && strings.Trim(fs[i+1], ",.!?:;") == "לי" && wordScript(w) == Hebrew {
			he = true
		}
		if w == "remind" && i+1 < len(fs) && strings.Trim(fs[i+1], ",.!?:;") == "me" || enRequest[w] && (i == 0 || fs[i-1] == "please" || fs[i-1] == "pls") {
			en = true
		}
	}
	switch {
	case he && !en:
		return Hebrew
	case en && !he:
		return English
	}
	return ""
}

// enRequest are the English request words; the Hebrew ones are
// lexicon.HebrewCommandVerbs.
var enRequest = wordSet("remind add put schedule delete remove move cancel set save book")

// wordSet is lexicon.WordSet.
var wordSet = lexicon.WordSet
