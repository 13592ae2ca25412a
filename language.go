package memo

import "unicode"

// Language is the language a reply is written in.
type Language string

// The languages Memo speaks.
const (
	Hebrew  Language = "he"
	English Language = "en"
)

// Valid reports whether l is a language Memo speaks.
func (l Language) Valid() bool { return l == Hebrew || l == English }

// DetectLanguage tells the language of a message: Hebrew when it holds any
// Hebrew letter, English when it holds a Latin letter, and ok=false when it
// holds neither (digits, emoji, "2"), so the caller keeps the chat's last
// language.
func DetectLanguage(text string) (lang Language, ok bool) {
	latin := false
	for _, r := range text {
		switch {
		case r >= 0x05D0 && r <= 0x05EA: // alef..tav
			return Hebrew, true
		case r < 0x250 && unicode.IsLetter(r):
			latin = true
		}
	}
	if latin {
		return English, true
	}
	return "", false
}
