package offline

import (
	"context"
	"strings"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A word or two called out as a sentence of their own before a request —
// a greeting or a sigh in a dialect the planner has no table for
// ("Niaje! remind me …", "Bore da! …", "wicked tired. can u …", "שלום
// עליכם. …") — is no part of the request: read whole, it was kept in a
// title, a list's name or a memory. The request after it is planned
// alone; when that plan acts and leaves nothing to the word (no thing to
// ask for, no pronoun pointing back), it is the plan. When it does not,
// and the whole message would create or change something, the message is
// declined: the word may be the thing ("Dentist! remind me tomorrow at 5",
// "Dana! her birthday is May 5"). After a greeting or thanks the planner
// knows ("Heyyo! remind me", "Good morning! … put it in my calendar") the
// request is read alone whatever it lacks or points at, and the whole
// message as ever when the request alone is not read; words a request is
// made of ("Urgent!", "Cancel!") are not called out.

// rePointsAtSomeone is a pronoun for a person or thing told elsewhere.
var rePointsAtSomeone = compile(`(?i)(?:^|[^\p{L}'])(?:he|she|him|her|his|hers|they|them|their)(?:[^\p{L}']|$)|` +
	`(?:^|\s)(?:הוא|היא|שלו|שלה|לו|לה|איתו|איתה|הם|הן|שלהם)(?:[\s.,!?]|$)`)

// calledOut splits text into the word or two called out at its start and
// the request after them; ok is false when text opens with no such
// sentence. The words are letters only, closed by "!" or ".", and name no
// time ("Tomorrow! dentist at 5" is a day).
func calledOut(text string, req memo.PlanRequest) (rest string, ok bool) {
	end := strings.IndexAny(text, "!.")
	if end <= 0 || end > 40 {
		return "", false
	}
	head := text[:end]
	after := strings.TrimLeft(text[end:], "!. ")
	if after == "" || len(after) == len(text[end:]) || !strings.HasPrefix(strings.TrimLeft(text[end:], "!."), " ") {
		return "", false // nothing after, or no space after the mark ("a.m.", "3.5")
	}
	ws := strings.Fields(head)
	if len(ws) == 0 || len(ws) > 2 || reTitleBefore.MatchString(lower(head)) || singleLetterEnd(head) {
		return "", false // "Dr. Katz at 11:20", "J. Smith": no sentence ends there
	}
	for _, r := range head {
		if !unicode.IsLetter(r) && r != ' ' && r != '\'' && r != '’' {
			return "", false
		}
	}
	if _, found, _ := timeparse.Parse(head, req.Now, req.Loc); found {
		return "", false
	}
	return after, true
}

// planCalledOut plans the request after a word called out before it (see
// calledOut); ok is false when the message opens with none.
func (p *Planner) planCalledOut(ctx context.Context, req memo.PlanRequest) (memo.Plan, bool, error) {
	rest, ok := calledOut(req.Text, req)
	if !ok {
		return memo.Plan{}, false, nil
	}
	head := req
	head.Text = strings.TrimSuffix(req.Text, rest)
	said, err := p.plan(ctx, head)
	if err != nil || asks(said.Steps) {
		return memo.Plan{}, false, nil // "Urgent! …", "Cancel! …": words of the request
	}
	known := said.Steps[0].Operation != memo.OpUnknown // "Good morning! …", "Heyyo! …"
	if !known && len(strings.Fields(head.Text)) > 1 && !strings.Contains(head.Text, "!") {
		return memo.Plan{}, false, nil // "בלורף הסנאפל. …": two words not read, said flat, are a sentence not read
	}
	sub := req
	sub.Text = rest
	plan, err := p.Plan(ctx, sub)
	low := lower(rest)
	if err == nil && asks(plan.Steps) && plan.Steps[0].Operation != memo.OpUnknown && (known || !untitled(plan.Steps) && !rePointsAway.MatchString(low) && !rePointsAtSomeone.MatchString(low)) {
		return plan, true, nil
	}
	whole, werr := p.planWhole(ctx, req)
	if werr == nil && asks(whole.Steps) && !known {
		whole.Steps, whole.Tentative = []memo.Step{general(memo.OpUnknown, "")}, false // the word may be in it
	}
	return whole, true, werr
}

// untitled reports whether steps create a reminder or an event whose
// thing is still to be asked.
func untitled(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil {
			for _, d := range s.Tasks.Drafts {
				if strings.TrimSpace(d.Text) == "" {
					return true
				}
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				if strings.TrimSpace(d.Summary) == "" {
					return true
				}
			}
		}
	}
	return false
}
