package sqldb

import (
	"errors"

	memo "github.com/memo-assistant/memo"
)

// Damage returns the first sign the store saw that its database is
// damaged: an integrity check's finding (Prober), or an error the
// database gave that says so (Dialect.Damaged: a corrupt page, a file
// that is no database). It is an *memo.Error with code EDamaged, and nil
// while there was none. A damaged database stays damaged until the
// operator restores it, so the finding is kept for the store's life.
func (db *DB) Damage() error {
	if e := db.damage.Load(); e != nil {
		return e
	}
	return nil
}

// damaged returns err as an EDamaged error when the dialect says it is
// one, and records it; any other error is returned as it is.
func (db *DB) damaged(err error) error {
	if err == nil || !db.d.Damaged(err) {
		return err
	}
	var e *memo.Error
	if errors.As(err, &e) && e.Code == memo.EDamaged {
		return err
	}
	return db.noteDamage(&memo.Error{Code: memo.EDamaged, Message: "the " + db.d.Name() + " database is damaged", Err: err})
}

// noteDamage records e as the store's damage unless one was recorded
// before, and returns e.
func (db *DB) noteDamage(e *memo.Error) error {
	db.damage.CompareAndSwap(nil, e)
	return e
}
