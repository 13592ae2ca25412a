package httpserver

import (
	"net/http"

	"github.com/memo-assistant/memo/bot/cloudapi"
)

// CloudStatus gives the WhatsApp Cloud API channel's health;
// *cloudapi.Channel implements it. It must not block.
type CloudStatus interface {
	Health() cloudapi.Health
}

// Route is a handler served beside /healthz and /pair, such as the Cloud
// API's webhook. It gets neither the operator check nor the Host check:
// it guards itself (the webhook checks Meta's signature).
type Route struct {
	// Pattern is an http.ServeMux pattern ("/webhook/whatsapp").
	Pattern string
	Handler http.Handler
}

// cloudHealth is the Cloud channel's part of /healthz: its state, the
// token's and the last webhook for anyone, the business number and the
// token's refusal only for the operator.
func (s *Server) cloudHealth(full bool) *cloudapi.Health {
	if s.cfg.Cloud == nil {
		return nil
	}
	h := s.cfg.Cloud.Health()
	if !full {
		h.Phone, h.Detail = "", ""
	}
	return &h
}
