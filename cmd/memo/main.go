// Command memo runs Memo, a personal assistant people text in Hebrew or
// English. Subcommands:
//
//	memo chat     talk to Memo in the terminal (--jsonl for programs)
//	memo serve    answer on WhatsApp, send reminders, serve HTTP (/pair, /agent/chat…)
//	memo check    check serve's configuration without starting anything
//	memo pair     link the bot's WhatsApp number by pairing code
//	memo token    create, revoke and list tokens of the HTTP API
//	memo trace    print the last turns: steps, model calls, cost, latency
//	memo healthcheck  ask a running memo serve whether it is alive
//	memo loadtest measure throughput, latency and round trips under load
//	memo version  print the version
//
// Configuration comes from flags and environment variables; see the README.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	// Zone data in the binary: users' zones load on machines and images
	// without a zoneinfo database.
	_ "time/tzdata"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	if err != nil {
		var code exitCode
		if errors.As(err, &code) {
			os.Exit(int(code))
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintln(os.Stderr, "memo:", line)
		}
		var ue usageError
		if errors.As(err, &ue) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError is a mistake in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

const usage = `usage: memo <command> [flags]

commands:
  chat      talk to Memo in the terminal; --jsonl reads and writes JSON lines
  serve     answer on WhatsApp, send reminders, serve /pair, /healthz, /readyz, /metrics, /agent/chat (--http)
  check     read serve's flags and environment, check them and print the configuration (exit 0, or 2 with the reasons)
  pair      link the bot's WhatsApp number by pairing code (--phone +972…)
  token     create, revoke and list tokens of the HTTP API (POST /agent/chat)
  trace     print the last turns: source, steps, model calls, tokens, cost, latency
  healthcheck  ask a running memo serve whether it is alive (exit 0) or not (1)
  loadtest  measure turns/s, latency, round trips and memory under a scripted load
  version   print the version

Run "memo <command> -h" for the flags of a command.`

// run is main without the process: it takes its arguments, streams and
// environment, so tests can drive it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return usageError{"no command"}
	}
	switch args[0] {
	case "chat":
		return runChat(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "serve":
		return runServe(ctx, args[1:], stdout, stderr, getenv)
	case "check":
		return runCheck(ctx, args[1:], stdout, stderr, getenv)
	case "pair":
		return runPair(ctx, args[1:], stdout, stderr, getenv)
	case "token":
		return runToken(ctx, args[1:], stdout, stderr, getenv)
	case "trace":
		return runTrace(ctx, args[1:], stdout, stderr, getenv)
	case "loadtest":
		return runLoadtest(ctx, args[1:], stdout, stderr, getenv)
	case "healthcheck":
		return runHealthcheck(ctx, args[1:], stdout, stderr, getenv)
	case "version", "--version", "-v":
		fmt.Fprintln(stdout, "memo", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	fmt.Fprintln(stderr, usage)
	return usageError{fmt.Sprintf("unknown command %q", args[0])}
}
