package sqlite

import (
	"database/sql"
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"github.com/memo-assistant/memo/store/sqldb"
)

// TextSearch implements sqldb.Dialect with FTS5: memories_fts indexes
// the terms of memories (external content, rowid = seq). Every term is
// written behind a prefix of its user's, so a match reads only the user's
// postings and the query needs no user id (?1 goes unused).
func (Dialect) TextSearch() sqldb.TextSearch {
	return sqldb.TextSearch{
		Query: `SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?2 ORDER BY rowid DESC LIMIT ?3`,
		Quote: ftsString,
		And:   " AND ",
		Or:    " OR ",
	}
}

// ftsString quotes s as an FTS5 string: inside double quotes nothing is
// syntax, and a double quote is written twice.
func ftsString(s string) string {
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// VectorArg implements sqldb.Dialect: a BLOB of little-endian float32s.
func (Dialect) VectorArg(v []float32) any {
	b := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(f))
	}
	return b
}

// VectorScanner implements sqldb.Dialect: it reads VectorArg's BLOB; a
// NULL, or a BLOB whose length is not a whole number of float32s, is an
// empty vector.
func (Dialect) VectorScanner(dst *[]float32) sql.Scanner { return vectorScanner{dst} }

type vectorScanner struct{ dst *[]float32 }

func (s vectorScanner) Scan(src any) error {
	*s.dst = (*s.dst)[:0]
	switch b := src.(type) {
	case nil:
		return nil
	case []byte:
		if len(b)%4 != 0 {
			return nil
		}
		for i := 0; i < len(b); i += 4 {
			*s.dst = append(*s.dst, math.Float32frombits(binary.LittleEndian.Uint32(b[i:])))
		}
		return nil
	default:
		return fmt.Errorf("embedding: a %T, not a BLOB", src)
	}
}
