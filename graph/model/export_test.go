package model

import (
	"time"

	"github.com/memo-assistant/memo"
)

// Contradicts reports whether the planner refuses step s as contrary to
// the verbs of text (the verb-class check), for the black-box tests.
func Contradicts(text string, s memo.Step) bool {
	return newConverter(memo.PlanRequest{Text: text, Loc: time.UTC}).fits(s) != nil
}

// ClaimsAction exposes claimsAction to the black-box tests.
var ClaimsAction = claimsAction

// Acknowledges exposes acknowledges to the black-box tests.
var Acknowledges = acknowledges

// ToolTokens is the planner's estimate of what each tool costs in a
// request.
func ToolTokens(p *Planner) map[string]int {
	out := map[string]int{}
	for i, t := range p.tools {
		out[t.Name] = p.toolTokens[i]
	}
	return out
}
