package offline

import (
	"context"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/adrg/strutil/metrics"

	"github.com/memo-assistant/memo"
)

// A change told as news rather than asked for: "they moved the standup to
// 11", "the vet appointment got pushed to next monday", "she moved it to
// sunday same time", "ביטלו את השמירה", "הפגישה עם דנה נדחתה ליום ראשון".
// The calendar should say what the world now says, so such a report is
// read as the command it implies ("move the standup to 11") — and only a
// change of an item the user named or has in focus is taken: a report that
// is not a change of one (or is asked, "was the meeting moved?") is left
// alone.

// The verbs that tell a change, each with the command it implies. Every
// pattern and test of a report below is built from these tables.
var (
	// reportVerbsEN are the English verbs, past, active or passive.
	reportVerbsEN = map[string]string{
		"moved": "move", "pushed": "push", "pushed back": "push back", "rescheduled": "move", "postponed": "postpone",
		"bumped": "push", "shifted": "move", "changed": "move", "canceled": "cancel", "cancelled": "cancel", "called off": "cancel",
		"moving": "move", "shifting": "move",
	}
	// reportHeadVerbsHE are the Hebrew verbs a doer did ("הזיזו", "דחיתי"),
	// which open a report and no item's name.
	reportHeadVerbsHE = map[string]string{
		"הזיזו": "תזיז", "הזיז": "תזיז", "הזיזה": "תזיז", "הזזתי": "תזיז", "העבירו": "תעביר", "העביר": "תעביר", "העבירה": "תעביר",
		"העברתי": "תעביר", "דחו": "תדחה", "דחה": "תדחה", "דחתה": "תדחה", "דחיתי": "תדחה", "ביטלו": "תבטל", "ביטל": "תבטל",
		"ביטלה": "תבטל", "ביטלתי": "תבטל", "הקדימו": "תקדים", "הקדים": "תקדים", "הקדימה": "תקדים", "הקדמתי": "תקדים",
	}
	// reportPassiveVerbsHE are the Hebrew verbs said of the thing ("נדחתה",
	// "בוטל", "זזה").
	reportPassiveVerbsHE = formsTable(
		heForms{"תזיז", "זז זזה זזו הוזז הוזזה הוזזו"},
		heForms{"תעביר", "הועבר הועברה הועברו עבר עברה עברו"},
		heForms{"תדחה", postponedHE},
		heForms{"תבטל", cancelledHE},
		heForms{"תקדים", "הוקדם הוקדמה הוקדמו"},
	)
)

// verbsOf is the alternation of a table's verbs.
func verbsOf(tables ...map[string]string) string {
	var vs []string
	for _, t := range tables {
		vs = append(vs, slices.Sorted(maps.Keys(t))...)
	}
	return alternation(vs)
}

// verbOfReport is the command a reported verb implies, "" for none.
func verbOfReport(v string) string {
	v = oneSpace(v)
	if c, ok := reportVerbsEN[v]; ok {
		return c
	}
	if c, ok := reportHeadVerbsHE[v]; ok {
		return c
	}
	return reportPassiveVerbsHE[v]
}

// reportHeadEN opens a report with a doer and a past verb: "they moved",
// "my boss just pushed", "dana has cancelled". Group 1 is the verb.
var reportHeadEN = compile(`(?i)^(?:(?:they|she|he|we|i|someone|somebody|(?:my|our|the)\s+\w+|[a-z]+)\s+)(?:just\s+|have\s+|has\s+|had\s+|finally\s+|already\s+)*` +
	`(` + verbsOf(reportVerbsEN) + `)\s+(.+)$`)

// reportPassiveEN is the thing first: "the standup got moved to 11", "our
// 1:1 was cancelled", "it's been moved to 3", "the meeting moved to 5",
// "it moving to 3 instead" (no helper verb, as some say it). Group 1 is
// the thing, group 2 the verb after a helper, group 3 the verb with none
// (see reBareReportEN), group 4 what follows.
var reportPassiveEN = compile(`(?i)^(.+?)(?:(?:\s+(?:got|was|were|has\s+been|have\s+been|had\s+been|is|are|just\s+got|getting|being)|'s|’s)\s+` +
	`(?:just\s+|been\s+|now\s+|also\s+|being\s+|getting\s+)*(` + verbsOf(reportVerbsEN) + `)|\s+(` + verbsOf(reportBareEN) + `))(?:\s+(.+))?$`)

// reportBareEN are the verbs a thing's change is told with and no helper
// verb: "the meeting moved to 5", "meeting pushed to 4", "it moving to 3".
// "moved" and "shifted" follow a thing said with its determiner; the
// others, and a thing said bare, only an event's noun or "it".
var reportBareEN = map[string]string{"moved": "move", "shifted": "move", "pushed": "push", "bumped": "push", "moving": "move", "shifting": "move"}

// bareReportThing reports whether thing, said before a verb of
// reportBareEN with no helper, is a thing changed: "it", an event's noun
// ("meeting pushed to 4"), or for "moved" and "shifted" a thing with its
// determiner ("the kids' practice moved to 5").
func bareReportThing(thing, verb string) bool {
	switch toLower(thing) {
	case "it", "that", "this":
		return true
	}
	if fs := strings.Fields(toLower(thing)); len(fs) > 1 && slipOf(fs[len(fs)-1], "been") {
		return false // "lunch with Noa's beeen moved to 6": the helper mistyped, no word of the name
	}
	if (verb == "moved" || verb == "shifted") && reThingFirst.MatchString(thing+" ") {
		return true
	}
	return len(strings.Fields(thing)) <= 4 && leadsWithEvent(thing)
}

// reportHeadHE opens a report with a past verb, the doer said or not:
// "ביטלו את השמירה", "המורה הזיזה את החוג לחמישי", "דחו לנו את הפגישה".
var reportHeadHE = compile(`^(?:(?:הם|היא|הוא|אנחנו|אני|\S+)\s+)?` +
	`(` + verbsOf(reportHeadVerbsHE) + `)` +
	`\s+(?:לי\s+|לנו\s+)?(.+)$`)

// reportPassiveHE is the thing first: "הפגישה נדחתה ליום ראשון", "החוג
// בוטל", "השמירה זזה לשישי".
var reportPassiveHE = compile(`^(.+?)\s+(?:כבר\s+|גם\s+)?` +
	`(` + verbsOf(reportPassiveVerbsHE) + `)` +
	`(?:\s+(.+))?$`)

// reportAnyVerb holds a reported verb of any table, as written: the cheap
// test of mayReport.
var reportAnyVerb = compile(`(?i)` + verbsOf(reportVerbsEN, reportHeadVerbsHE, reportPassiveVerbsHE))

// reportRedo is a command after the report that only asks for what the
// report implies: "so delete it", ", update it pls", "תמחק אותה", "עזוב
// תמחק את זה".
//
// The command may name the calendar it takes the thing off: "take it out
// of the calendar", "remove it from my diary", "תמחק אותה מהיומן".
var reportRedo = compile(`(?i)[\s,.]+(?:so\s+|pls\s+|please\s+|just\s+|אז\s+|עזוב\s+|עזבי\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:delete|remove|cancel|update|change|move|fix|erase|clear|` +
	`take(?:\s+(?:it|that|this|them))?\s+(?:out|off)|תמחק|תמחקי|תבטל|תבטלי|תעדכן|תעדכני|תזיז|תזיזי|תוריד|תורידי|תשנה|תשני|תסיר|תסירי)` +
	`(?:\s+(?:it|that|this|them|אותה|אותו|אותם|את\s+זה|זה))?(?:\s+(?:out|off))?` +
	`(?:\s+(?:from|out\s+of|off|of)\s+(?:my\s+|the\s+)?(?:calendar|cal|diary|schedule|agenda)|\s+מה(?:יומן|לוח\s+השנה|לו"ז|לוז)(?:\s+שלי)?)?` +
	`(?:\s+(?:too|also|pls|please|בבקשה|גם))?$`)

// reCancelledBare is a cancellation told with no helper verb ("lecture
// on monday at 2 cancelled"): a report only with the thing's day said and
// a command to take it off after it (see reportRedo).
var reCancelledBare = compile(`(?i)^(.+?)\s+(cancelled|canceled|called\s+off)$`)

// reThingFirst opens a thing said first with no helper verb after it: "the
// meeting moved to 5", "my 1:1 shifted to friday".
var reThingFirst = compile(`(?i)^(?:the|my|our|his|her|their|this|that)\s`)

// reDoerWord is a word that says who, which a thing moved never holds.
var reDoerWord = compile(`(?i)(?:^|\s)(?:i|we|they|she|he|you|u|someone|somebody)(?:\s|$)`)

// reMovedAway is what follows "moved" of a doer who moved, not a thing
// moved: "they moved to tel aviv", "she moved in", "we moved house".
var reMovedAway = compile(`(?i)^(?:to|into|in|out|away|house|home|abroad|here|there|back\s+(?:home|to))(?:\s|$)`)

// hePronounThing are the Hebrew words that point at the thing in focus
// when said of it: "זה בוטל", "היא נדחתה לחמישי".
var hePronounThing = wordSet(`זה זאת הוא היא הם הן`)

// reportAsked opens a report that is asked: "was the meeting moved", "did
// they cancel", "האם ביטלו".
var reportAsked = compile(`(?i)^(?:was|were|did|has|have|is|are|האם)\s`)

// reportedCommand is the command a reported change implies, or false when
// text reports none.
func reportedCommand(text string) (string, bool) {
	if strings.HasSuffix(strings.TrimSpace(dropSymbols(text)), "?") {
		return "", false
	}
	c := Clean(text)
	if c.Dismiss {
		return "", false
	}
	s := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(c.Text), ".!"))
	if s == "" || strings.HasSuffix(s, "?") || reportAsked.MatchString(s) {
		return "", false
	}
	redo := false
	if loc := reportRedo.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s, redo = strings.TrimSpace(s[:loc[0]]), true
	}
	s = strings.TrimRight(s, " ,.")
	s = mendReportHE(s)
	s = unglueDoerEN(s)
	if r, ok := pronounReport(s); ok {
		s = r // "החליפו לי זה הוזז לשש": the report after a remark
	}
	low := toLower(s)
	if len(low) != len(s) {
		return "", false
	}
	if cmd, ok := reportedNow(s); ok {
		return cmd, true // "he's pushing it to 4", "הוא מזיז את זה ל-4"
	}
	verb := verbOfReport
	if g := reportHeadHE.FindStringSubmatch(s); g != nil && verb(g[1]) != "" {
		return verb(g[1]) + " " + g[2], true
	}
	if g := reportPassiveHE.FindStringSubmatch(s); g != nil && verb(g[2]) != "" {
		thing, v := g[1], verb(g[2])
		if i := strings.LastIndexAny(thing, ",;"); i >= 0 {
			// "הוא לא יכול, זה התבטל": a remark on someone before the
			// report, no word of the thing's name.
			head, tail := strings.Fields(thing[:i]), strings.TrimSpace(thing[i+1:])
			if tail != "" && (hePronounThing[tail] || len(head) > 0 && hePronounThing[head[0]]) {
				thing = tail
			}
		}
		if hePronounThing[thing] {
			thing = "זה" // "זה בוטל", "היא נדחתה": the thing in focus
			if v == "תבטל" {
				v = "תמחק" // "תבטל את זה" alone undoes the last change
			}
		}
		if !strings.HasPrefix(thing, "את ") {
			thing = "את " + thing
		}
		return strings.TrimSpace(v + " " + thing + " " + g[3]), true
	}
	if g := reportHeadEN.FindStringSubmatchIndex(low); g != nil && !reMovedAway.MatchString(low[g[4]:]) && !runInCommand(low[g[4]:g[5]]) {
		if v := verb(low[g[2]:g[3]]); v != "" {
			return v + " " + s[g[4]:g[5]], true
		}
	}
	if g := reportPassiveEN.FindStringSubmatchIndex(low); g != nil {
		vi := 4
		if g[4] < 0 {
			vi = 6 // "the meeting moved to 5": a thing that moved, not a doer
			if !bareReportThing(low[g[2]:g[3]], low[g[6]:g[7]]) {
				return "", false
			}
		}
		if reDoerWord.MatchString(low[g[2]:g[3]]) {
			return "", false // "so they got moved": a doer where the thing goes
		}
		v := verb(low[g[vi]:g[vi+1]])
		if vi == 6 {
			v = reportBareEN[low[g[6]:g[7]]]
		}
		if v == "" {
			return "", false
		}
		thing := s[g[2]:g[3]]
		if toLower(thing) == "its" {
			thing = "it" // "its getting pushed to 6": "it's", its apostrophe dropped, no name
		}
		out := v + " " + thing
		if g[8] >= 0 {
			out += " " + s[g[8]:g[9]]
		}
		return out, true
	}
	// "lecture on monday at 2 cancelled, take it out of the calendar": the
	// thing with its day, no helper verb; a doer ("the dentist cancelled")
	// names no day.
	if g := reCancelledBare.FindStringSubmatch(low); redo && g != nil && !reDoerWord.MatchString(g[1]) && reTimeWord.MatchString(g[1]) {
		return "cancel " + s[:len(g[1])], true
	}
	return "", false
}

// toldChange plans a change told as news (see reportedCommand) in place of
// what the message as it was (was, err) planned: only a change of one named
// or focused event or task is taken. A report read as nothing else must not
// make an item of its telling ("הזיזו את רופא השיניים לשש" is no event
// called that): such a plan is declined.
func (p *Planner) toldChange(ctx context.Context, req memo.PlanRequest, was memo.Plan, err error) (memo.Plan, bool) {
	if err != nil {
		return memo.Plan{}, false
	}
	if !mayReport(req.Text) {
		return memo.Plan{}, false
	}
	cmd, ok := reportedCommand(req.Text)
	if !ok {
		return memo.Plan{}, false
	}
	sub := req
	sub.Text = cmd
	plan, err := p.plan(ctx, sub)
	if err == nil && len(plan.Steps) == 1 {
		switch plan.Steps[0].Operation {
		case memo.OpEventUpdate, memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpTaskUpdate, memo.OpTaskDelete:
			plan.Text = req.Text
			return plan, true
		}
	}
	if createsItem(was.Steps) {
		was.Steps, was.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false
		return was, true
	}
	return memo.Plan{}, false
}

// reportVerbHE reads w as a reported verb, as written, with one slip (a
// letter doubled, dropped or swapped inside a word of five letters or
// more, its first and last letters kept), or glued to the "את", "לי" or
// "לנו" after it ("הזיזואת", "דחולי"): the verb as the table has it and
// what was glued to it.
func reportVerbHE(w string) (verb, glued string, ok bool) {
	for _, g := range []string{"", "את", "לי", "לנו"} {
		stem, found := strings.CutSuffix(w, g)
		if !found || stem == "" {
			continue
		}
		if v, ok := nearReportVerb(stem); ok {
			return v, g, true
		}
	}
	return "", "", false
}

// nearReportVerb is the report verb w is, or is one slip from.
func nearReportVerb(w string) (string, bool) {
	var lev *metrics.Levenshtein
	n := utf8.RuneCountInString(w)
	if _, ok := reportHeadVerbsHE[w]; ok {
		return w, true
	}
	for _, v := range reportHeadVerbsSorted {
		if len(w) < 2 || w[:2] != v[:2] {
			continue // every slip read keeps the first letter
		}
		vn := utf8.RuneCountInString(v)
		if n < 5 || vn < 5 || n-vn > 1 || vn-n > 1 {
			continue
		}
		if n == vn && swapped(w, v) && w[:2] == v[:2] {
			return v, true // "הזיוז", "היזזו"
		}
		if !sameEnds(w, v) {
			continue // "להעביר" is a word of its own, not a slip of "העביר"
		}
		if lev == nil {
			lev = metrics.NewLevenshtein()
		}
		if lev.Distance(w, v) == 1 {
			return v, true
		}
	}
	return "", false
}

// sameEnds reports whether a and b open and close with the same letter.
func sameEnds(a, b string) bool {
	fa, _ := utf8.DecodeRuneInString(a)
	fb, _ := utf8.DecodeRuneInString(b)
	la, _ := utf8.DecodeLastRuneInString(a)
	lb, _ := utf8.DecodeLastRuneInString(b)
	return fa == fb && la == lb
}

// swapped reports whether a becomes b by swapping two letters side by
// side ("הזיוז", "היזזו" for "הזיזו").
func swapped(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	for i := 0; i+1 < len(ra); i++ {
		if ra[i] != rb[i] {
			return ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:])
		}
	}
	return false
}

// gluedDoersEN are the doers a report's verb may be glued to when a space
// is dropped ("theymoved the meeting").
var gluedDoersEN = []string{"they", "she", "he", "we", "i", "someone"}

// unglueDoerEN parts a doer glued to the reported verb that opens s:
// "theymoved the meeting to 3" is "they moved the meeting to 3".
func unglueDoerEN(s string) string {
	first, rest, _ := strings.Cut(s, " ")
	low := toLower(first)
	for _, d := range gluedDoersEN {
		if v, ok := strings.CutPrefix(low, d); ok && verbOfReport(v) != "" && len(low) == len(first) {
			return strings.TrimSpace(first[:len(d)] + " " + first[len(d):] + " " + rest)
		}
	}
	return s
}

// mendReportHE writes a Hebrew report's verb as the table has it, when it
// is the first word or the second after a doer: "הזיזזו את התור",
// "המזכירה הזיזואת התור".
func mendReportHE(s string) string {
	fields := strings.Fields(s)
	for i := 0; i < len(fields) && i < 2; i++ {
		if _, passive := reportPassiveVerbsHE[fields[i]]; passive {
			return s // "ההרצאה בוטלה": said of the thing, no slip of "ביטלה"
		}
		if v, glued, ok := reportVerbHE(fields[i]); ok {
			fields[i] = strings.TrimSpace(v + " " + glued)
			return strings.Join(fields, " ")
		}
	}
	if len(fields) > 1 && fields[1] == "את" {
		// "המזכירההעבירה את …": a doer glued to the verb.
		for _, v := range reportHeadVerbsSorted {
			if doer, ok := strings.CutSuffix(fields[0], v); ok && utf8.RuneCountInString(doer) >= 2 && utf8.RuneCountInString(v) >= 4 {
				fields[0] = doer + " " + v
				return strings.Join(fields, " ")
			}
		}
	}
	return s
}

// opensWithReport reports whether a title opens with a reported change
// ("הזיזו את רופא השיניים"): the telling of a change, no item's name.
func opensWithReport(s string) bool {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return false
	}
	if _, _, ok := reportVerbHE(fields[0]); ok {
		return true
	}
	if m := mendReportHE(s); m != s {
		return true // "המזכירההעבירה את …"
	}
	if len(fields) > 2 && fields[2] == "את" {
		_, _, ok := reportVerbHE(fields[1])
		return ok
	}
	return false
}

// reportHeadVerbsSorted are the keys of reportHeadVerbsHE in a fixed order.
var reportHeadVerbsSorted = slices.Sorted(maps.Keys(reportHeadVerbsHE))

// mayReport reports whether text may hold a reported change: a cheap test
// before reportedCommand, which cleans the text. A Hebrew verb a doer did
// may be written with a slip, so the first words are read for one too.
func mayReport(text string) bool {
	if reportAnyVerb.MatchString(text) || reportNowVerb.MatchString(text) {
		return true
	}
	if !hebrewText(text) {
		return false
	}
	fields := strings.Fields(text)
	for i := 0; i < len(fields) && i < 3; i++ {
		if _, _, ok := reportVerbHE(fields[i]); ok {
			return true
		}
	}
	return false
}

// runInCommand reports whether what a report says was changed holds a
// command of its own run in after it, its mark dropped: "they changed it
// mv it to 6" tells why, then asks; "it mv it" is nothing changed.
func runInCommand(thing string) bool {
	for _, w := range strings.Fields(thing)[min(1, len(strings.Fields(thing))):] {
		if _, ok := moveVerbForms[w]; ok || w == "move" || w == "reschedule" {
			return true
		}
	}
	return false
}
