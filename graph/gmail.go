package graph

import (
	"context"
	"net/mail"
	"strings"

	"github.com/memo-assistant/memo"
)

// MailSource gives each user's mailbox and the people they can write to.
type MailSource interface {
	// Mail returns the user's mailbox. EUnlinked when the user has not
	// linked a Google account.
	Mail(ctx context.Context, userID string) (memo.Mailbox, memo.ContactSearcher, error)
}

// mailbox returns the user's mailbox, or the error to show.
func (r *Runner) mailbox(ctx context.Context, sc scene) (memo.Mailbox, memo.ContactSearcher, error) {
	if r.cfg.Mail == nil {
		return nil, nil, memo.Errorf(memo.EUnavailable, memo.GoogleNotConfigured)
	}
	return r.cfg.Mail.Mail(ctx, sc.user.ID)
}

// emailTargets are the operations that act on one existing mail.
func emailTarget(op memo.Op) bool {
	switch op {
	case memo.OpEmailGet, memo.OpEmailMarkRead, memo.OpEmailMarkUnread, memo.OpEmailReplyPreview, memo.OpEmailReplyConfirm:
		return true
	}
	return false
}

// mailErr tells the writer what an error of the mailbox means for the
// user: a mail that is gone, a draft Gmail refused. Other codes are worded
// by the writer as they are.
func mailErr(err error) error {
	var why memo.Why
	switch memo.ErrorCodeOf(err) {
	case memo.ENotFound:
		why = memo.WhyMailGone
	case memo.EInvalid:
		why = memo.WhyMailRefused
	default:
		return err
	}
	e := memo.Refuse(memo.ErrorCodeOf(err), why, memo.Detail{})
	e.Err = err
	return e
}

// resolveEmail finds the mail a step acts on and the addresses of the
// people a send names. A name with several addresses is asked about; one
// with none is not found; nothing is ever sent to a guessed address.
func (r *Runner) resolveEmail(ctx context.Context, sc scene, step *memo.Step, spent *memo.Usage) (*memo.Pending, error) {
	a := step.Email
	if step.Operation == memo.OpEmailList || step.Operation == memo.OpEmailLatest {
		return nil, nil
	}
	box, people, err := r.mailbox(ctx, sc)
	if err != nil {
		return nil, err
	}
	if emailTarget(step.Operation) && a.MessageID == "" {
		if q, err := r.findEmail(ctx, sc, box, a); err != nil || q != nil {
			return q, err
		}
	}
	if r.cfg.Memory != nil {
		people = &savedPeople{mem: r.cfg.Memory, userID: sc.user.ID, next: people, spent: spent}
	}
	return r.resolveDraft(ctx, sc, step, box, people)
}

// resolveDraft makes the draft of a send or a reply.
func (r *Runner) resolveDraft(ctx context.Context, sc scene, step *memo.Step, box memo.Mailbox, people memo.ContactSearcher) (*memo.Pending, error) {
	a := step.Email
	switch step.Operation {
	case memo.OpEmailSendPreview:
		for _, list := range []*[]string{&a.To, &a.Cc, &a.Bcc} {
			for i, name := range *list {
				addr, q, err := recipient(ctx, people, name)
				if err != nil || q != nil {
					return q, err
				}
				(*list)[i] = addr
			}
		}
		if len(a.To) == 0 {
			return nil, memo.Refuse(memo.EInvalid, memo.WhyNoRecipient, memo.Detail{})
		}
		a.Draft = &memo.EmailDraft{To: a.To, Cc: a.Cc, Bcc: a.Bcc, Subject: a.Subject, Body: a.Body}
	case memo.OpEmailReplyPreview:
		orig, err := box.GetEmail(ctx, a.MessageID)
		if err != nil {
			return nil, mailErr(err)
		}
		to, err := mail.ParseAddress(orig.From)
		if err != nil {
			return nil, memo.Refuse(memo.EInvalid, memo.WhyNoSender, memo.Detail{})
		}
		subject := orig.Subject
		if !strings.HasPrefix(strings.ToLower(subject), "re:") {
			subject = "Re: " + subject
		}
		a.Draft = &memo.EmailDraft{To: []string{to.Address}, Subject: subject, Body: a.Body, ReplyTo: a.MessageID}
	}
	return nil, nil
}

// findEmail sets a.MessageID from the number of a mail in the last list
// shown, from the filter the user gave, or from the one mail shown last.
func (r *Runner) findEmail(ctx context.Context, sc scene, box memo.Mailbox, a *memo.EmailArgs) (*memo.Pending, error) {
	n := sc.numbered
	shown := n != nil && n.Kind == memo.NumberedEmails
	switch {
	case a.Index > 0:
		if !shown || a.Index > len(n.IDs) {
			return nil, memo.Refuse(memo.ENotFound, memo.WhyNoMailNumber, memo.Detail{N: a.Index})
		}
		a.MessageID = n.IDs[a.Index-1]
		return nil, nil
	case a.Filter.From != "" || a.Filter.SubjectContains != "" || a.Filter.TextContains != "":
		f := a.Filter
		f.MaxResults = 5
		page, err := box.ListEmails(ctx, f)
		if err != nil {
			return nil, err
		}
		switch len(page.Emails) {
		case 0:
			return nil, memo.Refuse(memo.ENotFound, memo.WhyMailNotFound, memo.Detail{})
		case 1:
			a.MessageID = page.Emails[0].ID
			return nil, nil
		}
		q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEmail, Subject: firstOf(f.From, f.SubjectContains, f.TextContains)}
		for _, e := range page.Emails {
			when := e.Date
			q.Options = append(q.Options, memo.Option{Label: emailLabel(e), IDs: []string{e.ID}, When: &when})
		}
		return q, nil
	case shown && len(n.IDs) == 1:
		a.MessageID = n.IDs[0] // "mark it as read" after reading one
		return nil, nil
	case shown:
		q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEmail}
		for i, id := range n.IDs {
			q.Options = append(q.Options, memo.Option{Label: n.Titles[i], IDs: []string{id}})
		}
		return q, nil
	}
	return nil, memo.Refuse(memo.EInvalid, memo.WhyWhichMail, memo.Detail{})
}

// recipient turns a name into one address: a full address is used as it
// is; a name is looked up in the contacts the user saved with Memo, and
// in their Google contacts and recent mail.
func recipient(ctx context.Context, people memo.ContactSearcher, name string) (string, *memo.Pending, error) {
	name = strings.TrimSpace(name)
	if p, err := mail.ParseAddress(name); err == nil {
		return p.Address, nil, nil
	}
	if strings.Contains(name, "@") {
		return "", nil, memo.Refuse(memo.EInvalid, memo.WhyNotAnAddress, memo.Detail{Name: name})
	}
	found, err := people.SearchContacts(ctx, name)
	if err != nil {
		return "", nil, err
	}
	switch len(found) {
	case 0:
		return "", nil, memo.Refuse(memo.ENotFound, memo.WhyNoAddress, memo.Detail{Name: name})
	case 1:
		return found[0].Email, nil, nil
	}
	q := &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichRecipient, Subject: name}
	for _, c := range found {
		label := c.Email
		if c.Name != "" {
			label = c.Name + " <" + c.Email + ">"
		}
		q.Options = append(q.Options, memo.Option{Label: label, IDs: []string{c.Email}})
	}
	return "", q, nil
}

// applyRecipient puts the address chosen for the name Subject in place of
// the name.
func applyRecipient(step *memo.Step, p memo.Pending, ids []string) bool {
	if step.Email == nil || len(ids) != 1 {
		return false
	}
	for _, list := range []*[]string{&step.Email.To, &step.Email.Cc, &step.Email.Bcc} {
		for i, name := range *list {
			if name == p.Subject {
				(*list)[i] = ids[0]
				return true
			}
		}
	}
	return false
}

// gateEmail confirms every send: the draft is shown, and it goes out only
// on this user's yes to it in this chat (the answer sets Confirmed).
func (r *Runner) gateEmail(sc scene, step memo.Step) (*memo.Pending, error) {
	switch step.Operation {
	case memo.OpEmailSendPreview, memo.OpEmailReplyPreview:
	default:
		return nil, nil
	}
	d := step.Email.Draft
	if d == nil {
		return nil, memo.Refuse(memo.EInvalid, memo.WhyNoDraft, memo.Detail{})
	}
	if strings.TrimSpace(d.Body) == "" {
		return nil, memo.Refuse(memo.EInvalid, memo.WhyEmptyMail, memo.Detail{})
	}
	if len(d.Body) > memo.MaxDraftBody {
		return nil, memo.Errorf(memo.ETooLong, "email body too long")
	}
	if step.Confirmed {
		return nil, nil
	}
	return &memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmSend, Subject: strings.Join(d.To, ", ")}, nil
}

// executeEmail runs a gmail step. A preview step runs only once confirmed,
// and then sends, once per idempotency key.
func (r *Runner) executeEmail(ctx context.Context, sc scene, key string, step memo.Step) (memo.Result, error) {
	box, _, err := r.mailbox(ctx, sc)
	if err != nil {
		return memo.Result{}, err
	}
	res, err := r.runEmail(ctx, key, step, box)
	if err != nil {
		return memo.Result{}, mailErr(err)
	}
	return res, nil
}

// runEmail calls the mailbox for a gmail step.
func (r *Runner) runEmail(ctx context.Context, key string, step memo.Step, box memo.Mailbox) (memo.Result, error) {
	a := step.Email
	one := func(op memo.Op, e memo.Email) memo.Result { return memo.NewResult(memo.CapGmail, op, []memo.Item{e}) }
	switch step.Operation {
	case memo.OpEmailList:
		page, err := box.ListEmails(ctx, a.Filter)
		if err != nil {
			return memo.Result{}, err
		}
		items := make([]memo.Item, len(page.Emails))
		for i, e := range page.Emails {
			items[i] = e
		}
		out := memo.NewResult(memo.CapGmail, step.Operation, items)
		if page.Next != "" {
			out.Meta.Summaries = []string{page.Next}
		}
		return out, nil
	case memo.OpEmailLatest:
		f := a.Filter
		f.MaxResults = 1
		page, err := box.ListEmails(ctx, f)
		if err != nil {
			return memo.Result{}, err
		}
		if len(page.Emails) == 0 {
			return memo.NewResult(memo.CapGmail, step.Operation, nil), nil
		}
		e, err := box.GetEmail(ctx, page.Emails[0].ID)
		if err != nil {
			return memo.Result{}, err
		}
		return one(step.Operation, e), nil
	case memo.OpEmailGet:
		e, err := box.GetEmail(ctx, a.MessageID)
		if err != nil {
			return memo.Result{}, err
		}
		return one(step.Operation, e), nil
	case memo.OpEmailMarkRead, memo.OpEmailMarkUnread:
		if err := box.SetRead(ctx, a.MessageID, step.Operation == memo.OpEmailMarkRead); err != nil {
			return memo.Result{}, err
		}
		out := memo.NewResult(memo.CapGmail, step.Operation, nil)
		out.Meta.Updated = 1
		return out, nil
	case memo.OpEmailSendPreview, memo.OpEmailReplyPreview:
		if !step.Confirmed || a.Draft == nil {
			return memo.Result{}, memo.Errorf(memo.EInvalid, "a mail is sent only after a yes to its draft")
		}
		sent, err := box.SendEmail(ctx, key, *a.Draft)
		if err != nil {
			return memo.Result{}, err
		}
		op := memo.OpEmailSendConfirm
		if step.Operation == memo.OpEmailReplyPreview {
			op = memo.OpEmailReplyConfirm
		}
		out := one(op, sent)
		out.Meta.Created = 1
		return out, nil
	}
	return memo.Result{}, memo.Errorf(memo.EInvalid, "unknown gmail operation %q", step.Operation.Name())
}

// emailLabel is how a mail is named in a question: its subject and sender.
func emailLabel(e memo.Email) string {
	s := e.Subject
	if s == "" {
		s = "(no subject)"
	}
	if e.From != "" {
		if p, err := mail.ParseAddress(e.From); err == nil && p.Name != "" {
			return s + " — " + p.Name
		}
		return s + " — " + e.From
	}
	return s
}

func firstOf(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}
