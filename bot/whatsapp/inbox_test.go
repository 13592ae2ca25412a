package whatsapp_test

import (
	"reflect"
	"time"

	"context"
	"errors"
	"strings"
	"testing"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/whatsapp"
)

func TestInboxConvertsAndAnswers(t *testing.T) {
	quoted := &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text:        proto.String("done"),
		ContextInfo: &waE2E.ContextInfo{StanzaID: proto.String("BOT-REMINDER-1"), Participant: proto.String(botPN.String())},
	}}
	rememberThis := &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text: proto.String("remember this"),
		ContextInfo: &waE2E.ContextInfo{StanzaID: proto.String("FWD-1"), Participant: proto.String(alicePN.String()),
			QuotedMessage: &waE2E.Message{Conversation: proto.String("the gate code is 4512")}},
	}}
	mention := func(jid types.JID, s string) *waE2E.Message {
		return &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
			Text:        proto.String(s),
			ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{jid.String()}},
		}}
	}
	status := dm("ST1", text("my status"))
	status.Info.Chat = types.StatusBroadcastJID
	own := dm("OWN1", text("sent from the bot's phone"))
	own.Info.IsFromMe = true
	ownByJID := dm("OWN2", text("echo of our own message"))
	ownByJID.Info.Sender = types.NewJID(botPN.User, types.DefaultUserServer)
	ownByJID.Info.Sender.Device = 3
	badSender := dm("BAD1", text("hi"))
	badSender.Info.Sender = types.NewJID("not-a-number", types.DefaultUserServer)
	badSender.Info.Chat = badSender.Info.Sender
	emptySender := dm("BAD2", text("hi"))
	emptySender.Info.Sender, emptySender.Info.Chat = types.JID{}, types.JID{}
	lidDM := dm("LID1", text("from a hidden id"))
	lidDM.Info.Chat, lidDM.Info.Sender, lidDM.Info.SenderAlt = aliceLID, aliceLID, alicePN
	lidOnly := dm("LID2", text("no phone known"))
	lidOnly.Info.Chat, lidOnly.Info.Sender = aliceLID, aliceLID
	newsletter := dm("NL1", text("news"))
	newsletter.Info.Chat = types.NewJID("123", types.NewsletterServer)

	tests := []struct {
		name    string
		evt     *events.Message
		want    *memo.Inbound // what the turn runner gets; nil: nothing
		replies []string      // texts sent, in order
		to      types.JID     // where, when replies
	}{
		{
			name:    "text",
			evt:     dm("T1", text("add milk")),
			want:    &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "T1", Text: "add milk", At: when},
			replies: []string{"echo: add milk"}, to: alicePN,
		},
		{
			name:    "quoted reply carries the quoted id",
			evt:     dm("Q1", quoted),
			want:    &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "Q1", Text: "done", QuotedMessageID: "BOT-REMINDER-1", At: when},
			replies: []string{"echo: done"}, to: alicePN,
		},
		{
			name: "quoted reply carries the quoted text",
			evt:  dm("Q2", rememberThis),
			want: &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "Q2", Text: "remember this",
				QuotedMessageID: "FWD-1", QuotedText: "the gate code is 4512", At: when},
			replies: []string{"echo: remember this"}, to: alicePN,
		},
		{
			name:    "disappearing message is unwrapped",
			evt:     dm("E1", &waE2E.Message{EphemeralMessage: &waE2E.FutureProofMessage{Message: text("list tasks")}}),
			want:    &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "E1", Text: "list tasks", At: when},
			replies: []string{"echo: list tasks"}, to: alicePN,
		},
		{
			name: "view-once image caption inside a disappearing message",
			evt: dm("V1", &waE2E.Message{EphemeralMessage: &waE2E.FutureProofMessage{Message: &waE2E.Message{
				ViewOnceMessageV2: &waE2E.FutureProofMessage{Message: &waE2E.Message{ImageMessage: &waE2E.ImageMessage{Caption: proto.String("remind me tonight about this")}}},
			}}}),
			want:    &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "V1", Text: "remind me tonight about this", At: when},
			replies: []string{"echo: remind me tonight about this"}, to: alicePN,
		},
		{
			name:    "image without caption gets a polite reply",
			evt:     dm("I1", &waE2E.Message{ImageMessage: &waE2E.ImageMessage{}}),
			replies: []string{"📷 To read photos and documents I need a model, and none is set up here. Send it again with a caption that says what you need, e.g. “remind me on Sunday at 9 to pay this bill”."}, to: alicePN,
		},
		{
			name:    "group mention by LID",
			evt:     inGroup("G1", mention(botLID, "@111222333444 add bread to shopping")),
			want:    &memo.Inbound{ChatID: group.String() + "/+972501234567", UserID: "+972501234567", MessageID: "G1", Text: "add bread to shopping", At: when},
			replies: []string{"echo: add bread to shopping"}, to: group,
		},
		{
			name:    "group mention by phone JID",
			evt:     inGroup("G2", mention(botPN, "what's on my list @972500000001")),
			want:    &memo.Inbound{ChatID: group.String() + "/+972501234567", UserID: "+972501234567", MessageID: "G2", Text: "what's on my list", At: when},
			replies: []string{"echo: what's on my list"}, to: group,
		},
		{
			name: "group reply to the bot's message",
			evt: inGroup("G3", &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
				Text:        proto.String("2"),
				ContextInfo: &waE2E.ContextInfo{StanzaID: proto.String("BOT-LIST"), Participant: proto.String(botLID.String())},
			}}),
			want:    &memo.Inbound{ChatID: group.String() + "/+972501234567", UserID: "+972501234567", MessageID: "G3", Text: "2", QuotedMessageID: "BOT-LIST", At: when},
			replies: []string{"echo: 2"}, to: group,
		},
		{name: "group message mentioning someone else", evt: inGroup("G4", mention(bobPN, "@12025550123 hi"))},
		{name: "group message without a mention", evt: inGroup("G5", text("add eggs"))},
		{
			name:    "hidden-id chat with a known phone becomes the phone's chat",
			evt:     lidDM,
			want:    &memo.Inbound{ChatID: "+972501234567", UserID: "+972501234567", MessageID: "LID1", Text: "from a hidden id", At: when},
			replies: []string{"echo: from a hidden id"}, to: alicePN,
		},
		{
			name:    "hidden-id chat without a phone keeps the hidden id",
			evt:     lidOnly,
			want:    &memo.Inbound{ChatID: aliceLID.String(), UserID: aliceLID.String(), MessageID: "LID2", Text: "no phone known", At: when},
			replies: []string{"echo: no phone known"}, to: aliceLID,
		},
		{name: "status broadcast", evt: status},
		{name: "newsletter", evt: newsletter},
		{name: "own message", evt: own},
		{name: "own message from another device of the bot", evt: ownByJID},
		{name: "sender that is not a number", evt: badSender},
		{name: "empty sender", evt: emptySender},
		{name: "nil message", evt: dm("N1", nil)},
		{name: "no text and no media", evt: dm("N2", &waE2E.Message{})},
		{name: "reaction", evt: dm("R1", &waE2E.Message{ReactionMessage: &waE2E.ReactionMessage{Text: proto.String("👍")}})},
		{name: "protocol message (delete)", evt: dm("P1", &waE2E.Message{ProtocolMessage: &waE2E.ProtocolMessage{}})},
		{name: "sticker", evt: dm("K1", &waE2E.Message{StickerMessage: &waE2E.StickerMessage{}})},
		{
			name:    "a pin without a longitude gets one polite reply",
			evt:     dm("U1", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(32.08)}}),
			replies: []string{"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."}, to: alicePN,
		},
		{
			name:    "64 KB text gets one polite reply and no turn",
			evt:     dm("L1", text(strings.Repeat("a", 64<<10))),
			replies: []string{"That message is too long for me (over 4,000 characters). Could you send a shorter one?"}, to: alicePN,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.inbox.HandleEvent(tt.evt)
			h.wait()
			got := h.run.Inbounds()
			switch {
			case tt.want == nil && len(got) > 0:
				t.Errorf("turn ran for %+v; want none", got[0])
			case tt.want != nil && len(got) != 1:
				t.Errorf("turns = %d; want 1", len(got))
			case tt.want != nil && got[0].Channel != whatsapp.ChannelName:
				t.Errorf("inbound channel %q; want %q", got[0].Channel, whatsapp.ChannelName)
			case tt.want != nil && !sameInbound(got[0], *tt.want):
				t.Errorf("inbound =\n%+v\nwant\n%+v", got[0], *tt.want)
			}
			sends := h.send.Sent()
			if len(sends) != len(tt.replies) {
				t.Fatalf("sent %d messages %v; want %d %q", len(sends), sends, len(tt.replies), tt.replies)
			}
			for i, s := range sends {
				if s.Text() != tt.replies[i] {
					t.Errorf("reply %d = %q; want %q", i, s.Text(), tt.replies[i])
				}
				if s.To != tt.to {
					t.Errorf("reply %d to %s; want %s", i, s.To, tt.to)
				}
			}
			if n := h.inbox.Waiting(); n != 0 {
				t.Errorf("%d messages still parked after the turns", n)
			}
		})
	}
}

func TestInboxGroupReplyQuotesTheAsker(t *testing.T) {
	h := newHarness(t, nil)
	h.inbox.HandleEvent(inGroup("G1", &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text:        proto.String("@111222333444 list tasks"),
		ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{botLID.String()}},
	}}))
	h.wait()
	sends := h.send.Sent()
	if len(sends) != 1 {
		t.Fatalf("sent %d; want 1", len(sends))
	}
	ci := sends[0].Msg.GetExtendedTextMessage().GetContextInfo()
	if ci.GetStanzaID() != "G1" || ci.GetParticipant() != alicePN.String() {
		t.Errorf("quote = %q from %q; want G1 from %s", ci.GetStanzaID(), ci.GetParticipant(), alicePN)
	}
}

func TestInboxGroupsOff(t *testing.T) {
	h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Groups = false })
	h.inbox.HandleEvent(inGroup("G1", &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text: proto.String("@111222333444 hi"), ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{botLID.String()}},
	}}))
	h.wait()
	if n := len(h.run.Inbounds()) + len(h.send.Sent()); n != 0 {
		t.Errorf("groups off: %d turns and sends; want none", n)
	}
}

func TestInboxRedeliveryAnsweredOnce(t *testing.T) {
	h := newHarness(t, nil)
	for range 3 {
		h.inbox.HandleEvent(dm("T1", text("add milk")))
	}
	h.wait()
	if n := len(h.run.Inbounds()); n != 1 {
		t.Errorf("turns = %d; want 1", n)
	}
	if n := len(h.send.Sent()); n != 1 {
		t.Errorf("replies = %d; want 1", n)
	}
}

func TestInboxReadReceiptAndTyping(t *testing.T) {
	h := newHarness(t, nil)
	h.inbox.HandleEvent(inGroup("G1", &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text: proto.String("@111222333444 hi"), ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{botLID.String()}},
	}}))
	h.wait()
	reads := h.send.Reads()
	if len(reads) != 1 || reads[0].IDs[0] != "G1" || reads[0].Chat != group || reads[0].Sender != alicePN {
		t.Errorf("reads = %+v; want G1 in %s from %s", reads, group, alicePN)
	}
	ps := h.send.Presences()
	if len(ps) < 2 || ps[0].State != types.ChatPresenceComposing || ps[len(ps)-1].State != types.ChatPresencePaused || ps[0].To != group {
		t.Errorf("presences = %+v; want composing … paused in %s", ps, group)
	}
}

func TestInboxVoiceNotes(t *testing.T) {
	audio := []byte("OggS…")
	voice := dm("A1", &waE2E.Message{AudioMessage: voiceNote(4, len(audio))})
	long := dm("A2", &waE2E.Message{AudioMessage: voiceNote(3600, len(audio))})
	ok := &downloader{Data: audio}
	failing := &downloader{Err: whatsmeow.ErrMediaDownloadFailedWith404}
	tests := []struct {
		name  string
		evt   *events.Message
		dl    *downloader
		tr    *transcriber
		turn  string // text the runner gets; "" for none
		reply string
	}{
		{name: "transcribed", evt: voice, dl: ok, tr: &transcriber{Text: "remind me to call Dana at 5"}, turn: "remind me to call Dana at 5", reply: "echo: remind me to call Dana at 5"},
		{name: "no transcriber", evt: voice, dl: ok, reply: "Sorry, I can't listen to voice messages yet. Could you write to me instead?"},
		{name: "download fails", evt: voice, dl: failing, tr: &transcriber{Text: "never"}, reply: "Sorry, I couldn't get that voice message. Please try again or write to me."},
		{name: "transcription fails", evt: voice, dl: ok, tr: &transcriber{Err: errors.New("503")}, reply: "Sorry, I couldn't get that voice message. Please try again or write to me."},
		{name: "nothing heard", evt: voice, dl: ok, tr: &transcriber{Text: "  "}, reply: "I couldn't make out any words in that voice message. Could you write it?"},
		{name: "an hour long", evt: long, dl: ok, tr: &transcriber{Text: "never"}, reply: "That voice message is too long for me. Please keep it under 5 minutes, or write to me."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, func(c *whatsapp.InboxConfig) {
				c.Download = tt.dl
				if tt.tr != nil {
					c.Transcriber = tt.tr
				}
			})
			h.inbox.HandleEvent(tt.evt)
			h.wait()
			ins := h.run.Inbounds()
			if tt.turn == "" && len(ins) != 0 || tt.turn != "" && (len(ins) != 1 || ins[0].Text != tt.turn) {
				t.Errorf("turns = %+v; want text %q", ins, tt.turn)
			}
			sends := h.send.Sent()
			if len(sends) != 1 || sends[0].Text() != tt.reply {
				t.Errorf("sent %v; want one %q", sends, tt.reply)
			}
			if tt.turn != "" && tt.tr.names[0] != "voice.ogg" {
				t.Errorf("transcriber got file name %q; want voice.ogg", tt.tr.names[0])
			}
		})
	}
}

func TestInboxPoliteRepliesInTheChatLanguage(t *testing.T) {
	h := newHarness(t, func(c *whatsapp.InboxConfig) {
		c.Lang = memo.English
		c.Languages = languages{"+972501234567": memo.Hebrew}
	})
	h.inbox.HandleEvent(dm("I1", &waE2E.Message{ImageMessage: &waE2E.ImageMessage{}}))
	h.wait()
	sends := h.send.Sent()
	if len(sends) != 1 || !strings.Contains(sends[0].Text(), "תמונות") {
		t.Errorf("sent %v; want the Hebrew notice", sends)
	}
}

func TestInboxUnsupportedOnlyOnce(t *testing.T) {
	h := newHarness(t, nil)
	for _, id := range []string{"U1", "U2", "U3"} {
		h.inbox.HandleEvent(dm(id, &waE2E.Message{PollCreationMessage: &waE2E.PollCreationMessage{Name: proto.String("Lunch?")}}))
	}
	h.wait()
	if n := len(h.send.Sent()); n != 1 {
		t.Errorf("sent %d notices for 3 polls; want 1", n)
	}
}

func TestInboxAllowedNumbers(t *testing.T) {
	h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Allowed, c.AllowAll = []string{bobPN.User}, false })
	for _, id := range []string{"X1", "X2", "X3"} {
		h.inbox.HandleEvent(dm(id, text("add milk")))
	}
	bob := dm("B1", text("add eggs"))
	bob.Info.Chat, bob.Info.Sender = bobPN, bobPN
	h.inbox.HandleEvent(bob)
	h.wait()
	ins := h.run.Inbounds()
	if len(ins) != 1 || ins[0].UserID != "+12025550123" {
		t.Errorf("turns = %+v; want only bob's", ins)
	}
	var toAlice []string
	for _, s := range h.send.Sent() {
		if s.To == alicePN {
			toAlice = append(toAlice, s.Text())
		}
	}
	if len(toAlice) != 1 || toAlice[0] != "Sorry, this assistant is private and not available to this number." {
		t.Errorf("alice got %q; want one refusal", toAlice)
	}
	if len(h.send.Reads()) != 1 {
		t.Errorf("read receipts = %d; want 1 (only for the allowed number)", len(h.send.Reads()))
	}
}

// languages is a fake whatsapp.ChatReader that knows chats' languages.
type languages map[string]memo.Language

func (l languages) LoadChat(_ context.Context, chat string, _ memo.ChatRead) (memo.ChatState, error) {
	return memo.ChatState{Language: l[chat]}, nil
}

func TestInboxLeavesMessagesForRedeliveryWhenClosed(t *testing.T) {
	h := newHarness(t, nil)
	if !h.inbox.HandleEvent(dm("T1", text("add milk"))) {
		t.Fatal("a queued message was not acknowledged")
	}
	h.wait() // SIGTERM: the dispatcher stops taking messages
	if h.inbox.HandleEvent(dm("T2", text("add eggs"))) {
		t.Error("a message the closed dispatcher refused was acknowledged; it would be lost")
	}
	if !h.inbox.HandleEvent(dm("S1", &waE2E.Message{ReactionMessage: &waE2E.ReactionMessage{}})) {
		t.Error("an ignored message was not acknowledged; WhatsApp would redeliver it forever")
	}
	if n := h.inbox.Waiting(); n != 0 {
		t.Errorf("%d messages parked for turns that never come", n)
	}
	if n := len(h.run.Inbounds()); n != 1 {
		t.Errorf("turns = %d; want 1", n)
	}
}

// sameInbound compares two messages but for the channel, which every
// message of this one names, and the channel's own payload, which only
// the channel reads (its tests read it).
func sameInbound(a, b memo.Inbound) bool {
	a.Channel, b.Channel = "", ""
	a.Payload, b.Payload = nil, nil
	if !a.SentAt.Equal(a.At) {
		return false // WhatsApp's own stamp is the time the message was sent
	}
	a.SentAt, b.SentAt = time.Time{}, time.Time{}
	return reflect.DeepEqual(a, b)
}

// TestInboxVoiceNoteAMR: an AMR voice note reaches the transcriber named
// as AMR, as on the Cloud API channel.
func TestInboxVoiceNoteAMR(t *testing.T) {
	audio := []byte("#!AMR\n")
	note := voiceNote(4, len(audio))
	note.Mimetype = proto.String("audio/amr")
	tr := &transcriber{Text: "call Noa"}
	h := newHarness(t, func(c *whatsapp.InboxConfig) { c.Download, c.Transcriber = &downloader{Data: audio}, tr })
	h.inbox.HandleEvent(dm("AMR1", &waE2E.Message{AudioMessage: note}))
	h.wait()
	if len(tr.names) != 1 || tr.names[0] != "voice.amr" {
		t.Errorf("transcriber got %v; want voice.amr", tr.names)
	}
	if ins := h.run.Inbounds(); len(ins) != 1 || ins[0].Text != "call Noa" {
		t.Errorf("turns = %+v; want the transcript", ins)
	}
}
