package sqldb_test

import (
	"slices"
	"testing"

	memo "github.com/memo-assistant/memo"
)

func note(text string) memo.MemoryDraft { return memo.MemoryDraft{Kind: memo.MemoryNote, Text: text} }

// memoryIDs returns the ids of ms, in order.
func memoryIDs(ms []memo.Memory) []string {
	return pluck(ms, func(m memo.Memory) string { return m.ID })
}

func TestInsertAndFindMemories(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		fact := memo.MemoryDraft{Kind: memo.MemoryFact, Text: "the gate code is 4512", Subject: "the gate code", Value: "4512"}
		m1, err := db.InsertMemory(ctx, "u1", "k1", fact, memo.MemoryIndex{Terms: "gate code 4512", Key: "gate code"}, nil)
		must(t, err)
		if m1.ID[:2] != "m_" || m1.Text != fact.Text || m1.Value != "4512" || m1.Kind != memo.MemoryFact || !m1.CreatedAt.Equal(start().Truncate(1e9)) {
			t.Errorf("inserted %+v", m1)
		}
		again, err := db.InsertMemory(ctx, "u1", "k1", note("other"), memo.MemoryIndex{Terms: "other"}, nil)
		if err != nil || again.ID != m1.ID || again.Text != fact.Text {
			t.Errorf("a repeated key gave %+v, %v; want the first memory", again, err)
		}
		clock.Advance(60e9)
		m2, err := db.InsertMemory(ctx, "u1", "", note("I parked on level -2"), memo.MemoryIndex{Terms: "park level 2"}, nil)
		must(t, err)
		all, total, err := db.FindMemories(ctx, "u1", memo.MemoryFilter{})
		if err != nil || total != 2 || !slices.Equal(memoryIDs(all), []string{m2.ID, m1.ID}) {
			t.Errorf("FindMemories = %v, %d, %v; want newest first", memoryIDs(all), total, err)
		}
		page, total, err := db.FindMemories(ctx, "u1", memo.MemoryFilter{Offset: 1, Limit: 1})
		if err != nil || total != 2 || !slices.Equal(memoryIDs(page), []string{m1.ID}) {
			t.Errorf("second page = %v, %d, %v", memoryIDs(page), total, err)
		}
		byKey, _, err := db.FindMemories(ctx, "u1", memo.MemoryFilter{Kind: memo.MemoryFact, Key: "gate code"})
		if err != nil || !slices.Equal(memoryIDs(byKey), []string{m1.ID}) {
			t.Errorf("by key = %v, %v", memoryIDs(byKey), err)
		}
		byID, _, err := db.FindMemories(ctx, "u1", memo.MemoryFilter{IDs: []string{m1.ID, "m_nothing", m2.ID}})
		if err != nil || !slices.Equal(memoryIDs(byID), []string{m1.ID, m2.ID}) {
			t.Errorf("by ids = %v, %v; want in the order asked", memoryIDs(byID), err)
		}
		_, err = db.InsertMemory(ctx, "nobody", "", note("x"), memo.MemoryIndex{Terms: "x"}, nil)
		wantCode(t, "insert for an unknown user", err, memo.ENotFound)
	})
}

func TestReplaceUpdateDeleteMemories(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		old, _ := db.InsertMemory(ctx, "u1", "", note("Dana's birthday is on March 3"), memo.MemoryIndex{Terms: "dana birthday march 3", Key: "dana birthday"}, nil)
		v1, _ := db.MemoryVersion(ctx, "u1")
		repl, err := db.InsertMemory(ctx, "u1", "", note("Dana's birthday is on March 5"), memo.MemoryIndex{Terms: "dana birthday march 5"}, []string{old.ID})
		must(t, err)
		all, _, _ := db.FindMemories(ctx, "u1", memo.MemoryFilter{})
		if !slices.Equal(memoryIDs(all), []string{repl.ID}) {
			t.Errorf("after replace: %v, want only the new memory", memoryIDs(all))
		}
		if v2, _ := db.MemoryVersion(ctx, "u1"); v2 <= v1 {
			t.Errorf("version %d after a change, was %d", v2, v1)
		}
		matches, _ := db.MatchMemories(ctx, "u1", [][]string{{"3"}}, 1, 10)
		if len(matches) != 0 {
			t.Errorf("the replaced memory still matches: %+v", matches)
		}
		upd, err := db.UpdateMemory(ctx, "u1", repl.ID, note("Dana's birthday is on March 6"), memo.MemoryIndex{Terms: "dana birthday march 6"})
		if err != nil || upd.Text != "Dana's birthday is on March 6" {
			t.Fatalf("UpdateMemory = %+v, %v", upd, err)
		}
		if m, _ := db.MatchMemories(ctx, "u1", [][]string{{"5"}}, 1, 10); len(m) != 0 {
			t.Errorf("old terms still match after an update: %+v", m)
		}
		if m, _ := db.MatchMemories(ctx, "u1", [][]string{{"6"}}, 1, 10); len(m) != 1 || m[0].Terms != "dana birthday march 6" {
			t.Errorf("new terms do not match after an update: %+v", m)
		}
		_, err = db.UpdateMemory(ctx, "u1", "m_missing", note("x"), memo.MemoryIndex{Terms: "x"})
		wantCode(t, "update of a missing memory", err, memo.ENotFound)
		gone, err := db.DeleteMemories(ctx, "u1", []string{repl.ID, "m_missing"})
		if err != nil || !slices.Equal(memoryIDs(gone), []string{repl.ID}) {
			t.Errorf("DeleteMemories = %v, %v", memoryIDs(gone), err)
		}
		if m, _ := db.MatchMemories(ctx, "u1", [][]string{{"dana"}}, 1, 10); len(m) != 0 {
			t.Errorf("a deleted memory still matches: %+v", m)
		}
	})
}

func TestMemoriesAreIsolatedPerUser(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		ensureUser(t, db, "u2", "Asia/Jerusalem", memo.English)
		mine, _ := db.InsertMemory(ctx, "u1", "same-key", note("wifi password Sunflower77"), memo.MemoryIndex{Terms: "wifi password sunflower77", Key: "wifi password"}, nil)
		theirs, _ := db.InsertMemory(ctx, "u2", "same-key", note("wifi password Tulip12"), memo.MemoryIndex{Terms: "wifi password tulip12", Key: "wifi password"}, nil)
		if mine.ID == theirs.ID {
			t.Fatal("one idempotency key was shared by two users")
		}
		for _, c := range []struct {
			user, want string
		}{{"u1", mine.ID}, {"u2", theirs.ID}} {
			m, err := db.MatchMemories(ctx, c.user, [][]string{{"wifi"}, {"password"}}, 1, 10)
			if err != nil || len(m) != 1 || m[0].Memory.ID != c.want {
				t.Errorf("MatchMemories(%s) = %+v, %v; want only %s", c.user, m, err, c.want)
			}
			all, total, _ := db.FindMemories(ctx, c.user, memo.MemoryFilter{Key: "wifi password"})
			if total != 1 || all[0].ID != c.want {
				t.Errorf("FindMemories(%s) = %v", c.user, memoryIDs(all))
			}
		}
		if got, _ := db.DeleteMemories(ctx, "u2", []string{mine.ID}); len(got) != 0 {
			t.Errorf("u2 deleted u1's memory")
		}
		if _, err := db.UpdateMemory(ctx, "u2", mine.ID, note("x"), memo.MemoryIndex{Terms: "x"}); memo.ErrorCodeOf(err) != memo.ENotFound {
			t.Errorf("u2 updated u1's memory: %v", err)
		}
		_, err := db.InsertMemory(ctx, "u2", "", note("x"), memo.MemoryIndex{Terms: "x"}, []string{mine.ID})
		must(t, err)
		if all, _, _ := db.FindMemories(ctx, "u1", memo.MemoryFilter{}); len(all) != 1 {
			t.Errorf("u2's replace removed u1's memory")
		}
		vecs, _ := db.MemoryVectors(ctx, "u2", "m")
		if len(vecs.IDs) != 0 {
			t.Errorf("vectors of u2 = %v", vecs.IDs)
		}
	})
}

// TestMatchMemoriesSyntaxSafe: words holding tsquery (or FTS5) syntax are
// searched for as words, never read as a query, and never fail.
func TestMatchMemoriesSyntaxSafe(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		_, err := db.InsertMemory(ctx, "u1", "", note(`say "NEAR" * -x OR`), memo.MemoryIndex{Terms: `near x or`}, nil)
		must(t, err)
		for _, g := range [][][]string{
			{{`"`}}, {{`*`}}, {{`NEAR`}}, {{`-`}}, {{`near(`}}, {{`a" OR "b`}}, {{`owner:x`}}, {{`^`}}, {{`""`}},
			{{`AND`}, {`OR`}, {`NOT`}}, {{""}}, {},
			{{`'`}}, {{`\`}}, {{`a'b`}}, {{`&`}}, {{`|`}}, {{`!x`}}, {{`a<->b`}}, {{`x:*`}}, {{`(`, `)`}}, {{`\'`}},
		} {
			if _, err := db.MatchMemories(ctx, "u1", g, 1, 5); err != nil {
				t.Errorf("MatchMemories(%q): %v", g, err)
			}
		}
		m, err := db.MatchMemories(ctx, "u1", [][]string{{"near"}}, 1, 5)
		if err != nil || len(m) != 1 {
			t.Errorf("a stored word that is an FTS keyword: %+v, %v", m, err)
		}
	})
}

func TestMemoryVectors(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.newUser(t)
		a, _ := db.InsertMemory(ctx, "u1", "", note("a"), memo.MemoryIndex{Terms: "a", Vector: []float32{1, 0, 0}, Model: "m1"}, nil)
		b, _ := db.InsertMemory(ctx, "u1", "", note("b"), memo.MemoryIndex{Terms: "b"}, nil)
		c, _ := db.InsertMemory(ctx, "u1", "", note("c"), memo.MemoryIndex{Terms: "c", Vector: []float32{0, 1}, Model: "m1"}, nil)
		v, err := db.MemoryVectors(ctx, "u1", "m1")
		if err != nil || v.Dims != 3 || !slices.Equal(v.IDs, []string{a.ID}) || !slices.Equal(v.Data, []float32{1, 0, 0}) {
			t.Errorf("MemoryVectors = %+v, %v; want a only (c has other dimensions)", v, err)
		}
		if ver, _ := db.MemoryVersion(ctx, "u1"); v.Version != ver || ver == 0 {
			t.Errorf("vectors version %d, memory version %d", v.Version, ver)
		}
		missing, err := db.MemoriesWithoutVector(ctx, "u1", "m1", 10)
		if err != nil || !slices.Equal(memoryIDs(missing), []string{b.ID}) {
			t.Errorf("MemoriesWithoutVector = %v, %v", memoryIDs(missing), err)
		}
		_, err = db.MemoriesWithoutVector(ctx, "u1", "m2", 10)
		must(t, err)
		must(t, db.SetMemoryVectors(ctx, "u1", []string{b.ID, c.ID}, [][]float32{{0, 0, 1}, {0, 1, 0}}, "m1"))
		v, _ = db.MemoryVectors(ctx, "u1", "m1")
		if !slices.Equal(v.IDs, []string{a.ID, b.ID, c.ID}) || !slices.Equal(v.Data, []float32{1, 0, 0, 0, 0, 1, 0, 1, 0}) {
			t.Errorf("after SetMemoryVectors: %+v", v)
		}
		if other, _ := db.MemoryVectors(ctx, "u1", "m2"); len(other.IDs) != 0 {
			t.Errorf("vectors of another model: %v", other.IDs)
		}
	})
}

// TestMatchMemoriesAtLeast: candidates holding every word come first,
// newest first, then those holding fewer, down to need.
func TestMatchMemoriesAtLeast(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		store := func(terms string) string {
			clock.Advance(1e9)
			m, err := db.InsertMemory(ctx, "u1", "", note(terms), memo.MemoryIndex{Terms: terms}, nil)
			must(t, err)
			return m.ID
		}
		abc := store("a b c")
		ab := store("a b x")
		abc2 := store("c b a y")
		a := store("a")
		store("z")
		groups := [][]string{{"a", "aa"}, {"b"}, {"c"}}
		got, err := db.MatchMemories(ctx, "u1", groups, 2, 10)
		must(t, err)
		var ids []string
		for _, m := range got {
			ids = append(ids, m.Memory.ID)
		}
		if want := []string{abc2, abc, ab}; !slices.Equal(ids, want) {
			t.Errorf("need 2 of 3: %v, want %v (all three words newest first, then two)", ids, want)
		}
		got, _ = db.MatchMemories(ctx, "u1", groups, 1, 2)
		if len(got) != 2 || got[0].Memory.ID != abc2 {
			t.Errorf("limit 2: %+v", got)
		}
		got, _ = db.MatchMemories(ctx, "u1", [][]string{{"x", "aa"}, {"q"}}, 1, 10)
		if len(got) != 1 || got[0].Memory.ID != ab {
			t.Errorf("a word matched by its second form: %+v", got)
		}
		got, _ = db.MatchMemories(ctx, "u1", groups, 1, 10)
		if len(got) != 4 || got[3].Memory.ID != a {
			t.Errorf("need 1 of 3: %d matches, want 4 with the one-word memory last", len(got))
		}
		if got, _ := db.MatchMemories(ctx, "u1", make([][]string, 9), 1, 10); len(got) != 0 {
			t.Errorf("empty groups matched %d", len(got))
		}
	})
}
