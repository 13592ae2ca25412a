package offline

import "strings"

// A length said right after the command to remind, with no "in" or
// "בעוד" before it, is how long from now: "remind 20 min call back the
// supplier", "remind me 20 min to call back", "ping me an hour to check
// the oven", "תזכיר 20 דק להתקשר", "תזכירי לי חצי שעה לצאת". A length
// followed by a word that says before or after ("remind me 20 min before
// the meeting": a lead; "20 min after the call") keeps its reading, and
// one said inside the thing ("remind me to run 20 min") is the thing's.

var (
	// reLengthNowEN is the command and the length after it: group 1 ends
	// where "in" goes.
	reLengthNowEN = compile(`(?i)((?:^|[\s,.:;!])(?:remind|ping)(?:\s+me)?)\s+(?:` + leadEN.counted + `)(?:\s|$|[,.!?])`)
	// reLengthNowHE is the same in Hebrew: "תזכיר (לי) 20 דק".
	reLengthNowHE = compile(`((?:^|[\s,.:;!])(?:תזכיר|תזכירי)(?:\s+לי)?)\s+(?:` + leadHE.counted +
		`|\d+\s*דק|חצי\s+שעה|רבע\s+שעה|שעתיים\s+וחצי|שעתיים|שעה\s+ורבע|שעה\s+וחצי|שעה|דקה)(?:\s|$|[,.!?])`)
	// reLengthThen is what after a length makes it no length from now:
	// a lead ("before", "לפני"), a time after something ("after", "from
	// now" said already), or the unit going on ("20 minutes' walk").
	reLengthThen = compile(`(?i)^(?:before|ahead|earlier|prior|in\s+advance|after|later|from|past|early|late|long|לפני|מראש|קודם|אחרי|אחר|מעכשיו|מהיום|מוקדם|מאוחר|ו)(?:\s|$|[,.!?])`)
)

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
		if reLengthThen.MatchString(lower(trimLeftSpace(s[g[1]:]))) {
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
