package whatsapp

import (
	"encoding/json"
	"fmt"
	"time"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Journal keeps the messages HandleEvent accepted until their replies are
// sent: the durable inbox the Cloud API channel uses too (bot.InboxStore),
// with channel ChannelName. *sqldb.DB implements it.
type Journal = bot.InboxStore

// Requeuer queues a message whose id is already claimed (bot.Requeuer);
// *bot.Dispatcher implements it.
type Requeuer = bot.Requeuer

const (
	// RecoverWindow is how far back Recover looks for messages a restart
	// left unanswered, as the Cloud API channel does.
	RecoverWindow = bot.DefaultRecoverWindow
	// journalTimeout bounds a journal write on whatsmeow's receive loop.
	journalTimeout = 5 * time.Second
	// pruneEvery is how often Run prunes the journal.
	pruneEvery = time.Hour
)

// parked is a message as the journal stores it (memo.InboxEntry.Payload,
// in JSON): everything its turn needs, so a message replayed after a
// restart runs as the first would have.
type parked struct {
	Kind string `json:"kind"`
	// What is the content type, for logs.
	What string `json:"what"`
	// Text is the text or caption.
	Text string `json:"text,omitempty"`
	// User is the sender's user id.
	User string `json:"user"`
	// Quoted and QuotedText are the message it replies to.
	Quoted     string `json:"quoted,omitempty"`
	QuotedText string `json:"quoted_text,omitempty"`
	// Chat is where replies go, RawChat the chat as the event named it
	// (receipts go there), Sender who sent it: JIDs.
	Chat    string `json:"chat"`
	RawChat string `json:"raw_chat"`
	Sender  string `json:"sender"`
	Group   bool   `json:"group,omitempty"`
	// Audio is the voice note's AudioMessage, in protobuf.
	Audio []byte `json:"audio,omitempty"`
	// Image and Document are the photo's ImageMessage or the document's
	// DocumentMessage for the model to read, in protobuf: what fetching
	// the file needs, never the file or its thumbnail.
	// File says which of them the message holds ("image", "document"),
	// also when its encoding is empty.
	Image    []byte `json:"image,omitempty"`
	Document []byte `json:"document,omitempty"`
	File     string `json:"file,omitempty"`
	// Shared is what the message carries besides its words.
	Shared memo.Shared `json:"shared,omitzero"`
}

// encode is m as the journal stores it.
func encode(m message) ([]byte, error) {
	p := parked{
		Kind: string(m.kind), What: m.what, Text: m.in.Text, User: m.in.UserID,
		Quoted: m.in.QuotedMessageID, QuotedText: m.in.QuotedText,
		Chat: m.chat.String(), RawChat: m.rawChat.String(), Sender: m.sender.String(), Group: m.group,
		Shared: m.in.Shared,
	}
	if m.audio != nil {
		b, err := proto.Marshal(m.audio)
		if err != nil {
			return nil, fmt.Errorf("encode voice note: %w", err)
		}
		p.Audio = b
	}
	if m.image != nil {
		b, err := proto.Marshal(m.image)
		if err != nil {
			return nil, fmt.Errorf("encode photo: %w", err)
		}
		p.Image, p.File = b, mediaImage
	}
	if m.doc != nil {
		b, err := proto.Marshal(m.doc)
		if err != nil {
			return nil, fmt.Errorf("encode document: %w", err)
		}
		p.Document, p.File = b, mediaDocument
	}
	return json.Marshal(p)
}

// decode rebuilds a journaled message: the dispatcher's Inbound and what
// the turn needs.
func decode(e memo.InboxEntry) (message, error) {
	var p parked
	if err := json.Unmarshal(e.Payload, &p); err != nil {
		return message{}, fmt.Errorf("decode stored message: %w", err)
	}
	m := message{what: p.What, group: p.Group, mention: p.Group}
	switch m.kind = kind(p.Kind); m.kind {
	case kindText, kindVoice, kindNoCaption, kindPhoto, kindUnsupported:
	default:
		return message{}, fmt.Errorf("decode stored message: unknown kind %q", p.Kind)
	}
	for _, j := range []struct {
		s   string
		dst *types.JID
	}{{p.Chat, &m.chat}, {p.RawChat, &m.rawChat}, {p.Sender, &m.sender}} {
		jid, err := types.ParseJID(j.s)
		if err != nil {
			return message{}, fmt.Errorf("decode stored message: %w", err)
		}
		*j.dst = jid
	}
	if len(p.Audio) > 0 {
		m.audio = &waE2E.AudioMessage{}
		if err := proto.Unmarshal(p.Audio, m.audio); err != nil {
			return message{}, fmt.Errorf("decode stored voice note: %w", err)
		}
	}
	if p.File == mediaImage {
		m.image = &waE2E.ImageMessage{}
		if err := proto.Unmarshal(p.Image, m.image); err != nil {
			return message{}, fmt.Errorf("decode stored photo: %w", err)
		}
	}
	if p.File == mediaDocument {
		m.doc = &waE2E.DocumentMessage{}
		if err := proto.Unmarshal(p.Document, m.doc); err != nil {
			return message{}, fmt.Errorf("decode stored document: %w", err)
		}
	}
	m.in = memo.Inbound{
		ChatID: e.ChatID, UserID: p.User, MessageID: e.MessageID, Text: p.Text,
		QuotedMessageID: p.Quoted, QuotedText: p.QuotedText, At: e.At, SentAt: e.At, Channel: ChannelName,
		Payload: e.Payload, Shared: p.Shared,
	}
	return m, nil
}
