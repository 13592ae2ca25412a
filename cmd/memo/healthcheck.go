package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
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
	// The address and the token are serve's: the configuration serve read
	// (a container's health check runs with the same environment).
	cfg, err := readConfig("healthcheck", &flagValues{}, getenv)
	if err != nil && local {
		return err
	}
	if local {
		path := "/healthz"
		if *ready {
			path = "/readyz"
		}
		u = "http://" + localAddr(cfg.Serve.HTTP) + path
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return usageError{fmt.Sprintf("--url %q: %v", u, err)}
	}
	if cfg.Serve.PairTokenSet && local {
		// The operator's own server: its answer may name what failed.
		req.Header.Set("Authorization", "Bearer "+cfg.Serve.PairToken)
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
