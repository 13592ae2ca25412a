package graph

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// clearGap is how far the best match of a delete must score above the
// next one to be taken without asking (the predecessor's gap rule).
const clearGap = 0.15

// recentForContext is how old the message before "remember this" may be
// for it to be what the user means.
const recentForContext = 30 * time.Minute

// resolveMemory turns what a memory step names into memories: the text
// "remember this" refers to, the memories a question is answered from,
// the one a delete or an update means. It asks when a new contact or fact
// would duplicate one the user has, and when a delete names several
// memories alike.
func (r *Runner) resolveMemory(ctx context.Context, sc scene, step *memo.Step, spent *memo.Usage) (*memo.Pending, error) {
	mem, err := r.memory()
	if err != nil {
		return nil, err
	}
	a := step.Memory
	switch step.Operation {
	case memo.OpMemoryStore:
		return r.resolveStore(ctx, sc, mem, step)
	case memo.OpMemoryGetAll:
		return nil, nil
	case memo.OpMemorySearch:
		if len(a.IDs) > 0 {
			return nil, nil
		}
		hits, err := r.searchMemory(ctx, sc, mem, a, spent)
		if err != nil {
			return nil, err
		}
		if len(hits) == 0 && a.Fallback != nil {
			// No memory answers it: it is the question the grammar would
			// otherwise have planned ("when is the dentist?").
			id := step.ID
			*step = *a.Fallback
			step.ID = id
			if err := checkLimits(*step); err != nil {
				return nil, err
			}
			return r.resolveStep(ctx, sc, step, spent)
		}
		if len(hits) == 0 {
			a.NotFound = append(a.NotFound, a.Query)
			a.DayAsked = namesDay(a.Query, sc)
		}
		for _, m := range hits {
			a.IDs, a.Scores = append(a.IDs, m.ID), append(a.Scores, m.Score)
		}
		return nil, nil
	}
	// Delete, update, get: positions in the last list of memories, or a
	// description.
	if len(a.Indexes) > 0 {
		for _, i := range a.Indexes {
			if n := sc.numbered; n != nil && n.Kind == memo.NumberedMemories && i >= 1 && i <= len(n.IDs) {
				a.IDs = appendNew(a.IDs, n.IDs[i-1])
			} else {
				a.NotFound = append(a.NotFound, "#"+strconv.Itoa(i))
			}
		}
		a.Indexes = nil
		if len(a.IDs) == 0 {
			return nil, memo.Errorf(memo.ENotFound, "%s", a.NotFound[0])
		}
		return nil, nil
	}
	if len(a.IDs) > 0 || a.Query == "" {
		return nil, nil
	}
	hits, err := r.searchMemory(ctx, sc, mem, a, spent)
	if err != nil {
		return nil, err
	}
	switch {
	case len(hits) == 0:
		a.NotFound = append(a.NotFound, a.Query)
		return nil, memo.Errorf(memo.ENotFound, "%s", a.Query)
	case len(hits) == 1 || hits[0].Score-hits[1].Score >= clearGap:
		a.IDs = []string{hits[0].ID}
		return nil, nil
	}
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichMemory, Subject: a.Query,
		AllowMultiple: step.Operation == memo.OpMemoryDelete}
	for _, m := range hits[:min(len(hits), max(r.matcher.MaxOptions, 1))] {
		q.Options = append(q.Options, memo.Option{Label: memoryLabel(m.MemoryDraft), IDs: []string{m.ID}})
	}
	return q, nil
}

// searchMemory runs the step's search and adds its cost to spent.
// A question about a contact detail keeps the contacts that hold it, when
// any does.
func (r *Runner) searchMemory(ctx context.Context, sc scene, mem MemoryService, a *memo.MemoryArgs, spent *memo.Usage) ([]memo.Memory, error) {
	limit := searchLimit
	if a.All {
		limit = allLimit
	}
	hits, usage, err := mem.SearchMemories(ctx, sc.user.ID, a.Query, limit)
	*spent = spent.Add(usage)
	if err != nil {
		return nil, fmt.Errorf("search memories: %w", err)
	}
	if a.Field != "" {
		has := slices.DeleteFunc(slices.Clone(hits), func(m memo.Memory) bool { return contactField(m, a.Field) == "" })
		if len(has) > 0 {
			hits = has
		}
	}
	return hits, nil
}

// contactField returns a contact's phone or email.
func contactField(m memo.Memory, field string) string {
	if m.Kind != memo.MemoryContact {
		return ""
	}
	switch field {
	case memo.FieldPhone:
		return m.Phone
	case memo.FieldEmail:
		return m.Email
	}
	return ""
}

// resolveStore fills the text of "remember this" and asks when a contact
// or fact of the same subject exists already.
func (r *Runner) resolveStore(ctx context.Context, sc scene, mem MemoryService, step *memo.Step) (*memo.Pending, error) {
	a := step.Memory
	if a.FromContext && (a.Draft == nil || a.Draft.Empty()) {
		text := contextText(sc)
		if text == "" {
			return nil, memo.Refuse(memo.EInvalid, memo.WhyNothingToRemember, memo.Detail{})
		}
		d := offline.MemoryDraft(text)
		a.Draft, a.FromContext = &d, false
	}
	if a.Draft == nil || a.Draft.Empty() {
		return nil, memo.Refuse(memo.EInvalid, memo.WhyNothingToRemember, memo.Detail{})
	}
	if a.Decided {
		return nil, nil
	}
	old, err := mem.MemoryConflicts(ctx, sc.user.ID, *a.Draft)
	if err != nil {
		return nil, fmt.Errorf("find conflicts: %w", err)
	}
	// What the new memory supersedes (the place it names) is no conflict.
	old = slices.DeleteFunc(old, func(m memo.Memory) bool { return slices.Contains(a.Supersedes, m.ID) })
	var differ []memo.Memory
	for _, o := range old {
		switch {
		case sameMemory(o.MemoryDraft, *a.Draft):
			// Said again: the new wording replaces the old, no question.
			a.Replace = appendNew(a.Replace, o.ID)
		case a.Draft.Kind == memo.MemoryContact && completes(o.MemoryDraft, *a.Draft):
			// A detail the contact did not have: added to it.
			a.Replace = appendNew(a.Replace, o.ID)
		default:
			differ = append(differ, o)
		}
	}
	if len(differ) == 0 {
		a.Decided = true
		return nil, nil
	}
	a.Replace = nil
	var ids []string
	for _, o := range old {
		ids = append(ids, o.ID)
	}
	// Option 1 replaces what is stored; option 2 keeps both. AllowMultiple
	// lets "both" / "שניהם" answer it.
	return &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonMemoryConflict, Subject: a.Draft.Label(), AllowMultiple: true,
		Options: []memo.Option{
			{Label: memoryLabel(differ[0].MemoryDraft), IDs: ids},
			{Label: memoryLabel(*a.Draft)},
		}}, nil
}

// applyMemoryChoice writes the answer to a memory question into the step:
// which memories a delete or an update means, or, for a conflict, whether
// the new memory replaces the old one (1) or joins it (2, "both").
func applyMemoryChoice(step *memo.Step, p memo.Pending, reply resolution.Reply, ids []string) (bool, error) {
	a := step.Memory
	if a == nil {
		return false, fmt.Errorf("memory question on a %s step", step.Capability)
	}
	switch p.Reason {
	case memo.ReasonMemoryConflict:
		a.Decided, a.Replace = true, nil
		if reply.Kind == resolution.ReplyPick && slices.Equal(reply.Picks, []int{1}) && len(p.Options) > 0 {
			a.Replace = slices.Clone(p.Options[0].IDs)
		}
		return true, nil
	case memo.ReasonWhichMemory:
		for _, id := range ids {
			a.IDs = appendNew(a.IDs, id)
		}
		// Chosen by number from the memories shown: nothing to confirm.
		step.Confirmed = true
		return len(a.IDs) > 0, nil
	}
	return false, fmt.Errorf("memory question with reason %q", p.Reason)
}

// contextText is what "remember this" refers to: the quoted message, or
// else the user's previous message, when it is recent and Memo did
// nothing with it (a forwarded text it did not understand, or answered in
// words) — a command that ran is not a memory.
func contextText(sc scene) string {
	if s := strings.TrimSpace(sc.in.QuotedText); s != "" {
		return s
	}
	turns := sc.recentTurns(2)
	if len(turns) != 2 || turns[0].Role != "user" || turns[1].Role != "assistant" {
		return ""
	}
	if !strings.HasPrefix(turns[1].Tool, string(memo.CapGeneral)+".") || sc.now.Sub(turns[0].At) > recentForContext {
		return ""
	}
	return strings.TrimSpace(turns[0].Text)
}

// sameMemory reports whether two contacts or facts say the same thing.
func sameMemory(a, b memo.MemoryDraft) bool {
	norm := resolution.Normalize
	switch b.Kind {
	case memo.MemoryFact:
		return norm(a.Value) == norm(b.Value)
	case memo.MemoryContact:
		return digits(a.Phone) == digits(b.Phone) && strings.EqualFold(a.Email, b.Email) && (b.Notes == "" || a.Notes == b.Notes)
	}
	return norm(a.Text) == norm(b.Text)
}

// completes reports whether the new contact only adds details the old one
// lacks, contradicting none.
func completes(old, next memo.MemoryDraft) bool {
	if next.Phone != "" && old.Phone != "" && digits(next.Phone) != digits(old.Phone) {
		return false
	}
	if next.Email != "" && old.Email != "" && !strings.EqualFold(next.Email, old.Email) {
		return false
	}
	return true
}

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// maxLabelRunes bounds a memory shown as an option.
const maxLabelRunes = 80

// memoryLabel is how a memory is shown as an option: what was said,
// cut short.
func memoryLabel(d memo.MemoryDraft) string {
	s := strings.Join(strings.Fields(d.Text), " ")
	if s == "" {
		s = d.Label()
	}
	if rs := []rune(s); len(rs) > maxLabelRunes {
		s = string(rs[:maxLabelRunes-1]) + "…"
	}
	return s
}
