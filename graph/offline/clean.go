package offline

import (
	"slices"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/lexicon"
)

// Cleaned is a message with the words around its request taken off:
// greetings, interjections, politeness, "could you", thanks, emoji. What
// the words said about the message is kept in the flags.
type Cleaned struct {
	// Text is the request, case kept, single-spaced.
	Text string
	// Correction is set when the message opened as a correction of what
	// was just done: "actually", "sorry", "no wait", "בעצם", "סליחה".
	Correction bool
	// Denied is set when the correction opened with a "no" ("no, 7",
	// "wrong, 6pm", "לא בשבע"): before the item's own time, "not then".
	Denied bool
	// Dismiss is set by "nvm", "never mind", "עזוב": the thing is no
	// longer needed ("nvm i already paid the bill").
	Dismiss bool
	// Continuation is set when the message opened with "and", "also",
	// "ו": it goes on from the last request.
	Continuation bool
	// Another is set when the message asked for one more reminder
	// ("another one at 9 pm to …"): only a reminder before it is one to
	// have more of.
	Another bool
	// Dropped is set when anything at all was taken off.
	Dropped bool
}

var (
	// reNoComma is a bare "no"/"לא" that opens a correction: only with a
	// mark after it ("no, 6:30"), since "no more reminders" is a request.
	// So is "I can't" ("i can't, make it tuesday", "אני לא יכולה, תשנה
	// ליום שלישי"): the time just set does not suit.
	reNoComma = compile(`(?i)^(?:no+|nope|nah+|naw+|לא|(?:i\s+)?can'?t(?:\s+make\s+it)?|(?:that|it)\s+(?:doesn'?t|won'?t)\s+work(?:\s+for\s+me)?|` +
		`(?:אני\s+)?לא\s+(?:יכול|יכולה|יכולים|מסתדר|מסתדרת|מתאים\s+לי|אוכל)|זה\s+לא\s+(?:מתאים|מסתדר)(?:\s+לי)?)\s*[,.!:;…\-–—]+\s*`)
	// reNahLead is "nah"/"nope" with no mark after it: a correction only
	// before a change ("nah make it 8", "nope move it to 5"), which no
	// request opens with; "nah" alone answers something.
	// A bare "no" before the item's removal is one too ("no delete it
	// please" said to what was just made).
	// So is a bare "no"/"לא" before a time and nothing else ("no at 8",
	// "לא בשמונה" said to the reminder just set at seven): the time meant.
	reNahLead = compile(`(?i)^(?:nah+|naw+|nope|no+|לא)\s+`)
	// reChangeOpen is the verb a change opens with (see nahChange).
	reChangeOpen = compile(`(?i)^(?:(?:make|change|move|push|shift|switch|set|put|bring)\s+(?:it|that|this)\s|(?:delete|cancel|remove|scrap)\s+(?:it|that|this)(?:\s+(?:please|pls|plz))?[\s.!]*$)`)

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
	// reGreetingMark is a greeting word closed by a mark ("morning! …").
	reGreetingMark = compile(`(?i)^(?:morning|evening|afternoon|night|hiya|heya)\s*[!,.]+\s*`)
	// reIsh is "5ish", "noonish": about that time.
	reIsh = compile(`(?i)\b(\d{1,2}(?::\d{2})?(?:am|pm)?|noon|midnight|lunchtime)[\s-]?ish\b`)
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
	// reHeNeedYou is "אני צריך שתזכיר לי", "אני צריך שאתה תזכיר לי":
	// someone asked to do the request.
	reHeNeedYou = compile(`^(?:אני\s+)?(?:צריך|צריכה|רוצה|מבקש|מבקשת|אשמח|הייתי\s+רוצה)\s+ש(?:את[הםן]?\s+)?(ת\p{Hebrew}+)`)
	// reTypo fixes misspellings of the command words the grammar reads.
	reTypo = compile(`(?i)\b(?:remnd|remid|rmind|rmnd|remaind|reimnd|remidn|reming|remnid|remine|remiind)\b`)
	// reTypoHE is "תזכר לי", a misspelt "תזכיר לי" ("תזכר" alone is
	// "remember" and stays), and "תזכ לי", the word cut short as texted.
	// The plural "תזכירו לי", said to Memo as to more than one, is read
	// as the singular is.
	reTypoHE = compile(`(^|\s)(ו?)(?:תזכר|תיזכר|תזכירלי|תזכירו|תזכ|תזכי)\s*לי(\s|$)`)
	// reMarkDeedHE is "סמן שצילמתי": a mark asked of a deed told with
	// nothing after it, which says it as "צילמתי" does.
	reMarkDeedHE = compile(`^(?:תסמן|תסמני|סמן|סמני)(?:\s+לי)?\s+ש((?:כבר\s+)?\p{Hebrew}{2,}תי)[.!]*$`)
	// reSameHourSlip is "באותו שעה", the masculine said of the feminine
	// "שעה" as it is often typed: it is "באותה שעה", the same hour. Only
	// with its ב, ו or ל: "לשאול אותו שעה לפני" asks him an hour before.
	reSameHourSlip = compile(`(^|[\s,])([בול])אותו(\s+(?:ה)?שעה)(\s|[,.!?]|$)`)
	// reTellMe is "tell me to", "let me know to", "give me a heads up to":
	// other words for "remind me to".
	reTellMe = compile(`(?i)\b(?:(?:tell|notify|alert|warn|text|buzz)\s+me|let\s+me\s+know|give\s+me\s+a\s+(?:heads[\s-]?up|shout|nudge|ping))\s+to\b`)
	// reTellMeAt is the same with the time first: "tell me at 6 to leave",
	// "let me know tomorrow to call", "תגיד לי ב-6 לצאת", "ותודיעי לי מחר
	// להתקשר" (see tellMeAt).
	reTellMeAt = compile(`(?i)^((?:(?:oh\s+)?and\s+|also\s+|ו)?)(?:(?:tell|notify|alert|warn|text|buzz|ping)\s*me|let\s+me\s+know|תגיד\s+לי|תגידי\s+לי|תודיע\s+לי|תודיעי\s+לי)\s+(.+)$`)
)

// heCommandVerbs are the Hebrew command verbs (lexicon.HebrewCommandVerbs).
var heCommandVerbs = lexicon.HebrewCommandVerbs

// Clean takes the words around the request off text. It never drops a
// word that could belong to the request itself: only whole phrases of the
// lexicons at the ends of the text, politeness words anywhere, and emoji.
func Clean(text string) Cleaned {
	var c Cleaned
	s := dropSymbols(text)
	s = squeezeMarks(s)
	s = strings.TrimSpace(squeezeSpaces(s))
	s = reSlipContraction.ReplaceAllString(s, "$1's$2")
	s = shortEt(lexicon.MendTimeSlips(s)) // "בשאה 13:00", "בעוד שעתים", "תוריד ת'מצבר" (את המצבר): as spelt, for every reader after
	orig := s
	s = readDialect(s)                // "rememba fi call mi madda", "add eggs to di shopping list"
	s = readPaRequest(s)              // "pa remind naman tomorrow 5am to …"
	s = readForeignRemind(s)          // "nikumbushe kesho …", "remind me recuérdame …"
	s = dropCanOrNot(s)               // "… at 5 can or not", "can help me … or not": before the other closing words
	s = dropLeadBlessing(s)           // "בס״ד. תזכירלי …": the head mended is the request's
	s = readDialect(normalizeHead(s)) // "remindme fi …", "rappelle-moi fi …": the creole words read again after the head mended
	s = alsoAfterVerb(s)              // "תוסיף גם משימה …", "add also a task …"
	s = dropVoiceEnd(s)               // "… before my shift x", "… at 5 lah": the last word said, before all else
	s = dropSignOff(s)                // "…. Regards, Sam", "… po. Many thanks. M.": before the particles at the end
	s = dropFarewellEnd(s)            // "… to call my mom cheers see ya", "… תודה ביי": a goodbye said after it
	s = dropBlessings(s)              // "תזכיר לי מחר בעזרת השם להתקשר לבנק", "… God willing"
	// "remid me …": the command mended before the chatter after its deed is judged.
	s = reTypo.ReplaceAllString(s, "remind")
	s = dropFillers(s)     // "remind me in an hour to um call my wife back", "… ngl i'm so cooked"
	s = dropVoiceEnd(s)    // "… call the bank xx ngl i'm so cooked": last once the chatter is off
	s = dropFarewellEnd(s) // "… ביי נשיקות, אני גמורה": once the chatter is off
	s = dropCanOrNot(s)    // "… or not lowkey": once the filler after it is off
	s = dropParticles(s)   // "… every 15th po", "Remember po my …", "done na, thank you"
	s = thatDay(s)         // "remind me tomorrow to call him at 10am that day"
	s = reTypoReminder.ReplaceAllString(s, "reminder")
	s = reTypo.ReplaceAllString(s, "remind")
	s = mendRmd(s)
	s = twoForTo(s)
	s = reTypoHE.ReplaceAllString(s, "${1}${2}תזכיר לי$3")
	s = reSameHourSlip.ReplaceAllString(s, "${1}${2}אותה${3}${4}")
	s = reMarkDeedHE.ReplaceAllString(s, "$1")
	s = thanksThen(s)    // "תודה, ותזכירי לי גם בחמש …"
	s = noteHeading(s)   // "לזכור: …", "לזכור ש…"
	s = infinitiveAsk(s) // "להוסיף משימה …"
	s = reReminderLoanHE.ReplaceAllString(s, "${1}${2}תזכורת$3")
	s = reRemindersLoanHE.ReplaceAllString(s, "${1}${2}תזכורות$3")
	s = reminderMe(s)      // "תזכורת לי עוד שעה לתדלק", "reminder me at 5 to …"
	s = writeDownDated(s)  // "write down dentist tomorrow at 4"
	s = labelFree(s)       // "work reminder: …", "תזכורת חשובה: …"
	s = remindMe(s)        // "… fri remind 11a", "… ביום שלישי ב6 תזכיר"
	s = remindConnector(s) // "remind me make I call …", "remind me so that I call …"
	s = changeSaid(s)      // "לא, זה ביום שלישי. תשני בבקשה", "it move to 20:30"
	s = toldYearly(s)      // "Noa's birthday is march 3rd, remind me every year"
	s = reRemindSelf.ReplaceAllString(s, "${1}${2} לי$3")
	s = reRememberForMe.ReplaceAllString(s, "${1}${2}תזכיר לי $3")
	s = rememberForMeAt(s)
	s = reRememberMe.ReplaceAllString(s, "${1}${2}תזכיר לי$3")
	s = reRemindSelfEN.ReplaceAllString(s, "$1 me")
	s = remindOther(s) // "remind dad to take his pill": the user reminds him
	s = reTellMe.ReplaceAllString(s, "remind me to")
	s = lengthReminder(s)  // "set a 10 minute reminder to …", "תזכורת של 10 דקות …"
	s = lengthFromNow(s)   // "remind me 20 min to call back", "תזכיר 20 דק להתקשר"
	s = repeatAdjective(s) // "תזכורת חודשית, בכל 1 לחודש …"
	s = everySecondWeek(s) // "כל שבוע שני ביום חמישי"
	s = daysNamed(s)       // "בימים שני ורביעי ב7 …"
	s = compactTimes(s)
	s = reGreetingMark.ReplaceAllString(s, "")
	s = reIsh.ReplaceAllString(s, "$1")
	s = splitGlued(s)
	s = splitGluedDay(s)   // "מחרבעשר": the day and the hour
	s = splitGluedWords(s) // "ביוםרביעי", "לרשימתקניות": a grammar word and the next
	s, keep := cutKeep(s)  // before "please" in it is taken out
	// Politeness anywhere.
	if t := strings.TrimSpace(squeezeSpaces(replaceLower(rePolite, cleanFormal(s), keepEdges))); t != s && strings.Contains(t, ",") {
		// "…, please.", "…, בבקשה.": the comma before it goes with it.
		s = reCommaAtEnd.ReplaceAllString(t, "$1")
	} else {
		s = t
	}
	s = objectFirst(s)  // "את הפגישה עם עורך הדין, תזיז אותה ליום שלישי": once "בבקשה" is off
	s = moveVerbForm(s) // "mv it to 12", "הזז לשש", "prepone it to 4"
	for changed := true; changed && s != ""; {
		changed = false
		if t := noteHeading(s); t != s {
			s, changed = t, true // "יאללה לזכור שרונית חייבת לי 100": once the opener is off
		}
		if t := keepThat(s); t != s {
			s, changed = t, true // "hey, i need to remember that …": once the filler before it is off
		}
		if t := dropCourtesy(s); t != s {
			s, changed = t, true // "I hope you are well. …": once the salutation is off
		}
		if t := politeChange(s); t != s {
			s, changed = t, true // "now move it to 4", "it should be 10.30"
		}
		if t := mendRemember(s); t != s {
			s, changed = t, true // "יקירתי, תזכורי ש…": once the opening is off
		}
		if t := helpLeadOff(s); t != s {
			s, changed = t, true // "תעזור לי קצת, השבוע יש לנו …": the request after the help asked
		}
		if t := needToSchedule(s); t != s {
			s, changed = t, true // "I need to schedule a meeting … at 2", "אני צריך לקבוע פגישה … ב-14"
		}
		if t := plainRequest(s); t != s {
			s, changed = t, true // "note in my calendar that …", "what I have today?"
		}
		if t := heldLead(s); t != s {
			s, changed = t, true // "sorrry my bad, at 6": the lead with its letter held
		}
		for _, step := range []struct {
			re   *pattern
			flag *bool
		}{
			{reNoCorrection, &c.Denied},
			{reCorrectionLead, &c.Correction},
			{reWrongLead, &c.Denied},
			{reNoComma, &c.Denied},
			{reNahLead, &c.Denied},
			{reDismissLead, &c.Dismiss},
			{reLeadFiller, nil},
			{reGreetLead, nil},
			{reLostLine, nil},
			{reParticleLead, nil},
			{reWrapperEN, nil},
		} {
			if loc := step.re.FindStringIndex(lower(s)); loc != nil && loc[1] > 0 {
				if step.re == reCorrectionLead && repairNoun(lower(s), loc[1]) {
					continue // "תיקון הברז מחר ב-8": the repair, not a correction
				}
				if step.re == reWrongLead && (!strings.ContainsAny(s[:loc[1]], ",.!:;…-–—") || sighOpens(s)) && !changeOrWrongNext(lower(s[loc[1]:])) &&
					!changeLeadBeforeHour(lower(s[:loc[1]]), s[loc[1]:]) {
					continue // "wrong size jeans": a thing, not a correction
				}
				if step.re == reNahLead && !nahChange(lower(s[:loc[1]]), lower(s[loc[1]:])) {
					continue // "nah i'm good", "לא צריך": no change follows
				}
				if step.re == reLostLine && loc[1] == len(s) {
					continue // "my phone died.": nothing is said again
				}
				if step.re == reLeadFiller && tellsMe(s, loc[1]) {
					continue // "תגיד לי …" is a request to be told, not "say, …"
				}
				if step.re == reLeadFiller && (friendNoun(s, loc[1]) || ahKinName(s, loc[1])) {
					continue // "bestie birthday on friday": the friend's, not said to Memo
				}
				if step.re == reLeadFiller && capsName(s, loc[1]) {
					continue // "OH tue 2-4 every week": office hours, not a sigh
				}
				if step.re == reWrapperEN && reMindGerund.MatchString(lower(s)) {
					continue // "would you mind making it 11": read whole by politeChange
				}
				if step.re == reLeadFiller && anotherDeedSaid(s) {
					continue // "and one for checking the troughs": one more reminder, read whole by anotherOne
				}
				if step.re == reLeadFiller && isContinuation(s[:loc[1]]) {
					c.Continuation = true
				}
				if step.flag != nil {
					*step.flag = true
				}
				c.Denied = c.Denied || step.re == reCorrectionLead && saysNo(lower(s[:loc[1]])) // "no wait, 6", "לא רגע, 6"
				s = strings.TrimSpace(s[loc[1]:])
				changed = true
			}
		}
		ws, vav := s, false
		loc := reWrapperHE.FindStringIndex(lower(ws))
		if loc == nil && strings.HasPrefix(s, "ו") {
			ws, vav = s[len("ו"):], true // "ואודה לך אם תזכיר לי …": a wrapper after "and"
			loc = reWrapperHE.FindStringIndex(lower(ws))
		}
		if loc != nil && loc[1] > 0 {
			rest := strings.TrimSpace(ws[loc[1]:])
			if first, tail, _ := strings.Cut(rest, " "); heInfinitive[first] != "" {
				rest = strings.TrimSpace(heInfinitive[first] + " " + tail)
			} else if v, ok := strings.CutPrefix(first, "ש"); ok && heCommandVerbs[v] {
				rest = strings.TrimSpace(v + " " + tail) // "אבקש שתזכור …"
			} else if !startsWithHeCommand(rest) {
				rest = "" // "אפשר" before something else is not a wrapper
			}
			if rest != "" {
				s, changed = rest, true
				c.Continuation = c.Continuation || vav
			}
		}
		if g := reHeNeedYou.FindStringSubmatchIndex(s); g != nil {
			s, changed = strings.TrimSpace(s[g[2]:]), true
		}
		if t := reTellMeQuestionHE.ReplaceAllString(tellMeQuestion(s), "$1"); t != s {
			s, changed = t, true // "tell me what I have …", "תגידי לי מה …": the question
		}
		if t := tellMeAt(s); t != s {
			s, changed = t, true // "tell me at 6 to …": a reminder
		}
		if v, rest, ok := vavCommand(s); ok {
			s, changed, c.Continuation = v+rest, true, true
		}
		if t, ok, task := anotherOne(s); ok {
			s, changed, c.Continuation, c.Another = t, true, true, !task
		}
		// Trailing thanks and sign-offs.
		if loc := reTrailFiller.FindStringIndex(lower(s)); loc != nil && loc[0] > 0 && !namesWithEndearment(s[:loc[0]], s[loc[0]:]) && !thanksOfItem(s[:loc[0]], s[loc[0]:]) {
			t := codeMark(s, strings.TrimSpace(s[:loc[0]])) // "… Kfir2020! thanks": the code's own mark stays
			if cut := strings.TrimSpace(s[loc[0]:]); strings.HasPrefix(cut, "?") && strings.IndexFunc(cut, unicode.IsLetter) >= 0 {
				t += "?" // "did I save it? thanks": still asked
			}
			if t != s {
				s, changed = t, true
			}
		}
		if t := dropVoiceEnd(s); t != s && addressTags[lastWord(s)] {
			s, changed = t, true // "… in 10 min mate thxx": the word of address, once the thanks is off
		}
	}
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
	s = bareListHead(s)                                 // "רשימה שמן מנוע, פילטר אוויר, מגבים": the items, the name asked
	s = writeToldEvent(s)
	s = arranged(passiveSet(s))
	s = reWriteOnList.ReplaceAllString(s, "${1}תוסיף ל${2}${3}") // once the filler before it is off
	s = reSetUpList.ReplaceAllString(s, "create$1")
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
	s = listFirst(s)        // "grocery list add avocados"
	s = nagTail(s)          // "remind me at 5 to …, nag me till i confirm"
	s = nagEveryHour(s)     // "nudge me until i book the flights"
	s = needBuyList(s)      // "אני צריכה לקנות: באגט, חמאה", "need to buy for the party: chips, dip"
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
	s = strings.Trim(strings.TrimSpace(s), ",;:-–— ")
	c.Correction = c.Correction || c.Denied
	if c.Correction {
		s = correctedSaid(s) // "סליחה היא אמרה שלוש לא שתיים", "לא בעצם שני"
	}
	s = seriesToCalendar(s) // "… gym mon wed fri at 7, put it in my calendar": every one of them
	c.Text = s
	c.Dropped = s != orig
	return c
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

// reCommaAtEnd is a comma left before the closing mark once the word after
// it is taken off.
var reCommaAtEnd = compile(`\s*,\s*([.!?]*)$`)

// keepEdges replaces a politeness match by the separators around it.
func keepEdges(m string) string {
	out := ""
	if r := []rune(m); len(r) > 0 && !unicode.IsLetter(r[0]) {
		out += string(r[0])
	}
	if r := []rune(m); len(r) > 1 && !unicode.IsLetter(r[len(r)-1]) {
		out += string(r[len(r)-1])
	}
	if out == "" {
		return " "
	}
	return out
}

// isContinuation reports whether stripped opening filler said "and" or
// "also", so the message goes on from the last request.
func isContinuation(lead string) bool {
	w := toLower(strings.Trim(lead, " ,.!?:;…-–—"))
	switch w {
	case "and", "also", "and also", "plus", "oh and", "oh also", "and then", "then", "one more", "one more thing", "n", "oh n", "an'", "an also",
		"וגם", "גם", "ו", "ואז", "עוד משהו", "עוד דבר":
		return true
	}
	return false
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

// changeOrWrongNext reports whether low, what follows a wrongLead said with
// no mark, opens a change or says it was wrong, after a correction's
// opening or none: "aiyo make it 7", "alamak wrong lah, …", "aiya my bad,
// make it 7".
func changeOrWrongNext(low string) bool {
	if loc := reCorrectionLead.FindStringIndex(low); loc != nil {
		low = low[loc[1]:] // "aiya my bad, make it 7pm"; not "aiyo sorry actually is 4pm lah"
	}
	return reChangeOpen.MatchString(low) || reWrongLead.MatchString(low)
}

// sighOpens reports whether s opens with one of sighLead.
func sighOpens(s string) bool {
	w, _, _ := strings.Cut(lower(s), " ")
	return slices.Contains(sighLead, strings.TrimRight(w, ",.!:;…-–—"))
}
