package brain

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// SearchMemories returns up to limit of the user's memories that answer
// query, best first, each with its Score. The full-text ranking orders the
// memories that hold at least TextThreshold of the query's words by that
// share (newer first on a tie); with an embedder, the ranking by cosine
// similarity (at least VectorThreshold) joins it by reciprocal rank
// fusion. A query of nothing but stop words or punctuation finds nothing
// and costs no call. When the embedding model is unreachable the search
// goes on by full text; Usage counts the call either way.
func (b *Brain) SearchMemories(ctx context.Context, userID, query string, limit int) ([]memo.Memory, memo.Usage, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	var usage memo.Usage
	asked := askedGroups(query)
	groups := queryGroups(query)
	if len(groups) == 0 {
		return []memo.Memory{}, usage, nil
	}
	found := map[string]memo.Memory{}
	text, err := b.textRanking(ctx, userID, groups, asked, firstPerson(query), found)
	if err != nil {
		return nil, usage, err
	}
	var vec []ranked
	if b.cfg.Embedder != nil {
		vec, usage, err = b.vectorRanking(ctx, userID, query)
		if err != nil {
			return nil, usage, err
		}
	}
	fusedRanks := fuse(text, vec)
	if len(fusedRanks) > limit {
		fusedRanks = fusedRanks[:limit]
	}
	var missing []string
	for _, f := range fusedRanks {
		if _, ok := found[f.id]; !ok {
			missing = append(missing, f.id)
		}
	}
	if len(missing) > 0 {
		ms, _, err := b.cfg.Store.FindMemories(ctx, userID, memo.MemoryFilter{IDs: missing})
		if err != nil {
			return nil, usage, fmt.Errorf("search memories: %w", err)
		}
		for _, m := range ms {
			found[m.ID] = m
		}
	}
	out := make([]memo.Memory, 0, len(fusedRanks))
	whose := owners(query)
	person := namesPerson(query, whose)
	byMeaning := map[string]bool{}
	for _, v := range vec {
		byMeaning[v.id] = true
	}
	for _, f := range fusedRanks {
		m, ok := found[f.id]
		if !ok {
			continue // deleted since the embeddings were read
		}
		if !namesOwners(m, whose) || ownedByAnother(m, query) || !sameKin(m, query) {
			continue // "Ido's shoe size" is not Gal's, "Ronnie's mom" not Ronnie nor the user's mom
		}
		if person && !byMeaning[f.id] && !asksContent(m, query, whose) {
			continue // "Ronnie's mom is Dana" is not her address
		}
		m.Score = f.evidence
		out = append(out, m)
	}
	return out, usage, nil
}

// textRanking ranks the full-text candidates by the share of the query's
// words they hold, keeping those at or above TextThreshold; it records the
// candidates in found.
func (b *Brain) textRanking(ctx context.Context, userID string, groups, asked [][]string, own bool, found map[string]memo.Memory) ([]ranked, error) {
	matches, err := b.cfg.Store.MatchMemories(ctx, userID, groups, need(len(groups), b.cfg.TextThreshold), candidates)
	if err != nil {
		return nil, fmt.Errorf("search memories: %w", err)
	}
	var out []ranked
	heQuery := hebrewScript(strings.Join(slices.Concat(asked...), " "))
	for _, mm := range matches {
		c := coverage(groups, asked, mm.Terms)
		if c < b.cfg.TextThreshold {
			continue
		}
		found[mm.Memory.ID] = mm.Memory
		out = append(out, ranked{id: mm.Memory.ID, score: c, own: own && firstPerson(mm.Memory.Text),
			script: hebrewScript(mm.Memory.Text) == heQuery, at: mm.Memory.UpdatedAt.Unix()})
	}
	sortRanked(out)
	return out, nil
}

// vectorRanking embeds the query and ranks the user's memories by cosine
// similarity, keeping those at or above VectorThreshold. An unreachable
// model gives no ranking and no error.
func (b *Brain) vectorRanking(ctx context.Context, userID, query string) ([]ranked, memo.Usage, error) {
	qv, usage, err := b.embed(ctx, []string{query})
	if err != nil {
		return nil, usage, nil
	}
	vecs, err := b.cache.get(ctx, b.cfg.Store, userID, b.cfg.Model)
	if err != nil {
		return nil, usage, fmt.Errorf("search memories: %w", err)
	}
	return nearest(vecs, qv[0], candidates, b.cfg.VectorThreshold), usage, nil
}
