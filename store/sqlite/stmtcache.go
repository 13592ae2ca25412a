package sqlite

import (
	"context"
	"database/sql/driver"
	"errors"
	"reflect"
	"sync"

	msqlite "modernc.org/sqlite"
)

// maxCachedStmts bounds the statements one connection keeps prepared.
// Memo issues a fixed set of queries, a few dozen on a turn's path; the
// ones built with a variable number of placeholders ("IN (?, ?, ?)") make
// more, and past the bound a query is prepared and finalized each time,
// as without the cache.
const maxCachedStmts = 256

// A statement cache: modernc.org/sqlite compiles every query it is given
// (sqlite3_prepare_v2) and finalizes it after the call, and database/sql
// only reuses a statement the caller prepared and kept. Parsing was a
// tenth of a turn's CPU in memo loadtest, for queries that never change.
// stmtConnector opens connections that keep each query compiled after its
// first use, keyed by its text, and run it again by binding new
// arguments: SQLite's own way to repeat a statement (sqlite3_reset,
// sqlite3_clear_bindings), which the driver does for a prepared statement
// it is asked to run again. Callers change nothing.
type stmtConnector struct{ driver.Connector }

// newStmtConnector returns the connector of the driver registered as
// "sqlite" for dsn (its connection hooks run as with sql.Open), with the
// statement cache on each connection.
func newStmtConnector(dsn string) (driver.Connector, error) {
	c, err := msqlite.NewConnector(dsn)
	if err != nil {
		return nil, err
	}
	return stmtConnector{c}, nil
}

// Connect implements driver.Connector.
func (c stmtConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return newStmtConn(conn)
}

// innerConn is what the wrapped connection must offer: what the driver's
// connections implement and database/sql uses.
type innerConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

// cachedStmt is one compiled query; busy while rows it returned are open.
type cachedStmt struct {
	st   driver.Stmt
	busy bool
}

// stmtConn is a connection with its statement cache. database/sql uses a
// connection from one goroutine at a time; the mutex only guards against
// a rows Close racing a call, which database/sql does not do either.
type stmtConn struct {
	innerConn
	mu    sync.Mutex
	stmts map[string]*cachedStmt
}

func newStmtConn(c driver.Conn) (driver.Conn, error) {
	ic, ok := c.(innerConn)
	if !ok {
		c.Close()
		return nil, errors.New("sqlite: the driver's connection lacks an interface the statement cache needs")
	}
	return &stmtConn{innerConn: ic, stmts: make(map[string]*cachedStmt)}, nil
}

// take returns query's cached statement marked busy, compiling it on
// first use; nil when it is busy already or the cache is full (the caller
// then runs the query uncached).
func (c *stmtConn) take(ctx context.Context, query string) (*cachedStmt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	cs, ok := c.stmts[query]
	if ok {
		if cs.busy {
			return nil, nil
		}
		cs.busy = true
		return cs, nil
	}
	if len(c.stmts) >= maxCachedStmts {
		return nil, nil
	}
	st, err := c.innerConn.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	cs = &cachedStmt{st: st, busy: true}
	c.stmts[query] = cs
	return cs, nil
}

func (c *stmtConn) release(cs *cachedStmt) {
	c.mu.Lock()
	cs.busy = false
	c.mu.Unlock()
}

// uncancelled returns ctx without its cancellation, or ctx's error when
// it has ended already. The driver watches a cancellable context with a
// goroutine of its own for every statement (BEGIN and COMMIT included),
// to interrupt SQLite when the context ends: under load that was hundreds
// of goroutines at once, their stacks and their scheduling, to guard
// statements that take micro- to milliseconds. A statement that has
// started now runs to its end; one asked for with an ended context does
// not start.
func uncancelled(ctx context.Context) (context.Context, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return context.WithoutCancel(ctx), nil
}

// BeginTx implements driver.ConnBeginTx; the transaction's BEGIN and
// COMMIT run without ctx's cancellation (see uncancelled). database/sql
// still rolls the transaction back when ctx ends.
func (c *stmtConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	ctx, err := uncancelled(ctx)
	if err != nil {
		return nil, err
	}
	return c.innerConn.BeginTx(ctx, opts)
}

// ExecContext implements driver.ExecerContext through the cache.
func (c *stmtConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	ctx, err := uncancelled(ctx)
	if err != nil {
		return nil, err
	}
	cs, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	if cs == nil {
		return c.innerConn.ExecContext(ctx, query, args)
	}
	defer c.release(cs)
	return cs.st.(driver.StmtExecContext).ExecContext(ctx, args)
}

// QueryContext implements driver.QueryerContext through the cache; the
// statement is free again when the rows are closed.
func (c *stmtConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	ctx, err := uncancelled(ctx)
	if err != nil {
		return nil, err
	}
	cs, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	if cs == nil {
		return c.innerConn.QueryContext(ctx, query, args)
	}
	rows, err := cs.st.(driver.StmtQueryContext).QueryContext(ctx, args)
	if err != nil {
		c.release(cs)
		return nil, err
	}
	return &stmtRows{Rows: rows, done: func() { c.release(cs) }}, nil
}

// Close finalizes the cached statements and closes the connection.
func (c *stmtConn) Close() error {
	c.mu.Lock()
	var errs []error
	for q, cs := range c.stmts {
		errs = append(errs, cs.st.Close())
		delete(c.stmts, q)
	}
	c.mu.Unlock()
	errs = append(errs, c.innerConn.Close())
	return errors.Join(errs...)
}

// stmtRows frees its statement for the next call when closed.
type stmtRows struct {
	driver.Rows
	once sync.Once
	done func()
}

// Close implements driver.Rows.
func (r *stmtRows) Close() error {
	err := r.Rows.Close()
	r.once.Do(r.done)
	return err
}

// The column type methods pass the driver's answers through, so
// sql.Rows.ColumnTypes says what it says without the cache.

// ColumnTypeDatabaseTypeName implements driver.RowsColumnTypeDatabaseTypeName.
func (r *stmtRows) ColumnTypeDatabaseTypeName(i int) string {
	if t, ok := r.Rows.(driver.RowsColumnTypeDatabaseTypeName); ok {
		return t.ColumnTypeDatabaseTypeName(i)
	}
	return ""
}

// ColumnTypeScanType implements driver.RowsColumnTypeScanType.
func (r *stmtRows) ColumnTypeScanType(i int) reflect.Type {
	if t, ok := r.Rows.(driver.RowsColumnTypeScanType); ok {
		return t.ColumnTypeScanType(i)
	}
	return reflect.TypeFor[any]()
}

// ColumnTypeNullable implements driver.RowsColumnTypeNullable.
func (r *stmtRows) ColumnTypeNullable(i int) (nullable, ok bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypeNullable); ok {
		return t.ColumnTypeNullable(i)
	}
	return false, false
}
