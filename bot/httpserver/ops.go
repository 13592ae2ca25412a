package httpserver

import (
	"encoding/json"
	"net/http"
)

// mountOps adds the operations routes: POST /agent/chat, /metrics and
// /readyz.
func (s *Server) mountOps() {
	if s.cfg.Agent != nil {
		// Every method reaches the agent, which answers 405 in the
		// contract's JSON shape rather than the mux's plain text.
		s.mux.Handle("/agent/chat", s.cfg.Agent)
	}
	if s.cfg.Metrics != nil {
		s.mux.Handle("GET /metrics", s.cfg.Metrics)
	}
	s.mux.HandleFunc("GET /readyz", s.readyz)
}

// Liveness is the /healthz document: the process serves HTTP. It says
// what the WhatsApp link is doing, but a link that is down does not make
// the process dead (restarting would not bring it back); /readyz says
// whether the process can do its job.
type Liveness struct {
	Status   string         `json:"status"` // always "alive"
	WhatsApp WhatsAppHealth `json:"whatsapp"`
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	st := s.status()
	l := Liveness{Status: "alive", WhatsApp: WhatsAppHealth{State: st.State, Detail: st.Detail, Phone: st.Phone}}
	if !st.Since.IsZero() {
		since := st.Since.UTC()
		l.WhatsApp.Since = &since
	}
	writeJSON(w, http.StatusOK, l)
}

// readyz is the readiness report: every check (SQLite with a real write
// and read, Redis) and the WhatsApp link; 503 unless all are fine.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	h := s.health(r.Context())
	code := http.StatusOK
	if h.Status != "ok" {
		code = http.StatusServiceUnavailable
	}
	writeJSON(w, code, h)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}
