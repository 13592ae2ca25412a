package whatsapp

import (
	"fmt"
	"strings"

	"go.mau.fi/whatsmeow/types"
)

// ChatID returns the chat id of jid: "+<number>" for a phone-number JID,
// the bare JID string otherwise (groups, hidden ids). Devices and agents are
// dropped, so every device of a person maps to one chat.
func ChatID(jid types.JID) string {
	jid = jid.ToNonAD()
	if jid.Server == types.DefaultUserServer && jid.User != "" {
		return "+" + jid.User
	}
	return jid.String()
}

// MemberChatID names one member's conversation in a group: the group's
// chat id and the member's, joined by "/" ("120363…@g.us/+972501234567").
// Conversation state (the pending question, the last numbered list, the
// recent turns) and the chat's queue are keyed by it, so members of one
// group never answer each other's questions or see each other's lists;
// replies still go to the group (ChatJID returns the group).
func MemberChatID(group, member types.JID) string {
	return ChatID(group) + "/" + ChatID(member)
}

// ChatJID is the inverse of ChatID: "+972501234567" (spaces and dashes
// allowed) or a JID string; for a MemberChatID, the group's JID.
// ErrBadChatID for anything else, a number that is too short, or a JID of a
// server Memo does not talk to (status, broadcast, newsletters).
func ChatJID(chatID string) (types.JID, error) {
	if g, member, ok := strings.Cut(chatID, "/"); ok {
		jid, err := ChatJID(g)
		if err != nil || jid.Server != types.GroupServer {
			return types.JID{}, fmt.Errorf("%w: %q", ErrBadChatID, chatID)
		}
		if m, err := ChatJID(member); err != nil || m.Server == types.GroupServer {
			return types.JID{}, fmt.Errorf("%w: %q", ErrBadChatID, chatID)
		}
		return jid, nil
	}
	if strings.HasPrefix(chatID, "+") {
		n, ok := Number(chatID)
		if !ok {
			return types.JID{}, fmt.Errorf("%w: %q", ErrBadChatID, chatID)
		}
		return types.NewJID(n, types.DefaultUserServer), nil
	}
	if !strings.Contains(chatID, "@") {
		return types.JID{}, fmt.Errorf("%w: %q", ErrBadChatID, chatID)
	}
	jid, err := types.ParseJID(chatID)
	if err != nil {
		return types.JID{}, fmt.Errorf("%w: %q: %v", ErrBadChatID, chatID, err)
	}
	if !validPeer(jid) {
		return types.JID{}, fmt.Errorf("%w: %q", ErrBadChatID, chatID)
	}
	return jid.ToNonAD(), nil
}

// validPeer reports whether jid is a person or a group Memo may talk to.
func validPeer(jid types.JID) bool {
	if jid.User == "" {
		return false
	}
	switch jid.Server {
	case types.DefaultUserServer:
		_, ok := Number(jid.User)
		return ok
	case types.HiddenUserServer, types.GroupServer:
		return true
	}
	return false
}

// Number normalises a phone number to its digits: "+972 50-123-4567" →
// "972501234567". ok is false when anything but digits, spaces, dashes,
// dots, parentheses and one leading "+" is present, or when fewer than 7 or
// more than 15 digits remain (E.164 allows 15).
func Number(s string) (digits string, ok bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "+")
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '.' || r == '(' || r == ')':
		default:
			return "", false
		}
	}
	d := b.String()
	if len(d) < 7 || len(d) > 15 || d[0] == '0' {
		return "", false
	}
	return d, true
}

// ParseNumbers parses a comma- or space-separated list of phone numbers
// (MEMO_ALLOWED_NUMBERS) into their digits. The error names the first entry
// that is not a number.
func ParseNumbers(list string) ([]string, error) {
	var out []string
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		d, ok := Number(f)
		if !ok {
			return nil, fmt.Errorf("%q is not a phone number in international form", f)
		}
		out = append(out, d)
	}
	return out, nil
}
