package cloudapitest

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo/bot/cloudapi"
)

// The builders below write webhook deliveries as Meta's "messages"
// webhook reference shows them, as raw JSON, so a test checks the
// channel against Meta's shapes rather than against its own structs.

func sha(b []byte) []byte {
	s := sha256.Sum256(b)
	return s[:]
}

func q(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func ts(at time.Time) string { return strconv.FormatInt(at.Unix(), 10) }

// head is the part every message shares.
func head(from, id string, at time.Time, typ string) string {
	return fmt.Sprintf(`"from": %s, "id": %s, "timestamp": %q, "type": %q`, q(from), q(id), ts(at), typ)
}

// TextMessage is a text message.
func TextMessage(from, id string, at time.Time, body string) string {
	return fmt.Sprintf(`{%s, "text": {"body": %s}}`, head(from, id, at, "text"), q(body))
}

// ReplyMessage is a text message replying to (quoting) quoted.
func ReplyMessage(from, id string, at time.Time, body, quoted string) string {
	return fmt.Sprintf(`{"context": {"from": %q, "id": %s}, %s, "text": {"body": %s}}`, Display, q(quoted), head(from, id, at, "text"), q(body))
}

// ButtonReply is a tap on a reply button of the interactive message
// quoted.
func ButtonReply(from, id string, at time.Time, buttonID, title, quoted string) string {
	return fmt.Sprintf(`{"context": {"from": %q, "id": %s}, %s, "interactive": {"type": "button_reply", "button_reply": {"id": %s, "title": %s}}}`,
		Display, q(quoted), head(from, id, at, "interactive"), q(buttonID), q(title))
}

// ListReply is a row picked from the list message quoted.
func ListReply(from, id string, at time.Time, rowID, title, description, quoted string) string {
	return fmt.Sprintf(`{"context": {"from": %q, "id": %s}, %s, "interactive": {"type": "list_reply", "list_reply": {"id": %s, "title": %s, "description": %s}}}`,
		Display, q(quoted), head(from, id, at, "interactive"), q(rowID), q(title), q(description))
}

// AudioMessage is a voice note with media id mediaID.
func AudioMessage(from, id string, at time.Time, mediaID string) string {
	return fmt.Sprintf(`{%s, "audio": {"mime_type": "audio/ogg; codecs=opus", "sha256": "3b4c0f5d1e2a", "id": %s, "voice": true}}`,
		head(from, id, at, "audio"), q(mediaID))
}

// ImageMessage is an image, with caption when not empty.
func ImageMessage(from, id string, at time.Time, mediaID, caption string) string {
	c := ""
	if caption != "" {
		c = `"caption": ` + q(caption) + `, `
	}
	return fmt.Sprintf(`{%s, "image": {%s"mime_type": "image/jpeg", "sha256": "gfOhDTFG6iv0JYWdx7L3aJhHjM4k=", "id": %s}}`,
		head(from, id, at, "image"), c, q(mediaID))
}

// DocumentMessage is a document of type mime named filename, with
// caption ("" for none).
func DocumentMessage(from, id string, at time.Time, mediaID, mime, filename, caption string) string {
	c := ""
	if caption != "" {
		c = `"caption": ` + q(caption) + `, `
	}
	return fmt.Sprintf(`{%s, "document": {%s"filename": %s, "mime_type": %s, "sha256": "gfOhDTFG6iv0JYWdx7L3aJhHjM4k=", "id": %s}}`,
		head(from, id, at, "document"), c, q(filename), q(mime), q(mediaID))
}

// ReactionMessage is an emoji reaction to the message reacted.
func ReactionMessage(from, id string, at time.Time, reacted, emoji string) string {
	return fmt.Sprintf(`{%s, "reaction": {"message_id": %s, "emoji": %s}}`, head(from, id, at, "reaction"), q(reacted), q(emoji))
}

// LocationMessage is a location pin; name and address are left out when
// empty, as Meta leaves them out of a pin that is only a point.
func LocationMessage(from, id string, at time.Time, lat, lng float64, name, address string) string {
	extra := ""
	if name != "" {
		extra += `, "name": ` + q(name)
	}
	if address != "" {
		extra += `, "address": ` + q(address)
	}
	return fmt.Sprintf(`{%s, "location": {"latitude": %s, "longitude": %s%s}}`, head(from, id, at, "location"),
		strconv.FormatFloat(lat, 'f', -1, 64), strconv.FormatFloat(lng, 'f', -1, 64), extra)
}

// Card is one card of a contacts message, as Meta writes it: name.
// formatted_name, phones[].phone with its wa_id, emails[].email and
// org.company, each left out when empty.
func Card(name string, phones, emails []string, company string) string {
	var parts []string
	if name != "" {
		parts = append(parts, fmt.Sprintf(`"name": {"formatted_name": %s, "first_name": %s}`, q(name), q(strings.Fields(name)[0])))
	}
	if len(phones) > 0 {
		var ps []string
		for _, p := range phones {
			ps = append(ps, fmt.Sprintf(`{"phone": %s, "wa_id": %s, "type": "CELL"}`, q(p), q(strings.Map(digitsOnly, p))))
		}
		parts = append(parts, `"phones": [`+strings.Join(ps, ", ")+`]`)
	}
	if len(emails) > 0 {
		var es []string
		for _, e := range emails {
			es = append(es, fmt.Sprintf(`{"email": %s, "type": "HOME"}`, q(e)))
		}
		parts = append(parts, `"emails": [`+strings.Join(es, ", ")+`]`)
	}
	if company != "" {
		parts = append(parts, fmt.Sprintf(`"org": {"company": %s}`, q(company)))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func digitsOnly(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// ContactsMessage is one or several contact cards (from Card).
func ContactsMessage(from, id string, at time.Time, cards ...string) string {
	return fmt.Sprintf(`{%s, "contacts": [%s]}`, head(from, id, at, "contacts"), strings.Join(cards, ", "))
}

// ForwardedMessage is a forwarded text; frequently marks it forwarded
// many times, and quoted, when not empty, is the message it replies to.
func ForwardedMessage(from, id string, at time.Time, body string, frequently bool, quoted string) string {
	ctx := `"forwarded": true`
	if frequently {
		ctx = `"frequently_forwarded": true`
	}
	if quoted != "" {
		ctx = fmt.Sprintf(`"from": %q, "id": %s, %s`, Display, q(quoted), ctx)
	}
	return fmt.Sprintf(`{"context": {%s}, %s, "text": {"body": %s}}`, ctx, head(from, id, at, "text"), q(body))
}

// UnsupportedMessage is what Meta sends for a message type the Cloud API
// does not support.
func UnsupportedMessage(from, id string, at time.Time) string {
	return fmt.Sprintf(`{%s, "errors": [{"code": 131051, "title": "Message type unknown", "message": "Message type unknown", "error_data": {"details": "Message type is currently not supported."}}]}`,
		head(from, id, at, "unsupported"))
}

// StatusUpdate is Meta's status of message id sent to recipient: "sent",
// "delivered", "read" or "failed" (then with code and title).
func StatusUpdate(id, status, recipient string, at time.Time, code int, title string) string {
	errs := ""
	if status == "failed" {
		errs = fmt.Sprintf(`, "errors": [{"code": %d, "title": %s, "message": %s, "error_data": {"details": %s}, "href": "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/"}]`,
			code, q(title), q(title), q(title))
	}
	pricing := ""
	if status != "failed" {
		pricing = fmt.Sprintf(`, "conversation": {"id": "8f1e2c", "expiration_timestamp": %q, "origin": {"type": "service"}}, "pricing": {"billable": true, "pricing_model": "PMP", "category": "service"}`, ts(at.Add(24*time.Hour)))
	}
	return fmt.Sprintf(`{"id": %s, "status": %q, "timestamp": %q, "recipient_id": %s%s%s}`, q(id), status, ts(at), q(recipient), pricing, errs)
}

// Delivery wraps messages and statuses (JSON objects from the builders)
// in a webhook delivery for the business number phoneID.
func Delivery(phoneID string, messages, statuses []string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"object": "whatsapp_business_account", "entry": [{"id": "102290129340398", "changes": [{"value": {"messaging_product": "whatsapp", "metadata": {"display_phone_number": %q, "phone_number_id": %q}`, Display, phoneID)
	if len(messages) > 0 {
		var from string
		var head struct {
			From string `json:"from"`
		}
		if json.Unmarshal([]byte(messages[0]), &head) == nil {
			from = head.From
		}
		fmt.Fprintf(&b, `, "contacts": [{"profile": {"name": "Dana"}, "wa_id": %s}], "messages": [%s]`, q(from), strings.Join(messages, ", "))
	}
	if len(statuses) > 0 {
		fmt.Fprintf(&b, `, "statuses": [%s]`, strings.Join(statuses, ", "))
	}
	b.WriteString(`}, "field": "messages"}]}]}`)
	return []byte(b.String())
}

// Post sends body to the webhook at url signed with secret (no signature
// when secret is empty) and returns the status code.
func Post(t testing.TB, url, secret string, body []byte) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if secret != "" {
		req.Header.Set("X-Hub-Signature-256", cloudapi.Sign(secret, body))
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
