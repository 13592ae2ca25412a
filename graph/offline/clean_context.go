package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A command is often said after the thing it is about, with no mark
// between them: "Pick up Mia from ballet at 5 please remind me at 4.45",
// "הגן סגור ביום ראשון תזכיר לי מחר בערב לסדר בייביסיטר", "כבר הזמנתי
// תמחקי את זה". The clause before the command is its item when the
// command names none, and context to drop when it does. A time in the
// clause is the command's only where the command has a time of day and
// no day: the clause's day is then the command's ("ביום שישי אני סוגר
// מוקדם ב2 תזכיר לי ב1 …"). A command with an item of its own and no
// time is left to ask when, whatever the clause said.

var (
	// reMidCommand is a command that may open mid-message: being reminded,
	// or removing the item in focus. Group 1 is the "and" or "so" before
	// it, group 2 the command itself.
	reMidCommand = compile(`(?:^|[\s,.;:!\-–—]+)((?:and|so|just|then|ו)\s+)?` +
		`((?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:remind|ping|nudge)\s+me|` +
		`(?:delete|remove|cancel|scrap)\s+(?:it|that|this|that\s+one|this\s+one)|` +
		`ו?(?:תזכיר|תזכירי)\s+לי|` +
		`ו?(?:תמחק|תמחקי|תבטל|תבטלי|תסיר|תסירי|תוריד|תורידי)\s+(?:את\s+)?(?:זה|אותו|אותה|זאת))(?:\s|$|[,.!?])`)
	// midCommandNeeds are the words one of which reMidCommand needs.
	midCommandNeeds = []string{"remind", "ping", "nudge", "delete", "remove", "cancel", "scrap", "תזכיר", "תמחק", "תבטל", "תסיר", "תוריד"}
	// reMidNotCommand is a word before "remind me" or "תזכיר לי" that
	// makes it no request: someone else who will ("she will remind me",
	// "היא תזכיר לי", "אמרה שדנה תזכיר לי"), a wish or a report ("to
	// remind me", "told me … cancel it").
	reMidNotCommand = compile(`(?:^|\s)(?:to|will|would|can|could|should|shall|might|may|must|don't|dont|didn't|won't|not|never|you|u|he|she|they|it|who|that|which|i|we|said|told|asked|let|` +
		`היא|הוא|הם|הן|את|אתה|אתם|לא|אל|אמר|אמרה|אמרו|ביקש|ביקשה|ש\p{Hebrew}*)$`)
	// reMidDayWord is a Hebrew day name that begins with ש and is no
	// "that …" before the command ("ביום שישי תזכיר לי …").
	reMidDayWord = compile(`(?:^|\s)(?:שני|שלישי|שישי|שבת)$`)
	// reMidFirstPerson is a clause about the speaker ("i'm off", "כבר
	// הזמנתי"): context a command may follow without a time in it.
	reMidFirstPerson = compile(`(?:^|\s)(?:i|i'm|im|i've|ive|i'd|we|we're|we've|already|אני|אנחנו|כבר|יש\s+לי|אין\s+לי|יש\s+לנו|אין\s+לנו)(?:\s|$)`)
	// reMidAsks is a request of the clause's own: it is then no context
	// ("add milk remind me at 5 …").
	reMidAsks = compile(`(?:^|\s)(?:remind|reminder|add|put|delete|remove|cancel|move|set|create|show|tell|list|` +
		`תזכיר|תזכירי|תזכורת|תוסיף|תוסיפי|תמחק|תמחקי|תבטל|תבטלי|תזיז|תזיזי|תקבע|תקבעי|תשים|תשימי|תראה|תראי|תכניס|תכניסי|תרשום|תרשמי)(?:\s|$)|\?`)
	// reMidRemind is a command to be reminded.
	reMidRemind = compile(`(?:remind|ping|nudge)\s+me$|^(?:תזכיר|תזכירי)\s`)
	// reMidDidIt is a clause that tells a thing was done, without naming
	// it: "already ordered", "i did it", "כבר הזמנתי".
	reMidDidIt = compile(`^(?:already|anyway)$|^(?:(?:actually|ok|okay|so)\s+)?(?:i\s+)?(?:already\s+|just\s+)?(?:did|done|got|bought|paid|made|sent|booked|ordered|sorted|handled|\S+ed)(?:\s+(?:it|that|them|this))?(?:\s+already)?$`)
	// reMidCondition opens a clause the reminder hangs on ("when i leave
	// work", "אחרי המשמרת", "אם …"): no context to drop.
	reMidCondition = compile(`^(?:when|whenever|once|after|before|if|until|till|as\s+soon\s+as|by|כש|כאשר|אחרי|לפני|אם|עד|ברגע\s+ש)|^כש`)
	// reMidEvery is a repetition: read whole by the recurrence readers.
	reMidEvery = compile(`(?:^|\s)(?:every|each|daily|weekly|monthly|twice|כל|בכל|פעמיים|פעם\s+ב)(?:\s|$)`)
	// reMidNeed is a clause that says a thing is to be done: "i need to
	// …", "אני צריך …".
	reMidNeed = compile(`(?:^|\s)(?:need\s+to|have\s+to|has\s+to|must|gotta|got\s+to|צריך|צריכה|צריכים|חייב|חייבת|חייבים)(?:\s|$)`)
	// reMidDangling is an item left ending on a word that waits for its
	// time: "the meeting is", "starts".
	reMidDangling = compile(`(?:^|\s)(?:is|are|was|were|be|starts?|begins?|ends?|at|on|by|until|till|from|זה|הוא|היא|מתחיל|מתחילה|נגמר|נגמרת)$`)
	// reMidMine is a clause about the speaker's own thing ("my shift …",
	// "המשמרת שלי …"): after a comma, context rather than an event told.
	reMidMine = compile(`(?:^|\s)(?:my|our|של[יו]|שלנו)(?:\s|$)`)
	// reMidEnds is a clause that tells when a thing starts or ends ("my
	// shift ends at 3"): a time the command counts from, no event of its own.
	reMidEnds = compile(`(?:^|\s)(?:ends?|starts?|begins?|finishes|finish|over|נגמר|נגמרת|מתחיל|מתחילה|מסתיים|מסתיימת)(?:\s|$)`)
	// reMidSaid is a clause that reports what someone said: what follows
	// may be their words, not a request.
	reMidSaid = compile(`(?:^|\s)(?:said|says|told|tells|asked|asks|wants|אמר|אמרה|אמרו|אומר|אומרת|ביקש|ביקשה|ביקשו|רוצה\s+ש)(?:\s|$)`)
)

// commandAfterClause reads a command said after a clause with no mark
// between them, as the package comment above tells. s is kept whole
// when it opens with a command, when the clause is no context (a lone
// word, a report of what someone said) or when reading it is unsure.
func commandAfterClause(s string) string {
	low := lower(s)
	if !containsAny(low, midCommandNeeds...) || startsWithRemind(s) || startsWithHeCommand(s) || reWhyHead.MatchString(low) {
		return s
	}
	g := reMidCommand.FindStringSubmatchIndex(low)
	if g == nil || g[0] == 0 {
		return s
	}
	ctx := dropSighLead(dropChatterTail(strings.TrimRight(strings.TrimSpace(s[:g[0]]), ",;:-–— "))) // "… im so dead lol remind me …", "omg I need to …"
	ctxLow := lower(ctx)
	cmd := strings.TrimPrefix(strings.TrimSpace(s[g[4]:g[5]]), "ו")
	if w := strings.Fields(cmd); len(w) == 4 && (w[1] == "you" || w[1] == "u") {
		cmd = w[2] + " " + w[3] // "can you remind me": the request
	}
	rest := strings.TrimSpace(s[g[5]:])
	if t, ok := forgotThenRemind(ctx, cmd, rest); ok {
		return t // "shame I forgot the soccer practice again, remind me every tuesday at 3:30pm"
	}
	if t, ok := repeatThenRemind(ctx, cmd, rest); ok {
		return t // "i have english course every tuesday at 18:00, remind me every tuesday at 17"
	}
	if !reMidRemind.MatchString(lower(cmd)) {
		// A removal names its item; the clause before it may only tell
		// that it was done ("כבר הזמנתי", "i already ordered it"), not
		// which thing ("I bought the bread remove it").
		if strings.Trim(rest, " ,.!?") != "" || !reMidDidIt.MatchString(ctxLow) && !heDidIt(ctxLow) {
			return s
		}
		return cmd
	}
	if len(strings.Fields(ctx)) < 2 || reMidSaid.MatchString(ctxLow) || reMidAsks.MatchString(ctxLow) || reMidCondition.MatchString(ctxLow) ||
		startsWithHeCommand(ctx) || reMidEvery.MatchString(ctxLow) || reMidEvery.MatchString(lower(rest)) {
		return s
	}
	if reMidNotCommand.MatchString(ctxLow) && !reMidDayWord.MatchString(ctxLow) {
		return s
	}
	if g[2] >= 0 && strings.TrimSpace(low[g[2]:g[3]]) != "so" && strings.TrimSpace(low[g[2]:g[3]]) != "just" || strings.HasPrefix(low[g[4]:], "ו") {
		return s // "book a table at 7 and remind me …", "ארוחה … ותזכיר לי …": two requests, read elsewhere
	}
	restT, restTimed, _ := parseAnyDay(rest)
	if !restTimed {
		// A time said only before the command ("before monday remind me
		// to …") and a thing said before a bare "remind me" are read
		// whole elsewhere.
		return s
	}
	ctxT, ctxTimed, _ := parseAnyDay(ctx)
	deedSaid := deedFirst(ctx, s[g[0]:g[4]])
	deed := !ctxTimed && deedSaid
	if !ctxTimed && !reMidFirstPerson.MatchString(ctxLow) && !anyHePastFirst(ctxLow) && !toldBare(ctxLow) && !deed {
		return s // "הבת שלי תזכיר לי": no clause to read as context
	}
	if ctxTimed && onlyConnectives(ctxT.Remainder(ctx)) {
		return s // "ביום שישי תזכיר לי …": the time is the command's
	}
	restItem := restT.Remainder(rest)
	_, leadAt, restLead := findLead(lower(rest))
	if !onlyConnectives(restItem) && !reAboutIt.MatchString(lower(restItem)) {
		if deedSaid {
			return s // "pay the bill - remind me before friday": the deed is no context to drop
		}
		// The command has an item of its own: the clause is context, or,
		// an event with its day and hour told in a sentence or clause of
		// its own, a request of its own ("Eye Doctor tomorrow at 3. Remind
		// me at 2 to leave", "dentist tomorrow at 3, remind me at 2 to
		// leave"), kept before the command. A clause about the speaker
		// ("my shift ends at 3 tomorrow, …") stays context.
		told := ""
		marked := strings.ContainsAny(s[g[0]:g[4]], ".!?") || strings.Contains(s[g[0]:g[4]], ",") && !reMidFirstPerson.MatchString(ctxLow) && !reMidMine.MatchString(ctxLow)
		if marked && ctxTimed && ctxT.HasDate && timedEvent(ctx, someDay, nil) && !reMidEnds.MatchString(ctxLow) {
			told = strings.TrimRight(ctx, ".!? ") + ". "
		}
		switch {
		case restLead:
			return s
		case ctxTimed:
			if bent, fit := hourBeforeTold(ctx, ctxT, rest, restT); fit == fitBefore {
				rest = bent // "flight at 6am tomorrow, remind me at 4 to call a cab": 04:00
			}
		}
		switch {
		case !restT.HasDate && restT.HasTime && ctxTimed && ctxT.HasDate:
			day, ok := dayOnly(ctx, ctxT)
			if !ok {
				return s
			}
			return told + cmd + " " + day + " " + rest
		}
		return told + cmd + " " + rest
	}
	// The command has no item: the clause is it, when it is a thing to
	// do ("pick up Mia at 5", "i need to leave at 5"), not a reference
	// to one ("מה שאמרתי קודם").
	if !ctxTimed && !reMidNeed.MatchString(ctxLow) && !deed {
		return s
	}
	if restLead && ctxTimed && leadHour(rest[leadAt[1]:], someDay) {
		return s // "דדליין ביום שלישי, תזכיר לי יום לפני ב-9": the lead's own hour, read with what it counts from
	}
	if restLead {
		return cmd + " " + rest + " " + itemLink(ctx) + ctx // "… at 5 remind me 15 minutes before"
	}
	item := ctx
	if ctxTimed {
		item = ctxT.Remainder(ctx)
		if reMidDangling.MatchString(lower(item)) {
			return s // "the meeting is at 5 remind me at 4": the item would end mid-clause
		}
	}
	when := rest
	if ctxTimed {
		bent, fit := hourBeforeTold(ctx, ctxT, rest, restT)
		if fit == fitUnclear {
			return s // "heading out at 5am, remind me at 6": before it or after? Not guessed
		}
		when = bent // "heading out at 5am tomorrow, remind me at 4:30": 04:30
	}
	if !onlyConnectives(restItem) {
		when = strings.TrimSpace(squeezeSpaces(strings.Replace(rest, restItem, "", 1))) // "about it at 4.45"
	}
	if ctxTimed && ctxT.HasDate && !restT.HasDate {
		day, ok := dayOnly(ctx, ctxT)
		if !ok {
			return s
		}
		when = day + " " + when
	}
	when = strings.TrimRight(when, " .!?,;") // "… at quarter to 6 pm!": no mark between the time and the item
	return cmd + " " + when + " " + itemLink(item) + item
}

// reAboutIt is "about it", "על זה": what a command without an item of
// its own says after it.
var reAboutIt = compile(`^(?:about\s+it|of\s+it|about\s+that|to\s+do\s+it|על\s+זה|את\s+זה)$`)

// itemLink is what joins an English reminder's time to its item: "to"
// before a thing to do, "that" before a clause with its subject ("the
// plumber comes"); nothing before an item that already has it, or in
// Hebrew.
func itemLink(item string) string {
	switch {
	case hebrewText(item) || strings.HasPrefix(lower(item), "to ") || strings.HasPrefix(lower(item), "that "):
		return ""
	case reSubjectFirst.MatchString(lower(item)):
		return "that "
	}
	return "to "
}

// reSubjectFirst is an English clause that opens with its subject.
var reSubjectFirst = compile(`^(?:the|my|our|his|her|their|your|a|an|i|we|he|she|it|they|there)\s`)

// heDidIt reports whether low, a Hebrew clause, tells only that the
// speaker did a thing it does not name: "כבר הזמנתי", "הזמנתי את זה".
func heDidIt(low string) bool {
	w := strings.Fields(low)
	if len(w) > 0 && (w[0] == "כבר" || w[0] == "בעצם") {
		w = w[1:]
	}
	if len(w) > 1 && (w[len(w)-1] == "כבר" || strings.Join(w[len(w)-2:], " ") == "את זה" || w[len(w)-1] == "אותו" || w[len(w)-1] == "אותה") {
		if w[len(w)-1] == "זה" {
			w = w[:len(w)-2]
		} else {
			w = w[:len(w)-1]
		}
	}
	return len(w) == 0 || len(w) == 1 && hePastFirst(w[0]) // "כבר": it is no longer needed
}

// anyHePastFirst reports whether low holds a Hebrew first-person past
// verb ("הזמנתי"): a clause about what the speaker did.
func anyHePastFirst(low string) bool {
	if !hebrewText(low) {
		return false
	}
	for _, w := range strings.Fields(low) {
		if hePastFirst(w) {
			return true
		}
	}
	return false
}

// dayOnly is the words of text that name its day alone, without the
// hour: "ביום שישי" of "ביום שישי אני סוגר מוקדם ב2". It is found only
// when one span, or the start or end of one, says the day and nothing
// else.
func dayOnly(text string, r timeparse.Result) (string, bool) {
	var found []string
	for _, sp := range r.Spans {
		words := strings.Fields(text[sp[0]:sp[1]])
		for n := len(words); n > 0; n-- {
			for _, cand := range []string{strings.Join(words[:n], " "), strings.Join(words[len(words)-n:], " ")} {
				if p, ok, _ := parseAnyDay(cand); ok && p.HasDate && !p.HasTime && !p.HourMeant && onlyConnectives(p.Remainder(cand)) {
					found = append(found, cand[p.Spans[0][0]:p.Spans[len(p.Spans)-1][1]])
					n = 0
					break
				}
			}
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// reStatusLead is a clause about where the speaker is or is not, closed
// by a pause: "i'm off thursday and friday, …", "אני בחופש בחמישי, …".
var reStatusLead = compile(`^(?:i'm|im|i\s+am|we're|we\s+are|אני|אנחנו)\s+(?:off|free|away|out|busy|home|working|not\s+working|on\s+(?:leave|vacation|holiday)|` +
	`בחופש|בחופשה|חופשי|חופשיה|חופשייה|לא\s+עובד|לא\s+עובדת|לא\s+עובדים|בבית|עסוק|עסוקה)(?:\s[^,?]*)?,\s*`)

// dropStatusLead takes a clause about the speaker's days off before a
// statement with a time of its own: "i'm off thursday and friday, dinner
// with Noa on Friday at 8". The statement is the request; the clause
// tells why there is room for it. Without a thing and a time after the
// pause, s stays.
func dropStatusLead(s string) string {
	low := lower(s)
	if !strings.HasPrefix(low, "i") && !strings.HasPrefix(low, "we") && !strings.HasPrefix(low, "אני") && !strings.HasPrefix(low, "אנחנו") {
		return s
	}
	loc := reStatusLead.FindStringIndex(low)
	if loc == nil {
		return s
	}
	rest := strings.TrimSpace(s[loc[1]:])
	if reMidAsks.MatchString(lower(rest)) && !startsWithRemind(rest) && !startsWithHeCommand(rest) {
		return s
	}
	r, found, _ := parseAnyDay(rest)
	if !found || !r.HasTime || onlyConnectives(r.Remainder(rest)) {
		return s
	}
	return rest
}

// leadHour reports whether s, said after a lead, is an hour of its own and
// nothing else ("at 9", "ב-9", "בשמונה בבוקר").
func leadHour(s string, epoch time.Time) bool {
	s = strings.TrimSpace(strings.TrimLeft(s, " ,"))
	r, found, err := parseAnyDay(s)
	return err == nil && found && r.HasTime && !r.HasDate && onlyConnectives(r.Remainder(s))
}

// deedFirst reports whether ctx, said before a command to remind with no
// thing of its own, is the deed itself set off by a pause: "pay the water
// bill - remind me the day after tomorrow", "לשלם חשבון מים, תזכיר לי
// מחרתיים". It opens with a verb of a thing to do (an English imperative,
// a Hebrew infinitive); a clause that tells ("the plumber came, remind me
// tomorrow") is not one.
func deedFirst(ctx, between string) bool {
	if !strings.ContainsAny(between, ",-–—:;") {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimSpace(ctx), " ")
	return taskVerbEN[toLower(first)] || heInfinitives[first]
}

// toldBare reports whether low tells what the speaker did with the "i"
// left out, as texted: "just got home from a 12", "got back from work",
// "finished my shift". Such a clause before a command is context, as "i
// got home …" is.
func toldBare(low string) bool {
	words := strings.Fields(low)
	for len(words) > 1 && doneLead[words[0]] && words[0] != "i" {
		words = words[1:]
	}
	if len(words) < 2 || hebrewText(words[0]) || words[0] == "i" || words[0] == "we" {
		return false
	}
	first := strings.Trim(words[0], ",.!")
	return arrivedTold(first, strings.Join(words[1:], " ")) || toldPast("i "+strings.Join(words, " "))
}
