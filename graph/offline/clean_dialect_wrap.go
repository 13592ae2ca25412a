package offline

import "strings"

// Requests wrapped the way other Englishes ask: the Irish "would you
// ever remind me …" (a please, not a question about ever), the
// Australian "reckon u can chuck a job in …" (will you), the Southern
// "y'all remind me …" (said to Memo: "y'all are lifesavers" keeps it), the Scots
// "mind and remind me tae …" (be sure to), and the Singapore "can help
// me remind … or not", "can remind me … or not", "remind me … can or
// not" (will you). The wrapper
// is taken off only when a command follows it, so "would you ever forget
// my birthday" or "mind and body class at 5" keep their words; a tail
// "or not" goes only with the Singapore head or its "can" ("check if the
// shop is open or not" keeps it).

var (
	// reDialectWrap is the wrapper said before the command.
	reDialectWrap = compile(`^(?:(?:hey\s+|howdy\s+)?(?:y'?all|ya'll)|(?:i\s+)?reckon\s+(?:you|u|ya)\s+(?:can|could|might)|(?:would|will|wud|wd)\s+(?:you|u|ya|ye)\s+ever|mind\s+(?:and|an'?|n)|(?:can|could|pls|please)\s+help(?:\s+(?:me|us))?|can(?:\s+(?:pls|please))?)[\s,]+`)
	// reCanHelpHead is the Singapore head whose "or not" closes the
	// message, after an opening of up to three words ("hey bro can help …",
	// "can remind me every mon 8am …").
	reCanHelpHead = compile(`(?:^|[.!?]\s+)(?:\S+\s+){0,5}?(?:(?:can|could|pls|please)\s+help|can\s+(?:pls\s+|please\s+)?` +
		`(?:remind|add|put|set|book|schedule|note|save|delete|remove|cancel|move|change|show|mark))\s`)
	// reCanOrNot is the closing "can or not", "can anot", "or not" (after
	// the Singapore head only), with the particles around it and an aside
	// after it ("… or not lowkey").
	reCanOrNot = compile(`[\s,]+(?:(?:po|lah|la|ah|leh|hor|bro|sis|uh+|um+|erm)\s+)?(can\s+)?(?:or\s+not|anot|or\s+no)(?:\s+(?:ah|lah|leh|hor|lowkey|fr|tbh|ngl))?` +
		`((?:[\s,.]+(?:(?:thanks+|thank\s+(?:you|u)|thx+|ty|cheers)(?:\s+(?:so\s+much|very\s+much|a\s+lot|a\s+million|heaps|mate))?|pls|please|plz|if\s+possible|if\s+(?:you|u)\s+can|period|full\s+stop|🙏))*)` +
		`(?:[\s?!.🙏]*$|[\s?!.,]+((?:i|im|i'm|i've|ive|cos|coz|because)\s.*)$)`)
)

// dialectWrap takes the wrapper above off s when what is left opens a
// command; otherwise s is returned as it is.
func dialectWrap(s string) string {
	loc := reDialectWrap.FindStringIndex(lower(s))
	if loc == nil {
		return s
	}
	rest := s[loc[1]:]
	first, tail, _ := strings.Cut(rest, " ")
	if a, b, ok := gluedHead(lower(first)); ok {
		// "would you ever remindme to …": split as its command, and its
		// length read as it would have been ("remindme 2 hours to …").
		rest = lengthFromNow(strings.TrimSpace(a + " " + b + " " + tail))
	}
	if loc := reTagalogHead.FindStringSubmatchIndex(rest); loc != nil && loc[0] == 0 {
		rest = rest[:loc[3]] + " " + rest[loc[1]:] // "reckon u can remindme naman to …": the particle after the command split
	}
	if verb, _, _ := strings.Cut(lower(rest), " "); !opensCommand(lower(rest)) && !putVerbs[verb] {
		return s // a verb of putting down opens one too: "reckon u can chuck a job in for mon 8am"
	}
	return rest
}

// dropCanOrNot takes the closing "can or not" off s, and the "or not"
// that closes a message opened with "can help" (see above). It runs
// before the other closing words are read, which it may stand after
// ("… at 5 po can or not", "… full stop or not").
func dropCanOrNot(s string) string {
	s = dropCanAsk(s)
	low := lower(s)
	if !strings.Contains(low, "not") && !strings.Contains(low, "anot") && !strings.Contains(low, " no") {
		return s
	}
	g := reCanOrNot.FindStringSubmatchIndex(low)
	if g == nil || g[2] < 0 && !reCanHelpHead.MatchString(low) || len(low) != len(s) {
		return s
	}
	head := strings.TrimRight(s[:g[0]], " ,") + s[g[4]:g[5]] // "… or not thanks": the thanks stays for its readers
	if g[6] >= 0 {
		return head + ", " + s[g[6]:] // "… can or not i keep forgetting": the why said after it stays for its readers
	}
	return head
}

// reCanAsk is the Malaysian and Singapore "can?" closing a request, with
// the particles after it: "…, put in calendar can?", "add milk can ah?".
// Its word before is what it may be the noun of ("buy a can?", "the tin
// can?"), which keeps it.
var reCanAsk = compile(`(?i)(\S+?),?\s+can(?:\s+(?:ah|lah|la|leh|boh|bo|mah|or\s+not))?\s*\?[\s?!]*$`)

// canNounBefore are the words before which "can" is a thing.
var canNounBefore = wordSet(`a an the one two this that my your of tin trash garbage watering soda beer paint spray oil`)

// dropCanAsk takes the closing "can?" off s when the clause it closes is
// a command ("put in calendar can?", "remind me at 5 to call mom, can?");
// a question that asks ("can?", "buy a can?") is returned as it is.
func dropCanAsk(s string) string {
	g := reCanAsk.FindStringSubmatchIndex(s)
	if g == nil || canNounBefore[lower(s[g[2]:g[3]])] {
		return s
	}
	head := strings.TrimRight(s[:g[3]], " ,")
	clause := head
	if k := strings.LastIndexAny(head, ",.!?"); k >= 0 {
		clause = strings.TrimSpace(head[k+1:])
	}
	if !opensCommand(lower(clause)) && !opensCommand(lower(head)) {
		return s
	}
	return head
}
