package whatsapp

import (
	"slices"
	"strings"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Self is the bot's own identity: its phone-number JID and its hidden id
// (LID). Group messages address the bot by either.
type Self struct {
	PN  types.JID
	LID types.JID
}

// is reports whether jid names the bot (any device).
func (s Self) is(jid types.JID) bool {
	if jid.User == "" {
		return false
	}
	switch jid.Server {
	case types.DefaultUserServer:
		return jid.User == s.PN.User
	case types.HiddenUserServer:
		return jid.User == s.LID.User
	}
	return false
}

// kind is what a converted message asks of the turn (bot.Kind).
type kind = bot.Kind

const (
	kindText        = bot.KindText        // text (or a caption) to run as a turn
	kindVoice       = bot.KindVoice       // a voice note to download and transcribe first
	kindNoCaption   = bot.KindNoCaption   // a video without a caption
	kindPhoto       = bot.KindPhoto       // a photo or document for the model to read
	kindUnsupported = bot.KindUnsupported // a sticker-less type Memo cannot read
)

// message is a converted event: the Inbound the dispatcher gets and what
// the turn needs to finish the job off the receive loop.
type message struct {
	in      memo.Inbound
	kind    kind
	chat    types.JID // where replies go
	rawChat types.JID // the chat as the event named it; receipts go there
	sender  types.JID // who sent it (AD part dropped)
	group   bool
	audio   *waE2E.AudioMessage
	image   *waE2E.ImageMessage    // a photo for the model, no thumbnail
	doc     *waE2E.DocumentMessage // a PDF or image document for the model, no thumbnail
	what    string                 // the message's content type, for logs
	mention bool                   // a group message that named or replied to the bot
}

// Reasons convert ignores a message; they are logged at debug level.
const (
	ignoreNil         = "no message"
	ignoreStatus      = "status broadcast"
	ignoreBroadcast   = "broadcast or newsletter"
	ignoreOwn         = "own message"
	ignoreBadSender   = "sender is not a person"
	ignoreBadChat     = "chat is not a person or group"
	ignoreGroupsOff   = "groups are off"
	ignoreNotAddresed = "group message not addressed to the bot"
	ignoreQuiet       = "no content to answer" // reactions, receipts, protocol messages
	ignoreEdit        = "edit of an earlier message"
)

// quiet are content fields that never get an answer, not even a polite
// one: protocol traffic, encrypted reactions, stickers, edits and the
// like. A reaction (reactionMessage) is read before these are looked at.
var quiet = []protoreflect.Name{
	"messageContextInfo", "senderKeyDistributionMessage", "protocolMessage",
	"encReactionMessage", "stickerMessage", "lottieStickerMessage",
	"pollUpdateMessage", "keepInChatMessage", "pinInChatMessage", "callLogMesssage",
	"stickerSyncRmrMessage", "placeholderMessage", "botInvokeMessage", "editedMessage",
	"fastRatchetKeySenderKeyDistributionMessage", "lidMigrationMappingSyncMessage",
	"peerDataOperationRequestMessage", "peerDataOperationRequestResponseMessage",
	"secretEncryptedMessage", "encEventResponseMessage", "encCommentMessage",
	"statusMentionMessage", "stickerPackMessage",
}

// convert turns evt into a message. When the message is to be ignored it
// returns the reason. It does no I/O: it runs on whatsmeow's receive loop.
func convert(evt *events.Message, self Self, groups bool) (message, string) {
	if evt == nil || evt.Message == nil {
		return message{}, ignoreNil
	}
	info := evt.Info
	switch {
	case info.Chat.Server == types.BroadcastServer && info.Chat.User == types.StatusBroadcastJID.User:
		return message{}, ignoreStatus
	case info.Chat.Server == types.BroadcastServer || info.Chat.Server == types.NewsletterServer:
		return message{}, ignoreBroadcast
	case info.IsFromMe || self.is(info.Sender):
		return message{}, ignoreOwn
	case evt.IsEdit || info.Edit != "":
		return message{}, ignoreEdit
	}
	sender := person(info.Sender, info.SenderAlt)
	if !validPeer(sender) || sender.Server == types.GroupServer {
		return message{}, ignoreBadSender
	}
	m := message{kind: kindText, sender: sender, group: info.Chat.Server == types.GroupServer}
	if m.group {
		if !groups {
			return message{}, ignoreGroupsOff
		}
		m.chat = info.Chat.ToNonAD()
	} else {
		m.chat = sender
	}
	if !validPeer(m.chat) {
		return message{}, ignoreBadChat
	}

	msg := unwrap(evt.Message)
	var ctx *waE2E.ContextInfo
	reacted := false // a reaction to the bot's message
	switch {
	case msg.GetConversation() != "":
		m.in.Text, m.what = msg.GetConversation(), "text"
	case msg.GetExtendedTextMessage() != nil:
		x := msg.GetExtendedTextMessage()
		m.in.Text, ctx, m.what = x.GetText(), x.GetContextInfo(), "text"
	case msg.GetAudioMessage() != nil:
		a := msg.GetAudioMessage()
		m.kind, m.audio, ctx, m.what = kindVoice, a, a.GetContextInfo(), "voice"
	case msg.GetImageMessage() != nil:
		x := msg.GetImageMessage()
		m.in.Text, ctx, m.what = x.GetCaption(), x.GetContextInfo(), "image"
		m.image = bareImage(x)
	case msg.GetVideoMessage() != nil:
		x := msg.GetVideoMessage()
		m.in.Text, ctx, m.what = x.GetCaption(), x.GetContextInfo(), "video"
	case msg.GetDocumentMessage() != nil:
		// Its caption is read, as on the Cloud API; a PDF or an image
		// with no request of its own is read by the model.
		x := msg.GetDocumentMessage()
		m.in.Text, ctx, m.what = x.GetCaption(), x.GetContextInfo(), "document"
		m.doc = bareDocument(x)
	case msg.GetContactMessage() != nil || msg.GetContactsArrayMessage() != nil:
		m.in.Shared.Contacts, ctx = contacts(msg)
		m.what = "contacts"
		if len(m.in.Shared.Contacts) == 0 {
			m.kind = kindUnsupported
		}
	case msg.GetLocationMessage() != nil || msg.GetLiveLocationMessage() != nil:
		m.in.Shared.Place, m.in.Text, ctx = location(msg)
		m.what = "location"
		if m.in.Shared.Place == nil {
			m.kind, m.in.Text = kindUnsupported, ""
		}
	case msg.GetReactionMessage() != nil:
		m.in.Shared.Reaction = reaction(msg.GetReactionMessage(), self, m.group)
		if m.in.Shared.Reaction == nil {
			return message{}, ignoreQuiet
		}
		m.what, reacted = "reaction", true
	default:
		fields := contentFields(msg)
		if len(fields) == 0 {
			return message{}, ignoreQuiet
		}
		m.kind, m.what = kindUnsupported, strings.Join(fields, ",")
	}
	if m.what == "video" && strings.TrimSpace(m.in.Text) == "" {
		m.kind = kindNoCaption
	}
	if ctx != nil {
		m.in.QuotedMessageID = ctx.GetStanzaID()
		m.in.QuotedText = quotedText(ctx.GetQuotedMessage())
		m.in.Shared.Forwarded = forwarded(ctx)
	}
	if m.group {
		m.mention = reacted || addressed(ctx, self)
		if !m.mention {
			return message{}, ignoreNotAddresed
		}
		m.in.Text = stripMentions(m.in.Text, self)
	}
	photo(&m)
	m.in.ChatID = ChatID(m.chat)
	if m.group {
		m.in.ChatID = MemberChatID(m.chat, sender)
	}
	m.in.UserID = ChatID(sender)
	m.in.MessageID = info.ID
	m.in.At, m.in.SentAt = info.Timestamp, info.Timestamp
	return m, ""
}

// quotedText is the text of a quoted message (its caption, for media), so
// "remember this" in reply to a message can save it; "" when it has none.
func quotedText(q *waE2E.Message) string {
	switch {
	case q == nil:
		return ""
	case q.GetConversation() != "":
		return q.GetConversation()
	case q.GetExtendedTextMessage() != nil:
		return q.GetExtendedTextMessage().GetText()
	case q.GetImageMessage() != nil:
		return q.GetImageMessage().GetCaption()
	case q.GetVideoMessage() != nil:
		return q.GetVideoMessage().GetCaption()
	case q.GetDocumentMessage() != nil:
		return q.GetDocumentMessage().GetCaption()
	}
	return ""
}

// person returns the sender's phone-number JID when it is known (directly
// or as the alternative of a hidden id), else the hidden id.
func person(sender, alt types.JID) types.JID {
	sender = sender.ToNonAD()
	if sender.Server == types.HiddenUserServer && alt.Server == types.DefaultUserServer && alt.User != "" {
		return alt.ToNonAD()
	}
	return sender
}

// unwrap removes the envelopes a message may travel in (disappearing,
// view-once, document with caption), however deeply nested.
func unwrap(m *waE2E.Message) *waE2E.Message {
	for range 8 {
		var inner *waE2E.Message
		switch {
		case m.GetEphemeralMessage().GetMessage() != nil:
			inner = m.GetEphemeralMessage().GetMessage()
		case m.GetViewOnceMessage().GetMessage() != nil:
			inner = m.GetViewOnceMessage().GetMessage()
		case m.GetViewOnceMessageV2().GetMessage() != nil:
			inner = m.GetViewOnceMessageV2().GetMessage()
		case m.GetViewOnceMessageV2Extension().GetMessage() != nil:
			inner = m.GetViewOnceMessageV2Extension().GetMessage()
		case m.GetDocumentWithCaptionMessage().GetMessage() != nil:
			inner = m.GetDocumentWithCaptionMessage().GetMessage()
		case m.GetDeviceSentMessage().GetMessage() != nil:
			inner = m.GetDeviceSentMessage().GetMessage()
		default:
			return m
		}
		m = inner
	}
	return m
}

// contentFields names the fields of m that carry content Memo does not
// handle; quiet fields are left out, so an empty result means there is
// nothing to answer.
func contentFields(m *waE2E.Message) []string {
	var out []string
	m.ProtoReflect().Range(func(fd protoreflect.FieldDescriptor, _ protoreflect.Value) bool {
		if !slices.Contains(quiet, fd.Name()) {
			out = append(out, string(fd.Name()))
		}
		return true
	})
	return out
}

// addressed reports whether a group message mentions the bot or replies to
// one of its messages.
func addressed(ctx *waE2E.ContextInfo, self Self) bool {
	if ctx == nil {
		return false
	}
	for _, s := range ctx.GetMentionedJID() {
		if jid, err := types.ParseJID(s); err == nil && self.is(jid) {
			return true
		}
	}
	if ctx.GetStanzaID() != "" && ctx.GetParticipant() != "" {
		if jid, err := types.ParseJID(ctx.GetParticipant()); err == nil && self.is(jid) {
			return true
		}
	}
	return false
}

// stripMentions removes "@<bot>" from text, so the planner sees only the
// request. Line breaks are kept: a message may be a list, one item a line.
func stripMentions(text string, self Self) string {
	for _, u := range []string{self.PN.User, self.LID.User} {
		if u != "" {
			text = strings.ReplaceAll(text, "@"+u, "")
		}
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// photo decides what a photo or document message asks (its mentions
// already stripped): with a caption of its own, the caption is the
// request and the file is left; with none, or one that only points at it
// ("add this"), a photo, a PDF or an image document is for the model to
// read, and a document of any other type cannot be read.
func photo(m *message) {
	if m.image == nil && m.doc == nil {
		return
	}
	switch {
	case !bot.PointsAtMedia(m.in.Text):
		m.image, m.doc = nil, nil
	case m.doc != nil && !bot.Readable(m.doc.GetMimetype()):
		m.kind, m.in.Text, m.doc = kindUnsupported, "", nil
	default:
		m.kind = kindPhoto
	}
}

// bareImage is what fetching x needs, and nothing else: no thumbnail (the
// photo's bytes are never stored), no caption, no context.
func bareImage(x *waE2E.ImageMessage) *waE2E.ImageMessage {
	return &waE2E.ImageMessage{
		Mimetype: x.Mimetype, DirectPath: x.DirectPath, MediaKey: x.MediaKey,
		FileEncSHA256: x.FileEncSHA256, FileSHA256: x.FileSHA256, FileLength: x.FileLength,
	}
}

// bareDocument is what fetching x needs and its file name, and nothing
// else.
func bareDocument(x *waE2E.DocumentMessage) *waE2E.DocumentMessage {
	return &waE2E.DocumentMessage{
		Mimetype: x.Mimetype, FileName: x.FileName, DirectPath: x.DirectPath, MediaKey: x.MediaKey,
		FileEncSHA256: x.FileEncSHA256, FileSHA256: x.FileSHA256, FileLength: x.FileLength,
	}
}
