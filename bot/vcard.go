package bot

import (
	"errors"
	"io"
	"mime/quotedprintable"
	"strings"

	"github.com/emersion/go-vcard"

	"github.com/memo-assistant/memo"
)

// maxVCard bounds the vCard text read: a card with a photo runs to tens of
// kilobytes, and nothing past this is a name, a number or an address.
const maxVCard = 256 << 10

// ParseVCards reads the contact cards in a vCard text, one or several, as
// WhatsApp writes them (vCard 3.0: "FN", "N", "ORG", "EMAIL", grouped
// "item1.TEL;waid=…" lines, folded lines) and as older phones do (2.1:
// bare "TEL;CELL:" types, quoted-printable names). fallback is the name a
// channel shows for the card (whatsmeow's display name): a card without
// "FN" takes it, then the parts of its "N". A text that holds no card
// but has a fallback is a card with that name only; cards with nothing in
// them are left out, and at most MaxCards are read.
func ParseVCards(text, fallback string) []memo.Card {
	if len(text) > maxVCard {
		text = text[:maxVCard]
	}
	text = legacy(strings.ToValidUTF8(text, ""))
	if !strings.HasSuffix(text, "\n") {
		text += "\n" // the decoder drops a folded last line without one
	}
	dec := vcard.NewDecoder(strings.NewReader(text))
	var out []memo.Card
	for len(out) < MaxCards {
		vc, err := dec.Decode()
		if errors.Is(err, io.EOF) {
			break
		}
		if len(vc) > 0 {
			if c, ok := cardOf(vc, fallback); ok {
				out = append(out, c)
			}
		}
		if err != nil {
			break // a card cut short or not a card: keep what was read
		}
	}
	if len(out) == 0 {
		if c, ok := NewCard(fallback, nil, nil, ""); ok {
			out = append(out, c)
		}
	}
	return out
}

// cardOf is the memo.Card of a decoded vCard.
func cardOf(vc vcard.Card, fallback string) (memo.Card, bool) {
	name := unescape(value(vc.Get(vcard.FieldFormattedName)))
	if strings.TrimSpace(name) == "" {
		name = fallback
	}
	if n := vc.Get(vcard.FieldName); n != nil && strings.TrimSpace(name) == "" {
		parts := components(value(n)) // family;given;additional;prefix;suffix
		for len(parts) < 5 {
			parts = append(parts, "")
		}
		name = strings.Join([]string{parts[3], parts[1], parts[2], parts[0], parts[4]}, " ")
	}
	var phones, emails []string
	for _, f := range vc[vcard.FieldTelephone] {
		p := value(f)
		if strings.TrimSpace(p) == "" {
			if w := f.Params.Get("WAID"); w != "" {
				p = "+" + w
			}
		}
		phones = append(phones, p)
	}
	for _, f := range vc[vcard.FieldEmail] {
		emails = append(emails, value(f))
	}
	org := components(value(vc.Get(vcard.FieldOrganization)))[0] // company;unit
	return NewCard(name, phones, emails, org)
}

// value is a field's value, quoted-printable decoded when it says so;
// "" for no field.
func value(f *vcard.Field) string {
	if f == nil {
		return ""
	}
	if strings.EqualFold(f.Params.Get("ENCODING"), "QUOTED-PRINTABLE") {
		b, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(f.Value)))
		if err == nil {
			return string(b)
		}
	}
	return f.Value
}

// unescape undoes the escapes the decoder leaves in a text value.
func unescape(s string) string {
	return strings.NewReplacer(`\;`, ";", `\:`, ":").Replace(s)
}

// components splits a structured value at its unescaped ";" and
// unescapes each part; it has at least one.
func components(s string) []string {
	var parts []string
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
		case s[i] == ';':
			parts = append(parts, b.String())
			b.Reset()
		default:
			b.WriteByte(s[i])
		}
	}
	return append(parts, b.String())
}

// legacy rewrites what vCard 2.1 writes and the decoder does not read:
// a bare type ("TEL;CELL:…") becomes "TYPE=CELL", and a quoted-printable
// value continued on the next line ("=" at the end) is joined.
func legacy(text string) string {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l == "" || l[0] == ' ' || l[0] == '\t' {
			out = append(out, l)
			continue
		}
		colon := strings.IndexByte(l, ':')
		if colon < 0 || strings.ContainsRune(l[:colon], '"') {
			out = append(out, l)
			continue
		}
		head := strings.Split(l[:colon], ";")
		qp := false
		for j := 1; j < len(head); j++ {
			if !strings.Contains(head[j], "=") && head[j] != "" {
				head[j] = "TYPE=" + head[j]
			}
			if strings.EqualFold(head[j], "ENCODING=QUOTED-PRINTABLE") {
				qp = true
			}
		}
		l = strings.Join(head, ";") + l[colon:]
		for qp && strings.HasSuffix(l, "=") && i+1 < len(lines) {
			i++
			l = l[:len(l)-1] + lines[i] // a soft line break: "=" and the break go
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}
