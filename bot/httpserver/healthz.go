package httpserver

import (
	"context"
	"sync"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

// Health is the /readyz document. Without the operator's token the
// phone number, the link's detail and the checks' error texts are left
// out: they name the bot's number and the internals of the machine.
type Health struct {
	// Status is "ok" when every check passed and WhatsApp is connected (or
	// a standby waiting for the session), else "degraded"; the HTTP status
	// is 200 or 503 to match.
	Status   string                 `json:"status"`
	WhatsApp WhatsAppHealth         `json:"whatsapp"`
	Cloud    *cloudapi.Health       `json:"cloud,omitempty"`
	Checks   map[string]CheckResult `json:"checks"`
}

// WhatsAppHealth is the link part of Health.
type WhatsAppHealth struct {
	State  whatsapp.State `json:"state"`
	Since  *time.Time     `json:"since,omitempty"`
	Detail string         `json:"detail,omitempty"`
	Phone  string         `json:"phone,omitempty"`
}

// CheckResult is one dependency's answer.
type CheckResult struct {
	OK        bool    `json:"ok"`
	Error     string  `json:"error,omitempty"`
	LatencyMS float64 `json:"latency_ms"`
}

// healthy are the link states in which the process does its job.
func healthy(s whatsapp.State) bool {
	return s == whatsapp.StateConnected || s == whatsapp.StateStandby
}

func (s *Server) health(ctx context.Context, full bool) Health {
	h := Health{Status: "ok", WhatsApp: WhatsAppHealth{State: "off"}, Checks: make(map[string]CheckResult, len(s.cfg.Checks))}
	if s.cfg.WhatsApp != nil {
		st := s.cfg.WhatsApp.Status()
		h.WhatsApp = WhatsAppHealth{State: st.State}
		if full {
			h.WhatsApp.Detail, h.WhatsApp.Phone = st.Detail, st.Phone
		}
		if !st.Since.IsZero() {
			since := st.Since.UTC()
			h.WhatsApp.Since = &since
		}
		if !healthy(st.State) {
			h.Status = "degraded"
		}
	}
	if h.Cloud = s.cloudHealth(full); h.Cloud != nil && !h.Cloud.Healthy() {
		h.Status = "degraded"
	}
	var (
		mu sync.Mutex
		wg sync.WaitGroup
	)
	for _, c := range s.cfg.Checks {
		wg.Go(func() {
			cctx, cancel := context.WithTimeout(ctx, s.cfg.CheckTimeout)
			defer cancel()
			start := time.Now()
			err := c.Check(cctx)
			r := CheckResult{OK: err == nil, LatencyMS: float64(time.Since(start).Microseconds()) / 1000}
			if err != nil {
				if full {
					r.Error = err.Error()
				}
				s.log.Warn("health check failed", "check", c.Name, "err", err)
			}
			mu.Lock()
			h.Checks[c.Name] = r
			mu.Unlock()
		})
	}
	wg.Wait()
	for _, r := range h.Checks {
		if !r.OK {
			h.Status = "degraded"
		}
	}
	return h
}
