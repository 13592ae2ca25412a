package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// exitCode ends memo with a code and nothing more to print: the command
// said what it had to.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// runCheck is memo check: it reads flags and the environment exactly as
// memo serve does (readConfig), checks what can be checked without
// connecting to anything — values, conflicts, pairs that go together,
// URLs, zones, lengths — and, unless --files=false, the data directory
// and the database file serve would open, without creating or changing
// anything. It prints the effective configuration with secrets masked,
// and exits 0 when serve would start, 2 with the reasons (on stderr)
// when it would not.
func runCheck(_ context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fset := flag.NewFlagSet("check", flag.ContinueOnError)
	fset.SetOutput(stderr)
	setUsage(fset, "check")
	flags := serveFlags(fset)
	files := fset.Bool("files", true, "look at the data directory and the database file too; false checks the settings alone (an environment meant for another machine, such as a container's)")
	if err := parseNoArgs(fset, "check", args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	cfg, err := readConfig("check", flags, getenv)
	var refused problems
	if err != nil {
		refused = append(refused, strings.Split(err.Error(), "\n")...)
	}
	var notes []string
	if *files {
		var fileProblems problems
		notes = checkFiles(&fileProblems, cfg.Store)
		refused = append(refused, fileProblems...)
	}
	printConfig(stdout, cfg)
	for _, n := range notes {
		fmt.Fprintln(stdout, "note: "+n)
	}
	if len(refused) > 0 {
		fmt.Fprintf(stderr, "memo check: memo serve would not start (%d %s):\n", len(refused), plural(len(refused), "problem", "problems"))
		for _, r := range refused {
			fmt.Fprintln(stderr, "  - "+r)
		}
		return exitCode(2)
	}
	fmt.Fprintln(stdout, "memo check: memo serve would start with this configuration.")
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// checkFiles looks at what serve would open for s, changing nothing:
// the directory of the SQLite file (which must exist, or, for the
// default one, be creatable) and whether this user may write there and
// in the file. What would stop serve goes to p; what it would only warn
// about is returned as notes.
func checkFiles(p *problems, s storeConfig) []string {
	if s.DatabaseURL != "" || s.DB == "" {
		return nil
	}
	var notes []string
	dir := filepath.Dir(s.DB)
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist) && s.DBFrom != "":
		p.add("the directory of the SQLite file %s (%s) does not exist: create it, mode 0700", s.DB, s.DBFrom)
		return nil
	case errors.Is(err, fs.ErrNotExist):
		parent := nearestDir(dir)
		if parent == "" || !writable(parent) {
			p.add("the data directory %s does not exist, and %s is not writable by this user to create it: create it, mode 0700, owned by the user memo runs as", dir, parent)
			return nil
		}
		return []string{fmt.Sprintf("the data directory %s does not exist yet; memo serve creates it, mode 0700", dir)}
	case err != nil:
		p.add("the data directory %s: %v", dir, err)
		return nil
	case !st.IsDir():
		p.add("%s, the directory of the SQLite file, is not a directory", dir)
		return nil
	}
	if !writable(dir) {
		p.add("the data directory %s is not writable by this user: SQLite writes the database and its -wal and -shm files there (chown it to the user memo runs as)", dir)
	}
	if m := st.Mode(); m.Perm()&0o077 != 0 && m&os.ModeSticky == 0 {
		notes = append(notes, fmt.Sprintf("the data directory %s is open to other users (mode %s): consider chmod 700; memo serve warns about it", dir, m.Perm()))
	}
	fst, err := os.Stat(s.DB)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		notes = append(notes, fmt.Sprintf("the database %s does not exist yet; memo serve creates it, mode 0600", s.DB))
	case err != nil:
		p.add("the database %s: %v", s.DB, err)
	case !fst.Mode().IsRegular():
		p.add("the database %s is not a regular file", s.DB)
	case !readWritable(s.DB):
		p.add("the database %s cannot be read and written by this user (mode %s)", s.DB, fst.Mode().Perm())
	case fst.Mode().Perm()&0o077 != 0:
		notes = append(notes, fmt.Sprintf("the database %s is mode %s; memo serve narrows it to 0600", s.DB, fst.Mode().Perm()))
	}
	return notes
}

// nearestDir is dir or its nearest ancestor that exists, "" when none
// is a directory.
func nearestDir(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if st, err := os.Stat(d); err == nil {
			if st.IsDir() {
				return d
			}
			return ""
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}
