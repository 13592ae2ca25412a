package offline

import (
	"context"
	"slices"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A message written as a letter is, in several sentences, holds its
// request in one of them; the others greet, thank, sign off or tell why
// the user writes: "Hello, I hope this is the right way to use this
// service. My grandson told me you can keep a list. Please add …", "שלום
// רב. אבקש לרשום ביומן … תודה.". When the message read whole asks
// nothing the grammar knows, each sentence is read on its own, and the
// one sentence that asks is the request. A sentence that only points back
// ("Please write it down.", "Kindly note it in my diary.", "תרשום את זה
// ביומן.") is read with the sentence before it, as one request about
// what that one told.

// maxSentences is the most sentences a message is read one by one in: a
// longer one is a story, not a request in its letter.
const maxSentences = 6

var (
	// reSentenceEnd is the end of a sentence: its marks and the space
	// after them, or a line's end.
	reSentenceEnd = compile(`[.!?]+\s+|\s*\n+\s*`)
	// reTitleBefore is a word that a dot after does not end a sentence
	// with: a title or a short form ("Dr. Friedman", "St. James").
	reTitleBefore = compile(`(?i)(?:^|\s)(?:dr|mr|mrs|ms|prof|st|jr|sr|rd|ave|no|vs|etc|e\.g|i\.e|ד"ר|פרופ)$`)
	// rePointBack is a sentence that only asks to keep what the one
	// before told: "please write it down", "note it in my diary", "put it
	// in my calendar", "תרשום את זה", "תכניס ליומן".
	rePointBack = compile(`(?i)^(?:(?:and|so|please|pls|kindly|could\s+you|can\s+you|would\s+you)\s+)*` +
		`(?:write|note|jot|put|add|save|enter|pencil|record|pop|stick)\s+(?:it|this|that)(?:\s+down)?` +
		`(?:\s+(?:in|on|to|into)\s+(?:my|the)\s+(?:calendar|diary|schedule|agenda|cal))?(?:\s+(?:for\s+me|please|thanks|thank\s+you))*[\s.!?]*$|` +
		`^ו?(?:(?:אבקש|ברצוני|אודה\s+לך\s+אם|בבקשה|אנא|נא)\s+)?(?:תרשום|תרשמי|לרשום|רשום|רשמי|הוסף|הוסיפי|הכנס|הכניסי|תכניס|תכניסי|להכניס|תוסיף|תוסיפי|להוסיף|תשים|תשימי|לשים)(?:\s+לי)?` +
		`(?:(?:\s+(?:את\s+זה|אותו|אותה|זאת))(?:\s+(?:ביומן|ליומן|בלוח\s+השנה|ללוח\s+השנה)(?:\s+שלי)?)?|\s+(?:ביומן|ליומן|בלוח\s+השנה|ללוח\s+השנה)(?:\s+שלי)?)` +
		`(?:\s+(?:בבקשה|תודה))*[\s.!?]*$`)
	// rePointsAway is a word in a request that stands for a thing or a
	// person told elsewhere ("My son is David. Remind me to call him at
	// 5"): read alone, the request would take the wrong one.
	rePointsAway = compile(`(?i)(?:^|[^\p{L}'])(?:it|this|that|them|those|these|him|her|hers|his)(?:[^\p{L}']|$)|(?:^|\s)(?:את\s+זה|אותו|אותה|אותם|זאת|עליו|עליה|לו|לה|איתו|איתה|אליו|אליה)(?:[\s.,!?]|$)`)
)

// sentences cuts text into its sentences, a sentence that only points
// back joined to the one before it; nil when text holds one sentence or
// more than maxSentences.
func sentences(text string) []string {
	if !strings.ContainsAny(text, ".!?\n") {
		return nil
	}
	var out []string
	start := 0
	for _, loc := range reSentenceEnd.FindAllStringIndex(text, -1) {
		head := strings.TrimRight(text[start:loc[0]], " ")
		if head == "" || reTitleBefore.MatchString(lower(head)) || singleLetterEnd(head) {
			continue // "Dr. Friedman": the dot ends no sentence
		}
		out = append(out, strings.TrimSpace(text[start:loc[1]]))
		start = loc[1]
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	for i, s := range out {
		out[i] = toldThenAsked(s)
	}
	joined := out[:0]
	for _, s := range out {
		if len(joined) > 0 && rePointBack.MatchString(lower(s)) {
			prev := strings.TrimRight(joined[len(joined)-1], " .!?")
			joined[len(joined)-1] = prev + ", " + s
			continue
		}
		joined = append(joined, s)
	}
	if len(joined) < 2 || len(joined) > maxSentences {
		return nil
	}
	return joined
}

// singleLetterEnd reports whether head ends in a letter alone, an
// initial ("J. Smith") a dot after ends no sentence.
func singleLetterEnd(head string) bool {
	r := []rune(head)
	n := len(r)
	return n > 0 && unicode.IsLetter(r[n-1]) && (n == 1 || r[n-2] == ' ')
}

// bySentence plans a message the whole of which asked nothing, one
// sentence at a time: the plan of the one sentence that asks, when every
// other sentence only greets, thanks or tells, names no time, and the
// asking one points at nothing another sentence told. ok is false
// otherwise, and the message stays unread.
func (p *Planner) bySentence(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool) {
	parts := sentences(dropSignOff(req.Text)) // "… Thank you kindly. Harold": the name signs, it tells nothing
	if parts == nil {
		return memo.Plan{}, false
	}
	var asked memo.Plan
	found, toldBefore := false, false
	for i, s := range parts {
		sub := req
		sub.Text = s
		plan, err := p.plan(ctx, sub)
		if err != nil {
			return memo.Plan{}, false
		}
		if !asks(plan.Steps) {
			if plan.Steps[0].Operation == memo.OpUnknown && !reSignOff.MatchString(". "+s) { // "Thank you, Margaret": no month in the name
				if _, when, _ := timeparse.Parse(s, req.Now, req.Loc); when {
					return memo.Plan{}, false // "the deadline is next Sunday": the request may need it
				}
				if c := Clean(s).Text; opensCommand(c) || reRequestWord.MatchString(lower(c)) {
					return memo.Plan{}, false // "also add eggs to the cooler stuff": a request not read, no context
				}
				if !tellsSomething(s) {
					return memo.Plan{}, false // "add milk to the list. blorf the snuffle": a sentence not read
				}
				toldBefore = toldBefore || !found
			}
			continue
		}
		if found {
			joined, ok := whatThenWhen(append(slices.Clone(asked.Steps), plan.Steps...))
			if !ok || i == 0 {
				return memo.Plan{}, false // two requests: which was meant is not guessed
			}
			asked.Steps = joined // "I'd like a reminder to pay the bill. Please remind me on Friday at 10."
			continue
		}
		if toldBefore && rePointsAway.MatchString(lower(s)) {
			return memo.Plan{}, false // "… Can you remind me about it?": "it" is the sentence before
		}
		asked, found = plan, true
	}
	if !found {
		return memo.Plan{}, false
	}
	asked.Text = req.Text
	return asked, true
}

// asks reports whether steps do or ask something: anything but a
// greeting, thanks, or a message not understood.
func asks(steps []memo.Step) bool {
	if len(steps) != 1 || steps[0].Capability != memo.CapGeneral {
		return true
	}
	switch steps[0].Operation {
	case memo.OpGreet, memo.OpThanks, memo.OpFarewell:
		return false
	case memo.OpUnknown:
		return steps[0].General != nil && steps[0].General.Reason != ""
	}
	return true
}

// reToldThenAsked is a sentence that tells a thing and then asks, the
// two joined by "and" after a pause: "the deadline is next Sunday, and I
// would be grateful if you reminded me on Saturday", "המועד האחרון הוא
// יום ראשון הבא, ואודה לך אם תזכיר לי בשבת". Group 1 is where the ask
// starts.
var reToldThenAsked = compile(`(?i),\s*(?:and\s+|ו)(\S)`)

// toldThenAsked is s without the thing it tells first when what follows
// the "and" asks by itself, and the first part asks nothing: a command
// that follows, read alone, is the request. The ask must name no lead
// ("and remind me an hour before"), which counts from the thing told.
func toldThenAsked(s string) string {
	g := reToldThenAsked.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	told, rest := s[:g[0]], s[g[2]:]
	if strings.HasPrefix(s[g[0]:g[2]], ",") && strings.HasSuffix(strings.TrimSpace(s[g[0]:g[2]]), "ו") {
		rest = "ו" + rest // the "ו" is glued to the word it joins
	}
	c := Clean(rest)
	if c.Text == "" || !opensCommand(c.Text) || rePointsAway.MatchString(lower(c.Text)) {
		return s
	}
	if _, _, ok := findLead(lower(c.Text)); ok {
		return s
	}
	if t := Clean(told).Text; opensCommand(t) || reRequestWord.MatchString(lower(t)) {
		return s // "add milk, and remind me at 5": two requests, read whole
	}
	return rest
}

// whatThenWhen joins a reminder asked for with its thing and no time to
// one asked for right after with a time and no thing ("ברצוני לקבוע
// תזכורת לתשלום ארנונה. … תזכיר לי ביום שבת בשעה 10:00"): one reminder,
// the first's thing at the second's time.
func whatThenWhen(steps []memo.Step) ([]memo.Step, bool) {
	if len(steps) != 2 || !oneReminder(steps[0]) || !oneReminder(steps[1]) {
		return nil, false
	}
	what, when := steps[0].Tasks.Drafts[0], steps[1].Tasks.Drafts[0]
	if !steps[0].Tasks.NeedTime || strings.TrimSpace(what.Text) == "" || what.DueDate != nil || what.Recurrence != nil {
		return nil, false
	}
	if steps[1].Tasks.NeedTime || strings.TrimSpace(when.Text) != "" || when.DueDate == nil && when.Recurrence == nil {
		return nil, false
	}
	step := steps[1]
	args := *step.Tasks
	when.Text = what.Text
	args.Drafts = []memo.TaskDraft{when}
	step.Tasks, step.ID = &args, stepID(0)
	return []memo.Step{step}, true
}

// oneReminder reports whether s creates one task.
func oneReminder(s memo.Step) bool {
	return s.Tasks != nil && s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1
}
