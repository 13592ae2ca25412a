// Package gmail is memo.Mailbox and memo.ContactSearcher on one user's
// Google account: Gmail (google.golang.org/api/gmail/v1) for mail and the
// People API (people/v1) with the user's recent correspondents for
// finding whom to write to. Messages are built and read with the standard
// library's mime packages: UTF-8 subjects in RFC 2047 words, HTML mail
// shown as text. A send carries a Message-ID derived from its idempotency
// key and looks for it in the mailbox first, so a repeated send sends
// nothing.
package gmail

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/mail"
	"strings"
	"time"

	"golang.org/x/oauth2"
	gapi "google.golang.org/api/gmail/v1"
	papi "google.golang.org/api/people/v1"

	memo "github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/googlecall"
)

// Defaults and limits.
const (
	DefaultPageSize = 10
	MaxPageSize     = 50
	// MaxReadSize is the largest mail whose body is downloaded; a larger
	// one is shown by its snippet.
	MaxReadSize = 2 << 20
)

// Config configures a Mailbox.
type Config struct {
	// TokenSource authorises calls as the user; required.
	TokenSource oauth2.TokenSource
	// Endpoint and PeopleEndpoint override the APIs' base URLs (a fake's).
	Endpoint, PeopleEndpoint string
	// HTTPClient's transport carries the requests; its Timeout bounds each.
	HTTPClient *http.Client
	// RetryDelay is the first wait before a retry; default 250ms.
	RetryDelay time.Duration
	// Clock dates sent mail; default the system clock.
	Clock memo.Clock
}

// Mailbox is one user's Gmail. It is safe for concurrent use.
type Mailbox struct {
	svc    *gapi.Service
	people *papi.Service
	delay  time.Duration
	clock  memo.Clock
}

// Compile-time checks.
var (
	_ memo.Mailbox         = (*Mailbox)(nil)
	_ memo.ContactSearcher = (*Mailbox)(nil)
)

// New returns the mailbox cfg names. It makes no call.
func New(ctx context.Context, cfg Config) (*Mailbox, error) {
	if cfg.TokenSource == nil {
		return nil, errors.New("gmail: a token source is required")
	}
	svc, err := gapi.NewService(ctx, googlecall.Options(cfg.TokenSource, cfg.HTTPClient, cfg.Endpoint)...)
	if err != nil {
		return nil, fmt.Errorf("gmail: %w", err)
	}
	people, err := papi.NewService(ctx, googlecall.Options(cfg.TokenSource, cfg.HTTPClient, cfg.PeopleEndpoint)...)
	if err != nil {
		return nil, fmt.Errorf("people: %w", err)
	}
	if cfg.RetryDelay <= 0 {
		cfg.RetryDelay = 250 * time.Millisecond
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	return &Mailbox{svc: svc, people: people, delay: cfg.RetryDelay, clock: cfg.Clock}, nil
}

// ListEmails implements memo.Mailbox. Each mail comes with its headers
// and snippet; bodies only when f.IncludeBody.
func (m *Mailbox) ListEmails(ctx context.Context, f memo.EmailFilter) (memo.EmailPage, error) {
	size := f.MaxResults
	if size <= 0 {
		size = DefaultPageSize
	}
	size = min(size, MaxPageSize)
	call := m.svc.Users.Messages.List("me").Q(query(f)).MaxResults(int64(size)).Context(ctx)
	if len(f.LabelIDs) > 0 {
		call = call.LabelIds(f.LabelIDs...)
	}
	if f.PageToken != "" {
		call = call.PageToken(f.PageToken)
	}
	var resp *gapi.ListMessagesResponse
	if err := m.do(ctx, "list emails", func() (err error) { resp, err = call.Do(); return err }); err != nil {
		return memo.EmailPage{}, err
	}
	page := memo.EmailPage{Next: resp.NextPageToken}
	for _, ref := range resp.Messages {
		var e memo.Email
		var err error
		if f.IncludeBody {
			e, err = m.GetEmail(ctx, ref.Id)
		} else {
			e, err = m.metadata(ctx, ref.Id)
		}
		if memo.ErrorCodeOf(err) == memo.ENotFound {
			continue // deleted between the list and the get
		}
		if err != nil {
			return memo.EmailPage{}, err
		}
		page.Emails = append(page.Emails, e)
	}
	return page, nil
}

// metadataHeaders are the headers read without the body.
var metadataHeaders = []string{"From", "To", "Cc", "Subject", "Date", "Message-ID", "References"}

// metadata returns a mail's headers and snippet.
func (m *Mailbox) metadata(ctx context.Context, id string) (memo.Email, error) {
	var msg *gapi.Message
	err := m.do(ctx, "get email", func() (err error) {
		msg, err = m.svc.Users.Messages.Get("me", id).Format("metadata").MetadataHeaders(metadataHeaders...).Context(ctx).Do()
		return err
	})
	if err != nil {
		return memo.Email{}, err
	}
	return fromMessage(msg), nil
}

// GetEmail implements memo.Mailbox. A mail over MaxReadSize is returned
// with its snippet as the body, marked Truncated, and is not downloaded.
func (m *Mailbox) GetEmail(ctx context.Context, id string) (memo.Email, error) {
	if strings.TrimSpace(id) == "" {
		return memo.Email{}, memo.Errorf(memo.EInvalid, "which email?")
	}
	meta, err := m.metadata(ctx, id)
	if err != nil {
		return memo.Email{}, err
	}
	if meta.Truncated { // sizeEstimate over MaxReadSize
		meta.Body = meta.Snippet
		return meta, nil
	}
	var msg *gapi.Message
	err = m.do(ctx, "get email", func() (err error) {
		msg, err = m.svc.Users.Messages.Get("me", id).Format("full").Context(ctx).Do()
		return err
	})
	if err != nil {
		return memo.Email{}, err
	}
	e := fromMessage(msg)
	e.Body, e.Truncated = cut(bodyText(msg.Payload), memo.MaxEmailBody)
	return e, nil
}

// SetRead implements memo.Mailbox.
func (m *Mailbox) SetRead(ctx context.Context, id string, read bool) error {
	req := &gapi.ModifyMessageRequest{}
	if read {
		req.RemoveLabelIds = []string{"UNREAD"}
	} else {
		req.AddLabelIds = []string{"UNREAD"}
	}
	return m.do(ctx, "mark email", func() error {
		_, err := m.svc.Users.Messages.Modify("me", id, req).Context(ctx).Do()
		return err
	})
}

// Address returns the mailbox's own address (users.getProfile): the
// Google account a link was made with.
func (m *Mailbox) Address(ctx context.Context) (string, error) {
	var p *gapi.Profile
	if err := m.do(ctx, "get profile", func() (err error) { p, err = m.svc.Users.GetProfile("me").Context(ctx).Do(); return err }); err != nil {
		return "", err
	}
	return p.EmailAddress, nil
}

// SendEmail implements memo.Mailbox.
func (m *Mailbox) SendEmail(ctx context.Context, key string, d memo.EmailDraft) (memo.Email, error) {
	if err := checkDraft(d); err != nil {
		return memo.Email{}, err
	}
	msgID := newMessageID(key)
	if sent, ok, err := m.findSent(ctx, msgID); err != nil {
		return memo.Email{}, err
	} else if ok {
		return sent, nil
	}
	out := &gapi.Message{}
	var inReplyTo, refs string
	if d.ReplyTo != "" {
		orig, err := m.metadata(ctx, d.ReplyTo)
		if err != nil {
			return memo.Email{}, err
		}
		out.ThreadId = orig.ThreadID
		inReplyTo, refs = orig.Header, orig.References
		if d.Subject == "" {
			d.Subject = orig.Subject
		}
		if !strings.HasPrefix(strings.ToLower(d.Subject), "re:") {
			d.Subject = "Re: " + d.Subject
		}
	}
	raw, err := buildMessage("", d, msgID, inReplyTo, refs, m.clock.Now())
	if err != nil {
		return memo.Email{}, err
	}
	out.Raw = base64.URLEncoding.EncodeToString(raw)
	var sent *gapi.Message
	for attempt := 1; ; attempt++ {
		sent, err = m.svc.Users.Messages.Send("me", out).Context(ctx).Do()
		if err == nil || !googlecall.Retryable(err) || attempt >= retries || ctx.Err() != nil {
			break
		}
		// The send may have gone through before the failure: look before
		// sending again.
		time.Sleep(m.delay << (attempt - 1))
		if e, ok, ferr := m.findSent(ctx, msgID); ferr == nil && ok {
			return e, nil
		}
	}
	if err != nil {
		return memo.Email{}, translate("send email", err)
	}
	e := memo.Email{ID: sent.Id, ThreadID: sent.ThreadId, To: d.To, Cc: d.Cc, Subject: d.Subject, Body: d.Body, Date: m.clock.Now(), Header: msgID}
	return e, nil
}

// findSent looks for the mail with Message-ID msgID.
func (m *Mailbox) findSent(ctx context.Context, msgID string) (memo.Email, bool, error) {
	var resp *gapi.ListMessagesResponse
	err := m.do(ctx, "find sent email", func() (err error) {
		resp, err = m.svc.Users.Messages.List("me").Q("rfc822msgid:" + strings.Trim(msgID, "<>")).IncludeSpamTrash(true).Context(ctx).Do()
		return err
	})
	if err != nil || len(resp.Messages) == 0 {
		return memo.Email{}, false, err
	}
	e, err := m.metadata(ctx, resp.Messages[0].Id)
	if err != nil {
		return memo.Email{}, false, err
	}
	return e, true, nil
}

// checkDraft refuses a draft that cannot be sent as it is.
func checkDraft(d memo.EmailDraft) error {
	if len(d.To) == 0 && d.ReplyTo == "" {
		return memo.Errorf(memo.EInvalid, "who should I send it to?")
	}
	for _, list := range [][]string{d.To, d.Cc, d.Bcc} {
		for _, a := range list {
			if _, err := mail.ParseAddress(a); err != nil {
				return memo.Errorf(memo.EInvalid, "%q is not an email address", a)
			}
		}
	}
	if strings.TrimSpace(d.Body) == "" {
		return memo.Errorf(memo.EInvalid, "the email has no text")
	}
	if len(d.Body) > memo.MaxDraftBody {
		return memo.Errorf(memo.ETooLong, "the email is too long")
	}
	return nil
}

// fromMessage reads a Gmail message's headers and labels.
func fromMessage(msg *gapi.Message) memo.Email {
	e := memo.Email{ID: msg.Id, ThreadID: msg.ThreadId, Snippet: msg.Snippet, Truncated: msg.SizeEstimate > MaxReadSize}
	for _, l := range msg.LabelIds {
		if l == "UNREAD" {
			e.Unread = true
		}
	}
	if msg.InternalDate > 0 {
		e.Date = time.UnixMilli(msg.InternalDate).UTC()
	}
	if msg.Payload == nil {
		return e
	}
	for _, h := range msg.Payload.Headers {
		v := decodeHeader(h.Value)
		switch strings.ToLower(h.Name) {
		case "from":
			e.From = v
		case "to":
			e.To = splitAddresses(v)
		case "cc":
			e.Cc = splitAddresses(v)
		case "subject":
			e.Subject = v
		case "message-id":
			e.Header = h.Value
		case "references":
			e.References = h.Value
		case "date":
			if e.Date.IsZero() {
				if t, err := mail.ParseDate(h.Value); err == nil {
					e.Date = t.UTC()
				}
			}
		}
	}
	return e
}

// splitAddresses splits an address header; an unparsable one is kept whole.
func splitAddresses(v string) []string {
	list, err := (&mail.AddressParser{WordDecoder: &decoder}).ParseList(v)
	if err != nil {
		return []string{v}
	}
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = a.String()
	}
	return out
}

// bodyText returns the text of a payload: its text/plain part, else its
// text/html part as text.
func bodyText(p *gapi.MessagePart) string {
	if p == nil {
		return ""
	}
	if plain := findPart(p, "text/plain"); plain != "" {
		return tidy(plain)
	}
	if h := findPart(p, "text/html"); h != "" {
		return htmlText(h)
	}
	return ""
}

// findPart returns the decoded body of the first part of type mimeType.
func findPart(p *gapi.MessagePart, mimeType string) string {
	if strings.EqualFold(p.MimeType, mimeType) && p.Body != nil && p.Body.Data != "" {
		b, err := base64.URLEncoding.DecodeString(p.Body.Data)
		if err != nil {
			b, err = base64.RawURLEncoding.DecodeString(p.Body.Data)
		}
		if err == nil {
			return string(b)
		}
	}
	for _, c := range p.Parts {
		if s := findPart(c, mimeType); s != "" {
			return s
		}
	}
	return ""
}
