package cloudapi_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// TestInboundTypes: each message type of Meta's messages webhook, as
// documented, becomes the turn it stands for, a polite notice, or
// nothing.
func TestInboundTypes(t *testing.T) {
	at := start.Add(-time.Minute)
	tests := []struct {
		name    string
		msg     string
		media   []byte // served as media "MEDIA1"
		want    *memo.Inbound
		replies []string
	}{
		{
			name: "text", msg: cloudapitest.TextMessage(dana, "wamid.T1", at, "add milk"),
			want:    &memo.Inbound{ChatID: "+" + dana, UserID: "+" + dana, MessageID: "wamid.T1", Text: "add milk", At: at, Channel: cloudapi.ChannelName},
			replies: []string{"echo: add milk"},
		},
		{
			name: "reply quotes the message it answers", msg: cloudapitest.ReplyMessage(dana, "wamid.Q1", at, "done", "wamid.REMINDER"),
			want:    &memo.Inbound{ChatID: "+" + dana, UserID: "+" + dana, MessageID: "wamid.Q1", Text: "done", QuotedMessageID: "wamid.REMINDER", At: at, Channel: cloudapi.ChannelName},
			replies: []string{"echo: done"},
		},
		{
			name: "a template's quick-reply button is its text", msg: `{"context": {"from": "15550783881", "id": "wamid.TPL"}, "from": "` + dana + `", "id": "wamid.B1", "timestamp": "` + ts(at) + `", "type": "button", "button": {"payload": "Done", "text": "Done"}}`,
			want:    &memo.Inbound{ChatID: "+" + dana, UserID: "+" + dana, MessageID: "wamid.B1", Text: "Done", QuotedMessageID: "wamid.TPL", At: at, Channel: cloudapi.ChannelName},
			replies: []string{"echo: Done"},
		},
		{
			name: "image with a caption is its caption", msg: cloudapitest.ImageMessage(dana, "wamid.I1", at, "MEDIA9", "remind me to pay this tomorrow"),
			want:    &memo.Inbound{ChatID: "+" + dana, UserID: "+" + dana, MessageID: "wamid.I1", Text: "remind me to pay this tomorrow", At: at, Channel: cloudapi.ChannelName},
			replies: []string{"echo: remind me to pay this tomorrow"},
		},
		{
			name: "image without a caption", msg: cloudapitest.ImageMessage(dana, "wamid.I2", at, "MEDIA9", ""),
			replies: []string{"📷 To read photos and documents I need a model, and none is set up here. Send it again with a caption that says what you need, e.g. “remind me on Sunday at 9 to pay this bill”."},
		},
		{
			name: "voice note is transcribed", msg: cloudapitest.AudioMessage(dana, "wamid.V1", at, "MEDIA1"), media: []byte("OggS-voice"),
			want:    &memo.Inbound{ChatID: "+" + dana, UserID: "+" + dana, MessageID: "wamid.V1", Text: "remind me at five to call Noa", At: at, Channel: cloudapi.ChannelName},
			replies: []string{"echo: remind me at five to call Noa"},
		},
		{
			name: "voice note whose media id is gone", msg: cloudapitest.AudioMessage(dana, "wamid.V2", at, "MEDIA404"),
			replies: []string{"Sorry, I couldn't get that voice message. Please try again or write to me."},
		},
		{name: "sticker is ignored quietly", msg: `{"from": "` + dana + `", "id": "wamid.K1", "timestamp": "` + ts(at) + `", "type": "sticker", "sticker": {"id": "5", "mime_type": "image/webp", "animated": false}}`},
		{
			name: "unsupported type", msg: cloudapitest.UnsupportedMessage(dana, "wamid.U1", at),
			replies: []string{"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."},
		},
		{
			name: "unknown future type", msg: `{"from": "` + dana + `", "id": "wamid.X1", "timestamp": "` + ts(at) + `", "type": "hologram", "hologram": {"id": "7"}}`,
			replies: []string{"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."},
		},
		{
			name: "text over 4,000 characters", msg: cloudapitest.TextMessage(dana, "wamid.LONG", at, strings.Repeat("a", 5000)),
			replies: []string{"That message is too long for me (over 4,000 characters). Could you send a shorter one?"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := &transcriber{Text: "remind me at five to call Noa"}
			h := newHarness(t, opts{transcriber: tr})
			if tt.media != nil {
				h.api.AddMedia("MEDIA1", "audio/ogg; codecs=opus", tt.media)
			}
			if code := h.post([]string{tt.msg}, nil); code != 200 {
				t.Fatalf("webhook answered %d", code)
			}
			sent := h.settle()
			got := h.run.Inbounds()
			switch {
			case tt.want == nil && len(got) > 0:
				t.Errorf("turn ran for %+v; want none", got[0])
			case tt.want != nil && len(got) != 1:
				t.Fatalf("turns = %d; want 1", len(got))
			case tt.want != nil && !sameInbound(got[0], *tt.want):
				t.Errorf("inbound =\n%+v\nwant\n%+v", got[0], *tt.want)
			}
			if len(sent) != len(tt.replies) {
				t.Fatalf("sent %d messages %+v; want %q", len(sent), sent, tt.replies)
			}
			for i, s := range sent {
				if s.Text() != tt.replies[i] || s.Request.To != dana || s.Request.Type != "text" {
					t.Errorf("reply %d = %s %q to %s; want text %q to %s", i, s.Request.Type, s.Text(), s.Request.To, tt.replies[i], dana)
				}
			}
			if tt.media != nil && (string(tr.got) != string(tt.media) || tr.names[0] != "voice.ogg") {
				t.Errorf("transcribed %q as %v; want the media as voice.ogg", tr.got, tr.names)
			}
		})
	}
}

func ts(at time.Time) string { return strconv.FormatInt(at.Unix(), 10) }

// sameInbound compares messages to the second, as Meta's timestamps are,
// but for the channel's own payload, which only the channel reads.
func sameInbound(a, b memo.Inbound) bool {
	a.Payload, b.Payload = nil, nil
	if !a.At.Equal(b.At.Truncate(time.Second)) || !a.SentAt.Equal(a.At) {
		return false
	}
	a.At, b.At, a.SentAt, b.SentAt = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	return reflect.DeepEqual(a, b)
}

// TestInboundMarkedRead: each message handled is marked read.
func TestInboundMarkedRead(t *testing.T) {
	h := newHarness(t, opts{})
	h.say("wamid.READ1", "hi")
	if r := h.api.Reads(); len(r) != 1 || r[0] != "wamid.READ1" {
		t.Errorf("reads = %v; want [wamid.READ1]", r)
	}
}

// TestStrangerDroppedBeforeStore: a number not allowed costs no inbox row
// and no claim, and gets one refusal a day.
func TestStrangerDroppedBeforeStore(t *testing.T) {
	h := newHarness(t, opts{})
	for i, id := range []string{"wamid.S1", "wamid.S2"} {
		if code := h.post([]string{cloudapitest.TextMessage(stranger, id, start, "hello")}, nil); code != 200 {
			t.Fatalf("delivery %d: %d", i, code)
		}
	}
	sent := h.settle()
	if len(sent) != 1 || sent[0].Request.To != stranger || !strings.Contains(sent[0].Text(), "private") {
		t.Fatalf("sent %+v; want one refusal to the stranger", sent)
	}
	if len(h.run.Inbounds()) != 0 || h.inboxState("wamid.S1") != "" {
		t.Error("a stranger's message reached the inbox or a turn")
	}
	if ok, _ := h.state.Claim(t.Context(), "+"+stranger+"\x1fwamid.S1", time.Minute); !ok {
		t.Error("a stranger's message id was claimed")
	}
}

// TestVoiceNoteAMR: an AMR voice note (what some phones send) reaches the
// transcriber named as AMR, as on the whatsmeow channel.
func TestVoiceNoteAMR(t *testing.T) {
	tr := &transcriber{Text: "call Noa"}
	h := newHarness(t, opts{transcriber: tr})
	h.api.AddMedia("MEDIA1", "audio/amr", []byte("#!AMR\n"))
	at := start.Add(-time.Minute)
	msg := strings.Replace(cloudapitest.AudioMessage(dana, "wamid.AMR1", at, "MEDIA1"), "audio/ogg; codecs=opus", "audio/amr", 1)
	if code := h.post([]string{msg}, nil); code != 200 {
		t.Fatalf("webhook answered %d", code)
	}
	sent := h.settle()
	if len(tr.names) != 1 || tr.names[0] != "voice.amr" || string(tr.got) != "#!AMR\n" {
		t.Errorf("transcribed %q as %v; want the media as voice.amr", tr.got, tr.names)
	}
	if len(sent) != 1 || sent[0].Text() != "echo: call Noa" {
		t.Errorf("sent %+v; want the turn's echo", sent)
	}
}
