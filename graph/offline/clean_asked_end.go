package offline

import "strings"

// The third stage of Clean: the closing words that are no request taken
// off (chatter, a why, a zone), and a request said after the thing it is
// of ("…, remind me", "…, put it in my calendar", "…, remember that",
// "… fyi") or around it ("make sure i don't forget to …", "i need a
// reminder for …") written as the command before it, the way the readers
// after Clean read it.

var (
	// reRemindAtEnd is a request to be reminded said after the thing:
	// "gotta drop off the dry cleaning at 5, remind me".
	reRemindAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:and\s+|so\s+|just\s+)?(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+)?` +
		`(?:(?:remind|ping|nudge)\s+me(?:\s+(?:about\s+it|of\s+it|about\s+that|to\s+do\s+it|ok|okay))?|` +
		`(?:make\s+sure|so|so\s+that)\s+i\s+(?:don'?t|do\s+not|dont|won'?t|will\s+not)\s+forget(?:\s+it)?|(?:don'?t|do\s+not|dont)\s+let\s+me\s+forget(?:\s+it)?|` +
		`ו?(?:תוכל\s+|תוכלי\s+)?(?:ל)?(?:תזכיר|תזכירי|הזכר|להזכיר)\s+לי(?:\s+(?:על\s+זה|את\s+זה))?|` +
		`ו?אל\s+(?:תיתן|תתן|תתני|תתנו)\s+לי\s+לשכוח(?:\s+(?:את\s+זה|זאת))?|` +
		`(?:ו)?(?:תדאג|תדאגי|תוודא|תוודאי)\s+שלא\s+אשכח|(?:ו)?(?:כדי\s+)?שלא\s+(?:אשכח|נשכח)(?:\s+(?:את\s+זה|זאת))?)(?:\s+(?:please|pls|plz|בבקשה))?\s*[?!.]*$`)
	// remindAtEndNeeds are the words one of which reRemindAtEnd needs.
	remindAtEndNeeds = []string{"remind", "ping", "nudge", "forget", "תזכיר", "הזכר", "אשכח", "נשכח", "לשכוח"}
	// reBareHourStart is an hour alone at the start of a text.
	reBareHourStart = compile(`^\d{1,2}(?:[:.][0-5]\d)?(?:\s|$)`)
	// reMonthAfterNumber is a day of a month named after it: "15 march".
	reMonthAfterNumber = compile(`(?i)^\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)
	// reRememberAtEnd is "…, remember that" said after the fact.
	reRememberAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:(?:pls|please|and)\s+)?(?:remember|save|note)\s+(?:that|this|it)(?:\s+(?:for\s+me|pls|please))?\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)ו?(?:תזכור|תזכרי|תשמור|תשמרי|תרשום|תרשמי)(?:\s+(?:את\s+זה|זאת|לך))?\s*[?!.]*$`)
	// reFYIAtEnd is "…, fyi" said after the fact: a thing to remember.
	reFYIAtEnd = compile(`(?i)(?:^|[\s,.;:!\-–—]+)(?:just\s+)?(?:fyi|f\.y\.i\.?|for\s+your\s+info(?:rmation)?|for\s+the\s+record|just\s+so\s+you\s+know)\s*[?!.]*$|` +
		`(?:^|[\s,.;:!\-–—]+)(?:לידיעתך|לידיעתכם|רק\s+שתדע|רק\s+שתדעי|שתדע|שתדעי)\s*[?!.]*$`)
	// reRemindWrapper turns "make sure i don't forget to X" into "remind
	// me to X".
	reRemindWrapper = compile(`(?i)^(?:make\s+sure\s+(?:that\s+)?i\s+(?:don'?t|do\s+not|dont|won'?t)\s+forget|don'?t\s+let\s+me\s+forget|` +
		`make\s+sure\s+(?:that\s+)?i\s+remember|help\s+me\s+remember|(?:don'?t|do\s+not|dont)\s+forget(?:\s+to\s+remind\s+me)?|` +
		`i\s+(?:need|have|must|gotta|got\s+to|should)\s+(?:to\s+)?remember)(?:\s+|$)`)
	reRemindWrapperHE = compile(`^(?:ו)?(?:(?:תדאג|תדאגי|תוודא|תוודאי)\s+ש(?:לא\s+אשכח|אזכור)|אל\s+(?:תשכח|תשכחי)(?:\s+להזכיר\s+לי)?|אל\s+(?:תיתן|תתן|תתני)\s+לי\s+לשכוח)(?:\s+|$)`)
)

// askedAtEnd takes the closing words that are no request off s and writes
// a request said after the thing, or around it, as a command before it;
// keep is what cutKeep took off s's end before politeness was dropped
// ("…, please remember").
func askedAtEnd(s, keep string) string {
	s = toVerbSlip(dropChatterTail(dropBlessings(s)))          // "… urgent!! full stop", "סיימתי … ח'לאס בבקשה": once the closing words are off; "remind me to by stamps": a sound-alike in the verb slot
	s = dropStatusLead(s)                                      // "i'm off friday, dinner with Noa on Friday at 8"
	s = endAfterPlace(lengthAfter(lengthBeforeAsk(atSign(s)))) // "…, one hour", "7am @ the gym", "ב8 בבוקר במטווח עד 4", "…, add it, about 2 hours"
	s = remindAfterTold(s)                                     // "הרופאה אמרה לי לקחת … בשעה תשע, אז תזכיר לי כל ערב"
	s = commandAfterClause(s)                                  // "pick up Mia at 5 remind me at 4.45", "כבר הזמנתי תמחקי את זה"
	s = forgetAlso(s)                                          // "remind me to wake up at 4:30pm and dont let me forget to defrost chicken"
	s = dropZoneTail(s)                                        // "… at 9pm my time"
	if t := dropRemindWhy(s); t != s {                         // "remind me … otherwise I'm dead"
		s = dropChatterTail(t) // "… חשוב!! כי אני שוכחת כל הזמן": the emphasis before the reason, once it is off
	}
	s = dropWhy(s)                                      // "delete it, it's been cancelled": once the filler before it is off
	s = listPurposeOff(dropIfAny(purposeLeadClause(s))) // "need smoko stuff, add …", "cancel my 3 oclock thursday if theres one", "… on my grocery list for the gumbo"
	s = dropAddToo(s)                                   // "add Lior to the carpool list too"
	s = loanNoun(loanListWord(s))                       // "תעשי לי reminder …", "תרשום בליסט …": once the filler before it is off
	s = dropPlacement(s)                                // "add milk at the end", once "ליסט" is "רשימה"
	s = bareListHead(s)                                 // "רשימה שמן מנוע, פילטר אוויר, מגבים": the items, the name asked
	s = writeToldEvent(s)
	s = arranged(passiveSet(s))
	s = reWriteOnList.ReplaceAllString(s, "${1}תוסיף ל${2}${3}") // once the filler before it is off
	s = reSetUpList.ReplaceAllString(s, "create$1")
	s = listAskedFor(s) // "can I have a list for the trip: …", "אפשר רשימה לטיול: …"
	loc := reReminderAsk.FindStringIndex(lower(s))
	if loc == nil && (reHoursEN.MatchString(s) || reHoursHE.MatchString(s)) {
		loc = reRemindersAsk.FindStringIndex(lower(s)) // "set reminders for my pills at 8 and 20"
	}
	if loc != nil && loc[1] < len(s) {
		// "i need a reminder for tomorrow at 8 to …", "אפשר תזכורת בעוד שעה …".
		rest := strings.TrimSpace(s[loc[1]:])
		asked := strings.Fields(lower(s[:loc[1]]))
		switch last := strings.Trim(asked[len(asked)-1], ":,-–—"); {
		case last == "on" || last == "at":
			rest = last + " " + rest // "set a reminder on 15 march", "… at 9, 13 and 21"
		case reBareHourStart.MatchString(rest) && !reMonthAfterNumber.MatchString(rest) && !leadFirst(lower(rest)):
			rest = "at " + rest // "set a reminder for 9": nine o'clock
		}
		if hebrewText(s[:loc[1]]) {
			s = "תזכיר לי " + rest
		} else {
			s = "remind me " + rest
		}
	}
	if loc := reRemindWrapper.FindStringIndex(s); loc != nil && remindsToDo(s[loc[0]:loc[1]], s[loc[1]:]) {
		s = "remind me " + strings.TrimSpace(s[loc[1]:])
	} else if loc := reRemindWrapperHE.FindStringIndex(s); loc != nil && remindsToDo(s[loc[0]:loc[1]], s[loc[1]:]) {
		s = "תזכיר לי " + strings.TrimSpace(s[loc[1]:])
	}
	s = endearAfterPut(s)               // "…, put it in the diary love"
	s = keepEventTail(s)                // "there is a meeting … at 6. Please enter it.", "… תרשמי"
	s = haveAddTail(s)                  // "i have a hearing test on the 10th at 9:15, can you add that"
	s = eventAddTail(s)                 // "choir concert on sunday at 4pm, please add it"
	s = diaryAsCalendar(timeThenPut(s)) // "put the dentist in my diary for friday", "at 5 stick the vet in my sched"
	s = taskHeading(s)                  // "todo today: call the bank, pay rent", "משימות להיום: להתקשר לבנק, לשלם ארנונה"
	s = needHeading(s)                  // "תרשום לי מה צריך לקנות לשבת: חלות, יין", "write down what we need for the weekend: milk, eggs"
	s = writeDownTail(s)                // "dinner at Michal's on Saturday at 7pm, please write it down"
	if loc := atEnd(reRememberAtEnd, s, "remember", "save", "note", "תזכור", "תזכרי", "תשמור", "תשמרי", "תרשום", "תרשמי"); loc != nil && loc[0] > 0 && !startsWithRemind(s) {
		// "fyi my passport expires in march 2028, remember that".
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		if hebrewText(head) {
			s = "תזכור ש" + head
		} else {
			s = "remember that " + head
		}
	}
	s = dontForgetAtEnd(s) // "the alarm code is 4471 don't forget"
	s = keepAsked(s, keep) // "…, please remember", "…, שלא תשכח"
	if loc := atEnd(reFYIAtEnd, lower(s), "fyi", "f.y.i", "info", "record", "know", "לידיעת", "שתדע"); loc != nil && loc[0] > 0 && !startsWithRemind(s) {
		// "my reading glasses are in the car glovebox fyi".
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		if hebrewText(head) {
			s = "לידיעתך: " + head
		} else {
			s = "fyi: " + head
		}
	}
	s = capabilityTail(s)   // "i need to renew my license, add it to my tasks"
	s = reminderNoun(s)     // "math hw reminder at 6 pm"
	s = calendarHead(s)     // "calendar: flight to london on the 18th at 7am"
	s = needBuyList(s)      // "אני צריכה לקנות: באגט, חמאה", "need to buy for the party: chips, dip"
	s = listFirst(s)        // "grocery list add avocados"
	s = nagTail(s)          // "remind me at 5 to …, nag me till i confirm"
	s = nagEveryHour(s)     // "nudge me until i book the flights"
	s = needToBuy(s)        // "צריך לקנות עגבניות, מלפפונים ובצל"
	s = mendCalendarVerb(s) // "… תכנייס אותם ליומן"
	if loc := atEnd(reCalendarAtEnd, lower(s), calendarAtEndNeeds...); loc != nil && loc[0] > 0 &&
		!slipBeforeCalendar(s[:loc[0]], s[loc[0]:]) {
		// "yoga today at 19:00, put it in my calendar".
		head := strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— ")
		head, _ = goingOff(dropChatterTail(head)) // "… at 8, note it in my diary", "… im so dead lol put it in my calendar"
		if hebrewText(head) {
			s = "תכניס ליומן: " + head
		} else {
			s = "add to my calendar: " + head
		}
	}
	if loc := atEnd(reRemindAtEnd, s, remindAtEndNeeds...); loc != nil && loc[0] > 0 && !startsWithRemind(s) {
		head := dropChatterTail(strings.TrimRight(strings.TrimSpace(s[:loc[0]]), ",;:-–— "))
		if hebrewText(head) {
			s = "תזכיר לי " + head
		} else {
			s = "remind me " + head
		}
	}
	return s
}

// remindsToDo reports whether "don't forget" opens a thing to do ("to
// water the plants", "להשקות"), which asks for a reminder, rather than a
// fact ("that Dana's birthday is…"), which is something to remember.
func remindsToDo(wrapper, rest string) bool {
	w, r := toLower(wrapper), toLower(strings.TrimSpace(rest))
	switch {
	case strings.Contains(w, "remind") || strings.Contains(w, "להזכיר"):
		return true
	case strings.Contains(w, "forget") && !strings.Contains(w, "let me") && !strings.Contains(w, "make sure"),
		strings.HasPrefix(w, "i ") && strings.Contains(w, "remember"):
		// "I need to remember to …" is a thing to do; "… that the code is
		// 1234" a fact.
		return strings.HasPrefix(r, "to ") || strings.HasPrefix(r, "about ")
	case strings.Contains(w, "לי לשכוח"):
		return true // "אל תיתן לי לשכוח": whatever follows, a time or the thing
	case strings.Contains(w, "תשכח") || strings.Contains(w, "לשכוח"):
		return strings.HasPrefix(r, "ל") && !strings.HasPrefix(r, "לי ")
	}
	return true
}

// atEnd finds re, a phrase said at the end of s, only when s holds one of
// the words the phrase needs: most messages hold none, and the search is
// skipped.
func atEnd(re *pattern, s string, needs ...string) []int {
	if !containsAny(toLower(s), needs...) {
		return nil
	}
	return re.FindStringIndex(s)
}
