package offline

import (
	"context"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A request said inside a long message of chatter: a story first, a word
// that turns from it to the request ("anyway", "the point is", "long story
// short", "so", "בקיצור", "בכל מקרה", "אז", "העיקר"), the request, and a
// reason or an aside after it ("because I will forget", "if I'm honest",
// ", I have no idea what day it is", "כי אני אשכח", "לא שזה משנה"): "ok so
// I was reading this paper … anyway the point is can you remind me
// tomorrow at 10 to email my supervisor because I will absolutely forget
// otherwise". A thing may be told first with its lead-in and hedges, and
// the command last pointing back at it: "right so there's a seminar on
// Friday at 2pm on Bayesian methods which I think I should go to although
// I'm not sure I'll understand it but put it in my calendar anyway", "…
// one of the things is I need to finish the literature review by next
// friday can you add that as a task".
//
// When the message read whole is not understood, the request is read as
// if said alone: the words after a turn, without the tail. It is taken
// only when it opens with a command or asks, and what was left out names
// no time and no number, asks nothing and holds no second command; a
// request that points at a thing ("do it", "add that") is taken only with
// the thing told right before it. Anything else stays not understood.

var (
	// reRambleTurn is a word that turns from chatter to the request; the
	// request starts where it ends.
	reRambleTurn = compile(`(?i)(?:^|[\s,.!?…]+)(?:anyways?|anyhow|the\s+point\s+is|long\s+story\s+short|so|what\s+i\s+(?:wanted|want|meant)\s+to\s+(?:say|ask)\s+is|` +
		`in\s+short|bottom\s+line|בקיצור|בקיצר|בכל\s+מקרה|אז|העיקר|מה\s+שרציתי\s+(?:להגיד|לבקש)(?:\s+זה)?|השורה\s+התחתונה)(?:[\s,:.!…-]+|$)`)
	// reRambleThatHE is the Hebrew "that" glued to what a lead-in tells:
	// "שאני צריך לסיים …".
	reRambleThatHE = compile(`^ש((?:אני|אנחנו|צריך|צריכה|חייב|חייבת)\s)`)
	// reRambleKept is a lead-in or a turn of chatter kept in a title,
	// which the final check rambleKept refuses: "… one of the things is I
	// need to finish …".
	reRambleKept = compile(`(?i)\S\s+(?:anyways?|long\s+story\s+short|בקיצור|בכל\s+מקרה)\s+\S|(?:^|\s)(?:one\s+of\s+(?:the|those|my)\s+things\s+is|the\s+point\s+is|long\s+story\s+short|the\s+(?:main\s+)?thing\s+is|` +
		`to\s*-?do\s+list\s+in\s+my\s+head|what\s+i\s+wanted\s+to\s+(?:say|ask)|ו?אחד\s+הדברים\s+(?:זה|הוא|ש)|מה\s+שרציתי\s+(?:להגיד|לבקש)|הנקודה\s+היא)(?:\s|$)`)
	// reRambleThat is "that" which opens what is said, no word that
	// points: "remember that my PIN is …".
	reRambleThat = compile(`(?i)^(?:remember|note|keep\s+in\s+mind)\s+that\s`)
	// reRambleLead is a lead-in before the thing told, no word of it:
	// "one of the things is (that) I need to", "the thing is", "אחד
	// הדברים זה ש".
	reRambleLead = compile(`(?i)(?:^|[\s,.!?…]+)(?:one\s+of\s+(?:the|those)\s+things\s+is(?:\s+that)?|the\s+(?:main\s+)?thing\s+is(?:\s+that)?|` +
		`ו?אחד\s+הדברים\s+(?:זה|הוא)\s*(?:ש)?|הדבר\s+(?:זה|הוא)\s*(?:ש)?)([\s,:]+|$)`)
	// reRambleTail is a reason or an aside said after the request: a
	// clause of one's own after "because", "or" or a pause, or a hedge.
	reRambleTail = compile(`(?i)(?:\s+(?:because|cause|cuz|coz|bc|since|or\s+else|otherwise)\s+(?:i|i'?m|im|i'?ll|ill|i'?ve|ive|otherwise)\s[^,;]*|` +
		`,\s*(?:(?:honestly|genuinely|tbh|lol|and|but)\s+)*(?:i|i'?m|im|i'?ve|ive)\s[^,;]*|` +
		`[\s,]+(?:if\s+i'?m\s+(?:honest|being\s+honest)|to\s+be\s+(?:honest|fair)|tbh|honestly|not\s+that\s+it\s+matters|lol)|` +
		`\s+(?:כי|אחרת|שאם\s+לא)\s+(?:אני|אחרת|אחרי)\s[^,;]*|,\s*(?:ו?אני|כי\s+אני)\s[^,;]*|` +
		`[\s,]+(?:לא\s+שזה\s+(?:משנה|חשוב)|אם\s+להיות\s+(?:כן|כנה)|בכנות|האמת)` +
		`)[\s.!?…]*$`)
	// reRambleHedge is where the hedges after a thing told begin, before
	// the command that points back at it: "which I think I should go to
	// although …", "שאני חושב ש…".
	reRambleHedge = compile(`(?i)\s(?:which\s+(?:i|is|was)|that\s+i\s+(?:think|guess|should|might)|although|though|i\s+think|i\s+guess|honestly|` +
		`שאני\s+(?:חושב|חושבת|מניח|מניחה)|למרות\s+ש|אבל\s+אני\s+לא)\s`)
	// reRamblePointBack is the command last that points back at the thing
	// told, with the joint before it and the words after it: "… but put it
	// in my calendar anyway please", "… can you add that as a task", "…
	// אז תכניס את זה ליומן".
	reRamblePointBack = compile(`(?i)(?:[\s,.!?…]+(?:but|so|and|anyway|please|ok|אבל|אז|ו|בכל\s+מקרה)?)+\s*` +
		`((?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)*` +
		`(?:make\s+(?:(?:it|this|that)\s+)?(?:a\s+|an\s+)?(?:to-?\s?do|task|reminder)(?:\s+(?:of|for)\s+(?:it|this|that))?|` +
		`(?:put|add|pop|stick|save|enter|write|note|pencil)\s+(?:it|this|that)(?:\s+(?:down|in))?` +
		`(?:\s+(?:in|on|to|into|as)\s+(?:my|the|a)\s+(?:calendar|diary|schedule|cal|task|tasks|to-?do(?:\s+list)?|reminder))?)|` +
		`(?:תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)(?:\s+לי)?\s+(?:את\s+)?(?:זה|אותו|אותה)(?:\s+(?:ליומן|ביומן|כמשימה|למשימות|כתזכורת))?)` +
		`(?:\s+(?:anyway|anyways|please|pls|for\s+me|thanks|בכל\s+זאת|בבקשה|תודה))*[\s.!?]*$`)
	// reRambleSelfRemember is one's own remembering or forgetting said in
	// the chatter, which asks nothing: "I need to remember to buy more",
	// "I keep forgetting".
	reRambleSelfRemember = compile(`(?i)\bi\s+(?:need|have|got|gotta|must|want|keep|always|never)\s+(?:to\s+)?(?:remember|forget|forgetting)\b`)
)

// planRamble plans a request said inside chatter (see above); ok is false
// when no reading of it alone is safe.
func (p *Planner) planRamble(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool) {
	text := strings.TrimSpace(req.Text)
	if told, ok := p.rambleToldThenAsked(ctx, req, text); ok {
		return told, true
	}
	turns := append([][]int{{0, 0}}, allTurns(reRambleTurn, text)...) // the whole last: a tail only
	for i := len(turns) - 1; i >= 0; i-- {
		start := turns[i][1]
		if start >= len(text) {
			continue
		}
		if plan, ok := p.rambleRest(ctx, req, text[:turns[i][0]], text[start:]); ok {
			return plan, true
		}
	}
	return memo.Plan{}, false
}

// rambleRest plans rest, the request after the chatter before it, alone
// or without its tail; ok when it asks and before is only chatter.
func (p *Planner) rambleRest(ctx context.Context, req memo.PlanRequest, before, rest string) (memo.Plan, bool) {
	if !rambleChatter(before, req) {
		return memo.Plan{}, false
	}
	for _, r := range []string{rambleUntailed(rest, req), rest} { // the tail off first: chatter, when it is
		if r == "" {
			continue
		}
		c := Clean(r).Text
		if !opensCommand(c) && !asksOfDay(c) || rePointsAway.MatchString(reRambleThat.ReplaceAllString(lower(c), "")) {
			continue // "so she called": no request; "so do it": a thing told elsewhere
		}
		sub := req
		sub.Text = r
		plan, err := p.planTextOnce(ctx, sub)
		if err != nil || !asks(plan.Steps) || plan.Steps[0].Operation == memo.OpUnknown || !standsAlone(plan.Steps, req.Focus) {
			continue
		}
		plan.Text = req.Text
		return plan, true
	}
	return memo.Plan{}, false
}

// standsAlone reports whether steps, read from a request said after
// chatter, ask a thing of their own: no reminder with nothing to remind of
// ("תזכיר, אני לא זוכר מה אמרתי"), and no change of the item in focus, which
// the chatter may have named another ("הרופא ביטל אז תמחקי" with the gym in
// focus).
func standsAlone(steps []memo.Step, f *memo.FocusItem) bool {
	for _, s := range steps {
		if s.Tasks != nil {
			for _, d := range s.Tasks.Drafts {
				if strings.TrimSpace(d.Text) == "" {
					return false
				}
			}
		}
		if f == nil {
			continue
		}
		switch {
		case s.Tasks != nil && (slices.Contains(s.Tasks.IDs, f.ID) || s.Tasks.FocusNamed != ""),
			s.Calendar != nil && (slices.Contains(s.Calendar.EventIDs, f.ID) || s.Calendar.FocusNamed != ""),
			s.Lists != nil && s.Lists.ListID == f.ID:
			return false
		}
	}
	return true
}

// rambleToldThenAsked plans a thing told with its lead-in and hedges and a
// command last pointing back at it (see above): the thing and the
// command, as "seminar on Friday at 2pm, put it in my calendar" reads.
func (p *Planner) rambleToldThenAsked(ctx context.Context, req memo.PlanRequest, text string) (memo.Plan, bool) {
	g := reRamblePointBack.FindStringSubmatchIndex(text)
	if g == nil || g[0] == 0 {
		return memo.Plan{}, false
	}
	told, command := text[:g[0]], text[g[2]:g[3]]
	from := 0
	if leads := allTurns(reRambleLead, told); leads != nil {
		from = leads[len(leads)-1][1]
	} else if turns := allTurns(reRambleTurn, told); turns != nil && turns[0][0] == 0 {
		from = turns[0][1] // "right so there's …": the turn at the start
	}
	if !rambleChatter(told[:from], req) {
		return memo.Plan{}, false
	}
	thing, cut := told[from:], from > 0
	if m := reRambleThatHE.FindStringSubmatchIndex(thing); m != nil {
		thing = thing[m[2]:] // "אחד הדברים זה שאני צריך …": "אני צריך …"
	}
	if h := reRambleHedge.FindStringIndex(thing); h != nil {
		if !rambleChatter(thing[h[0]:], req) {
			return memo.Plan{}, false // "… which is at 3 not 2": no hedge
		}
		thing, cut = thing[:h[0]], true
	}
	thing = strings.Trim(thing, " ,.")
	if thing == "" || !cut {
		return memo.Plan{}, false // nothing of the message left out: read as it was
	}
	sub := req
	sub.Text = thing + ", " + command
	plan, err := p.planTextOnce(ctx, sub)
	if err != nil || !asks(plan.Steps) || plan.Steps[0].Operation == memo.OpUnknown {
		return memo.Plan{}, false
	}
	plan.Text = req.Text
	return plan, true
}

// rambleUntailed is rest without the reason or aside said after it, or
// "" when it has none or the tail is no chatter.
func rambleUntailed(rest string, req memo.PlanRequest) string {
	loc := reRambleTail.FindStringIndex(rest)
	if loc == nil || loc[0] == 0 || !rambleChatter(rest[loc[0]:], req) || reCorrectedWord.MatchString(lower(rest[loc[0]:])) {
		return ""
	}
	return strings.TrimSpace(rest[:loc[0]])
}

// reCorrectedWord is a word of correcting, which a tail that holds one
// is no chatter for: "…, I mean dad", "…, no wait".
var reCorrectedWord = compile(`(?i)(?:^|[^\p{L}])(?:i\s+mean|i\s+meant|wait|actually|sorry|instead|no\s*,|no$|not\s+(?:at|on|in|to|the|him|her)|כלומר|התכוונתי|רגע|בעצם|סליחה|לא\s+(?:ב|ל))(?:[^\p{L}]|$)`)

// rambleChatter reports whether s, words left out of a request, is only
// chatter: no time, no number, no request and no command in it.
func rambleChatter(s string, req memo.PlanRequest) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return true
	}
	if strings.ContainsAny(s, "0123456789") {
		return false
	}
	if _, when, _ := timeparse.Parse(s, req.Now, req.Loc); when || reTimeWord.MatchString(lower(s)) {
		return false // "the meeting moved to thursday so …": the request may need it
	}
	low := reRambleSelfRemember.ReplaceAllString(lower(s), " ")
	if reRequestWord.MatchString(low) {
		return false
	}
	words := strings.Fields(Clean(s).Text)
	for i := range words {
		if opensCommand(strings.Join(words[i:], " ")) {
			return false // "… I wanted to delete the dentist but anyway …": a second command
		}
	}
	return true
}

// asksOfDay reports whether s asks what is on a day: "what's happening
// tomorrow", "מה יש לי מחר".
func asksOfDay(s string) bool {
	return reRambleAsk.MatchString(lower(s))
}

// reRambleAsk is a question a request in chatter may be.
var reRambleAsk = compile(`(?i)^(?:what'?s|what\s+is|what\s+do\s+i|whats|what\s+have\s+i|do\s+i\s+have|מה\s+יש|מה\s+קורה|מה\s+לי|יש\s+לי)\s`)

// allTurns are the places re matches in text, each [start, end], where a
// match may begin on the separator the one before it ended with ("anyway
// the point is …"): re's last group is that separator.
func allTurns(re *pattern, text string) [][]int {
	var out [][]int
	for pos := 0; pos < len(text); {
		m := re.FindStringSubmatchIndex(text[pos:])
		if m == nil {
			break
		}
		out = append(out, []int{pos + m[0], pos + m[1]})
		next := pos + m[len(m)-2]
		if next <= pos {
			next = pos + m[1]
		}
		if next <= pos {
			break
		}
		pos = next
	}
	return out
}
