package offline

import (
	"slices"
	"strings"
	"unicode"
)

// The second stage of Clean: the words around the request taken off in
// turn — openings (a greeting, "and", a correction's or a dismissal's
// lead, "could you", a wrapper of the request), what follows it (thanks,
// a sign-off, a word of address) — until none is left, each set of words
// taken off perhaps baring another ("hey, i need to remember that …").
// What the words said about the message is kept in the Cleaned flags.

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
	reChangeOpen = compile(`(?i)^(?:(?:make|change|move|push|shift|switch|set|put|bring)\s+(?:it|that|this)\s|(?:change|move|push|shift|switch)\s+to\s|(?:delete|cancel|remove|scrap)\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)(?:\s+(?:please|pls|plz))?[\s.!]*$)`)
	// reHeNeedYou is "אני צריך שתזכיר לי", "אני צריך שאתה תזכיר לי":
	// someone asked to do the request.
	reHeNeedYou = compile(`^(?:אני\s+)?(?:צריך|צריכה|רוצה|מבקש|מבקשת|אשמח|הייתי\s+רוצה)\s+ש(?:את[הםן]?\s+)?(ת\p{Hebrew}+)`)
)

// dropAround takes the words around the request off s, in turn until none
// is left, and sets c's flags by what they said (a correction, a "no", a
// dismissal, "and", one more).
func (c *Cleaned) dropAround(s string) string {
	greeted := "" // the greeting taken off: a word of address after it is said to Memo ("שלום בני …")
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
				if step.re == reLeadFiller && (friendNoun(s, loc[1], greeted) || ahKinName(s, loc[1])) {
					continue // "bestie birthday on friday": the friend's, not said to Memo
				}
				if step.re == reLeadFiller && !nuOpens(s, loc[1]) {
					continue // "Nu Skin on friday": a name's word
				}
				if step.re == reLeadFiller && capsName(s, loc[1]) {
					continue // "OH tue 2-4 every week": office hours, not a sigh
				}
				if step.re == reWrapperEN && reMindGerund.MatchString(lower(s)) {
					continue // "would you mind making it 11": read whole by politeChange
				}
				if step.re == reLeadFiller && (anotherDeedSaid(s) || moreOfKept(s, loc[1])) {
					continue // "and one for checking the troughs", "ועוד אחד לשרה", "ועוד 10 דקות": one more, read whole
				}
				if step.re == reLeadFiller && isContinuation(s[:loc[1]]) {
					c.Continuation = true
				}
				if step.flag != nil {
					*step.flag = true
				}
				c.Denied = c.Denied || step.re == reCorrectionLead && saysNo(lower(s[:loc[1]])) // "no wait, 6", "לא רגע, 6"
				if lead := strings.Trim(s[:loc[1]], " ,.!?"); (step.re == reLeadFiller || step.re == reGreetLead) && greets(lead) {
					greeted = toLower(lead)
				}
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
			} else if m := reWrapperHE.FindStringIndex(lower(rest)); m != nil && m[1] > 0 {
				// "אשמח אם תוכלי לקבוע לי …": one wrapper inside another; the
				// next turn of the loop peels the inner one or leaves it.
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
				s = dropParticles(s) // "… tonight ha cheers": the particle, once the thanks is off
			}
		}
		if t := dropVoiceEnd(s); t != s && (addressTags[lastWord(s)] || addressNouns[lastWord(s)]) {
			s, changed = t, true // "… in 10 min mate thxx": the word of address, once the thanks is off
		}
	}
	return s
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
	return slices.Contains(continuationOpeners, w)
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
