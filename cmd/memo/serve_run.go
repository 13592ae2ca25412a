package main

import (
	"context"
	"fmt"
	"sync"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// run serves until ctx ends, then shuts down in order.
func (s *server) run(ctx context.Context) error {
	ln, err := s.http.Listen()
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "memo: serving on http://%s (health on /healthz and /readyz, API on /agent/chat, metrics on /metrics with the operator token)\n", ln.Addr())
	switch {
	case s.wa == nil:
	case s.sc.PairTokenSet:
		fmt.Fprintf(s.out, "memo: pair on http://%s/pair?token=<MEMO_PAIR_TOKEN>\n", ln.Addr())
	default:
		fmt.Fprintf(s.out, "memo: pair on http://%s/pair?token=%s (a new token each start; set MEMO_PAIR_TOKEN to keep one)\n", ln.Addr(), s.sc.PairToken)
	}
	if s.cloud != nil {
		fmt.Fprintf(s.out, "memo: WhatsApp Cloud API webhook on http://%s%s (give Meta its public https address and MEMO_WA_CLOUD_VERIFY_TOKEN)\n", ln.Addr(), cloudapi.Path)
		// Messages stored before a restart are queued before new ones come.
		s.cloud.Recover(ctx)
	}

	// Each part gets its own context, so shutdown can end them in order.
	httpCtx, stopHTTP := context.WithCancel(context.WithoutCancel(ctx))
	waCtx, stopWA := context.WithCancel(context.WithoutCancel(ctx))
	noticeCtx, stopNotices := context.WithCancel(context.WithoutCancel(ctx))
	schedCtx, stopSched := context.WithCancel(ctx)
	defer stopHTTP()
	defer stopWA()
	defer stopNotices()
	defer stopSched()

	var wg sync.WaitGroup
	httpErr := make(chan error, 1)
	wg.Go(func() { httpErr <- s.http.Serve(httpCtx, ln) })
	var lease *whatsapp.Lease
	if s.rdb != nil {
		lease = whatsapp.NewLease(s.rdb, s.a.cfg.WhatsApp.LeaseKey, s.a.cfg.WhatsApp.LeaseTTL, s.log)
	}
	if s.wa != nil {
		wg.Go(func() {
			if err := s.wa.Serve(waCtx, lease); err != nil {
				s.log.Error("whatsapp", "err", err)
			}
		})
	}
	wg.Go(func() { s.sched.Run(schedCtx, s.sc.TickEvery) })
	wg.Go(func() { s.ops.run(schedCtx) })
	wg.Go(func() { s.storage.run(schedCtx) })
	var notices sync.WaitGroup
	if s.inbox != nil {
		notices.Go(func() { s.inbox.Run(noticeCtx) })
	}
	if s.cloud != nil {
		notices.Go(func() { s.cloud.Run(noticeCtx) })
	}

	var runErr error
	select {
	case <-ctx.Done():
		s.log.Info("shutting down")
	case err := <-httpErr:
		runErr = err
		s.log.Error("http server stopped", "err", err)
	}

	// 1. No new reminders; 2. no new messages, and the turns in flight
	// finish and are answered while WhatsApp is still connected;
	// 3. disconnect and release the session; 4. stop the HTTP server,
	// which reports the state until the end.
	stopSched()
	if s.inbox != nil {
		// Messages replayed from the journal that still wait for the link
		// are left for the next start.
		s.inbox.Stopping()
	}
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.sc.ShutdownTimeout)
	if err := s.d.Shutdown(dctx); err != nil {
		s.log.Warn("turns in flight cut short", "err", err)
	}
	cancel()
	stopNotices() // sends what is queued while WhatsApp is still connected
	notices.Wait()
	stopWA()
	stopHTTP()
	wg.Wait()
	if runErr == nil {
		select {
		case err := <-httpErr:
			runErr = err
		default:
		}
	}
	return runErr
}
