package brain

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

// The benchmark's user has benchMemories memories: notes of 6 to 16 words
// drawn from a vocabulary of benchVocab made-up words (English-like and
// Hebrew-like) with Zipf-distributed frequencies, so common words match
// thousands of memories and rare ones a few, as in real notes.
const (
	benchMemories = 100_000
	benchVocab    = 30_000
	benchDims     = 256
)

// fakeEmbedder embeds in-process: a seeded random unit vector per text,
// so a search measures everything but the network call.
type fakeEmbedder struct{ dims int }

func (f fakeEmbedder) Embed(_ context.Context, texts []string) ([][]float32, memo.Usage, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		var seed uint64
		for _, c := range []byte(t) {
			seed = seed*131 + uint64(c)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		v := make([]float32, f.dims)
		for j := range v {
			v[j] = float32(r.NormFloat64())
		}
		out[i] = v
	}
	return out, memo.Usage{Calls: 1}, nil
}

func benchWords(r *rand.Rand) []string {
	he := []rune("אבגדהוזחטיכלמנסעפצקרשת")
	en := []rune("abcdefghiklmnoprstuvwy")
	words := make([]string, benchVocab)
	for i := range words {
		letters := en
		if i%3 == 0 {
			letters = he
		}
		n := 3 + r.IntN(6)
		w := make([]rune, n)
		for j := range w {
			w[j] = letters[r.IntN(len(letters))]
		}
		words[i] = string(w) + fmt.Sprint(i%10) // distinct, never a stop word
	}
	return words
}

// BenchmarkMemories100k measures, for one user with 100,000 memories, a
// full-text search, a hybrid search (the embedding done in-process) and an
// insert, and reports the median of each as p50-ms.
//
//	go test ./brain -run '^$' -bench Memories100k -benchtime 200x
func BenchmarkMemories100k(b *testing.B) {
	ctx := context.Background()
	db, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "memo.db"), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := db.EnsureUser(ctx, "u1", "", ""); err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	words := benchWords(r)
	zipf := rand.NewZipf(r, 1.07, 2, benchVocab-1)
	note := func() string {
		n := 6 + r.IntN(11)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = words[zipf.Uint64()]
		}
		return strings.Join(ws, " ")
	}
	emb := fakeEmbedder{dims: benchDims}
	hybrid, err := New(Config{Store: db, Embedder: emb, Model: "fake"})
	if err != nil {
		b.Fatal(err)
	}
	full, err := New(Config{Store: db})
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	for i := range benchMemories {
		d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: note()}
		ix := indexOf(d)
		vecs, _, _ := emb.Embed(ctx, []string{d.Text})
		normalize(vecs[0])
		ix.Vector, ix.Model = vecs[0], "fake"
		if _, err := db.InsertMemory(ctx, "u1", "", d, ix, nil); err != nil {
			b.Fatalf("insert %d: %v", i, err)
		}
	}
	b.Logf("stored %d memories in %v", benchMemories, time.Since(start))
	queries := make([]string, 200)
	for i := range queries {
		n := 1 + r.IntN(3)
		ws := make([]string, n)
		for j := range ws {
			ws[j] = words[zipf.Uint64()]
		}
		queries[i] = "what about " + strings.Join(ws, " ") + "?"
	}
	p50 := func(b *testing.B, ds []time.Duration) {
		slices.Sort(ds)
		b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(ds[len(ds)*9/10].Microseconds())/1000, "p90-ms")
	}
	search := func(br *Brain) func(b *testing.B) {
		return func(b *testing.B) {
			// Warm the embedding cache and the page cache, as a running
			// process is.
			if _, _, err := br.SearchMemories(ctx, "u1", queries[0], 5); err != nil {
				b.Fatal(err)
			}
			ds := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := range b.N {
				t0 := time.Now()
				if _, _, err := br.SearchMemories(ctx, "u1", queries[i%len(queries)], 5); err != nil {
					b.Fatal(err)
				}
				ds = append(ds, time.Since(t0))
			}
			p50(b, ds)
		}
	}
	b.Run("search-fulltext", search(full))
	b.Run("search-hybrid", search(hybrid))
	b.Run("insert", func(b *testing.B) {
		ds := make([]time.Duration, 0, b.N)
		for range b.N {
			d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: note()}
			t0 := time.Now()
			if _, _, err := full.StoreMemory(ctx, "u1", "", d, nil); err != nil {
				b.Fatal(err)
			}
			ds = append(ds, time.Since(t0))
		}
		p50(b, ds)
	})
}
