package graph

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// resolveList finds the list a step is about, then the items it names.
func (r *Runner) resolveList(ctx context.Context, sc scene, step *memo.Step) (*memo.Pending, error) {
	a := step.Lists
	if step.Operation == memo.OpListCreate || step.Operation == memo.OpListGetAll {
		return nil, nil
	}
	lists, err := r.cfg.Lists.FindLists(ctx, sc.user.ID)
	if err != nil {
		return nil, fmt.Errorf("find lists: %w", err)
	}
	list, q, err := r.pickList(ctx, sc, step, lists)
	if err != nil || q != nil {
		return q, err
	}
	if list == nil {
		return nil, nil // the step became a create
	}
	a.ListID = list.ID
	a.Name = list.Name
	switch step.Operation {
	case memo.OpListRemove, memo.OpListCheck, memo.OpListUncheck:
		return r.resolveItems(ctx, step, *list)
	}
	return nil, nil
}

// pickList returns the list step names. A missing list for addItems turns
// the step into a create ("add milk to the shopping list" with no such list).
func (r *Runner) pickList(ctx context.Context, sc scene, step *memo.Step, lists []memo.List) (*memo.List, *memo.Pending, error) {
	a := step.Lists
	byID := func(id string) *memo.List {
		for i := range lists {
			if lists[i].ID == id {
				return &lists[i]
			}
		}
		return nil
	}
	if a.ListID != "" {
		if l := byID(a.ListID); l != nil {
			return l, nil, nil
		}
		return nil, nil, memo.Errorf(memo.ENotFound, "%s", a.Name)
	}
	if a.Index > 0 {
		if n := sc.numbered; n != nil && n.Kind == memo.NumberedLists && a.Index <= len(n.IDs) {
			if l := byID(n.IDs[a.Index-1]); l != nil {
				return l, nil, nil
			}
		}
		return nil, nil, memo.Errorf(memo.ENotFound, "#%d", a.Index)
	}
	if a.Name == "" {
		if n := sc.numbered; n != nil && n.Kind == memo.NumberedListItems {
			if l := byID(n.ParentID); l != nil {
				return l, nil, nil
			}
		}
		switch len(lists) {
		case 0:
			if r.tasksAsTheList(ctx, sc, step) {
				return nil, nil, nil // the step became a listing of the tasks
			}
			if step.Operation == memo.OpListGet {
				// "what's on my list?" before there is any list: the
				// listing of the lists, which says there are none yet.
				step.Operation = memo.OpListGetAll
				return nil, nil, nil
			}
			if step.Operation == memo.OpListAdd && len(a.Items) > 0 {
				// "add eggs and milk to the list" before there is any list:
				// the first list starts as the shopping list, named in the
				// user's language, and the reply says it was made.
				step.Operation = memo.OpListCreate
				a.Name, a.Checklist = firstListName(sc.lang), true
				return nil, nil, nil
			}
			return nil, nil, memo.Errorf(memo.ENotFound, "")
		case 1:
			return &lists[0], nil, nil
		}
		return nil, listQuestion("", lists[:min(len(lists), r.matcher.MaxOptions)]), nil
	}
	cands := make([]resolution.Candidate, len(lists))
	for i, l := range lists {
		cands[i] = resolution.Candidate{ID: l.ID, Title: l.Name}
	}
	out, err := r.matcher.Resolve(ctx, a.Name, cands)
	if err != nil {
		return nil, nil, err
	}
	switch out.Kind {
	case resolution.Resolved:
		return byID(out.Matches[0].ID), nil, nil
	case resolution.Ambiguous:
		var opts []memo.List
		for _, m := range out.Matches {
			opts = append(opts, *byID(m.ID))
		}
		return nil, listQuestion(a.Name, opts), nil
	}
	names := make([]string, len(lists))
	for i, l := range lists {
		names[i] = l.Name
	}
	if i, ok := resolution.SameKind(a.Name, names); ok {
		// "add tomatoes to my grocery list" while the user keeps
		// "shopping": that list, not a second one.
		return &lists[i], nil, nil
	}
	if step.Operation == memo.OpListAdd && len(a.Items) > 0 {
		step.Operation = memo.OpListCreate
		a.Checklist = true
		return nil, nil, nil
	}
	return nil, nil, memo.Errorf(memo.ENotFound, "%s", a.Name)
}

// firstListName is the name of the list an unnamed addition starts when
// the user keeps none: the shopping list, as most assistants keep.
func firstListName(lang memo.Language) string {
	if lang == memo.Hebrew {
		return "קניות"
	}
	return "shopping"
}

func listQuestion(subject string, lists []memo.List) *memo.Pending {
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichList, Subject: subject}
	for _, l := range lists {
		q.Options = append(q.Options, memo.Option{Label: l.Name, IDs: []string{l.ID}})
	}
	return q
}

// resolveItems turns item numbers and texts into item ids of list.
func (r *Runner) resolveItems(ctx context.Context, step *memo.Step, list memo.List) (*memo.Pending, error) {
	a := step.Lists
	if a.Which != "" {
		// "clear the shopping list", "remove the checked items": the
		// items are named by kind; none of that kind changes nothing.
		// Checking all takes the unchecked ones, unchecking the checked.
		for _, it := range list.Items {
			var take bool
			switch {
			case step.Operation == memo.OpListCheck:
				take = !it.Checked
			case step.Operation == memo.OpListUncheck || a.Which == memo.ItemsChecked:
				take = it.Checked
			default:
				take = true
			}
			if take {
				a.ItemIDs = appendNew(a.ItemIDs, it.ID)
			}
		}
		a.Items, a.ItemIndexes = nil, nil
		return nil, nil
	}
	for _, i := range a.ItemIndexes {
		if i >= 1 && i <= len(list.Items) {
			a.ItemIDs = appendNew(a.ItemIDs, list.Items[i-1].ID)
		} else {
			a.NotFound = append(a.NotFound, "#"+strconv.Itoa(i))
		}
	}
	a.ItemIndexes = nil
	a.Items = itemsBeforeRemark(splitRunOn(a.Items, list), list)
	cands := make([]resolution.Candidate, len(list.Items))
	for i, it := range list.Items {
		cands[i] = resolution.Candidate{ID: it.ID, Title: it.Text}
	}
	name, matches, err := r.resolveNames(ctx, &a.Items, &a.ItemIDs, &a.NotFound, cands, nil)
	if err != nil || matches == nil {
		return nil, err
	}
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichItem, Subject: name, AllowMultiple: true}
	for _, m := range matches {
		q.Options = append(q.Options, memo.Option{Label: m.Title, IDs: []string{m.ID}})
	}
	return q, nil
}

// splitRunOn splits an item text said without commas into the list's
// items it is made of ("tomatoes cucumbers and pita", "עגבניות בצל
// וגמבה") when it is no item itself and every word of it is exactly one
// of the list's items; otherwise the text stays as said.
func splitRunOn(texts []string, list memo.List) []string {
	have := make(map[string]bool, len(list.Items))
	for _, it := range list.Items {
		have[resolution.Normalize(it.Text)] = true
	}
	known := func(w string) (string, bool) {
		for _, c := range []string{w, strings.TrimPrefix(w, "ו"), strings.TrimPrefix(w, "ה"), strings.TrimPrefix(strings.TrimPrefix(w, "ו"), "ה")} {
			if c != "" && have[c] {
				return c, true
			}
		}
		return "", false
	}
	var out []string
	for _, text := range texts {
		n := resolution.Normalize(text)
		words := strings.Fields(n)
		if have[n] || len(words) < 2 {
			out = append(out, text)
			continue
		}
		var parts []string
		for _, w := range words {
			if w == "and" || w == "the" || w == "n" {
				continue
			}
			k, ok := known(w)
			if !ok {
				parts = nil
				break
			}
			parts = append(parts, k)
		}
		if len(parts) < 2 {
			out = append(out, text)
			continue
		}
		out = append(out, parts...)
	}
	return out
}

// itemsBeforeRemark cuts a remark said after an item's name with no pause
// ("rope got it already", "הכפפות יש מספיק במחסן") off an item text that
// is no item itself: where its first words name exactly one of the list's
// items and the rest reads as why it goes (offline.RemarkAfterItem), the
// text is those words. Otherwise the text stays as said.
func itemsBeforeRemark(texts []string, list memo.List) []string {
	out := make([]string, 0, len(texts))
	for _, text := range texts {
		words := strings.Fields(text)
		if len(words) < 2 || len(itemsNamed(resolution.Normalize(text), list)) > 0 {
			out = append(out, text)
			continue
		}
		cut := text
		for k := 1; k < len(words) && k <= 4; k++ {
			if len(itemsNamed(resolution.Normalize(strings.Join(words[:k], " ")), list)) == 1 && offline.RemarkAfterItem(strings.Join(words[k:], " ")) {
				cut = strings.Join(words[:k], " ")
				break
			}
		}
		out = append(out, cut)
	}
	return out
}

// itemsNamed are the ids of the items of list that name is: the item's
// text, or a whole word run of it ("rope" of "diesel rope"), with "the"
// or a Hebrew "ה" or "ו" before it or not.
func itemsNamed(name string, list memo.List) []string {
	var ids []string
	for _, c := range []string{name, strings.TrimPrefix(name, "the "), strings.TrimPrefix(name, "ה"), strings.TrimPrefix(name, "ו"), strings.TrimPrefix(strings.TrimPrefix(name, "ו"), "ה")} {
		if c == "" {
			continue
		}
		for _, it := range list.Items {
			n := resolution.Normalize(it.Text)
			if (n == c || strings.HasPrefix(n, c+" ") || strings.HasSuffix(n, " "+c) || strings.Contains(n, " "+c+" ")) && !slices.Contains(ids, it.ID) {
				ids = append(ids, it.ID)
			}
		}
		if len(ids) > 0 {
			return ids
		}
	}
	return ids
}

// tasksAsTheList turns "what's on the list?" into the listing of the
// user's open tasks when they keep no list but do keep tasks: the to-do
// list they wrote ("add to my todo: …") is the only list they have.
func (r *Runner) tasksAsTheList(ctx context.Context, sc scene, step *memo.Step) bool {
	if step.Operation != memo.OpListGet || r.cfg.Tasks == nil {
		return false
	}
	open, err := r.cfg.Tasks.FindTasks(ctx, sc.user.ID, memo.TaskFilter{Limit: 1})
	if err != nil || len(open) == 0 {
		return false
	}
	*step = memo.Step{ID: step.ID, Capability: memo.CapTasks, Operation: memo.OpTaskGetAll, Tasks: &memo.TaskArgs{Window: memo.WindowAll}}
	return true
}
