package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A correction of the item in focus is often said with a remark around
// it: why ("make it 3:30 practice runs late"), a sigh or an apology after
// it ("actually its at 5 not 4 ugh", "its actualy 4:30 sorry"), the
// change told as one's plan ("cancel that, I'm pushing it to friday same
// time"), the item named first as a topic ("לעניין הישיבה, יש לדחות אותה
// ליום שלישי באותה השעה"), "2" typed for "to" ("push it 2 1pm"), who
// asked for it ("make it 5 coach said", "הוא ביקש להקדים ל9:30", "she
// wants it earlier, 9:30") or what for ("make it 4:45 to be safe", "תעשה
// 4:45 ליתר ביטחון"), or the start named of an event ("make it start
// 7.30"). The
// remark is no part of the change: the change is read on the item in
// focus, never made a new item of those words and never an undo.

var (
	// rePlanToMove is a move told as one's plan: "I'm pushing it to …",
	// "we'll move it to …", "gonna push it to …".
	rePlanToMove = compile(`(?i)^(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ll|i\s+will|we'?ll|we\s+will|let'?s)?\s*(?:going\s+to\s+|gonna\s+)?` +
		`(push|mov|shift|postpon|reschedul|bump|chang)(?:e|es|ed|ing)?\s+((?:it|that|this)\s+.+)$`)
	// reCancelThatThen is "cancel that," or "scratch that," before what
	// is meant instead, with the pause unmarked too ("cancel that i'm
	// pushing it to 6"): what follows must then be a move.
	reCancelThatThen = compile(`(?i)^(?:no\s+|oh\s+|ok\s+)?(?:cancel|scratch|forget)\s+that(?:\s*[,;:.\-–—]\s*|\s+)(.+)$|^(?:תבטל|תבטלי|בטל|עזוב|עזבי)\s+(?:את\s+)?זה(?:\s*[,;:.\-–—]\s*|\s+)(.+)$`)
	// reTopicLead names the item first, as a topic: "לעניין הישיבה,",
	// "בנוגע לפגישה,", "regarding the meeting,", "as for the dentist,".
	reTopicLead = compile(`(?i)^(?:(?:לעניין|בעניין|לגבי|regarding|re|as\s+for|as\s+to|about)(?:\s*:\s*|\s+)|(?:בנוגע|בקשר)\s+ל)(?:the\s+|my\s+)?([^,;:]{2,40}?)\s*[,;:\-–—]\s*(.+)$`)
	// reRemarkEnd is a sigh or an apology closing a correction: "sorry",
	// "ugh", "my bad", "סליחה", "אוף".
	reRemarkEnd = compile(`(?i)[\s,.;!\-–—]+(?:sorry|sry|soz|ugh+|argh+|oops|whoops|my\s+bad|lol|apologies|my\s+apologies|sorry\s+about\s+that|` +
		`סליחה|סורי|אופס|אוף|טעות\s+שלי|סליחה\s+על\s+הבלבול)[\s.!]*$`)
	// reTwoForTo is "2" typed for "to" after a move on the item: "push it
	// 2 1pm", "move it 2 friday".
	reTwoForTo = compile(`(?i)^((?:push|move|change|shift|make|set|switch|reschedule|bump)\s+(?:it|that|this))\s+2\s+(\S.*)$`)
	// reMoveWhy is a change on the item, with its new time and what is
	// said after it ("make it 3:30 practice runs late").
	reMoveWhy = compile(`(?i)^((?:make|move|push|change|shift|set|switch|reschedule|bump)\s+(?:it|that|this)\s+(?:to\s+|for\s+|at\s+)?)(.+)$|` +
		`^((?:תעשה|תעשי|תזיז|תזיזי|תעביר|תעבירי|תדחה|תדחי|תקדים|תקדימי|תשנה|תשני)\s+(?:(?:את\s+)?(?:זה|אותו|אותה)\s+)?)(.+)$`)
	// rePurposeAfter is what a change is for, said after its time: "to be
	// safe", "just in case", "ליתר ביטחון".
	rePurposeAfter = compile(`(?i)^(?:just\s+)?(?:to\s+be\s+(?:safe|sure|on\s+the\s+safe\s+side)|in\s+case|for\s+safety|` +
		`ליתר\s+(?:ביטחון|בטחון|ביטחון\s+שלי|זהירות)|(?:ליתר\s+)?על\s+כל\s+מקרה|שיהיה\s+(?:בטוח|מרווח))$`)
	// reAskedMoveEN is a move asked by someone else, told: "she wants it
	// earlier, 9:30", "coach asked me to move it to 5". Groups: the
	// pointer's rest.
	reAskedMoveEN = compile(`(?i)^(?:the\s+)?\p{L}+\s+(?:asked|asks|wants|want|wanted|would\s+like|'d\s+like)\s+(?:(?:me|us)\s+)?` +
		`(?:to\s+(?:move|push|bring|make|have|change)\s+)?(?:it|that|this)\s+(.+)$`)
	// reAskedMoveHE is the Hebrew: "הוא ביקש להקדים ל9:30", "היא רוצה
	// לדחות את זה לשש". Groups: the infinitive, what follows it.
	reAskedMoveHE = compile(`^(?:\p{Hebrew}+\s+)?(?:ביקש|ביקשה|ביקשו|רוצה|רוצים|רוצות|אמר|אמרה|אמרו)\s+(להקדים|לדחות|להזיז|להעביר)\s+(.+)$`)
	// reMakeStart is the start of the event named in a change: "make it
	// start 7.30".
	reMakeStart = compile(`(?i)^(?:make|have|set)\s+(?:it|that|this)\s+(?:start|begin)\s+(?:at\s+)?(.+)$`)
	// reRemarkVerb is a verb a remark after a change holds: "practice
	// runs late", "the bus was late", "האימון נגמר מאוחר".
	reRemarkVerb = compile(`(?i)(?:^|\s)(?:runs|ran|run|is|was|are|were|got|gets|has|had|ends|ended|starts|started|goes|went|came|comes|moved|changed|finishes|finished|` +
		`overran|running|late|delayed|stuck|sick|busy|said|says|asked|asks|wants|told|` +
		`ביקש|ביקשה|ביקשו|אמר|אמרה|אמרו|` +
		`נגמר|נגמרת|נגמרים|מתארך|מתארכת|התארך|התארכה|מתעכב|מתעכבת|התעכב|התעכבה|מאחר|מאחרת|איחר|איחרה|חולה|עסוק|עסוקה|תקוע|תקועה|בוטל|נדחה)(?:\s|$)`)
	// reActuallySlip is "actually" typed one slip off.
	reActuallySlip = compile(`(?i)(?:^|\s)(actualy|acutally|actully|actuall|actualyl|atually|acually)(?:\s|,|$)`)
)

// remarkForms is text with the remark around a change of the item in
// focus taken off, and whether anything was.
func (m *message) remarkForms(text string, f *memo.FocusItem) (string, bool) {
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent {
		return text, false
	}
	out := text
	if g := reActuallySlip.FindStringSubmatchIndex(out); g != nil {
		out = out[:g[2]] + "actually" + out[g[3]:]
	}
	if g := reTopicLead.FindStringSubmatch(out); g != nil && topicOfFocus(g[1], f) {
		out = Clean(g[2]).Text // "לעניין הישיבה, יש לדחות אותה …"
	}
	if g := reCancelThatThen.FindStringSubmatch(out); g != nil {
		rest := firstOf(g[1:])
		if t, ok := planToMove(rest); ok {
			out = t // "cancel that, I'm pushing it to friday same time"
		} else if rePlanToMove.MatchString(rest) {
			out = rest // "cancel that, push it to 6"
		}
	} else if t, ok := planToMove(out); ok {
		out = t
	}
	if loc := reRemarkEnd.FindStringIndex(out); loc != nil && loc[0] > 0 {
		if _, found, err := timeparse.Parse(out[:loc[0]], m.now(), m.loc()); found && err == nil {
			out = strings.TrimSpace(out[:loc[0]]) // "actually its at 5 not 4 ugh"
		}
	}
	if g := reTwoForTo.FindStringSubmatch(out); g != nil && (m.timeAlone(g[2]) || reBareHour.MatchString(g[2])) && !m.timeAlone("2 "+g[2]) {
		out = g[1] + " to " + g[2] // "push it 2 1pm"
	}
	out = askedMove(out)
	if g := reMakeStart.FindStringSubmatch(out); g != nil && f.Kind == memo.FocusEvent {
		out = "it starts at " + g[1] // "actually make it start 7.30"
	}
	if g := reMoveWhy.FindStringSubmatch(out); g != nil {
		head, said := firstOf([]string{g[1], g[3]}), firstOf([]string{g[2], g[4]})
		if t, ok := m.timeThenRemark(said); ok {
			out = strings.TrimSpace(head) + " " + t // "make it 3:30 practice runs late"
		}
	}
	return out, out != text
}

// planToMove is a move told as one's plan said as the command: "I'm
// pushing it to friday" is "push it to friday".
func planToMove(s string) (string, bool) {
	g := rePlanToMove.FindStringSubmatch(s)
	if g == nil {
		return s, false
	}
	verb := map[string]string{"push": "push", "mov": "move", "shift": "shift", "postpon": "postpone", "reschedul": "reschedule", "bump": "move", "chang": "change"}[toLower(g[1])]
	if verb == "" || toLower(s) == toLower(verb+" "+g[2]) {
		return s, false
	}
	return verb + " " + g[2], true
}

// reBareHour is an hour said with no word of time: "5", "ל-5", "to 5:30",
// "לחמש".
var reBareHour = compile(`(?i)^(?:to\s+|at\s+|ל-?|ב-?)?(?:\d{1,2}(?:[:.]\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|` +
	`אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה)(?:\s+וחצי|\s+ורבע|\s+thirty)?$`)

// timeThenRemark is the time that opens said when a remark follows it
// ("3:30 practice runs late", "לחמש המנהל מתעכב").
func (m *message) timeThenRemark(said string) (string, bool) {
	w := strings.Fields(said)
	for k := 1; k < len(w) && k <= 4; k++ {
		t, rest := strings.Join(w[:k], " "), strings.Join(w[k:], " ")
		said := strings.Trim(rest, " .!?,")
		if (m.timeAlone(t) || reBareHour.MatchString(t)) && !strings.ContainsAny(rest, "0123456789") && (remarkLike(said) || rePurposeAfter.MatchString(said)) {
			if _, found, _ := timeparse.Parse(rest, m.now(), m.loc()); !found {
				return t, true
			}
		}
	}
	return "", false
}

// askedMove is a move someone else asked for, told, said as the command:
// "she wants it earlier, 9:30" is "move it earlier to 9:30", "הוא ביקש
// להקדים ל9:30" is "תקדים ל9:30"; text as it was otherwise.
func askedMove(text string) string {
	if g := reAskedMoveHE.FindStringSubmatch(text); g != nil {
		verb := map[string]string{"להקדים": "תקדים", "לדחות": "תדחה", "להזיז": "תזיז", "להעביר": "תעביר"}[g[1]]
		return verb + " " + g[2]
	}
	g := reAskedMoveEN.FindStringSubmatch(text)
	if g == nil {
		return text
	}
	rest := strings.TrimSpace(g[1])
	if d := reDirThenTime.FindStringSubmatch(rest); d != nil {
		return "move it " + d[1] + " to " + d[2] // "earlier, 9:30"
	}
	return "move it " + rest
}

// reDirThenTime is a direction and then where to: "earlier, 9:30".
var reDirThenTime = compile(`(?i)^(earlier|later|sooner|back|forward)\s*,?\s+(?:to\s+|at\s+)?(.+)$`)

// timeAlone reports whether s is a time and nothing else.
func (m *message) timeAlone(s string) bool {
	r, found, err := timeparse.Parse(s, m.now(), m.loc())
	return found && err == nil && strings.TrimSpace(strings.Trim(r.Remainder(s), " ,.")) == ""
}

// remarkLike reports whether s is a remark said after a change: a few
// words with a verb of their own that ask nothing and name no scope.
func remarkLike(s string) bool {
	w := strings.Fields(s)
	if len(w) < 2 || len(w) > 8 || reWhyAsks.MatchString(toLower(s)) || reReasonOther.MatchString(toLower(s)) {
		return false
	}
	return reRemarkVerb.MatchString(toLower(s))
}

// topicOfFocus reports whether every word of topic names the item in
// focus: a word of its title, with or without the article, "the" or a
// Hebrew ending of the construct ("הישיבה" of "ישיבת צוות").
func topicOfFocus(topic string, f *memo.FocusItem) bool {
	stem := func(w string) string {
		w = strings.Trim(toLower(w), " ,.!?:;\"'")
		for _, form := range hePrefixForms(w) {
			w = form
		}
		return strings.TrimRight(w, "התs")
	}
	title := map[string]bool{}
	for _, w := range strings.Fields(f.Title) {
		if s := stem(w); len([]rune(s)) >= 2 {
			title[s] = true
		}
	}
	words := strings.Fields(topic)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		switch toLower(w) {
		case "the", "my", "our", "this", "that", "את", "של", "with", "עם":
			continue
		}
		if !title[stem(w)] {
			return false
		}
	}
	return true
}
