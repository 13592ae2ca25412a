package bot_test

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// TestNewPlace: a point on Earth is a place, with its text cleaned and
// only a web link kept; anything else is no place.
func TestNewPlace(t *testing.T) {
	tests := []struct {
		name              string
		lat, lng          float64
		pname, addr, link string
		want              *memo.Place
	}{
		{name: "pin with name and address", lat: 32.0853, lng: 34.7818, pname: "Dizengoff Center", addr: "Dizengoff St 50, Tel Aviv", link: "https://maps.example.com/?q=1",
			want: &memo.Place{Lat: 32.0853, Lng: 34.7818, Name: "Dizengoff Center", Address: "Dizengoff St 50, Tel Aviv", URL: "https://maps.example.com/?q=1"}},
		{name: "pin with no name", lat: 31.7683, lng: 35.2137, want: &memo.Place{Lat: 31.7683, Lng: 35.2137}},
		{name: "Hebrew name, lines squeezed", lat: 31.7683, lng: 35.2137, pname: " הבית של\nסבתא ", want: &memo.Place{Lat: 31.7683, Lng: 35.2137, Name: "הבית של סבתא"}},
		{name: "a link that is not a web address dropped", lat: 1, lng: 1, link: "javascript:alert(1)", want: &memo.Place{Lat: 1, Lng: 1}},
		{name: "the edges of the map", lat: -90, lng: 180, want: &memo.Place{Lat: -90, Lng: 180}},
		{name: "NaN", lat: math.NaN(), lng: 34},
		{name: "infinite", lat: 32, lng: math.Inf(1)},
		{name: "latitude out of range", lat: 91, lng: 34},
		{name: "longitude out of range", lat: 32, lng: -180.5},
		{name: "no coordinates", lat: 0, lng: 0, pname: "Somewhere"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := bot.NewPlace(tt.lat, tt.lng, tt.pname, tt.addr, tt.link, false)
			if ok != (tt.want != nil) || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("NewPlace = %+v, %v; want %+v", got, ok, tt.want)
			}
		})
	}
}

// TestNewReaction: a reaction names the message reacted to; its emoji is
// kept whole, and "" is a reaction removed.
func TestNewReaction(t *testing.T) {
	tests := []struct {
		name, id, emoji string
		want            *memo.Reaction
	}{
		{name: "thumbs up", id: "wamid.1", emoji: "👍", want: &memo.Reaction{MessageID: "wamid.1", Emoji: "👍"}},
		{name: "with a skin tone", id: "3EB0A", emoji: " 👍🏽 ", want: &memo.Reaction{MessageID: "3EB0A", Emoji: "👍🏽"}},
		{name: "a family is one emoji", id: "3EB0A", emoji: "👨‍👩‍👧‍👦", want: &memo.Reaction{MessageID: "3EB0A", Emoji: "👨‍👩‍👧‍👦"}},
		{name: "removed", id: "3EB0A", emoji: "", want: &memo.Reaction{MessageID: "3EB0A"}},
		{name: "no message", id: " ", emoji: "👍"},
		{name: "a paragraph is no emoji", id: "3EB0A", emoji: strings.Repeat("ok ", 20)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := bot.NewReaction(tt.id, tt.emoji)
			if ok != (tt.want != nil) || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("NewReaction = %+v, %v; want %+v", got, ok, tt.want)
			}
		})
	}
}

// TestNewCard: the parts a channel read become a clean card; a card
// with nothing in it is none.
func TestNewCard(t *testing.T) {
	c, ok := bot.NewCard(" דנה\tלוי ", []string{"+972 50-123-4567", "", "+972501234567", "054\x00111"}, []string{" Dana@Example.com", "dana@example.com", "nope"}, "Clinic")
	want := memo.Card{Name: "דנה לוי", Phones: []string{"+972 50-123-4567", "054 111"}, Emails: []string{"Dana@Example.com"}, Org: "Clinic"}
	if !ok || !reflect.DeepEqual(c, want) {
		t.Errorf("NewCard = %+v, %v; want %+v", c, ok, want)
	}
	if c, ok := bot.NewCard(" ", []string{"no digits"}, []string{"no at"}, ""); ok {
		t.Errorf("NewCard of nothing = %+v; want none", c)
	}
}

// TestIntakeRunsWhatIsShared: a contact card, a pin or a reaction runs
// its turn without words; the forwarded mark alone, with nothing to read,
// is still "empty".
func TestIntakeRunsWhatIsShared(t *testing.T) {
	place, _ := bot.NewPlace(32.08, 34.78, "", "", "", false)
	tests := []struct {
		name   string
		shared memo.Shared
		runs   bool
	}{
		{name: "contact card", shared: memo.Shared{Contacts: []memo.Card{{Name: "Dana", Phones: []string{"+972501234567"}}}}, runs: true},
		{name: "location", shared: memo.Shared{Place: place}, runs: true},
		{name: "reaction", shared: memo.Shared{Reaction: &memo.Reaction{MessageID: "S1", Emoji: "👍"}}, runs: true},
		{name: "forwarded with no words", shared: memo.Shared{Forwarded: true}},
		{name: "nothing", shared: memo.Shared{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ran []memo.Inbound
			next := &handler{HandleFunc: func(_ context.Context, in memo.Inbound) (memo.Reply, error) {
				ran = append(ran, in)
				return memo.Reply{ChatID: in.ChatID}, nil
			}}
			in := memo.Inbound{ChatID: "+972501234567", MessageID: "M1", Channel: "cloud", Shared: tt.shared}
			r, err := bot.NewIntake(bot.IntakeConfig{Channel: "cloud", Lang: memo.English}).Turn(context.Background(), next, in, bot.KindText, "test", bot.Media{})
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tt.runs && (len(ran) != 1 || !reflect.DeepEqual(ran[0].Shared, tt.shared)):
				t.Errorf("turns %+v; want one carrying %+v", ran, tt.shared)
			case !tt.runs && (len(ran) != 0 || r.Tool != "cloud.empty"):
				t.Errorf("turns %d, reply %+v; want the empty notice", len(ran), r)
			}
		})
	}
}

// FuzzParseVCards: any text, as a vCard, gives at most MaxCards cards,
// each with something in it, on one line of valid UTF-8, within bounds.
func FuzzParseVCards(f *testing.F) {
	f.Add(danaCard, "")
	f.Add(danaCard+danaCard, "Dana")
	f.Add(crlf("BEGIN:VCARD", "VERSION:3.0", "FN:Noa", "EMAIL:noa@example.com", "END:VCARD"), "")
	f.Add(crlf("BEGIN:VCARD", "VERSION:3.0", "item1.TEL;waid=972501234567:+972 50-123-4567", "END:VCARD"), "")
	f.Add(crlf("BEGIN:VCARD", "VERSION:3.0", "N:כהן;יוסי;;;", "FN:יוסי כהן", "TEL:+972541112233", "END:VCARD"), "יוסי")
	f.Add(crlf("BEGIN:VCARD", "VERSION:2.1", "FN;ENCODING=QUOTED-PRINTABLE:=D7=93=", "=D7=A0", "TEL;CELL:1", "END:VCARD"), "")
	f.Add("BEGIN:VCARD\nFN:a\n b\nTEL;\"x:y\"=1:2", "")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, text, fallback string) {
		cards := bot.ParseVCards(text, fallback)
		if len(cards) > bot.MaxCards {
			t.Fatalf("%d cards", len(cards))
		}
		for _, c := range cards {
			if c.Name == "" && c.Org == "" && len(c.Phones) == 0 && len(c.Emails) == 0 {
				t.Fatalf("an empty card: %+v", c)
			}
			if len(c.Phones) > 20 || len(c.Emails) > 20 {
				t.Fatalf("%d phones, %d emails", len(c.Phones), len(c.Emails))
			}
			for _, s := range append(append([]string{c.Name, c.Org}, c.Phones...), c.Emails...) {
				if !utf8.ValidString(s) || strings.ContainsAny(s, "\r\n\x00") || utf8.RuneCountInString(s) > 254 {
					t.Fatalf("value %q", s)
				}
			}
		}
	})
}
