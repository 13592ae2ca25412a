package main

import (
	"context"
	"database/sql"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/httpserver"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/sqlite"
)

// store is what Memo keeps in its database: the SQLite file (--db, the
// default for one machine) or PostgreSQL (MEMO_DATABASE_URL, shared by
// several processes). Both packages implement every interface listed;
// the few calls whose types are each package's own go through storeExtras.
type store interface {
	memo.UserService
	memo.TaskService
	memo.ListService
	memo.TraceBatchStore
	reminder.Store
	graph.SettingsService
	graph.SentFinder
	brain.Store
	cloudapi.Store
	cloudapi.SentStore
	whatsapp.SentStore
	whatsapp.Journal
	bot.RouteStore
	httpserver.TokenChecker
	httpserver.ReplyStore
	httpserver.UserFinder
	memo.GoogleLinkStore
	memo.OAuthStateStore
	// Path names the database in logs: the file, or the URL without its
	// password.
	Path() string
	// SQL is the pool, for the WhatsApp session's tables.
	SQL() *sql.DB
	Close() error
}

// storeExtras are the database's calls whose types differ between the two
// packages, as functions of shared types.
type storeExtras struct {
	// kind is "sqlite" or "postgres": the readiness check's name, and the
	// WhatsApp session store's dialect.
	kind     string
	calendar func(userID string, loc *time.Location) memo.Calendar
	state    func() memo.ConversationState
	probe    func(ctx context.Context) error
	prune    func(ctx context.Context, r sqlite.Retention) (sqlite.PruneResult, error)
	// The token and trace commands' calls, in store/sqlite's types (the
	// two packages' are field for field the same).
	createToken func(ctx context.Context, userID, label string) (string, sqlite.APIToken, error)
	revokeToken func(ctx context.Context, id string) (sqlite.APIToken, error)
	findTokens  func(ctx context.Context, userID string) ([]sqlite.APIToken, error)
	findTraces  func(ctx context.Context, f sqlite.TraceFilter) ([]memo.TurnTrace, error)
}

// claimer returns db's reminder.Claimer when it has one (PostgreSQL,
// shared by several processes), nil otherwise.
func claimer(db store) reminder.Claimer {
	if c, ok := db.(reminder.Claimer); ok {
		return c
	}
	return nil
}

// eventReminders returns db's reminders of the local calendar's events, or
// nil: store/sqlite keeps them; store/postgres, shared by several
// processes, would send each from every one of them, and does not.
func eventReminders(db store) reminder.EventReminders {
	if _, shared := db.(reminder.Claimer); shared {
		return nil
	}
	if e, ok := db.(reminder.EventReminders); ok {
		return e
	}
	return nil
}

// openStore opens the database cfg names: PostgreSQL when
// cfg.DatabaseURL is set, else the SQLite file cfg.DB.
func openStore(ctx context.Context, cfg Config, clock memo.Clock) (store, storeExtras, error) {
	if cfg.DatabaseURL != "" {
		db, err := postgres.Open(ctx, cfg.DatabaseURL, clock)
		if err != nil {
			return nil, storeExtras{}, err
		}
		prober := db.Prober(0)
		return db, storeExtras{
			kind:     "postgres",
			calendar: func(u string, loc *time.Location) memo.Calendar { return db.Calendar(u, loc) },
			state:    func() memo.ConversationState { return db.State(postgres.StateOptions{}) },
			probe:    prober.Probe,
			prune: func(ctx context.Context, r sqlite.Retention) (sqlite.PruneResult, error) {
				res, err := db.Prune(ctx, postgres.Retention(r))
				return sqlite.PruneResult(res), err
			},
			createToken: func(ctx context.Context, userID, label string) (string, sqlite.APIToken, error) {
				tok, rec, err := db.CreateAPIToken(ctx, userID, label)
				return tok, sqlite.APIToken(rec), err
			},
			revokeToken: func(ctx context.Context, id string) (sqlite.APIToken, error) {
				tok, err := db.RevokeAPIToken(ctx, id)
				return sqlite.APIToken(tok), err
			},
			findTokens: func(ctx context.Context, userID string) ([]sqlite.APIToken, error) {
				toks, err := db.FindAPITokens(ctx, userID)
				out := make([]sqlite.APIToken, len(toks))
				for i, t := range toks {
					out[i] = sqlite.APIToken(t)
				}
				return out, err
			},
			findTraces: func(ctx context.Context, f sqlite.TraceFilter) ([]memo.TurnTrace, error) {
				return db.FindTraces(ctx, postgres.TraceFilter(f))
			},
		}, nil
	}
	db, err := sqlite.Open(ctx, cfg.DB, clock)
	if err != nil {
		return nil, storeExtras{}, err
	}
	prober := db.Prober(0)
	return db, storeExtras{
		kind:     "sqlite",
		calendar: func(u string, loc *time.Location) memo.Calendar { return db.Calendar(u, loc) },
		state:    func() memo.ConversationState { return db.State(sqlite.StateOptions{}) },
		probe:    prober.Probe,
		prune:    db.Prune,

		createToken: db.CreateAPIToken,
		revokeToken: db.RevokeAPIToken,
		findTokens:  db.FindAPITokens,
		findTraces:  db.FindTraces,
	}, nil
}
