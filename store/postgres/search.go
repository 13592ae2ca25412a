package postgres

import (
	"database/sql"
	"strings"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/memo-assistant/memo/store/sqldb"
)

// TextSearch implements sqldb.Dialect with a tsquery against
// terms_tsv, the terms of memories as lexemes as they are (no parser, no
// dictionary: the normalising is Memo's own), behind a GIN index.
func (Dialect) TextSearch() sqldb.TextSearch {
	return sqldb.TextSearch{
		Query: `SELECT seq FROM memories WHERE user_id = ?1 AND terms_tsv @@ CAST(?2 AS tsquery) ORDER BY seq DESC LIMIT ?3`,
		Quote: tsLexeme,
		And:   " & ",
		Or:    " | ",
	}
}

// tsLexeme quotes s as one tsquery lexeme: inside single quotes nothing is
// operator syntax; a quote is written twice and a backslash escaped. The
// text is taken as it is (a cast to tsquery neither parses words nor
// stems), matching the lexemes terms_tsv holds.
func tsLexeme(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// VectorArg implements sqldb.Dialect: a real[].
func (Dialect) VectorArg(v []float32) any { return v }

// VectorScanner implements sqldb.Dialect: it reads a real[]; NULL is
// an empty vector. A pgtype.Map is not safe for concurrent use: each
// scanner has its own.
func (Dialect) VectorScanner(dst *[]float32) sql.Scanner { return pgtype.NewMap().SQLScanner(dst) }
