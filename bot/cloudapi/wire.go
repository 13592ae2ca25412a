package cloudapi

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// The Graph API's JSON, as Meta documents it for the Cloud API: the
// webhook's deliveries, and the requests and answers of /messages and
// /{media-id}. Fields Memo does not use are left out; unknown fields are
// ignored.

// Webhook is one POST to the webhook.
type Webhook struct {
	Object string  `json:"object"` // "whatsapp_business_account"
	Entry  []Entry `json:"entry"`
}

// Entry is one business account's part of a delivery.
type Entry struct {
	ID      string   `json:"id"`
	Changes []Change `json:"changes"`
}

// Change is one change; Field "messages" carries messages and statuses.
type Change struct {
	Field string `json:"field"`
	Value Value  `json:"value"`
}

// Value is what a "messages" change holds.
type Value struct {
	MessagingProduct string    `json:"messaging_product"`
	Metadata         Metadata  `json:"metadata"`
	Contacts         []Contact `json:"contacts,omitempty"`
	Messages         []Message `json:"messages,omitempty"`
	Statuses         []Status  `json:"statuses,omitempty"`
	Errors           []WireErr `json:"errors,omitempty"`
}

// Metadata names the business number a change is for.
type Metadata struct {
	DisplayPhoneNumber string `json:"display_phone_number"`
	PhoneNumberID      string `json:"phone_number_id"`
}

// Contact is the sender's profile.
type Contact struct {
	WaID    string `json:"wa_id"`
	Profile struct {
		Name string `json:"name"`
	} `json:"profile"`
}

// Message is one message a user sent.
type Message struct {
	From        string       `json:"from"`
	ID          string       `json:"id"`
	Timestamp   string       `json:"timestamp"` // unix seconds
	Type        string       `json:"type"`
	Context     *MsgContext  `json:"context,omitempty"`
	Text        *Text        `json:"text,omitempty"`
	Interactive *Interactive `json:"interactive,omitempty"`
	Button      *Button      `json:"button,omitempty"`
	Audio       *Media       `json:"audio,omitempty"`
	Image       *Media       `json:"image,omitempty"`
	Video       *Media       `json:"video,omitempty"`
	Document    *Media       `json:"document,omitempty"`
	Sticker     *Media       `json:"sticker,omitempty"`
	Reaction    *Reaction    `json:"reaction,omitempty"`
	Contacts    []CardJSON   `json:"contacts,omitempty"`
	Location    *Location    `json:"location,omitempty"`
	Errors      []WireErr    `json:"errors,omitempty"`
}

// MsgContext is the message a message replies to, and on an inbound
// message whether it was forwarded.
type MsgContext struct {
	From string `json:"from,omitempty"`
	ID   string `json:"id,omitempty"`
	// Forwarded and FrequentlyForwarded mark a message forwarded (the
	// second, forwarded more than five times).
	Forwarded           bool `json:"forwarded,omitempty"`
	FrequentlyForwarded bool `json:"frequently_forwarded,omitempty"`
}

// CardJSON is one contact card of a "contacts" message, in Meta's
// structured form (not a vCard).
type CardJSON struct {
	Name struct {
		FormattedName string `json:"formatted_name"`
		FirstName     string `json:"first_name,omitempty"`
		MiddleName    string `json:"middle_name,omitempty"`
		LastName      string `json:"last_name,omitempty"`
		Prefix        string `json:"prefix,omitempty"`
		Suffix        string `json:"suffix,omitempty"`
	} `json:"name"`
	Phones []struct {
		Phone string `json:"phone"`
		WaID  string `json:"wa_id,omitempty"`
		Type  string `json:"type,omitempty"`
	} `json:"phones,omitempty"`
	Emails []struct {
		Email string `json:"email"`
		Type  string `json:"type,omitempty"`
	} `json:"emails,omitempty"`
	Org *struct {
		Company    string `json:"company"`
		Department string `json:"department,omitempty"`
		Title      string `json:"title,omitempty"`
	} `json:"org,omitempty"`
}

// Location is a "location" message's pin.
type Location struct {
	Latitude  FlexFloat `json:"latitude"`
	Longitude FlexFloat `json:"longitude"`
	Name      string    `json:"name,omitempty"`
	Address   string    `json:"address,omitempty"`
	URL       string    `json:"url,omitempty"`
}

// Text is a text message's body.
type Text struct {
	Body       string `json:"body"`
	PreviewURL bool   `json:"preview_url,omitempty"`
}

// Interactive is a user's answer to an interactive message (inbound) or
// the interactive message itself (outbound).
type Interactive struct {
	Type        string     `json:"type"` // "button_reply", "list_reply"; outbound "button", "list"
	ButtonReply *ReplyPick `json:"button_reply,omitempty"`
	ListReply   *ReplyPick `json:"list_reply,omitempty"`
	Body        *Body      `json:"body,omitempty"`
	Action      *Action    `json:"action,omitempty"`
}

// ReplyPick is the button or list row a user tapped.
type ReplyPick struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
}

// Button is a tap on a template's quick-reply button.
type Button struct {
	Payload string `json:"payload"`
	Text    string `json:"text"`
}

// Media is an audio, image, video, document or sticker message.
type Media struct {
	ID       string `json:"id"`
	MimeType string `json:"mime_type,omitempty"`
	SHA256   string `json:"sha256,omitempty"`
	Caption  string `json:"caption,omitempty"`
	Filename string `json:"filename,omitempty"`
	Voice    bool   `json:"voice,omitempty"`
}

// Reaction is an emoji put on a message.
type Reaction struct {
	MessageID string `json:"message_id"`
	Emoji     string `json:"emoji"`
}

// Status is Meta's word on a message the business sent.
type Status struct {
	ID          string    `json:"id"`
	Status      string    `json:"status"` // sent, delivered, read, failed
	Timestamp   string    `json:"timestamp"`
	RecipientID string    `json:"recipient_id"`
	Errors      []WireErr `json:"errors,omitempty"`
}

// WireErr is an error in a webhook (a failed status, an unsupported
// message).
type WireErr struct {
	Code      int    `json:"code"`
	Title     string `json:"title"`
	Message   string `json:"message,omitempty"`
	ErrorData *struct {
		Details string `json:"details"`
	} `json:"error_data,omitempty"`
}

// Outbound requests.

// SendRequest is a POST /{phone-number-id}/messages.
type SendRequest struct {
	MessagingProduct string       `json:"messaging_product"` // "whatsapp"
	RecipientType    string       `json:"recipient_type,omitempty"`
	To               string       `json:"to,omitempty"`
	Type             string       `json:"type,omitempty"` // text, interactive, template
	Context          *MsgContext  `json:"context,omitempty"`
	Text             *Text        `json:"text,omitempty"`
	Interactive      *Interactive `json:"interactive,omitempty"`
	Template         *Template    `json:"template,omitempty"`
	// Status "read" with MessageID marks a received message read.
	Status    string `json:"status,omitempty"`
	MessageID string `json:"message_id,omitempty"`
}

// Body is an interactive message's text.
type Body struct {
	Text string `json:"text"`
}

// Action holds an interactive message's buttons, or its list.
type Action struct {
	Buttons  []ActionButton `json:"buttons,omitempty"`
	Button   string         `json:"button,omitempty"` // the list's button label
	Sections []Section      `json:"sections,omitempty"`
}

// ActionButton is one reply button.
type ActionButton struct {
	Type  string    `json:"type"` // "reply"
	Reply ReplyPick `json:"reply"`
}

// Section is a list's section.
type Section struct {
	Title string `json:"title,omitempty"`
	Rows  []Row  `json:"rows"`
}

// Row is one row of a list.
type Row struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
}

// Template is a template message.
type Template struct {
	Name       string      `json:"name"`
	Language   Language    `json:"language"`
	Components []Component `json:"components,omitempty"`
}

// Language is a template's language.
type Language struct {
	Code string `json:"code"`
}

// Component is a part of a template filled with parameters.
type Component struct {
	Type       string      `json:"type"` // "body"
	Parameters []Parameter `json:"parameters"`
}

// Parameter is one value put into a template.
type Parameter struct {
	Type string `json:"type"` // "text"
	Text string `json:"text"`
}

// SendResponse is /messages' answer.
type SendResponse struct {
	Messages []struct {
		ID string `json:"id"`
	} `json:"messages"`
}

// MediaInfo is GET /{media-id}'s answer.
type MediaInfo struct {
	ID       string   `json:"id"`
	URL      string   `json:"url"`
	MimeType string   `json:"mime_type"`
	SHA256   string   `json:"sha256"`
	FileSize FlexSize `json:"file_size"`
}

// FlexSize is a size Meta sends as a number or as a string of digits.
type FlexSize int64

// UnmarshalJSON reads 123 or "123"; anything else is 0 (unknown).
func (f *FlexSize) UnmarshalJSON(b []byte) error {
	s := strings.Trim(strings.TrimSpace(string(b)), `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		*f = 0
		return nil
	}
	*f = FlexSize(n)
	return nil
}

// ErrorBody is the Graph API's error answer.
type ErrorBody struct {
	Error struct {
		Message      string `json:"message"`
		Type         string `json:"type"`
		Code         int    `json:"code"`
		ErrorSubcode int    `json:"error_subcode,omitempty"`
		FBTraceID    string `json:"fbtrace_id,omitempty"`
		ErrorData    *struct {
			MessagingProduct string `json:"messaging_product,omitempty"`
			Details          string `json:"details"`
		} `json:"error_data,omitempty"`
	} `json:"error"`
}

// FlexFloat is a coordinate Meta sends as a number (or, to be safe, as a
// string of one); OK is false when it is missing or not a number, which
// leaves the message unread rather than the whole delivery refused.
type FlexFloat struct {
	V  float64
	OK bool
}

// UnmarshalJSON reads 32.08 or "32.08"; anything else is not OK.
func (f *FlexFloat) UnmarshalJSON(b []byte) error {
	s := strings.Trim(strings.TrimSpace(string(b)), `"`)
	v, err := strconv.ParseFloat(s, 64)
	*f = FlexFloat{V: v, OK: err == nil}
	return nil
}

// MarshalJSON writes the number, or null when it is not OK or not
// finite.
func (f FlexFloat) MarshalJSON() ([]byte, error) {
	if !f.OK || math.IsNaN(f.V) || math.IsInf(f.V, 0) {
		return []byte("null"), nil
	}
	return strconv.AppendFloat(nil, f.V, 'g', -1, 64), nil
}

var (
	_ json.Unmarshaler = (*FlexSize)(nil)
	_ json.Unmarshaler = (*FlexFloat)(nil)
	_ json.Marshaler   = FlexFloat{}
)
