package whatsapp

import (
	"testing"
	"time"
	"unicode/utf8"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"
)

// FuzzConvert feeds convert messages of any shape — the fuzzer's bytes
// decoded as a WhatsApp message protobuf, from any sender, in a direct
// chat or a group — and checks it never panics and that what it does not
// ignore names a chat, a user and the message id.
func FuzzConvert(f *testing.F) {
	seeds := []*waE2E.Message{
		{Conversation: proto.String("remind me tomorrow at 9 to call mom")},
		{ExtendedTextMessage: &waE2E.ExtendedTextMessage{Text: proto.String("@972500000001 מה יש לי מחר?"),
			ContextInfo: &waE2E.ContextInfo{StanzaID: proto.String("3EB0Q"), MentionedJID: []string{"972500000001@s.whatsapp.net"},
				QuotedMessage: &waE2E.Message{Conversation: proto.String("the quoted one")}}}},
		{ImageMessage: &waE2E.ImageMessage{Caption: proto.String("remember this")}},
		{AudioMessage: &waE2E.AudioMessage{PTT: proto.Bool(true)}},
		{EphemeralMessage: &waE2E.FutureProofMessage{Message: &waE2E.Message{ViewOnceMessage: &waE2E.FutureProofMessage{Message: &waE2E.Message{Conversation: proto.String("nested")}}}}},
		{ReactionMessage: &waE2E.ReactionMessage{Text: proto.String("👍")}},
		{},
	}
	for i, m := range seeds {
		b, err := proto.Marshal(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, "972501234567", i%2 == 1, "3EB0ABC")
	}
	f.Add([]byte{0x0a, 0x80}, "", false, "")
	self := Self{PN: types.NewJID("972500000001", types.DefaultUserServer), LID: types.NewJID("123456789", types.HiddenUserServer)}
	f.Fuzz(func(t *testing.T, data []byte, sender string, group bool, id string) {
		var msg waE2E.Message
		if proto.Unmarshal(data, &msg) != nil {
			return
		}
		from := types.NewJID(sender, types.DefaultUserServer)
		chat := from
		if group {
			chat = types.NewJID("120363000000000000", types.GroupServer)
		}
		evt := &events.Message{
			Info: types.MessageInfo{
				MessageSource: types.MessageSource{Chat: chat, Sender: from, IsGroup: group},
				ID:            id, Timestamp: time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC),
			},
			Message: &msg,
		}
		m, ignored := convert(evt, self, true)
		if ignored != "" {
			if m.in.ChatID != "" || m.in.Text != "" {
				t.Fatalf("ignored (%s) but converted: %+v", ignored, m.in)
			}
			return
		}
		if m.in.ChatID == "" || m.in.UserID == "" || m.in.MessageID != id {
			t.Fatalf("converted without chat, user or id: %+v (id %q)", m.in, id)
		}
		if m.kind == kindText && unwrap(&msg) == &msg && utf8.ValidString(msg.GetConversation()) && msg.GetConversation() != "" && !group && m.in.Text != msg.GetConversation() {
			t.Fatalf("text %q became %q", msg.GetConversation(), m.in.Text)
		}
	})
}
