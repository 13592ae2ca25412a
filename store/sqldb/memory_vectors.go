package sqldb

import (
	"context"
	"database/sql"
	"fmt"

	memo "github.com/memo-assistant/memo"
)

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
