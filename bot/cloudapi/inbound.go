package cloudapi

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// ChannelName is the channel's name in memo.Inbound.Channel and in the
// store.
const ChannelName = "cloud"

// kind is what a stored message asks of its turn: bot's kinds, and a
// tapped button or list row, which this channel turns into text first.
type kind = bot.Kind

const (
	kindText        = bot.KindText        // text (or a caption) to run as a turn
	kindVoice       = bot.KindVoice       // audio to download and transcribe first
	kindChoice      = kind("choice")      // a tapped button or list row
	kindNoCaption   = bot.KindNoCaption   // a video without a caption
	kindPhoto       = bot.KindPhoto       // a photo or document for the model to read
	kindUnsupported = bot.KindUnsupported // a type Memo cannot read
)

// parked is a message as the inbox stores it (memo.InboxEntry.Payload, in
// JSON): everything its turn needs, so a message replayed after a restart
// runs as the first would have.
type parked struct {
	Kind kind `json:"kind"`
	// Type is the message's type as Meta named it, for logs.
	Type string `json:"type"`
	// Text is the text or caption.
	Text string `json:"text,omitempty"`
	// Media and Mime are the audio's, photo's or document's media id and
	// type (never the file: a replay fetches it again); Name a
	// document's file name.
	Media string `json:"media,omitempty"`
	Mime  string `json:"mime,omitempty"`
	Name  string `json:"name,omitempty"`
	// Choice and Title are the tapped button's or row's id and title.
	Choice string `json:"choice,omitempty"`
	Title  string `json:"title,omitempty"`
	// Quoted is the id of the message it replies to.
	Quoted string `json:"quoted,omitempty"`
	// Shared is what the message carries besides its words.
	Shared memo.Shared `json:"shared,omitzero"`
}

// Reasons a message is ignored without a word; logged at debug level.
const (
	ignoreNoID      = "no message id"
	ignoreBadSender = "sender is not a phone number"
	ignoreQuiet     = "no content to answer" // stickers, system messages, reactions to no message
	// ignoreOld: Meta's signature carries no time, so a delivery captured
	// once could be posted again after the inbox forgot its id (keep).
	// A message older than MaxAge, or with no timestamp, is refused.
	ignoreOld = "message too old or undated refused"
)

// reNumber is a WhatsApp user's id in the Cloud API: the phone number's
// digits.
var reNumber = regexp.MustCompile(`^[0-9]{6,20}$`)

// convert turns a webhook message into what the inbox stores and the
// dispatcher gets. When the message gets no answer at all it returns the
// reason. now stamps a message without a valid time.
func convert(m Message, now time.Time) (parked, memo.Inbound, string) {
	if m.ID == "" {
		return parked{}, memo.Inbound{}, ignoreNoID
	}
	if !reNumber.MatchString(m.From) {
		return parked{}, memo.Inbound{}, ignoreBadSender
	}
	sent, ok := sentTime(m.Timestamp, now)
	if !ok {
		return parked{}, memo.Inbound{}, ignoreOld
	}
	p := parked{Type: m.Type}
	switch m.Type {
	case "text":
		if m.Text != nil {
			p.Kind, p.Text = kindText, m.Text.Body
		}
	case "interactive":
		var pick *ReplyPick
		if m.Interactive != nil {
			pick = m.Interactive.ButtonReply
			if pick == nil {
				pick = m.Interactive.ListReply
			}
		}
		if pick != nil {
			p.Kind, p.Choice, p.Title, p.Text = kindChoice, pick.ID, pick.Title, pick.Title
		}
	case "button":
		// A template's quick-reply button: its text is the answer.
		if m.Button != nil {
			p.Kind, p.Text = kindText, m.Button.Text
		}
	case "audio":
		if m.Audio != nil {
			p.Kind, p.Media, p.Mime = kindVoice, m.Audio.ID, m.Audio.MimeType
		}
	case "image", "video", "document":
		media := m.Image
		if m.Type == "video" {
			media = m.Video
		} else if m.Type == "document" {
			media = m.Document
		}
		switch {
		case media == nil:
		case m.Type == "video" && strings.TrimSpace(media.Caption) == "":
			p.Kind = kindNoCaption
		case m.Type == "video" || !bot.PointsAtMedia(media.Caption):
			// A caption with a request of its own is the request.
			p.Kind, p.Text = kindText, media.Caption
		case m.Type == "document" && !bot.Readable(media.MimeType):
		default:
			// No caption, or one that only points at the file ("add
			// this"): the model reads it.
			p.Kind, p.Text, p.Media, p.Mime = kindPhoto, media.Caption, media.ID, media.MimeType
			if m.Type == "document" {
				p.Name = media.Filename
			}
		}
	case "contacts":
		if p.Shared.Contacts = cards(m.Contacts); len(p.Shared.Contacts) > 0 {
			p.Kind = kindText
		}
	case "location":
		if l := m.Location; l != nil && l.Latitude.OK && l.Longitude.OK {
			if p.Shared.Place, _ = bot.NewPlace(l.Latitude.V, l.Longitude.V, l.Name, l.Address, l.URL, false); p.Shared.Place != nil {
				p.Kind = kindText
			}
		}
	case "reaction":
		// The Cloud API has no groups: every reaction is to a message of
		// this chat, most likely the bot's; the turn tells by its id.
		if m.Reaction == nil {
			return parked{}, memo.Inbound{}, ignoreQuiet
		}
		r, ok := bot.NewReaction(m.Reaction.MessageID, m.Reaction.Emoji)
		if !ok {
			return parked{}, memo.Inbound{}, ignoreQuiet
		}
		p.Kind, p.Shared.Reaction = kindText, r
	case "sticker", "system", "ephemeral", "request_welcome":
		return parked{}, memo.Inbound{}, ignoreQuiet
	}
	if p.Kind == "" {
		p.Kind = kindUnsupported
	}
	if m.Context != nil {
		p.Quoted = m.Context.ID
		p.Shared.Forwarded = m.Context.Forwarded || m.Context.FrequentlyForwarded
	}
	chat := "+" + m.From
	in := memo.Inbound{
		ChatID: chat, UserID: chat, MessageID: m.ID, Text: p.Text, QuotedMessageID: p.Quoted,
		At: sent, SentAt: sent, Channel: ChannelName, Shared: p.Shared,
	}
	return p, in, ""
}

// sentTime reads a message's timestamp; ok is false when it is missing,
// not a time, or older than MaxAge. One in the future (a clock cannot run
// ahead of the message) is now.
func sentTime(ts string, now time.Time) (time.Time, bool) {
	n, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || n <= 0 {
		return time.Time{}, false
	}
	t := time.Unix(n, 0)
	if now.Sub(t) > MaxAge {
		return time.Time{}, false
	}
	return messageTime(ts, now), true
}

// messageTime reads a webhook's unix-seconds timestamp; a missing one, or
// one in the future (a clock cannot run ahead of the message), is now.
func messageTime(ts string, now time.Time) time.Time {
	n, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || n <= 0 {
		return now
	}
	t := time.Unix(n, 0)
	if t.After(now) {
		return now
	}
	return t
}

// rebuild is the dispatcher's message a stored entry holds, its payload
// included.
func rebuild(e memo.InboxEntry) (memo.Inbound, error) {
	var p parked
	if err := json.Unmarshal(e.Payload, &p); err != nil {
		return memo.Inbound{}, fmt.Errorf("decode stored message: %w", err)
	}
	return memo.Inbound{
		ChatID: e.ChatID, UserID: e.ChatID, MessageID: e.MessageID, Text: p.Text, QuotedMessageID: p.Quoted,
		At: e.At, SentAt: e.At, Channel: ChannelName, Payload: e.Payload, Shared: p.Shared,
	}, nil
}

// cards are a "contacts" message's cards, at most bot.MaxCards: each
// with its formatted name (else its parts), every phone (its wa_id when
// the number is missing), every email and the company.
func cards(in []CardJSON) []memo.Card {
	var out []memo.Card
	for _, c := range in {
		if len(out) == bot.MaxCards {
			break
		}
		name := c.Name.FormattedName
		if strings.TrimSpace(name) == "" {
			name = strings.Join([]string{c.Name.Prefix, c.Name.FirstName, c.Name.MiddleName, c.Name.LastName, c.Name.Suffix}, " ")
		}
		var phones, emails []string
		for _, p := range c.Phones {
			if strings.TrimSpace(p.Phone) == "" && p.WaID != "" {
				p.Phone = "+" + p.WaID
			}
			phones = append(phones, p.Phone)
		}
		for _, e := range c.Emails {
			emails = append(emails, e.Email)
		}
		var org string
		if c.Org != nil {
			org = c.Org.Company
		}
		if card, ok := bot.NewCard(name, phones, emails, org); ok {
			out = append(out, card)
		}
	}
	return out
}

// phone is the Cloud API's recipient for a chat id: the number's digits.
func phone(chatID string) (string, bool) {
	n, ok := strings.CutPrefix(chatID, "+")
	return n, ok && reNumber.MatchString(n)
}
