package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

var (
	reDigestEN = re(`\b(?:summary|digest|brief|briefing|rundown|recap|morning (?:summary|update|message|report|overview))\b`)
	reDigestHE = re(`(?:סיכום|תקציר|עדכון|הודעת|תדריך)\s*(?:ה)?(?:בוקר|יומי)|(?:^|\s)(?:את\s+)?ה?(?:סיכום|תקציר|תדריך)(?:\s|$)`)
	// reDigestLed is a message that opens with the digest itself: "daily
	// summary at 6:45", "can the morning briefing come at 9", "הסיכום
	// היומי ב-7 במקום".
	reDigestLed = re(`^(?:(?:can|could|would|will)\s+)?(?:(?:the|my|your)\s+)?(?:(?:daily|morning|day'?s|everyday)\s+)?(?:summary|digest|briefing|brief|rundown|recap)\b|` +
		`^(?:את\s+)?ה?(?:סיכום|תקציר|תדריך)(?:\s+ה?(?:בוקר|יומי))?(?:\s|$)`)
	// digestWords are the words that may stand beside the digest and its
	// time in a message that opens with it.
	digestWords = wordSet(`can could would will the my your daily morning day's days everyday summary digest briefing brief
		rundown recap come comes arrive arrives be sent send get it should instead not earlier later than that at to from
		now on each every day please pls i want like rather
		את ה הסיכום סיכום היומי יומי הבוקר בוקר התקציר תקציר התדריך תדריך במקום שיגיע שיהיה יגיע יהיה לא מוקדם יותר
		מאוחר כל יום ב בשעה אפשר בבקשה רוצה אני שישלח תשלח`)
	reDigestVb = re(`^(?:please\s+)?(?:send|give|move|change|set|schedule|make|deliver|switch|shift|push|i want|i'?d like|can i (?:get|have)|could i (?:get|have)|get me|` +
		`תשלח|שלח|תשלחי|שלחי|תעביר|תעבירי|תזיז|תזיזי|תקבע|תקבעי|קבע|קבעי|תשנה|תשני|שנה|אני רוצה|אפשר לקבל|תעבור|תעברי)\b`)
	// reDigestName is the digest's own name, whose "morning" is no time:
	// "the morning summary", "סיכום הבוקר", "התדריך היומי".
	reDigestName = re(`\b(?:morning|daily)\s+(?:summary|digest|briefing|brief|update|message|report|overview|rundown|recap)\b|` +
		`(?:סיכום|תקציר|עדכון|הודעת|תדריך)\s*(?:של\s+)?ה?(?:בוקר|יומי)`)

	reStopEN = re(`^(?:please\s+)?(?:stop|quit|cancel|no more)\s+(?:reminding|nagging|bugging|pinging)\s+me\s+(?:about\s+|to\s+|of\s+)?(.+)$|^(?:please\s+)?stop\s+(?:the\s+)?(.+?)\s+(?:reminders?|nudges?)$|` +
		`^(?:please\s+)?(?:stop|turn\s+off|no\s+more)\s+(?:the\s+|my\s+)?(?:reminders?|nudges?)\s+(?:about|for|to|of)\s+(.+)$|` +
		`^(?:please\s+)?no\s+more\s+(?:the\s+|my\s+)?(.+?)\s+(?:reminders?|nudges?)$`)
	reStopHE = re(`^(?:תפסיק|תפסיקי|הפסק|די|מספיק)\s+(?:להזכיר|לנדנד|להציק)\s+(?:לי\s+)?(?:על\s+|ל|את\s+)?(.+)$|` +
		`^(?:תפסיק|תפסיקי|הפסק|תעצור|תעצרי|די|מספיק|בלי)\s+(?:עם\s+)?(?:את\s+)?(?:ה)?(?:תזכורת|תזכורות)\s+(?:של\s+|על\s+|ל)?(.+)$`)
)

// matchDigestTime reads "send me the summary at 7:30" / "שלח לי את הסיכום
// ב-7:30": the time of the morning digest.
func matchDigestTime(m *message) ([]memo.Step, bool, error) {
	led := reDigestLed.MatchString(m.low)
	if !led && (!reDigestVb.MatchString(m.low) || !(reDigestEN.MatchString(m.low) || reDigestHE.MatchString(m.low))) {
		return nil, false, nil
	}
	said := digestUnnamed(m)
	r, found, err := timeparse.Parse(said, startOfDay(m), m.loc())
	if led && (err != nil || !found || !r.HasTime) {
		return nil, false, nil // "summary of the meeting" is something else
	}
	if err != nil {
		return nil, true, InvalidTime()
	}
	if y, mo, d := r.Time.In(m.loc()).Date(); found && r.HasDate && (led || y != m.now().Year() || mo != m.now().Month() || d != m.now().Day()) {
		// "קבע תדריך מחר 14:00": a briefing on a day is an event; the
		// digest comes every day. Said without a request to change it, a
		// briefing with its day, even today, is one too: "תדריך היום
		// ב1930", "briefing today at 7:30pm".
		return nil, false, nil
	}
	if led && !onlyWords(r.Remainder(said), digestWords) {
		// "summary report due friday at 5" opens with the word but asks
		// for something else: not guessed.
		return nil, true, memo.Refuse(memo.EInvalid, memo.WhyDigestHow, memo.Detail{})
	}
	if !found || !r.HasTime {
		return nil, true, memo.Refuse(memo.EInvalid, memo.WhyDigestTime, memo.Detail{})
	}
	hhmm := r.Time.In(m.loc()).Format("15:04")
	return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpSetDigestTime, Settings: &memo.SettingsArgs{DigestTime: hhmm}}}, true, nil
}

// digestUnnamed is the message with the digest's name taken out and a
// "to" an hour said as "at" it ("move the morning summary to 8",
// "תעבירי את סיכום הבוקר לשמונה": at eight), for its time to be read.
func digestUnnamed(m *message) string {
	said := m.raw
	if loc := reDigestName.FindStringIndex(m.low); loc != nil && len(m.low) == len(m.raw) {
		said = oneSpace(said[:loc[0]] + " " + said[loc[1]:])
	}
	ws := strings.Fields(said)
	for i, w := range ws {
		if toLower(w) == "to" && i+1 < len(ws) {
			at, _ := atForm(w + " " + ws[i+1])
			if r, found, err := timeparse.Parse(at, startOfDay(m), m.loc()); err == nil && found && r.HasTime {
				ws[i] = "at" // "move the morning summary to 8"
			}
			continue
		}
		at, ok := atForm(w)
		if !ok {
			continue
		}
		if r, found, err := timeparse.Parse(at, startOfDay(m), m.loc()); err == nil && found && r.HasTime && r.Remainder(at) == "" {
			ws[i] = at // "לשמונה", "ל-7:30"
		}
	}
	return strings.Join(ws, " ")
}

// reDigestStop stops the morning digest: "stop sending me the morning
// summary", "no more daily digest", "turn off the summary", "תפסיק לשלוח
// לי את סיכום הבוקר", "בלי סיכום בוקר". The digest ends the message, so
// "cancel the summary meeting" is not one.
var reDigestStop = re(`^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:stop|quit|cancel|disable|turn\s+off|switch\s+off|no\s+more|i\s+don'?t\s+(?:want|need)|unsubscribe\s+(?:me\s+)?from)` +
	`(?:\s+(?:sending|giving)(?:\s+me)?|\s+with)?(?:\s+(?:the|my|your|those|these))?(?:\s+(?:daily|morning|everyday))?\s+(?:summary|summaries|digest|digests|briefing|briefings|rundown|recap)` +
	`(?:\s+(?:messages?|emails?))?(?:\s+(?:anymore|any\s+more|every\s+morning|please|pls|thanks))*$|` +
	`^(?:(?:תפסיק|תפסיקי|הפסק|די|תבטל|תבטלי|בטל)(?:\s+(?:לשלוח|לשלוח\s+לי|עם|את))?|אני\s+לא\s+(?:רוצה|צריך|צריכה)(?:\s+יותר)?|לא\s+(?:צריך|רוצה)(?:\s+יותר)?|בלי|בלי\s+יותר|אין\s+צורך\s+ב)` +
	`(?:\s+את)?\s+ה?(?:סיכום|סיכומי|תקציר|תדריך|עדכון)(?:\s+(?:ה?בוקר|ה?יומי))?(?:\s+(?:יותר|בבקשה|תודה))*$`)

// matchDigestStop reads a request to stop the morning digest.
func matchDigestStop(m *message) ([]memo.Step, bool, error) {
	if !m.matches(reDigestStop) {
		return nil, false, nil
	}
	return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpStopDigest, Settings: &memo.SettingsArgs{}}}, true, nil
}

// matchStopReminding reads "stop reminding me about water": it completes
// the task and ends its series (EndSeries), which ends its reminders and
// nudges.
func matchStopReminding(m *message) ([]memo.Step, bool, error) {
	for _, r := range []*pattern{reStopEN, reStopHE} {
		if g, ok := m.find(r); ok {
			said := strings.TrimSpace(firstOf(g[1:]))
			if thisOne[toLower(said)] {
				return m.stopFocus() // "stop this reminder", "תפסיקי את התזכורת הזאת"
			}
			names, idx := m.targets(said)
			return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: names, Indexes: idx, EndSeries: true})}, true, nil
		}
	}
	return nil, false, nil
}

// thisOne are the words that point at the reminder in focus in place of
// its name.
var thisOne = wordSet(`this that it these those one this-one הזאת הזו הזה האלה האלו זה זאת`)

// stopFocus stops the reminder in focus: one that repeats is completed
// with its series ended; one that does not is deleted, as "delete it"
// would. With none in focus, which one is not guessed.
func (m *message) stopFocus() ([]memo.Step, bool, error) {
	f := m.req.Focus
	switch {
	case f == nil || f.Kind != memo.FocusTask:
		return nil, false, nil
	case f.Recurring:
		return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{IDs: []string{f.ID}, EndSeries: true})}, true, nil
	}
	return deleteFocus(f), true, nil
}

// wordSet is lexicon.WordSet.
var wordSet = lexicon.WordSet

// onlyWords reports whether every word of s is in set.
func onlyWords(s string, set map[string]bool) bool {
	for _, w := range strings.FieldsFunc(toLower(s), func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == '!' || r == '?' || r == '-' || r == ':' || r == ';'
	}) {
		if !set[w] {
			return false
		}
	}
	return true
}

// reMakeThat opens a change of what was just set: "make that", "change it
// to", "תעשה את זה", "תשנה ל".
var reMakeThat = compile(`(?i)^(?:(?:make|change|move|set|switch)\s+(?:it|that|this)(?:\s+(?:to|for|at))?|` +
	`(?:תעשה|תעשי|תשנה|תשני|תזיז|תזיזי|תעביר|תעבירי)\s+(?:(?:את\s+)?(?:זה|אותו)\s+)?(?:ל|ל-)?)\s*`)

// digestAgain reads "make that 6:30", "תעשה את זה בשבע", or a correction
// with a time alone, right after the digest time was set: a new digest
// time.
func (m *message) digestAgain(text string, c Cleaned) ([]memo.Step, bool, error) {
	if m.lastTool() != memo.OpSetDigestTime {
		return nil, false, nil
	}
	rest := text
	if loc := reMakeThat.FindStringIndex(text); loc != nil && loc[1] > 0 {
		rest = text[loc[1]:]
	} else if !c.Correction {
		return nil, false, nil
	}
	if reBareNumber.MatchString(strings.TrimSpace(rest)) {
		rest = "at " + rest
	}
	r, found, err := timeparse.Parse(rest, startOfDay(m), m.loc())
	if err != nil || !found || !r.HasTime || r.HasDate || !onlyConnectives(r.Remainder(rest)) {
		return nil, false, nil
	}
	hhmm := r.Time.In(m.loc()).Format("15:04")
	return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpSetDigestTime, Settings: &memo.SettingsArgs{DigestTime: hhmm}}}, true, nil
}

// matchStay reads a stay in another time zone ("I'm in London until
// Friday", "תעביר אותי לשעון ניו יורק") or its end ("I'm back home").
func matchStay(m *message) ([]memo.Step, bool, error) {
	s, ok := readStay(m.raw, m.now(), m.loc())
	if !ok {
		return nil, false, nil
	}
	if s.Back {
		return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpZoneHome, Settings: &memo.SettingsArgs{}}}, true, nil
	}
	return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpSetZone,
		Settings: &memo.SettingsArgs{Zone: s.Zone, Place: s.Place, Until: s.Until}}}, true, nil
}

// wordSetWith is the set of set's words and the space-separated words of
// more: a word list that holds another and says more.
func wordSetWith(set map[string]bool, more string) map[string]bool {
	out := wordSet(more)
	for w := range set {
		out[w] = true
	}
	return out
}
