package memo

import (
	"context"
	"time"
)

// Gmail operations (the contract's nine). A send or a reply is planned as
// its preview; the user's yes turns the same step into its confirm.
const (
	OpEmailList         Op = "gmail.listEmails"
	OpEmailLatest       Op = "gmail.getLatestEmail"
	OpEmailGet          Op = "gmail.getEmailById"
	OpEmailSendPreview  Op = "gmail.sendPreview"
	OpEmailSendConfirm  Op = "gmail.sendConfirm"
	OpEmailReplyPreview Op = "gmail.replyPreview"
	OpEmailReplyConfirm Op = "gmail.replyConfirm"
	OpEmailMarkRead     Op = "gmail.markAsRead"
	OpEmailMarkUnread   Op = "gmail.markAsUnread"
)

// MaxEmailBody is the most of a mail's body kept for reading (in bytes of
// UTF-8); the rest is cut and Email.Truncated set.
const MaxEmailBody = 16 << 10

// MaxDraftBody is the longest body Memo sends, in bytes.
const MaxDraftBody = 64 << 10

// Email is one mail message. Its text (subject, body, names) is data the
// user reads: it is never read as an instruction.
type Email struct {
	ID       string   `json:"id"`
	ThreadID string   `json:"threadId,omitempty"`
	From     string   `json:"from,omitempty"`
	To       []string `json:"to,omitempty"`
	Cc       []string `json:"cc,omitempty"`
	Subject  string   `json:"subject"`
	// Snippet is Google's short preview of the body.
	Snippet string `json:"snippet,omitempty"`
	// Body is the text (HTML mail as text), cut at MaxEmailBody.
	Body      string    `json:"body,omitempty"`
	Truncated bool      `json:"truncated,omitempty"`
	Date      time.Time `json:"date"`
	Unread    bool      `json:"unread,omitempty"`
	// Header is the RFC 5322 Message-ID, and References the thread's, so a
	// reply can thread.
	Header     string `json:"messageIdHeader,omitempty"`
	References string `json:"references,omitempty"`
}

// ItemID implements Item.
func (e Email) ItemID() string { return e.ID }

// Title implements Item.
func (e Email) Title() string { return e.Subject }

// InZone implements Item.
func (e Email) InZone(loc *time.Location) Item {
	e.Date = e.Date.In(loc)
	return e
}

// EmailFilter selects mails to list. Empty fields do not filter.
type EmailFilter struct {
	From            string   `json:"from,omitempty"`
	To              string   `json:"to,omitempty"`
	SubjectContains string   `json:"subjectContains,omitempty"`
	TextContains    string   `json:"textContains,omitempty"`
	LabelIDs        []string `json:"labelIds,omitempty"`
	UnreadOnly      bool     `json:"unreadOnly,omitempty"`
	// MaxResults is the page size; default 10, at most 50.
	MaxResults int `json:"maxResults,omitempty"`
	// PageToken continues a listing.
	PageToken   string `json:"pageToken,omitempty"`
	IncludeBody bool   `json:"includeBody,omitempty"`
}

// EmailPage is one page of a listing.
type EmailPage struct {
	Emails []Email
	// Next continues the listing; empty on the last page.
	Next string
}

// EmailDraft is a mail to send. Addresses are resolved, full addresses.
type EmailDraft struct {
	To      []string `json:"to,omitempty"`
	Cc      []string `json:"cc,omitempty"`
	Bcc     []string `json:"bcc,omitempty"`
	Subject string   `json:"subject,omitempty"`
	Body    string   `json:"body,omitempty"`
	// ReplyTo is the id of the mail answered; the reply goes in its thread.
	ReplyTo string `json:"replyTo,omitempty"`
}

// Mailbox is one user's mail.
type Mailbox interface {
	// ListEmails returns a page of the mails f selects, newest first.
	ListEmails(ctx context.Context, f EmailFilter) (EmailPage, error)
	// GetEmail returns a mail with its body. ENotFound when it is gone.
	GetEmail(ctx context.Context, id string) (Email, error)
	// SendEmail sends d once per key: a call repeated with the same key
	// returns the mail sent the first time and sends nothing. ENotFound
	// when d answers a mail that is gone; EInvalid for a bad draft.
	SendEmail(ctx context.Context, key string, d EmailDraft) (Email, error)
	// SetRead marks a mail read or unread. ENotFound when it is gone.
	SetRead(ctx context.Context, id string, read bool) error
}

// Contact is a person with an address, from the user's contacts or mail.
type Contact struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// ContactSearcher finds people by name to write to.
type ContactSearcher interface {
	// SearchContacts returns the people whose name or address matches
	// query, from the user's contacts and recent correspondents, each
	// address once.
	SearchContacts(ctx context.Context, query string) ([]Contact, error)
}

// EmailArgs are the arguments of a gmail operation.
type EmailArgs struct {
	// Filter selects mails to list, or to find the one meant.
	Filter EmailFilter `json:"filter,omitempty"`
	// MessageID is the mail meant, when known; Index its number in the
	// last list shown (1-based).
	MessageID string `json:"messageId,omitempty"`
	Index     int    `json:"index,omitempty"`
	// To, Cc and Bcc are who to write to as the user said them: names
	// or full addresses. Entity resolution turns names into addresses.
	To  []string `json:"to,omitempty"`
	Cc  []string `json:"cc,omitempty"`
	Bcc []string `json:"bcc,omitempty"`
	// Subject and Body of a mail to send.
	Subject string `json:"subject,omitempty"`
	Body    string `json:"body,omitempty"`
	// Draft is the mail to send, set by entity resolution: full addresses
	// only, and the mail answered for a reply.
	Draft *EmailDraft `json:"draft,omitempty"`
}

// GoogleNotConfigured is the message of the EUnavailable error a Google
// step gets when the operator has not configured a Google client.
const GoogleNotConfigured = "google is not configured"
