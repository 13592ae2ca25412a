package offline

import "strings"

// A length said right after the command to remind, with no "in" or
// "בעוד" before it, is how long from now: "remind 20 min call back the
// supplier", "remind me 20 min to call back", "ping me an hour to check
// the oven", "תזכיר 20 דק להתקשר", "תזכירי לי חצי שעה לצאת", and after
// the noun ("set a reminder 10 min to stir", "נא להגדיר תזכורת חצי שעה
// להשקות"), with a
// "please" after the command or not ("תזכיר לי בבקשה שעתיים …"). A length
// followed by a word that says before or after ("remind me 20 min before
// the meeting": a lead; "20 min after the call") keeps its reading, and
// one said inside the thing ("remind me to run 20 min") is the thing's.

var (
	// reLengthNowEN is the command and the length after it: group 1 ends
	// where "in" goes.
	reLengthNowEN = compile(`(?i)((?:^|[\s,.:;!])(?:remind|ping|reminder)(?:\s+me)?(?:\s+(?:please|pls|plz))?)\s+(?:` + leadEN.counted + `)(?:\s|$|[,.!?])`)
	// reLengthNowHE is the same in Hebrew: "תזכיר (לי) 20 דק".
	reLengthNowHE = compile(`((?:^|[\s,.:;!])(?:תזכיר|תזכירי|תזכורת)(?:\s+(?:לי|בבקשה))*)\s+(?:` + leadHE.counted +
		`|\d+\s*דק|חצי\s+שעה|רבע\s+שעה|שעתיים\s+וחצי|שעתיים|שעה\s+ורבע|שעה\s+וחצי|שעה|דקה)(?:\s|$|[,.!?])`)
	// reLengthThen is what after a length makes it no length from now:
	// a lead ("before", "לפני"), a time after something ("after", "from
	// now" said already), or the unit going on ("20 minutes' walk").
	reLengthThen = compile(`(?i)^(?:before|ahead|earlier|prior|in\s+advance|after|later|from|past|early|late|long|לפני|מראש|קודם|אחרי|אחר|מעכשיו|מהיום|מוקדם|מאוחר|ו)(?:\s|$|[,.!?])`)
)

// reLaterFromNow is "later" said after a length from the command to
// remind, before the deed or nothing ("remind me 2 hour later call
// landlord"): from now, as learners of English say it; "later than" and
// "later on" compare or place, and stay.
var reLaterFromNow = compile(`^later(?:[\s,]+(?:to\s+)?[a-z]|[.!]*$)`)

// lengthFromNow puts "in" ("בעוד") before a length said right after the
// command to remind.
func lengthFromNow(s string) string {
	for _, l := range []struct {
		rx *pattern
		in string
	}{{reLengthNowEN, "in"}, {reLengthNowHE, "בעוד"}} {
		g := l.rx.FindStringSubmatchIndex(s)
		if g == nil {
			continue
		}
		after := trimLeftSpace(s[g[1]:])
		if l.in == "in" && reLaterFromNow.MatchString(lower(after)) && !containsAny(lower(after), "later than", "later on", "later that") && !strings.ContainsAny(s[g[3]:g[1]], ",.!?") {
			// "remind me 2 hour later call landlord": later than now, in two hours.
			rest := trimLeftSpace(after[len("later"):])
			return strings.TrimSpace(s[:g[3]] + " in" + strings.TrimRight(s[g[3]:g[1]], " ") + " " + rest)
		}
		if reLengthThen.MatchString(lower(after)) {
			return s
		}
		if t := lower(trimLeftSpace(s[g[3]:])); strings.HasPrefix(t, "2day") && (len(t) == 4 || t[4] < 'a' || t[4] > 'z') {
			return s // "remind me 2day": today, texted, not two days
		}
		in := l.in
		if w := lower(s[g[2]:g[3]]); strings.HasSuffix(w, "remind") || strings.HasSuffix(w, "ping") {
			in = "me " + in // "remind an hour …": the command is to the user
		}
		return s[:g[3]] + " " + in + s[g[3]:]
	}
	return s
}

// isSpaceByte reports whether b is a blank.
func isSpaceByte(b byte) bool { return b == ' ' || b == '\t' || b == '\n' }

// trimLeftSpace is s without the blanks it opens with.
func trimLeftSpace(s string) string {
	for len(s) > 0 && isSpaceByte(s[0]) {
		s = s[1:]
	}
	return s
}

// A reminder measured by its length, as a timer is: "set a 10 minute
// reminder to turn off the stove", "an hour reminder to check the oven",
// "תשים לי תזכורת של 10 דקות לכבות את הגז". The length is how long from
// now. Said with a word of before ("a 10 minute reminder before the
// meeting", "תזכורת של 10 דקות לפני הפגישה") it is a lead, and stays.

var (
	// reLengthReminderEN is "a 10 minute reminder": group 1 the length.
	reLengthReminderEN = compile(`(?i)\ban?\s+((?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty[\s-]five|ninety)[\s-]?` +
		`(?:minutes?|mins?|hours?|hrs?)|half[\s-]hour|hour)\s+reminder\b`)
	// reLengthReminderHE is "תזכורת של 10 דקות": group 1 the length.
	reLengthReminderHE = compile(`תזכורת\s+של\s+(\d+\s*(?:דקות|דק'|שעות)|חצי\s+שעה|רבע\s+שעה|שעה|שעתיים)(?:\s|$|[,.!?])`)
	// reLeadAhead is a word of before after the length.
	reLeadAhead = compile(`(?i)(?:^|\s)(?:before|ahead|prior|earlier|in\s+advance|לפני|מראש|קודם)(?:\s|$|[,.!?])`)
)

// lengthReminder reads a reminder measured by its length as one that
// long from now (see above); any other text is returned as it is.
func lengthReminder(s string) string {
	if strings.Contains(s, "reminder") {
		if g := reLengthReminderEN.FindStringSubmatchIndex(s); g != nil && !reLeadAhead.MatchString(s[g[1]:]) {
			amount := strings.Replace(s[g[2]:g[3]], "-", " ", 1)
			switch toLower(amount) {
			case "hour":
				amount = "an hour"
			case "half hour", "half-hour":
				amount = "half an hour"
			}
			return s[:g[0]] + "a reminder in " + amount + s[g[1]:]
		}
	}
	if strings.Contains(s, "תזכורת של") {
		if g := reLengthReminderHE.FindStringSubmatchIndex(s); g != nil && !reLeadAhead.MatchString(s[g[3]:]) {
			return s[:g[0]] + "תזכורת בעוד " + s[g[2]:]
		}
	}
	return s
}
