package httpserver

import (
	"encoding/json"
	"net/http"

	"github.com/memo-assistant/memo/bot/cloudapi"
)

// mountOps adds the operations routes: POST /agent/chat, /metrics and
// /readyz.
func (s *Server) mountOps() {
	if s.cfg.Agent != nil {
		// Every method reaches the agent, which answers 405 in the
		// contract's JSON shape rather than the mux's plain text. The
		// agent checks its own API tokens.
		s.mux.Handle("/agent/chat", s.cfg.Agent)
	}
	if s.cfg.Metrics != nil {
		// The metrics count users, chats and failures: the operator's.
		s.mux.Handle("GET /metrics", s.operatorOnly(s.cfg.Metrics.ServeHTTP))
	}
	s.mux.HandleFunc("GET /readyz", s.readyz)
}

// Liveness is the /healthz document: the process serves HTTP. It says
// what the WhatsApp link and the Cloud API channel are doing, but a link
// that is down does not make the process dead (restarting would not
// bring it back); /readyz says whether the process can do its job.
// Without the operator's token the phone numbers and the details are left
// out, as on /readyz.
type Liveness struct {
	Status   string           `json:"status"` // always "alive"
	WhatsApp WhatsAppHealth   `json:"whatsapp"`
	Cloud    *cloudapi.Health `json:"cloud,omitempty"`
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	full := s.authorize(r) == accessOperator
	st := s.status()
	l := Liveness{Status: "alive", WhatsApp: WhatsAppHealth{State: st.State}, Cloud: s.cloudHealth(full)}
	if full {
		l.WhatsApp.Detail, l.WhatsApp.Phone = st.Detail, st.Phone
	}
	if !st.Since.IsZero() {
		since := st.Since.UTC()
		l.WhatsApp.Since = &since
	}
	s.writeJSON(w, http.StatusOK, l)
}

// readyz is the readiness report: every check (SQLite with a real write
// and read, Redis), the WhatsApp link and the Cloud API channel; 503
// unless all are fine. Error texts need the operator's token.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	h := s.health(r.Context(), s.authorize(r) == accessOperator)
	code := http.StatusOK
	if h.Status != "ok" {
		code = http.StatusServiceUnavailable
	}
	s.writeJSON(w, code, h)
}

func (s *Server) writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		s.log.Debug("write a JSON answer", "err", err)
	}
}
