package sqldb

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"math"
	"strings"

	memo "github.com/memo-assistant/memo"
)

// memoryColumns are the columns scanMemory reads, in order.
const memoryColumns = `m.id, m.kind, m.text, m.subject, m.value, m.name, m.phone, m.email, m.notes, m.created_at, m.updated_at`

// InsertMemory stores a memory for the user with its index, deleting the
// user's memories in replace in the same transaction. A second call with
// the same non-empty key returns the memory the first call stored without
// inserting. ENotFound when the user does not exist.
func (db *DB) InsertMemory(ctx context.Context, userID, key string, d memo.MemoryDraft, ix memo.MemoryIndex, replace []string) (memo.Memory, error) {
	return update(ctx, db, "insert memory", func(tx *txn) (memo.Memory, error) {
		if id, ok, err := keyed(ctx, tx, "memories", userID, key); err != nil {
			return memo.Memory{}, err
		} else if ok {
			return findMemory(ctx, tx, userID, id)
		}
		if err := requireUser(ctx, tx, userID); err != nil {
			return memo.Memory{}, err
		}
		if len(replace) > 0 {
			q := `DELETE FROM memories WHERE user_id = ? AND id IN (` + rowsOf(len(replace), "?") + `)`
			if _, err := tx.ExecContext(ctx, q, append([]any{userID}, anys(replace)...)...); err != nil {
				return memo.Memory{}, fmt.Errorf("delete replaced: %w", err)
			}
		}
		id, now := newID("m_"), db.now().Unix()
		_, err := tx.ExecContext(ctx, `
			INSERT INTO memories (id, user_id, kind, text, subject, value, name, phone, email, notes,
				subject_key, terms, embedding, embedding_model, created_at, updated_at, idem_key)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, string(d.Kind), d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes,
			ix.Key, prefixTerms(userID, ix.Terms), db.vector(ix.Vector), vectorModel(ix), now, now, nullString(key))
		if err != nil {
			return memo.Memory{}, fmt.Errorf("insert: %w", err)
		}
		return bumpedMemory(ctx, tx, userID, id)
	})
}

// UpdateMemory replaces the content and index of the user's memory id and
// returns it. ENotFound when the user has no such memory.
func (db *DB) UpdateMemory(ctx context.Context, userID, id string, d memo.MemoryDraft, ix memo.MemoryIndex) (memo.Memory, error) {
	return update(ctx, db, "update memory", func(tx *txn) (memo.Memory, error) {
		res, err := tx.ExecContext(ctx, `
			UPDATE memories SET kind = ?, text = ?, subject = ?, value = ?, name = ?, phone = ?, email = ?, notes = ?,
				subject_key = ?, terms = ?, embedding = ?, embedding_model = ?, updated_at = ?
			WHERE user_id = ? AND id = ?`,
			string(d.Kind), d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes,
			ix.Key, prefixTerms(userID, ix.Terms), db.vector(ix.Vector), vectorModel(ix), db.now().Unix(), userID, id)
		if err != nil {
			return memo.Memory{}, fmt.Errorf("update: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return memo.Memory{}, memo.Errorf(memo.ENotFound, "")
		}
		return bumpedMemory(ctx, tx, userID, id)
	})
}

// bumpedMemory raises the user's memory version and reads the memory id
// as it is now.
func bumpedMemory(ctx context.Context, tx *txn, userID, id string) (memo.Memory, error) {
	if err := bumpMemoryVersion(ctx, tx, userID); err != nil {
		return memo.Memory{}, err
	}
	return findMemory(ctx, tx, userID, id)
}

// DeleteMemories deletes the user's memories by id and returns them as they
// were, in the order of ids; ids the user has no memory of are skipped.
func (db *DB) DeleteMemories(ctx context.Context, userID string, ids []string) ([]memo.Memory, error) {
	if len(ids) == 0 {
		return []memo.Memory{}, nil
	}
	return update(ctx, db, "delete memories", func(tx *txn) ([]memo.Memory, error) {
		out, _, err := findMemories(ctx, tx, userID, memo.MemoryFilter{IDs: ids})
		if err != nil || len(out) == 0 {
			return out, err
		}
		q := `DELETE FROM memories WHERE user_id = ? AND id IN (` + rowsOf(len(ids), "?") + `)`
		if _, err := tx.ExecContext(ctx, q, append([]any{userID}, anys(ids)...)...); err != nil {
			return nil, fmt.Errorf("delete: %w", err)
		}
		return out, bumpMemoryVersion(ctx, tx, userID)
	})
}

// FindMemories returns the user's memories that f selects, newest first (in
// the order of f.IDs when it is set), and how many f selects without its
// offset and limit.
func (db *DB) FindMemories(ctx context.Context, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error) {
	type page struct {
		ms    []memo.Memory
		total int
	}
	p, err := view(ctx, db, "find memories", func(tx *txn) (p page, err error) {
		p.ms, p.total, err = findMemories(ctx, tx, userID, f)
		return p, err
	})
	return p.ms, p.total, err
}

// MatchMemories runs a full-text match of the user's memories: groups are
// the words searched for, each as the forms any of which matches it, and
// a memory is a candidate when it holds at least need of them. It returns
// up to limit candidates with their stored terms: first those holding
// every word, newest first, then those holding one word fewer, and so on
// down to need. Words are quoted, so nothing in them is read as query
// syntax.
func (db *DB) MatchMemories(ctx context.Context, userID string, groups [][]string, need, limit int) ([]memo.MemoryMatch, error) {
	prefix := termPrefix(userID)
	ts := db.d.TextSearch()
	var ors []string
	for _, g := range groups {
		var alts []string
		for _, f := range g {
			if f = strings.TrimSpace(f); f != "" {
				alts = append(alts, ts.Quote(prefix+f))
			}
		}
		if len(alts) > 0 {
			ors = append(ors, "("+strings.Join(alts, ts.Or)+")")
		}
	}
	if len(ors) == 0 || limit <= 0 || len(ors) > maxMatchWords {
		return []memo.MemoryMatch{}, nil
	}
	need = max(1, min(need, len(ors)))
	return view(ctx, db, "match memories", func(tx *txn) ([]memo.MemoryMatch, error) {
		out := []memo.MemoryMatch{}
		var seqs []any
		seen := map[int64]bool{}
		for k := len(ors); k >= need && len(seqs) < limit; k-- {
			err := eachRow(ctx, tx, func(rows *sql.Rows) error {
				var seq int64
				if err := rows.Scan(&seq); err != nil {
					return err
				}
				if !seen[seq] && len(seqs) < limit {
					seen[seq] = true
					seqs = append(seqs, seq)
				}
				return nil
			}, ts.Query, userID, atLeast(ts, ors, k), limit)
			if err != nil {
				return nil, fmt.Errorf("match: %w", err)
			}
		}
		if len(seqs) == 0 {
			return out, nil
		}
		at := map[int64]memo.MemoryMatch{}
		err := eachRow(ctx, tx, func(rows *sql.Rows) (err error) {
			var mm memo.MemoryMatch
			var seq int64
			mm.Memory, err = scanMemory(rows, &mm.Terms, &seq)
			mm.Terms = stripTerms(prefix, mm.Terms)
			at[seq] = mm
			return err
		}, `
			SELECT `+memoryColumns+`, m.terms, m.seq FROM memories m
			WHERE m.user_id = ? AND m.seq IN (`+rowsOf(len(seqs), "?")+`)`, append([]any{userID}, seqs...)...)
		if err != nil {
			return nil, fmt.Errorf("read matches: %w", err)
		}
		for _, s := range seqs {
			if mm, ok := at[s.(int64)]; ok {
				out = append(out, mm)
			}
		}
		return out, nil
	})
}

// maxMatchWords bounds the words of one match, so the combinations of
// atLeast stay few (at most 70 for 8 words).
const maxMatchWords = 8

// atLeast returns an expression true when at least k of the expressions
// ors are: the OR of every k-combination ANDed.
func atLeast(ts TextSearch, ors []string, k int) string {
	if k >= len(ors) {
		return strings.Join(ors, ts.And)
	}
	var clauses []string
	var pick func(from int, chosen []string)
	pick = func(from int, chosen []string) {
		if len(chosen) == k {
			clauses = append(clauses, "("+strings.Join(chosen, ts.And)+")")
			return
		}
		for i := from; i <= len(ors)-(k-len(chosen)); i++ {
			pick(i+1, append(chosen[:len(chosen):len(chosen)], ors[i]))
		}
	}
	pick(0, nil)
	return strings.Join(clauses, ts.Or)
}

// findMemory returns one of the user's memories; ENotFound when missing.
func findMemory(ctx context.Context, tx *txn, userID, id string) (memo.Memory, error) {
	ms, _, err := findMemories(ctx, tx, userID, memo.MemoryFilter{IDs: []string{id}})
	return single(ms, err, "")
}

func findMemories(ctx context.Context, tx *txn, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error) {
	where := []string{"m.user_id = ?"}
	args := []any{userID}
	if len(f.IDs) > 0 {
		where = append(where, "m.id IN ("+rowsOf(len(f.IDs), "?")+")")
		args = append(args, anys(f.IDs)...)
	}
	if f.Kind != "" {
		where = append(where, "m.kind = ?")
		args = append(args, string(f.Kind))
	}
	if f.Key != "" {
		where = append(where, "m.subject_key = ?")
		args = append(args, f.Key)
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories m WHERE `+cond, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count memories: %w", err)
	}
	q := `SELECT ` + memoryColumns + ` FROM memories m WHERE ` + cond + ` ORDER BY m.seq DESC`
	if f.Limit > 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, f.Limit, max(f.Offset, 0))
	} else if f.Offset > 0 {
		q += ` LIMIT ? OFFSET ?`
		args = append(args, int64(math.MaxInt64), f.Offset)
	}
	out, err := collect(ctx, tx, func(rows *sql.Rows) (memo.Memory, error) { return scanMemory(rows) }, q, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("find memories: %w", err)
	}
	if len(f.IDs) > 0 {
		out = inIDOrder(out, f.IDs)
	}
	return out, total, nil
}

// inIDOrder orders ms as ids lists them.
func inIDOrder(ms []memo.Memory, ids []string) []memo.Memory {
	at := make(map[string]memo.Memory, len(ms))
	for _, m := range ms {
		at[m.ID] = m
	}
	out := make([]memo.Memory, 0, len(ms))
	for _, id := range ids {
		if m, ok := at[id]; ok {
			out = append(out, m)
			delete(at, id)
		}
	}
	return out
}

func scanMemory(rows *sql.Rows, extra ...any) (memo.Memory, error) {
	var m memo.Memory
	var kind string
	var created, updated int64
	dest := append([]any{&m.ID, &kind, &m.Text, &m.Subject, &m.Value, &m.Name, &m.Phone, &m.Email, &m.Notes, &created, &updated}, extra...)
	if err := rows.Scan(dest...); err != nil {
		return m, fmt.Errorf("scan memory: %w", err)
	}
	m.Kind = memo.MemoryKind(kind)
	m.CreatedAt, m.UpdatedAt = unixTime(created), unixTime(updated)
	return m, nil
}

// bumpMemoryVersion raises the user's memory version.
func bumpMemoryVersion(ctx context.Context, tx *txn, userID string) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO memory_versions (user_id, version) VALUES (?, 1)
		ON CONFLICT (user_id) DO UPDATE SET version = memory_versions.version + 1`, userID)
	return wrap("bump memory version", err)
}

// termPrefix is what the user's terms are written behind in the
// full-text index: "u" and ten hex digits of a hash of the user id, the
// same length for everyone, so it is cut off again without a separator
// (which the tokenizer would split at).
func termPrefix(userID string) string {
	sum := sha256.Sum256([]byte(userID))
	return "u" + hex.EncodeToString(sum[:5])
}

// prefixTerms writes each of the space-separated terms behind the user's
// prefix.
func prefixTerms(userID, terms string) string {
	fs := strings.Fields(terms)
	if len(fs) == 0 {
		return ""
	}
	p := termPrefix(userID)
	return p + strings.Join(fs, " "+p)
}

// stripTerms removes the prefix from each stored term.
func stripTerms(prefix, terms string) string {
	fs := strings.Fields(terms)
	for i, f := range fs {
		fs[i] = strings.TrimPrefix(f, prefix)
	}
	return strings.Join(fs, " ")
}

// MemoryVersion returns the user's memory version: a number that every
// change to the user's memories raises (0 before the first).
func (db *DB) MemoryVersion(ctx context.Context, userID string) (int64, error) {
	v, err := memoryVersion(ctx, db.db, userID)
	return v, wrap("memory version", err)
}

// memoryVersion reads the user's memory version in q.
func memoryVersion(ctx context.Context, q querier, userID string) (v int64, err error) {
	_, err = found(q.QueryRowContext(ctx, `SELECT version FROM memory_versions WHERE user_id = ?`, userID).Scan(&v))
	return v, err
}

// MemoryVectors returns the embeddings of model of the user's memories, as
// of the version it returns, read in one snapshot. Vectors whose length
// differs from the first one read are left out.
func (db *DB) MemoryVectors(ctx context.Context, userID, model string) (memo.MemoryVectors, error) {
	return view(ctx, db, "memory vectors", func(tx *txn) (out memo.MemoryVectors, err error) {
		if out.Version, err = memoryVersion(ctx, tx, userID); err != nil {
			return out, fmt.Errorf("version: %w", err)
		}
		var vec []float32
		scanVec := db.d.VectorScanner(&vec)
		err = eachRow(ctx, tx, func(rows *sql.Rows) error {
			var id string
			if err := rows.Scan(&id, scanVec); err != nil {
				return fmt.Errorf("scan vector: %w", err)
			}
			if n := len(vec); n > 0 && (out.Dims == 0 || n == out.Dims) {
				out.Dims = n
				out.IDs = append(out.IDs, id)
				out.Data = append(out.Data, vec...)
			}
			return nil
		}, `
			SELECT id, embedding FROM memories
			WHERE user_id = ? AND embedding_model = ? AND embedding IS NOT NULL
			ORDER BY seq`, userID, model)
		return out, wrap("vectors", err)
	})
}

// MemoriesWithoutVector returns up to limit of the user's memories that
// have no embedding of model (stored before it was configured, or while it
// was unreachable), oldest first.
func (db *DB) MemoriesWithoutVector(ctx context.Context, userID, model string, limit int) ([]memo.Memory, error) {
	out, err := collect(ctx, db.db, func(rows *sql.Rows) (memo.Memory, error) { return scanMemory(rows) }, `
		SELECT `+memoryColumns+` FROM memories m
		WHERE m.user_id = ? AND (m.embedding IS NULL OR m.embedding_model != ?)
		ORDER BY m.seq LIMIT ?`, userID, model, limit)
	return out, wrap("memories without vector", err)
}

// SetMemoryVectors stores embeddings of model for the user's memories ids
// (vecs[i] is ids[i]'s); ids the user has no memory of are skipped.
func (db *DB) SetMemoryVectors(ctx context.Context, userID string, ids []string, vecs [][]float32, model string) error {
	if len(ids) != len(vecs) {
		return fmt.Errorf("set memory vectors: %d ids, %d vectors", len(ids), len(vecs))
	}
	if len(ids) == 0 {
		return nil
	}
	err := db.inTx(ctx, func(tx *txn) error {
		for i, id := range ids {
			if _, err := tx.ExecContext(ctx, `UPDATE memories SET embedding = ?, embedding_model = ? WHERE user_id = ? AND id = ?`,
				db.vector(vecs[i]), model, userID, id); err != nil {
				return fmt.Errorf("update: %w", err)
			}
		}
		return bumpMemoryVersion(ctx, tx, userID)
	})
	return wrap("set memory vectors", err)
}

// vector is v as a query argument; nil (NULL) for no vector.
func (db *DB) vector(v []float32) any {
	if len(v) == 0 {
		return nil
	}
	return db.d.VectorArg(v)
}

// vectorModel is the model name stored beside an index's vector.
func vectorModel(ix memo.MemoryIndex) string {
	if len(ix.Vector) == 0 {
		return ""
	}
	return ix.Model
}
