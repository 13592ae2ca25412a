package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// "delete charger" may name a reminder ("buy a charger") or an item of a
// list ("charger" on the shopping list): the delete verb is the same for
// both. When the one name said is an item of a list word for word, a task
// that also matches makes a question of which; with no task, the item is
// what was meant and is removed.

// Option ids of a which-kind question say what they choose.
const (
	kindTask = "task:"
	kindItem = "item:"
)

// namedOnce is the one name a task delete was asked with, "" when it was
// asked otherwise (by position, quote, several names, or ids).
func namedOnce(step *memo.Step) string {
	a := step.Tasks
	if step.Operation != memo.OpTaskDelete && step.Operation != memo.OpTaskComplete || len(a.Targets) != 1 || len(a.IDs) > 0 || len(a.Indexes) > 0 || a.Quoted != nil || a.FromQuote {
		return ""
	}
	return a.Targets[0]
}

// taskOrItem looks for items of the user's lists named said, once the task
// delete was resolved to q, err. ok is false when none is, and the
// step stands as resolved.
func (r *Runner) taskOrItem(ctx context.Context, sc scene, step *memo.Step, said string, q *memo.Pending, err error) (*memo.Pending, bool, error) {
	if r.cfg.Lists == nil || (err != nil && memo.ErrorCodeOf(err) != memo.ENotFound) {
		return nil, false, nil
	}
	var verbs []string
	if step.Operation == memo.OpTaskComplete {
		verbs = step.Tasks.DoneVerbs
	}
	items, lerr := r.itemsNamed(ctx, sc, said, verbs)
	if lerr != nil || len(items) == 0 {
		return nil, false, lerr
	}
	a := step.Tasks
	var tasks []memo.Task
	switch {
	case err == nil && q == nil && len(a.IDs) > 0:
		found, ferr := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{IDs: a.IDs})
		if ferr != nil {
			return nil, false, fmt.Errorf("find tasks: %w", ferr)
		}
		tasks = found
	case q != nil && q.Reason == memo.ReasonWhichTask:
		for _, o := range q.Options {
			tasks = append(tasks, memo.Task{ID: o.IDs[0], Text: o.Label, DueDate: o.When})
		}
	case err == nil && q != nil && q.Reason != memo.ReasonNearTask:
		return nil, false, nil
	}
	if len(tasks) == 0 && len(items) == 1 {
		// No task by that name: the item is what was meant, taken off
		// its list or, when it was done ("קניתי את השמן זית"), checked.
		done := step.Operation == memo.OpTaskComplete
		*step = itemRemoval(*step, items[0].list, []string{items[0].item.ID})
		if done {
			step.Operation = memo.OpListCheck
		}
		return nil, true, nil
	}
	if step.Operation == memo.OpTaskComplete {
		return nil, false, nil // the which-kind question only removes: a task or items done stays asked of tasks
	}
	ask := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichKind, Subject: said, AllowMultiple: true}
	for _, t := range tasks {
		ask.Options = append(ask.Options, memo.Option{Label: t.Text, IDs: []string{kindTask + t.ID}, When: t.DueDate})
	}
	for _, it := range items {
		ask.Options = append(ask.Options, memo.Option{Label: it.item.Text, IDs: []string{kindItem + it.list.ID + ":" + it.item.ID}, List: it.list.Name})
	}
	a.IDs, a.NotFound = nil, nil
	return ask, true, nil
}

// listed is an item with its list.
type listed struct {
	list memo.List
	item memo.ListItem
}

// itemsNamed returns the unchecked items of the user's lists whose text is
// said, word for word once normalised ("Charger" is "charger"; "a charger"
// is not).
func (r *Runner) itemsNamed(ctx context.Context, sc scene, said string, verbs []string) ([]listed, error) {
	lists, err := r.cfg.Lists.FindLists(ctx, sc.user.ID)
	if err != nil {
		return nil, fmt.Errorf("find lists: %w", err)
	}
	want := resolution.Normalize(said)
	// "הבושם" is the item "בושם": Hebrew writes "the" onto the word.
	bare, _ := strings.CutPrefix(want, "ה")
	var out []listed
	for _, l := range lists {
		for _, it := range l.Items {
			n := resolution.Normalize(it.Text)
			if !it.Checked && (n == want || n == bare && bare != "" && !strings.HasPrefix(n, "ה") || doneItem(it.Text, n, want, bare, verbs)) {
				out = append(out, listed{l, it})
			}
		}
	}
	return out, nil
}

// itemRemoval is step made the removal of items of list.
func itemRemoval(step memo.Step, list memo.List, ids []string) memo.Step {
	return memo.Step{ID: step.ID, Capability: memo.CapLists, Operation: memo.OpListRemove, DependsOn: step.DependsOn,
		Confirmed: step.Confirmed, Verify: step.Verify, Resolved: true,
		Lists: &memo.ListArgs{ListID: list.ID, Name: list.Name, ItemIDs: ids}}
}

// chooseKinds is the task delete that asked a which-kind question, made
// the steps the options ids choose: the tasks deleted, then the items
// removed, a step a list. The first step keeps the asking step's id.
func chooseKinds(step memo.Step, ids []string) []memo.Step {
	var tasks, order []string
	byList := map[string][]string{}
	for _, id := range ids {
		if t, ok := strings.CutPrefix(id, kindTask); ok {
			tasks = appendNew(tasks, t)
		} else if it, ok := strings.CutPrefix(id, kindItem); ok {
			list, item, _ := strings.Cut(it, ":")
			if _, ok := byList[list]; !ok {
				order = append(order, list)
			}
			byList[list] = appendNew(byList[list], item)
		}
	}
	var out []memo.Step
	if len(tasks) > 0 {
		s := step.Clone()
		s.Tasks.Targets, s.Tasks.NotFound, s.Tasks.IDs = nil, nil, tasks
		out = append(out, s)
	}
	for _, list := range order {
		s := itemRemoval(step, memo.List{ID: list}, byList[list])
		s.Resolved = false // the list is read again, and its name with it
		if len(out) > 0 {
			s.ID = fmt.Sprintf("%s.%d", step.ID, len(out))
		}
		out = append(out, s)
	}
	return out
}

// doneItem reports whether an item that opens with a verb is the thing a
// completion told by its object and past verb: "stamps" told with
// "bought" is the item "buy stamps", "הכרטיסים" told with "כתבתי" is
// "לכתוב כרטיסים". norm is the item's text normalised; want and bare are
// what was said, with and without a Hebrew "the".
func doneItem(text, norm, want, bare string, verbs []string) bool {
	_, rest, ok := strings.Cut(norm, " ")
	if !ok || len(verbs) == 0 || !(rest == want || bare != "" && rest == bare) || !offline.StartsWithVerb(text) {
		return false
	}
	for _, v := range verbs {
		if offline.DoneVerbFits(v, text) {
			return true
		}
	}
	return false
}
