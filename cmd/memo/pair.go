package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/postgres"
)

// runPair is memo pair --phone: it links the bot's number by a pairing
// code typed on the phone instead of a QR code. It holds the WhatsApp
// session while it runs, so memo serve must not be running (with Redis the
// session lease says so); serve uses the paired device when it starts.
func runPair(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("pair", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "pair")
	phone := fs.String("phone", "", "the bot's phone `number`, international form (+972…)")
	timeout := fs.Duration("timeout", 3*time.Minute, "how long to wait for the code to be entered on the phone")
	flags := configFlags(fs)
	flags.proxy = fs.String("proxy", "", "proxy `URL` for WhatsApp traffic (env MEMO_WHATSAPP_PROXY)")
	if err := parseNoArgs(fs, "pair", args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *phone == "" {
		return usageError{"pair needs --phone +972…, the bot's number"}
	}
	if _, ok := whatsapp.Number(*phone); !ok {
		return usageError{fmt.Sprintf("--phone %q: want a number in international form like +972501234567", *phone)}
	}
	cfg, err := readConfig("pair", flags, getenv)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))

	if err := makeDataDir(cfg.Store); err != nil {
		return err
	}
	waCfg := whatsapp.Config{Path: cfg.Store.DB, Logger: log, Proxy: cfg.WhatsApp.Proxy}
	if cfg.Store.DatabaseURL != "" {
		// The session goes to the shared database, where every replica
		// finds it.
		db, err := postgres.Open(ctx, cfg.Store.DatabaseURL, cfg.clock())
		if err != nil {
			return err
		}
		defer db.Close()
		waCfg.Path, waCfg.DB, waCfg.Dialect = "", db.SQL(), "postgres"
	}
	wa, err := whatsapp.Open(ctx, waCfg)
	if err != nil {
		return err
	}
	defer wa.Close()
	if p := wa.Status().Phone; p != "" {
		fmt.Fprintf(stdout, "Already paired as %s.\n", p)
		return nil
	}

	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	var lease *whatsapp.Lease
	if cfg.Redis.URL != "" {
		rdb, err := dialRedis(ctx, cfg.Redis.URL, log)
		if err != nil {
			return err
		}
		defer rdb.Close()
		lease = whatsapp.NewLease(rdb, cfg.WhatsApp.LeaseKey, 0, log)
		held, holder, err := lease.TryAcquire(ctx)
		if err != nil {
			return err
		}
		if !held {
			return fmt.Errorf("memo serve holds the WhatsApp session (%s): pair on its /pair page, or stop it first", holder)
		}
		// Serve renews it from here on and releases it when done.
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = wa.Serve(ctx, lease)
	}()
	defer func() { cancel(); <-done }()

	fmt.Fprintln(stdout, "Connecting to WhatsApp…")
	code, err := wa.PairPhone(ctx, *phone)
	if err != nil {
		return fmt.Errorf("pairing code: %w (state: %s)", err, describe(wa.Status()))
	}
	fmt.Fprintf(stdout, "Pairing code: %s\n", code)
	fmt.Fprintln(stdout, "On the phone: WhatsApp → Settings → Linked devices → Link a device → Link with phone number instead, and enter the code.")

	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		st := wa.Status()
		if st.State == whatsapp.StateConnected && st.Phone != "" {
			fmt.Fprintf(stdout, "Paired as %s.\n", st.Phone)
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("not paired within %s (state: %s)", *timeout, describe(st))
		case <-t.C:
		}
	}
}

// describe is a status in a few words, for errors.
func describe(st whatsapp.Status) string {
	if st.Detail == "" {
		return string(st.State)
	}
	return string(st.State) + ", " + st.Detail
}
