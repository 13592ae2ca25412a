package gmail_test

import (
	"mime"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/gmail"
	"github.com/memo-assistant/memo/adapters/gmail/gmailtest"
)

func newMailbox(t *testing.T) (*gmail.Mailbox, *gmailtest.Server) {
	t.Helper()
	fake := gmailtest.New(t)
	m, err := gmail.New(t.Context(), gmail.Config{
		TokenSource: oauth2.StaticTokenSource(&oauth2.Token{AccessToken: gmailtest.Token}),
		Endpoint:    fake.URL, PeopleEndpoint: fake.URL, RetryDelay: time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	return m, fake
}

func TestListFiltersAndPages(t *testing.T) {
	m, fake := newMailbox(t)
	fake.Add(gmailtest.Message{From: "Dana Levi <dana@example.com>", Subject: "Budget", Plain: "numbers attached"})
	fake.Add(gmailtest.Message{From: "Avi <avi@example.com>", Subject: "Lunch?", Plain: "tomorrow", Labels: []string{"INBOX"}})
	for i := range 12 {
		fake.Add(gmailtest.Message{From: "news@example.com", Subject: "Issue " + string(rune('A'+i)), Plain: "weekly"})
	}
	page, err := m.ListEmails(t.Context(), memo.EmailFilter{From: "dana"})
	if err != nil || len(page.Emails) != 1 || page.Emails[0].Subject != "Budget" || !page.Emails[0].Unread {
		t.Fatalf("from dana = %+v, %v", page, err)
	}
	if page.Emails[0].Body != "" || page.Emails[0].Snippet == "" {
		t.Errorf("a listing carries snippets, not bodies: %+v", page.Emails[0])
	}
	page, err = m.ListEmails(t.Context(), memo.EmailFilter{SubjectContains: "lunch"})
	if err != nil || len(page.Emails) != 1 || page.Emails[0].Unread {
		t.Errorf("subject lunch = %+v, %v", page, err)
	}
	// Unread only, paged 10 at a time, newest first.
	page, err = m.ListEmails(t.Context(), memo.EmailFilter{UnreadOnly: true})
	if err != nil || len(page.Emails) != 10 || page.Next == "" || page.Emails[0].Subject != "Issue L" {
		t.Fatalf("first page = %d mails, next %q, first %q, %v", len(page.Emails), page.Next, page.Emails[0].Subject, err)
	}
	next, err := m.ListEmails(t.Context(), memo.EmailFilter{UnreadOnly: true, PageToken: page.Next})
	if err != nil || len(next.Emails) != 3 || next.Next != "" || next.Emails[2].Subject != "Budget" {
		t.Errorf("second page = %+v, %v", next, err)
	}
}

func TestHebrewSubjectRoundTrip(t *testing.T) {
	m, fake := newMailbox(t)
	subject := "פגישה מחר ב-10 — סיכום"
	body := "שלום דנה,\nנתראה מחר.\n"
	sent, err := m.SendEmail(t.Context(), "turn-1:A", memo.EmailDraft{To: []string{"dana@example.com"}, Subject: subject, Body: body})
	if err != nil {
		t.Fatal(err)
	}
	raw := fake.Sent()[0]
	if !strings.HasPrefix(raw.Subject, "=?utf-8?") {
		t.Errorf("subject header %q is not an RFC 2047 word", raw.Subject)
	}
	if raw.Plain != body {
		t.Errorf("body arrived as %q", raw.Plain)
	}
	got, err := m.GetEmail(t.Context(), sent.ID)
	if err != nil || got.Subject != subject || got.Body != strings.TrimSpace(body) {
		t.Errorf("read back %q / %q, %v", got.Subject, got.Body, err)
	}
	// A subject encoded by another mailer (B, ISO-8859-8) reads too.
	enc := mime.BEncoding.Encode("utf-8", "חשבונית מרץ")
	id := fake.Add(gmailtest.Message{From: "=?utf-8?b?15PXoNeU?= <dana@example.com>", Subject: enc, Plain: "x"})
	e, err := m.GetEmail(t.Context(), id)
	if err != nil || e.Subject != "חשבונית מרץ" || !strings.HasPrefix(e.From, "דנה") {
		t.Errorf("decoded %q from %q, %v", e.Subject, e.From, err)
	}
}

func TestHTMLShownAsText(t *testing.T) {
	m, fake := newMailbox(t)
	id := fake.Add(gmailtest.Message{From: "shop@example.com", Subject: "Order", HTML: `<html><head><style>p{}</style></head><body><p>Your order <b>#42</b></p><script>alert(1)</script><div>ships today</div></body></html>`})
	e, err := m.GetEmail(t.Context(), id)
	if err != nil || e.Body != "Your order #42\nships today" {
		t.Errorf("body %q, %v", e.Body, err)
	}
}

func TestHugeMailIsNotDownloaded(t *testing.T) {
	m, fake := newMailbox(t)
	id := fake.Add(gmailtest.Message{From: "big@example.com", Subject: "Scans", Plain: "see the attached scans\nmore", Size: 25 << 20})
	e, err := m.GetEmail(t.Context(), id)
	if err != nil || !e.Truncated || e.Body != "see the attached scans" {
		t.Errorf("25 MB mail = %+v, %v", e, err)
	}
	if n := fake.Calls(gmailtest.OpGet); n != 1 {
		t.Errorf("%d gets; want only the metadata", n)
	}
}

func TestReplyThreads(t *testing.T) {
	m, fake := newMailbox(t)
	id := fake.Add(gmailtest.Message{From: "Dana <dana@example.com>", Subject: "Plans", Plain: "are you coming?", MessageID: "<p1@mail.example>", References: "<p0@mail.example>", ThreadID: "th-9"})
	_, err := m.SendEmail(t.Context(), "turn-2:A", memo.EmailDraft{To: []string{"dana@example.com"}, Body: "I'll be late", ReplyTo: id})
	if err != nil {
		t.Fatal(err)
	}
	r := fake.Sent()[0]
	if r.ThreadID != "th-9" || r.InReplyTo != "<p1@mail.example>" || r.References != "<p0@mail.example> <p1@mail.example>" || r.Subject != "Re: Plans" {
		t.Errorf("reply = %+v", r)
	}
	// A reply to a mail deleted since: not found, nothing sent.
	fake.Delete(id)
	_, err = m.SendEmail(t.Context(), "turn-3:A", memo.EmailDraft{To: []string{"dana@example.com"}, Body: "again", ReplyTo: id})
	if memo.ErrorCodeOf(err) != memo.ENotFound || len(fake.Sent()) != 1 {
		t.Errorf("reply to deleted = %v, %d sent", err, len(fake.Sent()))
	}
}

// TestReplyHeadersStayHeaders: a replied-to mail's Message-ID and
// References are the sender's to write; a line break in them must not
// add headers (a Bcc of the sender's choosing) or start the body, and
// only their message ids reach the reply.
func TestReplyHeadersStayHeaders(t *testing.T) {
	m, fake := newMailbox(t)
	id := fake.Add(gmailtest.Message{From: "Mallory <m@example.com>", Subject: "Hi", Plain: "reply?",
		MessageID: "<p1@mail.example>\r\nBcc: spy@example.com", References: "<p0@mail.example>\nX-Injected: 1\r\n\r\nbody", ThreadID: "th-1"})
	_, err := m.SendEmail(t.Context(), "turn-9:A", memo.EmailDraft{To: []string{"m@example.com"}, Body: "sure", ReplyTo: id})
	if err != nil {
		t.Fatal(err)
	}
	r := fake.Sent()[0]
	for _, k := range []string{"Bcc", "X-Injected"} {
		if v, ok := r.Header[k]; ok {
			t.Errorf("the reply carries %s: %q", k, v)
		}
	}
	if r.InReplyTo != "<p1@mail.example>" || r.References != "<p0@mail.example> <p1@mail.example>" || r.Plain != "sure" {
		t.Errorf("reply = in-reply-to %q, references %q, body %q", r.InReplyTo, r.References, r.Plain)
	}
}

func TestSendOncePerKey(t *testing.T) {
	m, fake := newMailbox(t)
	d := memo.EmailDraft{To: []string{"avi@example.com"}, Subject: "Summary", Body: "notes"}
	a, err := m.SendEmail(t.Context(), "turn-4:A", d)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.SendEmail(t.Context(), "turn-4:A", d)
	if err != nil || b.ID != a.ID || len(fake.Sent()) != 1 {
		t.Errorf("repeat = %+v, %v; %d sent", b, err, len(fake.Sent()))
	}
	// The response is lost after Gmail sent it: the retry finds it.
	fake.Fail(gmailtest.Fault{Op: gmailtest.OpSend, Status: 500, AfterApply: true})
	if _, err := m.SendEmail(t.Context(), "turn-5:A", d); err != nil {
		t.Fatal(err)
	}
	if n := len(fake.Sent()); n != 2 {
		t.Errorf("%d sent after a lost response; want 2 (one per key)", n)
	}
}

func TestBadDrafts(t *testing.T) {
	m, fake := newMailbox(t)
	for name, d := range map[string]memo.EmailDraft{
		"bad address": {To: []string{"dana at example"}, Body: "x"},
		"no one":      {Body: "x"},
		"empty body":  {To: []string{"dana@example.com"}, Body: "  \n"},
	} {
		if _, err := m.SendEmail(t.Context(), "k-"+name, d); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%s: %v; want EInvalid", name, err)
		}
	}
	if _, err := m.SendEmail(t.Context(), "k-long", memo.EmailDraft{To: []string{"a@example.com"}, Body: strings.Repeat("x", memo.MaxDraftBody+1)}); memo.ErrorCodeOf(err) != memo.ETooLong {
		t.Errorf("long body: %v", err)
	}
	if n := len(fake.Sent()) + fake.Calls(gmailtest.OpSend); n != 0 {
		t.Errorf("bad drafts reached Gmail %d times", n)
	}
}

func TestGoogleErrors(t *testing.T) {
	for _, tt := range []struct {
		name  string
		fault gmailtest.Fault
		want  memo.ErrorCode
		calls int
	}{
		{"401", gmailtest.Fault{Op: gmailtest.OpList, Status: 401}, memo.EUnlinked, 1},
		{"403 forbidden", gmailtest.Fault{Op: gmailtest.OpList, Status: 403, Reason: "insufficientPermissions"}, memo.EUnlinked, 1},
		{"429 then ok", gmailtest.Fault{Op: gmailtest.OpList, Status: 429}, "", 2},
		{"403 rate limit then ok", gmailtest.Fault{Op: gmailtest.OpList, Status: 403, Reason: "userRateLimitExceeded"}, "", 2},
		{"500 always", gmailtest.Fault{Op: gmailtest.OpList, Status: 500, Times: -1}, memo.EUnavailable, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, fake := newMailbox(t)
			fake.Fail(tt.fault)
			_, err := m.ListEmails(t.Context(), memo.EmailFilter{})
			if memo.ErrorCodeOf(err) != tt.want {
				t.Errorf("error %v; want %q", err, tt.want)
			}
			if msg := memo.ErrorMessageOf(err); strings.Contains(msg, "googleapi") {
				t.Errorf("vendor text in the message: %q", msg)
			}
			if n := fake.Calls(gmailtest.OpList); n != tt.calls {
				t.Errorf("%d calls; want %d", n, tt.calls)
			}
		})
	}
	// A send refused with 500 every time: nothing sent, a clear error.
	m, fake := newMailbox(t)
	fake.Fail(gmailtest.Fault{Op: gmailtest.OpSend, Status: 500, Times: -1})
	_, err := m.SendEmail(t.Context(), "k", memo.EmailDraft{To: []string{"a@example.com"}, Body: "x"})
	if memo.ErrorCodeOf(err) != memo.EUnavailable || len(fake.Sent()) != 0 {
		t.Errorf("send on 500s = %v, %d sent", err, len(fake.Sent()))
	}
}

func TestMarkReadUnread(t *testing.T) {
	m, fake := newMailbox(t)
	id := fake.Add(gmailtest.Message{From: "a@example.com", Subject: "x", Plain: "y"})
	if err := m.SetRead(t.Context(), id, true); err != nil {
		t.Fatal(err)
	}
	if got, _ := fake.Get(id); strings.Contains(strings.Join(got.Labels, ","), "UNREAD") {
		t.Errorf("still unread: %v", got.Labels)
	}
	if err := m.SetRead(t.Context(), id, false); err != nil {
		t.Fatal(err)
	}
	if got, _ := fake.Get(id); !strings.Contains(strings.Join(got.Labels, ","), "UNREAD") {
		t.Errorf("not unread: %v", got.Labels)
	}
	if err := m.SetRead(t.Context(), "gone", true); memo.ErrorCodeOf(err) != memo.ENotFound {
		t.Errorf("mark a missing mail: %v", err)
	}
}

func TestSearchContacts(t *testing.T) {
	m, fake := newMailbox(t)
	fake.AddContact(gmailtest.Contact{Name: "Avi Cohen", Emails: []string{"avi@example.com", "Avi.Cohen@work.example"}})
	fake.AddContact(gmailtest.Contact{Name: "Dana Levi", Emails: []string{"dana@example.com"}})
	fake.Add(gmailtest.Message{From: "Avi Ben-David <avib@example.org>", Subject: "hi", Plain: "x"})
	fake.Add(gmailtest.Message{From: "AVI <avi@example.com>", Subject: "again", Plain: "x"})
	got, err := m.SearchContacts(t.Context(), "Avi")
	if err != nil {
		t.Fatal(err)
	}
	var addrs []string
	for _, c := range got {
		addrs = append(addrs, c.Email)
	}
	if strings.Join(addrs, " ") != "avi@example.com avi.cohen@work.example avib@example.org" {
		t.Errorf("contacts %v", got)
	}
	if got, _ := m.SearchContacts(t.Context(), "nobody"); len(got) != 0 {
		t.Errorf("nobody = %v", got)
	}
}
