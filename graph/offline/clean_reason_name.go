package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"
)

// A removal of a thing by its name is said with why and no pause too:
// "cancel the meeting with ron they postponed", "cancel ron's meeting he's
// sick", "תבטלי את הפגישה עם רון הם דחו", "תבטל את החוג של נועה היא
// חולה". The reason is a pronoun and what it tells of the people of the
// thing — called off, postponed, sick, not coming — said last; the name
// looked up ends before the pronoun. Where the pronoun's words may be a
// clause of the name ("the meeting they set up", "the meeting she
// booked"), or the name left is only its noun ("cancel the meeting they
// postponed"), nothing is cut and the message is read whole.
//
// The thing may be named by a pronoun too: "oh please cancel that the
// plumber just telephoned", "delete it my boss moved it", "תבטל את זה
// האינסטלטור התקשר". The clause after the pronoun with a subject of its
// own and a verb (whyToldOfOwn) is why, and the command acts on the thing
// in focus, in the store of its kind; it is never a name to look up. A
// verb of making said last ("cancel that the plumber booked") may be a
// clause of "that", and nothing is cut.

// reWhyAfterName is that report: a pronoun subject and a word of a thing
// called off or of someone who cannot come, with nothing after it but
// "it", "again" or thanks.
var reWhyAfterName = compile(`\s(?:he|she|they|he's|she's|they're|hes|shes|theyre|הוא|היא|הם|הן)\s+` +
	`(?:(?:just|already|kinda|so|really|כבר|פשוט|ממש)\s+)?` +
	`(?:postponed|cancelled|canceled|called\s+(?:it\s+)?off|rescheduled|moved\s+it|changed\s+it|pushed\s+it|moved\s+(?:the\s+)?(?:time|day|date)|changed\s+(?:the\s+)?(?:time|day|date)|bailed|pulled\s+out|(?:is|are|'s|got|are\s+out|is\s+out)\s+sick|` +
	`sick|ill|(?:is|are)\s+ill|can't\s+(?:make\s+it|come)|cant\s+(?:make\s+it|come)|(?:isn't|aren't|won't\s+be|not)\s+coming|` +
	`won't\s+make\s+it|(?:is|are)\s+away|away|` +
	`דחו|דחה|דחתה|הזיזו|הזיז|הזיזה|שינו\s+(?:את\s+)?(?:השעה|היום|התאריך)|ביטלו|ביטל|ביטלה|חולה|חולים|חולות|לא\s+(?:יכול|יכולה|יכולים|מגיע|מגיעה|מגיעים|באים|בא|באה)|בחופש|בחו"ל|נסעו|נסע|נסעה)` +
	`(?:\s+(?:it|that|again|today|thanks|thx|pls|please|אותה|אותו|את\s+זה|היום|תודה))*[\s.!]*$`)

// nameFiller are the words of a removal that tell no thing apart: the
// article, whose, "with", the Hebrew object marker and "לי".
var nameFiller = lexicon.WordSet(`the my a an our it that this with of for את לי של שלי שלנו עם`)

// genericThing are the nouns that name a kind and no one thing: alone
// before a reason, they may be the reason's own ("the meeting they
// postponed"). "the dentist he's sick" names one.
var genericThing = lexicon.WordSet(`meeting meetings appointment appt event thing one reminder task class lesson session call
	פגישה תור אירוע תזכורת משימה שיעור שיחה דבר`)

// whyAfterName is where a reason said with no pause after a removal by
// name starts in low (see above), or nil: the removal must be a command
// of reRemoveHead and the name left hold two words of its own, or one
// that is no kind alone (see genericThing), so the thing is still told
// apart ("the meeting with ron", "ron's meeting", "the dentist").
func whyAfterName(low string) []int {
	if !reRemoveHead.MatchString(low) {
		return nil
	}
	loc := reWhyAfterName.FindStringIndex(low)
	if loc == nil {
		return nil
	}
	named, generic := 0, false
	for _, w := range strings.Fields(low[:loc[0]])[1:] {
		if !nameFiller[w] {
			named++
			generic = genericThing[strings.TrimPrefix(w, "ה")]
		}
	}
	if named < 2 && (named == 0 || generic) {
		return nil // "cancel the meeting they postponed": which, if not the one postponed?
	}
	return []int{loc[0], loc[0]}
}

// reMadeLast is a verb of making something closing a clause: "… the
// plumber booked", "… my wife set up". After "that" the clause may name
// the thing made, not say why.
var reMadeLast = compile(`\s(?:booked|set\s+up|made|arranged|scheduled|organised|organized|planned|added|created|put\s+in|wrote|entered|sent)[\s.!]*$`)

// whyToldOfOwn reports whether s, what follows a pronoun target from its
// subject on ("the plumber just telephoned", "המורה חולה"), is a clause
// with a verb of its own: one of a reason's verbs (reWhyVerb), or one in
// the past after the subject's first word ("the plumber just
// telephoned"), unless that verb is one of making said last.
func whyToldOfOwn(s string) bool {
	s = strings.TrimRight(s, " .!?…") // "… האינסטלטור התקשר!": the marks no word of the clause
	if reWhyVerb.MatchString(s) {
		return true
	}
	return nounToldVerb(s) && !reMadeLast.MatchString(s)
}
