package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// runToken is memo token create|revoke|list: the bearer tokens of POST
// /agent/chat, kept hashed in the database (--db, MEMO_DB).
func runToken(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fs := flag.NewFlagSet("token", flag.ContinueOnError)
		fs.SetOutput(stderr)
		setUsage(fs, "token")
		configFlags(fs)
		fs.Usage()
		if len(args) == 0 {
			return usageError{"token needs create, revoke or list"}
		}
		return nil
	}
	sub := args[0]
	fs := flag.NewFlagSet("token "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "token")
	user := fs.String("user", "", "the `id` of the user (a phone number like +972501234567 for a WhatsApp user)")
	label := fs.String("label", "", "a `note` saying where the token is used (create)")
	flags := configFlags(fs)
	if err := parseInterspersed(fs, args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	cfg, err := readConfig("token", flags, getenv)
	if err != nil {
		return err
	}
	switch sub {
	case "create":
		if *user == "" || fs.NArg() > 0 {
			return usageError{"token create needs --user ID and no other arguments"}
		}
	case "revoke":
		if fs.NArg() != 1 {
			return usageError{"token revoke needs the token's id (see memo token list), or the token"}
		}
	case "list":
		if fs.NArg() > 0 {
			return usageError{"token list takes no arguments"}
		}
	default:
		return usageError{fmt.Sprintf("unknown token command %q: want create, revoke or list", sub)}
	}
	db, err := openStore(ctx, cfg.Store, cfg.clock())
	if err != nil {
		return err
	}
	defer db.Close()
	switch sub {
	case "create":
		return tokenCreate(ctx, db, cfg, *user, *label, stdout)
	case "revoke":
		tok, err := db.RevokeAPIToken(ctx, fs.Arg(0))
		if memo.ErrorCodeOf(err) == memo.ENotFound {
			return fmt.Errorf("no token %q (see memo token list)", fs.Arg(0))
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Revoked token %s of %s.\n", tok.ID, tok.UserID)
		return nil
	}
	return tokenList(ctx, db, *user, stdout)
}

func tokenCreate(ctx context.Context, db *sqldb.DB, cfg Config, user, label string, stdout io.Writer) error {
	// The user exists from now on, so the API finds them on the first request.
	if _, err := db.EnsureUser(ctx, user, cfg.Zone.String(), ""); err != nil {
		return fmt.Errorf("user %q: %w", user, err)
	}
	tok, rec, err := db.CreateAPIToken(ctx, user, label)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Created token %s for %s. It is shown only this once; keep it secret, and send it as \"Authorization: Bearer <token>\".\n", rec.ID, user)
	fmt.Fprintln(stdout, tok)
	return nil
}

func tokenList(ctx context.Context, db *sqldb.DB, user string, stdout io.Writer) error {
	toks, err := db.FindAPITokens(ctx, user)
	if err != nil {
		return err
	}
	if len(toks) == 0 {
		fmt.Fprintln(stdout, "No tokens. Create one with: memo token create --user +972…")
		return nil
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tUSER\tLABEL\tCREATED\tLAST USED\tREVOKED")
	when := func(t *time.Time) string {
		if t == nil {
			return "-"
		}
		return t.UTC().Format("2006-01-02 15:04Z")
	}
	for _, t := range toks {
		label := t.Label
		if label == "" {
			label = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", t.ID, t.UserID, label, when(&t.CreatedAt), when(t.LastUsedAt), when(t.RevokedAt))
	}
	return tw.Flush()
}

// parseInterspersed parses args with fs, taking flags after the
// arguments as well as before them ("revoke ID --db X"), as operators
// type them; the arguments are left in order in fs.Args. "--" ends the
// flags.
func parseInterspersed(fs *flag.FlagSet, args []string) error {
	var rest []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return err
		}
		left := fs.Args()
		if len(left) == 0 {
			break
		}
		if used := len(args) - len(left); used > 0 && args[used-1] == "--" {
			rest = append(rest, left...)
			break
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
	return fs.Parse(append([]string{"--"}, rest...))
}
