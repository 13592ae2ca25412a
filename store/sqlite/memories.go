package sqlite

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
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
	var m memo.Memory
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if key != "" {
			var id string
			err := tx.QueryRowContext(ctx, `SELECT id FROM memories WHERE user_id = ? AND idem_key = ?`, userID, key).Scan(&id)
			if err == nil {
				m, err = findMemory(ctx, tx, userID, id)
				return err
			}
			if !errNoRows(err) {
				return fmt.Errorf("find by key: %w", err)
			}
		}
		if err := requireUser(ctx, tx, userID); err != nil {
			return err
		}
		if len(replace) > 0 {
			q := `DELETE FROM memories WHERE user_id = ? AND id IN (` + placeholders(len(replace)) + `)`
			if _, err := tx.ExecContext(ctx, q, append([]any{userID}, anys(replace)...)...); err != nil {
				return fmt.Errorf("delete replaced: %w", err)
			}
		}
		id, now := newID("m_"), db.now().Unix()
		_, err := tx.ExecContext(ctx, `
			INSERT INTO memories (id, user_id, owner, kind, text, subject, value, name, phone, email, notes,
				subject_key, terms, embedding, embedding_model, created_at, updated_at, idem_key)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, owner(userID), string(d.Kind), d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes,
			ix.Key, ix.Terms, vectorBlob(ix.Vector), vectorModel(ix), now, now, nullString(key))
		if err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		if err := bumpMemoryVersion(ctx, tx, userID); err != nil {
			return err
		}
		m, err = findMemory(ctx, tx, userID, id)
		return err
	})
	if err != nil {
		return memo.Memory{}, fmt.Errorf("insert memory: %w", err)
	}
	return m, nil
}

// UpdateMemory replaces the content and index of the user's memory id and
// returns it. ENotFound when the user has no such memory.
func (db *DB) UpdateMemory(ctx context.Context, userID, id string, d memo.MemoryDraft, ix memo.MemoryIndex) (memo.Memory, error) {
	var m memo.Memory
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE memories SET kind = ?, text = ?, subject = ?, value = ?, name = ?, phone = ?, email = ?, notes = ?,
				subject_key = ?, terms = ?, embedding = ?, embedding_model = ?, updated_at = ?
			WHERE user_id = ? AND id = ?`,
			string(d.Kind), d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes,
			ix.Key, ix.Terms, vectorBlob(ix.Vector), vectorModel(ix), db.now().Unix(), userID, id)
		if err != nil {
			return fmt.Errorf("update: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return memo.Errorf(memo.ENotFound, "")
		}
		if err := bumpMemoryVersion(ctx, tx, userID); err != nil {
			return err
		}
		m, err = findMemory(ctx, tx, userID, id)
		return err
	})
	if err != nil {
		return memo.Memory{}, fmt.Errorf("update memory: %w", err)
	}
	return m, nil
}

// DeleteMemories deletes the user's memories by id and returns them as they
// were, in the order of ids; ids the user has no memory of are skipped.
func (db *DB) DeleteMemories(ctx context.Context, userID string, ids []string) ([]memo.Memory, error) {
	out := []memo.Memory{}
	if len(ids) == 0 {
		return out, nil
	}
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if out, _, err = findMemories(ctx, tx, userID, memo.MemoryFilter{IDs: ids}); err != nil {
			return err
		}
		if len(out) == 0 {
			return nil
		}
		q := `DELETE FROM memories WHERE user_id = ? AND id IN (` + placeholders(len(ids)) + `)`
		if _, err := tx.ExecContext(ctx, q, append([]any{userID}, anys(ids)...)...); err != nil {
			return fmt.Errorf("delete: %w", err)
		}
		return bumpMemoryVersion(ctx, tx, userID)
	})
	if err != nil {
		return nil, fmt.Errorf("delete memories: %w", err)
	}
	return out, nil
}

// FindMemories returns the user's memories that f selects, newest first (in
// the order of f.IDs when it is set), and how many f selects without its
// offset and limit.
func (db *DB) FindMemories(ctx context.Context, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error) {
	var out []memo.Memory
	var total int
	err := db.inReadTx(ctx, func(tx *sql.Tx) error {
		var err error
		out, total, err = findMemories(ctx, tx, userID, f)
		return err
	})
	if err != nil {
		return nil, 0, fmt.Errorf("find memories: %w", err)
	}
	return out, total, nil
}

// MatchMemories runs a full-text match of the user's memories: groups are
// the words searched for, each as the forms any of which matches it; a
// memory matching any word is a candidate. It returns up to limit
// candidates, best BM25 rank first, with their stored terms. Words are
// quoted, so nothing in them is read as query syntax.
func (db *DB) MatchMemories(ctx context.Context, userID string, groups [][]string, limit int) ([]memo.MemoryMatch, error) {
	var alts []string
	for _, g := range groups {
		for _, f := range g {
			if f = strings.TrimSpace(f); f != "" {
				alts = append(alts, ftsString(f))
			}
		}
	}
	out := []memo.MemoryMatch{}
	if len(alts) == 0 || limit <= 0 {
		return out, nil
	}
	query := `owner : ` + ftsString(owner(userID)) + ` AND terms : (` + strings.Join(alts, " OR ") + `)`
	err := db.inReadTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT `+memoryColumns+`, m.terms
			FROM memories_fts JOIN memories m ON m.seq = memories_fts.rowid
			WHERE memories_fts MATCH ? AND m.user_id = ?
			ORDER BY bm25(memories_fts, 0.0, 1.0), m.seq DESC
			LIMIT ?`, query, userID, limit)
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var mm memo.MemoryMatch
			if mm.Memory, err = scanMemory(rows, &mm.Terms); err != nil {
				return err
			}
			out = append(out, mm)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("match memories: %w", err)
	}
	return out, nil
}

// findMemory returns one of the user's memories; ENotFound when missing.
func findMemory(ctx context.Context, tx *sql.Tx, userID, id string) (memo.Memory, error) {
	ms, _, err := findMemories(ctx, tx, userID, memo.MemoryFilter{IDs: []string{id}})
	if err != nil {
		return memo.Memory{}, err
	}
	if len(ms) == 0 {
		return memo.Memory{}, memo.Errorf(memo.ENotFound, "")
	}
	return ms[0], nil
}

func findMemories(ctx context.Context, tx *sql.Tx, userID string, f memo.MemoryFilter) ([]memo.Memory, int, error) {
	where := []string{"m.user_id = ?"}
	args := []any{userID}
	if len(f.IDs) > 0 {
		where = append(where, "m.id IN ("+placeholders(len(f.IDs))+")")
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
		q += ` LIMIT -1 OFFSET ?`
		args = append(args, f.Offset)
	}
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, 0, fmt.Errorf("find memories: %w", err)
	}
	defer rows.Close()
	out := []memo.Memory{}
	for rows.Next() {
		m, err := scanMemory(rows)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
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
func bumpMemoryVersion(ctx context.Context, tx *sql.Tx, userID string) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO memory_versions (user_id, version) VALUES (?, 1)
		ON CONFLICT (user_id) DO UPDATE SET version = version + 1`, userID)
	if err != nil {
		return fmt.Errorf("bump memory version: %w", err)
	}
	return nil
}

// owner is the user's token in the full-text index: one word of hex
// digits, whatever characters the user id holds.
func owner(userID string) string {
	sum := sha256.Sum256([]byte(userID))
	return "o" + hex.EncodeToString(sum[:12])
}

// ftsString quotes s as an FTS5 string: inside double quotes nothing is
// syntax, and a double quote is written twice.
func ftsString(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}
