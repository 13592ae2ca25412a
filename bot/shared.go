package bot

import (
	"math"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// What a message carries besides its words (memo.Shared), checked once for
// both WhatsApp channels: each reads its own format and hands the values
// here, so a card, a pin or a reaction is held to the same rules whichever
// way it came.

// Bounds on what one message shares; past them the rest is dropped.
const (
	// MaxCards is the most contact cards one message gives the turn. A
	// whole address book shared at once is not a request to save it all.
	MaxCards = 20
	// maxCardValues bounds the phones and the emails of one card.
	maxCardValues = 20
	// maxName bounds a name, an organisation, a place's name or address.
	maxName = 200
	// maxPhone and maxEmail bound one number and one address.
	maxPhone = 40
	maxEmail = 254
	// maxURL bounds a place's link.
	maxURL = 2048
	// maxEmoji bounds a reaction: one emoji, however many code points it
	// is made of (a family, a flag, a skin tone).
	maxEmoji = 32
	// maxMessageID bounds the id of the message reacted to.
	maxMessageID = 256
)

// Actionable reports whether s gives a turn something to act on without
// words: contact cards, a place or a reaction. The forwarded mark alone
// is not: it says how to read the words, and without words there is
// nothing to read.
func Actionable(s memo.Shared) bool {
	return len(s.Contacts) > 0 || s.Place != nil || s.Reaction != nil
}

// NewCard is a contact card from its parts as a channel read them: each
// value cleaned (valid UTF-8, no control characters, spaces squeezed,
// bounded), phones without a digit and emails without an "@" dropped,
// duplicates (the same digits, the same address in any case) dropped.
// ok is false when nothing is left: no name, phone, email or
// organisation.
func NewCard(name string, phones, emails []string, org string) (memo.Card, bool) {
	c := memo.Card{Name: clean(name, maxName), Org: clean(org, maxName)}
	seen := map[string]bool{}
	for _, p := range phones {
		p = clean(strings.TrimPrefix(strings.TrimSpace(p), "tel:"), maxPhone)
		key := phoneKey(p)
		if key == "" || seen[key] || len(c.Phones) == maxCardValues {
			continue
		}
		seen[key] = true
		c.Phones = append(c.Phones, p)
	}
	for _, e := range emails {
		e = strings.ReplaceAll(clean(strings.TrimPrefix(strings.TrimSpace(e), "mailto:"), maxEmail), " ", "")
		key := "@" + strings.ToLower(e)
		if !strings.Contains(e, "@") || seen[key] || len(c.Emails) == maxCardValues {
			continue
		}
		seen[key] = true
		c.Emails = append(c.Emails, e)
	}
	return c, c.Name != "" || c.Org != "" || len(c.Phones) > 0 || len(c.Emails) > 0
}

// phoneKey is what tells two ways of writing a number apart: its digits,
// with the "+" when it has one; "" when it has no digit.
func phoneKey(p string) string {
	var b strings.Builder
	if strings.HasPrefix(p, "+") {
		b.WriteByte('+')
	}
	digits := 0
	for _, r := range p {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
			digits++
		}
	}
	if digits == 0 {
		return ""
	}
	return b.String()
}

// NewPlace is a shared location, its text cleaned and its link kept only
// when it is a web address. ok is false when the point is not one: a
// latitude or longitude that is not a number or out of range, or the
// point 0,0, which is what a location without coordinates reads as.
func NewPlace(lat, lng float64, name, address, link string, live bool) (*memo.Place, bool) {
	if !ValidPoint(lat, lng) {
		return nil, false
	}
	p := &memo.Place{Lat: lat, Lng: lng, Name: clean(name, maxName), Address: clean(address, maxName), Live: live}
	if u, err := url.Parse(strings.TrimSpace(link)); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && len(link) <= maxURL {
		p.URL = u.String()
	}
	return p, true
}

// ValidPoint reports whether lat, lng is a point on Earth other than 0,0.
func ValidPoint(lat, lng float64) bool {
	switch {
	case math.IsNaN(lat) || math.IsNaN(lng) || math.IsInf(lat, 0) || math.IsInf(lng, 0):
		return false
	case lat < -90 || lat > 90 || lng < -180 || lng > 180:
		return false
	}
	return lat != 0 || lng != 0
}

// NewReaction is a reaction to messageID. The emoji is trimmed and kept
// whole (a thumbs-up with a skin tone stays one); "" is a reaction
// removed. ok is false without a message id, or when the "emoji" is text
// longer than any emoji.
func NewReaction(messageID, emoji string) (*memo.Reaction, bool) {
	messageID = strings.TrimSpace(messageID)
	emoji = strings.TrimSpace(strings.ToValidUTF8(emoji, ""))
	if messageID == "" || len(messageID) > maxMessageID || !utf8.ValidString(messageID) || utf8.RuneCountInString(emoji) > maxEmoji {
		return nil, false
	}
	return &memo.Reaction{MessageID: messageID, Emoji: emoji}, true
}

// clean is s as valid UTF-8 on one line: control characters become
// spaces, runs of spaces one, and it is cut to at most max runes.
func clean(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > max {
		s = strings.TrimSpace(string([]rune(s)[:max]))
	}
	return s
}
