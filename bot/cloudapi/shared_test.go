package cloudapi_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// quiet is a turn that stays quiet: a reply with no text.
func quiet(in memo.Inbound) memo.Reply { return memo.Reply{ChatID: in.ChatID, Success: true} }

// sharedMessage is a webhook message and what it shares with the turn
// (nil: no turn), with the text the turn gets and the notices sent.
type sharedMessage struct {
	name    string
	msg     string
	id      string
	want    *memo.Shared
	text    string
	quoted  string
	replies []string
}

func sharedMessages(at time.Time) []sharedMessage {
	danaCard := memo.Card{Name: "Dana Levi", Phones: []string{"+972 50-123-4567"}, Emails: []string{"dana@example.com"}, Org: "Clinic Ltd"}
	yossi := memo.Card{Name: "יוסי כהן", Phones: []string{"+972 54-111-2233"}}
	danaJSON := cloudapitest.Card("Dana Levi", danaCard.Phones, danaCard.Emails, "Clinic Ltd")
	yossiJSON := cloudapitest.Card("יוסי כהן", yossi.Phones, nil, "")
	unsupported := []string{"Sorry, I can't read that kind of message. I read text, voice messages, photos, PDFs, contact cards and locations."}
	m := func(name, id, msg string, want *memo.Shared) sharedMessage {
		return sharedMessage{name: name, id: id, msg: msg, want: want}
	}
	forwardedReply := m("forwarded inside a reply", "wamid.F2",
		cloudapitest.ForwardedMessage(dana, "wamid.F2", at, "Your appointment with Dr. Cohen is confirmed for 12/03 at 10:30", false, "wamid.BOT7"), &memo.Shared{Forwarded: true})
	forwardedReply.text, forwardedReply.quoted = "Your appointment with Dr. Cohen is confirmed for 12/03 at 10:30", "wamid.BOT7"
	forwarded := m("forwarded many times, Hebrew", "wamid.F1",
		cloudapitest.ForwardedMessage(dana, "wamid.F1", at, "התור שלך נקבע ל-12/03 בשעה 10:30", true, ""), &memo.Shared{Forwarded: true})
	forwarded.text = "התור שלך נקבע ל-12/03 בשעה 10:30"
	return []sharedMessage{
		m("contact card", "wamid.C1", cloudapitest.ContactsMessage(dana, "wamid.C1", at, danaJSON), &memo.Shared{Contacts: []memo.Card{danaCard}}),
		m("Hebrew contact card", "wamid.C2", cloudapitest.ContactsMessage(dana, "wamid.C2", at, yossiJSON), &memo.Shared{Contacts: []memo.Card{yossi}}),
		m("several cards at once, one with no phone, one with no name", "wamid.C3", cloudapitest.ContactsMessage(dana, "wamid.C3", at,
			danaJSON, cloudapitest.Card("Noa", nil, []string{"noa@example.com"}, ""), cloudapitest.Card("", []string{"+1 202-555-0123"}, nil, ""), yossiJSON),
			&memo.Shared{Contacts: []memo.Card{danaCard, {Name: "Noa", Emails: []string{"noa@example.com"}}, {Phones: []string{"+1 202-555-0123"}}, yossi}}),
		m("name from its parts, number from its wa_id", "wamid.C4", cloudapitest.ContactsMessage(dana, "wamid.C4", at,
			`{"name": {"first_name": "Dana", "last_name": "Levi"}, "phones": [{"wa_id": "972501234567", "type": "CELL"}]}`),
			&memo.Shared{Contacts: []memo.Card{{Name: "Dana Levi", Phones: []string{"+972501234567"}}}}),
		{name: "card with nothing in it", id: "wamid.C5", msg: cloudapitest.ContactsMessage(dana, "wamid.C5", at, `{"name": {}}`), replies: unsupported},
		m("location pin", "wamid.L1", cloudapitest.LocationMessage(dana, "wamid.L1", at, 32.0853, 34.7818, "Dizengoff Center", "Dizengoff St 50, Tel Aviv"),
			&memo.Shared{Place: &memo.Place{Lat: 32.0853, Lng: 34.7818, Name: "Dizengoff Center", Address: "Dizengoff St 50, Tel Aviv"}}),
		m("pin with no name", "wamid.L2", cloudapitest.LocationMessage(dana, "wamid.L2", at, 31.7683, 35.2137, "", ""), &memo.Shared{Place: &memo.Place{Lat: 31.7683, Lng: 35.2137}}),
		m("pin with a Hebrew name", "wamid.L3", cloudapitest.LocationMessage(dana, "wamid.L3", at, 31.7683, 35.2137, "הבית של סבתא", "רחוב הרצל 1, ירושלים"),
			&memo.Shared{Place: &memo.Place{Lat: 31.7683, Lng: 35.2137, Name: "הבית של סבתא", Address: "רחוב הרצל 1, ירושלים"}}),
		m("pin with a link, coordinates as strings", "wamid.L4",
			`{"from": "`+dana+`", "id": "wamid.L4", "timestamp": "`+ts(at)+`", "type": "location", "location": {"latitude": "32.1", "longitude": "34.8", "url": "https://example.com/shop"}}`,
			&memo.Shared{Place: &memo.Place{Lat: 32.1, Lng: 34.8, URL: "https://example.com/shop"}}),
		{name: "pin off the map", id: "wamid.L5", msg: cloudapitest.LocationMessage(dana, "wamid.L5", at, 95, 34.8, "", ""), replies: unsupported},
		{name: "pin that is not a number", id: "wamid.L6", msg: `{"from": "` + dana + `", "id": "wamid.L6", "timestamp": "` + ts(at) + `", "type": "location", "location": {"latitude": "north", "longitude": 34.8}}`, replies: unsupported},
		m("reaction", "wamid.R1", cloudapitest.ReactionMessage(dana, "wamid.R1", at, "wamid.REMINDER", "👍"), &memo.Shared{Reaction: &memo.Reaction{MessageID: "wamid.REMINDER", Emoji: "👍"}}),
		m("reaction removed", "wamid.R2", `{"from": "`+dana+`", "id": "wamid.R2", "timestamp": "`+ts(at)+`", "type": "reaction", "reaction": {"message_id": "wamid.REMINDER"}}`,
			&memo.Shared{Reaction: &memo.Reaction{MessageID: "wamid.REMINDER"}}),
		{name: "reaction to no message", id: "wamid.R3", msg: cloudapitest.ReactionMessage(dana, "wamid.R3", at, "", "👍")},
		forwarded,
		forwardedReply,
	}
}

// TestInboundShared: each kind people send besides text reaches the turn
// with what it shares, and a turn that stays quiet (no text) sends
// nothing.
func TestInboundShared(t *testing.T) {
	at := start.Add(-time.Minute)
	for _, tt := range sharedMessages(at) {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, opts{})
			h.run.Reply = quiet
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
			case tt.want != nil && (!reflect.DeepEqual(got[0].Shared, *tt.want) || got[0].Text != tt.text || got[0].QuotedMessageID != tt.quoted || got[0].MessageID != tt.id):
				t.Errorf("inbound %s %q quoting %q shares\n%+v\nwant %s %q quoting %q\n%+v", got[0].MessageID, got[0].Text, got[0].QuotedMessageID, got[0].Shared, tt.id, tt.text, tt.quoted, *tt.want)
			}
			if len(sent) != len(tt.replies) {
				t.Fatalf("sent %d messages %+v; want %q", len(sent), sent, tt.replies)
			}
			for i, s := range sent {
				if s.Text() != tt.replies[i] {
					t.Errorf("reply %d = %q; want %q", i, s.Text(), tt.replies[i])
				}
			}
			if tt.want != nil {
				if st := h.inboxState(tt.id); st != "done" {
					t.Errorf("stored message is %q; want done", st)
				}
			}
		})
	}
}

// TestReplayKeepsShared: what messages share reaches the turn of the
// next process as it would have the first, when a restart left them
// stored and unanswered.
func TestReplayKeepsShared(t *testing.T) {
	first := newHarness(t, opts{})
	if err := first.d.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	want := map[string]sharedMessage{}
	var msgs []string
	for _, m := range sharedMessages(start) {
		if m.want != nil {
			msgs = append(msgs, m.msg)
			want[m.id] = m
		}
	}
	if code := first.post(msgs, nil); code != 200 {
		t.Fatalf("webhook answered %d", code)
	}
	rec := &echo{Reply: quiet}
	second := newHarness(t, opts{db: first.db, handler: rec})
	second.settle()
	ran := 0
	for _, in := range rec.Inbounds() {
		ran++
		w := want[in.MessageID]
		if w.want == nil || !reflect.DeepEqual(in.Shared, *w.want) || in.Text != w.text || in.QuotedMessageID != w.quoted {
			t.Errorf("%s replayed with %q quoting %q sharing %+v; want %q quoting %q sharing %+v", in.MessageID, in.Text, in.QuotedMessageID, in.Shared, w.text, w.quoted, w.want)
		}
		if st := second.inboxState(in.MessageID); st != "done" {
			t.Errorf("%s is %q after its replay; want done", in.MessageID, st)
		}
	}
	if ran != len(want) {
		t.Errorf("%d turns after the restart; want %d", ran, len(want))
	}
	if n := len(second.api.Sent()); n != 0 {
		t.Errorf("sent %d messages for turns that replied nothing", n)
	}
}

// TestQuietReplySendsNothing: a turn that stays quiet (a reaction to
// something else) replies with no text, or only spaces — with a question
// pending or not — and nothing goes to Meta, nothing is kept to send
// again, and the message is done.
func TestQuietReplySendsNothing(t *testing.T) {
	h := newHarness(t, opts{})
	texts := []string{"", " ", "\n\n", " \t\n"}
	var n int
	h.run.Reply = func(in memo.Inbound) memo.Reply {
		r := memo.Reply{ChatID: in.ChatID, Text: texts[n%len(texts)], Lang: memo.English, Success: true}
		if n%2 == 1 {
			r.Pending = &memo.Pending{Version: 1, Kind: memo.PendingChoose, Options: []memo.Option{{Label: "a"}, {Label: "b"}}, Lang: memo.English}
		}
		n++
		return r
	}
	var msgs []string
	for i := range texts {
		msgs = append(msgs, cloudapitest.ReactionMessage(dana, "wamid.Q"+string(rune('0'+i)), start, "wamid.OTHER", "😂"))
	}
	if code := h.post(msgs, nil); code != 200 {
		t.Fatalf("webhook answered %d", code)
	}
	if sent := h.settle(); len(sent) != 0 {
		t.Errorf("sent %+v; want nothing", sent)
	}
	if got := len(h.run.Inbounds()); got != len(texts) {
		t.Fatalf("%d turns; want %d", got, len(texts))
	}
	var unsent int
	if err := h.db.SQL().QueryRow(`SELECT COUNT(*) FROM outbound_messages`).Scan(&unsent); err != nil {
		t.Fatal(err)
	}
	if unsent != 0 {
		t.Errorf("%d messages kept to send; want none", unsent)
	}
	for i := range texts {
		if st := h.inboxState("wamid.Q" + string(rune('0'+i))); st != "done" {
			t.Errorf("reaction %d is %q; want done", i, st)
		}
	}
}
