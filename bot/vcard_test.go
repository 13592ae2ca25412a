package bot_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// crlf writes lines as a vCard does, each ended by CRLF.
func crlf(lines ...string) string { return strings.Join(lines, "\r\n") + "\r\n" }

// WhatsApp's own card, as its apps write one (vCard 3.0).
var danaCard = crlf(
	"BEGIN:VCARD",
	"VERSION:3.0",
	"N:Levi;Dana;;;",
	"FN:Dana Levi",
	"ORG:Clinic Ltd;Front desk",
	"TITLE:",
	"item1.TEL;waid=972501234567:+972 50-123-4567",
	"item1.X-ABLabel:Mobile",
	"item2.TEL;type=WORK:03-555-1234",
	"EMAIL;type=INTERNET:dana@example.com",
	"END:VCARD",
)

// TestParseVCards: each shape a contact card reaches Memo in becomes the
// name, every phone and email, and the organisation.
func TestParseVCards(t *testing.T) {
	tests := []struct {
		name     string
		vcard    string
		fallback string
		want     []memo.Card
	}{
		{
			name: "WhatsApp's card", vcard: danaCard,
			want: []memo.Card{{Name: "Dana Levi", Phones: []string{"+972 50-123-4567", "03-555-1234"}, Emails: []string{"dana@example.com"}, Org: "Clinic Ltd"}},
		},
		{
			name: "Hebrew name", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "N:כהן;יוסי;;;", "FN:יוסי כהן", "item1.TEL;waid=972541112233:+972 54-111-2233", "item1.X-ABLabel:נייד", "END:VCARD"),
			want: []memo.Card{{Name: "יוסי כהן", Phones: []string{"+972 54-111-2233"}}},
		},
		{
			name: "folded lines", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Dr. Avraham Ben-", " David", "TEL;type=CELL:+1 202 555", " 0123", "EMAIL:avi@exam", "\tple.org", "END:VCARD"),
			want: []memo.Card{{Name: "Dr. Avraham Ben-David", Phones: []string{"+1 202 5550123"}, Emails: []string{"avi@example.org"}}},
		},
		{
			name: "no phone", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Noa", "EMAIL;type=HOME:noa@example.com", "EMAIL;type=WORK:NOA@example.com", "END:VCARD"),
			want: []memo.Card{{Name: "Noa", Emails: []string{"noa@example.com"}}},
		},
		{
			name: "no name takes the display name", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "item1.TEL;waid=972501234567:+972 50-123-4567", "END:VCARD"), fallback: "Dana",
			want: []memo.Card{{Name: "Dana", Phones: []string{"+972 50-123-4567"}}},
		},
		{
			name: "no name at all", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "TEL:+972501234567", "END:VCARD"),
			want: []memo.Card{{Phones: []string{"+972501234567"}}},
		},
		{
			name: "N when there is no FN", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "N:Levi;Dana;Ruth;Dr.;", "TEL:050-1234567", "END:VCARD"),
			want: []memo.Card{{Name: "Dr. Dana Ruth Levi", Phones: []string{"050-1234567"}}},
		},
		{
			name: "waid when the number is empty", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Dana", "item1.TEL;waid=972501234567:", "END:VCARD"),
			want: []memo.Card{{Name: "Dana", Phones: []string{"+972501234567"}}},
		},
		{
			name: "the same number twice is one", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Dana", "TEL;type=CELL:+972 50-123-4567", "TEL;type=VOICE:+972501234567", "END:VCARD"),
			want: []memo.Card{{Name: "Dana", Phones: []string{"+972 50-123-4567"}}},
		},
		{
			name: "several cards in one text", vcard: danaCard + crlf("BEGIN:VCARD", "VERSION:3.0", "FN:יוסי", "TEL:+972541112233", "END:VCARD"),
			want: []memo.Card{
				{Name: "Dana Levi", Phones: []string{"+972 50-123-4567", "03-555-1234"}, Emails: []string{"dana@example.com"}, Org: "Clinic Ltd"},
				{Name: "יוסי", Phones: []string{"+972541112233"}},
			},
		},
		{
			name: "vCard 2.1 with bare types and quoted-printable Hebrew",
			vcard: crlf("BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=D7=9C=D7=95=D7=99;=D7=93=D7=A0=D7=94;;;",
				"FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=D7=93=D7=A0=D7=94 =", "=D7=9C=D7=95=D7=99", "TEL;CELL;PREF:050-1234567", "END:VCARD"),
			want: []memo.Card{{Name: "דנה לוי", Phones: []string{"050-1234567"}}},
		},
		{
			name: "escapes", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", `FN:Levi\, Dana`, `ORG:Smith\; Sons;Sales`, "END:VCARD"),
			want: []memo.Card{{Name: "Levi, Dana", Org: "Smith; Sons"}},
		},
		{
			name: "vCard 4 tel: and mailto: values", vcard: crlf("BEGIN:VCARD", "VERSION:4.0", "FN:Dana", "TEL;VALUE=uri;TYPE=cell:tel:+972-50-123-4567", "EMAIL:mailto:dana@example.com", "END:VCARD"),
			want: []memo.Card{{Name: "Dana", Phones: []string{"+972-50-123-4567"}, Emails: []string{"dana@example.com"}}},
		},
		{
			name: "no END keeps what was read", vcard: "BEGIN:VCARD\nFN:Dana\nTEL:+972501234567",
			want: []memo.Card{{Name: "Dana", Phones: []string{"+972501234567"}}},
		},
		{name: "not a vCard, with a display name", vcard: "hello there", fallback: "Dana", want: []memo.Card{{Name: "Dana"}}},
		{name: "not a vCard, no name", vcard: "hello: there"},
		{name: "empty card", vcard: crlf("BEGIN:VCARD", "VERSION:3.0", "END:VCARD")},
		{name: "nothing", vcard: ""},
		{
			name: "phones without digits and emails without @ dropped", vcard: crlf("BEGIN:VCARD", "FN:Dana", "TEL:call me", "EMAIL:not-an-address", "END:VCARD"),
			want: []memo.Card{{Name: "Dana"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := bot.ParseVCards(tt.vcard, tt.fallback)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseVCards =\n%+v\nwant\n%+v", got, tt.want)
			}
		})
	}
}

// TestParseVCardsBounded: a whole address book is cut at MaxCards, and a
// card with a hundred numbers at twenty.
func TestParseVCardsBounded(t *testing.T) {
	var b strings.Builder
	for range bot.MaxCards + 5 {
		b.WriteString(danaCard)
	}
	if got := bot.ParseVCards(b.String(), ""); len(got) != bot.MaxCards {
		t.Errorf("%d cards; want %d", len(got), bot.MaxCards)
	}
	b.Reset()
	b.WriteString("BEGIN:VCARD\nFN:Many\n")
	for i := range 100 {
		b.WriteString("TEL:+97250" + strings.Repeat("0", 5) + string(rune('0'+i/10)) + string(rune('0'+i%10)) + "\n")
	}
	b.WriteString("END:VCARD\n")
	got := bot.ParseVCards(b.String(), "")
	if len(got) != 1 || len(got[0].Phones) != 20 || got[0].Phones[0] != "+972500000000" {
		t.Errorf("cards %+v; want one with the first 20 numbers", got)
	}
	long := strings.Repeat("א", 500)
	got = bot.ParseVCards("BEGIN:VCARD\nFN:"+long+"\nEND:VCARD\n", "")
	if len(got) != 1 || len([]rune(got[0].Name)) != 200 {
		t.Errorf("a 500-letter name kept as %d letters; want 200", len([]rune(got[0].Name)))
	}
}
