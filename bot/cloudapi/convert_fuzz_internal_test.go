package cloudapi

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// FuzzConvert feeds convert webhook messages of any shape — the fuzzer's
// bytes decoded as a message of Meta's webhook — and checks it never
// panics, that what it does not ignore names its chat and id, that what
// it shares holds (at most bot.MaxCards cards, a place on the map, a
// reaction naming its message and carrying no text), and that the
// stored payload gives the same message back after a restart.
func FuzzConvert(f *testing.F) {
	now := time.Date(2026, 1, 20, 9, 0, 0, 0, time.UTC)
	head := `"from": "972501234567", "id": "wamid.X", "timestamp": "1768899540", `
	for _, s := range []string{
		`{` + head + `"type": "text", "text": {"body": "add milk"}}`,
		`{` + head + `"type": "contacts", "contacts": [{"name": {"formatted_name": "Dana Levi", "first_name": "Dana"}, "phones": [{"phone": "+972 50-123-4567", "wa_id": "972501234567", "type": "CELL"}], "emails": [{"email": "dana@example.com"}], "org": {"company": "Clinic"}}]}`,
		`{` + head + `"type": "contacts", "contacts": [{"name": {"formatted_name": "יוסי כהן"}, "phones": [{"phone": "+972 54-111-2233"}]}, {"name": {"formatted_name": "Noa"}, "emails": [{"email": "noa@example.com"}]}, {"name": {}, "phones": [{"wa_id": "12025550123"}]}]}`,
		`{` + head + `"type": "location", "location": {"latitude": 32.0853, "longitude": 34.7818, "name": "Dizengoff Center", "address": "Dizengoff St 50"}}`,
		`{` + head + `"type": "location", "location": {"latitude": 31.7683, "longitude": 35.2137}}`,
		`{` + head + `"type": "location", "location": {"latitude": "NaN", "longitude": 1e400}}`,
		`{` + head + `"type": "reaction", "reaction": {"message_id": "wamid.BOT", "emoji": "👍"}}`,
		`{` + head + `"type": "reaction", "reaction": {"message_id": "wamid.BOT"}}`,
		`{"context": {"from": "15550783881", "id": "wamid.BOT7", "forwarded": true}, ` + head + `"type": "text", "text": {"body": "Your appointment is confirmed for 12/03 at 10:30"}}`,
		`{"context": {"frequently_forwarded": true}, ` + head + `"type": "text", "text": {"body": "התור שלך נקבע"}}`,
		`{` + head + `"type": "image", "image": {"id": "MEDIA1", "mime_type": "image/jpeg", "sha256": "abc"}}`,
		`{` + head + `"type": "image", "image": {"id": "MEDIA2", "mime_type": "image/png", "caption": "תוסיף את זה"}}`,
		`{` + head + `"type": "image", "image": {"id": "MEDIA3", "mime_type": "image/jpeg", "caption": "remind me tomorrow at 9 to pay this"}}`,
		`{` + head + `"type": "document", "document": {"id": "MEDIA4", "mime_type": "application/pdf", "filename": "invite.pdf"}}`,
		`{` + head + `"type": "document", "document": {"id": "MEDIA5", "mime_type": "application/msword", "filename": "cv.doc", "caption": "save this"}}`,
		`{` + head + `"type": "video", "video": {"id": "MEDIA6", "mime_type": "video/mp4"}}`,
		`{"context": {"forwarded": true}, ` + head + `"type": "image", "image": {"id": "MEDIA7", "mime_type": "image/webp", "caption": "what's this?"}}`,
		`{}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Message
		if json.Unmarshal(data, &m) != nil {
			return
		}
		p, in, why := convert(m, now)
		if why != "" {
			if in.ChatID != "" || in.Text != "" {
				t.Fatalf("ignored (%s) but converted: %+v", why, in)
			}
			return
		}
		if in.ChatID == "" || in.MessageID != m.ID || p.Kind == "" {
			t.Fatalf("converted without chat, id or kind: %+v %+v", in, p)
		}
		sh := in.Shared
		if len(sh.Contacts) > bot.MaxCards {
			t.Fatalf("%d cards", len(sh.Contacts))
		}
		if sh.Place != nil && !bot.ValidPoint(sh.Place.Lat, sh.Place.Lng) {
			t.Fatalf("place off the map: %+v", sh.Place)
		}
		if sh.Reaction != nil && (sh.Reaction.MessageID == "" || in.Text != "") {
			t.Fatalf("reaction %+v with text %q", sh.Reaction, in.Text)
		}
		if p.Kind == kindUnsupported && bot.Actionable(sh) {
			t.Fatalf("unsupported, yet shares %+v", sh)
		}
		if p.Kind == kindPhoto && (p.Media == "" || !bot.PointsAtMedia(p.Text) || (m.Type == "document" && !bot.Readable(p.Mime)) || (m.Type != "image" && m.Type != "document")) {
			t.Fatalf("a photo for the model from %s: %+v", m.Type, p)
		}
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := rebuild(memo.InboxEntry{Channel: ChannelName, ChatID: in.ChatID, MessageID: in.MessageID, At: in.At, Payload: b})
		if err != nil {
			t.Fatal(err)
		}
		var again parked
		if err := json.Unmarshal(back.Payload, &again); err != nil || again.Kind != p.Kind || again.Media != p.Media || again.Name != p.Name {
			t.Fatalf("stored as %+v; was %+v (%v)", again, p, err)
		}
		if !reflect.DeepEqual(back.Shared, sh) || back.Text != in.Text || back.QuotedMessageID != in.QuotedMessageID {
			t.Fatalf("stored and rebuilt as %+v; was %+v", back, in)
		}
	})
}
