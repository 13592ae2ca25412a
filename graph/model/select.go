package model

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A request sends only the tools its message can need, so that the fixed
// prompt stays within its budget (see prompt.go) and the model reads
// fewer schemas. A tool left out leaves the model unable to act, which
// is a decline; so the choice errs towards sending:
//
//   - tasks and help always go: tasks is where a request with no other
//     home lands ("don't let me forget…"), help costs little;
//   - a domain the message's words point to (offline.MessageCues, and a
//     time or date, which may be an event as well as a task) adds its tool;
//   - so does the domain of what the conversation is about: the item in
//     focus, the last numbered list, the unanswered question, and what the
//     assistant's recent turns ran;
//   - a message whose words point to no domain gets every tool, unless it
//     only refers back ("the second one", "move it to 5") to a
//     conversation that names its domain.

// coreTools are sent with every request.
var coreTools = []string{toolTasks, toolHelp}

// toolOf is the tool that acts for a capability; "" when none does.
func toolOf(c memo.Capability) string {
	switch c {
	case memo.CapTasks:
		return toolTasks
	case memo.CapLists:
		return toolLists
	case memo.CapCalendar:
		return toolCalendar
	case memo.CapMemory:
		return toolMemory
	case memo.CapGmail, memo.CapSettings:
		// The Google account is linked and unlinked by the mail tool.
		return toolMail
	}
	return ""
}

// toolSet is a set of tool names.
type toolSet map[string]bool

func (s toolSet) add(names ...string) {
	for _, n := range names {
		if n != "" {
			s[n] = true
		}
	}
}

// selectTools returns the names of the tools req's message can need.
func selectTools(req memo.PlanRequest) toolSet {
	set := toolSet{}
	set.add(coreTools...)
	fromContext := contextTools(req)
	set.add(fromContext...)
	cues := offline.MessageCues(req.Text)
	timed, named := mentionsTime(req), namesList(req)
	if !cues.Any() && !timed && !named && (!cues.Back || len(fromContext) == 0) {
		for _, spec := range toolSpecs {
			set.add(spec.name)
		}
		return set
	}
	if cues.Lists || named {
		set.add(toolLists)
	}
	if cues.Calendar || timed {
		set.add(toolCalendar)
	}
	if cues.Memory {
		set.add(toolMemory)
	}
	if cues.Mail {
		set.add(toolMail)
	}
	return set
}

// contextTools are the tools of what the conversation is about: the item
// in focus, the last numbered list, the unanswered question's steps and
// what the assistant's recent turns ran.
func contextTools(req memo.PlanRequest) []string {
	var out []string
	if f := req.Focus; f != nil {
		out = append(out, toolOf(f.Capability))
	}
	if n := req.Numbered; n != nil {
		switch n.Kind {
		case memo.NumberedEmails:
			out = append(out, toolMail)
		case memo.NumberedMemories:
			out = append(out, toolMemory)
		case memo.NumberedLists, memo.NumberedListItems:
			out = append(out, toolLists)
		default:
			out = append(out, toolOf(n.Capability))
		}
	}
	if p := req.Dropped; p != nil {
		for _, s := range p.Plan.Steps {
			out = append(out, toolOf(s.Capability))
		}
	}
	turns := req.Recent
	if len(turns) > maxTurns {
		turns = turns[len(turns)-maxTurns:]
	}
	for _, t := range turns {
		if t.Role == "assistant" && t.Tool != "" {
			capability, _, _ := strings.Cut(t.Tool, ".")
			out = append(out, toolOf(memo.Capability(capability)))
		}
	}
	// General steps and replies have no tool of their own.
	return slices.DeleteFunc(out, func(name string) bool { return name == "" })
}

// mentionsTime reports whether the message says a day or a time, or a
// word that looks like one: a task's due time, or an event.
func mentionsTime(req memo.PlanRequest) bool {
	if _, found, err := timeparse.Parse(req.Text, req.Now, req.Loc); found || err != nil {
		return true
	}
	return len(timeparse.TimeWords(req.Text)) > 0
}

// namesList reports whether the message names one of the user's lists
// ("add hummus to groceries").
func namesList(req memo.PlanRequest) bool {
	low := strings.ToLower(req.Text)
	for _, name := range req.ListNames {
		if n := strings.ToLower(strings.TrimSpace(name)); n != "" && strings.Contains(low, n) {
			return true
		}
	}
	return false
}
