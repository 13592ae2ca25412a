package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

func TestMailPhrases(t *testing.T) {
	emails := &memo.NumberedList{Capability: memo.CapGmail, Kind: memo.NumberedEmails, IDs: []string{"m1", "m2"}, Titles: []string{"a", "b"}}
	for _, tt := range []struct {
		text  string
		shown bool
		op    memo.Op
		check func(a *memo.EmailArgs) bool
	}{
		{"what's new in my mail?", false, memo.OpEmailList, nil},
		{"check my inbox", false, memo.OpEmailList, nil},
		{"any new emails?", false, memo.OpEmailList, nil},
		{"show unread emails", false, memo.OpEmailList, func(a *memo.EmailArgs) bool { return a.Filter.UnreadOnly }},
		{"emails from Dana", false, memo.OpEmailList, func(a *memo.EmailArgs) bool { return a.Filter.From == "Dana" }},
		{"מה חדש במייל?", false, memo.OpEmailList, nil},
		{"יש לי מיילים חדשים?", false, memo.OpEmailList, nil},
		{"תראה לי את המיילים מדנה", false, memo.OpEmailList, func(a *memo.EmailArgs) bool { return a.Filter.From == "דנה" }},
		{"read my latest email", false, memo.OpEmailLatest, nil},
		{"תקרא לי את המייל האחרון", false, memo.OpEmailLatest, nil},
		{"read the one from Dana", false, memo.OpEmailGet, func(a *memo.EmailArgs) bool { return a.Filter.From == "Dana" }},
		{"תקרא לי את המייל מדנה", false, memo.OpEmailGet, func(a *memo.EmailArgs) bool { return a.Filter.From == "דנה" }},
		{"read email 2", false, memo.OpEmailGet, func(a *memo.EmailArgs) bool { return a.Index == 2 }},
		{"read 2", true, memo.OpEmailGet, func(a *memo.EmailArgs) bool { return a.Index == 2 }},
		{"mark it as read", true, memo.OpEmailMarkRead, nil},
		{"mark 2 as unread", false, memo.OpEmailMarkUnread, func(a *memo.EmailArgs) bool { return a.Index == 2 }},
		{"סמן אותו כנקרא", true, memo.OpEmailMarkRead, nil},
		{"reply to Dana that I'll be late", false, memo.OpEmailReplyPreview, func(a *memo.EmailArgs) bool { return a.Filter.From == "Dana" && a.Body == "I'll be late" }},
		{"reply to 1: sounds good", true, memo.OpEmailReplyPreview, func(a *memo.EmailArgs) bool { return a.Index == 1 && a.Body == "sounds good" }},
		{"תענה לדנה שאני אאחר", false, memo.OpEmailReplyPreview, func(a *memo.EmailArgs) bool { return a.Filter.From == "דנה" && a.Body == "אני אאחר" }},
		{"email Avi: see you at 5", false, memo.OpEmailSendPreview, func(a *memo.EmailArgs) bool { return len(a.To) == 1 && a.To[0] == "Avi" && a.Body == "see you at 5" }},
		{"send an email to avi@example.com about the budget saying numbers are in", false, memo.OpEmailSendPreview, func(a *memo.EmailArgs) bool {
			return a.To[0] == "avi@example.com" && a.Subject == "the budget" && a.Body == "numbers are in"
		}},
		{"שלח מייל לאבי: נתראה ב-5", false, memo.OpEmailSendPreview, func(a *memo.EmailArgs) bool { return a.To[0] == "אבי" && a.Body == "נתראה ב-5" }},
		{"תשלח לאבי מייל שאני מאחר", false, memo.OpEmailSendPreview, func(a *memo.EmailArgs) bool { return a.To[0] == "אבי" && a.Body == "אני מאחר" }},
		// Not mail.
		{"mark it as read", false, "", nil},
		{"read 2", false, "", nil},
		{"send me the summary at 7:30", false, "", nil},
		{"שלח לי את הסיכום ב-7:30", false, "", nil},
		{"remind me to email Dana tomorrow", false, "", nil},
		{"תזכיר לי לשלוח מייל לדנה מחר", false, "", nil},
	} {
		lang, ok := memo.DetectLanguage(tt.text)
		if !ok {
			lang = memo.English
		}
		req := memo.PlanRequest{TurnID: "t", Text: tt.text, Lang: lang, Now: now, Loc: jerusalem}
		if tt.shown {
			req.Numbered = emails
		}
		p, err := offline.New().Plan(context.Background(), req)
		if err != nil {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		var got memo.Op
		var a *memo.EmailArgs
		if len(p.Steps) == 1 && p.Steps[0].Capability == memo.CapGmail {
			got, a = p.Steps[0].Operation, p.Steps[0].Email
		}
		if got != tt.op {
			t.Errorf("%q planned %+v; want %q", tt.text, p.Steps, tt.op)
			continue
		}
		if tt.check != nil && !tt.check(a) {
			t.Errorf("%q: args %+v", tt.text, *a)
		}
	}
}

// TestMailAsked: whether mail came from someone or about something is a
// search of the mail, in both languages.
func TestMailAsked(t *testing.T) {
	for text, want := range map[string]memo.EmailFilter{
		"did I get an email from the bank":      {From: "bank"},
		"any emails from dana":                  {From: "dana"},
		"check my email for the invoice":        {TextContains: "invoice"},
		"is there an email about the flight":    {TextContains: "flight"},
		"תבדוק לי במייל אם הגיעה החשבונית מבזק": {TextContains: "החשבונית מבזק"},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEmailList || s.Email == nil || s.Email.Filter.From != want.From || s.Email.Filter.TextContains != want.TextContains {
			t.Errorf("%q: %s.%s %+v; want a search %+v", text, s.Capability, s.Operation, s.Email, want)
		}
	}
}
