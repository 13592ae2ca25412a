package offline

import (
	"regexp"
	"strings"

	"github.com/memo-assistant/memo"
)

// A thing told done in a few words of one's own, pointing at it only as
// "it", "that", "זה": "grand thats done now, im after doing it", "done
// already la, can tick it", "its done", "עשיתי את זה כבר", "זה בוצע,
// אפשר לסמן". It completes the task in focus; with none (nothing in focus,
// an event, a list, a task that repeats) which one is meant is asked,
// never looked for by the words "it" or "זה".

var (
	// reDoneReportPart is one part of such a report, between its commas:
	// the deed told done, a request to tick it, or an ok around them.
	reDoneReportPart = compile(`(?i)^(?:` +
		// "thats done now", "it's all sorted", "its done already la".
		`(?:that'?s|thats|that\s+is|it'?s|its|it\s+is)\s+(?:all\s+)?(?:done|finished|sorted|handled|taken\s+care\s+of|dealt\s+with)|` +
		// "done already la", "all done now", "sorted".
		`(?:all\s+)?(?:done|finished|sorted)(?:\s+(?:now|already|and\s+dusted))+|` +
		// "im after doing it" (Irish), "i did it already", "just did it".
		`(?:i'?m|im|i\s+am)\s+after\s+(?:doing|finishing)\s+(?:it|that)|(?:i\s+)?(?:already\s+|just\s+)?(?:did|done|finished)\s+(?:it|that)|` +
		// "can tick it", "you can tick it off", "tick it off".
		`(?:you\s+)?can\s+(?:tick|check|cross|mark)\s+(?:it|that)(?:\s+off)?(?:\s+(?:now|as\s+done))?|(?:tick|check|cross)\s+(?:it|that)\s+off|` +
		// "you may consider that done", "you can mark it done", "mark it as complete".
		`(?:you\s+)?(?:(?:can|may|could)\s+)?(?:consider|mark)\s+(?:it|that)\s+(?:as\s+)?(?:done|finished|complete|completed)|` +
		`(?:כבר\s+)?(?:סיימתי|גמרתי|עשיתי|ביצעתי)\s+(?:עם\s+זה|את\s+זה|איתו|איתה|אותו|אותה)|` +
		`זה\s+(?:כבר\s+)?(?:בוצע|גמור|סגור|נעשה|עשוי|הושלם)|` +
		`(?:אפשר|תוכל|תוכלי)\s+(?:ל)?(?:סמן|לסמן|לסגור|למחוק)(?:\s+(?:את\s+זה|אותו|אותה))?(?:\s+(?:כבוצע|שבוצע))?` +
		`)(?:\s+(?:now|already|la|lah|fam|mate|כבר|עכשיו))*$`)
	// reDoneReportOk is an ok said around the report: "grand", "sweet",
	// "סבבה". Alone it reports nothing.
	reDoneReportOk = compile(`(?i)^(?:grand|great|cool|sweet|ok|okay|right|yep|yeah|yup|alright|perfect|nice|lovely|so|אוקיי|אוקי|טוב|סבבה|יופי|אחלה)$`)
	// reNotDoneReport is the thing told not done: "its not done yet",
	// "that isn't finished".
	reNotDoneReport = compile(`(?i)^(?:it'?s|its|it\s+is|that'?s|thats|that\s+is)\s+not\s+(?:done|finished|sorted)(?:\s+yet)?$|` +
		`^(?:it|that)\s+(?:isn'?t|is\s+not|wasn'?t)\s+(?:done|finished|sorted)(?:\s+yet)?$`)
	// doneReportNeeds are the words one of which a report holds.
	doneReportNeeds = []string{"done", "did", "complete", "doing", "finish", "sorted", "handled", "taken care", "dealt", "tick", "check", "cross", "mark",
		"סיימתי", "גמרתי", "עשיתי", "ביצעתי", "בוצע", "גמור", "סגור", "נעשה", "עשוי", "הושלם", "סמן", "לסגור", "למחוק"}
	// reDoneReportCut cuts a report into its parts.
	reDoneReportCut = regexp.MustCompile(`\s*[,;.!]+\s*|\s+(?:and|so)\s+|\s+ו(?:אפשר|תוכל|תוכלי)\s`)
)

// doneReport reports whether low, a whole message, tells the thing in
// focus done in such words: every part of it one of reDoneReportPart's or
// an ok, and one at least a part. A question ("its done?") is not one.
// Beside a part, the deed of the task in focus told done with nothing
// named after it is one more ok: "called him already, tick it off",
// "אספתי כבר, אפשר לסמן שבוצע".
func doneReport(low string, f *memo.FocusItem) bool {
	low = strings.TrimSpace(low)
	if strings.Contains(low, "?") || !containsAny(low, doneReportNeeds...) {
		return false
	}
	low = strings.NewReplacer("’", "'", " ואפשר ", ", אפשר ", " ותוכל ", ", תוכל ", " ותוכלי ", ", תוכלי ").Replace(low)
	low = strings.Map(func(r rune) rune { // "קניתי כבר 😊 אפשר לסמן": the emoji a pause
		if isDecoration(r) {
			return ','
		}
		return r
	}, low)
	said := false
	for _, p := range reDoneReportCut.Split(low, -1) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if first, rest, ok := strings.Cut(p, " "); ok && reDoneReportOk.MatchString(first) && reDoneReportPart.MatchString(rest) {
			p = rest // "grand thats done now"
		}
		switch {
		case reDoneReportPart.MatchString(p):
			said = true
		case reDoneReportOk.MatchString(p):
		case f != nil && f.Kind == memo.FocusTask && namesNothing(deedOnly(p)) && didVerb(deedOnly(p), f.Title):
		default:
			return false
		}
	}
	return said
}

// reDoneHave is the "have" of a deed told in the perfect: "i have watered
// them", "ive called him".
var reDoneHave = compile(`(?i)^(?:i\s+have|i'?ve|ive)\s+`)

// reDoneWhenTail is a word of when after a deed told done: "this
// afternoon", "earlier today".
var reDoneWhenTail = compile(`(?i)\s+(?:earlier\s+)?(?:this\s+(?:morning|afternoon|evening)|earlier|today|just\s+now)$`)

// deedOnly is a deed told done without its "have" and its word of when,
// so that "i have watered them already this afternoon" is read as
// "watered them already".
func deedOnly(p string) string {
	return reDoneWhenTail.ReplaceAllString(reDoneHave.ReplaceAllString(p, ""), "")
}

// doneReported plans a report that the thing in focus is done: its
// completion, or, with no task in focus to complete, a question.
func doneReported(low string, f *memo.FocusItem) ([]memo.Step, bool) {
	if reNotDoneReport.MatchString(low) {
		return []memo.Step{general(memo.OpUnknown, "")}, true // "its not done yet": nothing to complete, nor a task "its not"
	}
	if !doneReport(low, f) {
		return nil, false
	}
	if f == nil || f.ID == "" || f.Kind != memo.FocusTask || f.Recurring {
		return []memo.Step{general(memo.OpUnknown, "")}, true
	}
	return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{IDs: []string{f.ID}})}, true
}
