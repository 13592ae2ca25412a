package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// An event the user tells of, their own or of no one, with its time and
// no command: "שבוע הבא יש לי צו מילואים ביום שלישי ב-8", "כל שבועיים
// ביום חמישי יש לי יציאה הביתה ב-14:00", "היום ב-3 מגיע טכנאי", "ביום
// שישי בעשר אני לוקחת את הילדים לספריה", "כל יום בתשע וחצי יש daily
// sync", "we're going up north on friday at 8". The time may come before
// the telling as well as after it; the words that tell it ("יש לי", "I
// have", "אני", "we're") are no part of its title. What one must or wants
// to do ("I need to call the bank", "אני צריך להתקשר") is a reminder, read
// elsewhere; what one has that does not happen ("יש לי רעיון", "I have a
// headache since 8") is not read.

// selfForm is how an event of one's own is told.
type selfForm int

const (
	selfHave    selfForm = iota + 1 // "יש לי", "I have": what one has
	selfThere                       // "יש", "there's": what there is
	selfDoing                       // "אני לוקחת", "we're going": what one does
	selfArrives                     // "מגיע טכנאי": who or what comes
	selfDeed                        // "יש לי לקנות חלב": a deed, a reminder
	selfNot                         // "יש לי רעיון": what one has, no thing that happens
)

// reSelfLead is the telling of an event of one's own or of no one, where
// it may stand after the time: "יש לי", "I've got", "יש", "אני", "we're",
// "מגיע"; "נקבע (לי)", "was set", tells what one has too ("נקבע דיון …").
var reSelfLead = compile(`(?i)(?:^|\s)((?:i'?ve\s+got|i\s+have\s+got|i\s+have|ive\s+got|we\s+have|we'?ve\s+got)|` +
	`(?:there'?s|there\s+is)|(?:we'?re|we\s+are|i'?m|i\s+am)|` +
	`(?:ו?(?:גם\s+)?יש\s*(?:לי|לנו)|(?:לי|לנו)\s+יש)|ו?` + wasSetForHE + `|יש|(?:אני|אנחנו)|(?:מגיע|מגיעה|מגיעים|מגיעות|באים|באה|באות))(?:\s+|$)`)

// selfModal are the words after "אני"/"I'm" that tell what one must, may,
// wants or thinks, not what happens: "אני צריך להתקשר" is a reminder.
var selfModal = wordSet(`צריך צריכה צריכים צריכות חייב חייבת חייבים חייבות רוצה רוצים רוצות יכול יכולה יכולים יכולות
	אמור אמורה אמורים אמורות מתכנן מתכננת מתכננים מקווה מקווים חושב חושבת חושבים מרגיש מרגישה מרגישים זוכר זוכרת
	יודע יודעת יודעים לא עדיין כבר ממש פשוט גם תמיד שוב מת מתה עייף עייפה חולה
	planning thinking trying hoping supposed feeling wondering considering looking waiting dying sick not still also just so always`)

// selfArrive are the Hebrew present forms that carry a time of their own
// without "ב" ("אני טס", "אנחנו באים"): hollow verbs the pattern of the
// others does not show.
var selfArrive = wordSet(`טס טסה טסים טסות בא באה באים באות רץ רצה רצים קם קמה קמים שר שרה שרים עף עפה עפים`)

// toldOfSelf reads text as an event told of oneself or of no one: the
// text to make it from (its times and what happens, without the telling),
// its form, and whether text is one. The telling must open the text once
// its times and repetition are cut ("שבוע הבא יש לי … ביום שלישי ב-8").
func (m *message) toldOfSelf(text string) (string, selfForm, bool) {
	low := lower(text)
	if len(low) != len(text) || !strings.ContainsAny(low, "ihwtיאמב") || !reSelfLead.MatchString(low) {
		return "", 0, false
	}
	lead, ok := m.leadAfterWhen(text)
	if !ok {
		return "", 0, false
	}
	for _, g := range reSelfLead.FindAllStringSubmatchIndex(low, -1) {
		if oneSpace(low[g[2]:g[3]]) != lead {
			continue
		}
		form, title, ok := m.selfThing(lead, strings.TrimSpace(text[g[1]:]))
		if !ok {
			return "", form, false
		}
		return strings.TrimSpace(strings.TrimSpace(text[:g[2]]) + " " + title), form, true
	}
	return "", 0, false
}

// leadAfterWhen returns the telling that opens text once its repetition
// and its times are cut, its words joined by single spaces.
func (m *message) leadAfterWhen(text string) (string, bool) {
	rest := text
	if _, cut, err := m.readRecurrence(text); err == nil {
		rest = cut
	}
	rest = reAllDay.ReplaceAllString(lower(m.remainder(rest)), " ")
	rest = strings.TrimLeft(rest, " ,;:-–—")
	g := reSelfLead.FindStringSubmatchIndex(rest)
	if g == nil || strings.TrimSpace(rest[:g[2]]) != "" {
		return "", false
	}
	return oneSpace(rest[g[2]:g[3]]), true
}

// selfThing reads what follows the telling lead: the title's words, as
// the text keeps them with their times, and whether they tell an event.
func (m *message) selfThing(lead, rest string) (selfForm, string, bool) {
	thing := rest
	if r, found, err := timeparse.Parse(rest, m.now(), m.loc()); err == nil && found {
		thing = r.Remainder(rest)
	}
	thing = strings.TrimSpace(reAllDay.ReplaceAllString(thing, " "))
	for _, also := range []string{"גם ", "also ", "Also "} {
		thing = strings.TrimSpace(strings.TrimPrefix(thing, also)) // "ויש לי גם זמן": what is had is "זמן"
	}
	ws := strings.Fields(lower(thing))
	if len(ws) == 0 {
		return 0, "", false
	}
	first := strings.Trim(ws[0], ",.!?:;")
	second := ""
	if len(ws) > 1 {
		second = strings.Trim(ws[1], ",.!?:;")
	}
	switch lead {
	case "יש", "there's", "theres", "there is":
		if lead == "יש" && !(leadsWithEvent(thing) && !reHaveState.MatchString(lower(thing))) {
			return selfNot, "", false // "ביום שני ב-9 יש גשם"
		}
		return selfThere, rest, leadsWithEvent(thing) && !reHaveState.MatchString(lower(thing))
	case "אני", "אנחנו":
		switch {
		case (selfModal[first] || strings.HasPrefix(first, "הולכ") || first == "הולך") && heInfinitiveVerb(second):
			return selfDeed, fromWord(rest, second), true // "אני הולך לקנות חלב": a reminder to buy milk
		case strings.HasPrefix(first, "ב") && !heDoing(first):
			return 0, "", false // "אני במשמרת בוקר": read as what one is at
		case selfModal[first] || !heDoing(first):
			return selfNot, "", false // "אני אתקשר", "אני חולה", "אני והילדים"
		}
		return selfDoing, rest, true
	case "we're", "were", "we are", "i'm", "im", "i am":
		if (first == "going" || selfModal[first]) && second == "to" && !goingToPlace(ws[2:]) {
			return selfDeed, fromWord(rest, ws[2]), true // "I'm going to call mom": a reminder to call mom
		}
		if !strings.HasSuffix(first, "ing") || selfModal[first] {
			return 0, "", false
		}
		if first == "having" && len(ws) > 1 {
			rest = strings.TrimSpace(rest[strings.Index(lower(rest), "having")+len("having"):]) // "we're having dinner": dinner
		}
		return selfDoing, rest, true
	case "מגיע", "מגיעה", "מגיעים", "מגיעות", "באים", "באה", "באות":
		if notSomeone[first] || heInfinitiveVerb(first) || strings.HasPrefix(first, "ל") && len(ws) == 1 {
			return selfNot, "", false // "מגיע לי החזר", "מגיע להתקשר"
		}
		return selfArrives, lead + " " + rest, true
	}
	if heInfinitiveVerb(first) {
		return selfDeed, rest, true // "יש לי לקנות חלב": a deed
	}
	if reHaveNoThing.MatchString(thing) || reHaveState.MatchString(lower(thing)) || first[0] >= '0' && first[0] <= '9' && !numberedEvent(ws) || ailment(ws) {
		return selfNot, "", false // "יש לי רעיון", "I have 3 kids"
	}
	if toldDeedDone(ws) {
		return selfNot, "", false // "I have watered them already this afternoon": a deed told done
	}
	if taskVerbEN[first] && !eventSetEN[first+" with"] && second != "עם" {
		return 0, "", false
	}
	return selfHave, rest, true
}

// toldDeedDone reports whether ws, the words after "I have", tell a deed
// of one's own already done, in the perfect: a past participle ("watered",
// "called", "paid") with a pronoun after it or "already" in the words:
// "I have watered them already this afternoon". Such a message reports;
// it makes no new event. An adjective before a thing ("I have advanced
// yoga at 6") is none.
func toldDeedDone(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	first := strings.Trim(ws[0], ",.!?:;")
	participle := len(first) >= 5 && strings.HasSuffix(first, "ed") && !strings.HasSuffix(first, "eed") || pastParticiples[first]
	if !participle {
		return false
	}
	switch strings.Trim(ws[1], ",.!?:;") {
	case "them", "it", "him", "her", "that", "this", "already", "everything", "all":
		return true
	}
	for _, w := range ws {
		if strings.Trim(w, ",.!?:;") == "already" {
			return true
		}
	}
	return false
}

// pastParticiples are English past participles not made with -ed.
var pastParticiples = wordSet(`done taken made paid sent bought brought gone given written eaten found fed put told sold driven`)

// heDoing reports whether w, after "אני" or "אנחנו", may be a verb in the
// present: "לוקחת", "נוסעים", "מתחיל", "טס". A future ("אתקשר"), a place
// ("בבית") or a noun is not.
func heDoing(w string) bool {
	if selfArrive[w] {
		return true
	}
	rs := []rune(w)
	if len(rs) < 3 || !hebrewText(w) {
		return false
	}
	switch rs[0] {
	case 'א':
		return false // "אתקשר", "אקנה": what one will do
	case 'מ':
		return true // "מגיע", "מתחילה", "מסיעים"
	}
	return rs[1] == 'ו' && len(rs) >= 4 // "לוקח", "נוסעת", "הולכים"; not "במשמרת", "ודני"
}

// goingToPlace reports whether the words after "going to" name where one
// goes ("the dentist", "Haifa"), not a deed ("call mom", "be late").
func goingToPlace(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	w := strings.Trim(ws[0], ",.!?:;")
	switch w {
	case "the", "a", "an", "my", "our", "his", "her", "their", "see", "visit":
		return true
	}
	return !taskVerbEN[w] && w != "be" && w != "have" && w != "get" && w != "do" && w != "go" && w != "make" && w != "try"
}

// createSelfEvent makes the event told of oneself or of no one from text,
// its times and what happens. A clause of one's own after it ("I have a
// meeting at 9 and I need to prepare") is more than the event, and the
// message is not read.
func (m *message) createSelfEvent(text string) ([]memo.Step, bool, error) {
	steps, err := m.createEvent(text)
	if err == nil && len(steps) == 1 && steps[0].Calendar != nil && len(steps[0].Calendar.Drafts) == 1 &&
		reOtherClause.MatchString(lower(steps[0].Calendar.Drafts[0].Summary)) {
		return nil, false, nil
	}
	return steps, true, err
}

// toldEventDay reports whether self, an event one has or there is, told
// without its telling ("a dentist appointment on friday" of "I have a
// dentist appointment on friday", "מחר מבחן" of "מחר יש לי מבחן"), is a
// thing that happens at an hour (see eventDay) on a day said with no hour:
// its hour is asked, as it is of the thing named alone ("dentist
// appointment on friday") or after "I've got", which cleaning takes off.
func (m *message) toldEventDay(form selfForm, self string) bool {
	if form != selfHave && form != selfThere {
		return false // "we're going up north on friday": a deed, no hour asked
	}
	req := m.req
	req.Text = self
	n := newMessage(req)
	n.part, n.place = m.part, m.place
	r, found, err := timeparse.Parse(n.raw, n.now(), n.loc())
	return err == nil && found && !r.HasTime && n.eventDayOf(r, r.Remainder(n.raw), leadsWithEvent)
}

// remainder is text without its times.
func (m *message) remainder(text string) string {
	if r, found, err := timeparse.Parse(text, m.now(), m.loc()); err == nil && found {
		return r.Remainder(text)
	}
	return text
}

// allDayLater reports whether a message with a day after today and no
// hour says the whole day ("ביום חמישי יש לי offsite כל היום", "Editing
// day Friday, all day"), of a thing rather than a deed ("call mom friday
// all day"). Today's "all day" tells how one has been, not what happens.
func (m *message) allDayLater(r timeparse.Result, rest string) bool {
	if !r.HasDate || !reAllDay.MatchString(lower(rest)) || !r.Time.After(startOfDay(m).AddDate(0, 0, 1).Add(-time.Second)) {
		return false
	}
	ws := strings.Fields(lower(CleanTitle(reAllDay.ReplaceAllString(lower(rest), " "))))
	if len(ws) == 0 {
		return false
	}
	first := strings.Trim(ws[0], ",.!?:;")
	return !taskVerbEN[first] && !heInfinitiveVerb(first) && !startsWithHeCommand(rest)
}

// haveDeed reads "יש לי לקנות חלב מחר ב-5", "I'm going to call mom at 5",
// a deed one has or means to do, as the reminder asked for with it: text
// is the message without its telling ("יש לי", "I'm going to").
func (m *message) haveDeed(text string) ([]memo.Step, bool, error) {
	req := m.req
	req.Text = "remind me to " + text
	if hebrewText(text) {
		req.Text = "תזכיר לי " + text
	}
	return matchTaskCreate(newMessage(req))
}

// fromWord is s from its first word that is w, said in any case; s when
// no word is.
func fromWord(s, w string) string {
	low := lower(s)
	if len(low) != len(s) {
		return s
	}
	for i := 0; i < len(low); {
		j := strings.IndexByte(low[i:], ' ')
		word := low[i:]
		if j >= 0 {
			word = low[i : i+j]
		}
		if strings.Trim(word, ",.!?:;") == w {
			return s[i:]
		}
		if j < 0 {
			break
		}
		i += j + 1
	}
	return s
}

// selfAilments are what one has that is how one is, not a thing that
// happens: "יש לי חום מחר", "I have a headache all day tomorrow".
var selfAilments = wordSet(`headache migraine fever cold flu cough stomachache toothache backache sore rash allergy allergies
	חום כאב כאבי מיגרנה שפעת צינון הצטננות שיעול בחילה בחילות פריחה אלרגיה סחרחורת`)

// ailment reports whether ws, what one says one has, opens with an
// ailment, after "a" or "an".
func ailment(ws []string) bool {
	for _, w := range ws {
		w = strings.Trim(w, ",.!?:;")
		if w == "a" || w == "an" || w == "bad" || w == "terrible" {
			continue
		}
		return selfAilments[w]
	}
	return false
}

// numberedEvent reports whether ws, what one has, opens with an event's
// name written with digits ("1:1", "1on1", "1 on 1", "1-on-1"), a meeting
// and no count of things ("יש לי 3 ילדים") nor an hour.
func numberedEvent(ws []string) bool {
	first := strings.Trim(ws[0], ",.!?:;")
	return eventSetEN[first] || len(ws) > 2 && eventSetEN[first+" "+ws[1]+" "+strings.Trim(ws[2], ",.!?:;")]
}
