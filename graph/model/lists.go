package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// lists converts a lists call. "it" as the list or an item is the list
// or item in focus.
func (c converter) lists(a listCall) (memo.Step, []problem) {
	op := memo.CapLists.Op(a.Operation)
	step := memo.Step{Capability: memo.CapLists, Operation: op}
	if !slices.Contains(listOps, op) {
		return step, []problem{{msg: fmt.Sprintf("lists operation %s: use one of %s", quote(a.Operation), strings.Join(opNames(listOps), ", "))}}
	}
	args := memo.ListArgs{Checklist: true}
	var ps []problem
	if a.List != nil {
		args.Name = strings.TrimSpace(*a.List)
		if n := len([]rune(args.Name)); n > maxTextRunes {
			ps = append(ps, problem{msg: fmt.Sprintf("list is %d characters; at most %d", n, maxTextRunes)})
		}
		if isPronoun(args.Name) {
			if f := c.req.Focus; f != nil && f.Kind == memo.FocusList {
				args.Name = f.Title
			} else {
				ps = append(ps, problem{ask: askList, msg: fmt.Sprintf("list %s names no list: name it as the user did", quote(args.Name))})
			}
		}
	}
	if a.Position != nil {
		if *a.Position < 1 || *a.Position > maxPosition {
			ps = append(ps, problem{msg: fmt.Sprintf("position %d: numbers start at 1", *a.Position)})
		}
		args.Index = *a.Position
	}
	items, more := texts("items", a.Items)
	ps = append(ps, more...)
	if len(items) > maxRawCalls*maxItems {
		return step, append(ps, c.tooMany(limitItems, len(items)))
	}
	for i, it := range items {
		if isPronoun(it) {
			if f := c.req.Focus; f != nil && f.Kind == memo.FocusListItem {
				items[i] = f.Title
			} else {
				ps = append(ps, problem{ask: askItems, msg: fmt.Sprintf("items[%d] %s names no item: name it as the user did", i, quote(it))})
			}
		}
	}
	if p := positions("item_positions", a.ItemPositions); p != nil {
		ps = append(ps, *p)
	}
	switch op {
	case memo.OpListRemove, memo.OpListCheck, memo.OpListUncheck:
		args.Items, args.ItemIndexes = items, a.ItemPositions
		if a.Which != nil && *a.Which != "" {
			if !slices.Contains(whichKinds, *a.Which) {
				ps = append(ps, problem{msg: fmt.Sprintf("which %s: use %s or null", quote(*a.Which), strings.Join(whichKinds, ", "))})
			}
			args.Which, args.Items, args.ItemIndexes = *a.Which, nil, nil
		} else if len(items) == 0 && len(a.ItemPositions) == 0 {
			ps = append(ps, problem{ask: askItems, msg: a.Operation + " needs items or item_positions"})
		}
	case memo.OpListCreate, memo.OpListAdd:
		args.Items = items
	}
	step.Lists = &args
	return step, ps
}
