package offline

import (
	"strings"
)

// A complete request is often closed by a remark that is no part of the
// item: an exclamation or a word on oneself ("remind me at 5 to do my
// taxes God help me", "… wish me luck", "add milk to the shopping list
// don't ask", "remember the wifi password is tiger99 my memory is a
// sieve", "… אל תשאל", "… הזיכרון שלי כמו של דג"). They are one table,
// closingRemarks, read last as a chatter tail is (reCloserTail in
// chatterTails, clean_chatter.go): only at the end, after a head of two
// words or more, never after a word that makes the remark the thing's
// own ("my favourite song is God help me", "tell Dana don't ask",
// "remind me to listen to wish me luck"). The words of address of many
// Englishes said last ("… at 9 b'y", "… at 3 brah", "… my guy") are
// addressTags and addressNouns (clean_address.go).

// closingRemarks are the exclamations and remarks on oneself a request is
// closed with, in lower case.
var closingRemarks = []string{
	// Words of address that name nothing else ("… to call the bank b'y"),
	// said after any word; those that are nouns too are addressNouns.
	"b'y", "brah", "boet", "bredrin",
	// Exclamations.
	"god help me", "lord help me", "heaven help me", "god help us", "lord help us", "help me god", "help me lord",
	"wish me luck", "pray for me", "send help", "kill me now", "here we go again", "story of my life", "what a life",
	"oy vey", "oy vei", "oy gevalt", "sheesh", "yikes", "bleh", "welp",
	"don't ask", "dont ask", "do not ask", "long story", "it's a long story", "its a long story",
	"as usual", "as always", "like always", "like usual",
	// Remarks on oneself.
	"i'm hopeless", "im hopeless", "i am hopeless", "i'm useless", "im useless", "i'm a mess", "im a mess", "i'm such a mess",
	"i'm so bad at this", "im so bad at this", "i'm bad at this", "im bad at this", "i'm the worst", "im the worst",
	"i'm so scatterbrained", "im so scatterbrained", "i'm such a scatterbrain", "my bad as usual",
	// Asides on what was said: "… if I'm honest", "… not that it matters".
	"if i'm honest", "if im honest", "if i'm being honest", "if im being honest", "to be honest", "not that it matters", "not that it really matters",
	// Hebrew.
	"אל תשאל", "אל תשאלי", "אל תשאלו", "אלוהים יעזור לי", "שאלוהים יעזור לי", "אלוקים יעזור לי", "השם יעזור לי",
	"שהשם יעזור לי", "ה' יעזור לי", "אלוהים ישמור", "אלוהים אדירים", "תאחל לי בהצלחה", "תאחלי לי בהצלחה", "בהצלחה לי",
	"סיפור ארוך", "כרגיל", "כמו תמיד", "כמו תמיד חחח", "שוב חחח", "אוי ואבוי", "אוי ויי", "אויש", "נו באמת", "איזה באסה",
	"לא שזה משנה", "לא שזה חשוב", "לא שזה באמת משנה", "אם להיות כנה", "אם להיות כן", "אם להיות כנים",
	"אני חסר תקנה", "אני חסרת תקנה", "אני אסון", "אני פשוט אסון", "אני מפוזר", "אני מפוזרת", "אני כל כך מפוזר", "אני כל כך מפוזרת",
}

// closerSelf is a remark on one's memory said last: "my memory is a
// sieve", "my brain is fried", "הזיכרון שלי כמו של דג", "יש לי זיכרון של
// דג". What it is likened to is any few words with no number.
const closerSelf = `my\s+(?:memory|brain|head|mind)\s+(?:is|'s|has\s+been|was)\s+(?:(?:such|like|so|totally|literally|a|an|complete|total)\s+)*[^,.;!?\d]{2,30}|` +
	`(?:יש\s+לי\s+)?ה?(?:זיכרון|זכרון|מוח|ראש)\s+(?:שלי\s+)?(?:כמו\s+|של\s+)+[^,.;!?\d]{2,20}`

// reCloserTail is one of closingRemarks or closerSelf said last, after a
// word or a pause, with a laugh or marks after it or none.
var reCloserTail = compile(`(?:^|\s|[,.!?…])\s*(?:` + alternation(closingRemarks) + `|` + closerSelf + `)` +
	`(?:\s+(?:lol|lmao|haha+|smh|ugh|fr|tbh|again|חחח+))*\s*[.!?…]*$`)

// closerNeeds are the words one of which every tail reCloserTail takes
// holds: its cheap gate.
var closerNeeds = []string{"b'y", "brah", "boet", "bredrin", "help", "luck", "pray", "kill me", "again", "story", "life", "oy ", "sheesh", "yikes", "bleh", "welp", "ask", "usual", "always",
	"hopeless", "useless", "mess", "bad at", "honest", "matters", "משנה", "חשוב", "להיות", "worst", "scatterbrain", "memory", "brain", "head", "mind",
	"תשא", "יעזור", "ישמור", "אדירים", "בהצלחה", "סיפור", "כרגיל", "תמיד", "שוב", "אוי", "אויש", "באמת", "באסה", "תקנה", "אסון", "מפוזר",
	"זיכרון", "זכרון", "מוח", "ראש"}

// closerHeld reports whether head, what is said before a closing remark,
// makes the remark its own: a word it names or is ("my favourite song is
// God help me", "a book called Don't Ask", "listen to wish me luck").
// A head that closes with a remark of its own ("…, what can I say God
// help me") holds nothing: both are remarks.
func closerHeld(head string) bool {
	low := lower(head)
	return closerBound[strings.Trim(lastWord(low), ",.:;!?")] && !reRemarkTail.MatchString(low)
}

// closerBound are the words after which a closing remark is the thing's.
var closerBound = wordSet(`is are was were be called named titled song book film movie show play album track says said say read reads sing
	the a an of about to what that which who if whether and or but so
	שנקרא שנקראת שקוראים בשם השיר הספר הסרט של על היא הוא זה מה אם`)

// reHelpMeVerb is a request asked as help with the command's verb
// ("help me record meeting with Sam tomorrow at 2pm", "can you help me
// note …", "help me to write down …"): the learner's "help me" before a
// verb of writing down is that command. Group 1 is the opening to drop,
// group 2 the verb.
var reHelpMeVerb = compile(`(?i)^((?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?help\s+me\s+(?:to\s+)?)(record|note|jot|write|log)(\s+down)?\s+(\S+)`)

// recordMedia are what "record" is said of as a recording: "help me
// record a video", "help me record the lecture" keep their verb.
var recordMedia = wordSet(`video videos song songs podcast voice audio message messages episode track album demo lecture class call show tiktok reel
	vlog sound music clip myself yourself it this that them`)

// helpMeVerb writes "help me record X" as "note X" (see reHelpMeVerb);
// "help me record a video …" and anything else stay.
func helpMeVerb(s string) string {
	if !strings.Contains(lower(s), "help") {
		return s
	}
	g := reHelpMeVerb.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	verb, next := lower(s[g[4]:g[5]]), lower(s[g[8]:g[9]])
	if isArticle(next) {
		rest := strings.Fields(lower(s[g[9]:]))
		if len(rest) > 0 {
			next = rest[0]
		}
	}
	if verb == "record" && recordMedia[next] || verb == "write" && g[6] < 0 {
		return s // "help me record a video", "help me write an essay"
	}
	if verb == "record" || verb == "log" {
		return "note " + strings.TrimSpace(s[g[5]:]) // "help me record meeting with Sam …"
	}
	return strings.TrimSpace(s[g[3]:]) // "help me note …", "help me jot down …"
}

// reThisArvo is the Australian "s'arvo", this afternoon.
var reThisArvo = compile(`(?i)(^|\s)s['’]arvo(\s|[,.!?]|$)`)

// thisArvo writes "s'arvo" as "this arvo", the afternoon of today.
func thisArvo(s string) string {
	if !strings.Contains(s, "arvo") {
		return s
	}
	return reThisArvo.ReplaceAllString(s, "${1}this arvo$2")
}

// nuOpens reports whether the opening filler s[:end], when it is "nu" or
// one of markedLeads, is said before "so", a mark or a command ("Nu, so
// remind me …", "nu remind me …", "roger that, add a task …"): before
// anything else it may be a name's word ("Nu Skin on friday") or the
// request's own ("copy that file to the drive", "סגור את החלון").
func nuOpens(s string, end int) bool {
	lead := strings.TrimRight(s[:end], " ")
	if w := toLower(strings.TrimRight(lead, ",.!?:;…~-–—")); w != "nu" && !markedLeads[w] {
		return true
	}
	if lead != strings.TrimRight(lead, ",.!?:;…~-–—") {
		return true // "Nu, …"
	}
	rest := strings.TrimSpace(s[end:])
	next, _, _ := strings.Cut(toLower(rest), " ")
	return next == "so" || next == "ok" || next == "well" || opensCommand(rest)
}

// markedLeads are the acknowledgements that open a request only before a
// mark or a command ("roger that, add …", "רוג'ר, תזכיר לי …"); see
// nuOpens.
var markedLeads = toSet([]string{"roger", "roger that", "copy that", "10-4", "ten four", "understood", "will do", "רוג'ר", "רוג׳ר", "רוגר", "סגור", "קלטתי"})
