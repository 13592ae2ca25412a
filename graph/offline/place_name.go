package offline

import (
	"strings"
	"unicode/utf8"
)

// What a message says a place just sent is: "that's where I parked",
// "this is grandma's house", "save it as the office", "זה הבית של סבתא",
// "זה המקום שחניתי בו", "תשמור את זה בתור המשרד", or a statement about
// the place itself ("I parked here", "החניתי פה"), or a bare name
// ("grandma's house"). The runner asks the grammar whether the message is
// a request of its own before it takes such a name.

var (
	// "that's X", "this is X", "it's X", "here's X".
	rePlaceIsEN = re(`^(?:(?:ok|okay|so|and|oh|btw)[\s,]+)?(?:that'?s|that\s+is|this\s+is|this'?s|it'?s|it\s+is|here'?s|here\s+is)\s+(.+)$`)
	// "save it as X", "call it X", "name this place X".
	rePlaceAsEN = re(`^(?:please\s+)?(?:save|store|keep|mark|remember|name|call|label|tag)\s+(?:it|this|that|(?:this|that|the)\s+(?:place|location|pin|spot))\s+(?:as\s+|like\s+)?(.+)$`)
	// "זה X", "זאת X", "זהו X".
	rePlaceIsHE = re(`^(?:(?:אוקיי|אוקי|טוב|אז|אגב)[\s,]+)?(?:זה|זאת|זו|זהו|זוהי|פה\s+זה|כאן\s+זה)\s+(.+)$`)
	// "תשמור את זה בתור X", "תקרא לזה X", "שמור בתור X".
	rePlaceAsHE = re(`^(?:תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|תקרא|תקראי|תקרא\s+לו|קרא)\s+(?:(?:את\s+זה|את\s+המקום(?:\s+הזה)?|לזה|למקום(?:\s+הזה)?)\s+)?(?:בתור|כ-|כ)\s*(.+)$|` +
		`^(?:תקרא|תקראי|קרא)\s+(?:לזה|למקום(?:\s+הזה)?)\s+(.+)$`)
	// A statement about the place itself: "I parked here", "החניתי פה".
	rePlaceHere = re(`(?:^|\s)(?:here|over\s+here|פה|כאן)(?:\s|$)`)
	// What after "that's" names no place: "that's it", "זה בסדר".
	reNotAName = re(`^(?:it|all|fine|ok|okay|right|correct|wrong|great|good|nice|cool|perfect|true|enough|not\b.*|no\b.*|` +
		`הכל|הכול|בסדר|נכון|טוב|מעולה|יופי|מצוין|אחלה|סבבה|לא\s.*|לא)$`)
	// Replies that are no name at all.
	reReplyWord = re(`^(?:ok|okay|thanks|thank\s+you|thx|cool|great|nice|yes|no|sure|yep|nope|cancel|stop|never\s*mind|` +
		`אוקיי|אוקי|תודה|תודה\s+רבה|סבבה|יופי|מעולה|כן|לא|בטח|ביטול|בטל|עזוב|לא\s+משנה)$`)
)

// maxPlaceNameRunes bounds what may name a place.
const maxPlaceNameRunes = 80

// PlaceName reads what the message says a place just sent is. sure is
// true when the message says so in so many words ("that's …", "save it
// as …"); otherwise the name is a statement about the place ("I parked
// here") or a bare name, which the caller takes only when the grammar
// reads the message as no request of its own. ok is false when the
// message names no place (a question, a reply word, a long text).
func PlaceName(text string) (name string, sure, ok bool) {
	s := strings.TrimSpace(oneSpace(text))
	if s == "" || strings.Contains(s, "?") || utf8.RuneCountInString(s) > maxPlaceNameRunes {
		return "", false, false
	}
	s = strings.TrimRight(s, ".!")
	low := toLower(s)
	if reReplyWord.MatchString(low) || reQuestionEN.MatchString(low) || reQuestionHE.MatchString(low) {
		return "", false, false
	}
	for _, rx := range []*pattern{rePlaceIsEN, rePlaceAsEN, rePlaceIsHE, rePlaceAsHE} {
		loc := rx.FindStringSubmatchIndex(low)
		if loc == nil {
			continue
		}
		src := s
		if len(low) != len(s) {
			src = low // offsets are the lowered text's
		}
		rest := ""
		for g := 1; 2*g < len(loc); g++ {
			if loc[2*g] >= 0 {
				rest = src[loc[2*g]:loc[2*g+1]]
			}
		}
		rest = strings.Trim(rest, " ,:;\"'“”„")
		if rest == "" || reNotAName.MatchString(toLower(rest)) {
			return "", false, false
		}
		return rest, true, true
	}
	words := len(strings.Fields(s))
	switch {
	case rePlaceHere.MatchString(low) && words <= 8:
		return s, false, true
	case words <= 5 && nounPhrase(s) && !startsWithVerb(s):
		return s, false, true
	}
	return "", false, false
}
