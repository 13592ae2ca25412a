package offline

import (
	"strings"
)

// reWorldTail is a remark about the world said after the deed, a clause
// with its own subject and finite verb that tells something of someone
// or of the day, not of the deed: "ring mummy back she's been calling
// all morning", "light the candles, it gets dark so early this time of
// year", "call the super about the radiator, it's freezing in here",
// "…, היא מתקשרת כל הבוקר", "…, קר פה נורא". It opens with "she", "he",
// "they" with what they have been doing ("she's been calling"), or
// "it" or "there" and a verb ("'s", "is", "gets", "will"); a state or a
// reason said of someone ("call mom, she's sick") is the thing's, and
// stays. With no number in it, no time is lost. The Hebrew ones only after a comma: "לבדוק אם היא בבית" asks.
// Where the clause is the deed's own (see worldTailOwned) it stays.
var reWorldTail = compile(`(?i)(?:^|\s|,)\s*(?:(?:and|but|so|cuz|cause|coz|bc|because|since|lol|omg|tbh|ngl|honestly)\s+)*(?:` +
	`(?:it|there)(?:'s|’s)\s|(?:it|there)\s+(?:is|was|has|had|will|would|won't|isn't|wasn't|hasn't|keeps|kept|gets|got|goes|feels|looks|seems|never|always)(?:\s|$)|` +
	`there(?:'re|’re|'ll|’ll)\s|there\s+(?:are|were)\s|it(?:'ll|’ll|'d|’d)\s|` +
	`(?:she|he)(?:'s|’s|\s+has)\s+been\s+[a-z]+ing(?:\s|$)|they(?:'ve|’ve|\s+have)\s+been\s+[a-z]+ing(?:\s|$))` +
	`[^,.;!?\d"“”]*[.!?…]*$|` +
	`,\s*(?:(?:כי|וואלה|חחח+)\s+)*(?:(?:היא|הוא|הם|הן)\s+(?:כל\s+הזמן\s+)?(?:מתקשר|מתקשרת|מתקשרים|מחפש|מחפשת|מחפשים|שואל|שואלת|שואלים|מציק|מציקה|מציקים)|(?:קר|חם|חושך|חשוך|מחשיך|מחשיכים|יורד\s+גשם)\s+(?:פה|כאן|בחוץ|בבית|נורא|מאוד|ממש|כל\s+כך|מוקדם))` +
	`[^,.;!?\d"“”]*[.!?…]*$`)

// reFeelsTail is how the one just named feels, said after a deed that
// names them, pause or none: "call mom she's not feeling well", "visit
// grandpa he is in the hospital", "להתקשר לאמא שלי היא לא מרגישה טוב".
// It tells why, and is no word of the deed; "ask mom why she is sad"
// keeps it (see worldTailOwned), and what is told of someone with no
// deed before it ("my mom is coming at 6 she is sick") is not read so.
var reFeelsTail = compile(`(?i)(?:^|\s|,)\s*(?:(?:and|but|cuz|cause|coz|bc|because|since|כי)\s+)*(?:` +
	`(?:she|he|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were)\s+(?:(?:not|so|really|very|a\s+bit|kinda|still)\s+)*(?:sick|ill|unwell|lonely|sad|down|upset|in\s+(?:the\s+)?hospital|feeling\s+\S+)|` +
	`(?:she|he|they)\s+(?:isn't|isnt|aren't|arent|wasn't|doesn't|doesnt|don't|dont)\s+(?:feel|feeling)\s+(?:well|good|great)|` +
	`(?:היא|הוא|הם|הן)\s+(?:(?:לא|ממש|קצת|עדיין|כבר|נורא)\s+)*(?:מרגיש|מרגישה|מרגישים|מרגישות|חולה|חולים|חולות|בבית\s+חולים|מאושפז|מאושפזת|בודד|בודדה|עצוב|עצובה|עצובים|לבד)|` +
	// What the one named has, or asked, told as why with no "כי": "לקנות
	// פרחים לאשתי יש לה יום הולדת", "buy flowers for my wife she has her
	// birthday", "… הוא ביקש", "… she asked for it". A clause glued to "ש"
	// ("להגיד לדני שיש לו פגישה") is the deed's content and never matches.
	`(?:יש|היה|יהיה|תהיה)\s+(?:לה|לו|להם|להן|לי|לנו)\s+[^,.;!?\d"“”]+|(?:היא|הוא|הם|הן)\s+(?:ביקש|ביקשה|ביקשו)(?:\s+[^,.;!?\d"“”]*)?|` +
	`(?:she|he|they)\s+(?:has|have|had)\s+(?:a|an|her|his|their)\s+[^,.;!?\d"“”]+|(?:she|he|they)\s+asked(?:\s+(?:for\s+(?:it|them|one|this)|me\s+to\b[^,.;!?\d"“”]*))?|` +
	`(?:it'?s|its|it\s+is)\s+(?:her|his|their)\s+(?:birthday|bday|b-day|anniversary|name\s+day))` +
	`(?:\s+(?:טוב|well|good|great|today|היום|lately|לאחרונה|בזמן\s+האחרון))*\s*[.!?…]*$`)

// reCalledTail is a call told come from the one a call is to, after the
// deed of calling them: "remind me at 5 to call mom, she called me",
// "call Tunde he don call me" (Pidgin, read as "he has called me"),
// "להתקשר לאמא היא התקשרה אליי". It tells why the call is to be made, and
// is no word of it; it is cut only after a call (see callHead).
var reCalledTail = compile(`(?i)(?:^|\s|,)\s*(?:(?:and|but|cuz|cause|coz|bc|because|since|כי)\s+)*(?:` +
	`(?:she|he|they)(?:\s+(?:has|have|had|just|already))*\s+(?:called|rang|phoned|rung|texted|messaged)(?:\s+me)?(?:\s+(?:back|already|twice|again|earlier|today))*|` +
	`(?:היא|הוא|הם|הן)\s+(?:כבר\s+)?(?:התקשרה|התקשר|התקשרו|צלצלה|צלצל|צלצלו)(?:\s+(?:אליי|אלי|לי))?(?:\s+(?:כבר|היום|פעמיים|שוב))*` +
	`)\s*[.!…]*$`)

// reCallHead is a deed of calling: "call", "ring", "להתקשר".
var reCallHead = compile(`(?i)(?:^|\s)(?:call|ring|phone|להתקשר|לטלפן|תתקשר|תתקשרי)(?:\s|$)`)

// callHead reports whether head, the words before a tail, ask for a call.
func callHead(head string) bool { return reCallHead.MatchString(head) }

// worldNeeds are the words one of which every remark of reWorldTail holds.
var worldNeeds = []string{"she", "he ", "he'", "he’", "it'", "it’", "it ", "they", "there", "היא ", "הוא ", "הם ", "הן ", "קר ", "חם ", "חושך", "חשוך", "מחשיך", "גשם",
	"יש ל", "היה ל", "יהיה ל", "תהיה ל"}

// reWorldOwned is a word just before which a clause is the deed's own:
// "make sure it's done", "check if it's raining", "email Tom that it's
// done", "remember it's her birthday".
var reWorldOwned = compile(`(?i)(?:^|\s)(?:sure|ensure|hope|think|know|knows|guess|say|says|said|confirm|verify|remember|believe|whether|in\s+case|unless|until|till|before|after|while|once|because|since|than|לוודא|לבדוק|שאם|ש)\s*$`)

// reWorldAsked is a head that asks to tell someone or remind them,
// or to keep a fact, so a clause after it is what is said or kept:
// "remind dad he has a doctor visit", "remember my car, it's the blue one".
var reWorldAsked = compile(`(?i)(?:^|\s)(?:remind|warn|inform|update|wish|congratulate)\s+(?:[^m\s]|m[^e\s]|me\S)|(?:להזכיר|תזכיר|תזכירי)\s+(?:ל[^\sי]|לי\S|את\s)|^(?:please\s+|pls\s+)?(?:remember|note|save|keep\s+in\s+mind|fyi|זכור|תזכור\s+ש|תזכרי|תשמור|תשמרי|שים\s+לב)(?:\s|$)`)

// worldTailOwned reports whether a clause said after head is the deed's
// own and stays: what someone is told or reminded of ("tell mom she's
// invited"), what is checked ("check if it's raining"), a fact kept, a
// quote still open, or a head too short to be a deed.
func worldTailOwned(head string) bool {
	low := lower(head)
	return itemWords(head) < 2 || startsWithRemind(head) && itemWords(head) < 3 || reTailBound.MatchString(low) ||
		reWorldOwned.MatchString(low) || reWorldAsked.MatchString(low) || toldSomeone(head) ||
		strings.Count(head, `"`)%2 == 1 || strings.Count(head, "“") > strings.Count(head, "”")
}

// worldKept reports whether title ends with a remark about the world
// (see reWorldTail) that is not the deed's own: it was not taken off.
func worldKept(title string) bool {
	low := lower(title)
	if !containsAny(low, worldNeeds...) {
		return false
	}
	loc := reWorldTail.FindStringIndex(low)
	return loc != nil && loc[0] > 0 && len(low) == len(title) && !worldTailOwned(strings.TrimRight(title[:loc[0]], ",;:-–— ")) &&
		!worldAsks(low[loc[0]:])
}

// worldAsks reports whether a remark about the world (see reWorldTail)
// holds a request of its own ("she's home so add it"): then it is asked,
// not remarked; and one that names a time keeps it for the time's
// reader. Its pronouns are no request, and it may run longer than
// other tails.
func worldAsks(tail string) bool {
	ws := strings.Fields(tail)
	if len(ws) > 14 || reWorldSpared.MatchString(tail) || namesTime(tail) {
		return true // "pay the bill it is due friday": the day is read; "…, it'll be half an hour": its length
	}
	for _, w := range ws {
		if w = strings.Trim(w, ",.:;!?"); tailAsks[w] && !worldPronouns[w] || strings.HasPrefix(w, "לרשימ") || strings.HasPrefix(w, "ליומן") {
			return true
		}
	}
	return false
}

// reWorldSpared is what a remark about the world must not hold: a length
// ("it'll take about an hour and a half", "it's like half an hour"),
// where it is ("it's at the Hilton lobby"), or the calendar or a list
// it is put in.
var reWorldSpared = compile(`(?i)\b(?:hours?|hrs?|mins?|minutes?|half|quarter|long|takes?|lasts?|about|calendar|diary|list|schedule)\b|` +
	`^[\s,]*(?:it'?s|it\s+is|it\s+was|it'?ll\s+be|it\s+will\s+be|they'?re|she'?s|he'?s)\s+(?:at|in|on|by)\s|(?:^|\s)(?:שעה|שעתיים|דקות|חצי|ליומן|ביומן|לרשימה)(?:\s|$)`)

// worldPronouns are the words of tailAsks that a remark may hold as its
// subject or object.
var worldPronouns = wordSet(`it them אותם אותו אותה`)

// dropWorldTail takes a remark about the world (see reWorldTail) off the
// end of s where it is not the deed's own.
func dropWorldTail(s string) string {
	low := lower(s)
	if len(low) != len(s) || !containsAny(low, worldNeeds...) {
		return s
	}
	loc := reWorldTail.FindStringIndex(low)
	if loc == nil || loc[0] == 0 || worldAsks(low[loc[0]:]) {
		return s
	}
	head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
	if worldTailOwned(head) {
		return s
	}
	return head
}
