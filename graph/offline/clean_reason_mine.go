package offline

import "strings"

// A removal is said with the user's own reason too, with a pause or none:
// "oh actually cancel the dentist, I'll rebook", "cancel gym im sick",
// "cancel the dentist i need to rebook", "delete lunch with tom, can't
// make it", "תבטל את רופא השיניים אני אקבע מחדש", "תמחקי את הפילאטיס אני
// חולה". The reason is the speaker's own state (sick, busy, away, can't
// make it) or what they will do instead (rebook, reschedule, find another
// time), said last; the name looked up ends before it. A reason that
// holds a time ("I'll rebook for friday") may be a request to move it,
// and the message is read whole.

// reWhyMine is that reason, with what opens it (a pause or a space) and
// nothing after it but a word of when it is done, of thanks or of
// laughter.
var reWhyMine = compile(`(?:,\s*|;\s*|\s[—–-]\s*|\s+)(?:` +
	// What the speaker will do instead.
	`(?:(?:i'll|ill|i\s+will|we'll|we\s+will|(?:i'm|im|i\s+am)\s+(?:gonna|going\s+to)|gonna|i\s+(?:need|have)\s+to|i\s+gotta|gotta|will|need\s+to|(?:i'll|ill|i\s+will)\s+just)\s+` +
	`(?:rebook|re-book|reschedule|resched|rearrange|redo\s+it|book\s+(?:it\s+)?(?:again|another(?:\s+one)?|a\s+new\s+one)|` +
	`do\s+it\s+(?:another|some\s+other)\s+(?:time|day)|find\s+(?:another|a\s+new)\s+(?:time|slot|day|one)|sort\s+it(?:\s+out)?|go\s+another\s+(?:time|day)))|` +
	// The speaker's state.
	`(?:i'm|im|i\s+am|we're|were|we\s+are)\s+(?:(?:so|too|really|kinda|a\s+bit|still|home|feeling)\s+)*(?:sick|ill|unwell|busy|swamped|exhausted|wiped|away|travelling|traveling|abroad|not\s+going|out\s+of\s+town|not\s+(?:feeling\s+)?well)|` +
	`(?:i|we)\s+(?:can't|cant|cannot|won't|wont)\s+(?:make\s+it|go|come|attend)|(?:can't|cant)\s+make\s+it|i\s+feel\s+(?:sick|ill|unwell|awful|terrible|rough)|` +
	// The same in Hebrew: "אני אקבע מחדש", "נקבע שוב", "אני חולה", "אני לא יכולה".
	`(?:(?:אני|אנחנו)\s+)?(?:אקבע|אזמין|נקבע|נזמין|אתאם|נתאם|אסדר|נסדר)\s+(?:מחדש|שוב|תור\s+חדש|בפעם\s+אחרת|ליום\s+אחר)|` +
	`(?:אני|אנחנו)\s+(?:(?:ממש|קצת|עדיין)\s+)?(?:חולה|חולים|חולות|עסוק|עסוקה|עסוקים|בחו"ל|בחופש|תקוע|תקועה|לא\s+(?:מרגיש|מרגישה|מרגישים)\s+טוב|` +
	`לא\s+(?:יכול|יכולה|יכולים)(?:\s+להגיע)?|לא\s+(?:הולך|הולכת|הולכים|מגיע|מגיעה|מגיעים))` +
	`)(?:\s+(?:later|anyway|myself|lol|haha|thanks|thx|pls|please|sorry|אחר\s+כך|בעצמי|תודה|סליחה))*[\s.!]*$`)

// whyMine is where the speaker's own reason said last after a removal
// starts in low (see above), or nil. Something must be left to remove:
// a name, or "it".
func whyMine(low string) []int {
	if !reRemoveHead.MatchString(low) {
		return nil
	}
	loc := reWhyMine.FindStringIndex(low)
	if loc == nil || len(strings.Fields(low[:loc[0]])) < 2 {
		return nil
	}
	return []int{loc[0], loc[0]}
}
