package model

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// The checks Go makes of a converted answer, from the user's own words and
// never from what the model says about them.

// focus returns the title of the item in focus, for a pronoun ("it",
// "אותו") the model wrote as a target of a tool of capability cp.
func (c converter) focus(cp memo.Capability, said string) (string, *problem) {
	f := c.req.Focus
	switch {
	case f == nil:
		return "", &problem{ask: askTarget, msg: fmt.Sprintf("%s names nothing: nothing is in focus; name the item as the user did", quote(said))}
	case f.Capability != cp:
		return "", &problem{ask: askTarget, msg: fmt.Sprintf("%s is the %s in focus: use the %s tool", quote(said), f.Kind, toolOf(f.Capability))}
	}
	return f.Title, nil
}

// verbFor is the class of verb a step needs the message to have: deletes
// need a delete verb, completions a "done" verb; 0 for steps no verb
// contradicts.
func verbFor(s memo.Step) verbClass {
	switch s.Capability {
	case memo.CapTasks:
		switch s.Operation {
		case memo.OpTaskDelete, memo.OpTaskDeleteAll:
			return verbDelete
		case memo.OpTaskComplete:
			return verbDone
		}
	case memo.CapLists:
		switch s.Operation {
		case memo.OpListDelete, memo.OpListRemove:
			return verbDelete
		case memo.OpListCheck:
			return verbDone
		}
	case memo.CapCalendar:
		switch s.Operation {
		case memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpEventDeleteByWindow, memo.OpEventTruncateRecurring:
			return verbDelete
		}
	}
	return 0
}

// fits checks a destructive step against the verbs of the message: a
// delete when the words only ask to add, show, move or mark done (or a
// completion when they only ask for something else) is refused. Words with
// no verb the lexicon knows are not refused; the gate confirms those steps
// (Verify).
func (c converter) fits(s memo.Step) *problem {
	need := verbFor(s)
	if need == 0 || c.verbs == 0 || c.verbs&need != 0 {
		return nil
	}
	return &problem{msg: fmt.Sprintf("%s %s does not fit the user's words, which ask to %s: do only what the user asked",
		toolOf(s.Capability), s.Operation.Name(), verbNames(c.verbs))}
}

func verbNames(v verbClass) string {
	var out []string
	for _, c := range []struct {
		v    verbClass
		name string
	}{{verbAdd, "add"}, {verbShow, "show"}, {verbMove, "move or change"}, {verbDone, "mark done"}, {verbDelete, "delete"}} {
		if v&c.v != 0 {
			out = append(out, c.name)
		}
	}
	return strings.Join(out, " or ")
}

// verify reports whether the gate must check the step against the user's
// words: every delete, completion, series change and bulk change, every
// change to a memory, marking a mail read or unread, and disconnecting
// Google, unless
// the message named its targets by their numbers in the list shown (or
// quoted the reminder), which the planner can tell from the text alone.
// Titles are checked by the gate, after entity resolution.
func (c converter) verify(s memo.Step) bool {
	switch {
	case s.Tasks != nil:
		a := s.Tasks
		switch s.Operation {
		case memo.OpTaskDelete, memo.OpTaskComplete:
			return !c.byNumber(a.Indexes, len(a.Targets) > 0, a.FromQuote)
		case memo.OpTaskDeleteAll:
			return true
		case memo.OpTaskUpdate:
			return len(a.Targets)+len(a.Indexes) > 1
		}
	case s.Lists != nil:
		a := s.Lists
		if a.Which != "" {
			return true // items by kind: the gate lists them and asks
		}
		switch s.Operation {
		case memo.OpListDelete:
			return a.Index == 0 || !c.byNumber([]int{a.Index}, a.Name != "", false)
		case memo.OpListRemove, memo.OpListCheck:
			return !c.byNumber(a.ItemIndexes, len(a.Items) > 0, false)
		case memo.OpListUncheck:
			return len(a.Items)+len(a.ItemIndexes) > 1 && !c.byNumber(a.ItemIndexes, len(a.Items) > 0, false)
		}
	case s.Calendar != nil:
		switch s.Operation {
		case memo.OpEventDelete, memo.OpEventDeleteBySummary, memo.OpEventDeleteByWindow, memo.OpEventUpdateByWindow,
			memo.OpEventTruncateRecurring:
			return true
		case memo.OpEventUpdate:
			return s.Calendar.Scope == memo.ScopeSeries
		}
	case s.Memory != nil:
		switch s.Operation {
		case memo.OpMemoryDelete, memo.OpMemoryUpdate:
			return !c.byNumber(s.Memory.Indexes, s.Memory.Query != "", false)
		}
	case s.Email != nil:
		switch s.Operation {
		case memo.OpEmailMarkRead, memo.OpEmailMarkUnread:
			f := s.Email.Filter
			return s.Email.Index == 0 || !c.byNumber([]int{s.Email.Index}, f.From != "" || f.TextContains != "", false)
		}
	case s.Operation == memo.OpGoogleDisconnect:
		return true
	}
	return false
}

// byNumber reports whether the message named exactly these positions and
// no other number: "the second", "done 2", "את השנייה", "1, 3". Names
// besides the numbers are checked by the gate; a quoted reminder with no
// other target is named by the quote.
func (c converter) byNumber(indexes []int, names, quoted bool) bool {
	switch {
	case names:
		return false
	case len(indexes) == 0:
		return quoted
	case len(indexes) == 1:
		if n, last, ok := resolution.ParseOrdinalRef(c.req.Text); ok && !last && n == indexes[0] {
			return true
		}
	}
	said := numbersIn(c.req.Text)
	want := slices.Clone(indexes)
	slices.Sort(said)
	slices.Sort(want)
	return slices.Equal(slices.Compact(said), slices.Compact(want))
}

// What a limit counts.
type limitOn int

const (
	limitTasks limitOn = iota
	limitEvents
	limitItems
	limitCalls
)

// limits checks what the whole answer creates against the bounds.
func (c converter) limits(steps []memo.Step) *problem {
	var tasks, events, items int
	for _, s := range steps {
		switch {
		case s.Tasks != nil && s.Operation == memo.OpTaskCreate:
			tasks += len(s.Tasks.Drafts)
		case s.Calendar != nil:
			events += len(s.Calendar.Drafts)
		case s.Lists != nil:
			items += len(s.Lists.Items) + len(s.Lists.ItemIndexes)
		}
	}
	switch {
	case tasks > maxDrafts:
		p := c.tooMany(limitTasks, tasks)
		return &p
	case events > maxDrafts:
		p := c.tooMany(limitEvents, events)
		return &p
	case items > maxItems:
		p := c.tooMany(limitItems, items)
		return &p
	}
	return nil
}

// tooMany is the problem of an answer past a limit, with the reply that
// tells the user (no repair: asked to cut, the model would cut silently).
func (c converter) tooMany(on limitOn, n int) problem {
	most := maxDrafts
	what := "tasks"
	switch on {
	case limitEvents:
		what = "events"
	case limitItems:
		what, most = "list items", maxItems
	case limitCalls:
		what, most = "tool calls", maxCalls
	}
	return problem{call: -1, kind: tooMany, msg: fmt.Sprintf("%d %s; at most %d in one answer", n, what, most),
		user: refusal(c.req.Lang, on, n, most)}
}

// distinct drops calls whose steps repeat an earlier call's exactly.
func distinct(calls [][]memo.Step) [][]memo.Step {
	var out [][]memo.Step
	var seen []string
	for _, steps := range calls {
		k := key(steps)
		if slices.Contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		out = append(out, steps)
	}
	return out
}

// merge flattens the calls' steps, dropping what the answer repeats: a
// task or event draft, or a list item, that an earlier step (or the same
// step) already creates or names, and then any step identical to an
// earlier one. A create left with nothing is dropped.
func merge(calls [][]memo.Step) []memo.Step {
	var out []memo.Step
	drafts := map[string]bool{}
	items := map[string]bool{}
	for _, steps := range calls {
		for _, s := range steps {
			switch {
			case s.Tasks != nil:
				a := *s.Tasks
				a.Drafts = keep(a.Drafts, drafts, func(d memo.TaskDraft) string { return "task " + key(d) })
				a.Targets = keep(a.Targets, map[string]bool{}, resolution.Normalize)
				if s.Operation == memo.OpTaskCreate && len(a.Drafts) == 0 {
					continue
				}
				s.Tasks = &a
			case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
				a := *s.Calendar
				a.Drafts = keep(a.Drafts, drafts, func(d memo.EventDraft) string { return "event " + key(d) })
				if len(a.Drafts) == 0 {
					continue
				}
				s.Operation, s.Calendar = eventCreateOp(a.Drafts), &a
			case s.Lists != nil:
				a := *s.Lists
				list := s.Operation.Name() + " " + resolution.Normalize(a.Name) + " " + strconv.Itoa(a.Index) + " "
				if s.Operation == memo.OpListCreate {
					list = memo.OpListAdd.Name() + " " + resolution.Normalize(a.Name) + " 0 "
				}
				before := len(a.Items)
				a.Items = keep(a.Items, items, func(it string) string { return list + resolution.Normalize(it) })
				if s.Operation != memo.OpListCreate && before > 0 && len(a.Items) == 0 && len(a.ItemIndexes) == 0 {
					continue // every item repeats an earlier step's
				}
				s.Lists = &a
			}
			if !slices.ContainsFunc(out, func(o memo.Step) bool { return key(o) == key(s) }) {
				out = append(out, s)
			}
		}
	}
	return out
}

// keep returns the entries of xs whose key is not yet in seen, adding
// theirs.
func keep[T any](xs []T, seen map[string]bool, k func(T) string) []T {
	var out []T
	for _, x := range xs {
		if key := k(x); !seen[key] {
			seen[key] = true
			out = append(out, x)
		}
	}
	return out
}

// key is a value's JSON, to compare steps and drafts whole.
func key(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%p", &v) // unmarshalable: never equal to another
	}
	return string(b)
}
