// Package brain is Memo's second brain: it keeps the notes, contacts and
// facts a user asks it to remember and finds them again for a question.
//
// Ranking works without any key: a full-text match (SQLite FTS5 over
// normalised terms, see terms.go) whose candidates are scored by how much
// of the question they cover. With an embedding model configured, each
// memory also gets an embedding, computed once when it is stored and again
// when it is edited, and a question is embedded too (its only network
// call); the nearest memories by cosine similarity form a second ranking,
// and the two are fused by reciprocal rank fusion. A memory is an answer
// only when one of its scores clears its threshold, so a question nothing
// answers gets nothing, never the least bad note.
package brain

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// Store keeps memories and runs full-text matches. store/sqlite implements
// it. Methods return ENotFound for a memory the user does not have.
type Store interface {
	InsertMemory(ctx context.Context, userID, key string, d memo.MemoryDraft, ix memo.MemoryIndex, replace []string) (memo.Memory, error)
	UpdateMemory(ctx context.Context, userID, id string, d memo.MemoryDraft, ix memo.MemoryIndex) (memo.Memory, error)
	DeleteMemories(ctx context.Context, userID string, ids []string) ([]memo.Memory, error)
	FindMemories(ctx context.Context, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error)
	MatchMemories(ctx context.Context, userID string, groups [][]string, need, limit int) ([]memo.MemoryMatch, error)
	MemoryVersion(ctx context.Context, userID string) (int64, error)
	MemoryVectors(ctx context.Context, userID, model string) (memo.MemoryVectors, error)
	MemoriesWithoutVector(ctx context.Context, userID, model string, limit int) ([]memo.Memory, error)
	SetMemoryVectors(ctx context.Context, userID string, ids []string, vecs [][]float32, model string) error
}

// Embedder turns texts into vectors, one per text, in order.
// *openai.Client implements it. Errors are *memo.Error (EUnavailable when
// the service is down).
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, memo.Usage, error)
}

// Phraser words the answer to a question from the notes that answer it,
// in lang. The model planner's package implements it.
type Phraser interface {
	Phrase(ctx context.Context, lang memo.Language, question string, notes []memo.Memory) (string, memo.Usage, error)
}

// Defaults of Config.
const (
	// DefaultTextThreshold is the share of a question's words a memory
	// must hold to answer it by full text: all of one or two words, two of
	// three, three of four or five.
	DefaultTextThreshold = 0.6
	// DefaultVectorThreshold is the cosine similarity a memory's embedding
	// must reach to answer a question by meaning (the predecessor's value).
	DefaultVectorThreshold = 0.5
	// DefaultCacheFloats bounds the embeddings kept in memory across
	// users: 64M floats, 256 MB (100,000 memories of 256 dimensions take
	// 25.6M).
	DefaultCacheFloats = 64 << 20
	// DefaultLimit is how many memories a search returns when asked for 0.
	DefaultLimit = 5
)

// candidates is how many memories each ranking contributes before fusion.
const candidates = 64

// backfill is how many memories that lack an embedding are embedded along
// with a new one (in the same call).
const backfill = 16

// maxEmbedRunes bounds the text sent to the embedding model for one
// memory, well within its input limit.
const maxEmbedRunes = 6000

// Config configures a Brain.
type Config struct {
	// Store keeps the memories. Required.
	Store Store
	// Embedder computes embeddings; nil ranks by full text alone.
	Embedder Embedder
	// Model names the embedding model; stored beside each vector, so a
	// change of model re-embeds instead of comparing unlike vectors.
	// Required with Embedder.
	Model string
	// Phraser words answers from notes; nil quotes the notes as they are.
	Phraser Phraser
	// TextThreshold and VectorThreshold: see the defaults.
	TextThreshold, VectorThreshold float64
	// CacheFloats bounds the embeddings kept in memory; default
	// DefaultCacheFloats.
	CacheFloats int
	// Logger; nil discards.
	Logger *slog.Logger
}

// Brain is the second brain. It is safe for concurrent use.
type Brain struct {
	cfg   Config
	log   *slog.Logger
	cache *vectorCache
}

// New returns a Brain, or an error naming what cfg lacks.
func New(cfg Config) (*Brain, error) {
	if cfg.Store == nil {
		return nil, errors.New("brain: no store")
	}
	if cfg.Embedder != nil && cfg.Model == "" {
		return nil, errors.New("brain: an embedder needs its model name")
	}
	if cfg.TextThreshold <= 0 {
		cfg.TextThreshold = DefaultTextThreshold
	}
	if cfg.VectorThreshold <= 0 {
		cfg.VectorThreshold = DefaultVectorThreshold
	}
	if cfg.CacheFloats <= 0 {
		cfg.CacheFloats = DefaultCacheFloats
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Brain{cfg: cfg, log: log, cache: newVectorCache(cfg.CacheFloats)}, nil
}

// Embeds reports whether the brain ranks by meaning as well as by words.
func (b *Brain) Embeds() bool { return b.cfg.Embedder != nil }

// StoreMemory stores d for the user, replacing (deleting, in the same
// transaction) the user's memories in replace; key makes the call
// idempotent. With an embedder the memory is embedded first, together
// with a few older memories that have no embedding yet; when the model is
// unreachable the memory is stored without one and stays findable by its
// words. EInvalid for an empty memory, ETooLong past memo.MaxMemoryRunes.
func (b *Brain) StoreMemory(ctx context.Context, userID, key string, d memo.MemoryDraft, replace []string) (memo.Memory, memo.Usage, error) {
	d, err := clean(d)
	if err != nil {
		return memo.Memory{}, memo.Usage{}, err
	}
	ix := indexOf(d)
	var usage memo.Usage
	var older []memo.Memory
	if b.cfg.Embedder != nil {
		older, err = b.cfg.Store.MemoriesWithoutVector(ctx, userID, b.cfg.Model, backfill)
		if err != nil {
			b.log.WarnContext(ctx, "find memories to embed", "err", err)
			older = nil
		}
		texts := []string{embedText(d)}
		for _, m := range older {
			texts = append(texts, embedText(m.MemoryDraft))
		}
		vecs, u, err := b.embed(ctx, texts)
		usage = usage.Add(u)
		if err == nil {
			ix.Vector, ix.Model = vecs[0], b.cfg.Model
			b.setOlder(ctx, userID, older, vecs[1:])
		}
	}
	m, err := b.cfg.Store.InsertMemory(ctx, userID, key, d, ix, replace)
	if err != nil {
		return memo.Memory{}, usage, fmt.Errorf("store memory: %w", err)
	}
	return m, usage, nil
}

// StoreMemoryUnembedded stores d as StoreMemory does, with no model call:
// for what a message shared (a contact card, a location pin), which Memo
// saves without a model. The memory is found by its words at once, and
// by meaning once a later StoreMemory embeds it with the older memories
// that have no embedding.
func (b *Brain) StoreMemoryUnembedded(ctx context.Context, userID, key string, d memo.MemoryDraft, replace []string) (memo.Memory, error) {
	d, err := clean(d)
	if err != nil {
		return memo.Memory{}, err
	}
	m, err := b.cfg.Store.InsertMemory(ctx, userID, key, d, indexOf(d), replace)
	if err != nil {
		return memo.Memory{}, fmt.Errorf("store memory: %w", err)
	}
	return m, nil
}

// setOlder stores the embeddings computed for older memories; a failure
// only leaves them for the next time.
func (b *Brain) setOlder(ctx context.Context, userID string, older []memo.Memory, vecs [][]float32) {
	if len(older) == 0 {
		return
	}
	ids := make([]string, len(older))
	for i, m := range older {
		ids[i] = m.ID
	}
	if err := b.cfg.Store.SetMemoryVectors(ctx, userID, ids, vecs, b.cfg.Model); err != nil {
		b.log.WarnContext(ctx, "store embeddings of older memories", "err", err)
	}
}

// UpdateMemory replaces the content of the user's memory id with d and
// re-computes its index and embedding. ENotFound when there is no such
// memory; EInvalid and ETooLong as StoreMemory.
func (b *Brain) UpdateMemory(ctx context.Context, userID, id string, d memo.MemoryDraft) (memo.Memory, memo.Usage, error) {
	d, err := clean(d)
	if err != nil {
		return memo.Memory{}, memo.Usage{}, err
	}
	ix := indexOf(d)
	var usage memo.Usage
	if b.cfg.Embedder != nil {
		vecs, u, err := b.embed(ctx, []string{embedText(d)})
		usage = u
		if err == nil {
			ix.Vector, ix.Model = vecs[0], b.cfg.Model
		}
	}
	m, err := b.cfg.Store.UpdateMemory(ctx, userID, id, d, ix)
	if err != nil {
		return memo.Memory{}, usage, fmt.Errorf("update memory: %w", err)
	}
	return m, usage, nil
}

// DeleteMemories deletes the user's memories by id and returns them.
func (b *Brain) DeleteMemories(ctx context.Context, userID string, ids []string) ([]memo.Memory, error) {
	return b.cfg.Store.DeleteMemories(ctx, userID, ids)
}

// FindMemories returns the user's memories f selects, newest first, and
// how many it selects in all.
func (b *Brain) FindMemories(ctx context.Context, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error) {
	return b.cfg.Store.FindMemories(ctx, userID, f)
}

// MemoryConflicts returns the user's memories that a new contact or fact
// d would duplicate: the same kind with the same normalised subject (a
// fact's) or name (a contact's). A note conflicts with nothing.
func (b *Brain) MemoryConflicts(ctx context.Context, userID string, d memo.MemoryDraft) ([]memo.Memory, error) {
	k := indexOf(d).Key
	if d.Kind == memo.MemoryNote || k == "" {
		return nil, nil
	}
	ms, _, err := b.cfg.Store.FindMemories(ctx, userID, memo.MemoryFilter{Kind: d.Kind, Key: k, Limit: 5})
	if err != nil {
		return nil, fmt.Errorf("find conflicts: %w", err)
	}
	return ms, nil
}

// Phrase words the answer to question from notes with the configured
// phraser; "" when there is none.
func (b *Brain) Phrase(ctx context.Context, lang memo.Language, question string, notes []memo.Memory) (string, memo.Usage, error) {
	if b.cfg.Phraser == nil || len(notes) == 0 {
		return "", memo.Usage{}, nil
	}
	return b.cfg.Phraser.Phrase(ctx, lang, question, notes)
}

// embed embeds texts, each cut to maxEmbedRunes, and returns unit vectors.
func (b *Brain) embed(ctx context.Context, texts []string) ([][]float32, memo.Usage, error) {
	in := make([]string, len(texts))
	for i, t := range texts {
		in[i] = cutRunes(t, maxEmbedRunes)
	}
	vecs, usage, err := b.cfg.Embedder.Embed(ctx, in)
	if err == nil && len(vecs) != len(in) {
		err = memo.Errorf(memo.EUnavailable, "embeddings: %d vectors for %d texts", len(vecs), len(in))
	}
	if err != nil {
		b.log.WarnContext(ctx, "embed", "texts", len(in), "err", err)
		return nil, usage, err
	}
	for _, v := range vecs {
		normalize(v)
	}
	return vecs, usage, nil
}

// clean trims d, fills its text and kind, and checks its size.
func clean(d memo.MemoryDraft) (memo.MemoryDraft, error) {
	for _, s := range []*string{&d.Text, &d.Subject, &d.Value, &d.Name, &d.Phone, &d.Email, &d.Notes} {
		*s = strings.TrimSpace(*s)
	}
	if !d.Kind.Valid() {
		d.Kind = memo.MemoryNote
	}
	if d.Text == "" {
		d.Text = strings.TrimSpace(strings.Join(nonEmpty(d.Name, d.Subject, d.Value, d.Phone, d.Email, d.Notes), " "))
	}
	if d.Empty() || !hasWords(d.Text) {
		return d, memo.Errorf(memo.EInvalid, "nothing to remember")
	}
	n := 0
	for _, s := range []string{d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes} {
		n += utf8.RuneCountInString(s)
	}
	if n > memo.MaxMemoryRunes {
		return d, memo.Errorf(memo.ETooLong, "a memory holds at most %d characters", memo.MaxMemoryRunes)
	}
	return d, nil
}

// embedText is what is embedded for a memory: its label and its text.
func embedText(d memo.MemoryDraft) string {
	switch d.Kind {
	case memo.MemoryContact:
		return strings.Join(nonEmpty(d.Name, d.Phone, d.Email, d.Notes, d.Text), ". ")
	case memo.MemoryFact:
		if address, _, ok := d.Place(); ok {
			return strings.Join(nonEmpty(d.Subject, address), ": ")
		}
		if !strings.Contains(d.Text, d.Value) {
			return d.Subject + ": " + d.Value + ". " + d.Text
		}
	}
	return d.Text
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// hasWords reports whether s holds a letter or a digit.
func hasWords(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
