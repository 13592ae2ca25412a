package offline

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A change of the item in focus is often said with what happened: "she
// cancelled, remove it pls", "the accountant is sick, delete this meeting",
// "never mind, already signed it, mark it done", "client asked to move it
// to Wednesday at 3", "הטכנאי ביטל, תמחק את זה", "בוצע, הזמנתי", "המשמרת
// מתחילה ב5 ולא ב4 טעיתי". Where contextThenChange leaves "it" alone (the
// why might say which thing), here the why may only speak of the focus:
// each of its words is a pronoun, a verb of what happened, a word of the
// focus's title or a word such a clause is made of. The command is then
// read alone, and taken only when it acts on the focus; the why is never
// part of a title or a search. "she cancelled" alone asks for nothing and
// is not read here.

// reasonWords are the words a clause that tells what happened is made of,
// besides its verbs: pronouns, articles, auxiliaries and the openings of
// a second thought.
var reasonWords = toSet([]string{
	"i", "i'm", "im", "i've", "ive", "i'd", "we", "we're", "we've", "she", "she's", "he", "he's", "they", "they're", "they've",
	"it", "it's", "its", "that", "that's", "this", "them", "me", "us", "you", "my", "our", "his", "her", "their", "your",
	"the", "a", "an", "is", "was", "are", "were", "has", "have", "had", "been", "be", "will", "won't", "can't", "cannot",
	"isn't", "wasn't", "doesn't", "don't", "didn't", "not", "no", "just", "already", "now", "so", "ok", "okay", "actually",
	"never", "mind", "nvm", "on", "reflection", "second", "thought", "thoughts", "sorry", "oops", "bad", "mistake", "also",
	"anyway", "again", "today", "after", "all", "out", "up", "off", "done", "sick", "ill", "busy", "late", "away", "can",
	"make", "made", // "the plumber can't make it"
	"come", "coming", "to", "ask", "asks", "wants", "says", "say", "changed", "happening", "turns",
	"הוא", "היא", "הם", "הן", "אני", "אנחנו", "זה", "זאת", "כבר", "עכשיו", "סליחה", "סורי", "אופס", "בעצם", "לי", "לנו",
	"את", "גם", "לא", "עוד", "פשוט", "טוב", "אוקיי", "אז", "יש", "אין", "היום", "בסוף", "בוצע", "בוצעה", "נעשה", "גמור",
	"חולה", "חולים", "חולות", "ביטל", "ביטלה", "ביטלו", "בוטל", "בוטלה", "בוטלו", "נדחה", "נדחתה", "נדחו", "דחה", "דחתה", "דחו",
	"שינה", "שינתה", "שינו", "השתנה", "השתנתה", "החליף", "החליפה", "החליפו", "הזיז", "הזיזה", "הזיזו", "קבעו", "ביקש",
	"ביקשה", "ביקשו", "אמר", "אמרה", "אמרו", "הודיע", "הודיעה", "הודיעו", "יכול", "יכולה", "יכולים", "מגיע", "מגיעה",
	"מגיעים", "נסגר", "נסגרה", "סגור", "סגורה", "עסוק", "עסוקה", "מאחר", "מאחרת", "בחופש", "רלוונטי", "צריך", "צריכה",
})

// whyTitle reports whether a title steps create is only words a why is
// told with ("החליפו לי ב-6 בערך" titled "החליפו לי", "she's sick"): what
// happened, not a thing to do.
func whyTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		ws := strings.Fields(lower(t))
		all := len(ws) > 0
		for _, w := range ws {
			w = strings.Trim(w, ",.!?")
			stem, glued := strings.CutSuffix(w, "לי") // "החליפולי": "לי" run into the verb
			all = all && (reasonWord(w) || glued && reasonWord(stem))
		}
		if all {
			return true
		}
	}
	return false
}

// reasonWord reports whether w is a word of reasonWords, as written,
// with a letter held ("החלייפו"), or one slip off a verb of five letters
// or more, its first kept ("החליופ", "cancleled"): short words one slip
// apart are other words ("hid", "its").
func reasonWord(w string) bool {
	if reasonWords[w] || reasonWords[squeeze(w, 1)] {
		return true
	}
	if utf8.RuneCountInString(w) < 5 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w)
	for _, r := range reasonSlipWords {
		if c, _ := utf8.DecodeRuneInString(r); c == first && slipOf(w, r) {
			return true
		}
	}
	return false
}

// reasonSlipWords are the words of reasonWords of five letters or more,
// for reasonWord.
var reasonSlipWords = wordsOfLength(reasonWords, 5)

// reasonOpen is a why said alone as an opening of a second thought:
// "never mind", "on reflection", "סליחה".
var reasonOpen = compile(`^(?:never\s*mind|nvm|on\s+(?:second\s+thought|reflection)|sorry|oops|my\s+bad|actually|ok|okay|` +
	`סליחה|סורי|אופס|בעצם|טעיתי|טעות\s+שלי|עזוב|עזבי)$`)

// reTurnedOutNot is a why said alone that the thing will not be: "יצא
// שלא, תבטל", "בסוף לא", "not happening, cancel it". Unlike a second
// thought, its cancel removes the thing, not the last change.
var reTurnedOutNot = compile(`^(?:(?:ו|אז\s+)?יצא\s+ש?לא|בסוף\s+לא|(?:זה\s+)?לא\s+יוצא|(?:it'?s\s+|its\s+)?not\s+happening|` +
	`(?:it\s+)?turn(?:s|ed)\s+out\s+not|(?:it\s+)?turn(?:s|ed)\s+out\s+it'?s\s+off|(?:it'?s|its)\s+off)$`)

// reAskedTo is someone's request reported before the command it asks
// for: "client asked to move it …", "she wants me to cancel it".
var reAskedTo = compile(`(?i)^(.{1,40}?\s(?:asked|asks|wants|wanted|needs|told)(?:\s+(?:me|us))?\s+to)\s+(\S.*)$`)

// reTrailSorry is an apology said after the correction: "… טעיתי",
// "… my bad".
var reTrailSorry = compile(`(?i)[\s,.;!\-–—]+(?:טעיתי|סליחה|סורי|טעות\s+שלי|my\s+bad|sorry|my\s+mistake|oops)[\s.!]*$`)

// contextThenFocus plans the command of a message that was not
// understood whole (was, with err) when the rest only tells what happened
// to the item in focus, as the comment above says.
func (p *Planner) contextThenFocus(ctx context.Context, req memo.PlanRequest, was memo.Plan, err error) (memo.Plan, bool) {
	f := req.Focus
	if err != nil || f == nil || f.ID == "" || len(was.Steps) != 1 {
		return memo.Plan{}, false
	}
	// A why made the title of a new thing ("החליפו לי, בסביבות שש" made
	// "החליפו לי" at six) is read as a why too.
	made := madeTitles(was.Steps)
	if was.Steps[0].Operation != memo.OpUnknown && len(made) != 1 {
		return memo.Plan{}, false
	}
	text := strings.TrimSpace(newMessage(req).clean().Text) // "hi, she cancelled, delete it thx": the greeting and thanks off
	for _, cut := range reasonCuts(text) {
		if len(made) == 1 && lower(strings.Trim(cut.why, " ,.;:!")) != lower(made[0]) {
			continue
		}
		command := cut.command
		if item, ok := haveItem(cut.why, command, f); ok {
			command = item // "I already have sandpaper. remove it from that list"
		} else if !focusReasonBy(cut.why, f, req, namedFocusOnIt(command, f) != command) {
			continue
		} else if noFocusThing(command, f) {
			command = map[bool]string{true: "תמחק את זה", false: "delete it"}[hebrewText(command)] // "Eli cancelled. No lunch."
		} else if g := reCancelIt.FindStringSubmatchIndex(lower(bareCommandOnIt(command))); g != nil && !reasonOpen.MatchString(lower(strings.Trim(cut.why, " ,.;:!"))) {
			// "דנה חולה, תבטל את זה": with what happened, the item is off,
			// not the last change undone ("sorry, cancel that" is).
			command = map[bool]string{true: "תמחק את זה", false: "delete it"}[hebrewText(command)] // "delete that" alone is "scratch that"
		}
		if steps, ok := doneWithFocus(lower(strings.Trim(command, " ,.;:!")), f); ok {
			done := was // "בדקתי, תסמן שסיימתי": the task in focus done
			done.Steps, done.Tentative = numberSteps(steps), false
			return done, true
		}
		sub := req
		sub.Text = bareCommandOnIt(namedFocusOnIt(command, f))
		plan, err := p.plan(ctx, sub)
		if err != nil || len(plan.Steps) != 1 || !actsOnFocus(plan.Steps[0], f) {
			continue
		}
		plan.Text = req.Text
		return plan, true
	}
	return memo.Plan{}, false
}

// reasonCut is one way to read a message as a why and a command.
type reasonCut struct{ why, command string }

// reasonCuts are the ways text may be a why and a command: before each
// pause (a comma, a full stop, a semicolon, a dash), the why first or the
// command first; someone's request before its command; an apology after.
func reasonCuts(text string) []reasonCut {
	var cuts []reasonCut
	for i, r := range text {
		if r != ',' && r != '.' && r != ';' && r != '—' && r != '–' && !(r == '-' && i > 0 && text[i-1] == ' ') {
			continue
		}
		if r == '.' && i+1 < len(text) && text[i+1] >= '0' && text[i+1] <= '9' {
			continue // "10.30"
		}
		head := strings.TrimSpace(text[:i])
		tail := strings.TrimSpace(strings.TrimLeft(text[i:], ",.;—–- "))
		if head == "" || tail == "" {
			continue
		}
		cuts = append(cuts, reasonCut{why: head, command: tail}, reasonCut{why: tail, command: head})
	}
	cuts = append(cuts, unpausedCuts(text)...)
	if g := reAskedTo.FindStringSubmatch(text); g != nil {
		cuts = append(cuts, reasonCut{why: strings.TrimSuffix(g[1], " to"), command: g[2]})
	}
	if loc := reTrailSorry.FindStringIndex(text); loc != nil && loc[0] > 0 {
		cuts = append(cuts, reasonCut{why: text[loc[0]:], command: strings.TrimSpace(text[:loc[0]])})
	}
	return cuts
}

// focusReason reports whether why only tells what happened to the item in
// focus: no time, no request, no word of another thing, and a verb or an
// opening of a second thought among its words.
func focusReason(why string, f *memo.FocusItem, req memo.PlanRequest) bool {
	return focusReasonBy(why, f, req, false)
}

// focusReasonBy is focusReason that, with who set, also lets the why name
// who did what it tells ("הלקוחות ביטלו", "the client cancelled"): said
// when the command names the focus itself, so the why needs not.
func focusReasonBy(why string, f *memo.FocusItem, req memo.PlanRequest, who bool) bool {
	why = strings.Trim(why, " ,.;:!-–—")
	low := lower(why)
	words := strings.Fields(strings.NewReplacer(",", " ", ".", " ", ";", " ", "!", " ").Replace(low))
	if len(words) == 0 || len(words) > 9 || strings.ContainsAny(why, "0123456789?") || reMidAsks.MatchString(low) {
		return false
	}
	if reasonOpen.MatchString(low) || reTurnedOutNot.MatchString(low) {
		return true
	}
	if _, found, _ := timeparse.Parse(why, req.Now, req.Loc); found {
		return false
	}
	title := focusTitleWords(f.Title)
	told, named := false, false
	for i, w := range words {
		switch {
		case reasonVerb(w):
			told = true
		case reasonWords[w], title[bareWord(w)], deedOfFocus(w, f):
		case who && !named && whoDid(words, i):
			named = true // "הלקוחות ביטלו", "the client cancelled": who did it, once
		default:
			return false
		}
	}
	return told
}

// whoDid reports whether words[i] is the one who did what the verb right
// after it tells: a Hebrew noun with its article ("הלקוחות ביטלו") or an
// English one after "the", "my", "our" ("the client cancelled").
func whoDid(words []string, i int) bool {
	if i+1 >= len(words) || !reasonVerb(words[i+1]) || reasonVerb(words[i]) {
		return false
	}
	w := words[i]
	if hebrewText(w) {
		return strings.HasPrefix(w, "ה") && len([]rune(w)) > 2
	}
	return i > 0 && (words[i-1] == "the" || words[i-1] == "my" || words[i-1] == "our")
}

// reasonVerb reports whether w is a verb of what happened: a past form
// ("cancelled", "paid", "הזמנתי", "ביטלה") or one of the words a why is
// told with ("sick", "חולה", "נדחה").
func reasonVerb(w string) bool {
	switch {
	case hePastFirst(w) || w == "טעיתי":
		return true
	case enIrregularPast[w] || len(w) >= 5 && strings.HasSuffix(w, "ed"):
		return true
	}
	switch w {
	case "sick", "ill", "busy", "late", "away", "done", "can't", "cannot", "won't", "isn't", "wasn't", "didn't", "asked",
		"asks", "wants", "says", "happening", "בוצע", "בוצעה", "בוצעו", "נעשה", "נעשתה", "הושלם", "הושלמה", "טופל", "טופלה", "גמור", "חולה", "חולים", "חולות", "ביטל", "ביטלה", "ביטלו",
		"בוטל", "בוטלה", "בוטלו", "נדחה", "נדחתה", "נדחו", "דחה", "דחתה", "דחו", "שינה", "שינתה", "שינו", "השתנה", "השתנתה",
		"החליף", "החליפה", "החליפו", "הזיז", "הזיזה", "הזיזו", "קבעו", "ביקש", "ביקשה", "ביקשו", "אמר", "אמרה", "אמרו", "הודיע",
		"הודיעה", "הודיעו", "נסגר", "נסגרה", "סגור", "סגורה", "עסוק", "עסוקה", "מאחר", "מאחרת", "בחופש", "יכול", "יכולה",
		"יכולים":
		return true
	}
	return false
}

// focusTitleWords are the words of a title, each bare of a Hebrew prefix
// letter: what a why may name of the focus ("the accountant is sick" of
// "meeting with the accountant", "הטכנאי ביטל" of "טכנאי").
func focusTitleWords(title string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(lower(title)) {
		out[bareWord(strings.Trim(w, ",.!?:;\"'()"))] = true
	}
	return out
}

// bareWord is w without a Hebrew prefix letter or an English plural or
// possessive ending, for comparing a why's words to a title's.
func bareWord(w string) string {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	if hebrewText(w) {
		for _, p := range []string{"וה", "שה", "לה", "בה", "מה", "ה", "ל", "ב", "ו"} {
			if rest, ok := strings.CutPrefix(w, p); ok && len([]rune(rest)) >= 3 {
				return rest
			}
		}
		return w
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

// actsOnFocus reports whether s changes, removes or completes the item in
// focus itself, or changes the items of the list in focus.
func actsOnFocus(s memo.Step, f *memo.FocusItem) bool {
	switch {
	case s.Tasks != nil && (s.Operation == memo.OpTaskUpdate || s.Operation == memo.OpTaskDelete || s.Operation == memo.OpTaskComplete):
		return len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == f.ID && len(s.Tasks.Targets) == 0
	case s.Calendar != nil && (s.Operation == memo.OpEventUpdate || s.Operation == memo.OpEventDelete):
		return len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == f.ID
	case s.Lists != nil && (s.Operation == memo.OpListAdd || s.Operation == memo.OpListRemove || s.Operation == memo.OpListCheck):
		return f.Kind == memo.FocusList && (s.Lists.ListID == f.ID || strings.EqualFold(s.Lists.Name, f.Title))
	}
	return false
}

var (
	// reHaveItem is a thing said to be had already, before the command
	// that takes "it" off the list in focus: "I already have sandpaper",
	// "כבר יש לי נייר לטש".
	// The thing may come first too: "candles I already have", "נרות כבר
	// יש לי".
	reHaveItem = compile(`(?i)^(?:(?:on\s+(?:second\s+thought|reflection)|actually|oh|ok|okay|never\s*mind|nvm)[,\s]+)*(?:i|we)\s+(?:already\s+)?(?:have|got|bought|found|own)\s+(?:some\s+)?(.+?)(?:\s+already)?$|` +
		`^(?:(?:on\s+(?:second\s+thought|reflection)|actually|oh|ok|okay|never\s*mind|nvm)[,\s]+)*(?:the\s+)?(.+?)\s+(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?(?:have|got|bought|found)(?:\s+already)?$|` +
		`^(?:(?:בעצם|אה|אוקיי)[,\s]+)*(?:כבר\s+)?(?:יש\s+לי|יש\s+לנו|קניתי|מצאתי)\s+(?:כבר\s+)?(?:את\s+)?(.+?)(?:\s+כבר)?$|` +
		`^(?:(?:בעצם|אה|אוקיי)[,\s]+)*(?:את\s+)?(.+?)\s+(?:כבר\s+)?(?:יש\s+לי|יש\s+לנו|קניתי|קנינו|מצאתי)(?:\s+כבר)?$`)
	// reRemoveItFrom is that command: "remove it from that list",
	// "תוריד את זה מהרשימה", "remove them", "תוריד אותם" (of the list in
	// focus).
	reRemoveItFrom = compile(`(?i)^(?:(?:kindly|please|pls|so|then)\s+)?(?:(remove|delete|take|cross|scratch)\s+(?:it|that|them)(?:\s+off)?\s+(?:from|off)\s+(?:that|the|this|my)\s+list|` +
		`(remove|delete)\s+(?:it|that|them)|(take|cross|scratch)\s+(?:it|that|them)\s+off)[.!]*$|` +
		`^(?:אז\s+)?(תוריד|תורידי|תמחק|תמחקי|תסיר|תסירי)\s+(?:את\s+זה|אותו|אותה|אותם|אותן)(?:\s+מ(?:ה)?רשימה(?:\s+(?:הזאת|הזו))?)?[.!]*$`)
)

// haveItem reads a thing said to be had already, then "remove it from
// that list", of the list in focus: the command on that thing by name.
func haveItem(why, command string, f *memo.FocusItem) (string, bool) {
	if f.Kind != memo.FocusList {
		return "", false
	}
	c := reRemoveItFrom.FindStringSubmatch(strings.TrimSpace(command))
	w := reHaveItem.FindStringSubmatch(strings.Trim(why, " .!,"))
	if c == nil || w == nil {
		return "", false
	}
	item := strings.TrimSpace(firstOf(w[1:]))
	if n := len(strings.Fields(item)); n == 0 || n > 3 || rePronounOnly.MatchString(toLower(item)) || strings.ContainsAny(item, ",0123456789") {
		return "", false
	}
	if hebrewText(command) {
		return firstOf(c[1:]) + " את " + item + " מהרשימה", true
	}
	return "remove " + item + " from that list", true
}
