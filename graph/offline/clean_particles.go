package offline

import (
	"strings"
	"unicode"
)

// Filipino English closes and opens a request with particles of Tagalog:
// "po" (respect), "na" (already, now), "ha" (all right?), "pala" (so it
// is, said of a slip just seen), "naman" and "nga" (softening a request)
// and "na lang" (just, instead): "remind me to pay rent every 15th po",
// "drink water everyday ha", "done na, thank you", "oops Sunday pala",
// "make it 12 na lang", "remind me na lang to call ate …",
// "Remember po my employer's address is …". They are no word of the
// thing. As names they are capitalised and said where a thing is ("call
// Po", "the Ha Long trip", "Na'ama"), so only the lower-case particle is
// taken, and only where a particle stands: after the command words that
// open a request, or last after a time, a repetition or a closing word.

// particles are the Tagalog particles a request opens or closes with.
var particles = map[string]bool{"po": true, "na": true, "ha": true, "pala": true, "naman": true, "nga": true, "lang": true}

// reTagalogHead is a particle said right after the command ("remind me
// naman to …", "remnd me na lang to …", "add nga …"); "na" and "ha" alone
// there are too often a word ("remind me ha ha"), and "po" is read above.
var reTagalogHead = compile(`(?i)(?:^|[\s,])([a-z]+\s+me|remind|add|put|set|note|save|remember)\s+(?:na\s+lang|naman|nga)\s+`)

// particleAfter are the words a closing particle follows: the closing
// words of a report or thanks, and the repetitions said as one word.
var particleAfter = wordSet(`done ok okay already yes yeah thanks thank you ty salamat noted sure
	everyday daily weekly monthly yearly nightly tonight today tomorrow tmrw morning evening night afternoon
	noon midnight min mins minute minutes hour hours hr hrs day days week weeks month months year years later sharp
	weekday weekdays workday workdays fortnight fortnightly start end date`)

// reParticleEnd is a particle said last, before thanks or an aside or
// not: "… every 15th po", "done na, thank you", "… later po tbh".
var reParticleEnd = compile(`^(.*[^\s,])[\s,]+(po|na\s+lang|na|ha|pala|naman|nga)((?:[\s,.!]+(?i:thank\s+(?:you|u)|thanks+|thx+|ty|salamat|please|pls|plz|if\s+possible|if\s+you\s+can|` +
	`period|full\s+stop|🙏|tbh|ngl|lol|lmao|haha+|fr|tho|ok|okay)(?:\s+po)?)*[\s.!]*)$`)

// dropParticles takes the Tagalog particles off a request (see above).
func dropParticles(s string) string {
	s = dropSinglish(s) // "… at 5 liao full stop": read before planning too, and again after a sign-off is taken off
	if !strings.Contains(s, " po") && !strings.HasPrefix(s, "po ") && !strings.Contains(s, " na") && !strings.Contains(s, " ha") && !strings.Contains(s, " pala") &&
		!strings.Contains(s, " nga") {
		return s
	}
	fields := strings.Fields(s)
	said := false
	for i := max(0, len(fields)-5); i < len(fields); i++ {
		said = said || particles[strings.TrimRight(fields[i], ",.!")]
	}
	for i := 0; i < len(fields) && i < 4; i++ {
		w := strings.TrimRight(fields[i], ",")
		if w != "po" || i+1 >= len(fields) {
			continue
		}
		if i == 0 && headWords[toLower(strings.Trim(fields[1], ",.:;!?"))] || i > 0 && headBefore(fields[:i]) {
			// "Remember po my employer's address …", "po, remind me …".
			s = strings.Join(append(append([]string{}, fields[:i]...), fields[i+1:]...), " ")
			break
		}
	}
	if loc := reTagalogHead.FindStringSubmatchIndex(s); loc != nil {
		s = s[:loc[3]] + " " + s[loc[1]:] // "remind me na lang to call ate …", "hey memo, remind me naman …"
	}
	if q, ok := askedPo(s); ok {
		return q
	}
	if !said {
		return s
	}
	g := reParticleEnd.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	head := s[g[2]:g[3]]
	last := head[strings.LastIndexAny(head, " ,")+1:]
	if !particleAfterWord(last) && !endsInTime(head) && !listClosed(head) {
		return s
	}
	return head + s[g[6]:g[7]]
}

// listClosed reports whether head, the words before a closing particle,
// is a list's items said after the list ("add to my shopping list: rice,
// eggs, and dishwashing liquid na lang"): the particle closes the request,
// not the last item. One item alone ("add tuna na to my list") is not
// read so.
func listClosed(head string) bool {
	low := toLower(head)
	i := strings.Index(low, "list")
	return i >= 0 && strings.Contains(low[i:], ",")
}

// askedPo takes "po" or "na" off the end of a question ("what's on my
// grocery list po", "what's on my grocery list na", "when is my dentist
// po?"): a question closes with it after any word but one that holds a
// thing after it ("what's on the po", "the
// status of my po": a purchase order).
func askedPo(s string) (string, bool) {
	fields := strings.Fields(s)
	n := len(fields)
	if n < 3 {
		return s, false
	}
	said := strings.TrimRight(fields[n-1], "?!.")
	if said != "po" && said != "na" {
		return s, false
	}
	first := toLower(strings.Trim(fields[0], ",.:;!?"))
	first = strings.TrimSuffix(strings.TrimSuffix(first, "'s"), "s")
	if !questionWords[first] || first == "if" {
		return s, false
	}
	prev := toLower(strings.TrimRight(fields[n-2], ",.!?"))
	if particleHeld[prev] {
		return s, false
	}
	marks := fields[n-1][len(said):]
	return strings.TrimRight(strings.Join(fields[:n-1], " "), ",") + marks, true
}

// rePaRequest is the Taglish way of asking ("pa remind naman …", "pa-add
// po …"): "pa" before a verb of command, and the particles after it.
var rePaRequest = compile(`^(?i:pa)[\s-]?(remind|add|set|save|note|list|create|make)(?:\s+(?:naman|nga|po|na))*\s+`)

// reSchedKo is the Taglish "schedule (for me)": "sched ko yung …",
// "pa-sched naman ng …", "i-schedule mo ang …", with the particles after
// it and the article before the thing ("yung", "ang", "ng").
var reSchedKo = compile(`^(?i:(?:pa[\s-]?|i-?)?sched(?:ule)?)(?:\s+(?:ko|mo|naman|nga|po|na))+(?:\s+(?:yung|'yung|ung|ang|ng))?\s+`)

// reParaSa is the Tagalog "para sa", for.
var reParaSa = compile(`(?i)\s+para\s+sa(?:\s+(?:mga|ang))?\s+`)

// readPaRequest reads a Taglish request as the command it asks: "pa
// remind naman tomorrow 5am to …" is "remind me tomorrow 5am to …".
func readPaRequest(s string) string {
	if g := reSchedKo.FindStringSubmatchIndex(s); g != nil {
		// "sched ko yung team huddle tomorrow 4pm para sa night shift":
		// "schedule the team huddle … for the night shift".
		rest := s[g[1]:]
		if loc := reParaSa.FindStringIndex(rest); loc != nil {
			rest = rest[:loc[0]] + " for " + rest[loc[1]:]
		}
		return "schedule " + rest
	}
	if len(s) < 3 || s[0]|0x20 != 'p' || s[1]|0x20 != 'a' {
		return s
	}
	g := rePaRequest.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	verb := toLower(s[g[2]:g[3]])
	if verb == "remind" {
		verb = "remind me"
	}
	return verb + " " + s[g[1]:]
}

// particleAfterWord reports whether a closing particle may follow w: a
// closing word, a repetition or day word, or a time said with its number
// ("15th", "10am", "9").
func particleAfterWord(w string) bool {
	w = toLower(strings.Trim(w, ".!?"))
	if particleAfter[w] || enDayWord(w) || enDayWord(strings.TrimSuffix(w, "s")) {
		return true
	}
	for _, suf := range []string{"st", "nd", "rd", "th", "am", "pm"} {
		w = strings.TrimSuffix(w, suf)
	}
	return w != "" && unicode.IsDigit(rune(w[len(w)-1]))
}

// endsInTime reports whether a time expression ends s: "… at 6 sharp",
// "… after work".
func endsInTime(s string) bool {
	r, found, err := parseAnyDay(s)
	if err != nil || !found || len(r.Spans) == 0 {
		return false
	}
	return strings.TrimRight(s[r.Spans[len(r.Spans)-1][1]:], " .,!") == ""
}

// Singlish and Manglish close a request with particles of their own:
// "remind me to call mum at 5 lah", "done w the GST liao", "ok can lor",
// "so late already sia". Lower-case and last (before thanks or marks) they
// are no word of the thing, and no English word says them so; they are
// taken off before the message is planned (readCreole) and again with
// the Tagalog particles (dropParticles), after a sign-off is off. "Leh" and "Sia"
// capitalised are a town and a singer and stay.

// reSinglishEnd is a Singlish particle said last, after a word.
var reSinglishEnd = compile(`^(.*[^\s,])[\s,]+(?:lah|lor|leh|liao|sia|hor)((?:[\s,.!]+(?i:thank\s+(?:you|u)|thanks+|thx+|ty|please|pls|plz|if\s+possible|if\s+you\s+can|` +
	`period|full\s+stop|🙏|tbh|ngl|lol|ok|okay))*[\s.!?🙏]*)$`)

// dropSinglish takes a Singlish particle off the end of s (see above).
func dropSinglish(s string) string {
	if !containsAny(s, "lah", "lor", "leh", "liao", "sia", "hor") {
		return s
	}
	g := reSinglishEnd.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	return s[g[2]:g[3]] + s[g[4]:g[5]]
}
