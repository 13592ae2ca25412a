package whatsapp

import (
	"testing"
	"time"
	"unicode/utf8"

	"go.mau.fi/whatsmeow/proto/waCommon"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// FuzzConvert feeds convert messages of any shape — the fuzzer's bytes
// decoded as a WhatsApp message protobuf, from any sender, in a direct
// chat or a group — and checks it never panics, that what it does not
// ignore names a chat, a user and the message id, and that what it
// shares holds: at most bot.MaxCards cards, a place on the map, a
// reaction naming its message and carrying no text.
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
		{ReactionMessage: &waE2E.ReactionMessage{Key: &waCommon.MessageKey{ID: proto.String("3EB0BOT"), FromMe: proto.Bool(false), Participant: proto.String("972500000001@s.whatsapp.net")}, Text: proto.String("✅")}},
		{ContactMessage: &waE2E.ContactMessage{DisplayName: proto.String("יוסי כהן"), Vcard: proto.String("BEGIN:VCARD\nVERSION:3.0\nN:כהן;יוסי;;;\nFN:יוסי כהן\nitem1.TEL;waid=972541112233:+972 54-111-2233\nitem1.X-ABLabel:נייד\nEND:VCARD")}},
		{ContactsArrayMessage: &waE2E.ContactsArrayMessage{DisplayName: proto.String("2 contacts"), Contacts: []*waE2E.ContactMessage{
			{DisplayName: proto.String("Noa"), Vcard: proto.String("BEGIN:VCARD\nFN:Noa\nEMAIL:noa@example.com\nEND:VCARD")},
			{Vcard: proto.String("BEGIN:VCARD\nTEL:+1 202 555 0123\nEND:VCARD")},
		}}},
		{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(32.0853), DegreesLongitude: proto.Float64(34.7818), Name: proto.String("Dizengoff Center"), Address: proto.String("Dizengoff St 50")}},
		{LocationMessage: &waE2E.LocationMessage{DegreesLatitude: proto.Float64(31.7683), DegreesLongitude: proto.Float64(35.2137)}},
		{LiveLocationMessage: &waE2E.LiveLocationMessage{DegreesLatitude: proto.Float64(32.1), DegreesLongitude: proto.Float64(34.8), Caption: proto.String("חניתי כאן")}},
		{ExtendedTextMessage: &waE2E.ExtendedTextMessage{Text: proto.String("Your appointment is confirmed for 12/03 at 10:30"),
			ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true), ForwardingScore: proto.Uint32(2), StanzaID: proto.String("3EB0Q"), Participant: proto.String("972500000001@s.whatsapp.net")}}},
		{ImageMessage: &waE2E.ImageMessage{Mimetype: proto.String("image/jpeg"), DirectPath: proto.String("/v/t62.7118-24/1_2_n.enc?ccb=11-4"),
			MediaKey: make([]byte, 32), FileEncSHA256: make([]byte, 32), FileSHA256: make([]byte, 32), FileLength: proto.Uint64(123456), JPEGThumbnail: []byte{0xff, 0xd8}}},
		{ImageMessage: &waE2E.ImageMessage{Mimetype: proto.String("image/png"), Caption: proto.String("תוסיף את זה")}},
		{ImageMessage: &waE2E.ImageMessage{Caption: proto.String("remind me tomorrow at 9 to pay this")}},
		{DocumentMessage: &waE2E.DocumentMessage{Mimetype: proto.String("application/pdf"), FileName: proto.String("invite.pdf"), FileLength: proto.Uint64(90000)}},
		{DocumentWithCaptionMessage: &waE2E.FutureProofMessage{Message: &waE2E.Message{DocumentMessage: &waE2E.DocumentMessage{
			Mimetype: proto.String("application/msword"), FileName: proto.String("cv.doc"), Caption: proto.String("save this")}}}},
		{VideoMessage: &waE2E.VideoMessage{Mimetype: proto.String("video/mp4")}},
		{ImageMessage: &waE2E.ImageMessage{Caption: proto.String("@972500000001 add this"),
			ContextInfo: &waE2E.ContextInfo{MentionedJID: []string{"972500000001@s.whatsapp.net"}, IsForwarded: proto.Bool(true)}}},
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
		sh := m.in.Shared
		if len(sh.Contacts) > bot.MaxCards {
			t.Fatalf("%d cards", len(sh.Contacts))
		}
		if sh.Place != nil && !bot.ValidPoint(sh.Place.Lat, sh.Place.Lng) {
			t.Fatalf("place off the map: %+v", sh.Place)
		}
		if sh.Reaction != nil && (sh.Reaction.MessageID == "" || m.in.Text != "" || m.kind != kindText) {
			t.Fatalf("reaction %+v with text %q, kind %s", sh.Reaction, m.in.Text, m.kind)
		}
		if m.kind == kindUnsupported && (m.in.Text != "" || bot.Actionable(sh)) {
			t.Fatalf("unsupported, yet %q %+v", m.in.Text, sh)
		}
		if m.kind == kindPhoto {
			if (m.image == nil) == (m.doc == nil) || !bot.PointsAtMedia(m.in.Text) || (m.doc != nil && !bot.Readable(m.doc.GetMimetype())) ||
				len(m.image.GetJPEGThumbnail()) > 0 || len(m.doc.GetJPEGThumbnail()) > 0 {
				t.Fatalf("a photo for the model: %+v", m)
			}
			stored, err := encode(m)
			if err != nil {
				t.Fatal(err)
			}
			back, err := decode(memo.InboxEntry{ChatID: m.in.ChatID, MessageID: m.in.MessageID, At: m.in.At, Payload: stored})
			if err != nil || back.kind != kindPhoto || (back.image == nil) != (m.image == nil) || back.doc.GetFileName() != m.doc.GetFileName() {
				t.Fatalf("stored and decoded as %+v (%v); was %+v", back, err, m)
			}
		} else if m.image != nil || m.doc != nil {
			t.Fatalf("kind %s keeps the file: %+v", m.kind, m)
		}
		if m.kind == kindText && unwrap(&msg) == &msg && utf8.ValidString(msg.GetConversation()) && msg.GetConversation() != "" && !group && m.in.Text != msg.GetConversation() {
			t.Fatalf("text %q became %q", msg.GetConversation(), m.in.Text)
		}
	})
}
