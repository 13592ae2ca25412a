package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A goodbye said after a request with no mark before it is no word of the
// thing asked for: "remind me tmrw 5pm to call my mom cheers see ya", "…
// feed the dog ok bye", "… להתקשר לאמא תודה ביי", "… יאללה נתראה". The
// thanks, kisses and love said with it go with it. A sign-off after a
// mark is read by dropSignOff, a message that only says goodbye by
// reFarewell.
//
// The goodbye stays where it is what is said or done: after a verb of
// saying, a kiss or a wave ("remind me to say bye to grandma", "… to
// kiss the kids good night"), in a message that tells something to be
// said or written ("text Dan see you soon"), and as the name of an
// occasion ("מסיבת להתראות").

// farewellTail are the goodbyes a request may close with. "later" alone
// is a time ("call mom later") and "goodbye" a noun as often ("Tom's
// goodbye"): neither is one.
const farewellTail = `bye+|bye\s+bye|byee+|see\s+(?:ya|you|u)(?:\s+(?:later|soon|tomorrow|tmrw|tmr))?|cya|ttyl|talk\s+(?:to\s+(?:you|u)\s+)?(?:later|soon)|` +
	`laters|gtg|g2g|got\s+to\s+go|gotta\s+go|good\s*night|gn|ביי+|ביי\s+ביי|באי|נתראה|להתראות|לילה\s+טוב`

// farewellWith are the thanks, assent, love and asides said with a
// goodbye ("… נתראה וואלה", "… lol bye").
const farewellWith = `thanks|thank\s+you|thx|ty|cheers|ok|okay|k|love\s+(?:you|ya|u)|luv\s+(?:you|ya|u)|xx+|x|lol|lmao|haha+|` +
	`תודה|תודה\s+רבה|יאללה|אוקיי|נשיקות|וואלה|חחח+|❤️|😘`

// reFarewellTail is a goodbye at the end of a message, with the words
// said with it, and the space or marks before it, said or dictated ("…
// full stop cya", "… נקודה יאללה ביי").
var reFarewellTail = compile(`(?i)[\s,.!]+(?:(?:full\s+stop|period|נקודה)[\s,.!]+)?` + farewellRun + `$`)

// farewellRun is a goodbye with the words said before and after it.
const farewellRun = `(?:(?:` + farewellWith + `)[\s,.!]+)*(?:` + farewellTail + `)(?:[\s,.!]+(?:` + farewellTail + `|` + farewellWith + `|` + farewellAddress + `))*[\s.!]*`

// farewellAddress are the words said to Memo after a goodbye ("… נתראה
// אחי", "… see ya mate"); before one they may be the thing's own ("call
// my bro bye").
const farewellAddress = `bro|bruh|mate|dude|man|fam|אחי|אחותי|גבר|כפרה|מאמי|חביבי|נשמה`

// farewellHeld are the words after which a goodbye is the thing itself:
// what is said, a kiss or a wave, a Hebrew occasion named by it
// ("מסיבת להתראות").
var farewellHeld = wordSet(`say said says saying tell told wish wave kiss hug sing to the a my his her their
	להגיד לומר תגיד תגידי תאמר לאחל לנשק מסיבת ארוחת ערב ברכת כרטיס`)

// farewellSaid are the words that make a message one that tells something
// to be said, written or done with a goodbye (a kiss, a wave): its goodbye
// may be the thing itself.
var farewellSaid = []string{"text", "tell", "say", "write to", "message", "wish", "sign", "card", "caption", "reply", "answer", "kiss", "wave", "hug",
	"להגיד", "תגיד ל", "תגידי ל", "לומר", "לכתוב ל", "תכתוב ל", "לאחל", "תאחל", "הודעה", "ברכה", "לענות", "תענה", "לנשק", "לנופף", "לחבק"}

// farewellCuesEnd are the cheap tests before reFarewellTail.
var farewellCuesEnd = []string{"bye", "see", "cya", "ttyl", "talk", "laters", "gtg", "g2g", "go", "night", "gn", "ביי", "באי", "נתראה", "להתראות", "לילה"}

// dropFarewellEnd takes a goodbye off the end of s (see above).
func dropFarewellEnd(s string) string {
	low := toLower(s)
	if !containsAny(low, farewellCuesEnd...) || containsAny(low, farewellSaid...) {
		return s
	}
	loc := reFarewellTail.FindStringIndex(s)
	if loc == nil {
		return s
	}
	head := strings.TrimRight(s[:loc[0]], " ,.!")
	words := strings.Fields(head)
	if len(words) < 2 || farewellHeld[toLower(words[len(words)-1])] {
		return s
	}
	return head
}

// farewellTitle reports whether a title steps make ends with a goodbye
// that was not read off, or is one alone ("see you" of "see you
// tomorow", its day one slip off).
func farewellTitle(steps []memo.Step) bool {
	return anyTitle(steps, func(t string) bool {
		return dropFarewellEnd(t) != t || reFarewellAlone.MatchString(strings.TrimSpace(t)) || reSignOffKept.MatchString(t)
	})
}

// reSignOffKept is a goodbye with the assent or thanks said before it
// ("… ok bye", "… thanks bye", "… love ya bye") left at the end of a title because the
// message tells of a thing written or said ("send a thank-you card to
// grandma ok bye"): whether it is the card's words or the user's sign-off
// is not guessed.
var reSignOffKept = compile(`(?i)\s(?:ok|okay|k|thanks|thx|cheers|love\s+(?:you|ya|u)|luv\s+(?:you|ya|u)|xx+|תודה|יאללה|נשיקות)[\s,.!]+(?:bye+|see\s+(?:ya|you|u)|cya|ttyl|ביי+|נתראה|להתראות)[\s.!]*$`)

// reFarewellAlone is a goodbye alone, with the words said with it.
var reFarewellAlone = compile(`(?i)^` + farewellRun + `$`)
