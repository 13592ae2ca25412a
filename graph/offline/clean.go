package offline

import (
	"strings"
	"unicode"

	"github.com/memo-assistant/memo/graph/timeparse"
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
	// reGreetingMark is a greeting word closed by a mark ("morning! …").
	reGreetingMark = compile(`(?i)^(?:morning|evening|afternoon|night|hiya|heya)\s*[!,.]+\s*`)
	// reIsh is "5ish", "noonish": about that time.
	reIsh = compile(`(?i)\b(\d{1,2}(?::\d{2})?(?:am|pm)?|noon|midnight|lunchtime)[\s-]?ish\b`)
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
//
// It works in three stages: the words mended and said as the readers
// after it read them, and politeness dropped (here); the words around the
// request taken off in turn, the flags set by what they said
// (dropAround, clean_around.go); and the closing words that are no request
// taken off, a request said after its thing written before it
// (askedAtEnd, clean_asked_end.go).
func Clean(text string) Cleaned {
	var c Cleaned
	s := dropSymbols(text)
	s = squeezeMarks(s)
	s = strings.TrimSpace(squeezeSpaces(s))
	s = dropLaughEnds(s) // "kkkk remind me …", "… at 9 ㅋㅋㅋ": before every closing word is read
	s = reSlipContraction.ReplaceAllString(s, "$1's$2")
	s = thisArvo(s)                       // "s'arvo": this afternoon
	s = shortEt(lexicon.MendTimeSlips(s)) // "בשאה 13:00", "בעוד שעתים", "תוריד ת'מצבר" (את המצבר): as spelt, for every reader after
	orig := s
	s = readDialect(s)                 // "rememba fi call mi madda", "add eggs to di shopping list"
	s = readPaRequest(s)               // "pa remind naman tomorrow 5am to …"
	s = readForeignRemind(s)           // "nikumbushe kesho …", "remind me recuérdame …"
	s = timeparse.HebrewDaysEN(s)      // "every motzei shabbat …", "what do i have yom rishon": as the English days
	s = dropCanOrNot(s)                // "… at 5 can or not", "can help me … or not": before the other closing words
	s = dropLeadBlessing(s)            // "בס״ד. תזכירלי …": the head mended is the request's
	s = readDialect(normalizeHead(s))  // "remindme fi …", "rappelle-moi fi …": the creole words read again after the head mended
	s = alsoAfterVerb(s)               // "תוסיף גם משימה …", "add also a task …"
	s = dropVoiceEnd(s)                // "… before my shift x", "… at 5 lah": the last word said, before all else
	s = dropSignOff(s)                 // "…. Regards, Sam", "… po. Many thanks. M.": before the particles at the end
	s = dropFarewellEnd(s)             // "… to call my mom cheers see ya", "… תודה ביי": a goodbye said after it
	if t := dropBlessings(s); t != s { // "תזכיר לי מחר בעזרת השם להתקשר לבנק", "… God willing"
		s = readDialect(normalizeHead(t)) // "God bless, remindme fi call mom …": the head mended once the blessing before it is gone
	}
	// "remid me …": the command mended before the chatter after its deed is judged.
	s = reTypo.ReplaceAllString(s, "remind")
	s = dropLaughEnds(dropFillers(s))  // "remind me in an hour to um call my wife back", "… ngl i'm so cooked", "… liao hahaha lowkey"
	s = dropRecurringLead(s)           // "recurring sync with eng leads every Tuesday at 10"
	s = dropVoiceEnd(s)                // "… call the bank xx ngl i'm so cooked": last once the chatter is off
	s = dropFarewellEnd(s)             // "… ביי נשיקות, אני גמורה": once the chatter is off
	s = dropCanOrNot(dropBlessings(s)) // "… or not lowkey", "… or not stay blessed, im dead lol": once the filler after it is off
	s = dropParticles(s)               // "… every 15th po", "Remember po my …", "done na, thank you"
	s = thatDay(s)                     // "remind me tomorrow to call him at 10am that day"
	s = reTypoReminder.ReplaceAllString(s, "reminder")
	s = reShortRemember.ReplaceAllString(reShortRemindMe.ReplaceAllString(s, "remind me"), "remember")
	s = reShortWeekday.ReplaceAllString(s, "weekday$1")
	s = reTypo.ReplaceAllString(s, "remind")
	s = mendRmd(s)
	s = twoForTo(s)
	s = reTypoHE.ReplaceAllString(s, "${1}${2}תזכיר לי$3")
	s = reSameHourSlip.ReplaceAllString(s, "${1}${2}אותה${3}${4}")
	s = reMarkDeedHE.ReplaceAllString(s, "$1")
	s = thanksThen(s)       // "תודה, ותזכירי לי גם בחמש …"
	s = noteHeading(s)      // "לזכור: …", "לזכור ש…"
	s = infinitiveAsk(s)    // "להוסיף משימה …"
	s = pleaseInfinitive(s) // "בבקשה לקבוע לי פגישה …"
	s = reReminderLoanHE.ReplaceAllString(s, "${1}${2}תזכורת$3")
	s = reRemindersLoanHE.ReplaceAllString(s, "${1}${2}תזכורות$3")
	s = reminderMe(s)      // "תזכורת לי עוד שעה לתדלק", "reminder me at 5 to …"
	s = helpMeVerb(s)      // "can you help me record meeting with Sam …": the command asked
	s = writeDownDated(s)  // "write down dentist tomorrow at 4"
	s = labelFree(s)       // "work reminder: …", "תזכורת חשובה: …"
	s = remindMe(s)        // "… fri remind 11a", "… ביום שלישי ב6 תזכיר"
	s = remindConnector(s) // "remind me make I call …", "remind me so that I call …"
	s = changeSaid(s)      // "לא, זה ביום שלישי. תשני בבקשה", "it move to 20:30"
	s = toldYearly(s)      // "Noa's birthday is march 3rd, remind me every year"
	s = reRemindSelf.ReplaceAllString(s, "${1}${2} לי$3")
	s = reRememberForMe.ReplaceAllString(s, "${1}${2}תזכיר לי $3")
	s = rememberForMeAt(s)
	s = atTheHour(rememberMeTo(s)) // "Remember me every Monday at the 9 to pay the rent"
	s = learnerCommand(s)          // "אתה תזכיר אותי …", "תזכיר אני לקחת כדור", "you remind me to …"
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
	s = objectFirst(s)      // "את הפגישה עם עורך הדין, תזיז אותה ליום שלישי": once "בבקשה" is off
	s = moveVerbForm(s)     // "mv it to 12", "הזז לשש", "prepone it to 4"
	s = c.dropAround(s)     // the words around the request, in turn, its flags set (clean_around.go)
	s = askedAtEnd(s, keep) // a request said after its thing, written before it (clean_asked_end.go)
	s = strings.Trim(strings.TrimSpace(s), ",;:-–— ")
	s, c.Correction = saidLast(s, c.Correction) // "מתוקה, בשש דווקא": once the endearment is off
	c.Correction = c.Correction || c.Denied
	if c.Correction {
		s = correctedSaid(s) // "סליחה היא אמרה שלוש לא שתיים", "לא בעצם שני"
	}
	s = seriesToCalendar(s) // "… gym mon wed fri at 7, put it in my calendar": every one of them
	c.Text = s
	c.Dropped = s != orig
	return c
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
