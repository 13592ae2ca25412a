package offline

import "github.com/memo-assistant/memo"

// Small talk that is neither thanks nor a greeting: a reaction to
// something said ("lol that's so sus", "haha that's wild", "omg no way",
// "חחח איזה קטע", "וואו מטורף"). It is answered in kind and changes
// nothing (memo.ReasonReaction). Laughter alone ("lol", "חחח") stays the
// thanks it was read as; a reaction that names a thing ("that's so funny
// remind me to tell dana") is no reaction alone, and is matched whole.

// reactionCues are words one of which every reaction holds: the cheap
// test before reReaction.
var reactionCues = []string{"sus", "funny", "hilarious", "wild", "crazy", "insane", "nuts", "cute", "weird", "random", "savage",
	"iconic", "relatable", "cringe", "fire", "bonkers", "legit", "no way", "omg", "oh my god", "lol", "lmao", "haha", "bruh",
	"קטע", "מצחיק", "הזוי", "מטורף", "פסיכי", "מגניב", "אדיר", "חחח", "וואו", "וואי", "bot", "robot", "jk", "kidding"}

// reReaction is a reaction alone, read in greetingForm (lower case, marks,
// emoji and apostrophes out).
var reReaction = compile(`^(?:(?:` + laughEN + `|` + reactionLeadEN + `|ok|okay|yo|dude|man)\s+)*` + reactionEN + `(?:\s+(?:` + reactionTailEN + `))*$|` +
	`^(?:(?:` + laughEN + `)\s+)*(?:` + reactionLeadEN + `)(?:\s+(?:` + laughEN + `|` + reactionLeadEN + `))*$|` +
	`^(?:(?:` + laughHE + `|וואו|וואי|אחי|אחותי|ממש|כזה)\s+)*(?:` + reactionHE + `)(?:\s+(?:` + laughHE + `|אחי|אחותי|ממש))*$|` +
	// "jk lol ur a bot", "just kidding": a joke taken back, or Memo
	// told what it is.
	`^(?:(?:jk|just\s+kidding|` + laughEN + `|` + reactionLeadEN + `|ok|okay|bro|dude|man)\s+)*(?:jk|just\s+kidding|` + youEN + `\s+(?:(?:just|only|such|literally|actually|really)\s+)*(?:a\s+)?(?:bot|robot|machine))` +
	`(?:\s+(?:` + reactionTailEN + `|jk))*$`)

const (
	// laughEN is a laugh as texted: "lol", "lmaooo", "hahaha", "hehe".
	laughEN = `lo+l+|lmf?ao+|rofl|(?:ha){2,}h?|(?:he){2,}|xd|` + laughOther
	// laughOther is laughter as other tongues text it: Portuguese
	// "kkkk" and "rsrs", Spanish "jajaja", Indonesian "wkwk", Thai
	// "5555", Japanese "www", Korean "ㅋㅋㅋ", French "mdr" and "ptdr".
	laughOther = `k{3,}|(?:rs){2,}|(?:ja){2,}j?|(?:je){2,}j?|(?:wk){2,}w?|5{4,}|w{3,}|ㅋ{2,}|ㅎ{2,}|mdr|ptdr`
	// reactionLeadEN is a reaction of its own, or opens one: "omg", "no
	// way", "bruh".
	reactionLeadEN = `omg|oh\s+my\s+god|no\s+way|bruh|whoa`
	// reactionTailEN closes a reaction: a laugh, "fr", "ngl", "bro".
	reactionTailEN = laughEN + `|fr|tbh|ngl|bro|bruh|man|dude|lowkey`
	// reactionEN is what a reaction says of the thing: "that's so sus",
	// "kinda wild", "so funny".
	reactionEN = `(?:(?:thats|that\s+is|its|it\s+is|this\s+is|so|too|very|kinda|lowkey|literally|actually|pretty|super|hella|so\s+freaking)\s+)*` +
		`(?:sus|funny|hilarious|wild|crazy|insane|nuts|cute|weird|random|savage|iconic|relatable|cringe|fire|bonkers|legit)`
	// laughHE is a Hebrew laugh: "חחח", "ההה".
	laughHE = `ח{2,}|ה{3,}`
	// reactionHE is what a Hebrew reaction says: "איזה קטע", "מצחיק",
	// "הזוי", "מטורף".
	reactionHE = `(?:(?:איזה|זה|ממש|כזה|נורא|סתם)\s+)*(?:קטע|מצחיק|מצחיקה|הזוי|הזויה|מטורף|מטורפת|פסיכי|מגניב|אדיר)`
)

// A pause told, in the ways other Englishes and Hebrew say it: "I'm
// coming" (Nigerian English: wait, I'll be right back), "brb", "one sec",
// "אני כבר חוזר", "שנייה אני חוזרת". It asks nothing, and is answered as
// a reaction is; never a reminder or a fact.

// backSoonCues are words one of which every pause told holds.
var backSoonCues = []string{"coming", "brb", "back", "sec", "חוזר"}

// reBackSoon is a pause told alone, read in greetingForm.
var reBackSoon = compile(`^(?:(?:ok|okay|wait|abeg|biko|ehn|sorry)\s+)*(?:im\s+coming|i\s+am\s+coming|brb|be\s+right\s+back|ill\s+be\s+right\s+back|ill\s+be\s+back|` +
	`(?:give\s+me\s+)?(?:one|a|1)\s+sec(?:ond)?|hold\s+on\s+a\s+sec(?:ond)?)(?:\s+(?:ok|okay|abeg|biko|pls|please))?$|` +
	`^(?:(?:רגע|שנייה|שניה|סליחה)\s+)*(?:אני\s+)?(?:כבר\s+)?(?:חוזר|חוזרת)(?:\s+(?:עוד\s+)?(?:רגע|שנייה|שניה|מיד))?$`)

// matchReaction reads a reaction said alone (see reReaction), or a pause
// told (see reBackSoon).
func matchReaction(m *message) ([]memo.Step, bool, error) {
	low := toLower(m.req.Text)
	if len(low) <= 40 && containsAny(low, backSoonCues...) && reBackSoon.MatchString(m.greetingText()) {
		return []memo.Step{general(memo.OpUnknown, memo.ReasonReaction)}, true, nil
	}
	if len(low) > 80 || !containsAny(low, reactionCues...) {
		return nil, false, nil
	}
	t := m.greetingText()
	if !reaction(t) {
		// "hey lol that's so sus": after a greeting, the reaction alone.
		if t = greetingForm(withoutGreeting(m.req.Text)); !reaction(t) {
			return nil, false, nil
		}
	}
	if reThanks.MatchString(t) || onlyLaugh(t) {
		return nil, false, nil // "lol", "חחח": the thanks they were read as
	}
	return []memo.Step{general(memo.OpUnknown, memo.ReasonReaction)}, true, nil
}

// reaction reports whether t, in greetingForm, is a reaction alone, as
// typed or with its held letters once.
func reaction(t string) bool {
	return t != "" && (reReaction.MatchString(t) || reReaction.MatchString(squeeze(t, 2)))
}

// reLaughOnly is laughter and nothing else ("lol", "haha lol", "חחחח").
var reLaughOnly = compile(`^(?:(?:` + laughEN + `|` + laughHE + `)\s*)+$`)

// reLaughWord is one word of laughter ("kkkk", "jajaja", "חחח").
var reLaughWord = compile(`^(?:` + laughEN + `|` + laughHE + `)$`)

// laughWord reports whether low, one word in lower case, only laughs:
// said first, it opens no request ("kkkk remind me at 5 …").
func laughWord(low string) bool { return len(low) >= 3 && reLaughWord.MatchString(low) }

// onlyLaugh reports whether t, in greetingForm, only laughs.
func onlyLaugh(t string) bool { return reLaughOnly.MatchString(t) }
