package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/memo-assistant/memo"
)

// toolMail is Gmail's tool, and linking the Google account.
const toolMail = "mail"

// mailCall is the arguments of the mail tool, kept small (every planning
// request carries the schema). list/read/reply find mail by from, about
// or position; send writes to the names or addresses in to. body is the
// user's own words: never text taken from a mail. A send or reply only
// drafts: the user confirms it.
type mailCall struct {
	Operation string   `json:"operation"`
	From      string   `json:"from" jsonschema:"sender to find"`
	About     string   `json:"about" jsonschema:"words to find"`
	Unread    bool     `json:"unread"`
	Position  int      `json:"position" jsonschema:"number in the last list shown; 0 none"`
	To        []string `json:"to" jsonschema:"names or addresses as said"`
	Subject   string   `json:"subject"`
	Body      string   `json:"body" jsonschema:"the user's words only"`
}

// Operations of the mail tool.
const (
	mailList       = "list"
	mailLatest     = "latest"
	mailRead       = "read"
	mailSend       = "send"
	mailReply      = "reply"
	mailMarkRead   = "markRead"
	mailMarkUnread = "markUnread"
	mailConnect    = "connectGoogle"
	mailDisconnect = "disconnectGoogle"
)

var mailOps = []string{mailList, mailLatest, mailRead, mailSend, mailReply, mailMarkRead, mailMarkUnread, mailConnect, mailDisconnect}

// mailSpec is the mail tool's entry in toolSpecs.
var mailSpec = toolSpec{toolMail, "Gmail: read, send, reply; connect or disconnect the Google account.", func() (*jsonschema.Schema, error) {
	s, err := jsonschema.For[mailCall](nil)
	if err != nil {
		return nil, err
	}
	enum(s, "operation", mailOps)
	return s, nil
}}

// mail converts a mail call.
func (c converter) mail(a mailCall) (memo.Step, []problem) {
	if !slices.Contains(mailOps, a.Operation) {
		return memo.Step{}, []problem{{msg: fmt.Sprintf("mail operation %s: use one of %s", quote(a.Operation), strings.Join(mailOps, ", "))}}
	}
	step := func(op memo.Op, args memo.EmailArgs) (memo.Step, []problem) {
		return memo.Step{Capability: memo.CapGmail, Operation: op, Email: &args}, nil
	}
	find := memo.EmailArgs{Index: max(a.Position, 0), Filter: memo.EmailFilter{From: a.From, TextContains: a.About}}
	switch a.Operation {
	case mailConnect:
		return memo.Step{Capability: memo.CapSettings, Operation: memo.OpGoogleConnect, Settings: &memo.SettingsArgs{}}, nil
	case mailDisconnect:
		return memo.Step{Capability: memo.CapSettings, Operation: memo.OpGoogleDisconnect, Settings: &memo.SettingsArgs{}}, nil
	case mailList:
		return step(memo.OpEmailList, memo.EmailArgs{Filter: memo.EmailFilter{From: a.From, TextContains: a.About, UnreadOnly: a.Unread}})
	case mailLatest:
		return step(memo.OpEmailLatest, memo.EmailArgs{})
	case mailRead:
		return step(memo.OpEmailGet, find)
	case mailMarkRead:
		return step(memo.OpEmailMarkRead, find)
	case mailMarkUnread:
		return step(memo.OpEmailMarkUnread, find)
	case mailReply:
		find.Body = strings.TrimSpace(a.Body)
		return step(memo.OpEmailReplyPreview, find)
	}
	// send
	var to []string
	for _, t := range a.To {
		if t = strings.TrimSpace(t); t != "" {
			to = append(to, t)
		}
	}
	if len(to) == 0 {
		return memo.Step{}, []problem{{msg: "mail send: to needs the names or addresses the user gave"}}
	}
	return step(memo.OpEmailSendPreview, memo.EmailArgs{To: to, Subject: strings.TrimSpace(a.Subject), Body: strings.TrimSpace(a.Body)})
}
