package offline

import (
	"slices"
	"strings"
)

// A request is often closed by chatter that is the user's own state or
// who asked for it, not the thing: "study for chem test tmrw at 7pm, i'm
// so cooked", "dentist on dec 14 at 3:30 mom said put it in", "take my
// melatonin at 8am tmrw, getting off nights", "תזכיר לי מחר ב-8 לקחת
// כדור, אני גמורה", "רופא שיניים ב14 לחודש ב-3 אמא אמרה לרשום". Only what
// is recognisably chatter is taken off: a feeling said of oneself, a
// report that someone said to put it in, a change of shifts. Anything
// else after a pause stays with the item, as it was.

var (
	// reFeelingTail is a feeling said of oneself at the end, after a
	// slang aside or none: "… ngl i'm so cooked", "…, im dead lol", "…,
	// אני גמורה".
	reFeelingTail = compile(`(?i)(?:,\s*|\s+)(?:(?:ngl|tbh|honestly|lowkey|literally|lol|bc|cuz|cause|because)\s+)*` +
		`(?:i'?m|i\s+am)\s+(?:so\s+|sooo+\s+|literally\s+|lowkey\s+|actually\s+|gonna\s+be\s+|completely\s+|totally\s+)*` +
		`(?:cooked|dead|done\s+for|screwed|toast|doomed|stressed(?:\s+out)?|exhausted|dying|panicking|freaking\s+out|so\s+tired|` +
		`so\s+behind|behind|out\s+of\s+time|swamped|slammed|overwhelmed|so\s+busy)` +
		`(?:\s+(?:lol|lmao|fr|tbh|ngl|rn|ugh|fr\s+fr))*\s*[.!?…]*$|` +
		`(?:,\s*|\s+)(?:or\s+else|or|otherwise|else)\s+(?:(?:i'?m|i\s+am|i'?ll\s+be|ill\s+be|i\s+will\s+be)\s+(?:so\s+|literally\s+|totally\s+)*(?:dead|toast|screwed|done\s+for|in\s+(?:big\s+)?trouble|cooked)|` +
		`(?:(?:my|the)\s+)?(?:mom|mum|mother|mama|dad|father|wife|husband|boss|teacher|coach|sister|brother|gf|bf|girlfriend|boyfriend|she|he|they)\s+` +
		`(?:will|'ll|ll|is\s+gonna|is\s+going\s+to|gonna|would|'d)\s+(?:literally\s+|actually\s+)?(?:kill|murder|skin|strangle)\s+me)` +
		`(?:\s+(?:lol|lmao|fr|tbh|ngl|rn|ugh|fr\s+fr))*\s*[.!?…]*$|` +
		// What someone will do if it is missed, after a pause: "…, dem go
		// vex if I forget", "…, she'll be upset if i don't".
		`,\s*(?:[^,.;!?\d]+\s)?(?:if|when)\s+i\s+(?:forget|don'?t|dont|do\s+not|miss\s+it)(?:\s+(?:lol|lmao|fr|tbh|ngl|again))*\s*[.!?…]*$|` +
		// With no pause, only when said of someone by a pronoun: "… dem
		// go vex if i forget", "… she'll be upset if i don't".
		`\s(?:dem|they|she|he|they'?ll|she'?ll|he'?ll)\s+(?:(?:will|go|gonna|would)\s+)?(?:be\s+)?(?:vex|mad|upset|angry|pissed|furious|sad)\s+(?:if|when)\s+i\s+(?:forget|don'?t|dont|do\s+not|miss\s+it)(?:\s+(?:lol|lmao|fr|tbh|ngl|again))*\s*[.!?…]*$|` +
		// After a pause the feeling may go without "i'm": "…, so cooked".
		`,\s*(?:so\s+|sooo+\s+|kinda\s+)?(?:cooked|stressed(?:\s+out)?|exhausted|doomed|so\s+tired)(?:\s+(?:lol|lmao|fr|tbh|ngl|rn|ugh))*\s*[.!?…]*$|` +
		`(?:,\s*|\s+)(?:(?:וואלה|חחח+|באמת|כי|שכן)\s+)*(?:אני\s+(?:כל\s+כך\s+|ממש\s+|לגמרי\s+|פשוט\s+)*(?:גמור|גמורה|מת|מתה|אבוד|אבודה|הרוג|הרוגה|בלחץ|בפאניקה|בקרשים)|הלך\s+עליי|הלך\s+עלי|` +
		// "…, אני תמיד שוכח", "… אני הולכת למות", "… כי אמא תהרוג אותי": one's
		// habit or dread, said of oneself.
		`אני\s+(?:תמיד\s+|כל\s+הזמן\s+|שוב\s+)+(?:שוכח|שוכחת)|אני\s+(?:שוכח|שוכחת)\s+(?:את\s+זה\s+)?(?:כל\s+הזמן|תמיד)|אני\s+(?:הולך|הולכת)\s+(?:למות|להתפוצץ|להשתגע)|` +
		`(?:כי|אחרת|אחרי\s+זה)\s+(?:אמא|אבא|אשתי|בעלי|הבוס|המורה|היא|הוא)(?:\s+שלי)?\s+(?:תהרוג|יהרוג|תרצח|ירצח|תאכל|יאכל)\s+אותי|` +
		// What follows when it is not done: "… or my mom will kill me",
		// "…, otherwise i'm dead", "… אחרת אני מתה".
		`אחרת\s+(?:אני\s+)?(?:מת|מתה|גמור|גמורה|אבוד|אבודה|בצרות|בצרה|בבעיה|בבעיות|אכלתי\s+אותה)|אחרת\s+הלך\s+עליי?)` +
		`(?:\s+(?:חחח+|וואלה|באמת))*\s*[.!?…]*$`)
	// reSaidPutTail is someone's word that it be written down, at the
	// end: "… mom said put it in", "…, my boss told me to add it", "…
	// אמא אמרה לרשום את זה".
	reSaidPutTail = compile(`(?i)(?:,\s*|\s+)(?:(?:my|the)\s+)?(?:mom|mum|mother|mama|dad|father|papa|wife|husband|boss|teacher|doctor|doc|dentist|sister|sis|brother|bro|bf|gf|boyfriend|girlfriend|partner|coach|manager|nurse)\s+` +
		`(?:said|says|told\s+me|asked\s+me|wants\s+me|wanted\s+me)\s+(?:to\s+)?(?:put|add|write|stick|save|pop|note|schedule|enter|log)\s+` +
		`(?:it|this|that)(?:\s+(?:in|on|down|in\s+(?:my|the)\s+(?:calendar|cal|diary|schedule)))?\s*[.!?…]*$|` +
		`(?:,\s*|\s+)(?:אמא|אמא\s+שלי|אבא|אבא\s+שלי|אשתי|בעלי|הבוס|המורה|הגננת|הרופא|הרופאה|אחותי|המנהל|המנהלת|המאמן|המאמנת)\s+(?:אמר|אמרה|ביקש|ביקשה)\s+` +
		`(?:ל(?:רשום|הכניס|שים|הוסיף|קבוע)|ש(?:ארשום|אכניס|אשים|אוסיף|אקבע|תרשום|תכניס))(?:\s+(?:לי\s+)?(?:את\s+)?(?:זה|אותו|אותה))?(?:\s+(?:ב|ל)(?:יומן|לוח))?\s*[.!?…]*$`)
	// reShiftTail is a change of the user's shifts said after a pause:
	// "…, getting off nights", "…, im back on days", "…, יוצאת ממשמרות
	// לילה".
	reShiftTail = compile(`(?i),\s*(?:i'?m\s+|i\s+am\s+)?(?:getting|coming|going|switching|moving|back|on|off|working)\s+(?:(?:off|on|to|back\s+(?:on|to))\s+)?` +
		`(?:nights|days|lates|earlies|night\s+shifts?|day\s+shifts?|the\s+night\s+shift|the\s+day\s+shift)\s*[.!?…]*$|` +
		`,\s*(?:אני\s+)?(?:יוצא|יוצאת|חוזר|חוזרת|עובר|עוברת|עובד|עובדת)\s+(?:מ|ל|ב)(?:משמרות|משמרת)\s+(?:לילה|בוקר|ערב|יום)\s*[.!?…]*$`)
	// reWeightTail is an aside on how much the request matters, or a plea
	// not to forget it, said after a pause at the end: "…, it's really
	// important", "…, very important!!", "…, don't let me forget", "…, זה
	// מאוד חשוב לי", "…, חשוב!!", "…, אל תשכחי". It says how the user
	// feels about the thing, not the thing. One that asks for more ("…,
	// remind me twice") is no aside.
	reWeightTail = compile(`(?i)(?:,|[.!?]+)\s*(?:(?:and|but|so|please|pls|plz|deadass|seriously|fr)\s+)*(?:` +
		`(?:(?:it'?s|its|it\s+is|this\s+is|that'?s|that\s+is)\s+)?(?:(?:really|very|super|so|extremely|quite|truly|most|incredibly)\s+)*` +
		`(?:important|urgent|crucial|critical|vital)(?:\s+to\s+me)?|` +
		`(?:please\s+)?(?:don'?t|do\s+not|dont)\s+(?:let\s+me\s+)?forget(?:\s+(?:it|this|that|please|pls))*|` +
		// "…, deadass dont let me sleep thru it": a plea not to oversleep it.
		`(?:please\s+)?(?:don'?t|do\s+not|dont)\s+let\s+me\s+(?:sleep\s+(?:thru|through|in)|oversleep|miss)(?:\s+(?:it|this|that|please|pls))*|` +
		// "…, cannot forget one", "…, must not forget ah": Singapore's "one",
		// "ah", "lah" close it.
		`(?:i\s+)?(?:can'?t|cannot|mustn'?t|must\s+not)\s+(?:afford\s+to\s+)?(?:forget|miss)(?:\s+(?:it|this|that|one|ah|lah|leh|ok|okay))*|` +
		`(?:זה\s+|זאת\s+|הדבר\s+הזה\s+)?(?:(?:מאוד|ממש|נורא|סופר|כל\s+כך|הכי)\s+)*(?:חשוב|חשובה|דחוף|דחופה|קריטי|קריטית)` +
		`(?:\s+(?:מאוד|ממש|לי|נורא|ביותר))*|` +
		`(?:בבקשה\s+)?אל\s+(?:תשכח|תשכחי|תשכחו|תתני\s+לי\s+לשכוח|תיתן\s+לי\s+לשכוח)(?:\s+(?:בבקשה|את\s+זה|אותי|לי))*|` +
		`(?:אסור|אסור\s+לי)\s+לשכוח(?:\s+את\s+זה)?)` +
		`\s*[.!?…]*$`)
	// reWeightBare is the same aside said with no pause after a deed: "…
	// לשלוח דוח לבוס זה מאוד חשוב", "… זה מאוד חשובה" (the adjective in
	// any gender or number, as learners of Hebrew write it), "… דחוף",
	// "… חשוב!!", "… it's really important", "… urgent!!". Taken only
	// after a deed that is named (see emphasisOwned): "להגיד לדני זה
	// דחוף" is what he is told, "לבדוק אם זה חשוב" what is checked.
	reWeightBare = compile(`(?i)\s(?:(?:and|but|so)\s+)?(?:(?:(?:it'?s|its|it\s+is|this\s+is)\s+)?(?:(?:really|very|super|so|extremely|quite|most|incredibly)\s+)*` +
		`(?:important|urgent|crucial|critical)(?:\s+to\s+me)?|(?:please\s+)?(?:don'?t|do\s+not|dont)\s+let\s+me\s+forget(?:\s+(?:it|this|that|please|pls))*|` +
		`(?:(?:ו|אבל\s+)?(?:זה|זאת|הוא|היא)\s+)?(?:(?:מאוד|ממש|נורא|סופר|כל\s+כך|הכי|מאד)\s+)*` +
		`(?:חשוב|חשובה|חשובים|חשובות|דחוף|דחופה|דחופים|דחופות|קריטי|קריטית|קריטיים|קריטיות)(?:\s+(?:מאוד|מאד|ממש|לי|נורא|ביותר))*)` +
		`\s*[.!?…]*$`)
	// reRemarkTail is a short remark on oneself said after a pause at the
	// end: a justification, a mood or self-talk ("…, I deserve it", "…,
	// don't judge", "… - treat yo self lol", "…, it's been a week", "…,
	// מגיע לי", "…, אל תשפטי", "…, מה לעשות"). It is no item and no word
	// of a title.
	reRemarkTail = compile(`(?i)(?:,|[.!?]+|\s[-–—]|\s(?:lol|haha|lmao))\s*(?:(?:and|but|so|cuz|cause|because|bc|lol|honestly|ngl|tbh|ו?כי|וואלה|חחח+)\s+)*(?:` + remarkTails + `)` +
		`(?:\s+(?:lol|lmao|haha|ha|tbh|ngl|fr|honestly|ok|חחח+|וואלה|באמת|נו))*\s*[.!?…]*$`)
	// reForgotLead is "(i) forgot (that)" before a thing that is due: the
	// user's slip, not the thing ("lowkey forgot my history essay is due
	// friday remind me thurs night", "שכחתי שהעבודה להגשה ביום שישי").
	reForgotLead = compile(`(?i)^(?:i\s+)?(?:totally\s+|completely\s+|kinda\s+|just\s+|literally\s+)?(?:forgot|forgor)\s+(?:that\s+|about\s+|abt\s+)?|` +
		`^(?:אני\s+)?(?:לגמרי\s+|ממש\s+|פשוט\s+)?שכחתי\s+(?:ש|לגמרי\s+ש)`)
	// reDueLater is what the thing after reForgotLead must say: that it
	// is due.
	reDueLater = compile(`(?i)\s(?:is|are|was|were|'s)\s+due(?:\s|$)|(?:^|\s)(?:להגשה|ההגשה|מוגש|מוגשת|צריך\s+להגיש|צריכה\s+להגיש)(?:\s|$)`)
	// reSelfTail is a clause about oneself said after the thing with no
	// pause, a habit or a want of one's own: "… tonight at 9 i'm literally
	// out of socks", "… take my meds i always forget", "… we're out",
	// "… i keep forgetting", "… omg", "… נגמרו לי הגרביים", "… אני תמיד
	// שוכחת", "… כי אחרת אני אשכח", "… אין לנו כבר סבון". Only these makings: "tell dan i'm
	// late" is what he is told, "buy what we're out of" the thing.
	reSelfTail = compile(`(?i)(?:^|\s)(?:(?:cuz|cause|coz|bc|because|since|lol|omg|ngl|tbh|honestly|lowkey|like)\s+)*` +
		`(?:(?:i'?m|im|i\s+am)\s+(?:(?:literally|totally|completely|basically|so|almost|nearly|already|fully|officially)\s+)*(?:out\s+of\s+\S|outta\s+\S|out\b|running\s+(?:low|out)|gonna\s+forget|going\s+to\s+forget|bound\s+to\s+forget|so\s+forgetful|always\s+forgetting|forgetting)|` +
		`i\s+(?:(?:literally|totally|seriously|honestly|just|basically)\s+)*(?:always|never|keep|constantly|usually)\s+\S|` +
		// "… bc i literally forget on nights", "… so i don't forget": one's
		// forgetting, whatever follows it.
		`i\s+(?:(?:literally|totally|seriously|honestly|just|basically|sometimes|often)\s+)*forget(?:\s|$)|so\s+(?:that\s+)?i\s+(?:don'?t|dont|do\s+not|won'?t|wont)\s+forget(?:\s|$)|(?:i'?ll|i\s+will)\s+(?:def(?:initely)?\s+|prob(?:ably)?\s+|totally\s+|absolutely\s+|surely\s+|certainly\s+)?forget|` +
		`i\s+(?:literally\s+|totally\s+)?(?:ran|run)\s+out|i\s+have\s+no\s+\S+\s+left|` +
		`(?:we'?re|we\s+are)\s+(?:(?:literally|totally|completely|basically|so|almost|nearly|already|officially)\s+)*(?:out\s+of\s+\S|outta\s+\S|out\b|running\s+(?:low|out))|we\s+(?:literally\s+|totally\s+)?(?:ran|run)\s+out|` +
		`(?:omg|omfg|smh|ugh|lol|lmao|fml)[\s.!?…]*$)[^,.;!?]*[.!?…]*$|` +
		`(?:^|\s)(?:(?:כי|וואלה|חחח+)\s+)*(?:(?:אני|אנחנו)\s+(?:תמיד|אף\s+פעם\s+לא|כל\s+הזמן|שוב|בחיים\s+לא)\s+\S|(?:כדי\s+)?ש(?:לא|ל)\s+(?:אשכח|נשכח)(?:\s|$)|` +
		`(?:אחרת\s+)?(?:אני\s+|אנחנו\s+)?(?:בטוח\s+|עוד\s+|ממש\s+|לגמרי\s+)?(?:אשכח|נשכח)(?:\s|$)|` +
		`נגמר(?:ו|ה)?\s+(?:לי|לנו)(?:\s|$)|אין\s+(?:לי|לנו)\s+(?:כבר|יותר|בכלל)\s+\S|לא\s+נשאר(?:ו|ה)?\s+(?:לי|לנו)(?:\s|$))[^,.;!?]*[.!?…]*$`)
	// reStateTail is the state of the thing, said of "it" after the deed
	// as the reason for it: "charge my controller its dying rn", "… it's
	// almost dead", "להטעין את השלט כי הוא נגמר", "… היא כמעט ריקה".
	reStateTail = compile(`(?i)(?:^|\s)(?:(?:cuz|cause|coz|bc|because|since|lol|omg|ngl|tbh)\s+)*(?:it'?s|its|it\s+is|it\s+was)\s+` +
		`(?:(?:almost|nearly|about\s+to|literally|so|already|basically|totally|completely|gonna|going\s+to)\s+)*` +
		`(?:dying|dead|die|low|empty|flat|drained|running\s+(?:low|out)|on\s+\d{1,2}\s*%|broken|leaking|overflowing|expiring|expired)` +
		`(?:\s+(?:rn|right\s+now|now|lol|lmao|fr|tbh|ngl|already|again|ugh))*\s*[.!?…]*$|` +
		`(?:^|\s)(?:(?:כי|וואלה|חחח+)\s+)*(?:הוא|היא|זה)\s+(?:(?:כבר|כמעט|ממש|לגמרי|עוד\s+מעט)\s+)*` +
		`(?:נגמר|נגמרת|נגמרה|נגמרים|גוסס|גוססת|מת|מתה|ריק|ריקה|שבור|שבורה|דולף|דולפת|פג|פגה|על\s+אפס|על\s+\d{1,2}\s*%)` +
		`(?:\s+(?:עכשיו|כבר|חחח+|וואלה))*\s*[.!?…]*$`)
	// reForgetTail is one's forgetting, said last with nothing after it:
	// what the reminder is for, never what someone is told ("email Avi on
	// sunday at 10 i keep forgetting").
	reForgetTail = compile(`(?i)^\s*(?:i\s+(?:always|never|keep|constantly)\s+(?:forget|forgetting|remember)|i'?ll\s+forget|i\s+will\s+forget|` +
		`(?:אני|אנחנו)\s+(?:תמיד|כל\s+הזמן)\s+(?:שוכח|שוכחת|שוכחים))\s*[.!?…]*$`)
	// reTailBound is a word before which a clause is the thing's own:
	// "buy what we're out of", "check if i'm out of milk", "לקנות מה נגמר לנו".
	reTailBound = compile(`(?i)(?:^|\s)(?:what|that|which|who|whom|whose|if|whether|when|where|how|why|so|and|but|or|to|me|מה|אם|מתי|איפה|איך|למה|כמה|ו|לי)\s*$`)
	// reChatterTold is a request that reported speech may be the content
	// of: "tell dad mom said put it in" keeps what mom said.
	reChatterTold = compile(`(?i)(?:^|\s)(?:tell|text|ask|message|email|let\s+\S+\s+know|להגיד|לספר|לשאול|להודיע|תגיד|תגידי)(?:\s|$)`)
)

// remarkTails are the remarks reRemarkTail takes off, as a regular
// expression's alternation. A state someone will be in by then, said of
// them after the request ("…, she'll be awake by then", "…, היא תהיה ערה
// עד אז"), is one too: with no number in it, no time is lost; said of
// "it" ("…. It'll be half an hour") it is the thing's length, not cut.
const remarkTails = `(?:she|he|they)(?:'ll|ll|\s+will|'d|\s+would|\s+should|\s+might|\s+may|'s\s+gonna|\s+is\s+gonna|'re\s+gonna)\s+(?:(?:probably|prob|def|definitely|already|surely|finally)\s+)?(?:be|have|get)\s[^,.;!?\d]*|` +
	`(?:היא|הוא|הם|הן)\s+(?:כבר\s+)?(?:תהיה|יהיה|יהיו|תהיינה)\s+(?:כבר\s+)?(?:ער|ערה|ערים|ערות|בבית|פנוי|פנויה|פנויים|זמין|זמינה|זמינים|בעבודה|במשרד|מוכן|מוכנה|מוכנים|חופשי|חופשייה)(?:\s[^,.;!?\d]*)?|` +
	`(?:i\s+)?(?:(?:totally|so|really|def(?:initely)?)\s+)?(?:deserve|earned)\s+(?:it|this|that|a\s+treat)|i'?ve\s+earned\s+(?:it|this)|` +
	`(?:please\s+)?(?:don'?t|dont|do\s+not)\s+judge(?:\s+me)?|no\s+judg(?:e)?ments?|treat\s+(?:yo|yo'|your|ya)\s*self|` +
	`(?:it'?s|its|it\s+has|it'?s\s+just|this\s+has)\s+been\s+(?:a|such\s+a|one\s+of\s+those|one\s+hell\s+of\s+a)(?:\s+(?:long|rough|hard|tough|crazy|bad|wild))?\s+(?:week|day|month|year)|` +
	`what\s+can\s+(?:i|you|ya|u)\s+(?:say|do)|sue\s+me|yolo|self[\s-]?care|because\s+i'?m\s+worth\s+it|guilty\s+pleasure|no\s+regrets|` +
	`(?:ו?כי\s+)?מגיע\s+לי(?:\s+את\s+זה)?(?:\s+(?:פינוק|קצת))?|(?:ו?בבקשה\s+)?אל\s+(?:תשפוט|תשפטי|תשפטו)(?:\s+אותי)?|בלי\s+(?:שיפוטיות|לשפוט)|` +
	`(?:אין\s+)?מה\s+לעשות|מה\s+(?:אני\s+)?(?:אעשה|אפשר\s+לעשות)|` +
	`(?:היה|עבר\s+עליי|עבר\s+עלי)(?:\s+לי)?\s+(?:(?:שבוע|יום|חודש)\s+(?:קשה|ארוך|מטורף|נוראי|כזה|מחורבן|מעייף)|כזה\s+(?:שבוע|יום))|איזה\s+(?:שבוע|יום)(?:\s+היה(?:\s+לי)?)?|` +
	`(?:פינוק|פינוקים)\s+(?:לעצמי|קטן)|(?:צריך|צריכה|צריך\s+גם|מותר)\s+לפנק\s+את\s+עצמי|לפנק\s+את\s+עצמי|חיים\s+פעם\s+אחת`

// chatterNeeds are the words one of which every chatter tail holds.
var chatterNeeds = []string{"she'", "he'", "they'", "she ", "he ", "they ", "shell ", "hell ", "theyll ", "היא ", "הוא ", "הם ", "הן ", "i'm", "im", "i am", "i always", "i never", "i keep", "i constantly", "i usually", "i'll", "ill ", "i will",
	"i ran", "i run", "i literally", "i totally", "i seriously", "i honestly", "i just", "i basically", "i have no", "we're", "were ", "we are", "we ran", "we run",
	"we literally", "we totally", "omg", "omfg", "smh", "ugh", "lol", "lmao", "fml", "נגמר", "אין לי", "אין לנו", "נשאר", "אנחנו", "אני", "הלך", "תהרוג", "יהרוג", "תרצח", "ירצח", "said", "says", "told", "asked", "wants", "wanted",
	"אמר", "ביקש", "nights", "days", "lates", "earlies", "shift", "משמר",
	"cooked", "stressed", "exhausted", "doomed", "tired", "important", "urgent", "crucial", "critical", "vital", "forget", "let me sleep", "let me oversleep", "let me miss", "קריט",
	"חשוב", "דחוף", "דחופה", "קריטי", "תשכח", "לשכוח", "אשכח", "נשכח", "בבעיה",
	"kill", "murder", "skin", "strangle", "dead", "toast", "screwed", "trouble", "miss", "אחרת", "תאכל", "יאכל",
	"deserve", "earned", "judg", "treat", "been", "what can", "sue me", "yolo", "self", "worth it", "guilty", "regrets",
	"מגיע לי", "תשפ", "שיפוט", "לשפוט", "לעשות", "אעשה", "היה", "עבר על", "איזה שבוע", "איזה יום", "פינוק", "לפנק", "פעם אחת"}

// stateNeeds are the words one of which the state of a thing said last
// (reStateTail) holds: its verb or adjective.
var stateNeeds = []string{"dying", "dead", "die", "low", "empty", "flat", "drained", "running", "%", "broken", "leaking", "overflowing", "expir",
	"נגמר", "גוסס", "מת", "ריק", "שבור", "דולף", "פג", "אפס"}

// itemWords counts the words of head that no opening is made of
// (greetings, interjections, vocatives): what a request must hold
// besides them.
func itemWords(head string) int {
	n := 0
	for _, w := range strings.Fields(toLower(head)) {
		if w = strings.Trim(w, ",.:;!?…-–—"); w != "" && !openingWords[w] && !isInterjection(w) {
			n++
		}
	}
	return n
}

// openingWords are the words of the openings a message may have before
// a mood told alone: "תכלס אוף אני גמור", "בוקר טוב מותק, אני גמורה".
var openingWords = func() map[string]bool {
	set := map[string]bool{}
	for _, p := range slices.Concat(leadFiller, polite, interjections) {
		for _, w := range strings.Fields(toLower(p)) {
			set[w] = true
		}
	}
	return set
}()

// deedHead reports whether head asks for a deed: a request to be
// reminded, wherever it stands ("אה כן תזכיר לי …"), an alarm asked for, or a verb of a thing to do first
// ("call mom", "להתקשר לאמא"), the user's must before it or not ("חייב
// לעשות כביסה", "I need to call mom": obligation.go).
func deedHead(head string) bool {
	h := strings.TrimSpace(head)
	must := false // after the user's must, any Hebrew infinitive is the deed ("חייב לעשות כביסה")
	if loc := reObligationEN.FindStringIndex(h); loc != nil {
		h = h[loc[1]:]
	} else if loc := reObligationHE.FindStringIndex(h); loc != nil {
		h, must = h[loc[1]:], true
	}
	first, _, _ := strings.Cut(strings.TrimSpace(h), " ")
	return startsWithRemind(head) || taskVerbEN[toLower(first)] || heInfinitives[first] || must && heInfinitiveVerb(first) || reRemindCommand.MatchString(lower(head)) ||
		reAlarmEN.MatchString(head) || reAlarmHE.MatchString(head) // "תשים לי שעון מעורר … לתפילה זה חשוב"
}

// emphasisOwned reports whether a reason or an aside said with no pause
// after head (reFeelsTail, reWeightBare) must stay: head asks no deed, the
// clause is the deed's own (see worldTailOwned), or a request to be
// reminded names no deed before it ("תזכיר לי מחר יש לי פגישה" is the
// thing, not a reason).
func emphasisOwned(head string) bool {
	return !deedHead(head) || worldTailOwned(head) || startsWithRemind(head) && !namesDeed(head)
}

// namesDeed reports whether head, a request to be reminded, names the
// deed after its command: an infinitive ("לקנות"), or "to" and a verb.
// "תזכיר לי מחר ב5 יש לי פגישה" names none: the clause is the thing.
func namesDeed(head string) bool {
	ws := strings.Fields(toLower(head))
	for i := 1; i < len(ws); i++ {
		w := strings.Trim(ws[i], ",.:;!?")
		if heInfinitives[w] || heInfinitiveVerb(strings.TrimPrefix(w, "ו")) || w == "to" && i+1 < len(ws) && !notDeedAfterTo[strings.Trim(ws[i+1], ",.:;!?")] {
			return true // "לקנות", "ולקנות", "to feed"
		}
	}
	return false
}

// notDeedAfterTo are the words after "to" that make no verb of it: "to
// the dentist", "to my mom".
var notDeedAfterTo = wordSet(`the a an my your his her our their this that`)

// toldSomeone reports whether head asks to tell, text or ask someone:
// what follows may be what they are told. "text me", "tell me" ask for
// a reminder, not that.
func toldSomeone(head string) bool {
	low := lower(head)
	for _, me := range []string{"text me", "tell me", "message me", "email me", "ask me", "let me know", "תגיד לי", "תגידי לי"} {
		low = strings.ReplaceAll(low, me, "")
	}
	loc := reChatterTold.FindStringIndex(low)
	if loc == nil {
		return false
	}
	// "email Avi about the contract": what they are told is said already,
	// and what follows is not it.
	return !reToldAbout.MatchString(low[loc[1]:])
}

// reToldAbout is what someone is told said as its matter: "about the
// contract", "לגבי החוזה", "על החוזה".
var reToldAbout = compile(`(?:^|\s)(?:about|regarding|re:?|לגבי|בנוגע\s+ל|בעניין)\s+\S`)

// dropForgotLead takes "(i) forgot (that)" off a thing that is due
// (see reForgotLead): the rest is the thing. A thing forgotten that is
// not said to be due ("forgot my keys at work") stays as it was.
func dropForgotLead(s string) string {
	low := lower(s)
	if !strings.Contains(low, "forg") && !strings.Contains(low, "שכחתי") {
		return s
	}
	loc := reForgotLead.FindStringIndex(low)
	if loc == nil || !reDueLater.MatchString(low[loc[1]:]) {
		return s
	}
	return strings.TrimSpace(s[loc[1]:])
}

// asksInTail reports whether a tail holds a request of its own ("we're out
// of milk add them to shopping", "נגמר לנו חלב תוסיף לרשימה"): then it is
// what is asked, not chatter. A tail of more than eight words is no aside.
func asksInTail(tail string) bool {
	ws := strings.Fields(tail)
	if len(ws) > 8 {
		return true
	}
	for i, w := range ws {
		w = strings.Trim(w, ",.:;!?")
		if i > 0 && toLower(ws[i-1]) == "bless" {
			continue // "… i always forget bless them i always forget": whom a blessing is of
		}
		if tailAsks[w] || strings.HasPrefix(w, "לרשימ") || strings.HasPrefix(w, "ליומן") {
			return true
		}
	}
	return false
}

// tailAsks are the words of a request said inside a tail: its verbs and the
// pronoun of what it acts on.
var tailAsks = wordSet(`add put remind schedule set save note write jot delete remove cancel move mark them it
	תוסיף תוסיפי תכניס תכניסי תרשום תרשמי תזכיר תזכירי תשים תשימי שים שימי תקבע תקבעי תמחק תמחקי תבטל תבטלי תזיז תזיזי אותם אותו אותה`)

// dropChatterTail takes a chatter tail (see chatterTails) off the end of
// s when enough is left before it to be a request: two words or more. A
// remark about the world may stand before the tail taken ("… she's been
// calling all morning lol"): it is taken off next (see dropWorldTail).
//
// Two tails may close one request ("… or I'll be in trouble ngl i'm so
// cooked"): they are taken off the last first, up to three.
func dropChatterTail(s string) string {
	out := s
	for range 3 {
		next := dropChatterOnce(out)
		if next == out {
			break
		}
		out = next
	}
	if out != s {
		return dropWorldTail(out)
	}
	return s
}

// dropChatterOnce takes the first chatter tail that closes s off it.
func dropChatterOnce(s string) string {
	low := lower(s)
	out := s
	chatterTails(low, func(re *pattern, at int) bool {
		if at == 0 {
			return false
		}
		head := strings.TrimRight(strings.TrimSpace(s[:at]), ",;:-–— ")
		if (re == reSelfTail || re == reStateTail) && (itemWords(head) < 2 || startsWithRemind(head) && itemWords(head) < 3 || reTailBound.MatchString(lower(head)) ||
			toldSomeone(head) && !reForgetTail.MatchString(low[at:])) {
			return false // "remind me i'm out of socks": the whole thing; "buy what we're out of"; "we're out of milk add it to …"
		}
		if (re == reFeelsTail || re == reWeightBare) && (emphasisOwned(head) || namesTime(low[at:])) ||
			re == reCalledTail && (!deedHead(head) || worldTailOwned(head)) {
			return false // "my mom is coming at 6 she is sick": no deed; "ask mom why she is sad": the deed's own
		}
		if re == reWorldTail && worldTailOwned(head) {
			return false // "tell mom she's invited", "check if it's raining": the deed's own
		}
		if re == reCloserTail && (closerHeld(head) || toldSomeone(head) || startsWithRemind(head) && itemWords(head) < 3) {
			return false // "my favourite song is God help me", "tell Dana don't ask": the thing's own
		}
		if re == reRemarkTail && toldSomeone(head) {
			return false // "ask Dana, what can I do": what she is asked
		}
		paused := re == reWeightTail || re == reWeightBare || re == reRemarkTail || strings.HasPrefix(strings.TrimSpace(low[at:]), ",") || strings.ContainsAny(low[max(at-1, 0):at], "!.?…")
		if itemWords(head) < 2 || re != reShiftTail && !paused && toldSomeone(head) && !reForgetTail.MatchString(low[at:]) {
			return false // "tell her i'm so stressed": what she is told; "אוף אני גמורה": a mood alone
		}
		out = head
		return true
	})
	return out
}

// chatterTails offers try each chatter tail that closes low (see
// reFeelingTail, reWeightTail, reRemarkTail, reSaidPutTail, reShiftTail, reSelfTail,
// reStateTail, reWorldTail, reFeelsTail, reCalledTail, reWeightBare, reCloserTail), in that order,
// by where it begins, until try takes one; it reports whether one was
// taken. A tail that asks something (see asksInTail) is no chatter.
func chatterTails(low string, try func(re *pattern, at int) bool) bool {
	tails := []*pattern{reFeelingTail, reWeightTail, reRemarkTail, reSaidPutTail, reShiftTail, reSelfTail, reStateTail, reWorldTail, reFeelsTail, reCalledTail, reWeightBare, reCloserTail}
	if !containsAny(low, chatterNeeds...) {
		tails = nil
		if containsAny(low, closerNeeds...) {
			tails = append(tails, reCloserTail)
		}
		if containsAny(low, stateNeeds...) {
			tails = append(tails, reStateTail)
		}
		if containsAny(low, worldNeeds...) {
			tails = append(tails, reWorldTail, reFeelsTail, reCalledTail)
		}
	}
	for _, re := range tails {
		loc := re.FindStringIndex(low)
		if loc == nil || (re == reSelfTail || re == reStateTail) && asksInTail(low[loc[0]:]) || re == reWorldTail && worldAsks(low[loc[0]:]) ||
			re == reCalledTail && !callHead(low[:loc[0]]) {
			continue
		}
		if try(re, loc[0]) {
			return true
		}
	}
	return false
}
