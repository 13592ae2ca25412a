package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// One more of the event in focus for someone else, said with an hour:
// "ועוד אחד לשרה לוי ב9:15", "ותור לשרה לוי ב11" after "תור לרופא שיניים
// מחר ב10", "and another one for Sarah at 11", "same for Tom at 3", "one
// for Liam at 4 too", "and a meeting with Tom at 3". It is an event of the
// same kind for them, on the focus's own day when no day is said: the
// focus's title with its "for"/"with"/"ל"/"עם" part naming them. Said of a
// reminder, whose deed may or may not be theirs, it is asked.

var (
	// reCopyForEN opens one more of the same for someone: "and another
	// one", "same for", "same thing for", "one … too".
	reCopyForEN = compile(`(?i)^(?:and\s+)?(?:also\s+)?(?:another(?:\s+one)?|one\s+more|same(?:\s+thing)?(?:\s+again)?|one)\s+((?:for|with)\s.+)$`)
	// reCopyForHE is its Hebrew: "ועוד אחד", "וגם עוד אחת", "אותו דבר".
	// "וגם עם רונית ב-13:00" says one more with someone by "גם" alone.
	reCopyForHE = compile(`^(?:(?:ו)?(?:גם\s+)?(?:עוד\s+(?:אחד|אחת)|אותו\s+(?:ה)?דבר)\s+((?:ל|עם\s|בשביל\s).+)|ו?גם\s+((?:עם|בשביל)\s.+))$`)
	// reCopySameDay is the focus's day pointed back at after the hour:
	// "… at 1pm same day", "… ב-13:00 באותו יום". It says one more of the
	// same as "too" does.
	reCopySameDay = compile(`(?i)[\s,]+(?:(?:on|in)\s+)?(?:the\s+)?(?:same|that)\s+day$|[\s,]+ו?ב?אותו\s+(?:ה)?יום$`)
	// reCopyTooEN and reCopyTooHE close it: "too", "as well", "גם".
	// reCopyBareOne is "one for …" with no "another", "more" or "same":
	// one more only with "too" after it.
	reCopyBareOne = compile(`(?i)^(?:and\s+)?(?:also\s+)?one\s+(?:for|with)\s`)
	reCopyTooEN   = compile(`(?i)\s+(?:too|as\s+well|also)$`)
	reCopyTooHE   = compile(`\s+גם$`)
)

// copyFor reads text as one more of the focus for someone else at an
// hour (see above). ok is false when text is no such request.
func (m *message) copyFor(text string, f *memo.FocusItem) ([]memo.Step, bool, error) {
	if f == nil || f.ID == "" || f.Title == "" {
		return nil, false, nil
	}
	text = strings.TrimSpace(strings.TrimRight(squeezeSpaces(dropSymbols(text)), "?!. ")) // "ועוד ⏰ אחד …"
	text = fillerOff(text)
	low := toLower(text)
	if !strings.HasPrefix(text, "ו") && !strings.HasPrefix(low, "and ") && !strings.Contains(low, "one") && !strings.Contains(low, "same") &&
		!strings.Contains(text, "עוד") && !strings.Contains(text, "אותו") {
		return nil, false, nil // a cheap test before the patterns
	}
	sameDay := reCopySameDay.MatchString(low)
	text = strings.TrimSpace(reCopySameDay.ReplaceAllString(text, ""))
	low = toLower(text)
	too := sameDay || reCopyTooEN.MatchString(low) || reCopyTooHE.MatchString(text)
	text = strings.TrimSpace(reCopyTooHE.ReplaceAllString(reCopyTooEN.ReplaceAllString(text, ""), ""))
	rest, bare := "", false
	if g := reCopyForEN.FindStringSubmatch(text); g != nil {
		rest, bare = g[1], reCopyBareOne.MatchString(text)
	} else if g := reCopyForHE.FindStringSubmatch(text); g != nil {
		rest = firstOf(g[1:])
	} else if r, ok := headAgain(text, f.Title); ok {
		rest = r // "ותור לשרה לוי ב11", "and a meeting with Tom at 3"
	}
	if rest == "" {
		return nil, false, nil
	}
	prep, whom, at, ok := whomThenTime(rest)
	if !ok {
		return nil, false, nil
	}
	if bare && !too {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "one for Liam at 4": one more, or a thing of its own?
	}
	if f.Kind != memo.FocusEvent || f.When == nil || !f.When.After(m.now()) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // of a reminder, or of what has passed: which is not guessed
	}
	if said := Clean(at); said.Text != "" && !said.Correction && !said.Dismiss {
		at = said.Text // "at 6 thanks", "ב-6 תודה"
	}
	when, _, hasTime, ok, err := m.timeNear(at, f.When) // an hour alone is on the focus's day
	if err != nil {
		return nil, true, err
	}
	if !ok || !hasTime || !when.After(m.now()) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	length := memo.DefaultEventDuration
	if f.End != nil && f.End.After(*f.When) {
		length = f.End.Sub(*f.When)
	}
	d := memo.EventDraft{Summary: titleFor(f.Title, prep, whom), Start: when, End: when.Add(length)}
	return []memo.Step{calStep(memo.OpEventCreate, memo.CalendarArgs{Drafts: []memo.EventDraft{d}})}, true, nil
}

// headAgain reads "ו" and the focus title's first word ("ותור …" after
// "תור לרופא שיניים"), or "and a"/"and an" and its last ("and a meeting …"
// after "team meeting"), and gives what follows it.
func headAgain(text, title string) (string, bool) {
	ws := strings.Fields(title)
	if len(ws) == 0 {
		return "", false
	}
	if hebrewText(title) {
		if r, ok := strings.CutPrefix(text, "ו"+ws[0]+" "); ok {
			return strings.TrimSpace(r), true
		}
		return "", false
	}
	low, head := toLower(text), toLower(ws[len(ws)-1])
	for _, lead := range []string{"and a ", "and an ", "and another "} {
		if r, ok := strings.CutPrefix(low, lead+head+" "); ok {
			return strings.TrimSpace(text[len(text)-len(r):]), true
		}
	}
	return "", false
}

// whomThenTime cuts rest into whom it is for, with its preposition, and
// the time after it: "for Sarah at 11" is "for", "Sarah", "at 11";
// "לשרה לוי ב11" is "ל", "שרה לוי", "ב11". ok is false when the words
// before the time name no one.
func whomThenTime(rest string) (prep, whom, at string, ok bool) {
	ws := strings.Fields(rest)
	for i := 1; i < len(ws) && i <= 4; i++ {
		at = strings.Join(ws[i:], " ")
		if !reTimeStart.MatchString(at) {
			continue
		}
		who := ws[:i]
		if hebrewText(who[0]) {
			switch {
			case who[0] == "עם" || who[0] == "בשביל":
				prep, who = who[0], who[1:]
			case strings.HasPrefix(who[0], "ל"):
				prep, who = "ל", append([]string{strings.TrimPrefix(who[0], "ל")}, who[1:]...)
			default:
				return "", "", "", false
			}
			if len(who) == 0 || len(who) > 2 || !heWhomOrName(who[0]) {
				return "", "", "", false
			}
		} else {
			prep, who = toLower(who[0]), who[1:]
			if len(who) == 0 || !enWhom(who) && !lowerName(who) {
				return "", "", "", false
			}
		}
		return prep, strings.Join(who, " "), at, true
	}
	return "", "", "", false
}

// reTimeStart is how a time said after whom opens: "at 11", "ב11",
// "ב-9:15", "tomorrow at 3", "מחר ב-3".
var reTimeStart = compile(`(?i)^(?:at\s|@|by\s|around\s|tomorrow|tmrw|ב-?\d|בשעה\s|ב(?:אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)|מחר)`)

// titleFor is title said for whom: the part that named who it was for or
// with ("for …", "with …", "ל…", "עם …") names them, or they are added.
func titleFor(title, prep, whom string) string {
	ws := strings.Fields(title)
	for i := 1; i < len(ws); i++ {
		w := toLower(ws[i])
		switch {
		case prep == "ל" && strings.HasPrefix(w, "ל") && len(w) > len("ל"),
			prep != "ל" && w == prep:
			head := strings.Join(ws[:i], " ")
			if prep == "ל" {
				return head + " ל" + whom
			}
			return head + " " + ws[i] + " " + whom
		}
	}
	if prep == "ל" {
		return title + " ל" + whom
	}
	return title + " " + prep + " " + whom
}

// heWhomOrName reports whether w, a Hebrew word said after "ל", names
// whom one more is for: someone heWhom knows, or a word that is no
// infinitive ("לקנות") and no day ("למחר"): a name the lexicon lacks
// ("ליוסי"), a place ("למכון").
func heWhomOrName(w string) bool {
	if heWhom(w) {
		return true
	}
	if heInfinitives["ל"+w] || strings.HasSuffix(w, "ות") || len([]rune(w)) < 2 {
		return false
	}
	_, found, err := parseAnyDay(w)
	return !found && err == nil && !reTimeStart.MatchString("ב"+w)
}

// reCopyLeadAnywhere is where one more of the same opens after words
// said before it ("umm and another one …", "יאללה ועוד אחת …").
var reCopyLeadAnywhere = compile(`(?i)(?:^|\s)(?:(?:and\s+)?(?:also\s+)?(?:another|one\s+more|same|one\s+(?:for|with)\s)|(?:ו)?(?:גם\s+)?(?:עוד\s+(?:אחד|אחת)|אותו\s+(?:ה)?דבר)|ו?גם\s+(?:עם|בשביל)\s)`)

// fillerOff takes off what is said before one more of the same when it
// is filler, a greeting or politeness and nothing else: "umm", "hi
// sweetie if you could", "וואלה", "נכדה יקרה".
func fillerOff(text string) string {
	loc := reCopyLeadAnywhere.FindStringIndex(text)
	if loc == nil || loc[0] == 0 {
		return text
	}
	before := text[:loc[0]]
	if c := Clean(before); c.Text != "" || c.Correction || c.Dismiss {
		return text
	}
	return strings.TrimSpace(text[loc[0]:])
}

// lowerName reports whether who is one word that may be a name written
// in lower case ("for tom"): letters only, no common word, no verb.
func lowerName(who []string) bool {
	if len(who) != 1 || len(who[0]) < 2 || startsWithVerb(who[0]) || enNotName[toLower(who[0])] || relationWords[toLower(who[0])] {
		return len(who) == 1 && relationWords[toLower(who[0])]
	}
	for _, r := range who[0] {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return !roleNouns[who[0]]
}

// copyHeads are the first words of one more of the same for someone.
var copyHeads = []string{"עוד", "אותו", "same", "another"}

// copySlipTitle reports whether s, a title, is one more of the same for
// someone with its first word one slip off ("ועעוד אחד לשרה", "אוותו
// דבר לאמא", "smae for Tom"): no thing of its own (see reJunkTitle).
func copySlipTitle(s string) bool {
	first, rest, ok := strings.Cut(s, " ")
	if !ok {
		return false
	}
	vav := ""
	if w, cut := strings.CutPrefix(first, "ו"); cut && len([]rune(w)) >= 3 {
		vav, first = "ו", w
	}
	for _, h := range copyHeads {
		if first != h && slipOf(first, h) && reJunkTitle.MatchString(vav+h+" "+rest) {
			return true
		}
	}
	return false
}
