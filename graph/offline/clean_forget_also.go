package offline

import "strings"

// A reminder asked for is often followed by a second deed said as "and
// don't let me forget to …": "remind me to wake up at 4:30pm and dont let
// me forget to defrost chicken when i wake", "תזכיר לי לקום ב4 וחצי ואל
// תתן לי לשכוח להפשיר עוף". The second deed is the reminder's too, at
// its time: the words that ask not to forget are no word of the title,
// which joins the two deeds ("wake up and defrost chicken"). A "when i
// wake" after it says the first deed again, the reminder's time, and is
// dropped; any other condition stays with its deed.

var (
	// reForgetAlsoEN is the second deed's opening after a reminder; group
	// 1 is the "and" kept, group 2 the deed's first letter.
	reForgetAlsoEN = compile(`(?i)(\s*,?\s*(?:and|&)\s+)(?:also\s+)?(?:(?:don'?t|dont|do\s+not)\s+(?:let\s+me\s+)?forget|` +
		`make\s+sure\s+(?:that\s+)?i\s+(?:remember|(?:don'?t|dont|do\s+not|won'?t)\s+forget))\s+to\s+(\p{L})`)
	// reForgetAlsoHE is the Hebrew one: "ואל תתן לי לשכוח ל…", "ואל
	// תשכחי ל…", "ותדאג שלא אשכח ל…".
	reForgetAlsoHE = compile(`(\s+)ו(?:גם\s+)?(?:אל\s+(?:תיתן|תתן|תתני|תיתני)\s+לי\s+לשכוח|אל\s+(?:תשכח|תשכחי)(?:\s+להזכיר\s+לי)?|` +
		`(?:תדאג|תדאגי)\s+שלא\s+אשכח)\s+(ל\p{Hebrew})`)
	// reForgetKept is a title that kept the words asking not to forget
	// (the final check "forgetKept"): the second deed was not read.
	reForgetKept = compile(`(?i)(?:^|\s)(?:(?:don'?t|dont|do\s+not)\s+let\s+me\s+forget|make\s+sure\s+(?:that\s+)?i\s+(?:don'?t|dont|do\s+not|won'?t)\s+forget)(?:\s|$)|` +
		`(?:^|\s)ו?אל\s+(?:תיתן|תתן|תתני|תיתני)\s+לי\s+לשכוח(?:\s|$)`)
	// reWhenAgainEN is "when i wake (up)" closing the message; group 1 is
	// the verb.
	reWhenAgainEN = compile(`(?i)\s+(?:when|once|after|as\s+soon\s+as)\s+i\s+(\p{L}+)(?:\s+up)?\s*[.!]*$`)
	// reWhenAgainHE is "כשאקום", "כשאני אתעורר", "אחרי שאקום"; group 1 is
	// the verb without its first-person "א".
	reWhenAgainHE = compile(`\s+(?:כש|כאשר\s+|אחרי\s+ש|ברגע\s+ש)(?:אני\s+)?א(\p{Hebrew}+)\s*[.!]*$`)
)

// forgetAlso reads s as the package comment above tells, when s asks for a
// reminder; otherwise s stays.
func forgetAlso(s string) string {
	if strings.Contains(s, "forget") {
		if !startsWithRemind(s) {
			return s
		}
		g := reForgetAlsoEN.FindStringSubmatchIndex(s)
		if g == nil {
			return s
		}
		out := s[:g[0]] + " and " + s[g[4]:]
		if w := reWhenAgainEN.FindStringSubmatchIndex(out); w != nil && sameDeedEN(s, out[w[2]:w[3]]) {
			out = out[:w[0]]
		}
		return out
	}
	if !strings.Contains(s, "שכוח") && !strings.Contains(s, "תשכח") && !strings.Contains(s, "אשכח") {
		return s
	}
	if first, _, _ := strings.Cut(s, " "); first != "תזכיר" && first != "תזכירי" {
		return s
	}
	g := reForgetAlsoHE.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	out := s[:g[0]] + " ו" + s[g[4]:]
	if w := reWhenAgainHE.FindStringSubmatchIndex(out); w != nil && sameDeedHE(s, out[w[2]:w[3]]) {
		out = out[:w[0]]
	}
	return out
}

// sameDeedEN reports whether verb ("wake") is the first verb of the deed
// s reminds of ("remind me to wake up …").
func sameDeedEN(s, verb string) bool {
	low := toLower(s)
	i := strings.Index(low, " to ")
	if i < 0 {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(low[i+len(" to "):]), " ")
	return first == toLower(verb)
}

// sameDeedHE reports whether stem, a first-person future without its
// "א" ("קום" of "אקום", "תעורר" of "אתעורר"), is the infinitive the
// reminder s opens its deed with ("לקום", "להתעורר").
func sameDeedHE(s, stem string) bool {
	for _, w := range strings.Fields(s) {
		if rest, ok := strings.CutPrefix(w, "ל"); ok && len([]rune(rest)) >= 2 && w != "לי" {
			return rest == stem || strings.TrimPrefix(rest, "ה") == stem
		}
	}
	return false
}
