package graph

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
)

// MemoryService is the second brain as a turn uses it. *brain.Brain
// implements it. Errors are *memo.Error where the user should see why:
// EInvalid for an empty memory, ETooLong for one past memo.MaxMemoryRunes,
// ENotFound for a memory the user does not have. Usage counts the model
// calls a method made (embeddings, a phrased answer), which the turn's
// trace adds up.
type MemoryService interface {
	// StoreMemory stores d, replacing the memories in replace; key makes
	// the call idempotent.
	StoreMemory(ctx context.Context, userID, key string, d memo.MemoryDraft, replace []string) (memo.Memory, memo.Usage, error)
	// StoreMemoryUnembedded is StoreMemory with no model call, for what a
	// message shared; the memory is found by its words.
	StoreMemoryUnembedded(ctx context.Context, userID, key string, d memo.MemoryDraft, replace []string) (memo.Memory, error)
	// UpdateMemory replaces the content of memory id with d.
	UpdateMemory(ctx context.Context, userID, id string, d memo.MemoryDraft) (memo.Memory, memo.Usage, error)
	// DeleteMemories deletes memories by id and returns those deleted.
	DeleteMemories(ctx context.Context, userID string, ids []string) ([]memo.Memory, error)
	// FindMemories returns the memories f selects, newest first (in the
	// order of f.IDs when set), and how many f selects in all.
	FindMemories(ctx context.Context, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error)
	// SearchMemories returns up to limit memories that answer query, best
	// first, each with its Score; none when nothing clears the threshold.
	SearchMemories(ctx context.Context, userID, query string, limit int) ([]memo.Memory, memo.Usage, error)
	// MemoryConflicts returns the contacts or facts a new d would
	// duplicate (the same name or subject); none for a note.
	MemoryConflicts(ctx context.Context, userID string, d memo.MemoryDraft) ([]memo.Memory, error)
	// Phrase words the answer to question from notes with a model; ""
	// when none is configured.
	Phrase(ctx context.Context, lang memo.Language, question string, notes []memo.Memory) (string, memo.Usage, error)
}

// searchLimit is how many memories a question is answered from; allLimit
// how many "what do you know about X?" shows.
const (
	searchLimit = 5
	allLimit    = 10
)

// maxPhrased is how many notes a phrased answer is given.
const maxPhrased = 3

func (r *Runner) executeMemory(ctx context.Context, sc scene, key string, step memo.Step, spent *memo.Usage) (memo.Result, error) {
	mem, err := r.memory()
	if err != nil {
		return memo.Result{}, err
	}
	a := step.Memory
	uid := sc.user.ID
	res := func(ms []memo.Memory) memo.Result {
		items := make([]memo.Item, len(ms))
		for i, m := range ms {
			items[i] = m
		}
		out := memo.NewResult(memo.CapMemory, step.Operation, items)
		out.Meta.NotFound = append(out.Meta.NotFound, a.NotFound...)
		return out
	}
	switch step.Operation {
	case memo.OpMemoryStore:
		if a.Draft == nil {
			return memo.Result{}, memo.Errorf(memo.EInvalid, "")
		}
		d, err := r.mergeReplaced(ctx, mem, uid, *a.Draft, a.Replace)
		if err != nil {
			return memo.Result{}, err
		}
		replace := slices.Clone(a.Supersedes)
		for _, id := range a.Replace {
			replace = appendNew(replace, id)
		}
		var m memo.Memory
		if a.Shared {
			m, err = mem.StoreMemoryUnembedded(ctx, uid, key, d, replace)
		} else {
			var usage memo.Usage
			m, usage, err = mem.StoreMemory(ctx, uid, key, d, replace)
			*spent = spent.Add(usage)
		}
		if err != nil {
			return memo.Result{}, fmt.Errorf("store memory: %w", err)
		}
		out := res([]memo.Memory{m})
		if len(a.Replace) > 0 {
			out.Meta.Updated = 1
		} else {
			out.Meta.Created = 1
		}
		return out, nil
	case memo.OpMemorySearch, memo.OpMemoryGet:
		ms, err := r.memoriesByID(ctx, mem, uid, a.IDs)
		if err != nil {
			return memo.Result{}, err
		}
		for i := range ms {
			if i < len(a.Scores) {
				ms[i].Score = a.Scores[i]
			}
		}
		out := res(ms)
		if step.Operation == memo.OpMemorySearch && len(ms) > 0 && !a.All && a.Field == "" && ms[0].Kind == memo.MemoryNote {
			out.Meta.Summaries = append(out.Meta.Summaries, r.phrase(ctx, sc, mem, ms, spent)...)
		}
		return out, nil
	case memo.OpMemoryDelete:
		ms := []memo.Memory{}
		if len(a.IDs) > 0 {
			if ms, err = mem.DeleteMemories(ctx, uid, a.IDs); err != nil {
				return memo.Result{}, fmt.Errorf("delete memories: %w", err)
			}
		}
		out := res(ms)
		out.Meta.Deleted = len(ms)
		for _, m := range ms {
			out.Meta.Summaries = append(out.Meta.Summaries, m.Label())
		}
		return out, nil
	case memo.OpMemoryUpdate:
		if a.Draft == nil || len(a.IDs) == 0 {
			return res(nil), nil
		}
		m, usage, err := mem.UpdateMemory(ctx, uid, a.IDs[0], *a.Draft)
		*spent = spent.Add(usage)
		if err != nil {
			return memo.Result{}, fmt.Errorf("update memory: %w", err)
		}
		out := res([]memo.Memory{m})
		out.Meta.Updated = 1
		return out, nil
	case memo.OpMemoryGetAll:
		limit := a.Limit
		if limit <= 0 {
			limit = memo.DefaultMemoryPage
		}
		ms, total, err := mem.FindMemories(ctx, uid, memo.MemoryFilter{Offset: max(a.Offset, 0), Limit: limit})
		if err != nil {
			return memo.Result{}, fmt.Errorf("find memories: %w", err)
		}
		out := res(ms)
		out.Meta.Total = total
		if a.Latest {
			var since time.Time
			if len(ms) > 0 {
				since = ms[0].CreatedAt
			}
			out.Items = append(out.Items, madeAfter(sc, since)...)
		}
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown memory operation %q", step.Operation.Name())
}

// memory returns the second brain, or an error when none is configured.
func (r *Runner) memory() (MemoryService, error) {
	if r.cfg.Memory == nil {
		return nil, memo.Errorf(memo.EUnavailable, "no second brain is configured")
	}
	return r.cfg.Memory, nil
}

// memoriesByID returns the user's memories ids, in that order.
func (r *Runner) memoriesByID(ctx context.Context, mem MemoryService, uid string, ids []string) ([]memo.Memory, error) {
	if len(ids) == 0 {
		return []memo.Memory{}, nil
	}
	ms, _, err := mem.FindMemories(ctx, uid, memo.MemoryFilter{IDs: ids})
	if err != nil {
		return nil, fmt.Errorf("find memories: %w", err)
	}
	return ms, nil
}

// mergeReplaced completes a contact that replaces another with the
// details the new one does not give ("Avi's email is ..." keeps his
// phone).
func (r *Runner) mergeReplaced(ctx context.Context, mem MemoryService, uid string, d memo.MemoryDraft, replace []string) (memo.MemoryDraft, error) {
	if d.Kind != memo.MemoryContact || len(replace) == 0 {
		return d, nil
	}
	old, err := r.memoriesByID(ctx, mem, uid, replace)
	if err != nil {
		return d, err
	}
	for _, o := range old {
		d = mergeContact(o.MemoryDraft, d)
	}
	return d, nil
}

// mergeContact returns next with the details it lacks taken from prev.
func mergeContact(prev, next memo.MemoryDraft) memo.MemoryDraft {
	if next.Phone == "" {
		next.Phone = prev.Phone
	}
	if next.Email == "" {
		next.Email = prev.Email
	}
	if next.Notes == "" {
		next.Notes = prev.Notes
	}
	if prev.Text != "" && prev.Text != next.Text {
		next.Text = prev.Text + "\n" + next.Text
	}
	return next
}

// phrase asks the model, when one is configured, to word the answer from
// the notes found, and adds its cost to spent; a failure leaves the notes
// to be quoted as they are.
func (r *Runner) phrase(ctx context.Context, sc scene, mem MemoryService, ms []memo.Memory, spent *memo.Usage) []string {
	var notes []memo.Memory
	for _, m := range ms[:min(len(ms), maxPhrased)] {
		if m.Kind == memo.MemoryNote {
			notes = append(notes, m)
		}
	}
	answer, usage, err := mem.Phrase(ctx, sc.lang, sc.text, notes)
	*spent = spent.Add(usage)
	if err != nil {
		r.log.WarnContext(ctx, "phrase an answer from notes", "chat", sc.chat, "err", err)
		return nil
	}
	if answer == "" {
		return nil
	}
	return []string{answer}
}
