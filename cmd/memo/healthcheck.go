package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/memo-assistant/memo/bot/httpserver"
)

// runHealthcheck is memo healthcheck: it asks a running memo serve for
// /healthz (or /readyz with --ready) and succeeds on 200. The container
// image has no shell or curl, so its health check runs this.
func runHealthcheck(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "healthcheck")
	target := fs.String("url", "", "the `URL` to ask (default http://<MEMO_HTTP>/healthz)")
	ready := fs.Bool("ready", false, "ask /readyz: SQLite, Redis and WhatsApp, not only whether the process answers")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	u, local := *target, *target == ""
	if local {
		path := "/healthz"
		if *ready {
			path = "/readyz"
		}
		u = "http://" + localAddr(orDefault(getenv("MEMO_HTTP"), httpserver.DefaultAddr)) + path
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return usageError{fmt.Sprintf("--url %q: %v", u, err)}
	}
	if tok := strings.TrimSpace(getenv("MEMO_PAIR_TOKEN")); tok != "" && local {
		// The operator's own server: its answer may name what failed.
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck %s: %w", u, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck %s: HTTP %d: %s", u, resp.StatusCode, body)
	}
	fmt.Fprintf(stdout, "%s: ok\n", u)
	return nil
}

// localAddr turns a listen address into one to dial: a wildcard host
// (0.0.0.0, ::, none) means this machine.
func localAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	switch host {
	case "", "0.0.0.0", "::", "[::]":
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}
