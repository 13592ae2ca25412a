package whatsapp_test

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"go.mau.fi/whatsmeow/proto/waCommon"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
)

// vcard is a contact card as WhatsApp's apps write one (vCard 3.0).
func vcard(name, waid, phone, email string) string {
	lines := []string{"BEGIN:VCARD", "VERSION:3.0"}
	if name != "" {
		lines = append(lines, "N:;"+name+";;;", "FN:"+name)
	}
	if phone != "" {
		lines = append(lines, "item1.TEL;waid="+waid+":"+phone, "item1.X-ABLabel:Mobile")
	}
	if email != "" {
		lines = append(lines, "EMAIL;type=INTERNET:"+email)
	}
	return strings.Join(append(lines, "END:VCARD"), "\n")
}

func contact(display, card string) *waE2E.ContactMessage {
	return &waE2E.ContactMessage{DisplayName: proto.String(display), Vcard: proto.String(card)}
}

// reactionTo is a reaction to message id; fromMe and participant are the
// key as the reacting user's phone writes it.
func reactionTo(id, emoji string, fromMe bool, participant string) *waE2E.Message {
	key := &waCommon.MessageKey{ID: proto.String(id), FromMe: proto.Bool(fromMe)}
	if participant != "" {
		key.Participant = proto.String(participant)
	}
	return &waE2E.Message{ReactionMessage: &waE2E.ReactionMessage{Key: key, Text: proto.String(emoji), SenderTimestampMS: proto.Int64(when.UnixMilli())}}
}

// sharedEvents are what people send besides text, with the Shared each
// gives the turn (nil: no turn) and the notices sent.
func sharedEvents() []struct {
	name    string
	evt     *events.Message
	want    *memo.Shared
	text    string
	replies []string
} {
	dana := vcard("Dana Levi", "972501234567", "+972 50-123-4567", "dana@example.com")
	yossi := vcard("יוסי כהן", "972541112233", "+972 54-111-2233", "")
	noPhone := vcard("Noa", "", "", "noa@example.com")
	noName := vcard("", "12025550123", "+1 202-555-0123", "")
	danaCard := memo.Card{Name: "Dana Levi", Phones: []string{"+972 50-123-4567"}, Emails: []string{"dana@example.com"}}
	yossiCard := memo.Card{Name: "יוסי כהן", Phones: []string{"+972 54-111-2233"}}
	unsupported := []string{"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."}
	forwardedReply := &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text: proto.String("Your appointment with Dr. Cohen is confirmed for 12/03 at 10:30"),
		ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true), ForwardingScore: proto.Uint32(1), StanzaID: proto.String("BOT-7"),
			Participant: proto.String(botPN.String()), QuotedMessage: text("what's on tomorrow?")},
	}}
	inReply := func(id string, m *waE2E.Message) *events.Message {
		m.ContactMessage.ContextInfo = &waE2E.ContextInfo{StanzaID: proto.String("BOT-1"), Participant: proto.String(botLID.String())}
		return inGroup(id, m)
	}
	return []struct {
		name    string
		evt     *events.Message
		want    *memo.Shared
		text    string
		replies []string
	}{
		{name: "contact card", evt: dm("C1", &waE2E.Message{ContactMessage: contact("Dana Levi", dana)}), want: &memo.Shared{Contacts: []memo.Card{danaCard}}},
		{name: "Hebrew contact card", evt: dm("C2", &waE2E.Message{ContactMessage: contact("יוסי כהן", yossi)}), want: &memo.Shared{Contacts: []memo.Card{yossiCard}}},
		{
			name: "several cards at once, one with no phone, one with no name",
			evt: dm("C3", &waE2E.Message{ContactsArrayMessage: &waE2E.ContactsArrayMessage{DisplayName: proto.String("4 contacts"), Contacts: []*waE2E.ContactMessage{
				contact("Dana Levi", dana), contact("Noa", noPhone), contact("", noName), contact("יוסי כהן", yossi),
			}}}),
			want: &memo.Shared{Contacts: []memo.Card{danaCard, {Name: "Noa", Emails: []string{"noa@example.com"}}, {Phones: []string{"+1 202-555-0123"}}, yossiCard}},
		},
		{name: "card with no name takes the display name", evt: dm("C4", &waE2E.Message{ContactMessage: contact("Bob", noName)}),
			want: &memo.Shared{Contacts: []memo.Card{{Name: "Bob", Phones: []string{"+1 202-555-0123"}}}}},
		{name: "card with nothing in it", evt: dm("C5", &waE2E.Message{ContactMessage: &waE2E.ContactMessage{}}), replies: unsupported},
		{name: "contact card in a group, not to the bot", evt: inGroup("C6", &waE2E.Message{ContactMessage: contact("Dana Levi", dana)})},
		{name: "contact card in a group, replying to the bot", evt: inReply("C7", &waE2E.Message{ContactMessage: contact("Dana Levi", dana)}),
			want: &memo.Shared{Contacts: []memo.Card{danaCard}}},
		{
			name: "location pin",
			evt: dm("L1", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(32.0853), DegreesLongitude: proto.Float64(34.7818),
				Name: proto.String("Dizengoff Center"), Address: proto.String("Dizengoff St 50, Tel Aviv"), URL: proto.String("https://www.dizengof-center.co.il")}}),
			want: &memo.Shared{Place: &memo.Place{Lat: 32.0853, Lng: 34.7818, Name: "Dizengoff Center", Address: "Dizengoff St 50, Tel Aviv", URL: "https://www.dizengof-center.co.il"}},
		},
		{name: "pin with no name", evt: dm("L2", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(31.7683), DegreesLongitude: proto.Float64(35.2137)}}),
			want: &memo.Shared{Place: &memo.Place{Lat: 31.7683, Lng: 35.2137}}},
		{name: "pin with a Hebrew name", evt: dm("L3", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(31.7683), DegreesLongitude: proto.Float64(35.2137), Name: proto.String("הבית של סבתא")}}),
			want: &memo.Shared{Place: &memo.Place{Lat: 31.7683, Lng: 35.2137, Name: "הבית של סבתא"}}},
		{
			name: "live location's first point", evt: dm("L4", &waE2E.Message{LiveLocationMessage: &waE2E.LiveLocationMessage{DegreesLatitude: proto.Float64(32.1), DegreesLongitude: proto.Float64(34.8), Caption: proto.String("where I parked"), SequenceNumber: proto.Int64(1)}}),
			want: &memo.Shared{Place: &memo.Place{Lat: 32.1, Lng: 34.8, Live: true}}, text: "where I parked",
		},
		{name: "pin that is not a number", evt: dm("L5", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(math.NaN()), DegreesLongitude: proto.Float64(34.78)}}), replies: unsupported},
		{name: "pin off the map", evt: dm("L6", &waE2E.Message{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(123), DegreesLongitude: proto.Float64(34.78)}}), replies: unsupported},
		{name: "reaction to the bot's message", evt: dm("R1", reactionTo("BOT-REMINDER-1", "👍", false, "")), want: &memo.Shared{Reaction: &memo.Reaction{MessageID: "BOT-REMINDER-1", Emoji: "👍"}}},
		{name: "reaction removed", evt: dm("R2", reactionTo("BOT-REMINDER-1", "", false, "")), want: &memo.Shared{Reaction: &memo.Reaction{MessageID: "BOT-REMINDER-1"}}},
		{name: "reaction to one's own message", evt: dm("R3", reactionTo("ALICE-1", "❤️", true, ""))},
		{name: "reaction without a message", evt: dm("R4", &waE2E.Message{ReactionMessage: &waE2E.ReactionMessage{Text: proto.String("👍")}})},
		{name: "encrypted reaction", evt: dm("R5", &waE2E.Message{EncReactionMessage: &waE2E.EncReactionMessage{}})},
		{name: "reaction in a group to the bot's message", evt: inGroup("R6", reactionTo("BOT-LIST", "✅", false, botLID.String())),
			want: &memo.Shared{Reaction: &memo.Reaction{MessageID: "BOT-LIST", Emoji: "✅"}}},
		{name: "reaction in a group to the bot's message by number", evt: inGroup("R7", reactionTo("BOT-LIST", "✅", false, botPN.String())),
			want: &memo.Shared{Reaction: &memo.Reaction{MessageID: "BOT-LIST", Emoji: "✅"}}},
		{name: "reaction in a group to another member's message", evt: inGroup("R8", reactionTo("BOB-1", "😂", false, bobPN.String()))},
		{
			name: "forwarded text", evt: dm("F1", &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{Text: proto.String("התור שלך לד\"ר כהן נקבע ל-12/03 בשעה 10:30"),
				ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true), ForwardingScore: proto.Uint32(1)}}}),
			want: &memo.Shared{Forwarded: true}, text: "התור שלך לד\"ר כהן נקבע ל-12/03 בשעה 10:30",
		},
		{name: "forwarded inside a reply", evt: dm("F2", forwardedReply), want: &memo.Shared{Forwarded: true}, text: "Your appointment with Dr. Cohen is confirmed for 12/03 at 10:30"},
		{name: "forwarded image with a caption", evt: dm("F3", &waE2E.Message{ImageMessage: &waE2E.ImageMessage{Caption: proto.String("wedding 14.6"), ContextInfo: &waE2E.ContextInfo{ForwardingScore: proto.Uint32(5), IsForwarded: proto.Bool(true)}}}),
			want: &memo.Shared{Forwarded: true}, text: "wedding 14.6"},
		{name: "forwarded document with a caption", evt: dm("F5", &waE2E.Message{DocumentWithCaptionMessage: &waE2E.FutureProofMessage{Message: &waE2E.Message{DocumentMessage: &waE2E.DocumentMessage{
			Caption: proto.String("הזמנה לחתונה 14.6"), FileName: proto.String("invite.pdf"), ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true)}}}}}),
			want: &memo.Shared{Forwarded: true}, text: "הזמנה לחתונה 14.6"},
		{name: "document without a caption", evt: dm("D1", &waE2E.Message{DocumentMessage: &waE2E.DocumentMessage{FileName: proto.String("scan.pdf")}}), replies: unsupported},
		{name: "forwarded contact card", evt: dm("F4", &waE2E.Message{ContactMessage: &waE2E.ContactMessage{DisplayName: proto.String("Dana Levi"), Vcard: proto.String(dana), ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true)}}}),
			want: &memo.Shared{Contacts: []memo.Card{danaCard}, Forwarded: true}},
	}
}

// TestInboxShared: each kind people send besides text reaches the turn
// with what it shares, and a turn that stays quiet (a reply with no
// text) sends nothing.
func TestInboxShared(t *testing.T) {
	for _, tt := range sharedEvents() {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.run.Reply = func(in memo.Inbound) memo.Reply { return memo.Reply{ChatID: in.ChatID, Success: true} }
			if !h.inbox.HandleEvent(tt.evt) {
				t.Fatal("not acknowledged")
			}
			h.wait()
			got := h.run.Inbounds()
			switch {
			case tt.want == nil && len(got) > 0:
				t.Errorf("turn ran for %+v; want none", got[0])
			case tt.want != nil && len(got) != 1:
				t.Fatalf("turns = %d; want 1", len(got))
			case tt.want != nil && (!reflect.DeepEqual(got[0].Shared, *tt.want) || got[0].Text != tt.text || got[0].MessageID != tt.evt.Info.ID):
				t.Errorf("inbound %q %q shares\n%+v\nwant %q %q\n%+v", got[0].MessageID, got[0].Text, got[0].Shared, tt.evt.Info.ID, tt.text, *tt.want)
			}
			sends := h.send.Sent()
			if len(sends) != len(tt.replies) {
				t.Fatalf("sent %d messages %v; want %q", len(sends), sends, tt.replies)
			}
			for i, s := range sends {
				if s.Text() != tt.replies[i] {
					t.Errorf("reply %d = %q; want %q", i, s.Text(), tt.replies[i])
				}
			}
		})
	}
}

// TestInboxForwardedReplyKeepsTheQuote: a forwarded message inside a
// reply keeps the message it quotes, and the quoted text.
func TestInboxForwardedReplyKeepsTheQuote(t *testing.T) {
	h := newHarness(t, nil)
	var evt *events.Message
	for _, e := range sharedEvents() {
		if e.name == "forwarded inside a reply" {
			evt = e.evt
		}
	}
	h.inbox.HandleEvent(evt)
	h.wait()
	got := h.run.Inbounds()
	if len(got) != 1 || got[0].QuotedMessageID != "BOT-7" || got[0].QuotedText != "what's on tomorrow?" || !got[0].Shared.Forwarded {
		t.Fatalf("inbounds %+v; want one quoting BOT-7, forwarded", got)
	}
}
